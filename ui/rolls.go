package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
)

// logEntry is one line of the roll log.
type logEntry struct {
	at      time.Time
	what    string
	dice    string
	outcome string
}

// rollLog is the list of rolls made in this window, newest first.
type rollLog struct {
	entries []logEntry
	list    *widget.List
	last    *widget.Label // the newest roll, shown above the tabs wherever the roll was made
}

const rollLogLimit = 500

func newRollLog() *rollLog {
	l := &rollLog{last: widget.NewLabel("")}
	l.last.Wrapping = fyne.TextWrapWord
	l.list = widget.NewList(func() int { return len(l.entries) },
		func() fyne.CanvasObject {
			text := widget.NewLabel("")
			text.Wrapping = fyne.TextWrapWord
			return text
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(l.line(i))
			l.list.SetItemHeight(i, o.MinSize().Height)
		})
	return l
}

// line is entry i as the log shows it: time, what, dice, outcome.
func (l *rollLog) line(i int) string {
	en := l.entries[i]
	s := en.at.Format("15:04:05") + "  " + en.what
	if en.dice != "" {
		s += "  " + en.dice
	}
	return s + "  →  " + en.outcome
}

func (l *rollLog) add(at time.Time, what, dice, outcome string) {
	l.entries = append([]logEntry{{at, what, dice, outcome}}, l.entries...)
	l.last.SetText(l.line(0))
	if len(l.entries) > rollLogLimit {
		l.entries = l.entries[:rollLogLimit]
	}
	l.list.Refresh()
}

// rollAndLog rolls what the character names with the typed modifier and logs it the rules'
// way: the dice shown, the value rolled against, lyckat, kritiskt, misslyckat or fummel, and a
// weapon's damage and hit location.
func (e *Editor) rollAndLog(what string) {
	res, err := e.rs.Roll(e.doc, what, e.modifier(), e.rng)
	if err != nil {
		e.log.add(time.Now(), what, "", err.Error())
		return
	}
	e.log.add(time.Now(), describeRoll(res), fmt.Sprint(res.Faces), outcomeText(res))
}

func describeRoll(res engine.RollResult) string {
	s := fmt.Sprintf("%s %d", res.What, res.Value)
	if res.Mod != 0 {
		s += fmt.Sprintf(" %+d", res.Mod)
	}
	return s + fmt.Sprintf(" (%s %d)", lang.L("against"), res.Effective)
}

func outcomeText(res engine.RollResult) string {
	out := res.Outcome
	if res.Damage != nil {
		out += fmt.Sprintf("; %s %s = %d %s, %s %d: %s", lang.L("damage"), res.Damage.Dice, res.Damage.Total, res.Damage.Type,
			lang.L("hit location"), res.Damage.HitRoll, res.Damage.Part)
	}
	if len(res.Details) > 0 {
		out += " (" + strings.Join(res.Details, "; ") + ")"
	}
	return out
}

// rollsSection is the ruleset's roll forms, its actions at the table, the experience round
// and the roll log.
type rollsSection struct {
	e      *Editor
	object fyne.CanvasObject
	forms  []*formPanel // one per roll form of the ruleset
	// actions are the buttons of the ruleset's actions at the table, by action id.
	actions map[string]*widget.Button
}

func newRollsSection(e *Editor) *rollsSection {
	s := &rollsSection{e: e}
	var content []fyne.CanvasObject
	var catalogues []fyne.CanvasObject
	if forms, ok := e.rs.(engine.Forms); ok {
		for _, f := range forms.Forms(e.doc) {
			p := newFormPanel(e, forms, f)
			s.forms = append(s.forms, p)
			content = append(content, p.card)
			if p.catalogue != nil {
				catalogues = append(catalogues, p.catalogue)
			}
		}
	}
	if actions, ok := e.rs.(engine.Actions); ok {
		content = append(content, s.actionsCard(actions))
	}
	for _, ref := range e.desc.References {
		content = append(content, referenceCard(ref))
	}
	if exp, ok := e.rs.(engine.Experience); ok {
		experience := widget.NewButton(lang.L("Roll for every experience mark"), func() {
			doc, report := exp.ExperienceRound(e.doc, e.rng)
			if len(report) == 0 {
				e.log.add(time.Now(), lang.L("Experience"), "", lang.L("no marks to roll for"))
				return
			}
			e.replace(doc)
			e.log.add(time.Now(), lang.L("Experience"), "", strings.Join(report, "; "))
		})
		content = append(content, experience)
	}
	var log fyne.CanvasObject = widget.NewCard(lang.L("Roll log"), "", e.log.list)
	if len(catalogues) > 0 {
		// A form's catalogue sits above the log, to read while the roll is set up.
		side := container.NewVSplit(container.NewVBox(catalogues...), log)
		side.Offset = 0.55
		log = side
	}
	if len(s.forms) > 0 {
		// The forms are tall: they and the log sit side by side.
		left := container.NewVScroll(container.NewVBox(content...))
		split := container.NewHSplit(left, log)
		split.Offset = 0.55
		s.object = split
		return s
	}
	s.object = container.NewBorder(container.NewVBox(content...), nil, nil, nil, log)
	return s
}

// referenceCard shows a catalogue of the rules for reference, folded.
func referenceCard(ref engine.Reference) fyne.CanvasObject {
	l := widget.NewLabel("• " + strings.Join(ref.Lines, "\n• "))
	l.Wrapping = fyne.TextWrapWord
	return widget.NewAccordion(widget.NewAccordionItem(ref.Name+" — "+ref.Summary, l))
}

// actionsCard has a button for each of the ruleset's actions at the table.
func (s *rollsSection) actionsCard(actions engine.Actions) fyne.CanvasObject {
	e := s.e
	s.actions = map[string]*widget.Button{}
	grid := container.NewGridWithColumns(3)
	for _, a := range actions.TableActions() {
		b := widget.NewButton(a.Label, func() {
			if a.Input != "" {
				e.actWithInput(a)
				return
			}
			doc, report, err := actions.Act(e.doc, a.ID, e.rng)
			if err != nil {
				e.log.add(time.Now(), a.Label, "", err.Error())
				return
			}
			e.replace(doc)
			e.log.add(time.Now(), a.Label, "", strings.Join(report, "; "))
		})
		s.actions[a.ID] = b
		grid.Add(b)
	}
	if dealing, ok := e.rs.(engine.Dealing); ok {
		deal := widget.NewButton(dealing.DealLabel(), func() { e.dealToTable(dealing) })
		s.actions["deal"] = deal
		grid.Add(deal)
	}
	about := container.NewVBox()
	for _, a := range actions.TableActions() {
		l := widget.NewLabel(a.Label + ": " + a.About)
		l.SizeName = theme.SizeNameCaptionText
		l.Wrapping = fyne.TextWrapWord
		about.Add(l)
	}
	return widget.NewCard(lang.L("At the table"), "", container.NewVBox(grid, widget.NewAccordion(widget.NewAccordionItem(lang.L("What they do"), about))))
}

func (s *rollsSection) fill() {}

// show takes the roll forms anew from the character.
func (s *rollsSection) show() {
	for _, p := range s.forms {
		p.show()
	}
}

// notesSection is the free notes.
type notesSection struct {
	e      *Editor
	object fyne.CanvasObject
	notes  *widget.Entry
}

func newNotesSection(e *Editor) *notesSection {
	s := &notesSection{e: e}
	s.notes = widget.NewMultiLineEntry()
	s.notes.Wrapping = fyne.TextWrapWord
	e.bindText(s.notes, "notes", lang.L("Notes"), sheet.MaxNotes, func(doc *sheet.Character, v string) {
		doc.Notes = v
		s.wrap(v)
	})
	s.object = s.notes
	return s
}

func (s *notesSection) fill() {
	s.wrap(s.e.doc.Notes)
	setText(s.notes, s.e.doc.Notes)
}

// longParagraph is the length, in characters, past which a paragraph of the notes is not
// wrapped: Fyne lays out a wrapped paragraph in time that grows with its square (20,000
// characters in one paragraph took 2 s, and then 90 ms a keystroke), and a paragraph that
// long is pasted text, not notes typed at the table.
const longParagraph = 2_000

// wrap wraps the notes at word boundaries unless a paragraph of text is too long for that.
func (s *notesSection) wrap(text string) {
	w := fyne.TextWrapWord
	for line := range strings.Lines(text) {
		if utf8.RuneCountInString(line) > longParagraph {
			w = fyne.TextWrapOff
			break
		}
	}
	if s.notes.Wrapping != w {
		s.notes.Wrapping = w
		s.notes.Refresh()
	}
}
func (s *notesSection) show() {}

// dealToTable deals to every open character of the ruleset at once, each change undoable in
// its own tab, and logs who got what in each.
func (e *Editor) dealToTable(dealing engine.Dealing) {
	var editors []*Editor
	var docs []*sheet.Character
	for _, o := range e.session.editors {
		if o.rs == e.rs {
			editors = append(editors, o)
			docs = append(docs, o.doc)
		}
	}
	dealt, report, err := dealing.Deal(docs, e.rng)
	if err != nil {
		e.log.add(time.Now(), dealing.DealLabel(), "", err.Error())
		return
	}
	for i, o := range editors {
		o.replace(dealt[i])
		o.log.add(time.Now(), dealing.DealLabel(), "", strings.Join(report, ", "))
	}
}

// actWithInput asks for the number an action takes, then does it.
func (e *Editor) actWithInput(a engine.Action) {
	with, ok := e.rs.(engine.InputActions)
	if !ok {
		return
	}
	entry := widget.NewEntry()
	dialog.ShowForm(a.Label, lang.L("OK"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(a.Input, entry)}, func(ok bool) {
		if !ok {
			return
		}
		n, err := strconv.Atoi(strings.TrimSpace(entry.Text))
		if err != nil {
			e.log.add(time.Now(), a.Label, "", lang.L("“{{.Text}}” is not a whole number", map[string]any{"Text": ellipsis(entry.Text, 20)}))
			return
		}
		e.doAction(a, with, n)
	}, e.win)
	e.win.Canvas().Focus(entry)
}

// doAction does an action with its number, undoably, and logs it.
func (e *Editor) doAction(a engine.Action, with engine.InputActions, n int) {
	doc, report, err := with.ActWith(e.doc, a.ID, n, e.rng)
	if err != nil {
		e.log.add(time.Now(), a.Label, "", err.Error())
		return
	}
	e.replace(doc)
	e.log.add(time.Now(), a.Label, "", strings.Join(report, "; "))
}
