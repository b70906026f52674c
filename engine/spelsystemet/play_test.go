package spelsystemet

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/sheet"
)

// "Sedan dras SP för den träffade kroppsdelens pansar … bort från skadan. De kvarvarande
// poängen tillämpas som en reduktion av förlorarens KP i den träffade kroppsdelen".
func TestTakeDamageThroughArmor(t *testing.T) {
	r := load(t)
	c := asa()
	c.Armor = map[string][]string{"brostkorg": {"kvilt", "ringbrynja"}} // H 6 K 3 S 3
	out, report, err := r.TakeDamage(c, "brostkorg", 8, "H")
	if err != nil {
		t.Fatal(err)
	}
	// The report names the part as the sheet does: it once said "mot brostkorg", the id.
	if len(out.Wounds) != 1 || out.Wounds[0].Damage != 2 || report[0].Sv() != "8 H mot Bröstkorg: pansaret tar 6, såret blir 2" {
		t.Fatalf("8 Hugg against 6 HSP: %+v %v", out.Wounds, report)
	}
	out, _, _ = r.TakeDamage(c, "brostkorg", 2, "K")
	if len(out.Wounds) != 0 || out.State["trotthet"] != 0 {
		t.Fatalf("2 Kross against 3 KSP does nothing, and leaves no wound to heal: %+v %v", out.Wounds, out.State)
	}
	out, _, _ = r.TakeDamage(c, "brostkorg", 5, "laser")
	if !members.Laser.Get(out.Wounds[0].Members) || out.Wounds[0].Damage != 2 {
		t.Fatalf("laser: %+v", out.Wounds)
	}
	// "Om typen av skada inte anges för någon viss attack, räknas den som ett Huggvapen."
	out, report, _ = r.TakeDamage(c, "brostkorg", 8, "")
	if out.Wounds[0].Type != "H" || out.Wounds[0].Damage != 2 || !strings.HasPrefix(report[0].Sv(), "8 H mot") {
		t.Fatalf("8 of no type against 6 HSP: %+v %v", out.Wounds, report)
	}
	if _, _, err := r.TakeDamage(c, "svans", 3, "H"); err == nil {
		t.Fatal("an unknown part must be refused")
	}
}

func TestConflictAgainstAValue(t *testing.T) {
	r := load(t)
	c := asa()
	seen := map[string]bool{}
	for seed := range uint64(300) {
		res, err := r.Conflict(c, "Svärd", 0, 12, -2, rand.New(rand.NewPCG(seed, 4)))
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Faces) != 2 {
			t.Fatalf("a conflict rolls two dice: %+v", res)
		}
		seen[strings.TrimSuffix(res.Outcome, " (kritiskt)")] = true
		if res.Damage != nil && !strings.HasPrefix(res.Outcome, "vinst") {
			t.Fatalf("a loser strikes: %+v", res)
		}
	}
	for _, want := range []string{"vinst", "vinst, motståndaren får delvinst", "förlust", "förlust med delvinst", "oavgjort", "båda misslyckas"} {
		if !seen[want] {
			t.Errorf("300 conflicts never ended %q (%v)", want, seen)
		}
	}
}

func TestBindWoundUsesTheSkill(t *testing.T) {
	r := load(t)
	c := asa()
	c.Skills = append(c.Skills, sheet.Skill{ID: "forbinda-sar", Value: 19})
	c.Wounds = []sheet.Wound{{Part: "mage", Damage: 3}}
	out, report, err := r.BindWound(c, 0, rand.New(rand.NewPCG(8, 8)))
	if err != nil || len(report) != 1 || !strings.Contains(report[0].Sv(), "mot 19") {
		t.Fatalf("%v %v", report, err)
	}
	_ = out
}
