// Package ui is the editor's window: the session that holds a tab per open page (a
// character's sheet, package sheetview; an encounter, package encounterview; a campaign,
// package campaignview), its menus and shortcuts, the start panel, the files it opens and
// saves, autosave and recovery, the settings and the table shared with the players. Only cmd/
// creates the fyne.App, so everything here runs headless in tests.
package ui

import (
	"errors"
	"os"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"rollformular/campaign"
	"rollformular/engine"
	"rollformular/houserules"
	"rollformular/recovery"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/campaignview"
	"rollformular/ui/encounterview"
	"rollformular/ui/kit"
	"rollformular/ui/sheetview"
)

// Session is one running program: a window with a tab per open document. Its menu and
// shortcuts act on the document shown. One window for all, rather than one each, because
// each window of its own costs some 23 MB of graphics memory (see DESIGN.md's memory budget).
type Session struct {
	app fyne.App
	reg *engine.Registry
	// packs are the house rules the documents open were read by, made once per pack.
	packs   houserules.Cache
	editors []*sheetview.Editor
	// encounters are the fights open in tabs beside the characters, and campaigns the
	// campaigns' folders.
	encounters []*encounterview.View
	campaigns  []*campaignview.View
	// watchers watch the campaigns' folders of the tabs open, by folder (watch.go).
	watchers map[string]*campaign.Watcher
	// shares are what the table is shown of each encounter (share.go).
	shares map[*encounterview.View]*share
	// diskQueue, where a test sets it, takes what the watchers saw to the test's goroutine
	// instead of Fyne's main thread (deliver).
	diskQueue chan func()
	win       fyne.Window
	shown     bool // whether win is shown: once it has its first content (setContent)
	tabs      *container.DocTabs
	start     *startPanel   // shown instead of the tabs while no character is open; nil while one is
	tips      *kit.TipLayer // the window's tooltips, over whichever of the two is shown
	// undoItem and redoItem are the Edit menu's, which say what they would do (showUndo).
	undoItem, redoItem *fyne.MenuItem
	undoNames          [2]string      // the names they were worded for
	focused            fyne.Focusable // where followFocus last saw the focus

	// seed, when not zero, seeds the dice of the fights opened, for a test to replay them.
	seed uint64
	// batch is set while OpenAll opens files: their tabs are added, and only the last is
	// shown, at the end.
	batch *batch
	// templateRoot is the templates' folder when not the app's own: a test's own, as Fyne's
	// test app keeps its storage in the system's temporary folder, shared by every test.
	templateRoot string
	// rescue is where the unsaved documents are kept for the next program after a crash
	// (recoveryFolder); nil until first needed.
	rescue *recovery.Folder
}

// NewSession starts a session of app with the rulesets of reg.
func NewSession(app fyne.App, reg *engine.Registry) *Session {
	kit.ProtectFileRepository()
	return &Session{app: app, reg: reg}
}

// window is the session's window, made with its first document and shown with it
// (setContent).
func (s *Session) window() fyne.Window {
	if s.win != nil {
		return s.win
	}
	s.win = s.app.NewWindow("Rollformulär")
	s.tips = kit.NewTipLayer()
	s.win.SetMainMenu(s.menu())
	s.addShortcuts()
	s.win.SetCloseIntercept(s.Quit)
	s.win.Resize(fyne.NewSize(1280, 720))
	return s.win
}

// setContent puts c in the window, under its tooltips, and shows the window if it is not yet
// shown. Shown before it had content, the window was made, laid out and painted empty, and
// then the first sheet was built, laid out and painted again; shown with its content, Fyne
// lays the window out to it once as it makes the window. During OpenAll the window waits for
// the batch's end, so that only the page shown at the end is drawn (showWindow).
func (s *Session) setContent(c fyne.CanvasObject) {
	s.win.SetContent(s.tips.Over(c))
	if s.batch == nil {
		s.showWindow()
	}
}

// showWindow shows the window, once it has content, unless it is shown already.
func (s *Session) showWindow() {
	if s.win == nil || s.shown || s.win.Content() == nil {
		return
	}
	s.shown = true
	s.win.Show()
}

// ShowDocument opens doc in a tab of its own, and shows it.
func (s *Session) ShowDocument(doc *sheet.Character, path string) (*sheetview.Editor, error) {
	win := s.window()
	e, err := sheetview.New(sheetWindow{s}, win, doc, path)
	if err != nil {
		return nil, err
	}
	s.showTab(e.TabItem())
	e.UpdateTitle()
	return e, nil
}

// showTab adds t to the session's tabs and shows it. The first tab, in a new window or after
// the start panel, makes the tabs anew with it: DocTabs.Append refreshes every tab's content,
// hidden tabs too, so appending the first sheet laid it out twice over for nothing.
func (s *Session) showTab(t *container.TabItem) {
	if s.tabs != nil && len(s.tabs.Items) > 0 {
		// Hidden while it is appended, it is drawn once, as Select shows it, rather than
		// also by the refresh Append makes of every tab.
		t.Content.Hide()
		if s.batch != nil {
			// Added to the items only: Append would redraw the sheet shown for each. The
			// batch's end shows the last, which draws the tabs once (OpenAll).
			s.tabs.Items = append(s.tabs.Items, t)
			s.batch.last = t
			return
		}
		s.tabs.Append(t)
		s.tabs.Select(t)
		return
	}
	s.start = nil
	s.tabs = container.NewDocTabs(t)
	s.tabs.CloseIntercept = func(t *container.TabItem) {
		if p := s.pageOf(t); p != nil {
			p.CloseAsking(nil)
		}
	}
	s.tabs.OnSelected = func(*container.TabItem) {
		if e := s.Current(); e != nil {
			e.UpdateTitle()
			e.OthersChanged()
		}
		switch v := s.currentPage().(type) {
		case *encounterview.View:
			v.UpdateTitle()
		case *campaignview.View:
			v.UpdateTitle()
		}
		s.showUndo()
	}
	s.setContent(s.tabs)
}

// Editors are the editors of the characters open, in the order they were opened.
func (s *Session) Editors() []*sheetview.Editor { return slices.Clone(s.editors) }

// Current is the editor of the document shown, if any.
func (s *Session) Current() *sheetview.Editor {
	if s.tabs == nil {
		return nil
	}
	return s.editorOf(s.tabs.Selected())
}

// page is what a tab of the session shows: a character's editor, or an encounter. The menu's
// commands act on the one shown.
type page interface {
	Save(done func())
	SaveAs(done func())
	ExportPDF()
	Undo()
	Redo()
	Undoes() (undo, redo string) // what Undo and Redo would do, "" where unnamed
	Dirty() bool
	CloseAsking(then func())
	Ruleset() string // the id of the rules it is by
	TabItem() *container.TabItem
}

// pages are the session's tabs, the characters' first.
func (s *Session) pages() []page {
	out := make([]page, 0, len(s.editors)+len(s.encounters)+len(s.campaigns))
	for _, e := range s.editors {
		out = append(out, e)
	}
	for _, v := range s.encounters {
		out = append(out, v)
	}
	for _, v := range s.campaigns {
		out = append(out, v)
	}
	return out
}

// currentPage is the page shown, if any.
func (s *Session) currentPage() page {
	if s.tabs == nil {
		return nil
	}
	return s.pageOf(s.tabs.Selected())
}

func (s *Session) pageOf(t *container.TabItem) page {
	for _, p := range s.pages() {
		if p.TabItem() == t {
			return p
		}
	}
	return nil
}

// openFiles are the files of the characters open in tabs.
func (s *Session) openFiles() []string {
	var out []string
	for _, e := range s.editors {
		if e.Path() != "" {
			out = append(out, e.Path())
		}
	}
	return out
}

func (s *Session) editorOf(t *container.TabItem) *sheetview.Editor {
	for _, e := range s.editors {
		if e.TabItem() == t {
			return e
		}
	}
	return nil
}

// ShowStart shows the window with no character open: a new one to make, a file to open.
func (s *Session) ShowStart() {
	win := s.window()
	s.start = newStartPanel(s)
	win.SetTitle("Rollformulär")
	s.setContent(s.start.object)
}

// ShowNewOf opens a tab with a new character of a ruleset, its attributes at their defaults.
func (s *Session) ShowNewOf(ruleset string) (*sheetview.Editor, error) {
	rs, err := s.reg.Lookup(ruleset)
	if err != nil {
		return nil, err
	}
	doc, err := screen.NewCharacter(rs, nil)
	if err != nil {
		return nil, err
	}
	return s.ShowDocument(doc, "")
}

// batch is the files OpenAll is opening.
type batch struct{ last *container.TabItem }

// opensBehind says whether a page opened now opens behind the one shown: during OpenAll, once
// a tab is open.
func (s *Session) opensBehind() bool {
	return s.batch != nil && s.tabs != nil && len(s.tabs.Items) > 0
}

// OpenAll opens the files at paths, each in a tab of its own, and shows the last that opened;
// it returns how many opened and why each other did not. The tabs are added without being
// shown: a sheet is drawn when it is first shown, so a folder of twenty NPCs costs the drawing
// of one, where showing each as it opened drew all twenty.
func (s *Session) OpenAll(paths []string) (opened int, failed []error) {
	s.batch = &batch{}
	defer func() {
		if last := s.batch.last; last != nil {
			s.tabs.Select(last)
		}
		s.batch = nil
		s.showWindow()
	}()
	for _, path := range paths {
		if err := s.Open(path); err != nil {
			failed = append(failed, err)
			continue
		}
		opened++
	}
	return opened, failed
}

// Open opens the file at path in a tab of its own: an encounter in an encounter's, a character
// in an editor.
func (s *Session) Open(path string) error {
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		_, err := s.OpenCampaign(path) // a folder opens as a campaign
		return err
	}
	_, err := s.ShowFile(path)
	if errors.Is(err, sheet.ErrEncounter) {
		_, err = s.ShowEncounterFile(path)
	}
	return err
}

// ShowFile opens a window editing the document at path.
func (s *Session) ShowFile(path string) (*sheetview.Editor, error) {
	// Kept absolute, so the recent files and the window title mean the same from anywhere.
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	doc, err := sheet.Load(path)
	if err != nil {
		return nil, err
	}
	e, err := s.ShowDocument(doc, path)
	if err == nil {
		s.remember(path)
	}
	return e, err
}

// Quit closes every document, asking about each one with unsaved changes; Cancel on any of
// them stops quitting.
func (s *Session) Quit() {
	for _, p := range s.pages() {
		if p.Dirty() {
			s.tabs.Select(p.TabItem())
			p.CloseAsking(s.Quit)
			return
		}
	}
	s.unwatchAll()
	for v := range s.shares {
		s.endShare(v)
	}
	s.app.Quit()
}

func (s *Session) add(e *sheetview.Editor) {
	s.editors = append(s.editors, e)
	s.othersChanged()
}

// othersChanged tells the fight of the editor shown that the characters it can fight changed.
// The others' fights are told as their editors are shown (the tabs' OnSelected): telling every
// editor made opening twenty sheets update fights twenty times twenty.
func (s *Session) othersChanged() {
	if o := s.Current(); o != nil {
		o.OthersChanged()
	}
}

// remove closes an editor's tab; after the last one the window shows where to start again.
func (s *Session) remove(e *sheetview.Editor) {
	s.editors = slices.DeleteFunc(s.editors, func(x *sheetview.Editor) bool { return x == e })
	s.othersChanged()
	s.closeTab(e.TabItem())
}

// removeEncounter closes an encounter's tab.
func (s *Session) removeEncounter(v *encounterview.View) {
	s.endShare(v) // the table's view stops with the fight
	s.encounters = slices.DeleteFunc(s.encounters, func(x *encounterview.View) bool { return x == v })
	s.closeTab(v.TabItem())
}

// closeTab takes a closed page's tab away; after the last one the window shows where to start
// again.
func (s *Session) closeTab(t *container.TabItem) {
	if t != nil {
		s.tabs.Remove(t)
	}
	s.unwatchUnused()
	if len(s.editors) == 0 && len(s.encounters) == 0 && len(s.campaigns) == 0 && s.win != nil {
		s.ShowStart()
	}
}

// retitle makes text tab's title, refreshing the tabs only when it changed (a refresh redraws
// every tab's button), and window the window's title while tab is the one shown.
func (s *Session) retitle(tab *container.TabItem, text, window string) {
	if tab == nil {
		return
	}
	if tab.Text != text {
		tab.Text = text
		if s.tabs != nil {
			s.tabs.Refresh()
		}
	}
	if p := s.currentPage(); p != nil && p.TabItem() == tab {
		s.win.SetTitle(window)
	}
}
