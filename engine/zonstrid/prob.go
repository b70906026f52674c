package zonstrid

import (
	"fmt"
	"math/big"
	"strconv"

	"rollformular/engine"
)

// ProbOptions: a pool of --dice, and with --vs an opposing pool that takes away a success for
// each of its own.
func (r *Ruleset) ProbOptions() []engine.ProbOption {
	return []engine.ProbOption{
		{Name: "dice", Usage: "the pool: attribute + skill", Required: true, Range: poolRange},
		{Name: "vs", Usage: "the opposing pool: a parry, a duck, a chase", Range: poolRange},
	}
}

// Prob gives the exact chance of each number of successes ("successes": count → probability),
// and with --vs the chance the roll gets through (through, stopped).
func (r *Ruleset) Prob(opts map[string]int) ([]engine.Outcome, error) {
	n, ok := opts["dice"]
	if !ok {
		return nil, fmt.Errorf("--dice is required")
	}
	if err := engine.CheckOptions(r.ProbOptions(), opts); err != nil {
		return nil, err
	}
	if vs, opposed := opts["vs"]; opposed {
		through, err := Igenom(n, vs, 1)
		if err != nil {
			return nil, err
		}
		stopped := new(big.Rat).Sub(big.NewRat(1, 1), through)
		return []engine.Outcome{{Key: "through", P: through}, {Key: "stopped", P: stopped}}, nil
	}
	dist, err := Fördelning(n)
	if err != nil {
		return nil, err
	}
	out := make([]engine.Outcome, len(dist))
	for k, p := range dist {
		out[k] = engine.Outcome{Key: "successes." + strconv.Itoa(k), P: p}
	}
	return out, nil
}
