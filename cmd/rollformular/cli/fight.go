package cli

import (
	"errors"
	"flag"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"rollformular/campaign"
	"rollformular/engine"
	"rollformular/sheet"
)

// runAttack plays one exchange between two characters of a ruleset and prints it: the attack,
// the defence, the damage as rolled and as it reached the one struck, the target after it and
// the odds of the exchange before any die fell. -o writes the target after the exchange to a
// new file; --attacker-out the attacker, whom a lost melee may have hurt.
func runAttack(env Env, args []string) error {
	f := flag.NewFlagSet("attack", flag.ContinueOnError)
	rules := rulesFlag(f)
	targetPath := f.String("target", "", "the target's document")
	flags := newExchangeFlags(f)
	out := f.String("o", "", "file to write the target to after the exchange")
	attackerOut := f.String("attacker-out", "", "file to write the attacker to after the exchange")
	force := f.Bool("force", false, "replace an output that is not a character file")
	rest, err := parseFlags(f, args)
	if errors.Is(err, flag.ErrHelp) {
		lo, hi := engine.ModRange.Ends()
		dlo, dhi := engine.DistanceRange.Ends()
		fmt.Fprintf(env.Stdout, "  --target FILE  the one attacked\n  --defend ID  the target's defence (the first its rules offer when missing)\n"+
			"  --mod N  the attacker's modification (%s to %s)\n  --distance N  how far the target is, in metres or zones (%s to %s)\n"+
			"  --seed N  seed, to play the same again\n  --dice OWN,SKILL  the attacker's own dice (öde dice) and skill dice, where the rules let it choose\n"+
			"  --defend-dice OWN,SKILL  the target's, likewise\n  -o FILE  write the target after the exchange\n  --attacker-out FILE  write the attacker after the exchange\n"+
			"  --force  replace an output that is not a character file\n", lo, hi, dlo, dhi)
	}
	if err != nil {
		return err
	}
	if env, err = withRules(env, *rules); err != nil {
		return err
	}
	if len(rest) != 2 {
		return usagef("give the attacker's file and the weapon it attacks with")
	}
	if *targetPath == "" {
		return usagef("--target is required: the file of the one attacked")
	}
	x, err := flags.exchange()
	if err != nil {
		return err
	}
	if err := checkOutputs([]string{rest[0], *targetPath}, *force, characterDoc, output{"o", *out}, output{"-attacker-out", *attackerOut}); err != nil {
		return err
	}
	attacker, target, rs, err := loadFighters(env, rest[0], *targetPath)
	if err != nil {
		return err
	}
	fights := rs
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	x.Attacker, x.Target, x.Defence = attacker, target, *flags.defend
	attack, ok := engine.ChoiceFor(fights.Attacks(attacker), rest[1])
	if !ok {
		return usagef("%q: %s attacks with %s", rest[1], nameOf(attacker), choiceList(fights.Attacks(attacker)))
	}
	x.Attack = attack.ID
	if x.Defence, err = chooseDefence(fights, x, *flags.defend, attack, nameOf(target), words); err != nil {
		return err
	}
	seed := seeded(f, *flags.seed)
	res, err := fights.Fight(x, rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		return usageError{msg: engine.ErrorIn(err, words)}
	}
	if err := printJSON(env.Stdout, exchangeAnswer(rs, seed, attacker, res, words)); err != nil {
		return err
	}
	if err := writeOut(*out, res.Target); err != nil {
		return err
	}
	return writeOut(*attackerOut, res.Attacker)
}

// loadFighters are the attacker's and the target's documents, at the two paths, and the rules
// of their fight: one ruleset's, which has fights.
func loadFighters(env Env, attackerPath, targetPath string) (attacker, target *sheet.Character, rs engine.Ruleset, err error) {
	attacker, target, rs, err = loadPair(env, attackerPath, targetPath, "a fight is fought by one ruleset's rules")
	if err != nil {
		return nil, nil, nil, err
	}
	return attacker, target, rs, canFight(rs)
}

// loadPair are the documents at the two paths, of one ruleset, which it returns; why says why
// they must be, after two of different rulesets.
func loadPair(env Env, first, second, why string) (a, b *sheet.Character, rs engine.Ruleset, err error) {
	a, rs, err = load(env, first)
	if err != nil {
		return nil, nil, nil, err
	}
	b, brs, err := load(env, second)
	if err != nil {
		return nil, nil, nil, err
	}
	if brs != rs {
		return nil, nil, nil, fmt.Errorf("%s is a %s character and %s a %s one: %s", first, rs.Description().ID, second, brs.Description().ID, why)
	}
	return a, b, rs, nil
}

// exchangeFlags are the flags of an exchange that `attack` and `encounter act` share.
type exchangeFlags struct {
	defend, stake, defendStake *string
	mod, distance              *int
	seed                       *uint64
}

func newExchangeFlags(f *flag.FlagSet) exchangeFlags {
	return exchangeFlags{
		defend:      f.String("defend", "", "the target's defence"),
		mod:         f.Int("mod", 0, "the attacker's modification"),
		distance:    f.Int("distance", 0, "how far the target is"),
		seed:        f.Uint64("seed", 0, "seed, to play the same again"),
		stake:       f.String("dice", "", "the attacker's dice: own,skill"),
		defendStake: f.String("defend-dice", "", "the target's dice: own,skill"),
	}
}

// exchange is the exchange the flags ask for, its numbers within their ranges: the
// modification, the distance and the dice each side stakes.
func (x exchangeFlags) exchange() (engine.Exchange, error) {
	if err := checkExchange(*x.mod, *x.distance); err != nil {
		return engine.Exchange{}, err
	}
	attack, err := parseStake("--dice", *x.stake)
	if err != nil {
		return engine.Exchange{}, err
	}
	defence, err := parseStake("--defend-dice", *x.defendStake)
	if err != nil {
		return engine.Exchange{}, err
	}
	return engine.Exchange{Mod: *x.mod, Distance: *x.distance, AttackStake: attack, DefenceStake: defence}, nil
}

// canFight refuses the rules of rs where they have no fights.
func canFight(rs engine.Ruleset) error {
	if !engine.Fought(rs) {
		return fmt.Errorf("%s has no fights", rs.Description().ID)
	}
	return nil
}

// chooseDefence is the id of the defence the target of x names as defend, by its id or name;
// "" for none named, which takes the rules' first.
func chooseDefence(fights engine.Fights, x engine.Exchange, defend string, attack engine.Choice, target string, words engine.Words) (string, error) {
	if defend == "" {
		return "", nil
	}
	defences, err := fights.Defences(x)
	if err != nil {
		return "", usageError{msg: engine.ErrorIn(err, words)}
	}
	d, ok := engine.ChoiceFor(defences, defend)
	if !ok {
		return "", usagef("--defend %q: against %s, %s can %s", defend, attack.Name, target, choiceList(defences))
	}
	return d.ID, nil
}

// checkExchange refuses an exchange's --mod and --distance outside their ranges.
func checkExchange(mod, distance int) error {
	if !engine.ModRange.Has(mod) {
		lo, hi := engine.ModRange.Ends()
		return usagef("--mod %d: from %s to %s", mod, lo, hi)
	}
	if !engine.DistanceRange.Has(distance) {
		lo, hi := engine.DistanceRange.Ends()
		return usagef("--distance %d: from %s to %s", distance, lo, hi)
	}
	return nil
}

// exchangeAnswer is what `attack` and `encounter act` print of res, the exchange attacker
// began: the rolls, the blow, the target after it, and the attacker where it changed.
func exchangeAnswer(rs engine.Ruleset, seed uint64, attacker *sheet.Character, res engine.Exchanged, words engine.Words) exchangeJSON {
	answer := exchangeJSON{Seed: seed, Attack: worded(res.Attack, words), Odds: oddsJSON(res.Odds, words)}
	if res.Defence != nil {
		d := worded(*res.Defence, words)
		answer.Defence = &d
	}
	if res.Blow != nil {
		b := blowJSON(*res.Blow, rs.Description(), words)
		answer.Damage = &b
	}
	answer.Struck = map[engine.Side]string{engine.AttackerSide: "attacker", engine.TargetSide: "target"}[res.Struck]
	answer.Report = reportLines(res.Report, words)
	if s := res.Staked; s != nil {
		answer.Stake = &stakeJSON{Attack: diceJSON{s.Attack.Own, s.Attack.Skill}}
		if s.Defence != nil {
			answer.Stake.Defence = &diceJSON{s.Defence.Own, s.Defence.Skill}
		}
	}
	answer.Target = stateOf(rs, res.Target, words)
	if res.Struck == engine.AttackerSide || res.Attacker != attacker { // struck, or dice spent
		a := stateOf(rs, res.Attacker, words)
		answer.Attacker = &a
	}
	return answer
}

// runDamage takes damage as rolled through a character's rules and prints the character after.
func runDamage(env Env, args []string) error {
	f := flag.NewFlagSet("damage", flag.ContinueOnError)
	rules := rulesFlag(f)
	amount := f.Int("amount", 0, "the damage")
	faces := f.String("faces", "", "the damage dice as they fell: 1,5")
	bonus := f.Int("bonus", 0, "what the rules add to each die")
	kind := f.String("type", "", "the damage type")
	part := f.String("part", "", "the body part hit")
	seed := f.Uint64("seed", 0, "seed, for a hit location rolled")
	out := f.String("o", "", "file to write the character to after the damage")
	force := f.Bool("force", false, "replace an -o that is not a character file")
	rest, err := parseFlags(f, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(env.Stdout, "  --amount N  the damage, or\n  --faces a,b,…  the damage dice as they fell (%d at most, each 1 to %d), with\n"+
			"  --bonus N  what the rules add to each die (a Skadebonus)\n  --type T  the damage type\n"+
			"  --part P  the body part hit (rolled where the rules have body parts and none is given)\n  --seed N  seed, for a hit location rolled\n  -o FILE  write the character after the damage\n"+
			"  --force  replace an -o that is not a character file\n", maxFaces, maxFace)
	}
	if err != nil {
		return err
	}
	if env, err = withRules(env, *rules); err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("give exactly one file")
	}
	given := map[string]bool{}
	f.Visit(func(fl *flag.Flag) { given[fl.Name] = true })
	hit, err := hitOf(given, *amount, *bonus, *faces)
	if err != nil {
		return err
	}
	hit.Type, hit.Part = *kind, *part
	if err := checkOutputs(rest, *force, characterDoc, output{"o", *out}); err != nil {
		return err
	}
	c, rs, err := load(env, rest[0])
	if err != nil {
		return err
	}
	fights := rs
	if err := canFight(rs); err != nil {
		return err
	}
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	*seed = seeded(f, *seed)
	hurt, blow, report, err := fights.Hurt(c, hit, rand.New(rand.NewPCG(*seed, 0)))
	if err != nil {
		return usageError{msg: engine.ErrorIn(err, words)}
	}
	b := blowJSON(blow, rs.Description(), words)
	answer := struct {
		Seed   uint64     `json:"seed"`
		Damage blowAnswer `json:"damage"`
		Report []string   `json:"report"`
		Target stateJSON  `json:"target"`
	}{*seed, b, reportLines(report, words), stateOf(rs, hurt, words)}
	if err := printJSON(env.Stdout, answer); err != nil {
		return err
	}
	return writeOut(*out, hurt)
}

// hitOf is the hit `damage`'s flags give (given names those set): --amount, or --faces with
// their --bonus, each within its range.
func hitOf(given map[string]bool, amount, bonus int, faces string) (engine.Hit, error) {
	if given["amount"] == given["faces"] {
		return engine.Hit{}, usagef("give --amount or --faces")
	}
	if given["bonus"] && !given["faces"] {
		return engine.Hit{}, usagef("--bonus goes with --faces")
	}
	hit := engine.Hit{Amount: amount, Bonus: bonus}
	if given["faces"] {
		var err error
		if hit.Faces, err = parseFaces(faces); err != nil {
			return engine.Hit{}, usageError{msg: err.Error()}
		}
	}
	if err := engine.RangeError(engine.Said("--amount"), hit.Amount, hitRange); err != nil {
		return engine.Hit{}, usageError{msg: engine.ErrorIn(err, engine.Words{})}
	}
	if err := engine.RangeError(engine.Said("--bonus"), hit.Bonus, engine.ModRange); err != nil {
		return engine.Hit{}, usageError{msg: engine.ErrorIn(err, engine.Words{})}
	}
	return hit, nil
}

// The faces `damage` takes: more dice than any weapon of the rules rolls, and faces of up to a
// T100.
const (
	maxFaces = 100
	maxFace  = 100
)

// hitRange is the damage `damage --amount` takes: more than any character survives.
var hitRange = engine.Range{Min: 0, Max: 999}

// parseFaces reads "1,5" as the faces of dice.
func parseFaces(s string) ([]int, error) {
	parts := strings.Split(s, ",")
	if len(parts) > maxFaces {
		return nil, fmt.Errorf("--faces: %d dice; at most %d", len(parts), maxFaces)
	}
	out := make([]int, len(parts))
	for i, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 1 || n > maxFace {
			return nil, fmt.Errorf("--faces: %q is not a die's face (1 to %d)", p, maxFace)
		}
		out[i] = n
	}
	return out, nil
}

// parseStake reads "2,1" as two of a side's own dice and one skill die; "" is the ruleset's
// default.
func parseStake(flag, s string) (engine.Stake, error) {
	if s == "" {
		return engine.Stake{}, nil
	}
	own, skill, _ := strings.Cut(s, ",")
	var n [2]int
	for i, p := range []string{own, skill} {
		if i == 1 && p == "" {
			break
		}
		v, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || !engine.StakeRange.Has(v) {
			lo, hi := engine.StakeRange.Ends()
			return engine.Stake{}, usagef("%s %q: own,skill dice, each %s to %s", flag, s, lo, hi)
		}
		n[i] = v
	}
	return engine.Stake{Own: n[0], Skill: n[1]}, nil
}

// seeded is the seed given, or one from the clock when none was.
func seeded(f *flag.FlagSet, seed uint64) uint64 {
	given := false
	f.Visit(func(fl *flag.Flag) { given = given || fl.Name == "seed" })
	if given {
		return seed
	}
	return uint64(time.Now().UnixNano())
}

// output is one of a command's outputs: its flag and the path given.
type output struct{ flag, path string }

// docKind is the kind of document an output holds: a character's, or an encounter.
type docKind int

const (
	characterDoc docKind = iota
	encounterDoc
)

// holds says whether data is a document of kind k.
func (k docKind) holds(data []byte) bool {
	if k == encounterDoc {
		_, err := sheet.ParseEncounter(data)
		return err == nil
	}
	_, err := sheet.Parse(data)
	return err == nil
}

func (k docKind) String() string {
	if k == encounterDoc {
		return "an encounter"
	}
	return "a character file"
}

// checkOutputs refuses, before anything is rolled, an output that is an input or no file, one
// path given for two outputs, and, unless force, one that holds something other than a
// document of kind (a PDF, a note, a broken file), as `pdf -o` refuses what is not a PDF.
func checkOutputs(inputs []string, force bool, kind docKind, outs ...output) error {
	var given []output
	for _, o := range outs {
		if o.path == "" {
			continue
		}
		target, old, err := sheet.CheckOverInputs(o.path, inputs)
		if err != nil {
			return err
		}
		for _, g := range given {
			if sheet.SamePath(g.path, o.path) {
				return usagef("-%s and -%s are one file, %s: give each its own", g.flag, o.flag, o.path)
			}
		}
		given = append(given, o)
		if old == nil || force {
			continue
		}
		if data, err := sheet.ReadDocument(target, sheet.Phrase("a document")); err != nil || !kind.holds(data) {
			return fmt.Errorf("-%s %s is not %s, and would be replaced; add --force to replace it", o.flag, o.path, kind)
		}
	}
	return nil
}

// writeOut saves c to out as the editor saves, keeping the old file as .bak and, for a file of
// a campaign, a version in its history (campaign.Save).
func writeOut(out string, c *sheet.Character) error {
	if out == "" {
		return nil
	}
	_, err := campaign.Save(out, c, nil)
	return err
}

func nameOf(c *sheet.Character) string {
	if c.Name == "" {
		return "the character"
	}
	return c.Name
}

// choiceList names each of cs by its name and its id, either of which the command takes.
func choiceList(cs []engine.Choice) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = fmt.Sprintf("%s (%s)", c.Name, c.ID)
	}
	if len(names) == 0 {
		return "nothing"
	}
	return strings.Join(names, ", ")
}

// exchangeJSON is what `attack` and `encounter act` print (docs/exchange.md): every key always
// there, null or "" where it has nothing to say.
type exchangeJSON struct {
	Seed     uint64             `json:"seed"`
	Attack   engine.RollResult  `json:"attack"`
	Defence  *engine.RollResult `json:"defence"`
	Struck   string             `json:"struck"` // "target", "attacker"; "" when no blow landed
	Damage   *blowAnswer        `json:"damage"`
	Report   []string           `json:"report"`
	Target   stateJSON          `json:"target"`
	Attacker *stateJSON         `json:"attacker"` // when the exchange changed the attacker: struck, or dice spent; else null
	Odds     oddsAnswer         `json:"odds"`
	// Stake is the dice each side staked (--dice, --defend-dice, or the rules' default), where
	// the rules let a side choose them; null where they do not.
	Stake *stakeJSON `json:"stake"`
}

// stakeJSON is the dice the sides of an exchange staked: the attack's, and the defence's,
// null without a defensive roll.
type stakeJSON struct {
	Attack  diceJSON  `json:"attack"`
	Defence *diceJSON `json:"defence"`
}

// diceJSON is one side's stake: its own dice (öde dice) and its skill's.
type diceJSON struct {
	Own   int `json:"own"`
	Skill int `json:"skill"`
}

type blowAnswer struct {
	engine.Blow
	PartName string   `json:"part_name,omitempty"`
	Steps    []string `json:"steps,omitempty"`
}

func blowJSON(b engine.Blow, d *engine.Description, w engine.Words) blowAnswer {
	out := blowAnswer{Blow: b}
	if out.Faces == nil {
		out.Faces = []int{} // damage no die rolled (zonstrid's), an empty list, not null
	}
	if b.Part != "" {
		out.PartName = d.PartLabel(b.Part)
	}
	for _, s := range b.Steps {
		out.Steps = append(out.Steps, s.In(w))
	}
	return out
}

// oddsAnswer is an exchange's odds: each outcome's probability by key, and as the screen
// words them.
type oddsAnswer struct {
	P    map[string]float64 `json:"p"`
	Text string             `json:"text"`
}

func oddsJSON(o engine.FightOdds, w engine.Words) oddsAnswer {
	out := oddsAnswer{P: make(map[string]float64, len(o.Outcomes))}
	for _, k := range o.Outcomes {
		out.P[k.Key], _ = new(big.Rat).Set(k.P).Float64()
	}
	if o.Text != nil {
		out.Text = o.Text(w)
	}
	return out
}

func worded(r engine.RollResult, w engine.Words) engine.RollResult {
	r.What, r.Outcome, r.Odds, r.Details = r.WhatIn(w), r.OutcomeIn(w), r.OddsIn(w), r.DetailsIn(w)
	return r
}

func reportLines(r engine.Report, w engine.Words) []string {
	lines := make([]string, len(r))
	for i, t := range r {
		lines[i] = t.In(w)
	}
	return lines
}

// stateJSON is a character's state after a blow: its name, its headline values (those an NPC
// block shows, by id), its state as the state tab lists it, its status and its wounds.
type stateJSON struct {
	Name   string            `json:"name"`
	Values map[string]string `json:"values"`
	State  map[string]string `json:"state"`
	Status string            `json:"status,omitempty"`
	Wounds []string          `json:"wounds"`
	Counts map[string]int    `json:"trackers"` // the document's trackers: Trötthet, Påfrestning, Antal
}

func stateOf(rs engine.Ruleset, c *sheet.Character, w engine.Words) stateJSON {
	l := rs.Derive(c).Layout()
	out := stateJSON{Name: c.Name, Values: map[string]string{}, State: map[string]string{}, Wounds: []string{}, Counts: map[string]int{}}
	for _, v := range l.Values {
		if v.Group == "" {
			out.Values[v.ID] = v.TextIn(w)
		}
	}
	for _, v := range l.State {
		out.State[v.ID] = v.TextIn(w)
	}
	if l.Status != nil {
		out.Status = l.Status.TextIn(w)
	}
	for _, v := range l.Wounds {
		line := v.TextIn(w)
		if v.Label != "" {
			line = v.LabelIn(w) + ": " + line
		}
		if v.Note != nil {
			line += " (" + v.Note(w) + ")"
		}
		out.Wounds = append(out.Wounds, line)
	}
	for _, t := range rs.Description().Trackers {
		if n, ok := c.State[t.ID]; ok {
			out.Counts[t.ID] = n
		}
	}
	return out
}
