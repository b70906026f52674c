package campaignview

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/campaign"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// conflictsTab is the conflict copies a sync tool left in the folder, each offered as a merge
// into the document it is a copy of.
type conflictsTab struct {
	v      *View
	object fyne.CanvasObject
	box    *fyne.Container
}

func newConflictsTab(v *View) *conflictsTab {
	c := &conflictsTab{v: v, box: container.NewVBox()}
	c.object = container.NewVScroll(c.box)
	return c
}

func (c *conflictsTab) show() {
	c.box.RemoveAll()
	if len(c.v.camp.Conflicts) == 0 {
		c.box.Add(widget.NewLabel(lang.L("No conflict copies: when a sync tool (Syncthing, Dropbox) keeps two machines' changes of one file apart, the copy is offered here to merge.")))
	}
	for _, cf := range c.v.camp.Conflicts {
		text := widget.NewLabel(lang.L("{{.Copy}}: a {{.Tool}} copy of {{.Original}}", map[string]any{"Copy": cf.File, "Tool": toolName(cf.Kind), "Original": cf.Original}))
		text.Wrapping = fyne.TextWrapWord
		merge := widget.NewButton(lang.L("Merge…"), func() { c.v.mergeConflict(cf) })
		c.box.Add(container.NewBorder(nil, nil, nil, merge, text))
	}
	c.box.Refresh()
}

// mergeConflict shows the original and its conflict copy side by side, field by field; merged,
// the original is saved with what was chosen (a version of its timeline) and the copy is
// removed, its changes being in the original now. An original that is gone is brought back
// from the copy.
func (v *View) mergeConflict(cf campaign.Conflict) {
	copyPath, origPath := v.camp.Path(cf.File), v.camp.Path(cf.Original)
	theirs, err := sheet.Load(copyPath)
	if err != nil {
		v.showError(lang.L("Merge…"), err)
		return
	}
	mine, err := sheet.Load(origPath)
	if os.IsNotExist(err) {
		mine, err = theirs, nil
	}
	if err != nil {
		v.showError(lang.L("Merge…"), err)
		return
	}
	names := v.namesOf(cf.Original)
	m := NewMerge(nil, mine, theirs, names, cf.Original, lang.L("the copy"))
	m.Show(v.host.Window(), lang.L("Merge {{.Copy}} into {{.Original}}", map[string]any{"Copy": kit.Ellipsis(cf.File, kit.MaxTitle), "Original": cf.Original}),
		func(merged *sheet.Character) {
			if _, err := campaign.Save(origPath, merged, names); err != nil {
				v.showError(lang.L("Merge…"), err)
				return
			}
			if err := os.Remove(copyPath); err != nil {
				v.showError(lang.L("Merge…"), err)
			}
			v.Reload()
		})
}

// toolName is the name of the sync tool of a conflict copy's kind.
func toolName(kind string) string {
	switch kind {
	case campaign.KindSyncthing:
		return "Syncthing"
	case campaign.KindDropbox:
		return "Dropbox"
	}
	return kind
}
