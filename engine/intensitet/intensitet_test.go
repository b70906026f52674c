package intensitet

import (
	"math/big"
	"math/rand/v2"
	"slices"
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

// The cell: "--bonus 13 --defense 25 gives fatal 0.05, fumble 0.05 and hit+fatal 0.45",
// and the text's Bella: "Spelaren slår en t20 och lägger till 13. Det blir 25, vilket är en
// träff."
func TestProb(t *testing.T) {
	out, err := load(t).Prob(map[string]int{"bonus": 13, "defense": 25})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]*big.Rat{}
	sum := new(big.Rat)
	for _, o := range out {
		got[o.Key] = o.P
		sum.Add(sum, o.P)
	}
	if got["fatal"].Cmp(big.NewRat(1, 20)) != 0 || got["fumble"].Cmp(big.NewRat(1, 20)) != 0 ||
		new(big.Rat).Add(got["hit"], got["fatal"]).Cmp(big.NewRat(9, 20)) != 0 || sum.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("%v", got)
	}
	if Attack(12, 13, 25) != Träff || Attack(11, 13, 25) != Miss {
		t.Error("12 + 13 = 25 hits 25")
	}
	// "Om tärningen visar "1" … alltid miss … om den visar "20" … alltid träff", whatever the
	// numbers.
	if Attack(1, 99, 2) != Fummel || Attack(20, -99, 60) != Fatalitet {
		t.Error("natural 1 and 20")
	}
}

// "Din attackjustering är hälften av din relevanta grundegenskap + halva din grad" plus the
// weapon's träningsfördel; "1t20 + halva Händigheten + halva graden" for initiative, ties to
// the higher adjustment.
func TestJustering(t *testing.T) {
	if Justering(17, 5, 3) != 8+2+3 {
		t.Error("½ 17 + ½ 5 + 3")
	}
	if Initiativ([2]int{18, 5}, [2]int{18, 7}) <= 0 || Initiativ([2]int{19, 1}, [2]int{18, 9}) >= 0 || Initiativ([2]int{18, 5}, [2]int{18, 5}) != 0 {
		t.Error("initiative order")
	}
}

// "Ett fall på minst 2 meter ger 1t6 poäng skada för varje 2 meter … inte ge mer än 80t6",
// "Om resultatet blir 7 eller högre, erhåller du ett impulspoäng", and the intensity die
// "till den når 6".
func TestFallImpulsIntensitet(t *testing.T) {
	if Fall(1) != 0 || Fall(2) != 1 || Fall(7) != 3 || Fall(500) != 80 {
		t.Error("falling")
	}
	if !Impulspoäng(3, 4) || Impulspoäng(2, 4) {
		t.Error("impulspoäng")
	}
	if Intensitet(0) != 1 || Intensitet(3) != 4 || Intensitet(6) != 6 {
		t.Error("intensity")
	}
}

// The death-save table and overflowing damage: "1–9 Försämrad … 10–19 Förbättrad … 20 …
// medvetslös", "Överskjutande skada som motsvarar ditt sargadvärde ger … en extra försämring …
// maximala livspoäng … två".
func TestDöende(t *testing.T) {
	for t20, want := range map[int]string{1: "försämrad", 9: "försämrad", 10: "förbättrad", 19: "förbättrad", 20: "medvetslös"} {
		if got := Dödsräddning(t20); got != want {
			t.Errorf("%d: %s", t20, got)
		}
	}
	if ExtraFörsämringar(9, 20) != 0 || ExtraFörsämringar(10, 20) != 1 || ExtraFörsämringar(20, 20) != 2 || Sargad(21) != 10 {
		t.Error("overflow")
	}
	r := load(t)
	c := sheet.New(ID)
	c.Attributes["maxlp"] = 20
	out, report, err := r.TakeDamage(c, "", 30, "skada")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(out.Conditions, "doende") || out.State["forsamringar"] != 1 || out.State["skada"] != 20 {
		t.Fatalf("30 of 20: %v %v (%v)", out.Conditions, out.State, report)
	}
	// "Döende … Du är Medvetslös", "Medvetslös … Du faller omkull och blir liggande … Du är
	// Hjälplös."
	d := r.Derive(out).(*Derived)
	for _, id := range []string{"doende", "medvetslos", "liggande", "hjalplos"} {
		if !slices.Contains(d.Conditions, id) {
			t.Errorf("dying lacks %s: %v", id, d.Conditions)
		}
	}
	if !d.Underläge {
		t.Error("a dying character is not in Underläge")
	}
	again, _, _ := r.TakeDamage(out, "", 1, "skada")
	if again.State["forsamringar"] != 2 {
		t.Errorf("damage while dying: %v", again.State)
	}
	rested, _, _ := r.Act(again, Rast, rand.New(rand.NewPCG(1, 1)))
	if rested.State["forsamringar"] != 0 {
		t.Error("the försämringar stay after a rast")
	}
	monster := sheet.New(ID)
	monster.NPC = true
	monster.Attributes["maxlp"] = 10
	beaten, _, _ := r.TakeDamage(monster, "", 12, "skada")
	if len(beaten.Conditions) != 0 {
		t.Error("a monster at 0 is beaten, not dying")
	}
}

// The roll panel: the soldier's basic attack, the intensity die on player characters only,
// Underläge +2, and a talent of the catalogue.
func TestAttackPanel(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Attributes = map[string]int{"sty": 16, "han": 12, "grad": 4, "maxlp": 30}
	c.Weapons = []sheet.Weapon{{Name: "Svärd", Damage: "1T8", Type: "narstrid", Members: sheet.MembersOf(members.Bonus.Is(3))}}
	c.State["intensitet"] = 2
	text, problems := r.MatrixOdds(c, MatrixRoll{Base: 0, MV: 20, Circumstances: []string{"målet i Underläge"}})
	line := text.In(engine.Words{})
	// ½ 16 + ½ 4 + 3 + intensity 2 + Underläge 2 = 17: a 3 or more hits 20, so 3–19 hit (17),
	// 20 is fatal, 1 fumbles and 2 misses.
	if problems != nil || !strings.Contains(line, "1T20 +17 mot PK 20") || !strings.Contains(line, "träff 85 %") || !strings.Contains(line, "miss 5 %") {
		t.Fatalf("%q %v", line, problems)
	}
	npc := c.Clone()
	npc.NPC = true
	if l, _ := r.MatrixOdds(npc, MatrixRoll{Base: 0, MV: 20}); !strings.Contains(l.In(engine.Words{}), "1T20 +13") {
		t.Errorf("the intensity die helped an NPC: %q", l.In(engine.Words{}))
	}
	if l, _ := r.MatrixOdds(c, MatrixRoll{Base: 0, MV: 20, Action: "sikta"}); !strings.Contains(l.In(engine.Words{}), "+16") {
		t.Errorf("Sikta: %q", l.In(engine.Words{}))
	}
	if _, p := r.MatrixOdds(c, MatrixRoll{Base: 0, MV: 20, Action: "avstandsgrundattack"}); p == nil {
		t.Error("a ranged talent with a sword")
	}
	res, err := r.RollMatrix(c, MatrixRoll{Base: 0, MV: 20}, rand.New(rand.NewPCG(3, 3)))
	if err != nil || len(res.Faces) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
}

// The player's own attributes: tested as "1t20 + halva … + halva graden" against a difficulty,
// without the natural 1 and 20 of attacks.
func TestOwnAttribute(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Attributes = map[string]int{"grad": 4, "vis": 15}
	c.AttributeNames = map[string]string{"vis": "Visdom"}
	choices := r.MatrixChoices(c)
	i := slices.IndexFunc(choices.Bases, func(l engine.Level) bool { return l.Name == "Test av Visdom" })
	if i < 0 || choices.Bases[i].Value != 7+2 {
		t.Fatalf("%v", choices.Bases)
	}
	// 1T20 + 9 against 15: a 6 or more, 15 of 20.
	if line, _ := r.MatrixOdds(c, MatrixRoll{Base: i, MV: 15}); !strings.Contains(line.In(engine.Words{}), "lyckas 75 %") {
		t.Errorf("%q", line.In(engine.Words{}))
	}
	c.Attributes["vis"] = 500
	if d := r.Derive(c).(*Derived); len(d.ProblemList) == 0 {
		t.Error("an own attribute of 500")
	}
}

// A fall of 7 meters: 3T6 taken as damage, and the faller lands lying.
func TestFallAction(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Attributes["maxlp"] = 40
	out, report, err := r.ActWith(c, Falla, 7, rand.New(rand.NewPCG(2, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if d := out.State["skada"]; d < 3 || d > 18 || !slices.Contains(out.Conditions, "liggande") {
		t.Fatalf("%d damage, %v (%v)", d, out.Conditions, report)
	}
	if same, _, _ := r.ActWith(c, Falla, 1, nil); same.State["skada"] != 0 {
		t.Error("a fall under 2 meters hurt")
	}
	if _, _, err := r.ActWith(c, Falla, -5, nil); err == nil {
		t.Error("a fall of −5 meters")
	}
}

// A vitalitetspoäng bought back no life points at full health and was spent all the same:
// "Efter en rast (fem minuters paus) kan rollfiguren köpa tillbaka livspoäng med sina
// vitalitetspoäng" (002) — with no damage there is nothing to buy back.
func TestAVitalitetspoängIsNotSpentAtFullHealth(t *testing.T) {
	r, c := load(t), sheet.New(ID)
	c.Attributes = map[string]int{"maxlp": 30, "vitalitet": 3, "aterhamtning": 8}
	c.State["skada"] = 0
	if _, _, err := r.Act(c, Vitalitet, nil); err == nil {
		t.Fatal("a vitalitetspoäng was spent at full health")
	}
	c.State["skada"] = 5
	out, _, err := r.Act(c, Vitalitet, nil)
	if err != nil || out.State["vit_anvanda"] != c.State["vit_anvanda"]+1 || out.State["skada"] >= 5 {
		t.Fatalf("after 5 damage: %v, state %v", err, out.State)
	}
	// Hämta andan is spent for its defence, at full health too.
	c.State["skada"] = 0
	if _, _, err := r.Act(c, HämtaAndan, nil); err != nil {
		t.Errorf("Hämta andan at full health: %v", err)
	}
}

// A spelledarperson brought to 0 livspoäng is beaten: the roll log said "besegrad" while its
// state said only "Sargad".
func TestNPCAtZeroIsBeaten(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.NPC = true
	c.Attributes = map[string]int{"fys": 10, "maxlp": 17}
	c.State = sheet.State{"skada": 17}
	if st := r.Derive(c).Layout().Status; st == nil || st.Text != "besegrad" {
		t.Fatalf("an NPC at 0 of 17: %+v", st)
	}
}
