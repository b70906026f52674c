package kit

import (
	"testing"

	"rollformular/engine"
)

// A zonstrid blow rolls no dice: its reckoning printed "[] = 2 → 2".
func TestBlowSumOfFixedDamageShowsNoEmptyDice(t *testing.T) {
	for _, c := range []struct {
		blow engine.Blow
		want string
	}{
		{engine.Blow{Rolled: 2, Total: 2}, "2"},
		{engine.Blow{Rolled: 3, Total: 1}, "3 → 1"},
		{engine.Blow{Dice: "2T6", Faces: []int{1, 5}, Rolled: 6, Total: 3}, "2T6 [1 5] = 6 → 3"},
	} {
		if got := blowSum(c.blow); got != c.want {
			t.Errorf("blowSum(%+v) = %q, want %q", c.blow, got, c.want)
		}
	}
}
