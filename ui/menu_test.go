package ui

import (
	"rollformular/ui/uitest"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
)

// The bug this guards against: Ctrl+Z and Ctrl+Y did not undo the character. The desktop
// driver makes them Fyne's own Undo and Redo, which the menu's custom Ctrl+Z never matched; in
// a number field Ctrl+Z ran the field's text undo instead, emptying it ('STY: "" är inget
// heltal'). Undo is the character's wherever the focus is.
func TestCtrlZAndCtrlYUndoTheCharacterWhereverTheFocusIs(t *testing.T) {
	e, w := open(t)
	before := e.doc.Attributes["sty"]
	retype(e, "sty", "16") // the focus stays in STY's field
	if e.doc.Attributes["sty"] != 16 {
		t.Fatalf("typed 16 into STY, the document holds %d", e.doc.Attributes["sty"])
	}
	shows := func(want int) {
		t.Helper()
		if got := e.doc.Attributes["sty"]; got != want {
			t.Errorf("STY in the document is %d, want %d", got, want)
		}
		if got := e.attributes["sty"].Text; got != strconv.Itoa(want) {
			t.Errorf("STY's field shows %q, want %q", got, strconv.Itoa(want))
		}
		if len(e.badInput) != 0 {
			t.Errorf("the editor reports bad input: %v", e.badInput)
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
