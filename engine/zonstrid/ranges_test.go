package zonstrid

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// "En SLP som träffas av en attack som gör 3 i skada förlorar 3 i sitt värde i Tålighet och
// får slå 3 färre tärningar": attribute + skill − lost Tålighet is held at the ends of int, so
// a huge attribute is a huge pool, never a wrapped-around empty one.
func TestPoolOfHugeValuesDoesNotWrap(t *testing.T) {
	if got := Pool(math.MaxInt, 1, 0); got != math.MaxInt {
		t.Errorf("Pool(MaxInt, 1, 0) = %d", got)
	}
	if got := Pool(2, 1, math.MinInt); got != math.MaxInt {
		t.Errorf("Pool(2, 1, MinInt) = %d", got)
	}
}

// A modification of the largest int wrapped the pool to none; it is refused now, as the
// opponent's are.
func TestConflictOutOfRangeIsRefused(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Skills = []sheet.Skill{{ID: "narkamp", Value: 2}}
	for _, n := range [][3]int{{math.MaxInt, 0, 0}, {0, math.MaxInt, 0}, {0, 3, math.MinInt}, {0, -1, 0}} {
		if _, err := r.Conflict(c, "Närkamp", n[0], n[1], n[2], rand.New(rand.NewPCG(1, 1))); err == nil {
			t.Errorf("mod %d against %d%+d was rolled", n[0], n[1], n[2])
		}
	}
	if _, err := r.Conflict(c, "Närkamp", -100, 40, -100, rand.New(rand.NewPCG(1, 1))); err != nil {
		t.Errorf("the ends of the ranges: %v", err)
	}
}

func TestProbRefusesPoolsOutOfRange(t *testing.T) {
	r := load(t)
	for _, opts := range []map[string]int{{"dice": math.MaxInt}, {"dice": 3, "vs": math.MinInt}, {"dice": 41}} {
		if _, err := r.Prob(opts); err == nil || !strings.Contains(err.Error(), "from 0 to 40") {
			t.Errorf("%v: %v", opts, err)
		}
	}
}

// Numbers out of range are flagged and kept; a pool past the 40 dice whose odds are counted
// says so instead of "inga tärningar".
func TestNumbersOutOfRangeAreFlagged(t *testing.T) {
	c := sheet.New(ID)
	c.Attributes["fys"] = math.MaxInt
	c.Attributes["tur"] = 100
	c.Skills = []sheet.Skill{{ID: "narkamp", Value: 11}, {Name: "Spåra", Group: "tur", Value: 3}}
	c.Weapons = []sheet.Weapon{{Name: "Kanon", Damage: "11"}}
	c.State["talighet_forlorad"] = math.MinInt
	d := load(t).Derive(c).(*Derived)
	var msgs []string
	for _, p := range d.Problems() {
		msgs = append(msgs, string(p.Field)+": "+p.Message)
	}
	got := strings.Join(msgs, "; ")
	for _, want := range []string{"attributes.fys: Fysik 9223372036854775807", "attributes.tur: tur 100", "skills.0: Närkamp 11", "weapons.0: Kanon: skada 11", "state.talighet_forlorad: Förlorad Tålighet -9223372036854775808"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in %s", want, got)
		}
	}
	if d.Pools["Närkamp"] < engine.Far || d.Pools["Spåra"] != 103 {
		t.Errorf("pools %v", d.Pools)
	}
	for _, v := range d.Values() {
		if v.ID == "skills.1" && !strings.Contains(v.Odds.In(engine.Words{}), "högst 40") {
			t.Errorf("odds of 103 dice: %q", v.Odds.In(engine.Words{}))
		}
	}
}

// "För varje framgång tvingas motståndaren kryssa ytterligare ett tillstånd": the damage of
// any weapon and any successes does not wrap.
func TestSkadaDoesNotWrap(t *testing.T) {
	if got := Skada(math.MaxInt, 3); got != math.MaxInt {
		t.Errorf("Skada(MaxInt, 3) = %d", got)
	}
}
