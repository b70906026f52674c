package cli

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

// runAid has one character tend another's wound, as the rules that have first aid allow, and
// prints both after: the victim's wound and state, the helper's dice spent. -o writes the victim
// after it, --helper-out the helper.
func runAid(env Env, args []string) error {
	f := flag.NewFlagSet("aid", flag.ContinueOnError)
	rules := rulesFlag(f)
	wound := f.Int("wound", 1, "the wound, counted from 1")
	seed := f.Uint64("seed", 0, "seed, to play the same again")
	out := f.String("o", "", "file to write the victim to after the aid")
	helperOut := f.String("helper-out", "", "file to write the helper to after the aid")
	force := f.Bool("force", false, "replace an output that is not a character file")
	rest, err := parseFlags(f, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(env.Stdout, "  --wound N  the victim's wound, counted from 1 (the first when missing)\n  --seed N  seed, to play the same again\n"+
			"  -o FILE  write the victim after the aid\n  --helper-out FILE  write the helper after the aid\n"+
			"  --force  replace an output that is not a character file\n")
	}
	if err != nil {
		return err
	}
	if env, err = withRules(env, *rules); err != nil {
		return err
	}
	if len(rest) != 2 {
		return usagef("give the helper's file and the victim's")
	}
	if err := checkOutputs(rest, *force, characterDoc, output{"o", *out}, output{"-helper-out", *helperOut}); err != nil {
		return err
	}
	helper, victim, rs, err := loadPair(env, rest[0], rest[1], "aid is given by one ruleset's rules")
	if err != nil {
		return err
	}
	actions := rs.TableActions(victim)
	if !slices.ContainsFunc(actions, engine.Action.Aided) {
		return fmt.Errorf("%s has no first aid given by another", rs.Description().ID)
	}
	// The wounds are the document's, so the range is the victim's: 1 to as many as it has.
	// A victim without wounds (intensitet's dying have livspoäng, not wounds) is the rules' to
	// judge.
	if len(victim.Wounds) > 0 && (*wound < 1 || *wound > len(victim.Wounds)) {
		return usagef("--wound %d: %s has %d wound(s)", *wound, nameOf(victim), len(victim.Wounds))
	}
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	*seed = seeded(f, *seed)
	aid := engine.Setup{Form: helping(actions, *wound-1).ID, Values: map[string]int{engine.WoundInput: *wound - 1}}
	docs, report, err := engine.Perform(actions, []*sheet.Character{victim, helper}, aid, rand.New(rand.NewPCG(*seed, 0)))
	if err != nil {
		return usageError{msg: engine.ErrorIn(err, words)}
	}
	v, h := docs[0], docs[1]
	answer := struct {
		Seed   uint64    `json:"seed"`
		Report []string  `json:"report"`
		Target stateJSON `json:"target"`
		Helper stateJSON `json:"helper"`
	}{*seed, reportLines(report, words), stateOf(rs, v, words), stateOf(rs, h, words)}
	if err := printJSON(env.Stdout, answer); err != nil {
		return err
	}
	if err := writeOut(*out, v); err != nil {
		return err
	}
	return writeOut(*helperOut, h)
}

// helping is the action of actions by which another tends wound i: the one for that wound,
// else the first of its kind, whose rules then say why the wound is not theirs to tend.
func helping(actions []engine.Action, i int) engine.Action {
	if a, ok := engine.Helping(actions, i); ok {
		return a
	}
	k := slices.IndexFunc(actions, engine.Action.Aided)
	return actions[k]
}
