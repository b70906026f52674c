package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Preference keys.
const (
	prefRecent   = "recent"   // the files opened and saved last, newest first
	prefLanguage = "language" // "", "sv" or "en"
	recentLimit  = 10
)

// Recent lists the files opened or saved last, newest first.
func (s *Session) Recent() []string {
	return s.app.Preferences().StringList(prefRecent)
}

// remember puts path first among the recent files.
func (s *Session) remember(path string) {
	list := slices.DeleteFunc(s.Recent(), func(p string) bool { return p == path })
	list = append([]string{path}, list...)
	if len(list) > recentLimit {
		list = list[:recentLimit]
	}
	s.app.Preferences().SetStringList(prefRecent, list)
	if s.win != nil {
		s.win.SetMainMenu(s.menu())
	}
}

// PreferredLanguage is the language chosen in the settings: "sv", "en", or "" to follow the
// system.
func PreferredLanguage(app fyne.App) string { return app.Preferences().String(prefLanguage) }

// showSettings lets the user choose the language, which applies from the next start (Fyne
// reads it when the program starts).
func (e *Editor) showSettings() {
	choices := []string{lang.L("Follow the system"), "Svenska", "English"}
	codes := []string{"", "sv", "en"}
	sel := widget.NewSelect(choices, nil)
	sel.SetSelectedIndex(max(slices.Index(codes, PreferredLanguage(e.session.app)), 0))
	items := []*widget.FormItem{widget.NewFormItem(lang.L("Language"), sel)}
	dialog.ShowForm(lang.L("Settings"), lang.L("Save"), lang.L("Cancel"), items, func(ok bool) {
		if !ok || sel.SelectedIndex() < 0 {
			return
		}
		e.session.app.Preferences().SetString(prefLanguage, codes[sel.SelectedIndex()])
		dialog.ShowInformation(lang.L("Settings"), lang.L("The language changes the next time Rollformulär starts."), e.win)
	}, e.win)
}
