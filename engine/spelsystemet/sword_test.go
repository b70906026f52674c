package spelsystemet

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// "Svärd (inklusive slagsvärd och värjor, men inte kortsvärd) har också en liten fördel …; om
// motståndaren använder något annat slags vapen ges en +1/-1 modifikation", and "Ett oavgjort
// resultat kan ha en effekt: om en (och endast en) av de stridande använder ett svärd, slås den
// andres vapen av."
func TestASwordAgainstAnotherWeapon(t *testing.T) {
	r := load(t)
	axe := character(12, 11, 14, 13, 15)
	axe.Name = "Ulv"
	axe.Skills = []sheet.Skill{{ID: "narstridsvapen", Spec: "Stridsyxa", Value: 13}}
	axe.Weapons = []sheet.Weapon{{ID: "stridsyxa"}}
	x := engine.Exchange{Attacker: asa(), Target: axe, Attack: "svard", Defence: "stridsyxa"}
	f, err := r.setUp(x)
	if err != nil {
		t.Fatal(err)
	}
	if f.attack.roll.Mod != 1 || f.defence.roll.Mod != -1 {
		t.Errorf("sword against an axe: attack %+d, parry %+d", f.attack.roll.Mod, f.defence.roll.Mod)
	}
	knocked := false
	for seed := range uint64(400) {
		res, err := r.Fight(x, rand.New(rand.NewPCG(seed, 1)))
		if err != nil {
			t.Fatal(err)
		}
		line := res.Report.String()
		if strings.HasPrefix(line, "oavgjort") {
			if !strings.Contains(line, "svärdet slår Stridsyxa ur handen på Ulv") {
				t.Fatalf("a draw against a sword: %q", line)
			}
			knocked = true
		}
	}
	if !knocked {
		t.Error("no draw in 400 exchanges")
	}
	// Two swords: neither has the advantage.
	other := asa()
	x = engine.Exchange{Attacker: asa(), Target: other, Attack: "svard", Defence: "svard"}
	if f, err := r.setUp(x); err != nil || f.attack.roll.Mod != 0 || f.defence.roll.Mod != 0 {
		t.Errorf("sword against sword: %v %+v", err, f)
	}
	// A kortsvärd is no sword here.
	short := asa()
	short.Weapons = []sheet.Weapon{{ID: "kortsvard"}}
	x = engine.Exchange{Attacker: short, Target: axe, Attack: "kortsvard", Defence: "stridsyxa"}
	if f, err := r.setUp(x); err != nil || f.attack.roll.Mod != 0 {
		t.Errorf("kortsvärd against an axe: %v %+v", err, f)
	}
}
