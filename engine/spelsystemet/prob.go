package spelsystemet

import (
	"fmt"

	"rollformular/engine"
)

// ProbOptions: an action roll against --value, or a conflict when --vs is given.
func (r *Ruleset) ProbOptions() []engine.ProbOption {
	return []engine.ProbOption{
		{Name: "value", Usage: "the value rolled against (skill or attribute)", Required: true, Range: skillValue.Range},
		{Name: "mod", Usage: "modification of the value", Range: engine.ModRange},
		{Name: "vs", Usage: "the opponent's value: makes the roll a conflict", Range: skillValue.Range},
		{Name: "vs-mod", Usage: "modification of the opponent's value", Range: engine.ModRange},
	}
}

// Prob gives the exact odds of an action roll (crit, success, fail, fumble) or, with "vs", of
// a conflict roll.
func (r *Ruleset) Prob(opts map[string]int) ([]engine.Outcome, error) {
	value, ok := opts["value"]
	if !ok {
		return nil, fmt.Errorf("--value is required")
	}
	// A value is a skill's or an attribute's: no more than a skill's 99 ("kunskapsfärdigheter
	// [kan] förbättras hur mycket som helst", and past 40 every roll is critical).
	if err := engine.CheckOptions(r.ProbOptions(), opts); err != nil {
		return nil, err
	}
	vs, conflict := opts["vs"]
	if !conflict {
		if _, ok := opts["vs-mod"]; ok {
			return nil, fmt.Errorf("--vs-mod needs --vs")
		}
		c := Chansen(value, opts["mod"])
		return []engine.Outcome{
			{Key: "crit", P: P(c.Kritiskt)},
			{Key: "success", P: P(c.Lyckat)},
			{Key: "fail", P: P(c.Misslyckat)},
			{Key: "fumble", P: P(c.Fumlat)},
		}, nil
	}
	k := Konfliktslag(value, opts["mod"], vs, opts["vs-mod"])
	return []engine.Outcome{
		{Key: "a_wins", P: PKonflikt(k.AVinner)},
		{Key: "a_wins_partial", P: PKonflikt(k.AVinnerDelvis)},
		{Key: "draw", P: PKonflikt(k.Oavgjort)},
		{Key: "b_wins_partial", P: PKonflikt(k.BVinnerDelvis)},
		{Key: "b_wins", P: PKonflikt(k.BVinner)},
		{Key: "both_fail", P: PKonflikt(k.BådaMisslyckas)},
	}, nil
}
