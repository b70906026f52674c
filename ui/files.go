package ui

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"rollformular/ui/kit"
)

// askNew asks what the new character is, and opens it in a tab of its own.
func (s *Session) askNew() {
	form := newNewCharacterForm(s)
	kit.ShowWithKeys(s.win, dialog.NewCustomConfirm(lang.L("New character"), lang.L("Create"), lang.L("Cancel"), form.object, func(ok bool) {
		if !ok {
			return
		}
		if err := form.create(); err != nil {
			kit.ShowError(s.win, lang.L("New"), errorIn(err))
		}
	}, s.win))
}

// askForFile asks where to write a file, starting in dir and suggesting name, whose extension
// every name chosen gets, and hands the path to write, which says what went wrong itself; done,
// if not nil, runs once it is written.
func (s *Session) askForFile(dir, name, failTitle string, write func(path string) error, done func()) {
	kit.AskToSave(s.win, dir, name, write, done, func(err error) { kit.ShowError(s.win, failTitle, errorIn(err)) })
}
