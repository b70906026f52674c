package engine

import (
	"math"
	"rollformular/sheet"
	"strings"
	"testing"
)

func TestPlusAndMinusHoldAtTheEndsInsteadOfWrapping(t *testing.T) {
	cases := []struct{ a, b, plus, minus int }{
		{1, 2, 3, -1},
		{math.MaxInt, 1, math.MaxInt, math.MaxInt - 1},
		{math.MinInt, -1, math.MinInt, math.MinInt + 1},
		{math.MaxInt, math.MaxInt, math.MaxInt, 0},
		{math.MinInt, math.MinInt, math.MinInt, 0},
		{0, math.MinInt, math.MinInt, math.MaxInt},
		{-1, math.MinInt, math.MinInt, math.MaxInt},
		{5, math.MinInt, math.MinInt + 5, math.MaxInt},
		{math.MaxInt, math.MinInt, -1, math.MaxInt},
	}
	for _, c := range cases {
		if got := Plus(c.a, c.b); got != c.plus {
			t.Errorf("Plus(%d, %d) = %d, want %d", c.a, c.b, got, c.plus)
		}
		if got := Minus(c.a, c.b); got != c.minus {
			t.Errorf("Minus(%d, %d) = %d, want %d", c.a, c.b, got, c.minus)
		}
	}
}

func TestSane(t *testing.T) {
	for v, want := range map[int]int{math.MaxInt: Far, math.MinInt: -Far, 12: 12, -3: -3} {
		if got := Sane(v); got != want {
			t.Errorf("Sane(%d) = %d", v, got)
		}
	}
	if SaneFloat(math.NaN()) != 0 || SaneFloat(math.Inf(1)) != Far || SaneFloat(1e308) != Far || SaneFloat(0.25) != 0.25 {
		t.Error("SaneFloat")
	}
}

func TestOutOfRangeFlagsAndKeeps(t *testing.T) {
	d := NewDerived(sheet.New("x"), 0)
	r := Range{1, 30}
	if d.OutOfRange("attributes.ode", "Öde", 30, r) || len(d.Problems()) != 0 {
		t.Fatal("30 is in 1–30")
	}
	if !d.OutOfRange("attributes.ode", "Öde", math.MaxInt, r) {
		t.Fatal("MaxInt is not in 1–30")
	}
	p := d.Problems()[0]
	if p.Severity != Error || p.Field != "attributes.ode" || p.Message != "Öde 9223372036854775807: ska vara från 1 till 30" {
		t.Errorf("%+v", p)
	}
	if !d.OutOfRangeFloat("gear.0", "kg", 1e308, Range{0, 220}) || !strings.Contains(d.Problems()[1].Message, "1e+308") {
		t.Errorf("%+v", d.Problems())
	}
	if (Range{-2, 6}).String() != "−2–6" {
		t.Error((Range{-2, 6}).String())
	}
}

func TestCheckOptionsNamesTheOptionAndItsRange(t *testing.T) {
	opts := []ProbOption{{Name: "mod", Range: Range{-100, 100}}, {Name: "value", Range: Range{0, 99}}}
	if err := CheckOptions(opts, map[string]int{"mod": -100, "value": 99}); err != nil {
		t.Fatal(err)
	}
	err := CheckOptions(opts, map[string]int{"mod": math.MinInt})
	if err == nil || err.Error() != "--mod -9223372036854775808: from −100 to 100" {
		t.Errorf("err %v", err)
	}
}

// FoldKey makes two names the same key exactly when strings.EqualFold calls them equal.
func TestFoldKeyAgreesWithEqualFold(t *testing.T) {
	names := []string{"Svärd", "SVÄRD", "svärd", "Spela Flöjt", "spela flöjt", "K", "k", "\u212a", "ß", "ss", "SS", "Σ", "σ", "ς", "Ö", "ö", "", "\xff", "a\xffb", "A\xffB"}
	for _, a := range names {
		for _, b := range names {
			if (FoldKey(a) == FoldKey(b)) != strings.EqualFold(a, b) {
				t.Errorf("%q, %q: keys %q and %q, EqualFold %v", a, b, FoldKey(a), FoldKey(b), strings.EqualFold(a, b))
			}
		}
	}
}

func FuzzFoldKeyAgreesWithEqualFold(f *testing.F) {
	f.Add("Svärd", "SVÄRD")
	f.Add("K", "\u212a")
	f.Fuzz(func(t *testing.T, a, b string) {
		if (FoldKey(a) == FoldKey(b)) != strings.EqualFold(a, b) {
			t.Errorf("%q, %q: keys %q and %q, EqualFold %v", a, b, FoldKey(a), FoldKey(b), strings.EqualFold(a, b))
		}
	})
}
