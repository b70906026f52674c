package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
)

// catalogPicker is a dialog that adds an entry of one of the ruleset's catalogs: a list with a
// search over names and descriptions, the chosen entry's description, and more fields below
// (a skill's value, say).
type catalogPicker struct {
	title    string
	items    []engine.CatalogItem
	label    func(engine.CatalogItem) string // how an entry reads in the list
	more     fyne.CanvasObject               // further fields; may be nil
	onSelect func(engine.CatalogItem)        // adapts the further fields; may be nil
	onPick   func(engine.CatalogItem)        // adds the entry
}

func (p catalogPicker) show(e *Editor) {
	shown := slices.Clone(p.items)
	search := widget.NewEntry()
	search.SetPlaceHolder(lang.L("Search"))
	about := widget.NewLabel("")
	about.Wrapping = fyne.TextWrapWord
	selected := -1
	list := widget.NewList(func() int { return len(shown) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.label(shown[i])) })
	list.OnSelected = func(i widget.ListItemID) {
		selected = i
		about.SetText(shown[i].Description)
		if p.onSelect != nil {
			p.onSelect(shown[i])
		}
	}
	search.OnChanged = func(q string) {
		shown = shown[:0]
		for _, it := range p.items {
			if q == "" || strings.Contains(strings.ToLower(it.Name+" "+it.Description), strings.ToLower(q)) {
				shown = append(shown, it)
			}
		}
		selected = -1
		list.UnselectAll()
		list.Refresh()
	}
	bottom := container.NewVBox(about)
	if p.more != nil {
		bottom.Add(p.more)
	}
	d := dialog.NewCustomConfirm(p.title, lang.L("Add"), lang.L("Cancel"), container.NewBorder(search, bottom, nil, nil, list), func(ok bool) {
		if ok && selected >= 0 {
			p.onPick(shown[selected])
		}
	}, e.win)
	d.Resize(fyne.NewSize(640, 560))
	d.Show()
	e.win.Canvas().Focus(search)
}
