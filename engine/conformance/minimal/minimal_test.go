package minimal

import (
	"testing"

	"rollformular/engine/conformance"
)

func TestMinimalConforms(t *testing.T) {
	if err := conformance.Check(New(), Document()); err != nil {
		t.Fatal(err)
	}
}

// Honour is kept from none to every box of its track; one past it is flagged, and kept.
func TestHonourPastItsTrackIsFlagged(t *testing.T) {
	rs, c := New(), Document()
	for _, v := range []int{0, äraMax} {
		c.State[ära] = v
		if ps := rs.Derive(c).Problems(); len(ps) != 0 {
			t.Errorf("honour %d: %v", v, ps)
		}
	}
	for _, v := range []int{-1, äraMax + 1} {
		c.State[ära] = v
		ps := rs.Derive(c).Problems()
		if len(ps) != 1 || ps[0].Field != "state.ara" || c.State[ära] != v {
			t.Errorf("honour %d: %v", v, ps)
		}
	}
}

// Courage is kept from none to the last step of its ladder; one past it is flagged, and kept.
func TestCouragePastItsLadderIsFlagged(t *testing.T) {
	rs, c := New(), Document()
	for _, v := range []int{0, len(modSteps)} {
		c.State[courageState] = v
		if ps := rs.Derive(c).Problems(); len(ps) != 0 {
			t.Errorf("courage %d: %v", v, ps)
		}
	}
	for _, v := range []int{-1, len(modSteps) + 1} {
		c.State[courageState] = v
		ps := rs.Derive(c).Problems()
		if len(ps) != 1 || ps[0].Field != "state.mod" || c.State[courageState] != v {
			t.Errorf("courage %d: %v", v, ps)
		}
	}
}
