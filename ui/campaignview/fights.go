package campaignview

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/ui/kit"
)

// fightsTab is the campaign's fights: each encounter of the folder with its round and how many
// fight in it, opened in a tab of its own.
type fightsTab struct {
	v      *View
	object fyne.CanvasObject
	table  *kit.SortTable
	chosen int
	open   *widget.Button
}

func newFightsTab(v *View) *fightsTab {
	f := &fightsTab{v: v, table: kit.NewSortTable(), chosen: -1}
	f.table.OnSelected = func(i int) { f.chosen = i; f.open.Enable() }
	f.open = widget.NewButton(lang.L("Open"), func() {
		if f.chosen >= 0 && f.chosen < len(v.camp.Encounters) {
			v.open(v.camp.Path(v.camp.Encounters[f.chosen].File))
		}
	})
	newFight := widget.NewButton(lang.L("New fight"), func() {
		if err := v.host.NewFight(v.camp.File.Ruleset, nil); err != nil {
			v.showError(lang.L("New fight"), err)
		}
	})
	f.object = container.NewBorder(container.NewHBox(f.open, newFight), nil, nil, nil, f.table.Table)
	return f
}

func (f *fightsTab) show() {
	heads := []string{lang.L("File name"), lang.L("Round"), lang.L("Combatants")}
	rows := make([][]string, len(f.v.camp.Encounters))
	for i, e := range f.v.camp.Encounters {
		rows[i] = []string{e.File, strconv.Itoa(e.Round), strconv.Itoa(e.Combatants)}
	}
	f.table.SetRows(heads, rows)
	f.chosen = -1
	f.open.Disable()
}
