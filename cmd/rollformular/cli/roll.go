package cli

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"time"

	"rollformular/engine"
)

// runRoll rolls a character's attribute, skill or weapon and prints the result as JSON: what
// was rolled, the outcome, the odds and the details in the locale's language, as derive words its
// explanations.
func runRoll(env Env, args []string) error {
	f := flag.NewFlagSet("roll", flag.ContinueOnError)
	rules := rulesFlag(f)
	mod := f.Int("mod", 0, "modification of the value")
	seed := f.Uint64("seed", 0, "seed, to roll the same again")
	skill := f.Bool("skill", false, "WHAT is a skill")
	weapon := f.Bool("weapon", false, "WHAT is a weapon")
	rest, err := parseFlags(f, args)
	lo, hi := engine.ModRange.Ends()
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(env.Stdout, "  --mod N  modification of the roll (%s to %s)\n  --seed N  seed, to roll the same again\n"+
			"  --skill, --weapon  WHAT is a skill or a weapon, where both have the name; a weapon's name rolls the weapon, its damage included\n", lo, hi)
	}
	if err != nil {
		return err
	}
	if env, err = withRules(env, *rules); err != nil {
		return err
	}
	what := engine.What{Kind: engine.AnyRoll}
	switch {
	case *skill && *weapon:
		return usagef("--skill and --weapon: give one")
	case *skill:
		what.Kind = engine.SkillRoll
	case *weapon:
		what.Kind = engine.WeaponRoll
	}
	// The same range for every ruleset: no rules text names a modification past ±10, and
	// engine.ModRange leaves the game master room. A number past it is refused before any
	// ruleset adds it to anything.
	if !engine.ModRange.Has(*mod) {
		return usagef("--mod %d: from %s to %s", *mod, lo, hi)
	}
	if len(rest) != 2 {
		return usagef("give a file and what to roll: an attribute, a skill or a weapon of the character's")
	}
	seeded := false
	f.Visit(func(fl *flag.Flag) { seeded = seeded || fl.Name == "seed" })
	if !seeded {
		*seed = uint64(time.Now().UnixNano())
	}
	c, rs, err := load(env, rest[0])
	if err != nil {
		return err
	}
	words := engine.WordsIn(rs.Description(), language(env.Getenv))
	what.Name = rest[1]
	res, err := rs.Roll(c, what, *mod, rand.New(rand.NewPCG(*seed, 0)))
	if err != nil {
		return usageError{msg: engine.ErrorIn(err, words)}
	}
	res.What, res.Outcome, res.Odds, res.Details = res.WhatIn(words), res.OutcomeIn(words), res.OddsIn(words), res.DetailsIn(words)
	res.Seed = *seed
	return printJSON(env.Stdout, res)
}
