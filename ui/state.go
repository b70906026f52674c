package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// stateSection is the sheet in play: the state the rules derive, the conditions, the wounds,
// and the ruleset's actions of harm and healing (take damage, first aid, rest).
type stateSection struct {
	e      *Editor
	object fyne.CanvasObject
	values *valueList
	harm   *harmPanel
	// boxes are the model's sections of boxes to tick: the conditions, a ruleset's own.
	boxes *boxCards
}

func newStateSection(e *Editor) *stateSection {
	s := &stateSection{e: e, values: newValueList(e.words, e.session.tips, nil), harm: newHarmPanel(e, 3)}
	s.boxes = newBoxCards(e, 4)
	content := container.NewVBox(widget.NewCard(lang.L("Condition"), "", s.values.box))
	if len(s.boxes.checks) > 0 {
		content.Add(s.boxes.object)
	}
	if s.harm.object != nil {
		content.Add(widget.NewCard(lang.L("Wounds"), "", s.harm.object))
	}
	s.object = container.NewVScroll(content)
	return s
}

func (s *stateSection) fill() { s.harm.fill() }

func (s *stateSection) show() {
	s.values.show(s.e.layout.State)
	s.boxes.show()
}
