package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine/fieldpath"
	"rollformular/sheet"
	"rollformular/ui/sheetview"
	"rollformular/ui/uitest"
)

// These helpers operate the session as a person does, with package uitest: through the widgets
// on the window's canvas, its menus and shortcuts, and Fyne's test driver. What a sheet shows
// inside its tab is tested in package sheetview.

const example = "../assets/examples/asa-jarnhand.json"

// open shows the example character in a headless session.
func open(t testing.TB) (*sheetview.Editor, fyne.Window) {
	t.Helper()
	return openFile(t, example)
}

// openFile opens the document at path in a headless session, as if it were new: saving asks
// where.
func openFile(t testing.TB, path string) (*sheetview.Editor, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	doc, err := sheet.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	e, err := NewSession(a, uitest.Registry(t)).ShowDocument(doc, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.Window().Close)
	return e, e.Window()
}

// sessionOf is the session e's sheet is shown in.
func sessionOf(e *sheetview.Editor) *Session { return e.Host().(sheetWindow).s }

// fieldOf is the field path is typed in, gone to as a problem's link goes to it.
func fieldOf(t testing.TB, e *sheetview.Editor, path fieldpath.Path) uitest.Field {
	t.Helper()
	e.GoTo(path)
	f, ok := e.Window().Canvas().Focused().(uitest.Field)
	if !ok {
		t.Fatalf("no field of %s takes the focus", path)
	}
	return f
}

// nameOf is the entry the character's name is typed in.
func nameOf(t testing.TB, e *sheetview.Editor) *widget.Entry {
	t.Helper()
	entry, ok := fieldOf(t, e, "name").(*widget.Entry)
	if !ok {
		t.Fatal("the name is typed in no entry")
	}
	return entry
}

// retype types text over what attribute id's field holds.
func retype(t testing.TB, e *sheetview.Editor, id, text string) {
	t.Helper()
	uitest.Retype(e.Window(), fieldOf(t, e, fieldpath.Attribute(id)), text)
}

// says reports whether a label shown in e's tab says s: the roll log's line, a problem.
func says(e *sheetview.Editor, s string) bool { return uitest.SaysIn(e.TabItem().Content, s) }

// closeTab taps the × of the editor's tab.
func closeTab(t testing.TB, e *sheetview.Editor) {
	t.Helper()
	for _, x := range uitest.ShownIn(sessionOf(e).tabs) {
		if fmt.Sprintf("%T", x) != "*container.tabButton" || !uitest.ShowsText(x, e.TabItem().Text) {
			continue
		}
		// The × is the one tappable inside the tab's button.
		for _, y := range uitest.ObjectsIn(x) {
			if c, ok := y.(fyne.Tappable); ok && y != x {
				test.Tap(c)
				return
			}
		}
	}
	t.Fatalf("no tab %q to close", e.TabItem().Text)
}
