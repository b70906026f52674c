package kit

import "testing"

// The odds caption "VL 16 % · L 28 % · DL 33 % · M 19 % · VM 5 %", wrapped by words in a
// table row, broke as "… M 19" / "% · VM 5 %"; Närstrid's "… svårt (7) 33" / "%".
func TestOddsLinesBreakBetweenItems(t *testing.T) {
	for in, want := range map[string]string{
		"VL 16 % · L 28 % · DL 33 % · M 19 % · VM 5 %": "VL 16 % · L 28 % ·\nDL 33 % · M 19 % · VM 5 %",
		"3+4 T6: normalt (5) 94 % · svårt (7) 33 %":    "3+4 T6: normalt (5) 94 % ·\nsvårt (7) 33 %",
		"lyckas 45 %": "lyckas 45 %",
		"a · b · c":   "a ·\nb · c",
		"":            "",
	} {
		if got := OddsLines(in); got != want {
			t.Errorf("OddsLines(%q) = %q, want %q", in, got, want)
		}
	}
}
