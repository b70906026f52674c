package ui

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/ui/kit"
)

// tableSection is the character at the table: one screen holding what a fight or a scene
// needs, laid out from what the ruleset derives. The headline values, the state and the
// trackers to change; every roll (attributes, weapons with their damage, skills) with its odds
// and a ▶; the armor per body part; the wounds; the last rolls. The other tabs are for
// building the character, this one for playing it.
type tableSection struct {
	e      *Editor
	object fyne.CanvasObject

	headline *fyne.Container    // label and value, a row each
	headRows [][2]*kit.TipLabel // each row's label and value
	headIDs  []string           // the values headline was laid out for
	state    *widget.Label
	trackers map[string]*widget.Entry
	rolls    [2]*fyne.Container // the rolls in two columns, the first half in the first
	rollRows []*tableRoll
	shape    kit.RowShape // the rolls the rows were built for
	armor    *widget.Label
	wounds   *widget.Label
	last     *widget.Label
}

// tableRoll is one roll of the table view: what it is, its value or damage, its odds, and ▶.
type tableRoll struct {
	name, odds *kit.TipLabel
	value      *widget.Label
	what       engine.What
}

// tableRollsShown bounds the log lines the table view repeats.
const tableRollsShown = 6

func newTableSection(e *Editor) *tableSection {
	s := &tableSection{e: e, trackers: map[string]*widget.Entry{}}
	caption := func() *widget.Label {
		l := widget.NewLabel("")
		l.Wrapping = fyne.TextWrapWord
		l.SizeName = theme.SizeNameCaptionText
		return l
	}
	s.headline = container.NewVBox()
	s.state, s.armor, s.wounds, s.last = caption(), caption(), caption(), caption()
	// A tracker is its field and then its label, which wraps: a form's column of labels is as
	// wide as the longest ("Förlorade ödestärningar till spelmötets slut"), which pushed the
	// fields out of a narrow column.
	trackers := container.NewVBox()
	for _, t := range e.desc.Trackers {
		if len(t.Levels) > 0 {
			continue // chosen on the character's tab; the state says it
		}
		entry := e.numberEntry(onTable(fieldpath.State(t.ID)), e.words.F(t.Label), func() int { return e.doc.State[t.ID] }, setState(t.ID))
		s.trackers[t.ID] = entry
		label := widget.NewLabel(trackerLabel(t, e.words))
		label.Wrapping = fyne.TextWrapWord
		trackers.Add(container.NewBorder(nil, nil, kit.FixedWidth(70, entry), nil, label))
	}
	left := container.NewVBox(s.headline, s.state)
	right := container.NewVBox(trackers, s.armor, s.wounds, widget.NewLabelWithStyle(lang.L("Last rolls"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), s.last)
	e.log.onAdd = append(e.log.onAdd, s.showLog)
	// The rolls take the middle, more than half, in two columns; the sides may be dragged
	// wider. The sides scroll both ways, so their longest label never widens the window past
	// the screen (English labels are longer).
	s.rolls = [2]*fyne.Container{container.NewVBox(), container.NewVBox()}
	sides := container.NewHSplit(container.NewVScroll(container.NewGridWithColumns(2, s.rolls[0], s.rolls[1])), container.NewScroll(right))
	sides.Offset = 0.68
	split := container.NewHSplit(container.NewScroll(left), sides)
	split.Offset = 0.2
	s.object = split
	return s
}

func (s *tableSection) fill() {
	e := s.e
	for id, entry := range s.trackers {
		setText(entry, strconv.Itoa(e.doc.State[id]))
	}
}

// syncTrackers shows what the document holds in the trackers' fields, which the character's
// tab edits too; a field holding text that is not applied keeps it.
func (s *tableSection) syncTrackers() {
	for id, entry := range s.trackers {
		s.e.syncEntry(onTable(fieldpath.State(id)), entry, strconv.Itoa(s.e.doc.State[id]))
	}
}

// rollsOf are the rolls the character makes at the table, in the sheet's order: attributes,
// weapons, then skills; each a value the ruleset gives odds for.
func (s *tableSection) rollsOf() (values []engine.Value, whats []engine.What) {
	e := s.e
	for _, a := range e.desc.Attributes {
		if v := e.layout.AttributeRow(a.ID).Roll; v.Label != "" && v.Odds != nil {
			v.Label = a.Abbr
			values, whats = append(values, v), append(whats, engine.What{Kind: engine.AttributeRoll, Name: a.Abbr})
		}
	}
	for _, v := range engine.Shown(e.layout.Weapons) {
		values, whats = append(values, v), append(whats, engine.What{Kind: engine.WeaponRoll, Name: v.Label})
	}
	for _, v := range engine.Shown(e.layout.Skills) {
		if v.Odds != nil {
			values, whats = append(values, v), append(whats, engine.What{Kind: engine.SkillRoll, Name: v.Label})
		}
	}
	return values, whats
}

func (s *tableSection) show() {
	e := s.e
	words := e.words
	s.syncTrackers()
	head := headline(e.layout)
	ids := make([]string, len(head))
	for i, v := range head {
		ids[i] = v.ID
	}
	if !slices.Equal(ids, s.headIDs) {
		s.headIDs = ids
		s.headline.Objects = nil
		s.headRows = nil
		for range head {
			// The value at the right, the label wrapping beside it: the column may be narrow.
			name, value := kit.NewTipLabel(e.session.tips, fyne.TextStyle{}), kit.NewTipLabel(e.session.tips, fyne.TextStyle{Bold: true})
			name.Wrapping = fyne.TextWrapWord
			s.headRows = append(s.headRows, [2]*kit.TipLabel{name, value})
			s.headline.Add(container.NewBorder(nil, nil, nil, value, name))
		}
		s.headline.Refresh()
	}
	for i, v := range head {
		label := v.LabelIn(words)
		if engine.Labelled(v.Abbr, v.Label) != v.Label {
			label = v.Abbr + " " + label
		}
		why := explanation(v, words)
		for j, text := range []string{label, v.TextIn(words)} {
			l := s.headRows[i][j]
			l.SetText(text)
			l.SetTip(why)
		}
	}
	var state []string
	for _, v := range e.layout.State {
		// A condition's effects are its explanation, which the state tab gives: here it is
		// named alone, not followed by a colon and nothing ("Liggande:").
		line := v.LabelIn(words)
		if text := v.TextIn(words); text != "" {
			line += ": " + text
		}
		state = append(state, line)
	}
	s.state.SetText(kit.ShortText(strings.Join(state, "\n")))

	values, whats := s.rollsOf()
	if s.shape.Update(len(values), func(i int) string { return values[i].Label }) {
		s.rolls[0].Objects, s.rolls[1].Objects = nil, nil
		s.rollRows = make([]*tableRoll, len(values))
		for i, v := range values {
			r := &tableRoll{value: widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), odds: kit.NewTipLabel(e.session.tips, fyne.TextStyle{}), what: whats[i]}
			r.odds.SizeName = theme.SizeNameCaptionText
			r.odds.Wrapping = fyne.TextWrapWord
			s.rollRows[i] = r
			roll := widget.NewButtonWithIcon("", theme.MediaPlayIcon(), func() { e.rollAndLog(r.what) })
			name := kit.NewTipLabel(e.session.tips, fyne.TextStyle{Bold: true})
			name.SetText(v.Label)
			name.Truncation = fyne.TextTruncateEllipsis
			r.name = name
			// ▶ keeps its own height, centred: a row is as tall as its two lines of odds.
			column := s.rolls[i*2/len(values)]
			column.Add(container.NewBorder(nil, nil, container.NewHBox(kit.FixedWidth(100, name), kit.FixedWidth(45, r.value)), container.NewCenter(roll), r.odds))
		}
		s.rolls[0].Refresh()
		s.rolls[1].Refresh()
	}
	for i, v := range values {
		s.rollRows[i].name.SetTip(v.Label + ": " + explanation(v, words))
		s.rollRows[i].value.SetText(v.TextIn(words))
		s.rollRows[i].odds.SetText(e.oddsOf(v, whats[i]))
		s.rollRows[i].odds.SetTipOf(e.rollTip(v, whats[i]))
	}

	var armor []string
	for _, p := range e.desc.BodyParts {
		row := e.layout.BodyPartRow(p.ID)
		if row.KP.Label == "" && row.SP.Label == "" {
			continue
		}
		line := p.Label + ": " + row.SP.TextIn(words)
		if row.KP.Label != "" {
			line += " · KP " + row.KP.TextIn(words)
		}
		if row.Damage > 0 {
			line += " · " + lang.L("{{.Damage}} taken", map[string]any{"Damage": row.Damage})
		}
		armor = append(armor, line)
	}
	for _, v := range e.layout.Armor {
		armor = append(armor, v.LabelIn(words)+": "+v.TextIn(words))
	}
	if v := e.layout.Shield; v != nil {
		armor = append(armor, v.LabelIn(words)+": "+v.TextIn(words))
	}
	s.armor.SetText(strings.Join(armor, "\n"))
	wounds := kit.WoundLines(e.layout, words)
	if len(wounds) == 0 {
		s.wounds.SetText(lang.L("No wounds."))
	} else {
		s.wounds.SetText(kit.ShortText(lang.L("Wounds") + ":\n" + strings.Join(wounds, "\n")))
	}
	s.showLog()
}

// headline are a character's main values, those an NPC block shows, and the life it has left.
func headline(l *engine.Layout) []engine.Value {
	var head []engine.Value
	for _, v := range l.Values {
		if v.Group == "" {
			head = append(head, v)
		}
	}
	if l.Life != nil && l.Life.Left != nil {
		head = append(head, *l.Life.Left)
	}
	return head
}

// showLog repeats the newest rolls of the log.
func (s *tableSection) showLog() {
	n := min(len(s.e.log.entries), tableRollsShown)
	lines := make([]string, n)
	for i := range n {
		lines[i] = kit.Ellipsis(s.e.log.line(i), 200)
	}
	s.last.SetText(strings.Join(lines, "\n"))
}

// onTable is the id of the table view's entry of field, which the character's tab has an
// entry of too: each entry keeps its own text that is not applied, and both show the rules'
// mark of the field (fieldOf).
func onTable(field fieldpath.Path) fieldpath.Path { return tableEntries + field }

// fieldOf is the field an entry id is of: onTable's id is of the field it names.
func fieldOf(id fieldpath.Path) fieldpath.Path {
	return fieldpath.Path(strings.TrimPrefix(string(id), string(tableEntries)))
}

const tableEntries fieldpath.Path = "table."
