package dice

import (
	"errors"
	"math/big"
	"strings"
	"testing"
)

func TestParseAcceptsSwedishAndEnglishNotation(t *testing.T) {
	cases := []struct {
		in   string
		want Expr
		str  string
	}{
		{"3T6", Expr{3, 6, 0}, "3T6"},
		{"3t6", Expr{3, 6, 0}, "3T6"},
		{"3d6", Expr{3, 6, 0}, "3T6"},
		{"T20", Expr{1, 20, 0}, "1T20"},
		{"d20", Expr{1, 20, 0}, "1T20"},
		{"2T8+3", Expr{2, 8, 3}, "2T8+3"},
		{"1T10+10", Expr{1, 10, 10}, "1T10+10"},
		{"2T6-1", Expr{2, 6, -1}, "2T6-1"},
		{" 2T6 - 1 ", Expr{2, 6, -1}, "2T6-1"},
		{"2T6−1", Expr{2, 6, -1}, "2T6-1"},
		{"1000T1000", Expr{1000, 1000, 0}, "1000T1000"},
	}
	for _, c := range cases {
		got, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("Parse(%q) = %+v, want %+v", c.in, got, c.want)
		}
		if got.String() != c.str {
			t.Errorf("Parse(%q).String() = %q, want %q", c.in, got.String(), c.str)
		}
	}
}

func TestParseErrorsNameThePosition(t *testing.T) {
	cases := []struct {
		in   string
		pos  int
		text string
	}{
		{"", 1, "empty"},
		{"3X6", 2, "expected T or d"},
		{"3T", 3, "number of sides"},
		{"3Tx", 3, "number of sides"},
		{"0T6", 1, "zero dice"},
		{"3T0", 3, "at least one side"},
		{"3T6+", 5, "number after the sign"},
		{"3T6*2", 4, "expected + or -"},
		{"3T6+2x", 6, "unexpected"},
		{"1001T6", 1, "more than the 1000 allowed"},
		{"3T1001", 3, "more than the 1000 allowed"},
		{"3T6+99999999999999999999", 5, "more than"},
		{"ÅT6", 1, "expected T or d"},
	}
	for _, c := range cases {
		_, err := Parse(c.in)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) error = %v, want a *SyntaxError", c.in, err)
			continue
		}
		if se.Pos != c.pos || !strings.Contains(se.Msg, c.text) {
			t.Errorf("Parse(%q) = position %d %q, want position %d containing %q", c.in, se.Pos, se.Msg, c.pos, c.text)
		}
		if !strings.Contains(err.Error(), "position") {
			t.Errorf("Parse(%q) message %q does not name the position", c.in, err)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"3T6", "3t6", "3d6", "T20", "2T8+3", "1T10+10", "2T6-1", "", "T", "1000T1000-1000000", "3T6 +  2", "−"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := Parse(s)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) || se.Pos < 1 || se.Pos > len([]rune(s))+1 {
				t.Fatalf("Parse(%q): error %v lacks a position inside the input", s, err)
			}
			return
		}
		if e.Count < 1 || e.Count > MaxDice || e.Sides < 1 || e.Sides > MaxSides || e.Mod < -MaxMod || e.Mod > MaxMod {
			t.Fatalf("Parse(%q) = %+v, outside the bounds", s, e)
		}
		again, err := Parse(e.String())
		if err != nil || again != e {
			t.Fatalf("Parse(%q).String() = %q does not parse back: %+v, %v", s, e.String(), again, err)
		}
		// The closed-form mean lies between the ends, and is the distribution's where that is
		// cheap to count: its counts sum to every way the dice fall.
		mean := e.Mean()
		if mean.Cmp(big.NewRat(int64(e.Min()), 1)) < 0 || mean.Cmp(big.NewRat(int64(e.Max()), 1)) > 0 {
			t.Fatalf("%s: mean %s outside %d–%d", e, mean.RatString(), e.Min(), e.Max())
		}
		if e.Count*e.Totals() > 200_000 {
			return
		}
		d, err := e.Dist()
		if err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		sum := new(big.Int)
		for _, c := range d.Counts {
			if c.Sign() <= 0 {
				t.Fatalf("%s: a total of count %s", e, c)
			}
			sum.Add(sum, c)
		}
		if sum.Cmp(d.Outcomes) != 0 || d.Mean().Cmp(mean) != 0 || d.Min != e.Min() || d.Max() != e.Max() {
			t.Fatalf("%s: counts sum to %s of %s, mean %s, want %s", e, sum, d.Outcomes, d.Mean().RatString(), mean.RatString())
		}
	})
}
