package intensitet

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// "om den visar "20" (naturlig tjugo) är det alltid träff": a bonus so large that the T20
// plus it wrapped around past the largest int read every roll but the natural 20 as a miss.
func TestAttackWithHugeBonusDoesNotWrapIntoMisses(t *testing.T) {
	c := Chanser(math.MaxInt, 0)
	if c[Träff].Cmp(big.NewRat(18, 20)) != 0 || c[Miss].Sign() != 0 {
		t.Errorf("bonus MaxInt against 0: hit %s, miss %s; want 18/20 and 0", c[Träff], c[Miss])
	}
	c = Chanser(math.MinInt, 0)
	if c[Miss].Cmp(big.NewRat(18, 20)) != 0 || c[Träff].Sign() != 0 {
		t.Errorf("bonus MinInt against 0: hit %s, miss %s; want 0 and 18/20", c[Träff], c[Miss])
	}
}

func TestProbRefusesOptionsOutOfRange(t *testing.T) {
	r := load(t)
	for _, opts := range []map[string]int{
		{"bonus": math.MaxInt, "defense": 0},
		{"bonus": 0, "defense": math.MinInt},
		{"bonus": 101, "defense": 15},
	} {
		if _, err := r.Prob(opts); err == nil || !strings.Contains(err.Error(), "from") {
			t.Errorf("%v: err %v, want the option and its range named", opts, err)
		}
	}
	if _, err := r.Prob(map[string]int{"bonus": 100, "defense": 200}); err != nil {
		t.Errorf("the ends of the ranges: %v", err)
	}
}

// A weapon of 1000T100 made every keystroke count the 99,001 totals of its distribution for
// the mean, and again for the largest damage. The mean of NdS+k is N(S+1)/2 + k and the largest
// damage NS + k, whatever N and S are.
func TestMeanDamageOfAThousandDiceIsTheClosedForm(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Attributes = map[string]int{"sty": 10, "grad": 4}
	c.Weapons = []sheet.Weapon{{Name: "Jätteklubba", Damage: "1000T100"}}
	d := r.Derive(c).(*Derived)
	if len(d.Attacks) != 1 || d.Attacks[0].Mean != 1000*101/2+5 {
		t.Fatalf("attacks %+v, want a mean of 50,500 + ½ Styrka 5", d.Attacks)
	}
	top, err := r.maxDamage(c, d.Attacks[0])
	if err != nil || top != 1000*100+5+4 {
		t.Errorf("largest damage %d (%v), want 100,000 + 5 + grad 4", top, err)
	}
	// A fatality does the largest damage: the roll says so from the closed form too.
	for seed := range uint64(200) {
		res, err := r.RollMatrix(c, MatrixRoll{Base: 0, MV: 15}, rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatal(err)
		}
		if res.Outcome == Fatalitet.String() {
			if res.Damage.Total != top {
				t.Errorf("fatality %d, want %d", res.Damage.Total, top)
			}
			return
		}
	}
	t.Fatal("no fatality in 200 rolls")
}

func TestWeaponBonusOutOfRangeIsFlaggedAndKept(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Weapons = []sheet.Weapon{{Name: "Svärd", Damage: "1T8", Members: sheet.MembersOf(members.Bonus.Is(math.MaxInt))}}
	d := r.Derive(c).(*Derived)
	if !hasProblem(d, "weapons.0", "träningsfördel") {
		t.Errorf("problems %v, want the träningsfördel flagged", d.Problems())
	}
	if members.Bonus.Get(c.Weapons[0].Members) != math.MaxInt {
		t.Error("Derive changed the document")
	}
	// Held at engine.Far for the arithmetic: a huge bonus hits, it does not wrap into a miss.
	if len(d.Attacks) != 1 || d.Attacks[0].Bonus < engine.Far {
		t.Errorf("attacks %+v", d.Attacks)
	}
}

func TestRollRefusesAModificationOutOfRange(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Weapons = []sheet.Weapon{{Name: "Svärd", Damage: "1T8"}}
	if _, err := r.Roll(c, engine.Named("Svärd"), math.MinInt, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("a modification of MinInt was rolled")
	}
	if _, err := r.RollMatrix(c, MatrixRoll{Base: 0, MV: math.MaxInt}, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("a defence of MaxInt was rolled against")
	}
}

func hasProblem(v engine.View, field, about string) bool {
	for _, p := range v.Problems() {
		if string(p.Field) == field && strings.Contains(p.Message, about) {
			return true
		}
	}
	return false
}

// "Om det blir oavgjort … får den med den högre totala justeringen agera först": totals and
// halves of any int compare without wrapping.
func TestRuleFunctionsDoNotWrap(t *testing.T) {
	if Initiativ([2]int{math.MinInt, 0}, [2]int{1, 0}) <= 0 {
		t.Error("a total of −2^63 goes before 1")
	}
	if Initiativ([2]int{5, math.MaxInt}, [2]int{5, -1}) >= 0 {
		t.Error("the larger adjustment does not go first")
	}
	if Justering(math.MinInt, 0, 0) >= 0 || Justering(math.MaxInt, math.MaxInt, math.MaxInt) != math.MaxInt {
		t.Errorf("Justering: %d, %d", Justering(math.MinInt, 0, 0), Justering(math.MaxInt, math.MaxInt, math.MaxInt))
	}
	if floorHalf(-3) != -2 || floorHalf(3) != 1 || floorHalf(math.MinInt) != math.MinInt/2 {
		t.Error("floorHalf rounds down")
	}
	if Intensitet(math.MaxInt) != 6 || PassivUppfattning(math.MaxInt) != math.MaxInt || !Impulspoäng(6, math.MaxInt) {
		t.Error("Intensitet, PassivUppfattning or Impulspoäng wrapped")
	}
}

func TestTakeDamageRefusesNumbersOutOfRange(t *testing.T) {
	if _, _, err := load(t).TakeDamage(sheet.New(ID), "", math.MaxInt, "skada"); err == nil {
		t.Error("damage of MaxInt was taken")
	}
}
