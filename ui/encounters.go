package ui

import (
	"math/rand/v2"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/encounterview"
	"rollformular/ui/kit"
	"rollformular/ui/sheetview"
)

// The session's side of its encounters: a fight opened in a tab, and what the encounter view
// (ui/encounterview) asks of the session, through host.

// ShowEncounter opens f in a tab of its own, and shows it.
func (s *Session) ShowEncounter(f *encounter.Fight) *encounterview.View {
	s.window()
	v := encounterview.New(host{s}, f)
	s.encounters = append(s.encounters, v)
	s.showTab(v.TabItem())
	v.Opened()
	return v
}

// NewEncounter opens an empty fight by ruleset's rules.
func (s *Session) NewEncounter(ruleset string) (*encounterview.View, error) {
	rs, err := s.reg.Lookup(ruleset)
	if err != nil {
		return nil, err
	}
	return s.ShowEncounter(encounter.New(rs)), nil
}

// ShowEncounterFile opens the encounter at path.
func (s *Session) ShowEncounterFile(path string) (*encounterview.View, error) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	reg, note := s.registryOf(path)
	f, err := encounter.Open(reg, path)
	if err != nil {
		return nil, err
	}
	s.remember(path)
	v := s.ShowEncounter(f)
	s.watchDocument(path)
	if note != nil {
		kit.ShowError(s.window(), lang.L("House rules"), note.Error())
	}
	return v, nil
}

// askNewEncounter starts a fight by the rules of the character shown, or asks which rules.
func (s *Session) askNewEncounter() {
	if p := s.currentPage(); p != nil {
		if _, err := s.NewEncounter(p.Ruleset()); err != nil {
			s.ShowError(err)
		}
		return
	}
	ids := s.reg.IDs()
	names := make([]string, len(ids))
	for i, id := range ids {
		rs, _ := s.reg.Lookup(id)
		names[i] = screen.RulesName(rs)
	}
	choice := widget.NewRadioGroup(names, nil)
	choice.SetSelected(names[0])
	// Chosen with Space, the focus goes back so that Enter creates (as in File → New).
	choice.OnChanged = func(string) { s.window().Canvas().Unfocus() }
	kit.ShowWithKeys(s.window(), dialog.NewCustomConfirm(lang.L("New encounter"), lang.L("Create"), lang.L("Cancel"), choice, func(ok bool) {
		for i, n := range names {
			if ok && n == choice.Selected {
				if _, err := s.NewEncounter(ids[i]); err != nil {
					s.ShowError(err)
				}
			}
		}
	}, s.window()))
}

// host is the session as an encounter's tab sees it.
type host struct{ s *Session }

func (h host) Window() fyne.Window        { return h.s.window() }
func (h host) Registry() *engine.Registry { return h.s.reg }
func (h host) Tips() *kit.TipLayer        { return h.s.tips }
func (h host) Remember(path string)       { h.s.remember(path) }
func (h host) OpenFiles() []string        { return h.s.openFiles() }
func (h host) Dice() *rand.Rand {
	if h.s.seed != 0 {
		return rand.New(rand.NewPCG(h.s.seed, 1))
	}
	return rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
}

func (h host) Paper() string                { return Paper(h.s.app) }
func (h host) Closed(v *encounterview.View) { h.s.removeEncounter(v) }

func (h host) Sheets() []encounterview.Sheet {
	out := make([]encounterview.Sheet, len(h.s.editors))
	for i, e := range h.s.editors {
		out[i] = openSheet{e, h.s}
	}
	return out
}

func (h host) OpenKept(doc *sheet.Character, keeper *encounterview.Keeper) error {
	e, err := h.s.ShowDocument(doc, "")
	if err != nil {
		return err
	}
	e.SetKeeper(keeper)
	return nil
}

func (h host) AskForFile(dir, name, failTitle string, write func(path string) error, done func()) {
	h.s.askForFile(dir, name, failTitle, write, done)
}

func (h host) Retitle(tab *container.TabItem, text, window string) { h.s.retitle(tab, text, window) }

// openSheet is a character's tab as a fight sees it.
type openSheet struct {
	e *sheetview.Editor
	s *Session
}

func (o openSheet) Doc() *sheet.Character         { return o.e.Document() }
func (o openSheet) File() string                  { return o.e.Path() }
func (o openSheet) Ruleset() string               { return o.e.Ruleset() }
func (o openSheet) Dirty() bool                   { return o.e.Dirty() }
func (o openSheet) Keeper() *encounterview.Keeper { return o.e.Keeper() }
func (o openSheet) Select()                       { o.s.tabs.Select(o.e.TabItem()) }
func (o openSheet) ReadAgain()                    { o.e.ReadAgain() }
func (o openSheet) Kept(doc *sheet.Character)     { o.e.Kept(doc) }
