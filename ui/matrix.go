package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
)

// matrixPanel sets up a roll read off a success matrix: what it starts from, a tool kit,
// taking one's time, the situation, the opponent's value, advantage and an action of the
// catalogue. The exact odds of every level show as it is set up.
type matrixPanel struct {
	e         *Editor
	m         engine.Matrix
	card      *widget.Card
	catalogue fyne.CanvasObject
	choices   engine.MatrixChoices
	base      *widget.Select
	kit       *widget.Entry
	takeTime  *widget.Check
	situation *widget.Select
	mv        *widget.Entry
	fördel    *widget.Entry
	risky     *widget.Check
	action    *widget.Select
	around    []*widget.Check // the circumstances that apply at once
	oddsLine
}

func newMatrixPanel(e *Editor, m engine.Matrix) *matrixPanel {
	p := &matrixPanel{e: e, m: m}
	p.oddsLine = newOddsLine(p.rollNow)
	p.choices = m.MatrixChoices(e.doc)
	update := func(string) { p.update() }
	p.base = widget.NewSelect(nil, update)
	p.kit = widget.NewEntry()
	p.kit.SetPlaceHolder("0")
	p.kit.OnChanged = update
	p.takeTime = widget.NewCheck("", func(bool) { p.update() })
	var situations []string
	for _, s := range p.choices.Situations {
		situations = append(situations, fmt.Sprintf("%s (%+d)", s.Name, s.Value))
	}
	p.situation = widget.NewSelect(situations, update)
	for i, s := range p.choices.Situations {
		if s.Value == 0 {
			p.situation.SetSelectedIndex(i)
		}
	}
	p.mv = widget.NewEntry()
	p.mv.SetPlaceHolder("0")
	p.mv.OnChanged = update
	p.fördel = widget.NewEntry()
	p.fördel.SetPlaceHolder("0")
	p.fördel.OnChanged = update
	p.risky = widget.NewCheck("", func(bool) { p.update() })
	actions := []string{none}
	for _, a := range p.choices.Actions {
		actions = append(actions, a.Name)
	}
	p.action = widget.NewSelect(actions, update)
	p.action.SetSelectedIndex(0)
	// Only the fields the ruleset names are shown, under its names.
	f := p.choices.Fields
	left := widget.NewForm(widget.NewFormItem(lang.L("From"), p.base))
	if len(p.choices.Situations) > 0 {
		left.Append(lang.L("Situation"), p.situation)
	}
	if len(p.choices.Actions) > 0 {
		left.Append(lang.L("Action"), p.action)
	}
	right := widget.NewForm()
	for _, field := range []struct {
		label string
		entry *widget.Entry
	}{{f.Kit, p.kit}, {f.MV, p.mv}, {f.Fördel, p.fördel}} {
		if field.label != "" {
			right.Append(field.label, field.entry)
		}
	}
	checks := container.NewHBox()
	if f.TakeTime != "" {
		p.takeTime.SetText(f.TakeTime)
		checks.Add(p.takeTime)
	}
	if f.Risky != "" {
		p.risky.SetText(f.Risky)
		checks.Add(p.risky)
	}
	around := container.NewGridWithColumns(3)
	for _, c := range p.choices.Circumstances {
		check := widget.NewCheck(fmt.Sprintf("%s %+d", c.Name, c.Value), func(bool) { p.update() })
		p.around = append(p.around, check)
		around.Add(check)
	}
	form := container.NewVBox(container.NewGridWithColumns(2, left, right), around, checks)
	p.built = true
	p.card = widget.NewCard(lang.L("Roll"), lang.L("Set up a roll; its exact odds show at once"),
		container.NewVBox(form, p.odds, container.NewHBox(p.roll)))
	p.catalogue = p.buildCatalogue()
	return p
}

// buildCatalogue is the action catalogue for reference: each action's cost and keywords, and
// what it does; an action can be put into the roll.
func (p *matrixPanel) buildCatalogue() fyne.CanvasObject {
	about := widget.NewLabel("")
	about.Wrapping = fyne.TextWrapWord
	selected := -1
	use := widget.NewButtonWithIcon(lang.L("Use in the roll"), theme.ConfirmIcon(), func() {
		if selected >= 0 {
			p.action.SetSelectedIndex(selected + 1)
		}
	})
	use.Disable()
	list := widget.NewList(func() int { return len(p.choices.Actions) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			a := p.choices.Actions[i]
			o.(*widget.Label).SetText(a.Name + " — " + a.Summary)
		})
	list.OnSelected = func(i widget.ListItemID) {
		selected = i
		a := p.choices.Actions[i]
		about.SetText(a.Summary + "\n• " + strings.Join(a.Lines, "\n• "))
		use.Enable()
	}
	detail := container.NewVScroll(container.NewVBox(about, container.NewHBox(use)))
	split := container.NewVSplit(list, detail)
	split.Offset = 0.6
	return widget.NewCard(lang.L("Actions"), "", split)
}

// setup reads the panel into a roll; what does not parse is said instead.
func (p *matrixPanel) setup() (engine.MatrixRoll, string) {
	m := engine.MatrixRoll{Base: p.base.SelectedIndex(), TakeTime: p.takeTime.Checked, Risky: p.risky.Checked, Mod: p.e.modifierQuiet()}
	for _, f := range []struct {
		entry *widget.Entry
		what  string
		into  *int
	}{{p.kit, p.choices.Fields.Kit, &m.Kit}, {p.mv, p.choices.Fields.MV, &m.MV}, {p.fördel, p.choices.Fields.Fördel, &m.Fördel}} {
		t := strings.TrimSpace(f.entry.Text)
		if t == "" {
			continue
		}
		v, err := strconv.Atoi(t)
		if err != nil {
			return m, lang.L("{{.Field}}: “{{.Text}}” is not a whole number", map[string]any{"Field": f.what, "Text": ellipsis(t, 20)})
		}
		*f.into = v
	}
	if i := p.situation.SelectedIndex(); i >= 0 {
		m.SV = p.choices.Situations[i].Value
	}
	if i := p.action.SelectedIndex(); i > 0 {
		m.Action = p.choices.Actions[i-1].ID
	}
	for i, c := range p.choices.Circumstances {
		if p.around[i].Checked {
			m.Circumstances = append(m.Circumstances, c.Name)
		}
	}
	return m, ""
}

// update shows the odds of the roll as it stands.
func (p *matrixPanel) update() {
	if !p.built {
		return // the widgets call update while they are being made
	}
	m, bad := p.setup()
	p.showOdds(bad, func() (string, []string) { return p.m.MatrixOdds(p.e.doc, m) })
}

func (p *matrixPanel) rollNow() {
	e := p.e
	m, bad := p.setup()
	if bad != "" {
		return
	}
	res, err := p.m.RollMatrix(e.doc, m, e.rng)
	if err != nil {
		e.log.add(time.Now(), lang.L("Roll"), "", err.Error())
		return
	}
	outcome := res.Outcome
	if len(res.Details) > 0 {
		outcome += " (" + strings.Join(res.Details, "; ") + ")"
	}
	e.log.add(time.Now(), res.What, fmt.Sprint(res.Faces), outcome)
}

// show offers the character's bases anew after every change.
func (p *matrixPanel) show() {
	p.choices = p.m.MatrixChoices(p.e.doc)
	names := make([]string, len(p.choices.Bases))
	for i, b := range p.choices.Bases {
		names[i] = fmt.Sprintf("%s (%d)", b.Name, b.Value)
	}
	selected := p.base.SelectedIndex()
	p.base.Options = names
	if selected < 0 || selected >= len(names) {
		selected = 0
	}
	if len(names) > 0 {
		p.base.SetSelectedIndex(selected)
	}
	p.base.Refresh()
	p.update()
}
