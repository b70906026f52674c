package export

import (
	"strings"
	"testing"
)

// A part wider than its line is broken into pieces that each fit, nothing lost: a word of
// 2,000 letters, one of a few, a narrow line and a line narrower than any letter.
func TestWrapPartsBreaksOnlyWhatIsTooWide(t *testing.T) {
	d, err := newDocument(fixed, "test")
	if err != nil {
		t.Fatal(err)
	}
	d.font("", 9, ink)
	long := string([]rune(strings.Repeat("Ödestärning", 182))[:2000])
	for _, tc := range []struct {
		parts []string
		w     float64
	}{
		{[]string{long}, 40},
		{[]string{"kort", long, "", "Svärd"}, 40},
		{[]string{"Svärd", "Sköld"}, 100},
		{[]string{long}, 0.5},
		{[]string{"ab"}, -3},
	} {
		pieces := d.wrapParts(tc.parts, tc.w)
		if got, want := strings.Join(pieces, ""), strings.Join(tc.parts, ""); got != want {
			t.Errorf("w %v: the pieces make %.60q, not %.60q", tc.w, got, want)
		}
		for _, p := range pieces {
			if n := len([]rune(p)); n > 1 && d.GetStringWidth(p) > tc.w {
				t.Errorf("w %v: a piece of %d letters is %.1f wide", tc.w, n, d.GetStringWidth(p))
			}
		}
		if tc.w == 100 && len(pieces) != 2 {
			t.Errorf("parts that fit are kept whole: %q", pieces)
		}
	}
	if got := d.wrapParts([]string{"a", "", "b"}, 40); len(got) != 3 || got[1] != "" {
		t.Errorf("an empty part is kept, as a list prints it: %q", got)
	}
}

// The bug: a spelsystemet hagelgevär's damage "4T6/2T6/1T6" in its 18 mm column printed as
// "4T6/2T6/1T" over "6", a die cut from its number. A word too long for its line is cut after
// a slash or a dash where it has one.
func TestAWordTooLongIsCutAfterItsSlash(t *testing.T) {
	d, err := newDocument(fixed, "test")
	if err != nil {
		t.Fatal(err)
	}
	d.font("B", 9, ink)
	w := d.GetStringWidth("4T6/2T6/1T")
	if got := d.wrap("4T6/2T6/1T6", w); strings.Join(got, "|") != "4T6/2T6/|1T6" {
		t.Errorf("4T6/2T6/1T6 in %.1f mm wraps as %q", w, got)
	}
	if got := d.wrap("Stridsyxa-Tvåhandsklubba", d.GetStringWidth("Stridsyxa-Tvåhands")); strings.Join(got, "|") != "Stridsyxa-|Tvåhandsklubba" {
		t.Errorf("a dashed word wraps as %q", got)
	}
}
