package engine

import (
	"fmt"
	"math/rand/v2"

	"rollformular/engine/dice"
)

// RollAttributes rolls every attribute of a ruleset with its creation dice ("3T6"), using r so
// that a seed replays the same character.
func RollAttributes(d *Description, r *rand.Rand) (map[string]int, error) {
	out := make(map[string]int, len(d.Attributes))
	for _, a := range d.Attributes {
		e, err := dice.Parse(a.Dice)
		if err != nil {
			return nil, fmt.Errorf("%s: attribute %s: %w", d.ID, a.ID, err)
		}
		out[a.ID] = e.Roll(r).Total
	}
	return out, nil
}
