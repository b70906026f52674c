package sheetview

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
	"rollformular/screen"
	"rollformular/ui/kit"
)

// tableSection is the character at the table: one screen holding what a fight or a scene
// needs, laid out from what the ruleset derives. At the left the headline values and the
// state; in the middle every roll under its heading (the attributes, the weapons with their
// damage, the values that roll on their own such as a defence, the skills) with its odds and a
// ▶, and the conditions to tick; at the right the actions that harm and heal, the trackers to
// change, the wounds to tend, the armor per body part and the last rolls. The other tabs are for building the
// character, this one for playing it.
type tableSection struct {
	e      *Editor
	object fyne.CanvasObject

	headline *fyne.Container    // label and value, a row each
	headRows [][2]*kit.TipLabel // each row's label and value
	headIDs  []string           // the values headline was laid out for
	state    *widget.Label
	trackers map[string]*numberField
	rolls    [2]*fyne.Container // the rolls' sections in two columns
	rollRows []*tableRoll       // the rows of the rolls, headings left out
	shape    kit.RowShape       // the headings and rolls the rows were built for
	boxes    *boxCards          // the conditions, a ruleset's boxes to tick
	harm     *harmPanel         // take damage, tend, rest; nil object for a ruleset without
	armor    *widget.Label
	wounds   *widget.Label // the wounds, where there is no harm panel to list them
	last     *widget.Label
}

// tableRoll is one row of the table view's rolls: what it is, its value or damage, its odds,
// and ▶ where it rolls on its own.
type tableRoll struct {
	name, odds *kit.TipLabel
	value      *widget.Label
	what       *engine.What // nil for a value that does not roll on its own
}

// tableLine is a line of the rolls: a heading, or a value and the roll ▶ makes.
type tableLine struct {
	heading string
	value   engine.Value
	what    *engine.What
	// dice are a skill's dice, where the rules make skills pools of dice that are spent.
	dice screen.Boxes
}

// key tells lines apart, for knowing when the rows must be built anew.
func (l tableLine) key() string {
	if l.heading != "" {
		return "# " + l.heading
	}
	if l.what == nil {
		return "= " + l.value.Label
	}
	return strconv.Itoa(int(l.what.Kind)) + " " + l.value.Label
}

// tableRollsShown bounds the log lines the table view repeats.
const tableRollsShown = 6

func newTableSection(e *Editor) *tableSection {
	s := &tableSection{e: e, trackers: map[string]*numberField{}}
	caption := func() *widget.Label {
		l := widget.NewLabel("")
		l.Wrapping = fyne.TextWrapWord
		l.SizeName = theme.SizeNameCaptionText
		return l
	}
	s.headline = container.NewVBox()
	s.state, s.armor, s.wounds, s.last = caption(), caption(), caption(), caption()
	// A tracker is its field and then its label, which wraps: a form's column of labels is as
	// wide as the longest tracker's label (forty-odd letters), which pushed the
	// fields out of a narrow column.
	trackers := container.NewVBox()
	for _, t := range screen.Trackers(e.rs, e.doc, e.layout, false) {
		if len(t.Levels) > 0 {
			continue // chosen on the character's tab; the state says it
		}
		entry := e.numberEntry(onTable(t.Path), t.LabelIn(e.words), func() int { return e.doc.State[t.ID] }, t.Set)
		s.trackers[t.ID] = entry
		label := widget.NewLabel(t.HeadingIn(e.words))
		label.Wrapping = fyne.TextWrapWord
		trackers.Add(container.NewBorder(nil, nil, kit.FixedWidth(70, entry), nil, label))
	}
	// The wounds are the harm panel's rows where the rules harm; else a line each.
	s.harm = newHarmButtons(e)
	// A wound taken adds a row to the wounds, below the buttons and the trackers, so nothing
	// one clicks moves under the pointer.
	// The trackers dense, a field and its label in 30 points: a ruleset's nine of them pushed
	// the wounds and the last rolls below the screen.
	denseTrackers := dense(trackers)
	right := container.NewVBox()
	if s.harm.object != nil {
		right.Add(s.harm.object)
		right.Add(denseTrackers)
		right.Add(s.harm.wounds)
	} else {
		right.Add(denseTrackers)
		right.Add(s.wounds)
	}
	right.Add(s.armor)
	right.Add(widget.NewLabelWithStyle(lang.L("Last rolls"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	right.Add(s.last)
	e.log.onAdd = append(e.log.onAdd, s.showLog)

	left := container.NewVBox(s.headline, s.state)
	s.rolls = [2]*fyne.Container{container.NewVBox(), container.NewVBox()}
	middle := container.NewVBox(container.NewGridWithColumns(2, s.rolls[0], s.rolls[1]))
	// The conditions are ticked here as on the state tab, four to a line: the middle is wide.
	if s.boxes = newBoxCards(e, 4); len(s.boxes.checks) > 0 {
		middle.Add(s.boxes.object)
	}
	// The rolls take the middle, more than half; the sides may be dragged wider. The sides
	// scroll both ways, so their longest label never widens the window past the screen
	// (English labels are longer).
	sides := container.NewHSplit(container.NewVScroll(middle), container.NewScroll(right))
	sides.Offset = 0.74
	if e.layout != nil && len(headline(e.layout)) == 0 && e.layout.Life == nil {
		// Rules without main values or life to head the page (all they count is in their
		// conditions and trackers) give the left column only the state's line: it heads the
		// right one, and the rolls have the width.
		right.Objects = append([]fyne.CanvasObject{s.state}, right.Objects...)
		s.object = sides
		return s
	}
	split := container.NewHSplit(container.NewScroll(left), sides)
	split.Offset = 0.18
	s.object = split
	return s
}

func (s *tableSection) fill() {
	e := s.e
	for id, entry := range s.trackers {
		setText(&entry.Entry, strconv.Itoa(e.doc.State[id]))
	}
	s.harm.fill()
}

// syncTrackers shows what the document holds in the trackers' fields, which the character's
// tab edits too; a field holding text that is not applied keeps it.
func (s *tableSection) syncTrackers() {
	for id, entry := range s.trackers {
		s.e.syncEntry(onTable(fieldpath.State(id)), &entry.Entry, strconv.Itoa(s.e.doc.State[id]))
	}
}

// linesOf are the rolls the character makes at the table under their headings, in the sheet's
// order: the attributes (each with its value, and its odds and ▶ where the rules roll it on
// its own), the weapons, each group of values that roll on their own, then the skills.
func (s *tableSection) linesOf() []tableLine {
	e := s.e
	var lines []tableLine
	section := func(heading string, rows []tableLine) {
		if len(rows) > 0 {
			lines = append(append(lines, tableLine{heading: heading}), rows...)
		}
	}
	section(lang.L("Attributes"), s.attributeLines())
	var rows []tableLine
	for _, v := range engine.Shown(e.layout.Weapons) {
		rows = append(rows, tableLine{value: v, what: &engine.What{Kind: engine.WeaponRoll, Name: v.Label}})
	}
	section(lang.L("Weapons"), rows)
	groups, byGroup := s.rollGroups()
	for _, g := range groups {
		heading := lang.L("Rolls")
		if g != "" {
			heading = e.words.F(g)
		}
		section(heading, byGroup[g])
	}
	rows = nil
	for _, sk := range screen.SkillRows(e.rs, e.doc, e.layout, nil) {
		if sk.Derived.Label != "" && sk.Derived.Odds != nil {
			rows = append(rows, tableLine{value: sk.Derived, what: &sk.Roll, dice: sk.DiceBoxes()})
		}
	}
	section(lang.L("Skills"), rows)
	return lines
}

// attributeLines are the attributes' lines: each with its odds and its ▶ where the rules roll
// it on its own, else its value with its name and what it is for.
func (s *tableSection) attributeLines() []tableLine {
	e := s.e
	var rows []tableLine
	for _, r := range screen.Attributes(e.rs, e.doc, e.layout, e.filed) {
		if r.Own {
			continue
		}
		a, v := r.Attribute, r.Roll
		if v.Label != "" && v.Odds != nil {
			v.Label = a.Abbr
			rows = append(rows, tableLine{value: v, what: &engine.What{Kind: engine.AttributeRoll, Name: a.Abbr}})
			continue
		}
		name := a.Abbr
		if name == "" {
			name = e.words.F(a.Label)
		}
		about := func(w engine.Words) string { // its name and what it is for
			if a.About == "" {
				return w.F(a.Label)
			}
			return w.F(a.Label) + " — " + w.F(a.About)
		}
		rows = append(rows, tableLine{value: engine.Value{Label: name, Text: strconv.Itoa(r.Value), Why: about}})
	}
	return rows
}

// rollGroups are the values that roll on their own, by the group of the sheet they are in, and
// the groups in the sheet's order.
func (s *tableSection) rollGroups() ([]string, map[string][]tableLine) {
	e := s.e
	var groups []string
	byGroup := map[string][]tableLine{}
	for _, v := range e.layout.Values {
		if v.Rolls != nil && v.Odds != nil {
			if _, ok := byGroup[v.Group]; !ok {
				groups = append(groups, v.Group)
			}
			byGroup[v.Group] = append(byGroup[v.Group], tableLine{value: v, what: v.Rolls})
		}
	}
	return groups, byGroup
}

// columnBreak is where the second column of lines starts: at the heading nearest the middle,
// so a section is not split, unless there is only one section.
func columnBreak(lines []tableLine) int {
	best := -1
	for i, l := range lines {
		if i > 0 && l.heading != "" && (best < 0 || abs(2*i-len(lines)) < abs(2*best-len(lines))) {
			best = i
		}
	}
	if best < 0 {
		return (len(lines) + 1) / 2
	}
	return best
}

func abs(n int) int { return max(n, -n) }

// buildRolls makes the rows of lines, in two columns.
func (s *tableSection) buildRolls(lines []tableLine) {
	e := s.e
	s.rolls[0].Objects, s.rolls[1].Objects = nil, nil
	s.rollRows = nil
	// The names' column is as wide as their longest word, so a long name wraps between its
	// words and never inside one ("Närstridsanf / all").
	width := float32(90)
	for _, l := range lines {
		for _, word := range strings.Fields(l.value.LabelIn(e.words)) {
			w := fyne.MeasureText(word, theme.TextSize(), fyne.TextStyle{Bold: true}).Width + 2*theme.InnerPadding()
			width = max(width, min(w, 180))
		}
	}
	split := columnBreak(lines)
	var pairs *fyne.Container // the values without a roll, two to a line
	for i, l := range lines {
		column := s.rolls[0]
		if i >= split {
			column = s.rolls[1]
		}
		if l.heading != "" || l.what != nil || i == split {
			pairs = nil
		}
		if l.heading != "" {
			h := widget.NewLabelWithStyle(l.heading, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			h.SizeName = theme.SizeNameSubHeadingText
			column.Add(h)
			continue
		}
		r := &tableRoll{value: widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), odds: kit.NewTipLabel(e.host.Tips(), fyne.TextStyle{}), what: l.what}
		r.odds.SizeName = theme.SizeNameCaptionText
		r.odds.Wrapping = fyne.TextWrapWord
		r.name = kit.NewTipLabel(e.host.Tips(), fyne.TextStyle{Bold: true})
		r.name.Wrapping = fyne.TextWrapWord // a long name takes a second line, never cut
		s.rollRows = append(s.rollRows, r)
		what := l.what
		if what == nil {
			// A value alone (an attribute the rules do not roll on its own, a defence) is short:
			// two to a line.
			if pairs == nil {
				pairs = container.NewGridWithColumns(2)
				column.Add(pairs)
			}
			pairs.Add(container.NewHBox(kit.WrapWidth(75, r.name), kit.FixedWidth(45, r.value)))
			continue
		}
		// ▶ keeps its own height, centred: a row is as tall as its two lines of odds.
		roll := container.NewCenter(kit.NewRollButton(e.host.Tips(), lang.L("Roll"), func() { e.rollAndLog(*what) }))
		column.Add(container.NewBorder(nil, nil, container.NewHBox(kit.WrapWidth(width, r.name), kit.FixedWidth(45, r.value)), roll, r.odds))
	}
	s.rolls[0].Refresh()
	s.rolls[1].Refresh()
}

func (s *tableSection) show() {
	e := s.e
	words := e.words
	s.syncTrackers()
	s.boxes.show()
	s.showHeadline()
	var state []string
	if pool := screen.PoolOf(e.layout); pool != nil {
		// The dice to spend as boxes, those wounds and fate keep spent, as the paper draws them.
		state = append(state, pool.Label+" "+diceGlyphs(pool.Boxes)+"  "+pool.Note.In(words))
	}
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

	s.showRolls()
	s.armor.SetText(strings.Join(s.armorLines(), "\n"))
	wounds := kit.WoundLines(e.layout, words)
	if len(wounds) == 0 {
		s.wounds.SetText(lang.L("No wounds."))
	} else {
		s.wounds.SetText(kit.ShortText(lang.L("Wounds") + ":\n" + strings.Join(wounds, "\n")))
	}
	s.showLog()
}

// showHeadline shows the main values, building their rows again when they are others.
func (s *tableSection) showHeadline() {
	e := s.e
	words := e.words
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
			name, value := kit.NewTipLabel(e.host.Tips(), fyne.TextStyle{}), kit.NewTipLabel(e.host.Tips(), fyne.TextStyle{Bold: true})
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
}

// showRolls shows the values rolled at the table with their odds, building their rows again
// when they are others.
func (s *tableSection) showRolls() {
	e := s.e
	words := e.words
	lines := s.linesOf()
	if s.shape.Update(len(lines), func(i int) string { return lines[i].key() }) {
		s.buildRolls(lines)
	}
	i := 0
	for _, l := range lines {
		if l.heading != "" {
			continue
		}
		r, v := s.rollRows[i], l.value
		i++
		r.name.SetText(v.LabelIn(words))
		r.name.SetTip(v.LabelIn(words) + ": " + explanation(v, words))
		r.value.SetText(v.TextIn(words))
		if l.what == nil {
			continue
		}
		odds := kit.OddsLines(e.oddsOf(v, *l.what))
		if l.dice.N > 0 {
			// The dice ready and those spent, as the paper ticks them.
			odds = diceGlyphs(l.dice) + "\n" + odds
		}
		r.odds.SetText(odds)
		r.odds.SetTipOf(e.rollTip(v, *l.what))
	}

}

// armorLines are each body part's SP and KP and damage, then the armor and the shield.
func (s *tableSection) armorLines() []string {
	e := s.e
	words := e.words
	var armor []string
	for _, p := range screen.Body(e.rs, e.doc, e.layout, nil) {
		if p.KP.Label == "" && p.SP.Label == "" {
			continue
		}
		line := p.Label + ": " + p.SP.TextIn(words)
		if p.KP.Label != "" {
			line += " · " + strings.TrimSpace(p.KP.Abbr+" "+p.KP.TextIn(words)) // the rules name the points
		}
		if p.Damage > 0 {
			line += " · " + lang.L("{{.Damage}} taken", map[string]any{"Damage": p.Damage})
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
	return armor
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
