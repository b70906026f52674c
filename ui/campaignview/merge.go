package campaignview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/campaign"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// Merge is a merge of two versions of one character being chosen: every field in which they
// differ, each with the side it is taken from.
type Merge struct {
	mine, theirs *sheet.Character
	diffs        []campaign.Difference
	choices      []*widget.RadioGroup
	mineLabel    string
	theirsLabel  string
}

// NewMerge is the merge of mine and theirs, each field set to the side that changed it since
// base, the version both came from (nil where none is known), and to mine where both did.
func NewMerge(base, mine, theirs *sheet.Character, names *campaign.Names, mineLabel, theirsLabel string) *Merge {
	m := &Merge{mine: mine, theirs: theirs, diffs: campaign.DiffNamed(mine, theirs, names), mineLabel: mineLabel, theirsLabel: theirsLabel}
	sides := campaign.Sides(base, mine, theirs)
	for _, d := range m.diffs {
		r := widget.NewRadioGroup([]string{mineLabel, theirsLabel}, nil)
		r.Horizontal = true
		r.Required = true
		r.SetSelected(mineLabel)
		if sides[d.Path] == campaign.Theirs {
			r.SetSelected(theirsLabel)
		}
		m.choices = append(m.choices, r)
	}
	return m
}

// Differences is how many fields the two differ in.
func (m *Merge) Differences() int { return len(m.diffs) }

// TakeAll sets every field to one side: theirs, or mine.
func (m *Merge) TakeAll(theirs bool) {
	for _, r := range m.choices {
		if theirs {
			r.SetSelected(m.theirsLabel)
		} else {
			r.SetSelected(m.mineLabel)
		}
	}
}

// Result is the character merged as the fields are set.
func (m *Merge) Result() *sheet.Character {
	take := map[string]bool{}
	for i, d := range m.diffs {
		take[string(d.Path)] = m.choices[i].Selected == m.theirsLabel
	}
	return campaign.Merge(nil, m.mine, m.theirs, func(d campaign.Difference) campaign.Side {
		if take[string(d.Path)] {
			return campaign.Theirs
		}
		return campaign.Mine
	})
}

// object is the merge's rows: a field, its two values, and the choice between them.
func (m *Merge) object() fyne.CanvasObject {
	grid := container.New(&mergeLayout{}, bold(lang.L("Field")), bold(m.mineLabel), bold(m.theirsLabel), bold(lang.L("Keep")))
	for i, d := range m.diffs {
		grid.Add(wrapped(FieldLabel(d)))
		grid.Add(wrapped(shownValue(d.A, d.InA)))
		grid.Add(wrapped(shownValue(d.B, d.InB)))
		grid.Add(m.choices[i])
	}
	all := container.NewHBox(
		widget.NewButton(lang.L("Keep all of {{.Side}}", map[string]any{"Side": m.mineLabel}), func() { m.TakeAll(false) }),
		widget.NewButton(lang.L("Keep all of {{.Side}}", map[string]any{"Side": m.theirsLabel}), func() { m.TakeAll(true) }))
	return container.NewBorder(all, nil, nil, nil, container.NewVScroll(grid))
}

func bold(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

func wrapped(s string) *widget.Label {
	l := widget.NewLabel(kit.Ellipsis(s, 400))
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Show shows the merge in a dialog of win titled title; done gets the merged character once
// the person merges, and is not called when they cancel.
func (m *Merge) Show(win fyne.Window, title string, done func(*sheet.Character)) {
	d := dialog.NewCustomConfirm(title, lang.L("Merge"), lang.L("Cancel"), m.object(), func(ok bool) {
		if ok {
			done(m.Result())
		}
	}, win)
	d.Resize(fyne.NewSize(980, 600))
	d.Show()
}

// mergeLayout lays the merge's cells out four to a row: the field a fifth of the width, each
// value a quarter, the choice the rest; each row as tall as its tallest cell.
type mergeLayout struct{}

var mergeShares = [4]float32{0.2, 0.25, 0.25, 0.3}

func (mergeLayout) widths(w float32) [4]float32 {
	var out [4]float32
	for i, s := range mergeShares {
		out[i] = w * s
	}
	return out
}

// rowHeight is the height of a row of objects at the widths w. A wrapped label's height
// follows its width, so each is sized to its column first and then asked.
func (l mergeLayout) rowHeight(objects []fyne.CanvasObject, w [4]float32) float32 {
	var h float32
	for i, o := range objects {
		o.Resize(fyne.NewSize(w[i], o.MinSize().Height))
		h = max(h, o.MinSize().Height)
	}
	return h
}

func (l mergeLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	w := l.widths(size.Width)
	var y float32
	for r := 0; r+4 <= len(objects); r += 4 {
		row := objects[r : r+4]
		h := l.rowHeight(row, w)
		var x float32
		for i, o := range row {
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(w[i], h))
			x += w[i]
		}
		y += h
	}
}

func (l mergeLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	const width = 940
	w := l.widths(width)
	var h float32
	for r := 0; r+4 <= len(objects); r += 4 {
		h += l.rowHeight(objects[r:r+4], w)
	}
	return fyne.NewSize(width, h)
}

// memberLabel is the editor's word for a member of the document a Difference names by its id
// ("notes"); the rules' members it names by the rules' names ("STY", "Svärd").
func memberLabel(id string) (string, bool) {
	switch id {
	case campaign.KindRuleset:
		return lang.L("Ruleset"), true
	case campaign.KindName:
		return lang.L("Name"), true
	case campaign.KindPlayer:
		return lang.L("Player"), true
	case campaign.KindNPC:
		return lang.L("NPC"), true
	case campaign.KindAge:
		return lang.L("Age"), true
	case campaign.KindOccupation:
		return lang.L("Occupation"), true
	case campaign.KindPortrait:
		return lang.L("Portrait"), true
	case campaign.KindSpecies:
		return lang.L("Species"), true
	case campaign.KindShield:
		return lang.L("Shield"), true
	case campaign.KindNotes:
		return lang.L("Notes"), true
	case campaign.KindHouseRules:
		return lang.L("House rules"), true
	}
	return "", false
}

// FieldLabel names the field d is about in the reader's language.
func FieldLabel(d campaign.Difference) string {
	if label, ok := memberLabel(d.Kind); ok && d.Label == d.Kind {
		return label
	}
	return d.Label
}
