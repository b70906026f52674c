package ui

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"rollformular/ui/uitest"
)

// showingApp is Fyne's test app whose windows note what they held when first shown, and call
// onShow, where set, as they are.
type showingApp struct {
	fyne.App
	windows []*showingWindow
	onShow  func()
}

func (a *showingApp) NewWindow(title string) fyne.Window {
	w := &showingWindow{Window: a.App.NewWindow(title), app: a}
	a.windows = append(a.windows, w)
	return w
}

// showingWindow counts its Show calls and keeps the content it had at the first.
type showingWindow struct {
	fyne.Window
	app       *showingApp
	shows     int
	shownWith fyne.CanvasObject
}

func (w *showingWindow) Show() {
	if w.shows == 0 {
		w.shownWith = w.Content()
		if w.app.onShow != nil {
			w.app.onShow()
		}
	}
	w.shows++
	w.Window.Show()
}

// onlyWindow is the one window a showingApp made.
func (a *showingApp) onlyWindow(t *testing.T) *showingWindow {
	t.Helper()
	if len(a.windows) != 1 {
		t.Fatalf("%d windows made, not one", len(a.windows))
	}
	return a.windows[0]
}

// The slow start this guards against: the window was shown as it was made, empty, and the
// first sheet was built, laid out and painted after it. The window is shown once, with the
// page it opens with (issue 46).
func TestTheWindowIsShownOnceWithItsFirstPage(t *testing.T) {
	a := &showingApp{App: test.NewTempApp(t)}
	s := NewSession(a, uitest.Registry(t))
	if _, err := s.ShowFile(example); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.win.Close)
	w := a.onlyWindow(t)
	if w.shows != 1 || w.shownWith == nil || w.shownWith != w.Content() {
		t.Fatalf("shown %d times, first with %v, not with the sheet (%v)", w.shows, w.shownWith, w.Content())
	}
	if _, err := s.ShowFile(example); err != nil {
		t.Fatal(err)
	}
	if w.shows != 1 {
		t.Errorf("shown %d times after a second sheet opened, not once", w.shows)
	}
}

// A folder of characters opened at once shows the window when they are all open, with the
// last one's tab chosen: the first is not drawn only to be covered at once.
func TestTheWindowOfSeveralFilesIsShownWithTheLast(t *testing.T) {
	a := &showingApp{App: test.NewTempApp(t)}
	s := NewSession(a, uitest.Registry(t))
	paths := copiesOf(t, example, 3)
	var chosenAtShow string
	a.onShow = func() {
		if e := s.Current(); e != nil {
			chosenAtShow = e.Path()
		}
	}
	s.OpenAll(paths[:0]) // nothing to open: no window is made or shown
	if len(a.windows) != 0 {
		t.Fatalf("%d windows made for no file", len(a.windows))
	}
	if opened, failed := s.OpenAll(paths); opened != 3 || len(failed) != 0 {
		t.Fatalf("opened %d, failed %v", opened, failed)
	}
	t.Cleanup(s.win.Close)
	w := a.onlyWindow(t)
	if w.shows != 1 || w.shownWith == nil || chosenAtShow != paths[2] {
		t.Errorf("shown %d times, with the tab of %q chosen, not once with %s's", w.shows, chosenAtShow, filepath.Base(paths[2]))
	}
}

// With no file the window is shown once, with the start panel in it.
func TestTheStartWindowIsShownWithItsPanel(t *testing.T) {
	a := &showingApp{App: test.NewTempApp(t)}
	s := NewSession(a, uitest.Registry(t))
	s.ShowStart()
	t.Cleanup(s.win.Close)
	w := a.onlyWindow(t)
	if w.shows != 1 || w.shownWith == nil || w.shownWith != w.Content() {
		t.Errorf("shown %d times, first with %v, not with the start panel", w.shows, w.shownWith)
	}
}
