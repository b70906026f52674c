package sheetview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/engine"
	"rollformular/ui/catalog"
	"rollformular/ui/uitest"
)

// These helpers operate the editor as a person does, with package uitest: through the widgets
// on the window's canvas and Fyne's test driver, never through the handlers behind them.

// showTab taps the editor's tab that reads label.
func showTab(t testing.TB, e *Editor, label string) {
	t.Helper()
	uitest.TapTab(t, e.object, label)
}

// value is the derived value with id, wherever the layout puts it: tests may name values,
// the editor does not.
func value(e *Editor, id string) engine.Value {
	v, _ := e.layout.Find(id)
	return v
}

// rollForm is the first roll form of the editor's rolls tab.
func rollForm(t testing.TB, e *Editor) *formPanel {
	t.Helper()
	s := sectionOf[*rollsSection](e)
	if s == nil || len(s.forms) == 0 {
		t.Fatal("the rolls tab has no roll form")
	}
	return s.forms[0]
}

// harmInputs are the inputs of the state tab's action of harm with id.
func harmInputs(t testing.TB, e *Editor, id string) *inputs {
	t.Helper()
	s := sectionOf[*stateSection](e)
	if s == nil || s.harm.inputs[id] == nil {
		t.Fatalf("the state tab has no action %q with inputs", id)
	}
	return s.harm.inputs[id]
}

// openCatalogue taps the button that reads button, and returns the catalogue it opens and its
// search, which has the focus.
func openCatalogue(t testing.TB, e *Editor, w fyne.Window, button string) (*catalog.SearchEntry, fyne.CanvasObject) {
	t.Helper()
	uitest.TapButton(t, e.object, button)
	d := uitest.InDialog(t, w)
	search, ok := w.Canvas().Focused().(*catalog.SearchEntry)
	if !ok {
		t.Fatalf("the catalogue opens with the focus on %T, not its search", w.Canvas().Focused())
	}
	return search, d
}

// pickSkill opens the skills tab's catalogue of the rules, searches for name and taps the
// skill, as a person adds one; the dialog stays open, to be filled in and added.
func pickSkill(t testing.TB, e *Editor, w fyne.Window, name string) fyne.CanvasObject {
	t.Helper()
	showTab(t, e, lang.L("Skills"))
	search, d := openCatalogue(t, e, w, lang.L("Add from the rules…"))
	test.Type(search, name)
	uitest.TapCell(t, w, d, name)
	return d
}
