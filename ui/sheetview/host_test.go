package sheetview

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"rollformular/engine"
	"rollformular/houserules"
	"rollformular/recovery"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/locale"
	"rollformular/ui/locale/translations"
	"rollformular/ui/uitest"
)

// testHost is the window a test's sheets are shown in: the sheet's tabs in one headless window,
// as the program's session shows them, with its tips over them. What the session does beyond
// that (menus, the start panel, campaigns) is tested in package ui; what the sheet asks of it
// here is kept for the test to look at.
type testHost struct {
	t       testing.TB
	reg     *engine.Registry
	win     fyne.Window
	tabs    *container.DocTabs
	tips    *kit.TipLayer
	editors []*Editor
	packs   houserules.Cache
	rescue  *recovery.Folder
	// recent are the files saved, newest first; used the packs used, newest first.
	recent, used []string
	templates    string // the folder templates are kept in
	paper        string
}

var _ Host = (*testHost)(nil)

const example = "../../assets/examples/asa-jarnhand.json"

// newHost is a headless window for sheets by the rules the program ships, of a test app of
// its own.
func newHost(t testing.TB) *testHost { t.Helper(); return newHostOf(t, uitest.Registry(t)) }

// newHostOf is a headless window for sheets by the rules of reg. Its Edit menu undoes and
// redoes in the sheet shown, with Fyne's Undo and Redo as the program's window has them, which
// the desktop driver offers the menu before the focused field (uitest.Press).
func newHostOf(t testing.TB, reg *engine.Registry) *testHost {
	t.Helper()
	a := test.NewTempApp(t)
	h := &testHost{t: t, reg: reg, win: a.NewWindow("Rollformulär"), tips: kit.NewTipLayer(),
		rescue: recovery.New(t.TempDir()), templates: filepath.Join(t.TempDir(), "templates"), paper: "a4"}
	h.win.Resize(fyne.NewSize(1280, 720))
	item := func(label string, shortcut fyne.Shortcut, act func(*Editor)) *fyne.MenuItem {
		i := fyne.NewMenuItem(label, func() {
			if e := h.shown(); e != nil {
				act(e)
			}
		})
		i.Shortcut = shortcut
		return i
	}
	h.win.SetMainMenu(fyne.NewMainMenu(fyne.NewMenu("Edit",
		item("Undo", &fyne.ShortcutUndo{}, (*Editor).Undo), item("Redo", &fyne.ShortcutRedo{}, (*Editor).Redo))))
	t.Cleanup(h.win.Close)
	t.Cleanup(h.rescue.Close)
	return h
}

// shown is the sheet whose tab is shown, nil before there is one.
func (h *testHost) shown() *Editor {
	for _, e := range h.editors {
		if h.tabs != nil && h.tabs.Selected() == e.tab {
			return e
		}
	}
	return nil
}

// speak makes preferred ("sv", "en") the language, and words every sheet anew in it, as the
// program's settings do.
func (h *testHost) speak(preferred string) {
	locale.Apply(preferred)
	if err := translations.Load(); err != nil {
		h.t.Fatal(err)
	}
	for _, e := range h.editors {
		e.Relabel()
	}
}

// openNew shows a new character by ruleset in a headless window.
func openNew(t testing.TB, ruleset string) *Editor {
	t.Helper()
	h := newHost(t)
	rs, err := h.reg.Lookup(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := screen.NewCharacter(rs, nil)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := show(t, h, doc, "")
	return e
}

// open shows the example character in a headless window.
func open(t testing.TB) (*Editor, fyne.Window) {
	t.Helper()
	return openFile(t, example)
}

// openFile opens the document at path in a headless window, as if it were new: saving asks
// where.
func openFile(t testing.TB, path string) (*Editor, fyne.Window) {
	t.Helper()
	doc, err := sheet.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return show(t, newHost(t), doc, "")
}

// openSaved opens the document saved at path in h, as the program opens a file.
func openSaved(t testing.TB, h *testHost, path string) *Editor {
	t.Helper()
	doc, err := sheet.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := show(t, h, doc, path)
	return e
}

// show opens doc, loaded from path, in h.
func show(t testing.TB, h *testHost, doc *sheet.Character, path string) (*Editor, fyne.Window) {
	t.Helper()
	e, err := h.ShowDocument(doc, path)
	if err != nil {
		t.Fatal(err)
	}
	return e, e.win
}

// hostOf is the window e's sheet is shown in.
func hostOf(e *Editor) *testHost { return e.host.(*testHost) }

func (h *testHost) Registry() *engine.Registry { return h.reg }
func (h *testHost) Tips() *kit.TipLayer        { return h.tips }

// Opened counts e among the sheets, and tells the fight of the sheet shown, as the program's
// window does: the characters it can fight changed.
func (h *testHost) Opened(e *Editor) {
	h.editors = append(h.editors, e)
	if shown := h.shown(); shown != nil {
		shown.OthersChanged()
	}
}
func (h *testHost) OpensBehind() bool          { return false }
func (h *testHost) Editors() []*Editor         { return h.editors }
func (h *testHost) UndoChanged()               {}
func (h *testHost) Watch(string)               {}
func (h *testHost) Recent() []string           { return h.recent }
func (h *testHost) Packs() []string            { return h.used }
func (h *testHost) Paper() string              { return h.paper }
func (h *testHost) Recovery() *recovery.Folder { return h.rescue }

func (h *testHost) RulesOf(doc *sheet.Character, path string, shipped engine.Ruleset) (engine.Ruleset, error) {
	if doc.HouseRules == nil {
		return shipped, nil
	}
	return HouseRulesOf(&h.packs, h.reg, doc.HouseRules, kit.DisplayName(doc), doc.Ruleset, path, shipped)
}

func (h *testHost) ShowDocument(doc *sheet.Character, path string) (*Editor, error) {
	e, err := New(h, h.win, doc, path)
	if err != nil {
		return nil, err
	}
	if h.tabs == nil {
		h.tabs = container.NewDocTabs(e.tab)
		h.tabs.CloseIntercept = func(t *container.TabItem) {
			if i := slices.IndexFunc(h.editors, func(e *Editor) bool { return e.tab == t }); i >= 0 {
				h.editors[i].CloseAsking(nil)
			}
		}
		h.tabs.OnSelected = func(*container.TabItem) {
			if e := h.shown(); e != nil {
				e.UpdateTitle()
				e.OthersChanged()
			}
		}
		h.win.SetContent(h.tips.Over(h.tabs))
	} else {
		h.tabs.Append(e.tab)
		h.tabs.Select(e.tab)
	}
	e.UpdateTitle()
	return e, nil
}

func (h *testHost) Closed(e *Editor) {
	h.editors = slices.DeleteFunc(h.editors, func(x *Editor) bool { return x == e })
	h.tabs.Remove(e.tab)
	if shown := h.shown(); shown != nil {
		shown.OthersChanged()
	}
}

func (h *testHost) Retitle(tab *container.TabItem, text, window string) {
	tab.Text = text
	if h.tabs != nil && h.tabs.Selected() == tab {
		h.win.SetTitle(window)
	}
}

// The questions of files the sheet leaves to its window: the session's dialogs are tested in
// package ui.
func (h *testHost) AskNew()                         { h.t.Error("the sheet asked for a new character") }
func (h *testHost) AskToOpen(string, *Editor)       { h.t.Error("the sheet asked for a file to open") }
func (h *testHost) AskToOpenFolder(string)          { h.t.Error("the sheet asked for a folder to open") }
func (h *testHost) OpenPath(path string, _ *Editor) { openSaved(h.t, h, path) }

func (h *testHost) AskForFile(dir, name, failTitle string, write func(path string) error, done func()) {
	kit.AskToSave(h.win, dir, name, write, done, func(err error) { kit.ShowError(h.win, failTitle, err.Error()) })
}

func (h *testHost) OpenFiles() []string {
	var out []string
	for _, e := range h.editors {
		if e.path != "" {
			out = append(out, e.path)
		}
	}
	return out
}

func (h *testHost) Saved(path string, _ []byte) {
	h.recent = append([]string{path}, slices.DeleteFunc(h.recent, func(p string) bool { return p == path })...)
}

func (h *testHost) RememberPack(path string) {
	h.used = append([]string{path}, slices.DeleteFunc(h.used, func(p string) bool { return p == path })...)
}

func (h *testHost) KeepTemplate(doc *sheet.Character) (string, error) {
	if err := os.MkdirAll(h.templates, 0o755); err != nil {
		return "", err
	}
	name := kit.FileName(kit.DisplayName(doc), ".json")
	return name, sheet.Save(filepath.Join(h.templates, name), doc)
}

// descOf is the description of the rules e's character is read by, which a test checks the
// sheet against.
func descOf(e *Editor) *engine.Description { return e.rs.Description() }
