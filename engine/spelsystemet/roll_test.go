package spelsystemet

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

func asa() *sheet.Character {
	c := character(12, 11, 14, 13, 15)
	c.Skills = []sheet.Skill{{ID: "narstridsvapen", Spec: "Svärd", Value: 13}, {ID: "lyssna", Value: 10}}
	c.Weapons = []sheet.Weapon{{ID: "svard", Name: "Farfars svärd"}, {ID: "pilbage-m"}}
	return c
}

func TestRollIsSeededAndJudged(t *testing.T) {
	r := load(t)
	c := asa()
	for _, what := range []string{"HÄL", "ski", "Styrka", "Lyssna", "svärd", "Farfars svärd", "svard"} {
		a, err := r.Roll(c, engine.Named(what), 0, rand.New(rand.NewPCG(3, 3)))
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		b, _ := r.Roll(c, engine.Named(what), 0, rand.New(rand.NewPCG(3, 3)))
		if a.Faces[0] != b.Faces[0] || a.Outcome != b.Outcome {
			t.Errorf("%s: the same seed rolled %v and %v", what, a, b)
		}
		want, _ := Handlingsslag(a.Effective, a.Faces[0])
		if a.Outcome != want.String() {
			t.Errorf("%s: outcome %s for %d against %d", what, a.Outcome, a.Faces[0], a.Effective)
		}
	}
	if _, err := r.Roll(c, engine.Named("Flyga"), 0, rand.New(rand.NewPCG(1, 1))); err == nil || !strings.Contains(err.Error(), "Flyga") {
		t.Errorf("unknown: %v", err)
	}
}

// "Trötthet appliceras som en negativ modifikation på alla slag mot färdigheter, SKI och STY.
// Utmattning tillämpas på samma sätt som T, och är en negativ modifikation på HÄL-slag."
func TestRollCountsFatigue(t *testing.T) {
	r := load(t)
	c := asa()
	c.State = sheet.State{"trotthet": 2, "utmattning": 1}
	cases := map[string]int{"SKI": 14 - 3, "HÄL": 12 - 1, "KRA": 11, "Lyssna": 10 - 3}
	for what, want := range cases {
		res, _ := r.Roll(c, engine.Named(what), -1, rand.New(rand.NewPCG(1, 1)))
		if res.Effective != want-1 {
			t.Errorf("%s with T 2, U 1 and -1: against %d, want %d", what, res.Effective, want-1)
		}
	}
}

func TestWeaponRollHitsWithDamage(t *testing.T) {
	r := load(t)
	c := asa()
	hits := 0
	for seed := range uint64(40) {
		res, err := r.Roll(c, engine.Named("svard"), 0, rand.New(rand.NewPCG(seed, 9)))
		if err != nil {
			t.Fatal(err)
		}
		if res.Damage != nil {
			hits++
			if res.Damage.Dice != "1T10" || res.Damage.Total < 1 || res.Damage.Total > 10 || res.Damage.Part == "" {
				t.Fatalf("damage %+v", res.Damage)
			}
		} else if res.Outcome == "lyckat" || res.Outcome == "kritiskt" {
			t.Fatal("a hit without damage")
		}
	}
	if hits == 0 {
		t.Fatal("40 rolls against 13 never hit")
	}
}
