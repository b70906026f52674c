package ui

import (
	"fyne.io/fyne/v2/lang"

	"rollformular/screen"
	"rollformular/ui/kit"
	"rollformular/ui/locale"
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
	if err := LoadTranslations(); err != nil {
		s.ShowError(err)
	}
	if s.win == nil {
		return
	}
	s.tips.Hide()
	for _, e := range s.editors {
		e.relabel()
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

// relabel makes the editor's widgets anew in the language now chosen, keeping what they show.
func (e *Editor) relabel() {
	e.words = screen.WordsOf(e.rs, lang.SystemLocale().String())
	shown := e.tabs.SelectedIndex()
	mod, log, fight := e.mod.Text, e.log.entries, e.fight
	guideAt := -1
	if e.guide != nil {
		guideAt = e.guide.at
	}
	e.guide, e.fight = nil, nil
	clear(e.attributes)
	clear(e.trackers)
	clear(e.derived)
	clear(e.entries)
	clear(e.ruleMarks)
	clear(e.fieldNames)
	clear(e.focusable)
	e.contents = nil
	e.object = e.build()
	content := e.tab.Content.(*kit.TabContent)
	content.Set(e.object)
	content.Refresh()

	e.log.entries = log
	if len(log) > 0 {
		e.log.last.SetText(e.log.line(0))
	}
	e.loading = true // the modifier put back is no edit; reload shows the odds with it
	e.mod.SetText(mod)
	e.loading = false
	if fight != nil {
		for i, part := range e.parts {
			if part == screen.Fight {
				e.sectionAt(i)
				e.fight.carry(fight)
			}
		}
	}
	e.tabs.SelectIndex(shown)
	e.reload()
	if guideAt >= 0 {
		e.startGuide()
		e.guide.goTo(guideAt)
	}
}
