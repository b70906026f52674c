package sheetview

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/ui/kit"
)

// valueList shows derived values as rows of label, value and explanation, the values in one
// column as wide as the widest of them. The label and the value explain themselves on hover
// too, the explanation beneath being cut to its room.
type valueList struct {
	words engine.Words
	tips  *kit.TipLayer
	box   *fyne.Container
	rows  map[string]*derivedRow
	ids   []string
}

func newValueList(words engine.Words, tips *kit.TipLayer, rows map[string]*derivedRow) *valueList {
	if rows == nil {
		rows = map[string]*derivedRow{}
	}
	return &valueList{words: words, tips: tips, box: container.New(layout.NewFormLayout()), rows: rows}
}

// show updates the rows, and lays them out anew when the values shown changed.
func (l *valueList) show(values []engine.Value) {
	ids := make([]string, len(values))
	for i, v := range values {
		ids[i] = v.ID
	}
	made := false // the rows were made with their values just now
	if !slices.Equal(ids, l.ids) {
		l.ids, made = ids, true
		clear(l.rows)
		l.box.Objects = nil
		for _, v := range values {
			row := newDerivedRow(v, l.words, l.tips)
			l.rows[v.ID] = row
			l.box.Objects = append(l.box.Objects, row.label)
			l.box.Objects = append(l.box.Objects, row.value)
		}
		l.box.Refresh()
	}
	var width float32
	for _, v := range values {
		row := l.rows[v.ID]
		if !made {
			row.set(v, l.words)
		}
		width = max(width, row.number.MinSize().Width)
	}
	for _, v := range values {
		l.rows[v.ID].setNumberWidth(width)
	}
}

// derivedRow shows one derived value: its label, and the value with how it was reached.
type derivedRow struct {
	label       *kit.TipLabel
	value       fyne.CanvasObject
	number      *kit.TipLabel
	numberCell  *fyne.Container // a grid-wrap cell whose width the list sets
	explanation *widget.Label
}

func newDerivedRow(v engine.Value, words engine.Words, tips *kit.TipLayer) *derivedRow {
	label := v.LabelIn(words)
	if v.Group == "" && engine.Labelled(v.Abbr, v.Label) != v.Label {
		// The abbreviation stands before the label where the rules' own label does not
		// spell it out already, in either language.
		label = v.Abbr + " " + label
	}
	r := &derivedRow{
		label:       kit.NewTipLabel(tips, fyne.TextStyle{}),
		number:      kit.NewTipLabel(tips, fyne.TextStyle{Bold: true}),
		explanation: widget.NewLabel(""),
	}
	r.label.SetText(label)
	r.number.Alignment = fyne.TextAlignTrailing
	r.explanation.SizeName = theme.SizeNameCaptionText
	r.explanation.Wrapping = fyne.TextWrapWord
	r.numberCell = container.NewGridWrap(r.number.MinSize(), r.number)
	r.value = container.NewBorder(nil, nil, r.numberCell, nil, r.explanation)
	r.set(v, words)
	return r
}

// set shows v in the row. A text the row shows already is not set again: a label set anew
// lays its text out again, and most keystrokes change few of a sheet's values.
func (r *derivedRow) set(v engine.Value, words engine.Words) {
	kit.SetLabel(&r.number.Label, v.TextIn(words))
	why := explanation(v, words)
	if v.Odds != nil {
		why = strings.TrimSuffix(v.Odds.In(words)+"\n"+why, "\n")
	}
	kit.SetLabel(r.explanation, kit.ShortText(why))
	tip := v.LabelIn(words) + ": " + why
	r.label.SetTip(tip)
	r.number.SetTip(tip)
}

// explanation is how value v was reached, its detail first.
func explanation(v engine.Value, words engine.Words) string {
	why := v.Why.In(words)
	if v.Detail != nil {
		why = v.Detail.In(words) + "; " + why
	}
	return why
}

func (r *derivedRow) setNumberWidth(w float32) {
	size := fyne.NewSize(w, r.number.MinSize().Height)
	if gw, ok := r.numberCell.Layout.(interface {
		MinSize([]fyne.CanvasObject) fyne.Size
	}); ok && gw.MinSize(r.numberCell.Objects) == size {
		return
	}
	r.numberCell.Layout = layout.NewGridWrapLayout(size)
	r.numberCell.Refresh()
}
