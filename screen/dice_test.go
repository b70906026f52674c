package screen_test

import (
	"testing"

	"rollformular/engine"
	"rollformular/screen"
)

// A pool's boxes are its dice and those it has lost, the lost crossed; a skill's are its dice,
// the spent crossed. Neither draws more than its bound, nor a negative count, whatever a view
// or a document says: the paper's row and the editor's line hold them.
func TestDiceAreBoxesWithinTheirBounds(t *testing.T) {
	for _, tc := range []struct {
		name string
		got  screen.Boxes
		want screen.Boxes
	}{
		{"3 left, 2 held", screen.PoolBoxes(engine.Pool{Have: 3, Lost: 2}), screen.Boxes{N: 5, Crossed: 2}},
		{"none", screen.PoolBoxes(engine.Pool{}), screen.Boxes{}},
		{"negative", screen.PoolBoxes(engine.Pool{Have: -4, Lost: -1}), screen.Boxes{}},
		{"past the bound", screen.PoolBoxes(engine.Pool{Have: 1 << 40, Lost: 5}), screen.Boxes{N: screen.MaxPoolBoxes}},
		{"held past the bound", screen.PoolBoxes(engine.Pool{Have: 50, Lost: 50}), screen.Boxes{N: screen.MaxPoolBoxes, Crossed: screen.MaxPoolBoxes - 50}},
		{"fv 5, 1 spent", screen.Skill{HasDice: true, Dice: engine.Dice{Have: 5, Spent: 1}}.DiceBoxes(), screen.Boxes{N: 5, Crossed: 1}},
		{"more spent than had", screen.Skill{HasDice: true, Dice: engine.Dice{Have: 2, Spent: 9}}.DiceBoxes(), screen.Boxes{N: 2, Crossed: 2}},
		{"fv 60", screen.Skill{HasDice: true, Dice: engine.Dice{Have: 60, Spent: -3}}.DiceBoxes(), screen.Boxes{N: screen.MaxSkillDice}},
		{"no pool", screen.Skill{Dice: engine.Dice{Have: 5}}.DiceBoxes(), screen.Boxes{}},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, tc.got, tc.want)
		}
	}
}
