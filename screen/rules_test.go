package screen_test

import (
	"maps"
	"math/rand/v2"
	"testing"

	"rollformular/screen"
)

// The start offers a random character only of rules that roll one: where RollsAttributes says
// so, NewCharacter's attributes differ from seed to seed; where it does not, NewCharacter
// refuses the dice and says so.
func TestOnlyRulesThatRollAttributesRollANewCharactersOwn(t *testing.T) {
	reg := builtin(t)
	rolling := 0
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		fixed, err := screen.NewCharacter(rs, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !screen.RollsAttributes(rs) {
			if _, err := screen.NewCharacter(rs, rand.New(rand.NewPCG(1, 0))); err == nil {
				t.Errorf("%s rolls no attributes, and NewCharacter rolled some", id)
			}
			continue
		}
		rolling++
		differ := false
		for seed := range uint64(20) {
			c, err := screen.NewCharacter(rs, rand.New(rand.NewPCG(seed, 0)))
			if err != nil {
				t.Fatal(err)
			}
			differ = differ || !maps.Equal(c.Attributes, fixed.Attributes)
		}
		if !differ {
			t.Errorf("%s rolls its attributes, and 20 seeds all gave the defaults", id)
		}
	}
	if rolling == 0 {
		t.Error("no ruleset rolls its attributes: the test tries nothing")
	}
}
