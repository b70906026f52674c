package sheetview

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"rollformular/screen"
)

// legendEntry is one abbreviation and what it stands for.
type legendEntry struct{ abbr, meaning string }

// legend is every abbreviation the sheet of e's ruleset uses, with what it stands for: the
// attributes', the trackers', the derived values' and the rules' own (Description.Legend),
// each once, in that order.
func (e *Editor) legend() []legendEntry {
	var out []legendEntry
	add := func(abbr, meaning string) {
		if abbr == "" || abbr == meaning || slices.ContainsFunc(out, func(l legendEntry) bool { return l.abbr == abbr }) {
			return
		}
		out = append(out, legendEntry{abbr, meaning})
	}
	for _, a := range e.rules.Attributes {
		add(a.Abbr, e.words.F(a.Label))
	}
	for _, t := range screen.Trackers(e.rs, e.doc, e.layout, false) {
		add(t.Abbr, t.LabelIn(e.words))
	}
	for _, v := range e.layout.Values {
		add(v.Abbr, v.LabelIn(e.words))
	}
	for _, l := range e.rules.Legend {
		add(l.Abbr, e.words.F(l.Meaning))
	}
	return out
}

// ShowLegend shows the abbreviations of the ruleset of the character shown.
func (e *Editor) ShowLegend() {
	grid := container.New(layout.NewFormLayout())
	for _, l := range e.legend() {
		meaning := widget.NewLabel(l.meaning)
		meaning.Wrapping = fyne.TextWrapWord
		grid.Add(widget.NewLabelWithStyle(l.abbr, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(meaning)
	}
	d := dialog.NewCustom(lang.L("Abbreviations of {{.Ruleset}}", map[string]any{"Ruleset": e.rules.Name}), "OK", container.NewVScroll(grid), e.win)
	d.Resize(fyne.NewSize(560, min(600, e.win.Canvas().Size().Height-40)))
	d.Show()
}
