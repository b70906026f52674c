package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/export"
	"rollformular/sheet"
)

// runEncounter runs a fight by the rules in an encounter file: new, show, act, next.
func runEncounter(env Env, args []string) error {
	if len(args) == 0 {
		return usagef("encounter new, show, act, next or pdf")
	}
	switch args[0] {
	case "new":
		return encounterNew(env, args[1:])
	case "show":
		return encounterShow(env, args[1:])
	case "act":
		return encounterAct(env, args[1:])
	case "next":
		return encounterNext(env, args[1:])
	case "pdf":
		return encounterPDF(env, args[1:])
	}
	return usagef("%q: encounter new, show, act, next or pdf", args[0])
}

// encounterNew makes an encounter of the characters in files, which stay in their files, and
// count copies of the NPC in --npc, kept in the encounter and named 1 to count; the ruleset
// settles the order they act in.
func encounterNew(env Env, args []string) error {
	f := flag.NewFlagSet("encounter new", flag.ContinueOnError)
	ruleset := f.String("ruleset", "", "the rules the fight is fought by")
	npc := f.String("npc", "", "an NPC's file, copied into the encounter")
	count := f.Int("count", 1, "how many copies of --npc")
	seed := f.Uint64("seed", 0, "seed, to settle the same initiative again")
	out := f.String("o", "", "the encounter file to write")
	files, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	switch {
	case *ruleset == "":
		return usagef("--ruleset is required (one of %v)", env.Rulesets.IDs())
	case *out == "":
		return usagef("-o FIGHT.json is required")
	case *count < 1 || *count > sheet.MaxCombatants:
		return usagef("--count %d: from 1 to %d", *count, sheet.MaxCombatants)
	case *npc == "" && len(files) == 0:
		return usagef("give the characters' files, --npc FILE, or both")
	case len(files)+*count > sheet.MaxCombatants:
		return usagef("%d combatants: an encounter holds at most %d", len(files)+*count, sheet.MaxCombatants)
	}
	rs, err := env.Rulesets.Lookup(*ruleset)
	if err != nil {
		return usageError{err.Error()}
	}
	if err := checkOut(*out, append(files, *npc)); err != nil {
		return err
	}
	e := &sheet.Encounter{Format: sheet.EncounterFormat, Version: sheet.EncounterVersion, Ruleset: rs.Description().ID, Round: 1}
	var docs []*sheet.Character
	for _, path := range files {
		c, crs, err := load(env, path)
		if err != nil {
			return err
		}
		if crs != rs {
			return sameRules(path, crs, rs)
		}
		e.Combatants = append(e.Combatants, sheet.Combatant{Name: nameOf(c), File: relativeTo(*out, path)})
		docs = append(docs, c)
	}
	if *npc != "" {
		c, crs, err := load(env, *npc)
		if err != nil {
			return err
		}
		if crs != rs {
			return sameRules(*npc, crs, rs)
		}
		for i := range *count {
			copy := c.Clone()
			if *count > 1 {
				copy.Name = fmt.Sprintf("%s %d", nameOf(c), i+1)
			}
			e.Combatants = append(e.Combatants, sheet.Combatant{Name: nameOf(copy)})
			docs = append(docs, copy)
		}
	}
	*seed = seeded(f, *seed)
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	if in, ok := rs.(engine.Initiatives); ok {
		after, inits, err := in.Initiative(docs, rand.New(rand.NewPCG(*seed, 0)))
		if err != nil {
			return usageError{engine.ErrorIn(err, words)}
		}
		var said []string
		for i := range e.Combatants {
			e.Combatants[i].Initiative = inits[i].Keys
			e.Combatants[i].InitiativeText = inits[i].Text.In(words)
			said = append(said, e.Combatants[i].Name+" "+e.Combatants[i].InitiativeText)
		}
		docs = after
		order := engine.InitiativeOrder(inits)
		combatants, sorted := make([]sheet.Combatant, len(order)), make([]*sheet.Character, len(order))
		for k, i := range order {
			combatants[k], sorted[k] = e.Combatants[i], docs[i]
		}
		e.Combatants, docs = combatants, sorted
		e.Log = append(e.Log, "Initiativ: "+strings.Join(said, ", "))
	}
	written, err := keepAll(e, *out, docs)
	if err != nil {
		return err
	}
	if err := sheet.SaveEncounter(*out, e); err != nil {
		return err
	}
	return printShow(env, rs, e, *out, written)
}

// sameRules refuses a character of another ruleset than the encounter's.
func sameRules(path string, got, want engine.Ruleset) error {
	return fmt.Errorf("%s is a %s character, and the encounter is fought by %s's rules: an encounter is one ruleset's", path, got.Description().ID, want.Description().ID)
}

// relativeTo is path as the encounter at encounterPath names it: relative to its folder where
// that can be said, so the two can move together.
func relativeTo(encounterPath, path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return path
	}
	dir, err := filepath.Abs(filepath.Dir(encounterPath))
	if err != nil {
		return abs
	}
	if rel, err := filepath.Rel(dir, abs); err == nil {
		return rel
	}
	return abs
}

// keepAll puts docs, the combatants' documents in their order, where each is kept: an NPC's
// into the encounter, a player's character into its file where it changed (a card drawn, dice
// used, a wound), the old file kept as .bak. It returns the files it wrote.
func keepAll(e *sheet.Encounter, encounterPath string, docs []*sheet.Character) ([]string, error) {
	var written []string
	for i := range e.Combatants {
		c := &e.Combatants[i]
		if c.File == "" {
			if err := c.Keep(docs[i]); err != nil {
				return written, err
			}
			continue
		}
		path := c.Path(encounterPath)
		was, err := sheet.Load(path)
		if err == nil && sheet.Equal(was, docs[i]) {
			continue
		}
		if err := sheet.Save(path, docs[i]); err != nil {
			return written, err
		}
		written = append(written, path)
	}
	return written, nil
}

// loadEncounter reads the encounter at path and its ruleset, and each combatant's document. A
// combatant whose file is missing or broken has a nil document and its error in problems,
// which name the file; the others are read all the same.
func loadEncounter(env Env, path string) (*sheet.Encounter, engine.Ruleset, []*sheet.Character, []error, error) {
	e, err := sheet.LoadEncounter(path)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	rs, err := env.Rulesets.Lookup(e.Ruleset)
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	docs := make([]*sheet.Character, len(e.Combatants))
	var problems []error
	for i, c := range e.Combatants {
		doc, err := c.Load(path)
		switch {
		case err != nil:
			problems = append(problems, err)
		case doc.Ruleset != e.Ruleset:
			problems = append(problems, fmt.Errorf("%s (%s) is a %s character, not %s", c.Name, c.Path(path), doc.Ruleset, e.Ruleset))
		default:
			docs[i] = doc
		}
	}
	return e, rs, docs, problems, nil
}

// combatantJSON is one combatant as `encounter show` prints it.
type combatantJSON struct {
	Name       string     `json:"name"`
	File       string     `json:"file,omitempty"`
	Initiative string     `json:"initiative,omitempty"`
	Acting     bool       `json:"acting,omitempty"`
	State      *stateJSON `json:"state,omitempty"`
	Problem    string     `json:"problem,omitempty"` // why its document could not be read
}

// encounterJSON is what `encounter show` prints: the round, whose turn, each combatant in the
// order they act, and the log.
type encounterJSON struct {
	Ruleset    string          `json:"ruleset"`
	Round      int             `json:"round"`
	Acting     string          `json:"acting"`
	Combatants []combatantJSON `json:"combatants"`
	Log        []string        `json:"log"`
	Written    []string        `json:"files_written,omitempty"`
}

func encounterShow(env Env, args []string) error {
	if len(args) != 1 {
		return usagef("encounter show FIGHT.json")
	}
	e, rs, _, problems, err := loadEncounter(env, args[0])
	if err != nil {
		return err
	}
	return showWith(env, rs, e, args[0], problems)
}

// showWith prints the encounter, and then says in one line which combatants did not read.
func showWith(env Env, rs engine.Ruleset, e *sheet.Encounter, path string, problems []error) error {
	if err := printShow(env, rs, e, path, nil); err != nil {
		return err
	}
	if len(problems) > 0 {
		return problemsError(problems)
	}
	return nil
}

// problemsError is the one line that says which combatants could not be read.
func problemsError(problems []error) error {
	lines := make([]string, len(problems))
	for i, p := range problems {
		lines[i] = p.Error()
	}
	return errors.New(strings.Join(lines, "; "))
}

func printShow(env Env, rs engine.Ruleset, e *sheet.Encounter, path string, written []string) error {
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	out := encounterJSON{Ruleset: e.Ruleset, Round: e.Round, Log: e.Log, Written: written}
	if out.Log == nil {
		out.Log = []string{}
	}
	for i, c := range e.Combatants {
		cj := combatantJSON{Name: c.Name, File: c.File, Initiative: c.InitiativeText, Acting: i == e.Turn}
		if doc, err := c.Load(path); err != nil {
			cj.Problem = err.Error()
		} else {
			s := stateOf(rs, doc, words)
			cj.State = &s
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

func combatantNames(e *sheet.Encounter) string {
	names := make([]string, len(e.Combatants))
	for i, c := range e.Combatants {
		names[i] = fmt.Sprintf("%d %s", i+1, c.Name)
	}
	return strings.Join(names, ", ")
}

// encounterAct plays one exchange of the fight, ACTOR attacking TARGET with WEAPON, applies
// it to both and saves the encounter: an NPC's damage in the encounter, a player's character's
// in its file, the old kept as .bak, and says which files it wrote.
func encounterAct(env Env, args []string) error {
	f := flag.NewFlagSet("encounter act", flag.ContinueOnError)
	defend := f.String("defend", "", "the target's defence")
	mod := f.Int("mod", 0, "the attacker's modification")
	distance := f.Int("distance", 0, "how far the target is")
	seed := f.Uint64("seed", 0, "seed, to play the same again")
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) != 4 {
		return usagef("encounter act FIGHT.json ACTOR WEAPON TARGET")
	}
	if err := checkExchange(*mod, *distance); err != nil {
		return err
	}
	path := rest[0]
	e, rs, docs, problems, err := loadEncounter(env, path)
	if err != nil {
		return err
	}
	a, ok := combatantIn(e, rest[1])
	if !ok {
		return usagef("%q is none of the combatants: %s", rest[1], combatantNames(e))
	}
	t, ok := combatantIn(e, rest[3])
	if !ok {
		return usagef("%q is none of the combatants: %s", rest[3], combatantNames(e))
	}
	if docs[a] == nil || docs[t] == nil {
		return problemsError(problems)
	}
	fights, ok := rs.(engine.Fights)
	if !ok {
		return fmt.Errorf("%s has no fights", rs.Description().ID)
	}
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	attacker, target := docs[a], docs[t]
	attack, ok := engine.ChoiceFor(fights.Attacks(attacker), rest[2])
	if !ok {
		return usagef("%q: %s attacks with %s", rest[2], e.Combatants[a].Name, choiceList(fights.Attacks(attacker)))
	}
	x := engine.Exchange{Attacker: attacker, Target: target, Attack: attack.ID, Mod: *mod, Distance: *distance}
	if x.Defence, err = chooseDefence(fights, x, *defend, attack, e.Combatants[t].Name, words); err != nil {
		return err
	}
	*seed = seeded(f, *seed)
	res, err := fights.Fight(x, rand.New(rand.NewPCG(*seed, 0)))
	if err != nil {
		return usageError{engine.ErrorIn(err, words)}
	}
	docs[a], docs[t] = res.Attacker, res.Target
	e.Log = append(e.Log, fmt.Sprintf("Runda %d: %s anfaller %s med %s: %s", e.Round, e.Combatants[a].Name, e.Combatants[t].Name,
		attack.NameIn(words), strings.Join(reportLines(res.Report, words), "; ")))
	e.Log = e.Log[max(len(e.Log)-sheet.MaxLogLines, 0):]
	// Only the two in the exchange are written: a combatant whose file did not read is left
	// as it is.
	var written []string
	for _, i := range []int{a, t} {
		one := &sheet.Encounter{Combatants: []sheet.Combatant{e.Combatants[i]}}
		w, err := keepAll(one, path, []*sheet.Character{docs[i]})
		written = append(written, w...)
		if err != nil {
			return err
		}
		e.Combatants[i] = one.Combatants[0]
		if a == t {
			break
		}
	}
	if err := sheet.SaveEncounter(path, e); err != nil {
		return err
	}
	answer := exchangeAnswer(rs, *seed, attacker, res, words)
	return printJSON(env.Stdout, struct {
		exchangeJSON
		Written []string `json:"files_written,omitempty"`
	}{answer, written})
}

// encounterNext gives the turn to the next in the order, and at the end of the order begins
// the next round.
func encounterNext(env Env, args []string) error {
	if len(args) != 1 {
		return usagef("encounter next FIGHT.json")
	}
	e, rs, _, problems, err := loadEncounter(env, args[0])
	if err != nil {
		return err
	}
	if len(e.Combatants) > 0 {
		e.Turn++
		if e.Turn == len(e.Combatants) {
			e.Turn = 0
			e.Round++
			e.Log = append(e.Log, fmt.Sprintf("Runda %d", e.Round))
			e.Log = e.Log[max(len(e.Log)-sheet.MaxLogLines, 0):]
		}
	}
	if err := sheet.SaveEncounter(args[0], e); err != nil {
		return err
	}
	return showWith(env, rs, e, args[0], problems)
}

// encounterPDF prints the encounter for the table: the order with a box per round to tick, and
// every combatant's block.
func encounterPDF(env Env, args []string) error {
	f := flag.NewFlagSet("encounter pdf", flag.ContinueOnError)
	out := f.String("o", "", "the PDF to write")
	paper := f.String("paper", "a4", "a4 or letter")
	force := f.Bool("force", false, "replace a file at -o that is not a PDF")
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 || *out == "" {
		return usagef("encounter pdf FIGHT.json -o OUT.pdf")
	}
	if p := strings.ToLower(*paper); p != "a4" && p != "letter" {
		return usagef("--paper must be a4 or letter, not %q", *paper)
	}
	e, rs, docs, problems, err := loadEncounter(env, rest[0])
	if err != nil {
		return err
	}
	inputs := []string{rest[0]}
	for _, c := range e.Combatants {
		if c.File != "" {
			inputs = append(inputs, c.Path(rest[0]))
		}
	}
	if err := checkPDFTarget(*out, inputs, *force); err != nil {
		return err
	}
	opt := export.Options{Paper: *paper}
	if opt.Time, err = export.TimeFromSourceDateEpoch(env.Getenv("SOURCE_DATE_EPOCH")); err != nil {
		return err
	}
	var order []export.EncounterRow
	var chars []export.Character
	for i, c := range e.Combatants {
		order = append(order, export.EncounterRow{Name: c.Name, Initiative: c.InitiativeText})
		if docs[i] != nil {
			chars = append(chars, export.Character{Doc: docs[i], Ruleset: rs})
		}
	}
	title := fmt.Sprintf("Strid · %s · runda %d", rs.Description().Name, e.Round)
	var buf bytes.Buffer
	if err := export.Encounter(&buf, title, order, chars, opt); err != nil {
		return err
	}
	if err := sheet.ReplaceFile(*out, buf.Bytes()); err != nil {
		return err
	}
	if len(problems) > 0 {
		return problemsError(problems) // printed without their blocks, which are said
	}
	return nil
}
