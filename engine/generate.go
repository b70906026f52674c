package engine

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"

	"rollformular/engine/dice"
	"rollformular/sheet"
)

// ErrNothingToRoll is RollAttributes' answer for a ruleset whose attributes are chosen, not
// rolled.
var ErrNothingToRoll = errors.New("its attributes are chosen, not rolled")

// New is a new character of the ruleset d describes: its attributes at their defaults, or,
// with r, rolled with their creation dice and kept as the rolled originals too, as creation
// does (ErrNothingToRoll where the ruleset's attributes are chosen).
func New(d *Description, r *rand.Rand) (*sheet.Character, error) {
	c := sheet.New(d.ID)
	if r == nil {
		for _, a := range d.Attributes {
			c.Attributes[a.ID] = a.Default
		}
		return c, nil
	}
	rolled, err := RollAttributes(d, r)
	if err != nil {
		return nil, err
	}
	c.Attributes, c.Original = rolled, maps.Clone(rolled)
	return c, nil
}

// RollsAttributes says whether the ruleset's attributes are rolled with creation dice, not
// chosen.
func (d *Description) RollsAttributes() bool {
	return slices.ContainsFunc(d.Attributes, func(a Attribute) bool { return a.Dice != "" })
}

// RollAttributes rolls every attribute of a ruleset with its creation dice ("3T6"), using r so
// that a seed replays the same character.
func RollAttributes(d *Description, r *rand.Rand) (map[string]int, error) {
	if !d.RollsAttributes() {
		return nil, fmt.Errorf("%s: %w", d.ID, ErrNothingToRoll)
	}
	out := make(map[string]int, len(d.Attributes))
	for _, a := range d.Attributes {
		v, _, err := RollAttribute(a, r)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", d.ID, err)
		}
		out[a.ID] = v
	}
	return out, nil
}

// RollAttribute rolls one attribute's creation dice, and returns the total and the faces.
func RollAttribute(a Attribute, r *rand.Rand) (int, []int, error) {
	e, err := dice.Parse(a.Dice)
	if err != nil {
		return 0, nil, fmt.Errorf("attribute %s: %w", a.ID, err)
	}
	roll := e.Roll(r)
	return roll.Total, roll.Faces, nil
}
