package sheetview

import (
	"errors"
	"fmt"
	"math/rand/v2"
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
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
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
	// last is the newest roll, shown above the tabs wherever the roll was made: one line, cut
	// short, so that a long roll never moves the sheet under the pointer (the log has it whole).
	last *widget.Label
	// onAdd are called after each entry added: the table view repeats the newest.
	onAdd []func()
}

const rollLogLimit = 500

func newRollLog() *rollLog {
	l := &rollLog{last: widget.NewLabel("")}
	l.last.Truncation = fyne.TextTruncateEllipsis
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
	for _, f := range l.onAdd {
		f()
	}
	if len(l.entries) > rollLogLimit {
		l.entries = l.entries[:rollLogLimit]
	}
	l.list.Refresh()
}

// rollAndLog rolls what the character names with the typed modifier and logs it the rules'
// way: the dice shown, the value rolled against, lyckat, kritiskt, misslyckat or fummel, and a
// weapon's damage and hit location.
func (e *Editor) rollAndLog(what engine.What) {
	res, err := e.rs.Roll(e.doc, what, e.modifier(), e.rng)
	if err != nil {
		e.log.add(time.Now(), what.Name, "", engine.ErrorIn(err, e.words))
		return
	}
	e.logRoll(res)
}

// logRoll logs a roll: what was rolled, the faces and what they count, the outcome and the
// odds the roll had.
func (e *Editor) logRoll(res engine.RollResult) {
	dice := fmt.Sprint(res.Faces)
	if len(res.Faces) > 1 || len(res.Faces) == 1 && res.Counted != res.Faces[0] {
		dice += " = " + strconv.Itoa(res.Counted) // a sum, or the successes of a pool
	}
	outcome := e.outcomeText(res)
	if odds := res.OddsText().In(e.words); odds != "" {
		outcome += "  ·  " + odds
	}
	e.log.add(time.Now(), kit.DescribeRoll(res, e.words), dice, outcome)
}

// oddsOf is the odds shown beside what's ▶, v being its derived value: v's own, or, with a
// modifier typed for rolls, those of the roll ▶ makes, which Roll gives before it rolls (its
// dice are thrown away). A roll the rules refuse says why.
func (e *Editor) oddsOf(v engine.Value, what engine.What) string {
	mod := e.modifierQuiet()
	if mod == 0 || v.Odds == nil {
		return v.Odds.In(e.words)
	}
	res, err := e.rs.Roll(e.doc, what, mod, rand.New(rand.NewPCG(0, 0)))
	if err != nil {
		return engine.ErrorIn(err, e.words)
	}
	return res.OddsText().In(e.words)
}

func (e *Editor) outcomeText(res engine.RollResult) string {
	return kit.OutcomeText(screen.LabelsOf(e.rs), e.words, res)
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
	for _, f := range e.rs.Forms(e.doc) {
		p := newFormPanel(e, e.rs, f)
		s.forms = append(s.forms, p)
		content = append(content, p.card)
		if p.catalogue != nil {
			catalogues = append(catalogues, p.catalogue)
		}
	}
	if card := s.actionsCard(e.rs); card != nil {
		content = append(content, card)
	}
	for _, ref := range e.rules.References {
		content = append(content, referenceCard(ref, e.words))
	}
	var log fyne.CanvasObject = widget.NewCard(lang.L("Roll log"), "", e.log.list)
	if len(catalogues) > 0 {
		// A form's catalogue sits above the log, to read while the roll is set up.
		side := container.NewVSplit(container.NewGridWithRows(len(catalogues), catalogues...), log)
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
func referenceCard(ref engine.Reference, words engine.Words) fyne.CanvasObject {
	l := widget.NewLabel("• " + strings.Join(ref.Lines, "\n• "))
	l.Wrapping = fyne.TextWrapWord
	return widget.NewAccordion(widget.NewAccordionItem(words.F(ref.Name)+" — "+words.F(ref.Summary), l))
}

// actionsCard has a button for each of the ruleset's actions of play; those of harm and
// healing are on the state tab.
func (s *rollsSection) actionsCard(actions engine.Actions) fyne.CanvasObject {
	e := s.e
	s.actions = map[string]*widget.Button{}
	grid := container.NewGridWithColumns(3)
	about := container.NewVBox()
	for _, a := range actions.TableActions(e.doc) {
		if a.Harm {
			continue
		}
		b := widget.NewButton(e.words.F(a.Label), func() { e.askAndDo(a) })
		s.actions[a.ID] = b
		grid.Add(b)
		if a.About != "" {
			l := widget.NewLabel(e.words.F(a.Label) + ": " + e.words.F(a.About))
			l.SizeName = theme.SizeNameCaptionText
			l.Wrapping = fyne.TextWrapWord
			about.Add(l)
		}
	}
	if len(s.actions) == 0 {
		return nil
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

// askAndDo asks for the inputs an action takes, if any, then does it.
func (e *Editor) askAndDo(a engine.Action) {
	if len(a.Inputs) == 0 {
		e.confirmAndDo(a, engine.Setup{Form: a.ID}, nil)
		return
	}
	in := newInputs(a.Inputs, e.words, func() {})
	var items []*widget.FormItem
	for _, f := range a.Inputs {
		label := f.LabelIn(e.words)
		if f.Kind == engine.FlagField {
			label = "" // the check says it beside its box
		}
		items = append(items, widget.NewFormItem(label, in.widget(f)))
	}
	if a.About != "" { // what the action does, under its inputs
		about := widget.NewLabel(e.words.F(a.About))
		about.Wrapping = fyne.TextWrapWord
		about.SizeName = theme.SizeNameCaptionText
		items = append(items, widget.NewFormItem("", about))
	}
	dialog.ShowForm(e.words.F(a.Label), lang.L("OK"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		setup := engine.Setup{Form: a.ID}
		if bad := in.read(&setup); bad != "" {
			if a.Harm { // done away from the roll log: said where it was asked
				e.ShowError(e.words.F(a.Label), errors.New(bad))
				return
			}
			e.log.add(time.Now(), e.words.F(a.Label), "", bad)
			return
		}
		e.confirmAndDo(a, setup, nil)
	}, e.win)
	if len(a.Inputs) > 0 && a.Inputs[0].Kind == engine.NumberField {
		e.win.Canvas().Focus(in.numbers[a.Inputs[0].ID])
	}
}

// confirmAndDo asks the question the action asks first, if any, then does it; done runs
// after it was done. What goes wrong with an action of harm, done on the state tab away from
// the roll log, is said in a dialog too.
func (e *Editor) confirmAndDo(a engine.Action, s engine.Setup, done func()) {
	do := func() {
		err := e.do(a, s)
		switch {
		case err != nil && a.Harm:
			e.ShowError(e.words.F(a.Label), err)
		case err == nil && done != nil:
			done()
		}
	}
	kit.ConfirmAction(e.win, e.words, a, do, nil)
}

// do does action a as s sets it up: to this character, or, for an action of the table, to
// every open character of the ruleset at once, each change undoable in its own tab. What
// happened goes to the roll log of each; what went wrong to this one's.
func (e *Editor) do(a engine.Action, s engine.Setup) error {
	editors := []*Editor{e}
	if a.Scope == engine.TableScope {
		// This character first: an action of the table is done for the first of them (a card
		// drawn from what the others left) and to all.
		for _, o := range e.host.Editors() {
			if o.rs == e.rs && o != e {
				editors = append(editors, o)
			}
		}
	}
	docs := make([]*sheet.Character, len(editors))
	for i, o := range editors {
		docs[i] = o.doc
	}
	label := e.words.F(a.Label)
	out, report, err := engine.Perform(e.rs.TableActions(e.doc), docs, s, e.rng)
	if err == nil && len(out) != len(editors) {
		err = fmt.Errorf("%s: %d documents back for %d", label, len(out), len(editors))
	}
	if err != nil {
		e.log.add(time.Now(), label, "", engine.ErrorIn(err, e.words))
		return err
	}
	for i, o := range editors {
		o.replaceAs(actionName(a, s, o.words), out[i])
		o.log.add(time.Now(), label, "", report.In(o.words))
	}
	return nil
}

// actionName is an action as its undo step is called: its label and what was chosen for its
// inputs, "Ta skada: Bröstkorg, 9, Hugg".
func actionName(a engine.Action, s engine.Setup, words engine.Words) string {
	var parts []string
	for _, f := range a.Inputs {
		v, ok := s.Values[f.ID]
		if !ok {
			continue
		}
		switch choices := f.ChoicesIn(words); {
		case f.Kind == engine.ChoiceField && v >= 0 && v < len(choices):
			parts = append(parts, choices[v])
		case f.Kind == engine.NumberField:
			parts = append(parts, strconv.Itoa(v))
		case f.Kind == engine.FlagField && v == 1:
			parts = append(parts, f.LabelIn(words))
		}
	}
	if len(parts) == 0 {
		return words.F(a.Label)
	}
	return words.F(a.Label) + ": " + strings.Join(parts, ", ")
}
