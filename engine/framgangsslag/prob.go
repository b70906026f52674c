package framgangsslag

import (
	"fmt"

	"rollformular/engine"
)

// ProbOptions: a roll of 2T8 + --fv + --sv − --mv with --fordel (negative for Nackdel).
func (r *Ruleset) ProbOptions() []engine.ProbOption {
	return []engine.ProbOption{
		{Name: "fv", Usage: "Framgångsvärde", Required: true, Range: fvRange},
		{Name: "sv", Usage: "Situationsvärde: +9 … −9 in steps of 3", Range: svRange},
		{Name: "mv", Usage: "the opponent's Motståndsvärde", Range: mvRange},
		{Name: "fordel", Usage: "Fördel: extra T8 rolled and dropped; negative for Nackdel", Range: fördelRange},
	}
}

// Prob gives the exact chance of each level, VM M DL L VL, and of an Olycka on a risky roll
// (Utfall divisible by 3), which may come with any level.
func (r *Ruleset) Prob(opts map[string]int) ([]engine.Outcome, error) {
	fv, ok := opts["fv"]
	if !ok {
		return nil, fmt.Errorf("--fv is required")
	}
	if err := engine.CheckOptions(r.ProbOptions(), opts); err != nil {
		return nil, err
	}
	o, err := Oddsen(fv, opts["sv"], opts["mv"], opts["fordel"])
	if err != nil {
		return nil, err
	}
	out := make([]engine.Outcome, 0, 6)
	for _, n := range Nivåer {
		out = append(out, engine.Outcome{Key: n.String(), P: o.Nivå[n]})
	}
	return append(out, engine.Outcome{Key: "olycka", P: o.Olycka, Extra: true}), nil
}
