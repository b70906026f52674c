package framgangsslag

import (
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// baseNamed is the index of c's base of that name.
func baseNamed(t *testing.T, r *Ruleset, c *sheet.Character, name string) int {
	t.Helper()
	for i, b := range r.MatrixChoices(c).Bases {
		if b.Name == name {
			return i
		}
	}
	t.Fatalf("no base %q", name)
	return -1
}

// 001_96ff700bf45c6bcf.txt: "Obeväpnade Närstridsanfall får ingen Skadebonus från Material, och
// inget stridsvärde från Utrustning"; Greppa's "Slag: Obeväpnat Närstridsanfall +2"; Kasta's
// "Kasta räknas som ett Avståndsanfall, men slås bara med Kamp istället för Pricksäkerhet";
// Frenesi's "Slag: Närstridsanfall". There was no unarmed base, so Greppa and a blow without a
// weapon took the sword's stridsvärde; Kasta rolled Pricksäkerhet; and any action went with any
// base, Frenesi with a crossbow.
func TestActionsGoWithTheirBases(t *testing.T) {
	r := load(t)
	c := soldier()
	c.Weapons = append(c.Weapons, sheet.Weapon{ID: "armborst", Name: "Armborst", Damage: "2", Type: "avstand", Members: sheet.MembersOf(members.Bonus.Is(2))})
	c.Skills = append(c.Skills, sheet.Skill{ID: "skarpskytt", Value: 2})
	sword, bow := baseNamed(t, r, c, "Närstridsanfall med Svärd"), baseNamed(t, r, c, "Avståndsanfall med Armborst")
	bare := baseNamed(t, r, c, "Obeväpnat Närstridsanfall")
	fvOf := func(m MatrixRoll) string {
		t.Helper()
		odds, err := r.MatrixOdds(c, m)
		if err != nil {
			return "refused"
		}
		line := odds.In(engine.Words{})
		return strings.Fields(line)[3] // "2T8 + FV n (…"
	}
	for _, k := range []struct {
		name   string
		m      MatrixRoll
		wantFV string
	}{
		{"bare hands: Kamp 5 + Närkamp 2", MatrixRoll{Base: bare}, "7"},
		{"Greppa: bare hands + 2", MatrixRoll{Base: bare, Action: "greppa"}, "9"},
		{"Greppa with the sword", MatrixRoll{Base: sword, Action: "greppa"}, "refused"},
		{"Frenesi with the sword", MatrixRoll{Base: sword, Action: "frenesi"}, "12"},
		{"Frenesi with the crossbow", MatrixRoll{Base: bow, Action: "frenesi"}, "refused"},
		{"Skjuta with the sword", MatrixRoll{Base: sword, Action: "skjuta"}, "refused"},
		{"Kasta the sword: Kamp 5 + Skarpskytt 2 + 3", MatrixRoll{Base: sword, Action: "kasta"}, "10"},
		{"Kasta from bare hands", MatrixRoll{Base: bare, Action: "kasta"}, "refused"},
	} {
		if got := fvOf(k.m); got != k.wantFV {
			t.Errorf("%s: FV %s, want %s", k.name, got, k.wantFV)
		}
	}
	// Kasta with the crossbow's base swaps Pricksäkerhet 3 for Kamp 5.
	if got := fvOf(MatrixRoll{Base: bow, Action: "kasta"}); got != "9" {
		t.Errorf("Kasta with the crossbow: FV %s, want 5 + 2 + 2", got)
	}
}

// 001_96ff700bf45c6bcf.txt, "Exempel på temporär Påfrestning": "-3SV på alla Framgångsslag de
// slår". A roll of one Greppad was at full SV.
func TestGreppadRollsAtMinusThreeSV(t *testing.T) {
	r := load(t)
	c := soldier()
	c.State["greppning"] = 9
	odds, err := r.MatrixOdds(c, MatrixRoll{Base: 0, SV: 3})
	if err != nil || !strings.Contains(odds.In(engine.Words{}), "SV +0") {
		t.Errorf("Greppad at SV +3: %v %v", odds.In(engine.Words{}), err)
	}
}

// 001_96ff700bf45c6bcf.txt, "Mana: # Man kan spendera 3 Mana för att få 1 extra Handlingspoäng
// under 1 Stridsrunda. # Detta kan bara göras 1 gång / Stridsrunda." The Mana was spent and no
// Handlingspoäng came of it, as often as there was Mana.
func TestManaGivesOneHandlingspoangARound(t *testing.T) {
	r := load(t)
	c := soldier()
	c.State["mana"] = 9
	out, _, err := r.Act(c, ManaHP, nil)
	if err != nil || out.State["mana"] != 6 || r.Derive(out).(*Derived).Handlingspoäng != 3 {
		t.Fatalf("3 Mana: %v, %v", out.State, err)
	}
	if _, _, err := r.Act(out, ManaHP, nil); err == nil {
		t.Error("a second extra Handlingspoäng in one Stridsrunda")
	}
	next, _, _ := r.Act(out, NyStridsrunda, nil)
	if r.Derive(next).(*Derived).Handlingspoäng != 2 {
		t.Error("the extra Handlingspoäng outlived its Stridsrunda")
	}
	if _, _, err := r.Act(next, ManaHP, nil); err != nil {
		t.Errorf("the next Stridsrunda: %v", err)
	}
}

// 001_96ff700bf45c6bcf.txt: "Framgångstabeller där man inte kan Ta sin tid: … # Rörlighet -
// Framgångsslaget avgör hur lång tid det tar", and "Förflyttningar … Dessa regler används vare
// sig man Simmar, klättrar, rider eller färdas till fots." Taking one's time was offered on every
// roll, a Sprint too.
func TestNoTakingOnesTimeOnRorlighet(t *testing.T) {
	r := load(t)
	c := soldier()
	if _, err := r.MatrixOdds(c, MatrixRoll{Base: 1, Action: "sprint", TakeTime: true}); err == nil {
		t.Error("a Sprint took its time")
	}
	if _, err := r.MatrixOdds(c, MatrixRoll{Base: 1, Action: "sprint"}); err != nil {
		t.Errorf("a Sprint: %v", err)
	}
	sword := baseNamed(t, r, c, "Närstridsanfall med Svärd")
	if _, err := r.MatrixOdds(c, MatrixRoll{Base: sword, Action: "anfall", TakeTime: true}); err != nil {
		t.Errorf("an Anfall taking its time: %v", err)
	}
}
