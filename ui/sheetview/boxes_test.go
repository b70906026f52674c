package sheetview

import "testing"

func TestParseBoxes(t *testing.T) {
	for in, want := range map[string]float64{"2": 2, "0,25": 0.25, "1.5": 1.5, "¾": 0.75, "1¼": 1.25, "1/4": 0.25, " 3 ": 3} {
		if got, err := parseBoxes(in); err != nil || got != want {
			t.Errorf("%q: %g, %v; want %g", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "x", "-1", "1/0", "NaN", "1e9", "½x"} {
		if _, err := parseBoxes(bad); err == nil {
			t.Errorf("%q was read as boxes", bad)
		}
	}
}
