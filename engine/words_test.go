package engine

import "testing"

// The bug this guards against: the Swedish editor wrote "skada i snitt 14.5", with the
// decimal point of English.
func TestDecimalIsWrittenAsTheLanguageWritesIt(t *testing.T) {
	sv, en := Words{}, Words{english: map[string]string{}}
	for _, c := range []struct {
		f         float64
		prec      int
		swe, engl string
	}{{14.5, 1, "14,5", "14.5"}, {11.25, 1, "11,2", "11.2"}, {3, 1, "3,0", "3.0"}, {0.25, -1, "0,25", "0.25"}, {2, -1, "2", "2"}} {
		if got := sv.Decimal(c.f, c.prec); got != c.swe {
			t.Errorf("Swedish %v: %q, want %q", c.f, got, c.swe)
		}
		if got := en.Decimal(c.f, c.prec); got != c.engl {
			t.Errorf("English %v: %q, want %q", c.f, got, c.engl)
		}
	}
}
