package ui

import (
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"rollformular/engine/fieldpath"
	"rollformular/ui/uitest"
)

// The bug this guards against: Ctrl+Z and Ctrl+Y did not undo the character. The desktop
// driver makes them Fyne's own Undo and Redo, which the menu's custom Ctrl+Z never matched; in
// a number field Ctrl+Z ran the field's text undo instead, emptying it ('STY: "" är inget
// heltal'). Undo is the character's wherever the focus is.
func TestCtrlZAndCtrlYUndoTheCharacterWhereverTheFocusIs(t *testing.T) {
	e, w := open(t)
	before := e.Document().Attributes["sty"]
	sty := fieldOf(t, e, fieldpath.Attribute("sty"))
	uitest.Retype(w, sty, "16") // the focus stays in STY's field
	if e.Document().Attributes["sty"] != 16 {
		t.Fatalf("typed 16 into STY, the document holds %d", e.Document().Attributes["sty"])
	}
	shows := func(want int) {
		t.Helper()
		if got := e.Document().Attributes["sty"]; got != want {
			t.Errorf("STY in the document is %d, want %d", got, want)
		}
		if got := uitest.Texts(sty); !slices.Contains(got, strconv.Itoa(want)) {
			t.Errorf("STY's field shows %q, want %q", got, strconv.Itoa(want))
		}
		// Åsa breaks no rule: a problem is the field's text not taken.
		if !uitest.ShowsText(e.TabItem().Content, lang.L("No problems")) {
			t.Errorf("the editor reports a problem: %q", uitest.Texts(e.TabItem().Content))
		}
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	shows(before)
	uitest.Press(w, fyne.KeyY, fyne.KeyModifierShortcutDefault)
	shows(16)

	w.Canvas().Unfocus()
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	shows(before)
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift)
	shows(16)
}
