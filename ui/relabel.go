package ui

import (
	"rollformular/ui/locale"
	"rollformular/ui/locale/translations"
)

// The language chosen in the settings applies at once. Fyne words a text as its widget is
// made, and has no way to word it again, so the session makes its widgets anew: each page
// keeps what it holds (the document, its undo history, its file, the roll log, the tab shown,
// the guide's step, an exchange rolled and not yet applied), and only its words change. What
// was written down in the old language stays as it was: the log's lines, Undo's names.

// SetLanguage makes preferred ("sv", "en", or "" for the system's) the program's language,
// and words the open window anew in it.
func (s *Session) SetLanguage(preferred string) {
	locale.Apply(preferred)
	if err := translations.Load(); err != nil {
		s.ShowError(err)
	}
	if s.win == nil {
		return
	}
	s.tips.Hide()
	for _, e := range s.editors {
		e.Relabel()
	}
	for _, v := range s.encounters {
		v.Relabel()
	}
	if s.start != nil {
		s.ShowStart()
	}
	s.win.SetMainMenu(s.menu())
	s.showUndo()
}
