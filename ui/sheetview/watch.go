package sheetview

import (
	"path/filepath"
	"time"

	"fyne.io/fyne/v2/lang"

	"rollformular/campaign"
	"rollformular/sheet"
	"rollformular/ui/campaignview"
)

// ChangedElsewhere shows the file as another program left it: at once where the tab has no
// unsaved changes (an undo step, as any change of the document is), else both side by side to
// keep either or merge field by field.
func (e *Editor) ChangedElsewhere() {
	doc, err := sheet.Load(e.path)
	what := lang.L("Changed by another program")
	if err != nil {
		e.log.add(time.Now(), what, "", e.errorIn(err))
		return
	}
	if !e.Dirty() || sheet.Equal(doc, e.doc) {
		e.takeFile(doc)
		e.log.add(time.Now(), what, "", lang.L("The tab shows the file as it is now; Undo brings back what it showed"))
		return
	}
	m := campaignview.NewMerge(e.base, e.doc, doc, campaign.NamesIn(e.rs), lang.L("This tab"), lang.L("The file"))
	m.Show(e.win, lang.L("{{.File}} was changed by another program", map[string]any{"File": filepath.Base(e.path)}), func(merged *sheet.Character) {
		e.hist.Record(e.doc, lang.L("Merge"), time.Now())
		e.doc = merged
		e.base, e.stamp = doc, stampOf(e.path) // the file as it is now is what was merged with
		if sheet.Equal(merged, doc) {
			e.hist.MarkSaved()
		}
		e.reload()
		e.log.add(time.Now(), lang.L("Merge"), "", lang.L("The tab holds the merge; saving writes it to the file"))
	})
}

// takeFile shows doc, the file as it is now, as the document saved: an undo step where it
// differs from what the tab showed.
func (e *Editor) takeFile(doc *sheet.Character) {
	if !sheet.Equal(doc, e.doc) {
		e.hist.Record(e.doc, "", time.Now())
		e.doc = doc
		e.hist.MarkSaved() // it is what the file holds
		e.reload()
	}
	e.base, e.stamp = doc.Clone(), stampOf(e.path)
}
