package odestarningar

import (
	"strings"
	"testing"

	"rollformular/sheet"
)

// 004, "skada": "Skadeverkan 0 eller lägre … 1-3 innebär en skråma … 4-6 medför en lindrig
// skada … 7-9 innebär svår skada … 10-12 medför en dödlig skada … 13+ betyder omedelbar död."
func TestGradAv(t *testing.T) {
	want := map[int]Skadegrad{-2: IngenEffekt, 0: IngenEffekt, 1: Skråma, 3: Skråma, 4: Lindrig, 6: Lindrig,
		7: Svår, 9: Svår, 10: Dödlig, 12: Dödlig, 13: Död, 40: Död}
	for verkan, g := range want {
		if got := GradAv(verkan); got != g {
			t.Errorf("skadeverkan %d: %s, want %s", verkan, got, g)
		}
	}
	// "Till slaget läggs attackens framgångsgrad, det aktuella vapnets skada … Från summan
	// dras ett skyddsvärde".
	if got := Skadeverkan(4, 2, 3, 1, 2); got != 8 {
		t.Errorf("T6 4 + grad 2 + vapen 3 + 1 − skydd 2 = %d, want 8", got)
	}
}

// "Offret förlorar en ödestärning permanent", "alla ödestärningar utom en men minst en",
// "förlorar alla ödestärningar".
func TestFörlust(t *testing.T) {
	cases := []struct {
		g          Skadegrad
		kvar, want int
	}{
		{Skråma, 3, 0}, {Lindrig, 3, 1}, {Lindrig, 0, 0}, {Svår, 3, 2}, {Svår, 5, 4}, {Svår, 1, 1},
		{Svår, 0, 0}, {Dödlig, 4, 4}, {Död, 2, 2},
	}
	for _, c := range cases {
		if got := Förlust(c.g, c.kvar); got != c.want {
			t.Errorf("%s with %d dice takes %d, want %d", c.g, c.kvar, got, c.want)
		}
	}
}

// "En svår skada från egg- eller skjutvapen orsakar blödning"; a dödlig skada "blöder
// kraftigt", "Om det är fråga om trubbigt våld är blödningen invärtes".
func TestBlöder(t *testing.T) {
	if !Blöder(Svår, Egg) || !Blöder(Svår, Skjut) || Blöder(Svår, Trubbigt) || !Blöder(Dödlig, Trubbigt) || Blöder(Lindrig, Egg) {
		t.Error("bleeding")
	}
	// "Blir resultatet lika med eller under antalet sr som passerat … förlorar den blödande
	// sin sista ödestärning"
	if !Blödningsslag(1, 1) || Blödningsslag(2, 1) || !Blödningsslag(3, 3) {
		t.Error("bleeding roll")
	}
	// "kräver ett normalt (5+) handlingsslag", "krävs ett svårt (7+) handlingsslag"
	if Stoppa(Svår) != 5 || Stoppa(Dödlig) != 7 {
		t.Error("difficulty of first aid")
	}
}

// "Ett medkit ger +1 … Ordinära medlab och avancerade medlab ger +2 respektive +3. All
// ovanstående utrustning kräver minst fv 1 i färdigheten medicin för att användas."
func TestVårdbonus(t *testing.T) {
	cases := []struct {
		medkit        bool
		vård, medicin int
		want          int
	}{{true, 0, 1, 1}, {false, 1, 2, 2}, {true, 2, 1, 3}, {true, 2, 0, 0}, {false, 0, 3, 0}}
	for _, c := range cases {
		if got := Vårdbonus(c.medkit, c.vård, c.medicin); got != c.want {
			t.Errorf("%+v: +%d, want +%d", c, got, c.want)
		}
	}
}

// "i takten en per timme", "En ödestärning läks per dygn. Med vård i medlab … fördubblas",
// "en ödestärning per vecka", "Gott läkekött: Läkehastigheten fördubblas."
func TestLäketid(t *testing.T) {
	cases := []struct {
		g                     Skadegrad
		treated, medlab, gott bool
		want                  int
	}{
		{Lindrig, false, false, false, 60},
		{Lindrig, false, false, true, 30},
		{Svår, false, false, false, 0}, // "Första hjälpen (ovan) krävs för att en svårt skadad person ska börja läka."
		{Svår, true, false, false, 24 * 60},
		{Svår, true, true, false, 12 * 60},
		{Dödlig, true, false, false, 7 * 24 * 60},
		{Dödlig, true, true, true, 7 * 6 * 60},
	}
	for _, c := range cases {
		if got := Läketid(c.g, c.treated, c.medlab, c.gott); got != c.want {
			t.Errorf("%+v: %d minutes, want %d", c, got, c.want)
		}
	}
}

// "Exempel: Nadir, öde 5, har tagit två lindriga skador och har därmed bara tre ödestärningar
// att agera med varje sr. Han angrips igen med durakniv och tar en svår skada. Nu har han bara
// en ödestärning kvar att använda varje sr, och blöder illa."
func TestNadirTakesASvårSkada(t *testing.T) {
	r := load(t)
	c := hero(5, nil)
	var err error
	for range 2 {
		if c, _, err = r.TakeDamage(c, "", 5, Egg); err != nil {
			t.Fatal(err)
		}
	}
	if d := derive(t, c); d.Tärningar != 3 || d.Condition != "lindrigt skadad" {
		t.Fatalf("after two lindriga: %d dice, %q", d.Tärningar, d.Condition)
	}
	c, report, err := r.TakeDamage(c, "", 8, Egg)
	if err != nil {
		t.Fatal(err)
	}
	d := derive(t, c)
	if d.Tärningar != 1 || !d.Wounds[2].Bleeding {
		t.Fatalf("after the svår: %d dice, %+v (%v)", d.Tärningar, d.Wounds, report)
	}
	// "Nästa sr slår han en tärning för blödningen. Han har otur och slår en etta, med följden
	// att han förlorar sin sista ödestärning och kollapsar."
	for seed := uint64(0); ; seed++ {
		rng := seeded(seed)
		if rng.IntN(6)+1 != 1 {
			continue
		}
		after, report, _ := r.Act(c, Blödning, seeded(seed))
		if d := derive(t, after); d.Tärningar != 0 || d.Condition == "död" {
			t.Fatalf("a one on the first bleeding roll: %d dice, %q (%v)", d.Tärningar, d.Condition, report)
		}
		break
	}
}

// Armor and Robust lower a hit; Bräcklig raises it; a skråma uses a die of this round.
func TestTakeDamageThroughArmor(t *testing.T) {
	r := load(t)
	c := hero(3, func(c *sheet.Character) {
		c.Armor[WholeBody] = []string{"tung-ordinar-rustning"} // skydd 3
		c.Traits = []sheet.Trait{{ID: "robust", Level: 1, Members: sheet.MembersOf(members.Background.Is(true))}}
	})
	out, report, err := r.TakeDamage(c, "", 7, Trubbigt)
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Wounds) != 0 || out.State["anvanda"] != 1 {
		t.Fatalf("7 − 3 − 1 = 3 is a skråma: %+v %v (%v)", out.Wounds, out.State, report)
	}
	if _, _, err := r.TakeDamage(c, "huvud", 7, Egg); err == nil {
		t.Error("a body part in a system without hit locations is refused")
	}
}

// A week of rest heals lindriga and treated svåra wounds; an untreated svår does not heal.
func TestRest(t *testing.T) {
	r := load(t)
	c := hero(4, func(c *sheet.Character) {
		c.Wounds = []sheet.Wound{{Damage: 5, Members: sheet.MembersOf(members.Dice.Is(1))}, {Damage: 8, Type: Trubbigt, Members: sheet.MembersOf(members.Dice.Is(2))}, {Damage: 8, Type: Trubbigt, Treated: true, Members: sheet.MembersOf(members.Dice.Is(2))}}
	})
	out, report := r.Rest(c, nil)
	if len(out.Wounds) != 1 || out.Wounds[0].Damage != 8 || out.Wounds[0].Treated {
		t.Fatalf("after a week: %+v (%v)", out.Wounds, report)
	}
}

// "Exempel: Nadir, öde 5, … Han har otur och slår en etta, med följden att han förlorar sin sista
// ödestärning och kollapsar. … Om ingen ger Nadir första hjälpen har han inte långt kvar att
// leva." (004_b260f69c548f960d.txt) A collapsed hero has no die to stop its own bleeding; first
// aid is another's roll, with the helper's medicin and medkit. It once always rolled the
// victim's own dice, so a collapsed hero could never be helped.
func TestFirstAidIsGivenByAnother(t *testing.T) {
	r := load(t)
	nadir := hero(5, func(c *sheet.Character) {
		w := sheet.Wound{Damage: 8, Type: Egg}
		members.Dice.Set(&w.Members, 5) // a svår skada, then the bleeding took the last die
		c.Wounds = []sheet.Wound{w}
	})
	if d := derive(t, nadir); d.Tärningar != 0 {
		t.Fatalf("Nadir has collapsed: %d dice", d.Tärningar)
	}
	if _, _, err := r.BindWound(nadir, 0, seeded(1)); err == nil {
		t.Fatal("a collapsed hero stopped his own bleeding")
	}
	// The helper: öde 3, medicin 2 and a medkit, so "Ett medkit ger +1 på försök att stoppa
	// blödningar".
	helper := hero(3, func(c *sheet.Character) {
		c.Name = "Nica"
		c.Skills = []sheet.Skill{{ID: "medicin", Value: 2}}
		c.Gear = []sheet.Gear{{ID: "medkit"}}
	})
	stopped := false
	for seed := range uint64(40) {
		h, v, report, err := r.FörstaHjälpen(helper, nadir, 0, seeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		// Three öde dice and a die of medicin, +1 for the medkit, against 5.
		res := report.String()
		if !strings.Contains(res, "vård +1") || !strings.Contains(res, "mot 5") {
			t.Fatalf("seed %d: %s", seed, res)
		}
		if h.State["anvanda"] != 3 || members.Spent.Get(h.Skills[0].Members) != 1 {
			t.Fatalf("seed %d: the helper's round and a die of medicin are spent: %v", seed, h.State)
		}
		if len(nadir.Wounds) != 1 || nadir.Wounds[0].Treated || helper.State["anvanda"] != 0 {
			t.Fatal("the inputs changed")
		}
		stopped = stopped || v.Wounds[0].Stanched
		if v.Wounds[0].Stanched != strings.Contains(res, "blödningen stoppad") {
			t.Fatalf("seed %d: %s, stanched %v", seed, res, v.Wounds[0].Stanched)
		}
	}
	if !stopped {
		t.Error("40 seeds never stopped the bleeding at 4 T6 + 1 against 5")
	}
}

// "Skadeverkan 7-9 innebär svår skada. Offret förlorar permanent (tills läkning sker) alla
// ödestärningar utom en men minst en." and "Kritisk strålningssjuka gör att hjälten förlorar
// alla ödestärningar utom en" (004_b260f69c548f960d.txt). Both leave one: the sickness takes
// its share of what the wounds leave, never the last die (README, "Readings of the rules").
// Subtracted each from öde, a critically sick hero with a svår skada had none.
func TestRadiationTakesItsShareOfWhatWoundsLeave(t *testing.T) {
	r := load(t)
	for _, c := range []struct {
		öde      int
		sickness Strålningssjuka
		damage   []int // skadeverkan of each wound, taken in turn (no armor)
		want     int
	}{
		{3, KritisktStrålningssjuk, []int{7}, 1},    // old: 3 − 2 − 2 → 0
		{5, KritisktStrålningssjuk, []int{7}, 1},    // old: 5 − 4 − 4 → 0
		{4, Strålningssjuk, []int{4}, 2},            // 3 left, half of it (1) taken; old: 4 − 2 − 1 = 1
		{3, KritisktStrålningssjuk, []int{4, 4}, 1}, // the wounds leave 1
		{3, KritisktStrålningssjuk, []int{4, 4, 4}, 0},
		{3, IngenStrålning, []int{7}, 1},
	} {
		h := hero(c.öde, func(h *sheet.Character) { h.State["stralsjuka"] = int(c.sickness) })
		for _, dmg := range c.damage {
			var err error
			if h, _, err = r.TakeDamage(h, "", dmg, Egg); err != nil {
				t.Fatal(err)
			}
		}
		if d := derive(t, h); d.Tärningar != c.want {
			t.Errorf("öde %d, %s, wounds %v: %d dice, want %d", c.öde, c.sickness, c.damage, d.Tärningar, c.want)
		}
	}
}
