package sheetview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// stateSection is the sheet in play: the ruleset's actions of harm and healing (take damage,
// first aid, rest), the conditions, the state the rules derive and the wounds.
type stateSection struct {
	e      *Editor
	object fyne.CanvasObject
	values *valueList
	harm   *harmPanel
	// boxes are the model's sections of boxes to tick: the conditions, a ruleset's own.
	boxes *boxCards
}

func newStateSection(e *Editor) *stateSection {
	s := &stateSection{e: e, values: newValueList(e.words, e.host.Tips(), nil), harm: newHarmPanel(e, 3)}
	s.boxes = newBoxCards(e, 4)
	// What one clicks first, what grows with a wound after: the forms of harm and the boxes
	// to tick, then the state the rules derive (a line per wounded part) and the wounds. The
	// state above the forms pushed them down 28 points with the first wound.
	content := container.NewVBox()
	if s.harm.object != nil {
		content.Add(widget.NewCard("", "", s.harm.object))
	}
	if len(s.boxes.checks) > 0 {
		content.Add(s.boxes.object)
	}
	content.Add(widget.NewCard(lang.L("Condition"), "", s.values.box))
	if s.harm.object != nil {
		content.Add(widget.NewCard(lang.L("Wounds"), "", s.harm.wounds))
	}
	s.object = container.NewVScroll(content)
	return s
}

func (s *stateSection) fill() { s.harm.fill() }

func (s *stateSection) show() {
	s.values.show(s.e.layout.State)
	s.boxes.show()
}
