package ui

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
)

// tapText taps the innermost tappable below root that shows text, as a person clicks an
// option of a radio group.
func tapText(t testing.TB, root fyne.CanvasObject, text string) {
	t.Helper()
	for _, o := range shownIn(root) {
		if tap, ok := o.(fyne.Tappable); ok && innermost(o) && showsText(o, text) {
			test.Tap(tap)
			return
		}
	}
	t.Fatalf("nothing to tap shows %q", text)
}

// The bug this guards against: with no file the program opened a blank character of one
// ruleset without asking, and File → New beside it made a second. It starts by asking which
// rules the new character plays by, or for a file.
func TestTheFirstStartAsksWhichRules(t *testing.T) {
	s := NewSession(test.NewTempApp(t), registry(t))
	s.ShowStart()
	t.Cleanup(s.win.Close)
	if len(s.editors) != 0 {
		t.Fatalf("the start opened %d characters unasked", len(s.editors))
	}
	rs, err := s.reg.Lookup("odestarningar")
	if err != nil {
		t.Fatal(err)
	}
	tapText(t, s.win.Content(), rs.Description().Name)
	tapButton(t, s.win.Content(), lang.L("Create"))
	if len(s.editors) != 1 || s.editors[0].doc.Ruleset != "odestarningar" {
		t.Fatalf("chose %s and Create: %d characters open, the first of %v", rs.Description().Name, len(s.editors), s.editors)
	}
	if s.start != nil || s.tabs.Selected() != s.editors[0].tab {
		t.Fatal("the character is not shown in its tab")
	}
}

// The bug this guards against: closing the last tab quit the program. The window shows where
// to start again instead.
func TestClosingTheLastTabShowsWhereToStart(t *testing.T) {
	e, w := open(t)
	closeTab(t, e)
	if len(e.session.editors) != 0 || e.session.start == nil || !slices.Contains(objectsIn(w.Content()), e.session.start.object) {
		t.Fatalf("after the last tab closed the window shows %s", fmt.Sprintf("%T", w.Content()))
	}
	tapButton(t, w.Content(), lang.L("Create"))
	if len(e.session.editors) != 1 {
		t.Fatalf("Create after the last tab closed: %d characters", len(e.session.editors))
	}
}
