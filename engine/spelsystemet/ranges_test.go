package spelsystemet

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

// "Alla modifikationer är kumulativa, men kan aldrig reducera ett värde till mindre än 1":
// `prob --value 9223372036854775807 --mod 1` wrapped the value around to the smallest int,
// which the rule then raised to 1, and the best value there is rolled as the worst.
func TestEffektivtOfTheLargestValueDoesNotWrapToOne(t *testing.T) {
	if got := Effektivt(math.MaxInt, 1); got != math.MaxInt {
		t.Errorf("Effektivt(MaxInt, 1) = %d", got)
	}
	if got := Effektivt(math.MinInt, -1); got != math.MinInt {
		t.Errorf("Effektivt(MinInt, -1) = %d", got)
	}
	// "vid ett värde på 20 eller mer, är alla slag av 20 eller däröver kritiska".
	if c := Chansen(math.MaxInt, 1); c.Kritiskt != 20 {
		t.Errorf("Chansen(MaxInt, 1) = %+v, want every face critical", c)
	}
	// "(förutsatt att det var minst 1 till att börja med)": 5 is held at 1, 0 is not.
	if c := Chansen(5, math.MinInt); c != Chansen(1, 0) {
		t.Errorf("Chansen(5, MinInt) = %+v, want that of 1", c)
	}
	if c := Chansen(0, math.MinInt); c.Misslyckat+c.Fumlat != 20 {
		t.Errorf("Chansen(0, MinInt) = %+v, want every face a failure", c)
	}
	// The excess over 20 of the smallest int once wrapped to a huge roll.
	if u, roll := Handlingsslag(math.MinInt, 10); u != Misslyckat || roll != 10 {
		t.Errorf("Handlingsslag(MinInt, 10) = %v, %d", u, roll)
	}
	// A rolls critically on every face: B's 8 failures lose outright, its 11 successes keep a
	// Delvinst, and its one critical is a draw ("båda lyckas kritiskt").
	if k := Konfliktslag(math.MaxInt, 1, 12, 0); k != (Konflikt{AVinner: 8 * 20, AVinnerDelvis: 11 * 20, Oavgjort: 20}) {
		t.Errorf("conflict of MaxInt+1 against 12: %+v", k)
	}
}

func TestProbRefusesValuesOutOfRange(t *testing.T) {
	r := load(t)
	for _, opts := range []map[string]int{
		{"value": math.MaxInt, "mod": 1}, {"value": 12, "mod": math.MinInt}, {"value": 12, "vs": -1}, {"value": 12, "vs": 12, "vs-mod": 101},
	} {
		if _, err := r.Prob(opts); err == nil || !strings.Contains(err.Error(), "from") {
			t.Errorf("%v: err %v", opts, err)
		}
	}
	out, err := r.Prob(map[string]int{"value": 99, "mod": 100})
	if err != nil || out[0].P.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("the ends of the ranges: %v, %v", out, err)
	}
}

func TestRollRefusesAModificationOutOfRange(t *testing.T) {
	r := load(t)
	c := character(12, 11, 14, 13, 15)
	if _, err := r.Roll(c, engine.Named("HÄL"), math.MinInt, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("a modification of MinInt was rolled")
	}
}

// Attributes of 2^62 once summed to a negative LP; every derived value is reckoned with them
// held at engine.Far, and the problem names the document's value.
func TestHugeAttributesAreFlaggedAndDoNotWrap(t *testing.T) {
	c := character(1<<62, 1<<62, 1<<62, 1<<62, 1<<62)
	c.State = sheet.State{"trotthet": math.MinInt, "utmattning": math.MinInt}
	c.Original = map[string]int{"hal": 1 << 62}
	c.Wounds = []sheet.Wound{{Damage: math.MaxInt}, {Damage: math.MaxInt}, {Part: "huvud", Damage: math.MaxInt}}
	d := derive(t, c)
	if d.LP <= 0 || d.Sh < 0 || d.Knockdown <= 0 {
		t.Errorf("LP %d, Sh %d, STO/2 %d", d.LP, d.Sh, d.Knockdown)
	}
	if !strings.Contains(problemsOf(d, "attributes.hal"), "HÄL 4611686018427387904 är över artmaximum 21") ||
		!strings.Contains(problemsOf(d, "original.hal"), "4611686018427387904: ska vara från 3 till 18") ||
		!strings.Contains(problemsOf(d, "state.trotthet"), "-9223372036854775808") ||
		!strings.Contains(problemsOf(d, "wounds.0"), "skada 9223372036854775807: ska vara från 0 till 999") {
		t.Errorf("problems %v", d.Problems())
	}
	if !d.Condition.Dead || d.Condition.CurrentLP >= 0 {
		t.Errorf("wounds of 2^63 each: %+v", d.Condition)
	}
	if n := dice.MustParse(d.G).Count; n > dice.MaxDice {
		t.Errorf("Grundskada %s: more dice than may be rolled", d.G)
	}
}

// "Grund+N" past the text's steps is refused, and the ladder past its listed steps ("och så
// vidare") ends at the dice that may be rolled.
func TestGrundskadaPastTheLadderEndsAtTheDiceThatMayBeRolled(t *testing.T) {
	d := deriveWith(func(c *sheet.Character) {
		c.Weapons = []sheet.Weapon{{ID: "egen", Name: "Jättesvärd", Damage: "Grund+9999999999", Type: "H"}}
	})
	if !strings.Contains(problemsOf(d, "weapons.0"), "Grund moves -10 to 10 steps") {
		t.Errorf("problems %v", d.Problems())
	}
	r := load(t)
	for _, i := range []int{20, 2000, math.MaxInt} {
		if e := r.t.grundskada.Step(i); e.Count > dice.MaxDice || e.Count < 1 {
			t.Errorf("step %d: %s", i, e)
		}
	}
	if e := r.Steg(dice.MustParse("1T8"), math.MaxInt); e.Count > dice.MaxDice || e.Count < 1 {
		t.Errorf("1T8 moved MaxInt steps: %s", e)
	}
}

func TestShieldScopeAndPackOutOfRangeAreFlagged(t *testing.T) {
	sp := 31
	d := deriveWith(func(c *sheet.Character) {
		c.Shield = &sheet.Shield{ID: "skold", SP: &sp}
		c.Weapons = []sheet.Weapon{{ID: "svard"}}
		members.Scope.Set(&c.Weapons[0].Members, -1)
		c.State["packning"] = 2
	})
	for field, about := range map[string]string{"shield": "SP 31", "weapons.0": "kikarsikte -1", "state.packning": "packning 2"} {
		if !strings.Contains(problemsOf(d, field), about) {
			t.Errorf("%s: %q, want %q", field, problemsOf(d, field), about)
		}
	}
}

// A skill that is there twice is found by its folded name, as strings.EqualFold finds it,
// without comparing every skill with every other: 200,000 skills took minutes that way.
func TestTwiceHeldSkillsAreFoundByFoldedName(t *testing.T) {
	d := deriveWith(func(c *sheet.Character) {
		c.Skills = []sheet.Skill{{ID: "spela", Spec: "Flöjt", Value: 3}, {Name: "SPELA FLÖJT", Group: "vanlig", Value: 5},
			{Name: "Spela Harpa", Group: "vanlig"}, {ID: "narstridsvapen", Spec: "Svärd", Value: 12}}
		c.Weapons = []sheet.Weapon{{ID: "svard"}}
	})
	if got := problemsOf(d, "skills.1"); got != "warning: SPELA FLÖJT finns två gånger" {
		t.Errorf("skills.1: %q", got)
	}
	if problemsOf(d, "skills.0") != "" || problemsOf(d, "skills.2") != "" {
		t.Errorf("problems %v", d.Problems())
	}
	if d.Weapons[0].SkillValue != 12 {
		t.Errorf("the sword finds Svärd %d, want 12", d.Weapons[0].SkillValue)
	}
}

// The armor of a part is listed innermost first, "Kvilt under Ringbrynja"; 50,000 layers
// once took 11 s to list.
func TestArmorLayersAreListedInnermostFirst(t *testing.T) {
	d := armored(map[string][]string{"brostkorg": {"kvilt", "ringbrynja"}})
	if got := explain(d, "sp.brostkorg"); !strings.HasPrefix(got, "Kvilt under Ringbrynja;") {
		t.Errorf("%q", got)
	}
}

func manyLayers(n int) map[string][]string {
	layers := make([]string, n)
	for i := range layers {
		layers[i] = "kvilt"
	}
	return map[string][]string{"brostkorg": layers}
}

func BenchmarkDeriveAndExplain50000ArmorLayers(b *testing.B) {
	r := load(b)
	c := character(12, 11, 14, 13, 15)
	c.Armor = manyLayers(50000)
	for b.Loop() {
		for _, v := range r.Derive(c).Values() {
			v.Why.In(engine.Words{})
		}
	}
}

func BenchmarkDerive20000Skills(b *testing.B) {
	r := load(b)
	c := character(12, 11, 14, 13, 15)
	for i := range 20000 {
		c.Skills = append(c.Skills, sheet.Skill{Name: fmt.Sprintf("Färdighet %06d", i), Group: "vanlig", Value: i % 20})
	}
	c.Weapons = []sheet.Weapon{{ID: "svard"}}
	for b.Loop() {
		r.Derive(c)
	}
}

// Damage typed at the table and an opponent's value are checked before they are added to
// anything: the largest int once went into the wound as typed.
func TestActionsRefuseNumbersOutOfRange(t *testing.T) {
	r := load(t)
	c := character(12, 11, 14, 13, 15)
	if _, _, err := r.TakeDamage(c, "huvud", math.MaxInt, "H"); err == nil {
		t.Error("damage of MaxInt was taken")
	}
	if _, err := r.Conflict(c, "HÄL", 0, math.MaxInt, 0, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("an opponent of MaxInt was rolled against")
	}
	if _, _, err := r.TakeDamage(c, "huvud", 999, "H"); err != nil {
		t.Errorf("damage 999: %v", err)
	}
}
