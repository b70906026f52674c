package framgangsslag

import (
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/sheet"
)

func load(t testing.TB) *Ruleset {
	t.Helper()
	r, err := New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// soldier is the text's soldier: "[ 5 från Kamp ] + [ 2 från Närkamp ] + [ 3 från Svärdet ]".
func soldier() *sheet.Character {
	c := sheet.New(ID)
	c.Attributes = map[string]int{"kam": 5, "smi": 3, "fys": 5, "pri": 3, "eb": 1, "sto": 0}
	c.Skills = []sheet.Skill{{ID: "narkamp", Value: 2}}
	c.Weapons = []sheet.Weapon{{ID: "svard", Name: "Svärd", Damage: "2", Type: "narstrid", Members: sheet.MembersOf(members.Bonus.Is(3))}}
	return c
}

func TestSoldierDerives(t *testing.T) {
	r := load(t)
	d := r.Derive(soldier()).(*Derived)
	if d.Hälsa != 8 || d.Skadad != 9 || d.Bärförmåga != 7 || d.Handlingspoäng != 2 || d.Snabba != 1 || len(d.ProblemList) != 0 {
		t.Fatalf("%+v", d)
	}
	var attack engine.Level
	for _, b := range d.Bases {
		if b.Name == "Närstridsanfall med Svärd" {
			attack = b
		}
	}
	if attack.Value != 10 {
		t.Fatalf("the soldier's attack FV %d, want 5 + 2 + 3 = 10", attack.Value)
	}
}

// The soldier's Anfall at SV +9 against no resistance, through the roll panel's set-up.
func TestMatrixOddsOfTheSoldier(t *testing.T) {
	r := load(t)
	c := soldier()
	choices := r.MatrixChoices(c)
	base := -1
	for i, b := range choices.Bases {
		if b.Name == "Närstridsanfall med Svärd" {
			base = i
		}
	}
	odds, problems := r.MatrixOdds(c, MatrixRoll{Base: base, SV: 9})
	want, _ := Oddsen(10, 9, 0, 0)
	if line := odds.In(engine.Words{}); problems != nil || !strings.Contains(line, want.Text()) {
		t.Fatalf("%q %v", line, problems)
	}
	// Frenesi: "+2 på Framgångsslaget".
	odds, _ = r.MatrixOdds(c, MatrixRoll{Base: base, SV: 0, Action: "frenesi"})
	if line := odds.In(engine.Words{}); !strings.Contains(line, "FV 12") {
		t.Errorf("Frenesi: %q", line)
	}
	if _, problems := r.MatrixOdds(c, MatrixRoll{Base: base, SV: 2}); problems == nil {
		t.Error("SV 2 accepted")
	}
	res, err := r.RollMatrix(c, MatrixRoll{Base: base, SV: 9, Fördel: 1}, seeded())
	if err != nil || len(res.Faces) != 3 {
		t.Fatalf("%+v %v", res, err)
	}
}

// prob keys VM M DL L VL (summing to 1) and olycka beside them.
func TestProb(t *testing.T) {
	out, err := load(t).Prob(map[string]int{"fv": 10})
	if err != nil {
		t.Fatal(err)
	}
	sum := new(big.Rat)
	keys := ""
	for _, o := range out {
		keys += o.Key + " "
		if !o.Extra {
			sum.Add(sum, o.P)
		}
	}
	if keys != "VM M DL L VL olycka " || sum.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("%s sums to %s", keys, sum)
	}
	if out[2].P.Cmp(big.NewRat(21, 64)) != 0 || out[5].P.Cmp(big.NewRat(21, 64)) != 0 {
		t.Errorf("DL %s, olycka %s", out[2].P, out[5].P)
	}
	if _, err := load(t).Prob(map[string]int{"fv": 1, "fordel": 99}); err == nil {
		t.Error("Fördel 99 accepted")
	}
}

// "2 Bönder råkar ut för ett anfall som åsamkar dem totalt 15 Påfrestning", from 10: a horde
// of two farmers (Fysik 5: Hälsa 8) takes 10 and the first falls Skadad with 9, the second
// keeps 6.
func TestHordeTakesDamage(t *testing.T) {
	r := load(t)
	farmers := sheet.New(ID)
	farmers.Attributes = map[string]int{"kam": 4, "fys": 5}
	farmers.State["antal"] = 2
	out, report, err := r.TakeDamage(farmers, "", 10, Våldsam)
	if err != nil {
		t.Fatal(err)
	}
	if out.State["antal"] != 1 || out.State["pafrestning"] != 6 {
		t.Fatalf("after 10: %v (%v)", out.State, report)
	}
	if !strings.Contains(strings.Join(report.Lines(), "; "), "= 15") {
		t.Errorf("report %v", report)
	}
	// Raud and armor stand only against violent events.
	one := soldier()
	one.State["rustning"] = 2
	cold, _, _ := r.TakeDamage(one, "", 5, "kold")
	hit, _, _ := r.TakeDamage(one, "", 5, Våldsam)
	if cold.State["pafrestning"] != 5 || hit.State["pafrestning"] != 3 {
		t.Errorf("cold %d, violence %d", cold.State["pafrestning"], hit.State["pafrestning"])
	}
	d := r.Derive(hit).(*Derived)
	if d.IsSkadad {
		t.Error("3 of 9 is Skadad")
	}
	hit.State["pafrestning"] = 9
	if d := r.Derive(hit).(*Derived); !d.IsSkadad || d.Handlingspoäng != 1 {
		t.Errorf("9 Påfrestning at Hälsa 8: %+v", d)
	}
}

// "Man kan spendera 3 Mana för att få 1 extra Handlingspoäng", "NPCs kan inte ta
// Komplikationer".
func TestTableActions(t *testing.T) {
	r := load(t)
	c := soldier()
	if _, _, err := r.Act(c, ManaHP, nil); err == nil {
		t.Error("Mana spent without Mana")
	}
	c.State["mana"] = 4
	out, _, err := r.Act(c, ManaHP, nil)
	if err != nil || out.State["mana"] != 1 {
		t.Errorf("%v %v", out.State, err)
	}
	c.NPC = true
	if _, _, err := r.Act(c, TaKomplikationspoäng, nil); err == nil {
		t.Error("an NPC took a Komplikationspoäng")
	}
}

func seeded() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }

// "3 skyttar Skjuter på en Hord med 7 individer. … Anfallet gör 20 Påfrestning. … totalt 30
// Påfrestning. … De första två får 9 Påfrestning vardera, men den sista att falla får
// resterande 12": seven farmers, three of them Skadad, four left.
func TestThreeShootersInTheFlow(t *testing.T) {
	r := load(t)
	seven := sheet.New(ID)
	seven.Attributes = map[string]int{"fys": 5}
	seven.State["antal"] = 7
	out, report, err := r.TakeShots(seven, 20, 3)
	if err != nil {
		t.Fatal(err)
	}
	if out.State["antal"] != 4 || out.State["pafrestning"] != 0 || !strings.Contains(strings.Join(report.Lines(), "; "), "= 30") {
		t.Errorf("%v %v", out.State, report)
	}
}

// A fight harms through Påfrestning, with no wound noted: its state is shown once there is
// some, as a wounded character's is ("Är man Skadad så får man -1 Handlingspoäng /
// Stridsrunda"), and not before.
func TestTheStateShowsOnceThereIsPafrestning(t *testing.T) {
	r := load(t)
	c := soldier()
	if s := r.Derive(c).Layout().Status; s != nil {
		t.Fatalf("unhurt: %+v", s)
	}
	for pafr, want := range map[int]string{2: "2 Påfrestning", 9: "Skadad: −1 Handlingspoäng"} {
		c.State = sheet.State{"pafrestning": pafr}
		if s := r.Derive(c).Layout().Status; s == nil || s.Text != want {
			t.Errorf("Påfrestning %d: %+v, want %q", pafr, s, want)
		}
	}
}
