package sheetview

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
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// harmPanel is the ruleset's actions of harm and healing (take damage, first aid, rest) with
// the wounds they act on: the state tab has one, and the table view one of its own, so a wound
// is taken and tended where the fight is played.
type harmPanel struct {
	e      *Editor
	object fyne.CanvasObject // nil for a ruleset without harm
	wounds *fyne.Container
	// inputs are the inputs of each action of harm that takes some, such as the damage and
	// where, by action id; each has its button beside it.
	inputs map[string]*inputs
	// narrow puts a wound's buttons under it rather than beside it.
	narrow bool
}

// harmActions are the ruleset's actions of harm and healing for the document as it stands.
func (e *Editor) harmActions() []engine.Action { return screen.HarmActions(e.rs, e.doc) }

// newHarmPanel lays each action with inputs out as a row of them with its button, at most
// columns to a line, and says under it what it does; the actions without inputs are buttons
// below. The wounds (harmPanel.wounds), each with its own actions on its row, are placed by the
// caller.
func newHarmPanel(e *Editor, columns int) *harmPanel {
	p := &harmPanel{e: e, wounds: container.NewVBox(), inputs: map[string]*inputs{}}
	var rows []fyne.CanvasObject
	buttons := container.NewHBox()
	for _, a := range e.harmActions() {
		switch {
		case onAWound(a):
		case a.Scope == engine.AidScope:
			buttons.Add(widget.NewButton(e.words.F(a.Label)+"…", func() { p.askAid(a, -1) }))
		case len(a.Inputs) > 0:
			in := newInputs(a.Inputs, e.words, func() {})
			p.inputs[a.ID] = in
			// A grid's columns are as wide as its widest cell: six of the widest to a line made
			// the window wider than a 1366-point screen in English.
			row := container.NewGridWithColumns(min(len(a.Inputs)+1, columns))
			for _, f := range a.Inputs {
				row.Add(in.widget(f))
			}
			row.Add(widget.NewButtonWithIcon(e.words.F(a.Label), theme.ContentAddIcon(), func() { p.act(a) }))
			rows = append(rows, row)
			if a.About != "" {
				l := widget.NewLabel(e.words.F(a.About))
				l.SizeName = theme.SizeNameCaptionText
				l.Wrapping = fyne.TextWrapWord
				rows = append(rows, l)
			}
		default:
			buttons.Add(widget.NewButton(e.words.F(a.Label), func() { p.act(a) }))
		}
	}
	if len(rows) == 0 && buttons.Objects == nil {
		return p
	}
	// The wounds are placed by the caller, below what a wound must not move.
	p.object = container.NewVBox(append(rows, buttons)...)
	return p
}

// newHarmButtons is the actions of harm and healing as buttons, for a narrow column: an
// action's inputs are asked for in a dialog as its button is pressed ("Ta skada…"), which
// takes a line; the actions without inputs are two to a line. Its wounds, each with its
// actions under it, are placed by the caller (harmPanel.wounds), below what a wound must not
// move.
func newHarmButtons(e *Editor) *harmPanel {
	p := &harmPanel{e: e, wounds: container.NewVBox(), inputs: map[string]*inputs{}, narrow: true}
	asking, plain := container.NewVBox(), container.NewGridWithColumns(2)
	for _, a := range e.harmActions() {
		switch {
		case onAWound(a):
		case a.Scope == engine.AidScope:
			plain.Add(widget.NewButton(e.words.F(a.Label)+"…", func() { p.askAid(a, -1) }))
		case len(a.Inputs) > 0:
			asking.Add(widget.NewButtonWithIcon(e.words.F(a.Label)+"…", theme.ContentAddIcon(), func() { e.askAndDo(a) }))
		default:
			plain.Add(widget.NewButton(e.words.F(a.Label), func() { p.act(a) }))
		}
	}
	if asking.Objects == nil && plain.Objects == nil {
		return p
	}
	p.object = container.NewVBox(asking, plain)
	return p
}

// onAWound says a is done to a wound, which the wound's row offers: by the character itself,
// or by another.
func onAWound(a engine.Action) bool {
	return a.Scope == engine.WoundScope || a.Scope == engine.AidWoundScope
}

// act does action a with its inputs, asking first where the ruleset wants that.
func (p *harmPanel) act(a engine.Action) {
	e := p.e
	setup := engine.Setup{Form: a.ID}
	in := p.inputs[a.ID]
	if in != nil {
		if bad := in.read(&setup); bad != "" {
			e.ShowError(e.words.F(a.Label), fmt.Errorf("%s", bad))
			return
		}
	}
	e.confirmAndDo(a, setup, func() {
		if in != nil {
			for _, entry := range in.numbers {
				entry.SetText("")
			}
		}
	})
}

// fill rebuilds the wounds' rows, which show the wounds' flags too, which every action may
// change.
func (p *harmPanel) fill() {
	if p.object == nil {
		return
	}
	e := p.e
	p.wounds.Objects = nil
	// The actions of a wound, once for all the rows: which wounds each is for changes with them.
	var woundActions []engine.Action
	for _, a := range e.harmActions() {
		if onAWound(a) {
			woundActions = append(woundActions, a)
		}
	}
	for i := range e.doc.Wounds {
		p.wounds.Objects = append(p.wounds.Objects, p.woundRow(i, woundActions))
	}
	if len(e.doc.Wounds) == 0 {
		p.wounds.Objects = append(p.wounds.Objects, widget.NewLabel(lang.L("No wounds.")))
	}
	p.wounds.Refresh()
}

// woundRow is wound i, where it is and what has been done about it, with its actions beside
// it, or under it in a narrow column.
func (p *harmPanel) woundRow(i int, actions []engine.Action) fyne.CanvasObject {
	e := p.e
	v := engine.At(e.layout.Wounds, i)
	text := v.LabelIn(e.words) + ": " + v.TextIn(e.words)
	if note := v.Note.In(e.words); note != "" {
		text += " (" + note + ")"
	}
	buttons := container.NewHBox()
	for _, a := range actions {
		if a.Aided() {
			continue // after the character's own
		}
		b := widget.NewButton(e.words.F(a.Label), func() {
			e.confirmAndDo(a, engine.Setup{Form: a.ID, Values: map[string]int{engine.WoundInput: i}}, nil)
		})
		if !slices.Contains(a.Wounds, i) {
			b.Disable()
		}
		buttons.Add(b)
	}
	if aid, ok := engine.Helping(actions, i); ok {
		buttons.Add(widget.NewButton(lang.L("Aid from…"), func() { p.askAid(aid, i) }))
	}
	buttons.Add(kit.NewRemoveButton(e.host.Tips(), func() {
		doc := e.doc.Clone()
		doc.Wounds = slices.Delete(doc.Wounds, i, i+1)
		e.replace(doc)
	}))
	label := widget.NewLabel(text)
	label.Wrapping = fyne.TextWrapWord
	if p.narrow {
		return container.NewVBox(label, buttons)
	}
	return container.NewBorder(nil, nil, nil, buttons, label)
}

// askAid asks which other open character of the ruleset tends wound i (-1: the character as a
// whole), and has it do so by aid, with its own skill, gear and dice: a character who has
// collapsed cannot tend itself. Both changes are undo steps in their own tabs.
func (p *harmPanel) askAid(aid engine.Action, i int) {
	e := p.e
	var helpers []*Editor
	var names []string
	for _, o := range e.host.Editors() {
		if o != e && o.rs == e.rs {
			helpers = append(helpers, o)
			names = append(names, kit.Ellipsis(kit.DisplayName(o.doc), kit.MaxTitle))
		}
	}
	if len(helpers) == 0 {
		e.ShowError(lang.L("Aid from…"), errors.New(lang.L("Open the character who helps, in a tab of its own.")))
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
		s := engine.Setup{Form: aid.ID, Values: map[string]int{engine.WoundInput: i}}
		docs, report, err := engine.Perform([]engine.Action{aid}, []*sheet.Character{e.doc, helper.doc}, s, e.rng)
		if err != nil {
			e.ShowError(lang.L("Aid from…"), errors.New(engine.ErrorIn(err, e.words)))
			return
		}
		what := lang.L("{{.Helper}} tends {{.Victim}}", map[string]any{"Helper": names[j], "Victim": kit.Ellipsis(kit.DisplayName(e.doc), kit.MaxTitle)})
		helper.replace(docs[1])
		e.replace(docs[0])
		e.log.add(time.Now(), what, "", report.In(e.words))
		helper.log.add(time.Now(), what, "", report.In(helper.words))
	}, e.win)
}
