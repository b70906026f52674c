package sheetview

import (
	"time"

	"fyne.io/fyne/v2/lang"
)

// SaveAsTemplate keeps a copy of the character among the templates, under its name, beside
// and never over another template of the same name.
func (e *Editor) SaveAsTemplate() {
	name, err := e.host.KeepTemplate(e.doc)
	if err != nil {
		e.ShowError(lang.L("Cannot save"), err)
		return
	}
	e.log.add(time.Now(), lang.L("Saved as a template"), "", name)
}
