package sheetview

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/ui/kit"
)

// formPanel shows one of the ruleset's roll forms: the facts above it, its fields, the exact
// odds of the roll they set up while they change, and the button that rolls it.
type formPanel struct {
	e     *Editor
	forms engine.Forms
	form  engine.Form // as the ruleset last gave it
	card  *widget.Card
	lines *widget.Label
	*inputs
	// catalogue is the form's catalogue to read beside it; nil without one.
	catalogue fyne.CanvasObject
	kit.OddsLine
}

func newFormPanel(e *Editor, forms engine.Forms, form engine.Form) *formPanel {
	p := &formPanel{e: e, forms: forms, form: form, lines: widget.NewLabel("")}
	p.OddsLine = kit.NewOddsLine(p.rollNow)
	p.lines.Wrapping = fyne.TextWrapWord
	p.inputs = newInputs(form.Fields, e.words, p.update)
	body := container.NewVBox(p.inputs.forms(), p.Odds, container.NewHBox(p.Roll))
	if len(form.Lines) > 0 {
		// Dice drawn as glyphs line up in a monospace font, which costs megabytes to load:
		// only a form with such lines shows them.
		p.lines.TextStyle = fyne.TextStyle{Monospace: true}
		body.Objects = append([]fyne.CanvasObject{p.lines}, body.Objects...)
	}
	p.card = widget.NewCard(e.words.F(form.Title), e.words.F(form.About), body)
	if len(form.Catalogue) > 0 {
		p.catalogue = p.buildCatalogue()
	}
	p.Built = true
	return p
}

// buildCatalogue is the form's catalogue for reference: each entry's summary, and what it
// does; an entry can be put into the form.
func (p *formPanel) buildCatalogue() fyne.CanvasObject {
	about := widget.NewLabel("")
	about.Wrapping = fyne.TextWrapWord
	selected := -1
	use := widget.NewButtonWithIcon(lang.L("Use in the roll"), theme.ConfirmIcon(), func() {
		if sel := p.choices[p.form.CatalogueField]; sel != nil && selected >= 0 {
			sel.SetSelectedIndex(selected + 1)
		}
	})
	use.Disable()
	list := widget.NewList(func() int { return len(p.form.Catalogue) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			a := p.form.Catalogue[i]
			o.(*widget.Label).SetText(p.e.words.F(a.Name) + " — " + p.e.words.F(a.Summary))
		})
	list.OnSelected = func(i widget.ListItemID) {
		selected = i
		a := p.form.Catalogue[i]
		about.SetText(p.e.words.F(a.Summary) + "\n• " + strings.Join(a.Lines, "\n• "))
		use.Enable()
	}
	detail := container.NewVScroll(container.NewVBox(about, container.NewHBox(use)))
	split := container.NewVSplit(list, detail)
	split.Offset = 0.6
	return widget.NewCard(p.e.words.F(p.form.CatalogueTitle), "", split)
}

// setup reads the fields into a setup; a number that does not read is said instead.
func (p *formPanel) setup() (engine.Setup, string) {
	s := engine.Setup{Form: p.form.ID, Mod: p.e.modifierQuiet()}
	bad := p.inputs.read(&s)
	return s, bad
}

// update shows the odds of the roll as it stands.
func (p *formPanel) update() {
	if !p.Built {
		return // the widgets call update while they are being made
	}
	s, bad := p.setup()
	p.ShowOdds(bad, func() (string, string) {
		odds, problem := p.forms.FormOdds(p.e.doc, s)
		return odds.In(p.e.words), engine.ErrorIn(problem, p.e.words)
	})
}

func (p *formPanel) rollNow() {
	e := p.e
	s, bad := p.setup()
	if bad != "" {
		return
	}
	doc, res, err := p.forms.RollForm(e.doc, s, e.rng)
	if err != nil {
		e.log.add(time.Now(), e.words.F(p.form.Title), "", engine.ErrorIn(err, e.words))
		return
	}
	if doc != e.doc {
		e.replace(doc)
	}
	e.logRoll(res)
}

// show takes the form anew from the ruleset after every change: the facts above it, and the
// choices that come from the character, keeping what was chosen where it is still offered.
func (p *formPanel) show() {
	forms := p.forms.Forms(p.e.doc)
	for _, f := range forms {
		if f.ID == p.form.ID {
			p.form = f
		}
	}
	lines := make([]string, len(p.form.Lines))
	for i, l := range p.form.Lines {
		lines[i] = l.In(p.e.words)
	}
	if len(lines) > 0 {
		p.lines.SetText(kit.ShortText(strings.Join(lines, "\n")))
	}
	p.inputs.offer(p.form.Fields)
	p.update()
}
