package sheetview

import (
	"fyne.io/fyne/v2/lang"

	"rollformular/screen"
	"rollformular/ui/kit"
)

// Relabel makes the editor's widgets anew in the language now chosen, keeping what they show.
func (e *Editor) Relabel() {
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
		e.StartGuide()
		e.guide.goTo(guideAt)
	}
}
