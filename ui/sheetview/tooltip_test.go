package sheetview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/ui/uitest"
)

// hover rests the pointer on o, as a player does, and returns the tip shown then ("" for
// none); the pointer then leaves, and the tip must go with it.
func hover(t *testing.T, e *Editor, w fyne.Window, o fyne.CanvasObject) string {
	t.Helper()
	layer := hostOf(e).tips
	layer.Delay = 0
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o).Add(fyne.NewPos(3, 3))
	test.MoveMouse(w.Canvas(), at)
	tip := layer.Shown()
	test.MoveMouse(w.Canvas(), fyne.NewPos(w.Canvas().Size().Width-1, w.Canvas().Size().Height-1))
	if layer.Shown() != "" {
		t.Errorf("the tip %q stays after the pointer left", tip)
	}
	return tip
}

// "Explanations on hover: every derived value, odds text and abbreviation explains itself in a
// tooltip" — on the tabs that build the character, not only at the table.
func TestValuesOddsAndAbbreviationsExplainThemselvesOnHover(t *testing.T) {
	e, w := open(t)
	w.Resize(fyne.NewSize(1366, 3000)) // every row of a tab on the screen at once
	lp := value(e, "lp")
	if tip := hover(t, e, w, e.derived["lp"].number); !strings.Contains(tip, explanation(lp, e.words)) {
		t.Errorf("LP %s explains itself as %q; want %q", lp.Text, tip, explanation(lp, e.words))
	}
	// The odds say what is rolled against what, the modifier typed included.
	tip := hover(t, e, w, e.sections[0].(*characterSection).odds["hal"])
	if !strings.Contains(tip, "HÄL 12") {
		t.Errorf("HÄL's odds explain themselves as %q", tip)
	}
	uitest.Retype(w, e.mod, "-3")
	tip = hover(t, e, w, e.sections[0].(*characterSection).odds["hal"])
	if want := "(" + lang.L("against") + " 9)"; !strings.Contains(tip, want) {
		t.Errorf("with −3 typed HÄL's odds explain themselves as %q; want %q", tip, want)
	}
	uitest.Retype(w, e.mod, "0")

	showTab(t, e, lang.L("Equipment"))
	var eq *equipmentSection
	for _, s := range e.sections {
		if s, ok := s.(*equipmentSection); ok {
			eq = s
		}
	}
	// Abbreviations explain themselves: the armor's "H 5 K 3 S 4" and a weapon's damage type.
	legend := map[string]string{}
	for _, l := range e.legend() {
		legend[l.abbr] = l.abbr + ": " + l.meaning
	}
	if tip := hover(t, e, w, eq.parts["huvud"].sp); !strings.Contains(tip, legend["H"]) || !strings.Contains(tip, legend["S"]) {
		t.Errorf("the head's SP %q explains itself as %q; want %q and %q", eq.parts["huvud"].sp.Text, tip, legend["H"], legend["S"])
	}
	r := eq.wRows[0]
	if tip := hover(t, e, w, r.odds); !strings.Contains(tip, lang.L("The exact odds of rolling {{.Roll}}", map[string]any{"Roll": ""})) {
		t.Errorf("the first weapon's odds %q explain themselves as %q", r.odds.Text, tip)
	}
	if tip := hover(t, e, w, r.damage); tip == "" {
		t.Errorf("the first weapon's damage %q does not explain its abbreviations", r.damage.Text)
	}
}
