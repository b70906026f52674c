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
	prefTheme    = "theme"    // themeSystem, themeLight or themeDark
	prefPaper    = "paper"    // "a4" or "letter", as export.Options takes it; "" is A4
	prefPacks    = "packs"    // the house-rules packs used last, newest first
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
		s.showUndo()
	}
}

// PreferredLanguage is the language chosen in the settings: "sv", "en", or "" to follow the
// system.
func PreferredLanguage(app fyne.App) string { return app.Preferences().String(prefLanguage) }

// Paper is the paper size chosen in the settings, as export.Options takes it.
func Paper(app fyne.App) string {
	if p := app.Preferences().String(prefPaper); p == "letter" {
		return p
	}
	return "a4"
}

// showSettings lets the user choose the language and the theme, which apply at once, and the
// paper PDFs are printed on.
func (s *Session) showSettings() {
	prefs := s.app.Preferences()
	choice := func(labels, codes []string, current string) *widget.Select {
		sel := widget.NewSelect(labels, nil)
		sel.SetSelectedIndex(max(slices.Index(codes, current), 0))
		return sel
	}
	languages := []string{"", "sv", "en"}
	language := choice([]string{lang.L("Follow the system"), "Svenska", "English"}, languages, PreferredLanguage(s.app))
	themes := []string{themeSystem, themeLight, themeDark}
	look := choice([]string{lang.L("Follow the system"), lang.L("Light"), lang.L("Dark")}, themes, prefs.String(prefTheme))
	papers := []string{"a4", "letter"}
	paper := choice([]string{"A4", "Letter"}, papers, Paper(s.app))
	var d dialog.Dialog
	items := []*widget.FormItem{widget.NewFormItem(lang.L("Language"), language), widget.NewFormItem(lang.L("Theme"), look),
		widget.NewFormItem(lang.L("Paper"), paper), widget.NewFormItem(lang.L("House rules"), s.packsKnown(func() { d.Hide() }))}
	d = dialog.NewForm(lang.L("Settings"), lang.L("Save"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		before := PreferredLanguage(s.app)
		prefs.SetString(prefLanguage, languages[max(language.SelectedIndex(), 0)])
		prefs.SetString(prefTheme, themes[max(look.SelectedIndex(), 0)])
		prefs.SetString(prefPaper, papers[max(paper.SelectedIndex(), 0)])
		ApplyTheme(s.app)
		if PreferredLanguage(s.app) != before {
			s.SetLanguage(PreferredLanguage(s.app))
		}
	}, s.win)
	// Wide enough for every choice in either language: "Som systemet" was cut to "Som syste…".
	d.Resize(fyne.NewSize(440, d.MinSize().Height))
	d.Show()
}
