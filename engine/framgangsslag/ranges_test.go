package framgangsslag

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// `prob --fv 10 --fordel -9223372036854775808` gave probabilities above 1: −(−2^63) is −2^63,
// which passed the bound of MaxFördel extra dice, and a negative count of dice was counted.
// "Att slå ett slag med Fördel innebär att man lägger till en tärning".
func TestFördelOfTheSmallestIntIsRefusedNotCounted(t *testing.T) {
	for _, f := range []int{math.MinInt, math.MaxInt, -MaxFördel - 1} {
		if _, err := Fördelning(f); err == nil {
			t.Errorf("Fördelning(%d) was counted", f)
		}
		if _, err := Oddsen(10, 0, 0, f); err == nil {
			t.Errorf("Oddsen with fördel %d was counted", f)
		}
	}
	if _, err := load(t).Prob(map[string]int{"fv": 10, "fordel": math.MinInt}); err == nil || !strings.Contains(err.Error(), "--fordel") {
		t.Errorf("prob --fordel MinInt: %v", err)
	}
}

// "Utfall = [2T8] + [Framgångsvärde] +- [X från Situationsvärde] - [Y från Motståndsvärde]":
// the sum is held at the ends of int, so a huge FV is Väldigt lyckat, not wrapped into VM.
func TestUtfallOfHugeValuesDoesNotWrap(t *testing.T) {
	if u := Utfall(2, math.MaxInt, 9, 0); NivåAv(u) != VL {
		t.Errorf("Utfall(2, MaxInt, 9, 0) = %d", u)
	}
	if u := Utfall(16, 0, 0, math.MinInt); NivåAv(u) != VL {
		t.Errorf("Utfall(16, 0, 0, MinInt) = %d", u)
	}
	if u := Utfall(16, math.MinInt, -9, 0); NivåAv(u) != VM {
		t.Errorf("Utfall(16, MinInt, -9, 0) = %d", u)
	}
	o, err := Oddsen(math.MaxInt, 0, 0, 0)
	if err != nil || o.Nivå[VL].Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("Oddsen(MaxInt): %v %v", o.Nivå, err)
	}
}

func TestProbRefusesOptionsOutOfRange(t *testing.T) {
	r := load(t)
	for _, opts := range []map[string]int{{"fv": math.MaxInt}, {"fv": 10, "sv": 31}, {"fv": 10, "mv": math.MinInt}, {"fv": 10, "fordel": 13}} {
		if _, err := r.Prob(opts); err == nil {
			t.Errorf("%v was counted", opts)
		}
	}
}

// A roll set up in the panel with numbers past their ranges is refused before any is added.
func TestMatrixRollOutOfRangeIsRefused(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	for _, m := range []MatrixRoll{{SV: math.MaxInt - 2}, {MV: math.MinInt}, {Mod: math.MaxInt}, {Fördel: math.MinInt}} {
		if _, err := r.RollMatrix(c, m, rand.New(rand.NewPCG(1, 1))); err == nil {
			t.Errorf("%+v was rolled", m)
		}
		if _, problems := r.MatrixOdds(c, m); problems == nil {
			t.Errorf("%+v has odds", m)
		}
	}
}

// A horde of 2^62 individuals was spread over a list of 2^62 shares, and a blow of the
// largest int multiplied by the Ta-stryk-faktor. "Antal" is 1 to 99 (sheet.json).
func TestDamageToAHordeOutOfRangeIsRefused(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.State["antal"] = 1 << 62
	if _, _, err := r.TakeDamage(c, "", 5, Våldsam); err == nil {
		t.Error("a horde of 2^62 took damage")
	}
	c.State["antal"] = 8
	if _, _, err := r.TakeDamage(c, "", math.MaxInt, Våldsam); err == nil {
		t.Error("damage of MaxInt was taken")
	}
	out, _, err := r.TakeDamage(c, "", 20, Våldsam)
	if err != nil || out.State["antal"] >= 8 {
		t.Errorf("a horde of 8 taking 20: %v %v", out.State, err)
	}
}

func TestWeaponAndSkillOutOfRangeAreFlaggedAndKept(t *testing.T) {
	c := sheet.New(ID)
	c.Skills = []sheet.Skill{{ID: "narkamp", Value: 11}}
	c.Weapons = []sheet.Weapon{{Name: "Svärd", Damage: "2", Members: sheet.MembersOf(members.Bonus.Is(math.MaxInt))}}
	d := load(t).Derive(c).(*Derived)
	var msgs []string
	for _, p := range d.Problems() {
		msgs = append(msgs, string(p.Field)+": "+p.Message)
	}
	got := strings.Join(msgs, "; ")
	if !strings.Contains(got, "skills.0: Närkamp: Grundfärdighet 11: ska vara från 0 till 10") || !strings.Contains(got, "weapons.0: Svärd: stridsvärde 9223372036854775807") {
		t.Errorf("%s", got)
	}
	for _, b := range d.Bases {
		if strings.HasPrefix(b.Name, "Närstridsanfall") && b.Value < engine.Far {
			t.Errorf("%s %d: a huge stridsvärde wrapped", b.Name, b.Value)
		}
	}
}

// The rules' small functions take any int without wrapping around the ends: "Karaktärer med
// låg Storlek agerar innan karaktärer med hög Storlek" held for −2^63 against 1 only once the
// sizes were compared instead of subtracted.
func TestRuleFunctionsDoNotWrap(t *testing.T) {
	if Initiativordning([3]int{math.MinInt, 0, 0}, [3]int{1, 0, 0}) >= 0 {
		t.Error("the smallest Storlek acts after Storlek 1")
	}
	if Initiativordning([3]int{0, math.MinInt, 0}, [3]int{0, 1, 0}) <= 0 {
		t.Error("the lowest Kamp acts before Kamp 1")
	}
	if got := Skadetärning(6, math.MaxInt, 0); got != math.MaxInt {
		t.Errorf("Skadetärning(6, MaxInt, 0) = %d", got)
	}
	if got := Påfrestning([]int{6, 6}, math.MaxInt, 0, 0, 0); got != math.MaxInt {
		t.Errorf("Påfrestning of two dice of SB MaxInt = %d", got)
	}
	if Netto(math.MinInt, 1) != math.MinInt || Hälsa(math.MaxInt) != math.MaxInt || Skadad(math.MaxInt) != math.MaxInt {
		t.Error("Netto, Hälsa or Skadad wrapped")
	}
	if got := TaStryk(math.MaxInt, 2.5); got <= 0 {
		t.Errorf("TaStryk(MaxInt, 2.5) = %d", got)
	}
}
