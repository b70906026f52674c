package sheetview

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/screen"
	"rollformular/sheet"
)

// boxCards shows the model's sections of boxes to tick (screen.Sections) as cards of check
// boxes: columns to a line with their labels, or a track's boxes side by side. It knows nothing of
// what a section means; ticking a box makes the edit the model gives with it.
type boxCards struct {
	e       *Editor
	object  *fyne.Container
	columns int               // the labelled boxes to a line
	checks  [][]*widget.Check // by section and box
	// setting is set while the checks are set from the document, which is no edit.
	setting bool
}

func newBoxCards(e *Editor, columns int) *boxCards {
	b := &boxCards{e: e, object: container.NewVBox(), columns: columns}
	b.build(screen.Sections(e.rs, e.doc))
	return b
}

func (b *boxCards) build(sections []screen.Section) {
	b.setting = true
	defer func() { b.setting = false }()
	b.object.Objects, b.checks = nil, nil
	for _, sec := range sections {
		var checks []*widget.Check
		labelled := slices.ContainsFunc(sec.Boxes, func(x screen.Box) bool { return x.Label != "" })
		var row *fyne.Container
		if labelled {
			row = container.NewGridWithColumns(b.columns)
		} else {
			row = container.NewHBox()
		}
		for _, box := range sec.Boxes {
			check := widget.NewCheck(box.Label, func(on bool) {
				if !b.setting {
					// Each tick is an undo step of its own, as a check box is: no key joins them.
					b.e.edit("", func(doc *sheet.Character) { box.Set(doc, on) })
				}
			})
			check.SetChecked(box.Checked)
			checks = append(checks, check)
			row.Add(check)
		}
		b.checks = append(b.checks, checks)
		b.object.Add(widget.NewCard(b.say(sec.Key, sec.Title), b.say(sec.AboutKey, sec.About), row))
	}
}

// say is a section's text in the editor's language: the program's own by its key, else the
// rules' worded by the ruleset.
func (b *boxCards) say(key screen.Key, rules string) string {
	return screen.In(key, rules, func(k string) string { return lang.L(k) }, b.e.words)
}

// show ticks the boxes as the document has them. A document whose sections have other boxes
// than shown (none of the rulesets' do so far) gets its cards anew.
func (b *boxCards) show() {
	sections := screen.Sections(b.e.rs, b.e.doc)
	same := len(sections) == len(b.checks)
	for i := 0; same && i < len(sections); i++ {
		same = len(sections[i].Boxes) == len(b.checks[i])
	}
	if !same {
		b.build(sections)
		b.object.Refresh()
		return
	}
	b.setting = true
	defer func() { b.setting = false }()
	for i, sec := range sections {
		for j, box := range sec.Boxes {
			b.checks[i][j].SetChecked(box.Checked)
		}
	}
}
