package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"rollformular/campaign"
	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/export"
	"rollformular/sheet"
)

// encounterCommands are the subcommands of encounter, each a command of its own.
var encounterCommands = subcommands{"encounter", []command{
	{"new", "encounter new --ruleset ID [FILE...] [--npc FILE]... [--count N] [--horde] [--seed N] [--force] [--rules PACK] -o FIGHT.json", encounterNew},
	{"show", "encounter show FIGHT.json", encounterShow},
	{"act", "encounter act FIGHT.json ACTOR [WEAPON [TARGET]] [--defend ID] [--dice OWN,SKILL] [--defend-dice OWN,SKILL] [--mod N] [--distance N] [--split N] [--force] [--seed N]", encounterAct},
	{"next", "encounter next FIGHT.json [--round] [--seed N]", encounterNext},
	{"side", "encounter side FIGHT.json COMBATANT players|npcs", encounterSide},
	{"swap", "encounter swap FIGHT.json COMBATANT OTHER [--force]", encounterSwap},
	{"pdf", "encounter pdf FIGHT.json -o OUT.pdf [--paper a4|letter] [--force]", encounterPDF},
}}

// runEncounter runs a fight by the rules in an encounter file: new, show, act, next, side, pdf.
// A subcommand's refusal names it and points to its help, which is its usage alone.
func runEncounter(env Env, args []string) error { return encounterCommands.run(env, args) }

// encounterNew makes an encounter of the characters in files, which stay in their files, and
// count copies of the NPC of each --npc, kept in the encounter and named 1 to count, or one
// horde of count with --horde; the ruleset settles the order they act in. An --npc may be
// given as often as the fight has NPCs: the same file again is more copies of the one NPC,
// numbered on as one group ("Ulv Skägge 1" to "Ulv Skägge 4" of two --npc rovare.json
// --count 2), another file its own group; with --horde each --npc is a horde of its own.
func encounterNew(env Env, args []string) error {
	f := flag.NewFlagSet("encounter new", flag.ContinueOnError)
	rules := rulesFlag(f)
	ruleset := f.String("ruleset", "", "the rules the fight is fought by")
	var npcs fileList
	f.Var(&npcs, "npc", "an NPC's file, copied into the encounter; again for another NPC or more copies")
	count := f.Int("count", 1, "how many copies of each --npc")
	horde := f.Bool("horde", false, "the --count of --npc fight as one horde")
	seed := f.Uint64("seed", 0, "seed, to settle the same initiative again")
	out := f.String("o", "", "the encounter file to write")
	force := f.Bool("force", false, "replace an -o that is not an encounter")
	files, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	// The fight records the pack it is fought by.
	env, house, err := recordRules(env, *rules, *ruleset, *out)
	if err != nil {
		return err
	}
	if err := checkNew(env, *ruleset, *out, npcs, files, *count, *horde); err != nil {
		return err
	}
	rs, err := env.Rulesets.Lookup(*ruleset)
	if err != nil {
		return usageError{msg: err.Error()}
	}
	if err := checkOutputs(append(slices.Clone(files), npcs...), *force, encounterDoc, output{"o", *out}); err != nil {
		return err
	}
	unlock, err := encounter.Lock(*out)
	if err != nil {
		return err
	}
	defer unlock()
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	fight := encounter.New(rs)
	fight.Doc.HouseRules = house
	if err := addCombatants(fight, files, npcs, *count, *horde, words); err != nil {
		return err
	}
	*seed = seeded(f, *seed)
	if err := fight.Settle(rand.New(rand.NewPCG(*seed, 0))); err != nil {
		return usageError{msg: engine.ErrorIn(err, words)}
	}
	written, err := campaign.SaveFight(*out, fight, nil)
	if err != nil {
		return err
	}
	return printShow(env, fight, written)
}

// fileList is a flag given once per file, in the order given.
type fileList []string

func (l *fileList) String() string { return strings.Join(*l, ",") }

func (l *fileList) Set(s string) error {
	if s == "" {
		return errors.New("a file, not nothing")
	}
	if len(*l) >= sheet.MaxCombatants {
		return fmt.Errorf("more than %d files: an encounter holds at most %d combatants", sheet.MaxCombatants, sheet.MaxCombatants)
	}
	*l = append(*l, s)
	return nil
}

// checkNew checks the arguments of encounter new before any file is read.
func checkNew(env Env, ruleset, out string, npcs, files []string, count int, horde bool) error {
	switch {
	case ruleset == "":
		return usagef("--ruleset is required (one of %v)", env.Rulesets.IDs())
	case out == "":
		return usagef("-o FIGHT.json is required")
	case len(npcs) == 0 && len(files) == 0:
		return usagef("give the characters' files, --npc FILE, or both")
	case horde && len(npcs) == 0:
		return usagef("--horde is of --npc FILE")
	case horde && len(files)+len(npcs) > sheet.MaxCombatants:
		// One combatant a horde, whose count AddHorde holds to the horde tracker's range.
		return usagef("%d combatants: an encounter holds at most %d", len(files)+len(npcs), sheet.MaxCombatants)
	case horde:
	case count < 1 || count > sheet.MaxCombatants:
		return usagef("--count %d: from 1 to %d", count, sheet.MaxCombatants)
	case len(files)+count*max(len(npcs), 1) > sheet.MaxCombatants:
		return usagef("%d combatants: an encounter holds at most %d", len(files)+count*max(len(npcs), 1), sheet.MaxCombatants)
	}
	return nil
}

// npcGroup is an NPC's file and how many of it join.
type npcGroup struct {
	file  string
	count int
}

// npcGroups are the files of npcs, each once in the order first given, with count copies for
// each time it was given; with horde, every --npc its own horde of count.
func npcGroups(npcs []string, count int, horde bool) []npcGroup {
	var out []npcGroup
	for _, file := range npcs {
		k := slices.IndexFunc(out, func(g npcGroup) bool { return sheet.SamePath(g.file, file) })
		if k < 0 || horde {
			out = append(out, npcGroup{file, count})
		} else {
			out[k].count += count
		}
	}
	return out
}

// addCombatants adds the characters of files to fight, and count copies of the NPC of each
// of npcs, or a horde of them.
func addCombatants(fight *encounter.Fight, files, npcs []string, count int, horde bool, words engine.Words) error {
	for _, path := range files {
		c, err := sheet.Load(path)
		if err != nil {
			return err
		}
		if err := fight.AddFile(path, c, c); err != nil {
			return err
		}
	}
	for _, g := range npcGroups(npcs, count, horde) {
		c, err := sheet.Load(g.file)
		if err != nil {
			return err
		}
		if horde {
			err = fight.AddHorde(c, g.count)
		} else {
			err = fight.AddCopies(c, g.count)
		}
		if err != nil {
			return usageError{msg: engine.ErrorIn(err, words)}
		}
	}
	return nil
}

// combatantJSON is one combatant as `encounter show` prints it (docs/encounter-show.md).
type combatantJSON struct {
	Name string `json:"name"`
	File string `json:"file"` // "" for an NPC kept in the encounter
	Side string `json:"side"` // "players" or "npcs"
	// Initiative is the combatant's place as numbers, the lower first; InitiativeText says it
	// as the table does. Simultaneous marks a place shared with a neighbour where the rules
	// make such turns simultaneous.
	Initiative     []int  `json:"initiative"`
	InitiativeText string `json:"initiative_text"`
	Simultaneous   bool   `json:"simultaneous"`
	Acting         bool   `json:"acting"`
	// Able says whether it can act; Reason why not ("" when able); Helpless whether attacks on
	// it meet no defence.
	Able     bool   `json:"able"`
	Reason   string `json:"reason"`
	Helpless bool   `json:"helpless"`
	// Left is what it has left of each of the round's allowances, where the rules count them
	// ([] where they do not); MaySwap the foe whose place it earned the right to take this
	// round ("" for none).
	Left    []leftJSON  `json:"left"`
	MaySwap string      `json:"may_swap"`
	Wounds  []woundJSON `json:"wounds"`
	State   *stateJSON  `json:"state"`
	Problem string      `json:"problem"` // why its document could not be read; "" when it was
}

// leftJSON is what a combatant has left of one allowance of the round.
type leftJSON struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Left int    `json:"left"`
	Of   int    `json:"of"`
}

// woundJSON is one wound of the document: where, how much, of what type, and what has been
// done about it.
type woundJSON struct {
	Part     string `json:"part"` // a body part's id; "" for none
	Damage   int    `json:"damage"`
	Type     string `json:"type"`
	Treated  bool   `json:"treated"`
	Stanched bool   `json:"stanched"`
	Fatal    bool   `json:"fatal"`
}

// encounterJSON is what `encounter show` prints: the round, whose turn, each combatant in the
// order they act, and the log.
type encounterJSON struct {
	Ruleset    string          `json:"ruleset"`
	Round      int             `json:"round"`
	Phase      int             `json:"phase"` // from 1; always 1 where rounds have no phases
	Turn       int             `json:"turn"`  // the index in combatants of the one acting
	Acting     string          `json:"acting"`
	Combatants []combatantJSON `json:"combatants"`
	Log        []string        `json:"log"`
	Written    []string        `json:"files_written"`
}

func encounterShow(env Env, args []string) error {
	if len(args) != 1 {
		return usagef("encounter show FIGHT.json")
	}
	fight, err := openFight(env, args[0])
	if err != nil {
		return err
	}
	return showWith(env, fight)
}

// showWith prints the encounter, and then warns in one line which combatants did not read.
func showWith(env Env, fight *encounter.Fight) error {
	if err := printShow(env, fight, nil); err != nil {
		return err
	}
	return warn(fight.ProblemsError())
}

func printShow(env Env, fight *encounter.Fight, written []string) error {
	rs, e := fight.Rules, fight.Doc
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	out := encounterJSON{Ruleset: e.Ruleset, Round: e.Round, Phase: e.Phase + 1, Turn: e.Turn, Log: e.Log,
		Written: written, Combatants: []combatantJSON{}}
	if out.Log == nil {
		out.Log = []string{}
	}
	if out.Written == nil {
		out.Written = []string{}
	}
	for i, c := range e.Combatants {
		able := fight.Able(i)
		cj := combatantJSON{Name: c.Name, File: c.File, Side: fight.SideOf(i), Initiative: c.Initiative, InitiativeText: c.InitiativeText,
			Simultaneous: fight.Simultaneous(i), Acting: i == e.Turn, Able: able.Able, Helpless: able.Helpless,
			Reason: able.Reason.InOr(words, ""), Wounds: []woundJSON{}, Left: []leftJSON{}, MaySwap: c.MaySwap}
		for _, l := range fight.Left(i) {
			cj.Left = append(cj.Left, leftJSON{ID: l.ID, Name: l.NameIn(words), Left: l.Left, Of: l.Of})
		}
		if cj.Initiative == nil {
			cj.Initiative = []int{}
		}
		if doc := fight.Chars[i]; doc == nil {
			cj.Problem = fight.Problems[i].Error()
		} else {
			s := stateOf(rs, doc, words)
			cj.State = &s
			for _, w := range doc.Wounds {
				cj.Wounds = append(cj.Wounds, woundJSON{Part: w.Part, Damage: w.Damage, Type: w.Type, Treated: w.Treated, Stanched: w.Stanched, Fatal: w.Fatal})
			}
		}
		if cj.Acting {
			out.Acting = c.Name
		}
		out.Combatants = append(out.Combatants, cj)
	}
	return printJSON(env.Stdout, out)
}

// combatantIn finds the combatant named s, by its name (as a user types it) or its place in
// the order from 1.
func combatantIn(e *sheet.Encounter, s string) (int, bool) {
	if n, err := strconv.Atoi(s); err == nil && n >= 1 && n <= len(e.Combatants) {
		return n - 1, true
	}
	for i, c := range e.Combatants {
		if engine.FoldKey(c.Name) == engine.FoldKey(s) {
			return i, true
		}
	}
	return 0, false
}

// combatantNames lists the combatants by number and name, each name cut to 40 characters so
// that every number shows within the message's bound (oneLine), however long the names.
func combatantNames(e *sheet.Encounter) string {
	names := make([]string, len(e.Combatants))
	for i, c := range e.Combatants {
		names[i] = fmt.Sprintf("%d %s", i+1, engine.Shorten(c.Name, 40))
	}
	return strings.Join(names, ", ")
}

// encounterAct plays one exchange of the fight, ACTOR attacking TARGET with WEAPON (without
// one, the best it carries that reaches the target: encounter.DefaultAttack), applies it to
// both and saves the encounter: an NPC's damage in the encounter, a player's character's in its
// file, the old kept as .bak, and says which files it wrote.
func encounterAct(env Env, args []string) error {
	f := flag.NewFlagSet("encounter act", flag.ContinueOnError)
	flags := newExchangeFlags(f)
	force := f.Bool("force", false, "take the exchange as the GM's ruling past what the round allows")
	split := f.Int("split", 0, "how many foes the target splits its skill among")
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	asked, err := splitExchange(flags, *split)
	if err != nil {
		return err
	}
	if len(rest) < 2 || len(rest) > 4 {
		return usagef("encounter act FIGHT.json ACTOR [WEAPON [TARGET]]")
	}
	path := rest[0]
	unlock, err := encounter.Lock(path)
	if err != nil {
		return err
	}
	defer unlock()
	fight, err := openFight(env, path)
	if err != nil {
		return err
	}
	e, rs := fight.Doc, fight.Rules
	a, t, err := actorAndTarget(fight, rest)
	if err != nil {
		return err
	}
	fights := rs
	if err := canFight(rs); err != nil {
		return err
	}
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	x, err := fight.Exchange(a, t, asked)
	if err != nil {
		return usageError{msg: engine.ErrorIn(err, words)}
	}
	attack, err := chooseAttack(fight, x, rest, words)
	if err != nil {
		return err
	}
	x.Attack = attack.ID
	if x.Defence, err = chooseDefence(fights, x, *flags.defend, attack, e.Combatants[t].Name, words); err != nil {
		return err
	}
	seed := seeded(f, *flags.seed)
	res, err := actAs(fight, *force)(a, t, x, rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		return refused(err, words)
	}
	// Only the two in the exchange changed: a combatant whose file did not read is left as it is.
	written, err := campaign.SaveFight(path, fight, nil)
	if err != nil {
		return err
	}
	answer := exchangeAnswer(rs, seed, x.Attacker, res, words)
	if written == nil {
		written = []string{}
	}
	return printJSON(env.Stdout, struct {
		exchangeJSON
		Written []string `json:"files_written"`
	}{answer, written})
}

// actorAndTarget are the combatants `encounter act` names: ACTOR (rest[1]), and TARGET
// (rest[3]), or without one the first able combatant of the actor's other side.
func actorAndTarget(fight *encounter.Fight, rest []string) (actor, target int, err error) {
	e := fight.Doc
	a, ok := combatantIn(e, rest[1])
	if !ok {
		return 0, 0, usagef("%q is none of the combatants: %s", rest[1], combatantNames(e))
	}
	t := fight.Target(a) // the first able combatant of the other side
	if len(rest) == 4 {
		if t, ok = combatantIn(e, rest[3]); !ok {
			return 0, 0, usagef("%q is none of the combatants: %s", rest[3], combatantNames(e))
		}
	} else if t < 0 {
		return 0, 0, usagef("no one on %s's other side is still in the fight; name a TARGET to strike one who has fallen", e.Combatants[a].Name)
	}
	return a, t, nil
}

// chooseAttack is the attack of x that `encounter act`'s WEAPON (rest[2]) names, or without
// one the best the attacker carries that reaches the target (encounter.DefaultAttack).
func chooseAttack(fight *encounter.Fight, x engine.Exchange, rest []string, words engine.Words) (engine.Choice, error) {
	attacks := fight.Rules.Attacks(x.Attacker)
	if len(rest) < 3 {
		attack, err := fight.DefaultAttack(x)
		if err != nil {
			return attack, usageError{msg: engine.ErrorIn(err, words)}
		}
		return attack, nil
	}
	attack, ok := engine.ChoiceFor(attacks, rest[2])
	if !ok {
		return attack, usagef("%q: %s attacks with %s", rest[2], nameOf(x.Attacker), choiceList(attacks))
	}
	return attack, nil
}

// encounterNext ends the turn and gives it to the next who can act, applying the ruleset's
// round rules on the way (a bleeding, a death save, the dice back at a round's end), and at
// the end of the order begins the next round; --round ends the round where it stands.
func encounterNext(env Env, args []string) error {
	f := flag.NewFlagSet("encounter next", flag.ContinueOnError)
	round := f.Bool("round", false, "end the round where it stands")
	seed := f.Uint64("seed", 0, "seed, to roll the round rules' dice the same again")
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("encounter next FIGHT.json [--round] [--seed N]")
	}
	r := rand.New(rand.NewPCG(seeded(f, *seed), 0))
	return changeEncounter(env, rest[0], func(fight *encounter.Fight) error {
		if *round {
			fight.NextRound(r)
		} else {
			fight.Next(r)
		}
		return nil
	})
}

// changeEncounter takes the step on the encounter at path, holding its lock from the read to
// the write, saves it and prints it as `show` does; a combatant whose file did not read is a
// warning, the step being done.
func changeEncounter(env Env, path string, step func(*encounter.Fight) error) error {
	unlock, err := encounter.Lock(path)
	if err != nil {
		return err
	}
	defer unlock()
	fight, err := openFight(env, path)
	if err != nil {
		return err
	}
	if err := step(fight); err != nil {
		return err
	}
	written, err := campaign.SaveFight(path, fight, nil)
	if err != nil {
		return err
	}
	if err := printShow(env, fight, written); err != nil {
		return err
	}
	return warn(fight.ProblemsError())
}

// actAs is the fight's Act, or with force its ActAnyway: the GM's ruling past what the round
// allows.
func actAs(f *encounter.Fight, force bool) func(int, int, engine.Exchange, *rand.Rand) (engine.Exchanged, error) {
	if force {
		return f.ActAnyway
	}
	return f.Act
}

// splitExchange is the exchange flags ask for, split among split foes (--split) within
// engine.SplitRange.
func splitExchange(flags exchangeFlags, split int) (engine.Exchange, error) {
	x, err := flags.exchange()
	if err != nil {
		return x, err
	}
	if !engine.SplitRange.Has(split) {
		lo, hi := engine.SplitRange.Ends()
		return x, usagef("--split %d: from %s to %s", split, lo, hi)
	}
	x.Split = split
	return x, nil
}

// refused is the refusal of a step: one past what the round allows offers --force, the GM's
// ruling.
func refused(err error, words engine.Words) error {
	msg := engine.ErrorIn(err, words)
	if errors.Is(err, encounter.ErrPastAllowance) {
		msg += " (--force takes it as the GM's ruling)"
	}
	return usageError{msg: msg}
}

// encounterSwap swaps two combatants' places in the order where the rules keep them on the
// characters (zonstrid's initiative cards): two players' characters at the start of a round,
// or one who earned it by a defence with that foe; --force as the GM's ruling otherwise.
func encounterSwap(env Env, args []string) error {
	f := flag.NewFlagSet("encounter swap", flag.ContinueOnError)
	force := f.Bool("force", false, "swap as the GM's ruling where the rules would not")
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) != 3 {
		return usagef("encounter swap FIGHT.json COMBATANT OTHER [--force]")
	}
	return changeEncounter(env, rest[0], func(fight *encounter.Fight) error {
		i, ok := combatantIn(fight.Doc, rest[1])
		if !ok {
			return usagef("%q is none of the combatants: %s", rest[1], combatantNames(fight.Doc))
		}
		j, ok := combatantIn(fight.Doc, rest[2])
		if !ok {
			return usagef("%q is none of the combatants: %s", rest[2], combatantNames(fight.Doc))
		}
		swap := fight.Swap
		if *force {
			swap = fight.SwapAnyway
		}
		if err := swap(i, j); err != nil {
			return refused(err, engine.WordsIn(fight.Rules.Description(), language(env.Getenv)))
		}
		return nil
	})
}

// encounterSide puts a combatant on a side: "players" or "npcs", which decides whom it attacks
// when act names no target.
func encounterSide(env Env, args []string) error {
	if len(args) != 3 {
		return usagef("encounter side FIGHT.json COMBATANT players|npcs")
	}
	return changeEncounter(env, args[0], func(fight *encounter.Fight) error {
		i, ok := combatantIn(fight.Doc, args[1])
		if !ok {
			return usagef("%q is none of the combatants: %s", args[1], combatantNames(fight.Doc))
		}
		if err := fight.SetSide(i, args[2]); err != nil {
			return usageError{msg: err.Error()}
		}
		return nil
	})
}

// encounterPDF prints the encounter for the table: the order with a box per round to tick, and
// every combatant's block.
func encounterPDF(env Env, args []string) error {
	f := flag.NewFlagSet("encounter pdf", flag.ContinueOnError)
	out, paper, force := pdfFlags(f)
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 || *out == "" {
		return usagef("encounter pdf FIGHT.json -o OUT.pdf")
	}
	opt, err := pdfOptions(env, *paper)
	if err != nil {
		return err
	}
	fight, err := openFight(env, rest[0])
	if err != nil {
		return err
	}
	e := fight.Doc
	inputs := []string{rest[0]}
	for i, c := range e.Combatants {
		if c.File != "" {
			inputs = append(inputs, fight.FileOf(i))
		}
	}
	if err := checkPDFTarget(*out, inputs, *force); err != nil {
		return err
	}
	if h := fight.Doc.HouseRules; h != nil {
		opt.HouseRules = h.Name
	}
	if err := writePDF(*out, func(w io.Writer) error { return export.Encounter(w, fight, opt) }); err != nil {
		return err
	}
	return warn(fight.ProblemsError()) // printed without their blocks, which are said
}
