package kit

import "testing"

// The odds caption "VL 16 % · L 28 % · DL 33 % · M 19 % · VM 5 %", wrapped by words in a
// table row, broke as "… M 19" / "% · VM 5 %".
func TestOddsLinesBreakBetweenItems(t *testing.T) {
	for in, want := range map[string]string{
		"VL 16 % · L 28 % · DL 33 % · M 19 % · VM 5 %": "VL 16 % · L 28 % ·\nDL 33 % · M 19 % · VM 5 %",
		"Lyckas 45 % · Misslyckas 55 %":                "Lyckas 45 % · Misslyckas 55 %",
		"a · b · c":                                    "a ·\nb · c",
		"":                                             "",
	} {
		if got := OddsLines(in); got != want {
			t.Errorf("OddsLines(%q) = %q, want %q", in, got, want)
		}
	}
}
