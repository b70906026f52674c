package intensitet

import (
	"strings"
	"testing"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/sheet"
)

func exampleOf(t *testing.T, name string) *sheet.Character {
	t.Helper()
	data, err := assets.FS.ReadFile("examples/" + name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := sheet.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// "Nådastöt: Du kan utföra en nådastöt på en hjälplös fiende som du befinner dig intill", and
// an utfall reaches "1 meter längre än din normala räckvidd": a blow reaches 2 m at most, and
// a Nådastöt only the one intill.
func TestABlowReachesOnlyTheOneIntill(t *testing.T) {
	r := load(t)
	bombur, vatte := exampleOf(t, "bombur.json"), exampleOf(t, "vatte.json")
	blow := ""
	for _, a := range r.Attacks(bombur) {
		if at, err := r.attackMed(bombur, a.ID); err == nil && at.närstrid {
			blow = a.ID
			break
		}
	}
	if blow == "" {
		t.Fatal("Bombur has no blow")
	}
	x := engine.Exchange{Attacker: bombur, Target: vatte, Attack: blow, Distance: 3}
	if _, err := r.FightOdds(x); err == nil || !strings.Contains(err.Error(), "intill") {
		t.Errorf("a blow at 3 m: %v", err)
	}
	helpless := vatte.Clone()
	helpless.Conditions = append(helpless.Conditions, "hjalplos")
	x.Target = helpless
	for _, c := range []struct {
		distance int
		nådastöt bool
	}{{1, true}, {2, false}} {
		x.Distance = c.distance
		f, err := r.setUp(x)
		if err != nil {
			t.Fatal(err)
		}
		if f.nådastöt != c.nådastöt {
			t.Errorf("%d m from one helpless: Nådastöt %v", c.distance, f.nådastöt)
		}
	}
}
