package ui

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/ui/kit"
)

// stateSection is the sheet in play: the state the rules derive, the conditions, the wounds,
// and the ruleset's actions of harm and healing (take damage, first aid, rest).
type stateSection struct {
	e      *Editor
	object fyne.CanvasObject
	values *valueList
	wounds *fyne.Container
	// harm are the inputs of each action of harm that takes some, such as the damage and
	// where, by action id; each has its button beside it.
	harm map[string]*inputs
	// boxes are the model's sections of boxes to tick: the conditions, a ruleset's own.
	boxes *boxCards
}

// harmActions are the ruleset's actions of harm and healing for the document as it stands.
func (e *Editor) harmActions() []engine.Action { return screen.HarmActions(e.rs, e.doc) }

func newStateSection(e *Editor) *stateSection {
	s := &stateSection{e: e, values: newValueList(e.words, e.session.tips, nil), wounds: container.NewVBox(), harm: map[string]*inputs{}}
	s.boxes = newBoxCards(e)
	content := container.NewVBox(widget.NewCard(lang.L("Condition"), "", s.values.box))
	if len(s.boxes.checks) > 0 {
		content.Add(s.boxes.object)
	}
	// An action with inputs is a row of them with its button; the others are buttons below
	// the wounds. A wound's actions are on its row.
	var rows []fyne.CanvasObject
	buttons := container.NewHBox()
	for _, a := range e.harmActions() {
		switch {
		case a.Scope == engine.WoundScope:
		case len(a.Inputs) > 0:
			in := newInputs(a.Inputs, e.words, func() {})
			s.harm[a.ID] = in
			// At most three to a line: a grid's columns are as wide as its widest cell, and six
			// of the widest made the window wider than a 1366-point screen in English.
			row := container.NewGridWithColumns(min(len(a.Inputs)+1, 3))
			for _, f := range a.Inputs {
				row.Add(in.widget(f))
			}
			row.Add(widget.NewButtonWithIcon(e.words.F(a.Label), theme.ContentAddIcon(), func() { s.act(a) }))
			rows = append(rows, row)
			if a.About != "" { // each row says what it does, under it
				l := widget.NewLabel(e.words.F(a.About))
				l.SizeName = theme.SizeNameCaptionText
				l.Wrapping = fyne.TextWrapWord
				rows = append(rows, l)
			}
		default:
			buttons.Add(widget.NewButton(e.words.F(a.Label), func() { s.act(a) }))
		}
	}
	if len(rows) == 0 && buttons.Objects == nil {
		// A ruleset without harm: its state in play, and nothing to harm or heal.
		s.object = container.NewVScroll(content)
		return s
	}
	s.object = container.NewVScroll(container.NewVBox(
		content,
		widget.NewCard(lang.L("Wounds"), "", container.NewVBox(append(rows, s.wounds)...)),
		buttons,
	))
	return s
}

// act does action a with its inputs, asking first where the ruleset wants that.
func (s *stateSection) act(a engine.Action) {
	e := s.e
	setup := engine.Setup{Form: a.ID}
	if in := s.harm[a.ID]; in != nil {
		if bad := in.read(&setup); bad != "" {
			e.showError(e.words.F(a.Label), fmt.Errorf("%s", bad))
			return
		}
	}
	e.confirmAndDo(a, setup, func() {
		if in := s.harm[a.ID]; in != nil {
			for _, entry := range in.numbers {
				entry.SetText("")
			}
		}
	})
}

func (s *stateSection) fill() {
	// The rows show the wounds' flags too, which every action may change: rebuild them.
	e := s.e
	s.wounds.Objects = nil
	// The actions of a wound, once for all the rows: which wounds each is for changes with them.
	var woundActions []engine.Action
	for _, a := range e.harmActions() {
		if a.Scope == engine.WoundScope {
			woundActions = append(woundActions, a)
		}
	}
	for i := range e.doc.Wounds {
		s.wounds.Objects = append(s.wounds.Objects, s.woundRow(i, woundActions))
	}
	if len(e.doc.Wounds) == 0 {
		s.wounds.Objects = append(s.wounds.Objects, widget.NewLabel(lang.L("No wounds.")))
	}
	s.wounds.Refresh()
}

func (s *stateSection) woundRow(i int, actions []engine.Action) fyne.CanvasObject {
	e := s.e
	v := engine.At(e.layout.Wounds, i)
	where := v.Label
	switch {
	case where != "":
	case len(e.desc.BodyParts) == 0:
		where = lang.L("Wound {{.N}}", map[string]any{"N": i + 1})
	default:
		where = lang.L("straight to LP")
	}
	text := where + ": " + v.TextIn(e.words)
	if note := v.Note.In(e.words); note != "" {
		text += " (" + note + ")"
	}
	buttons := container.NewHBox()
	for _, a := range actions {
		b := widget.NewButton(e.words.F(a.Label), func() {
			e.confirmAndDo(a, engine.Setup{Form: a.ID, Values: map[string]int{engine.WoundInput: i}}, nil)
		})
		if !slices.Contains(a.Wounds, i) {
			b.Disable()
		}
		buttons.Add(b)
	}
	if aids, ok := e.rs.(engine.Aids); ok && !e.doc.Wounds[i].Treated {
		buttons.Add(widget.NewButton(lang.L("Aid from…"), func() { s.askAid(aids, i) }))
	}
	remove := kit.NewRemoveButton(e.session.tips, func() {
		doc := e.doc.Clone()
		doc.Wounds = slices.Delete(doc.Wounds, i, i+1)
		e.replace(doc)
	})
	buttons.Add(remove)
	return container.NewBorder(nil, nil, nil, buttons, widget.NewLabel(text))
}

// askAid asks which other open character of the ruleset tends wound i, and has it do so with
// its own skill, gear and dice: a character who has collapsed cannot tend itself. Both changes
// are undo steps in their own tabs.
func (s *stateSection) askAid(aids engine.Aids, i int) {
	e := s.e
	var helpers []*Editor
	var names []string
	for _, o := range e.session.editors {
		if o != e && o.rs == e.rs {
			helpers = append(helpers, o)
			names = append(names, kit.Ellipsis(kit.DisplayName(o.doc), kit.MaxTitle))
		}
	}
	if len(helpers) == 0 {
		e.showError(lang.L("Aid from…"), errors.New(lang.L("Open the character who helps, in a tab of its own.")))
		return
	}
	pick := widget.NewSelect(names, nil)
	pick.SetSelectedIndex(0)
	dialog.ShowForm(lang.L("Aid from…"), lang.L("OK"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(lang.L("Helper"), pick)}, func(ok bool) {
		j := pick.SelectedIndex()
		if !ok || j < 0 || i >= len(e.doc.Wounds) {
			return
		}
		helper := helpers[j]
		helped, victim, report, err := aids.Aid(helper.doc, e.doc, i, e.rng)
		if err != nil {
			e.showError(lang.L("Aid from…"), errors.New(engine.ErrorIn(err, e.words)))
			return
		}
		what := lang.L("{{.Helper}} tends {{.Victim}}", map[string]any{"Helper": names[j], "Victim": kit.Ellipsis(kit.DisplayName(e.doc), kit.MaxTitle)})
		helper.replace(helped)
		e.replace(victim)
		e.log.add(time.Now(), what, "", report.In(e.words))
		helper.log.add(time.Now(), what, "", report.In(helper.words))
	}, e.win)
}

func (s *stateSection) show() {
	s.values.show(s.e.layout.State)
	s.boxes.show()
}
