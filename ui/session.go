package ui

import (
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// DefaultRuleset is the ruleset of File → New.
const DefaultRuleset = "spelsystemet"

// Session is the set of editor windows of one running program. Quit asks each of them about
// unsaved changes.
type Session struct {
	app     fyne.App
	reg     *engine.Registry
	editors []*Editor
}

// NewSession starts a session of app with the rulesets of reg.
func NewSession(app fyne.App, reg *engine.Registry) *Session {
	protectFileRepository()
	return &Session{app: app, reg: reg}
}

// ShowDocument opens a new window editing doc.
func (s *Session) ShowDocument(doc *sheet.Character, path string) (*Editor, error) {
	win := s.app.NewWindow("Rollformulär")
	e, err := NewEditor(s, win, doc, path)
	if err != nil {
		win.Close()
		return nil, err
	}
	win.Resize(fyne.NewSize(1280, 720))
	win.Show()
	return e, nil
}

// ShowNew opens a window with a new character of the default ruleset, its attributes at
// their defaults.
func (s *Session) ShowNew() (*Editor, error) { return s.ShowNewOf(DefaultRuleset) }

// ShowNewOf opens a window with a new character of a ruleset.
func (s *Session) ShowNewOf(ruleset string) (*Editor, error) {
	rs, err := s.reg.Lookup(ruleset)
	if err != nil {
		return nil, err
	}
	doc := sheet.New(rs.Description().ID)
	for _, a := range rs.Description().Attributes {
		doc.Attributes[a.ID] = a.Default
	}
	return s.ShowDocument(doc, "")
}

// ShowFile opens a window editing the document at path.
func (s *Session) ShowFile(path string) (*Editor, error) {
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

// Quit closes every window, asking about each one with unsaved changes; Cancel on any of
// them stops quitting.
func (s *Session) Quit() {
	for _, e := range s.editors {
		if e.dirty {
			e.win.RequestFocus()
			e.closeAsking(s.Quit)
			return
		}
	}
	s.app.Quit()
}

func (s *Session) add(e *Editor) { s.editors = append(s.editors, e) }

func (s *Session) remove(e *Editor) {
	s.editors = slices.DeleteFunc(s.editors, func(x *Editor) bool { return x == e })
}
