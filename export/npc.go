package export

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
)

// NPC blocks run in two columns, each as tall as what it holds, one after another down a
// column and on to the next: short blocks (a vätte, a skogsrövare) go twelve and more to a
// page, long ones (a horde with its defences' odds) fewer, and none is cut to a
// box of a fixed size.
const (
	npcColumns = 2
	npcGap     = 3.5
	npcSkills  = 3 // the best skills, each with its odds on a line; the others follow in a list
	npcPad     = 2.5
	// npcBox is the side of a block's tick box, in mm.
	npcBox = 2.6
	// npcNameLines bounds a block's name: a name of 2,000 characters is shortened with "…"
	// after them. It is the one text of a block that is ever shortened.
	npcNameLines = 2
)

// npcRow is one row of a block, laid out: a line of text, a line to write on after text, or
// marks: boxes to tick and fields to write a number in, side by side.
type npcRow struct {
	style string
	size  float64 // points
	h     float64 // mm
	text  string
	grey  bool
	// ruled is a blank line to write on.
	ruled bool
	marks []npcMark
	grid  *kpGrid // body parts' KP boxes, a row for each multiple
}

// npcMark is a label and the boxes to tick after it, some ticked or shaded (damage taken),
// with value written after them; or, with field, a box holding value to write a number in.
type npcMark struct {
	label                 string
	boxes, ticked, shaded int
	value                 string
	field                 bool
	keep                  bool // kept on one row with the mark after it: a part's KP and its SP
	mark                  int  // a heavier line after every mark boxes (Life.Mark); 0 for none
}

// blankNPCPartBoxes are the KP boxes of a body part on a blank block: a spelledarperson's
// parts take up to six; more are written beside them.
const blankNPCPartBoxes = 6

// maxHordeBoxes bounds a horde's boxes on a block: more than the rules' largest horde.
const maxHordeBoxes = 99

// maxPartBoxes bounds the boxes of a body part's KP on a block: more than any ruleset's part
// takes.
const maxPartBoxes = 40

// npcField is the width of a mark's field, in mm; npcLabelGap is the room between a mark's
// label and its boxes.
const (
	npcField    = 9.0
	npcLabelGap = 1.8
)

// NPCs writes compact stat blocks of any number of characters, of any rulesets, as many to a
// page as fit. Each block is built from its own ruleset's description and derived values.
func NPCs(w io.Writer, chars []Character, opt Options) error {
	if len(chars) == 0 {
		return fmt.Errorf("pdf: no characters to print")
	}
	d, err := newDocument(opt, fmt.Sprintf("%s (%d)", sayIn(opt, "Non-player characters"), len(chars)))
	if err != nil {
		return err
	}
	blocks := make([]func(bw float64) []npcRow, len(chars))
	for i, ch := range chars {
		blocks[i] = func(bw float64) []npcRow { return d.npcRows(ch.Doc, ch.Ruleset, bw) }
	}
	d.flowBlocks(blocks, 0)
	return d.finish(w)
}

// BlankNPCs writes a page of empty NPC blocks of a ruleset, to fill in with a pencil: a name,
// each attribute and main value a field, the trackers a GM keeps in a fight as boxes, and
// lines for weapons and skills.
func BlankNPCs(w io.Writer, rs engine.Ruleset, opt Options) error {
	d, err := newDocument(opt, sayIn(opt, "Non-player characters")+" · "+screen.RulesName(rs))
	if err != nil {
		return err
	}
	doc := screen.BlankDocument(rs, true) // derived as an NPC's: the rules give some values to NPCs alone
	block := func(bw float64) []npcRow { return d.blankNPCRows(doc, rs, bw) }
	// As many as one page holds: a page of blocks is what a GM prints.
	_, top, _, bottom := d.GetMargins()
	_, ph := d.GetPageSize()
	h := blockHeight(block(d.blockWidth() - 2*npcPad))
	n := npcColumns * max(int((ph-top-bottom-6+npcGap)/(h+npcGap)), 1)
	blocks := make([]func(float64) []npcRow, n)
	for i := range blocks {
		blocks[i] = block
	}
	d.flowBlocks(blocks, 0)
	return d.finish(w)
}

// blockWidth is the width of a block in a column.
func (d *document) blockWidth() float64 {
	left, _, right, _ := d.GetMargins()
	pw, _ := d.GetPageSize()
	return (pw - left - right - npcGap*(npcColumns-1)) / npcColumns
}

func blockHeight(rows []npcRow) float64 {
	h := 2 * npcPad
	for _, r := range rows {
		h += r.h
	}
	return h
}

// flowBlocks draws the blocks down the left column, then the right, then on a new page: each
// block as tall as its rows, the first from y on the page there is (from the top of a new one
// where y is 0). A block that does not fit where it would start begins the next column; one
// taller than a whole column (a horde of a hundred, a character of 40 weapons) fills it, says
// "forts." at its foot and goes on at the top of the next under its name: nothing of it is cut.
func (d *document) flowBlocks(blocks []func(bw float64) []npcRow, from float64) {
	left, top, _, bottom := d.GetMargins()
	_, ph := d.GetPageSize()
	foot := ph - bottom - 6 // above the page number
	bw := d.blockWidth()
	col, y := 0, foot // no page yet
	if from > 0 && d.PageNo() > 0 {
		y = from
	}
	colTop := y
	next := func() {
		col++
		y = colTop
		if col == npcColumns || d.PageNo() == 0 {
			d.AddPage()
			col, y, colTop = 0, top, top
		}
	}
	for _, block := range blocks {
		rows := block(bw - 2*npcPad)
		if len(rows) == 0 {
			continue
		}
		title := rows[0].text
		for {
			if blockHeight(rows) > foot-y && (y > colTop || d.PageNo() == 0) {
				next()
			}
			x := left + float64(col)*(bw+npcGap)
			if h := blockHeight(rows); h <= foot-y {
				d.drawBlock(x, y, bw, h, rows)
				y += h + npcGap
				break
			}
			n := max(rowsFitting(rows, foot-y-2*npcPad-npcLine), 1) // room for the "forts." line
			part := append(rows[:n:n], npcRow{size: npcSize, h: npcLine, text: d.say("continued in the next column"), grey: true})
			d.drawBlock(x, y, bw, min(blockHeight(part), foot-y), part)
			rows = append([]npcRow{{style: "B", size: npcSize + 1, h: npcLine + 0.8, text: d.sayf("%s (continued)", title)}}, rows[n:]...)
			y = foot // the rest begins the next column
		}
	}
}

// rowsFitting is how many of rows, from the first, fit in h.
func rowsFitting(rows []npcRow, h float64) int {
	for i, r := range rows {
		if h -= r.h; h < -0.01 {
			return i
		}
	}
	return len(rows)
}

// drawBlock draws rows in a framed box x, y, w, h, stopping at its foot.
func (d *document) drawBlock(x, y, w, h float64, rows []npcRow) {
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.SetLineWidth(0.3)
	d.Rect(x, y, w, h, "D")
	d.drawRows(x+npcPad, y+npcPad, w-2*npcPad, y+h, rows)
}

// drawRows draws rows from x, y, w wide, stopping at foot; it returns the y below the last.
func (d *document) drawRows(x, y, w, foot float64, rows []npcRow) float64 {
	line := y
	for _, r := range rows {
		if line+r.h > foot+0.01 {
			return line
		}
		colour := ink
		if r.grey {
			colour = hintGrey
		}
		d.font(r.style, r.size, colour)
		switch {
		case r.ruled:
			d.text(x, line, 28, r.h, r.text, "L")
			d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
			d.SetLineWidth(0.2)
			d.Line(x+28, line+r.h-0.8, x+w, line+r.h-0.8)
		case len(r.marks) > 0:
			d.drawMarks(x, line, w, r)
		case r.grid != nil:
			d.drawGrid(x, line, w, r.grid)
		default:
			d.text(x, line, w, r.h, r.text, "L")
		}
		line += r.h
	}
	return line
}

// drawMarks draws a row of marks from x, line: each label, then its field or its boxes,
// wrapped after w where one mark has more boxes than a line holds.
func (d *document) drawMarks(x, line, w float64, r npcRow) {
	end := x + w
	for _, m := range r.marks {
		d.font("", r.size, ink)
		lw := d.GetStringWidth(m.label) + npcLabelGap
		d.text(x, line, lw, npcLine, m.label, "L")
		bx, by := x+lw, line+(npcLine-npcBox)/2
		if m.field {
			d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
			d.SetLineWidth(0.2)
			d.Rect(bx, by-0.2, npcField, npcBox+0.4, "D")
			d.font("B", r.size, ink)
			d.text(bx, line, npcField, npcLine, m.value, "C")
			x = bx + npcField + 3
			continue
		}
		perRow := max(min(m.boxes, int((end-bx)/npcBox)), 1)
		d.shade(bx, by, float64(min(m.shaded, m.boxes)), perRow, npcBox)
		d.boxes(bx, by, m.boxes, perRow, npcBox, m.mark)
		d.tick(bx, by, min(m.ticked, m.boxes), perRow, npcBox)
		x = bx + float64(perRow)*npcBox + 1
		if m.value != "" {
			d.font("B", r.size, ink)
			vw := d.GetStringWidth(m.value) + 1
			d.text(x, line, vw, npcLine, m.value, "L")
			x += vw
		}
		x += 2
	}
}

// markWidth is what mark m takes across a row, at size.
func (d *document) markWidth(m npcMark, size float64) float64 {
	d.font("", size, ink)
	w := d.GetStringWidth(m.label) + npcLabelGap + 3
	if m.field {
		return w + npcField
	}
	w += float64(m.boxes)*npcBox + 1
	if m.value != "" {
		d.font("B", size, ink)
		w += d.GetStringWidth(m.value) + 1
	}
	return w
}

// markRows packs marks into rows w wide, side by side where they fit; a mark with more boxes
// than a row holds takes rows of its own, its boxes wrapped.
func (d *document) markRows(marks []npcMark, w float64) []npcRow {
	var out []npcRow
	var cur []npcMark
	used := 0.0
	flush := func() {
		if len(cur) > 0 {
			out = append(out, npcRow{size: npcSize, h: npcLine + 0.5, marks: cur})
			cur, used = nil, 0
		}
	}
	for i := 0; i < len(marks); i++ {
		m := marks[i]
		mw := d.markWidth(m, npcSize)
		if m.keep && i+1 < len(marks) {
			if pair := mw + d.markWidth(marks[i+1], npcSize); pair <= w {
				if used+pair > w {
					flush()
				}
				cur = append(cur, m, marks[i+1])
				used += pair
				i++
				continue
			}
		}
		if mw > w {
			flush()
			d.font("", npcSize, ink)
			perRow := max(int((w-d.GetStringWidth(m.label)-npcLabelGap)/npcBox), 1)
			rows := (m.boxes + perRow - 1) / perRow
			out = append(out, npcRow{size: npcSize, h: float64(rows)*npcBox + 1.4, marks: []npcMark{m}})
			continue
		}
		if used+mw > w {
			flush()
		}
		cur = append(cur, m)
		used += mw
	}
	flush()
	return out
}

// Text rows of a block: a heading line, the lines of a list, a small line.
const (
	npcSize      = 7.0
	npcLine      = 3.1
	npcNoteSize  = 6.5 // a weapon's note, in grey under it
	npcNoteLine  = 2.8
	npcValue     = 8.0
	npcValueLine = 3.6
	npcOddsFloor = 6.25 // the smallest a line of odds is set in
)

// text rows are text wrapped to w at size, a row a line.
func (d *document) textRows(style string, size, lh float64, text string, w float64) []npcRow {
	d.font(style, size, ink)
	var out []npcRow
	for _, l := range d.wrap(text, w) {
		out = append(out, npcRow{style: style, size: size, h: lh, text: l})
	}
	return out
}

// noteRows are a note about what the row above says, w wide: smaller, in grey.
func (d *document) noteRows(text string, w float64) []npcRow {
	rows := d.textRows("", npcNoteSize, npcNoteLine, text, w)
	for i := range rows {
		rows[i].grey = true
	}
	return rows
}

// oddsRows are a roll and its odds on one line, set a little smaller where that keeps them
// to one (five outcomes after a long defence's name), else wrapped.
func (d *document) oddsRows(text string, w float64) []npcRow {
	for size := npcSize; size >= npcOddsFloor; size -= 0.25 {
		d.font("", size, ink)
		if d.GetStringWidth(text) <= w {
			return []npcRow{{size: size, h: npcLine, text: text}}
		}
	}
	return d.textRows("", npcSize, npcLine, text, w)
}

// listRows are parts joined by sep and wrapped between them to w.
func (d *document) listRows(style string, size, lh float64, parts []string, sep string, w float64) []npcRow {
	d.font(style, size, ink)
	var out []npcRow
	for _, l := range d.lines(d.wrapParts(parts, w), sep, w) {
		out = append(out, npcRow{style: style, size: size, h: lh, text: l})
	}
	return out
}

// npcRows are the rows of c's block, w wide: who it is, its attributes and main values, its
// state and the trackers of a fight as boxes, its armor and defences, its attacks each with
// its odds, its skills. Lists wrap; nothing but a very long name is shortened.
func (d *document) npcRows(c *sheet.Character, rs engine.Ruleset, w float64) []npcRow {
	words := d.wordsOf(rs)
	m := screen.Of(rs, c, words, false)
	b := &npcBlock{d: d, c: c, m: m, layout: m.Layout, words: words, w: w, problems: m.Problems}
	b.name()
	inMain := b.values(m.Attributes)
	b.add(d.harmRows(c, m, words, w)...)
	b.armor(inMain)
	rolled := b.blockValues()
	b.weapons(m.Weapons, rolled)
	b.skills()
	return b.rows
}

// npcBlock is an NPC's block as its rows are laid out.
type npcBlock struct {
	d        *document
	c        *sheet.Character
	m        screen.Sheet // the model of the character's sheet
	layout   *engine.Layout
	words    engine.Words
	problems screen.Problems
	w        float64 // the block's width
	rows     []npcRow
}

func (b *npcBlock) add(r ...npcRow) { b.rows = append(b.rows, r...) }
func (b *npcBlock) gap()            { b.add(npcRow{h: 0.8}) }

// name is the block's title, its name and ruleset, on at most npcNameLines lines.
func (b *npcBlock) name() {
	d := b.d
	title := d.displayName(b.c) + "  ·  " + b.m.Rules
	name := d.textRows("B", 10.5, 4.6, title, b.w)
	if len(name) > npcNameLines {
		rest := make([]string, 0, len(name)-npcNameLines+1)
		for _, r := range name[npcNameLines-1:] {
			rest = append(rest, r.text)
		}
		name = name[:npcNameLines]
		d.font("B", 10.5, ink)
		name[npcNameLines-1].text = d.cutOf(title, strings.Join(rest, " "), b.w)
	}
	b.add(name...)
}

// values are the attributes of rows, the main values (life left first where the rules count
// it among them) and the traits; it gives the ids of the main values.
func (b *npcBlock) values(rows []screen.Attribute) (inMain map[string]bool) {
	d, layout := b.d, b.layout
	var attrs []string
	for _, a := range rows {
		attrs = append(attrs, a.Abbr+" "+strconv.Itoa(a.Value))
	}
	b.add(d.listRows("", npcValue, npcValueLine, attrs, "   ", b.w)...)
	var main []string
	inMain = map[string]bool{}
	for _, v := range slices.Concat(b.m.State, layout.Values) {
		if v.Group == "" && v.Text != "" {
			main = append(main, strings.TrimSpace(v.Abbr+" "+v.Text))
			inMain[v.ID] = true
		}
	}
	b.add(d.listRows("", npcValue, npcValueLine, main, "   ", b.w)...)
	var traits []string
	for _, v := range engine.Shown(layout.Traits) {
		traits = append(traits, v.Abbr+v.Label)
	}
	b.add(d.listRows("", npcSize, npcLine, traits, ", ", b.w)...)
	return inMain
}

// armor is the armor and shield, but what the main values gave already (a shield's SP,
// Skydd), and then the life left where neither the main values nor the status said it.
func (b *npcBlock) armor(inMain map[string]bool) {
	d, layout := b.d, b.layout
	var armor []string
	for _, v := range slices.Concat(layout.Armor, pointed(layout.Shield)) {
		if !slices.ContainsFunc(layout.Values, func(x engine.Value) bool { return x.ID == v.ID }) {
			armor = append(armor, strings.TrimSpace(v.Label+" "+v.Text))
		}
	}
	b.add(d.listRows("", npcSize, npcLine, armor, ", ", b.w)...)
	life := b.m.Life
	if life == nil || life.Left == nil || inMain[life.Left.ID] {
		return
	}
	if b.m.Status == nil || b.m.Status.Label != life.Left.Label {
		b.add(d.textRows("B", npcSize, npcLine, life.Left.LabelIn(b.words)+": "+life.Left.Text, b.w)...)
	}
}

// blockValues are the values of groups marked for blocks (a horde's, the attacks and
// defences): those with odds each on lines of their own, the others together. It gives the
// labels of those rolled.
func (b *npcBlock) blockValues() (rolled []string) {
	var brief []string
	for _, v := range b.layout.AllValues() {
		switch {
		case !v.Block:
		case v.Odds != nil:
			b.add(b.d.oddsRows(v.LabelIn(b.words)+" "+v.Text+": "+v.Odds.In(b.words), b.w)...)
			rolled = append(rolled, v.LabelIn(b.words))
		default:
			brief = append(brief, v.LabelIn(b.words)+" "+v.Text)
		}
	}
	b.add(b.d.listRows("", npcSize, npcLine, brief, ", ", b.w)...)
	return rolled
}

// weapons puts each weapon on a line of its own: its damage and type, and its odds where an
// attack above (one that names it: "Närstridsanfall med Dolk") did not give them; an attack
// that is the weapon itself, damage and all, is not said twice. A weapon the rules derive
// nothing for (one they do not know) is given by its name with what is wrong with it: never
// left off.
func (b *npcBlock) weapons(arms screen.WeaponTable, rolled []string) {
	d := b.d
	if len(arms.Rows) == 0 {
		return
	}
	var lines []npcRow
	for _, row := range arms.Rows {
		lines = append(lines, b.weapon(row, rolled)...)
	}
	// What the rules say of the weapons, which the GM plays by: a stridsgissel ignores
	// the shield.
	for _, n := range arms.Notes(b.words) {
		lines = append(lines, d.noteRows(n, b.w)...)
	}
	if len(lines) > 0 {
		b.gap()
	}
	b.add(lines...)
}

// weapon is row's line, with its odds where no rolled value named it, and what the GM noted
// of it.
func (b *npcBlock) weapon(row screen.Weapon, rolled []string) []npcRow {
	v := row.Derived
	if v.Label == "" {
		if row.Held && len(row.Problems) > 0 {
			return b.d.oddsRows(row.Name+": "+strings.Join(row.Problems, "; "), b.w)
		}
		return nil
	}
	var lines []npcRow
	if !slices.Contains(rolled, v.Label) {
		named := slices.ContainsFunc(rolled, func(l string) bool { return strings.Contains(l, v.Label) })
		text := strings.TrimSpace(v.Label + " " + v.Text + " " + v.Abbr)
		if v.Odds != nil && !named {
			text += ": " + v.Odds.In(b.words)
		}
		lines = b.d.oddsRows(text, b.w)
	}
	if row.Notes != "" {
		lines = append(lines, b.d.noteRows(row.Notes, b.w)...)
	}
	return lines
}

// skills are the best skills each with its odds, every other skill after them in a list.
func (b *npcBlock) skills() {
	skills := engine.Shown(b.layout.Skills)
	if len(skills) == 0 {
		return
	}
	slices.SortStableFunc(skills, func(a, b engine.Value) int {
		av, _ := strconv.Atoi(a.Text)
		bv, _ := strconv.Atoi(b.Text)
		return cmp.Compare(bv, av)
	})
	b.gap()
	var rest []string
	for i, s := range skills {
		switch {
		case i >= npcSkills || s.Odds == nil:
			rest = append(rest, s.Label+" "+s.Text)
		default:
			b.add(b.d.oddsRows(s.Label+" "+s.Text+": "+s.Odds.In(b.words), b.w)...)
		}
	}
	b.add(b.d.listRows("", npcSize, npcLine, rest, ", ", b.w)...)
}

// harmRows are the rows of what c has suffered and can still take, w wide, as a block and the
// fight page show them: its state, its wounds with what was done about them, the boxes of its
// life points, pool and trackers with what it has lost ticked, each body part's boxes, and
// the armor on each part.
func (d *document) harmRows(c *sheet.Character, m screen.Sheet, words engine.Words, w float64) []npcRow {
	var rows []npcRow
	add := func(r ...npcRow) { rows = append(rows, r...) }
	if v := m.Status; v != nil {
		add(d.textRows("B", npcSize, npcLine, v.LabelIn(words)+": "+v.Text, w)...)
	}
	// The wounds the character carries, each with what was done about it: a severed limb, a
	// broken leg printed nowhere on a block.
	for _, v := range m.Wounds {
		if line := v.LineIn(words); line != "" {
			add(d.textRows("", npcSize, npcLine, line, w)...)
		}
	}

	// Damage to tick: the life points' boxes, those lost shaded, and each tracker a GM keeps
	// in a fight.
	var marks []npcMark
	if pool := m.Pool; pool != nil {
		// The dice to spend, those wounds and fate hold ticked: "3 kvar, 2 redo denna sr".
		marks = append(marks, npcMark{label: pool.Label, boxes: pool.Boxes.N, ticked: pool.Boxes.Crossed})
	}
	if life := m.Life; life != nil && life.Max > 0 {
		n := min(max(life.Boxes, 0), maxLifeBoxes)
		marks = append(marks, npcMark{label: life.Abbr, boxes: n, shaded: min(max(life.Taken, 0), n), mark: life.Mark})
	}
	marks = append(marks, trackerMarks(m.Trackers, c.NPC, words, false)...)
	// A horde's individuals, a box each, to tick as they fall: the block said only how many.
	for _, t := range m.Trackers {
		if t.Horde && t.Value > 1 {
			marks = append(marks, npcMark{label: t.ShortIn(words), boxes: min(t.Value, maxHordeBoxes)})
		}
	}
	add(d.markRows(marks, w)...)

	add(d.bodyRows(m.Body, w)...)
	return rows
}

// bodyRows are the rows of each body part's points, w wide: its KP as boxes with the damage
// it has taken ticked (a GM keeps a fight's wounds part by part), and the armor of the parts
// that have some.
func (d *document) bodyRows(body []screen.BodyPart, w float64) []npcRow {
	var rows []npcRow
	add := func(r ...npcRow) { rows = append(rows, r...) }
	// Armor and defence: each body part's points, the armor of those that have some, or the
	// armor worn on the whole body, and the shield.
	// Each body part's KP as boxes, the damage it has taken ticked: a GM keeps a fight's
	// wounds part by part, and the parts printed as text with nothing to tick.
	var sp, kp []string
	var parts []kpPart
	var spAbbr, kpAbbr string
	for _, row := range body {
		short := abbreviate(row.Label)
		if v := row.KP; v.Label != "" {
			if n, err := strconv.Atoi(v.Text); err == nil {
				parts = append(parts, kpPart{label: short, kp: min(max(n, 0), maxPartBoxes), multiples: max(row.Multiples, 1), damage: row.Damage})
				kpAbbr = v.Abbr
			} else {
				kp = append(kp, short+" "+v.Text) // not a number: said as it is
			}
		}
		if v := row.SP; v.Label != "" {
			spAbbr = cmp.Or(spAbbr, v.Abbr) // the rules' name of the points, armored or not
			if row.Armored {
				sp = append(sp, short+" "+strings.ReplaceAll(v.Text, "  ", " "))
			}
		}
	}
	add(d.partRows(kpAbbr, parts, w)...)
	if len(kp) > 0 {
		add(d.listRows("", npcSize, npcLine, kp, ", ", w)...)
	}
	if len(body) > 0 {
		if len(sp) == 0 {
			sp = []string{d.say("no armor")}
		}
		add(d.labelledList(spAbbr, sp, "; ", w)...)
	}
	return rows
}

// pointed is the value v points to as a list: none for nil.
func pointed(v *engine.Value) []engine.Value {
	if v == nil {
		return nil
	}
	return []engine.Value{*v}
}

// labelWidth is the width "label: " takes in a block's list.
func (d *document) labelWidth(label string) float64 {
	d.font("", npcSize, ink)
	return d.GetStringWidth(label + ": ")
}

// labelledList is parts after "label: ", wrapped to w.
func (d *document) labelledList(label string, parts []string, sep string, w float64) []npcRow {
	rows := d.listRows("", npcSize, npcLine, parts, sep, w-d.labelWidth(label))
	if len(rows) > 0 {
		rows[0].text = label + ": " + rows[0].text
	}
	return rows
}

// trackerMarks are the trackers marked for blocks of a character, NPC or not: boxes where the
// sheet draws them, as many ticked as it has (none on a blank block), or a field with its
// number, labelled in words' language.
func trackerMarks(trackers []screen.Tracker, npc bool, words engine.Words, blank bool) []npcMark {
	var out []npcMark
	for _, t := range trackers {
		if !t.Block || !t.Of(npc) {
			continue
		}
		value := ""
		if t.Value != 0 && !blank {
			value = strconv.Itoa(t.Value)
		}
		if t.Boxes == 0 {
			out = append(out, npcMark{label: t.ShortIn(words), field: true, value: value})
			continue
		}
		out = append(out, npcMark{label: t.Abbr, boxes: t.Boxes, ticked: min(max(t.Value, 0), t.Boxes), value: value})
	}
	return out
}

// blankNPCRows are the rows of an empty block of the ruleset of doc, an empty character: a
// name to write, every attribute and main value a field, the trackers of a fight, and lines.
func (d *document) blankNPCRows(doc *sheet.Character, rs engine.Ruleset, w float64) []npcRow {
	words := d.wordsOf(rs)
	m := screen.Of(rs, doc, words, true)
	layout := m.Layout
	rows := []npcRow{{style: "B", size: 9, h: 5, text: d.say("Name"), ruled: true},
		{size: 7, h: 3.4, text: m.Rules, grey: true}}
	// Fields as many to a row as fit: a label and a line to write on.
	// Each label once: an attribute, a main value and the life points may share an
	// abbreviation (STO, LP).
	seen := map[string]bool{}
	fields := func(size float64, labels []string) {
		var parts []string
		for _, l := range labels {
			if !seen[l] {
				seen[l] = true
				parts = append(parts, l+" ____")
			}
		}
		d.font("", size, ink)
		for _, l := range d.lines(parts, "   ", w) {
			rows = append(rows, npcRow{size: size, h: 5, text: l})
		}
	}
	var attrs []string
	for _, a := range m.Attributes {
		attrs = append(attrs, a.Abbr)
	}
	fields(npcValue, attrs)
	var main []string
	for _, v := range slices.Concat(m.State, layout.Values) {
		if v.Group == "" && v.Abbr != "" {
			main = append(main, v.Abbr)
		}
	}
	fields(npcValue, main)
	rows = append(rows, d.markRows(blankMarks(doc, m, words, seen), w)...)
	rows = append(rows, d.blankBodyRows(m.Body, w)...)
	var block []string
	for _, v := range layout.AllValues() {
		if v.Block {
			block = append(block, v.Label)
		}
	}
	fields(npcSize, block)
	for range 3 {
		rows = append(rows, npcRow{size: npcSize, h: 4.6, text: d.say("Weapons"), ruled: true})
	}
	for range 2 {
		rows = append(rows, npcRow{size: npcSize, h: 4.6, text: d.say("Skills"), ruled: true})
	}
	return rows
}

// blankMarks are the boxes and fields of a blank block: the pool, the life points, the
// trackers, a horde's size and what NPCs alone have, of doc's blank sheet m. seen holds the
// labels given already.
func blankMarks(doc *sheet.Character, m screen.Sheet, words engine.Words, seen map[string]bool) []npcMark {
	var marks []npcMark
	if pool := m.Pool; pool != nil {
		marks = append(marks, npcMark{label: pool.Label, boxes: blankPoolBoxes})
	}
	if life := m.Life; life != nil && !seen[life.Abbr] {
		marks = append(marks, npcMark{label: life.Abbr, field: true})
	}
	// The life points as boxes for the largest the sheet gives, to cross out past the NPC's
	// own, as a filled block ticks its damage in them.
	if life := m.Life; life != nil && life.Boxes > 0 {
		marks = append(marks, npcMark{label: life.Abbr, boxes: blankLifeBoxes})
	}
	trackers := m.Trackers
	marks = append(marks, trackerMarks(trackers, doc.NPC, words, true)...)
	for _, t := range trackers {
		// A horde's size, to write in: a filled block ticks its individuals. And what NPCs
		// alone have (engine.Tracker.NPC), which a filled block counts down.
		if t.Horde || t.NPC && !t.Block {
			marks = append(marks, npcMark{label: t.ShortIn(words), field: true})
		}
	}
	return marks
}

// blankBodyRows are a blank block's body parts.
func (d *document) blankBodyRows(body []screen.BodyPart, w float64) []npcRow {
	// Each body part's KP as boxes to cross out past the NPC's own, as a filled block ticks
	// them, and its SP to write.
	// Where the rules count wounds past a part's KP (2× and 3×KP), a grid of them, a row for
	// each multiple to cross out past the NPC's KP, and the SP fields after it.
	var parts, sps []npcMark
	var grid []kpPart
	var kpAbbr string
	for _, p := range body {
		if p.KP.Label != "" {
			// "KP Hu □□□□□□ SP ▭" first, then each part's boxes and SP field without the
			// labels again, two parts to a p.
			label, spLabel := abbreviate(p.Label), ""
			if len(parts) == 0 {
				label, spLabel = p.KP.Abbr+" "+label, p.SP.Abbr
			}
			parts = append(parts, npcMark{label: label, boxes: blankNPCPartBoxes, keep: true}, npcMark{label: spLabel, field: true})
			grid = append(grid, kpPart{label: abbreviate(p.Label), kp: blankNPCPartBoxes, multiples: max(p.Multiples, 1)})
			kpAbbr, label = p.KP.Abbr, abbreviate(p.Label)
			if len(sps) == 0 {
				label = p.SP.Abbr + " " + label
			}
			sps = append(sps, npcMark{label: label, field: true})
		}
	}
	if slices.ContainsFunc(grid, func(p kpPart) bool { return p.multiples > 1 }) {
		return append(d.kpGridRows(kpAbbr, grid, w), d.markRows(sps, w)...)
	}
	return d.markRows(parts, w)
}

// abbreviate shortens a body part's label for a block: "Höger arm" → "HA", "Huvud" → "Hu".
func abbreviate(label string) string {
	words := strings.Fields(label)
	if len(words) > 1 {
		var s string
		for _, w := range words {
			s += strings.ToUpper(string([]rune(w)[:1]))
		}
		return s
	}
	r := []rune(label)
	return string(r[:min(2, len(r))])
}

// encounterRounds is how many rounds the printed order has boxes to tick.
const encounterRounds = 12

// Encounter prints a fight for the GM's table: title, then the combatants in the order they act,
// each with its initiative and a box per round to tick when it has acted, and below them the
// block of every combatant whose character read, on as few pages as they fit.
func Encounter(w io.Writer, f *encounter.Fight, opt Options) error {
	if len(f.Doc.Combatants) == 0 {
		return fmt.Errorf("pdf: an encounter with no combatants")
	}
	d, err := newDocument(opt, fmt.Sprintf(sayIn(opt, "Fight · %s · round %d"), screen.RulesName(f.Rules), f.Doc.Round))
	if err != nil {
		return err
	}
	d.AddPage()
	y := d.order(f, nil)
	var blocks []func(bw float64) []npcRow
	for _, ch := range f.Chars {
		if ch != nil {
			blocks = append(blocks, func(bw float64) []npcRow { return d.npcRows(ch, f.Rules, bw) })
		}
	}
	d.flowBlocks(blocks, y+5)
	return d.finish(w)
}

// encounterTitle heads a fight's printed order in the paper's language: "Strid", the
// ruleset's name and the round.
func (d *document) encounterTitle(f *encounter.Fight) string {
	return d.sayf("Fight · %s · round %d", screen.RulesName(f.Rules), f.Doc.Round)
}

// order draws the fight's order from the top of the page: each combatant in its place, with
// its initiative and a box to tick for each round it has acted in, and under it the rows
// under gives it (nil for none), indented. It returns the y below.
func (d *document) order(f *encounter.Fight, under func(i int, w float64) []npcRow) float64 {
	left, _, right, _ := d.GetMargins()
	pw, _ := d.GetPageSize()
	width := pw - left - right
	y := d.GetY()
	d.font("B", 14, ink)
	d.text(left, y, width, 7, d.encounterTitle(f), "L")
	y += 9
	const s = 4.2
	boxesW := float64(encounterRounds) * s
	heads := func(y float64) float64 {
		d.font("", 7, hintGrey)
		d.text(left+width-boxesW, y, boxesW, 4, d.say("Rounds 1–12: tick when it has acted"), "L")
		return y + 4.5
	}
	y = heads(y)
	d.cont = heads
	defer func() { d.cont = nil }()
	const indent = 8.0
	for i, row := range f.Doc.Combatants {
		var rows []npcRow
		if under != nil {
			rows = under(i, width-indent)
		}
		// A combatant and what is under it stay on one page where they fit on one.
		_, ph := d.GetPageSize()
		_, top, _, bottom := d.GetMargins()
		y = d.advance(y, min(5.5+rowsHeight(rows), ph-top-bottom-20))
		d.font("B", 9, ink)
		d.text(left, y, indent, 5, strconv.Itoa(i+1), "L")
		d.name(left+indent, y, 60, 5, row.Name, "B", 9, nameFloor, ink)
		d.name(left+70, y, width-70-boxesW-2, 5, row.InitiativeText, "", 8, nameFloor, ink)
		d.boxes(left+width-boxesW, y+0.4, encounterRounds, encounterRounds, s, 0)
		y += 5.5
		for _, r := range rows {
			y = d.advance(y, r.h)
			y = d.drawRows(left+indent, y, width-indent, y+r.h, []npcRow{r})
		}
		if len(rows) > 0 {
			d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
			d.SetLineWidth(0.2)
			d.Line(left, y+1, left+width, y+1)
			y += 2.5
		}
	}
	return y
}

// rowsHeight is the height rows take, drawn one under another.
func rowsHeight(rows []npcRow) float64 {
	h := 0.0
	for _, r := range rows {
		h += r.h
	}
	return h
}

// fightRows are what the fight page shows under combatant i, w wide: what it has suffered and
// can still take, as its block shows it, and what it can do against the first opponent's
// attacks.
func (d *document) fightRows(f *encounter.Fight, i int, w float64) []npcRow {
	c := f.Chars[i]
	if c == nil {
		return d.textRows("", npcSize, npcLine, d.say("The file could not be read")+": "+f.FileOf(i), w)
	}
	words := d.wordsOf(f.Rules)
	rows := d.harmRows(c, screen.Of(f.Rules, c, words, false), words, w)
	if defences, variants := grouped(d.defencesOf(f, i)); len(defences) > 0 {
		defences[0] = d.say("Defence") + ": " + defences[0]
		rows = append(rows, d.listRows("", npcSize, npcLine, defences, " · ", w)...)
		if len(variants) > 0 {
			rows = append(rows, d.textRows("", npcSize, npcLine, d.say("each also with")+": "+strings.Join(variants, "; "), w)...)
		}
	}
	return rows
}

// grouped are names of choices where each is one of a few with the same variants after a
// comma ("A", "A, v1", "A, v2", "B", "B, v1", "B, v2"): the few ("A", "B") and the variants
// ("v1", "v2"), to be said once. Listed one by one, five variants of cover for each of two
// defences took six lines of every combatant on the fight page. Names that do not group so
// are as they were, with no variants.
func grouped(names []string) (bases, variants []string) {
	of := map[string][]string{} // the variants of each base, in order
	for _, n := range names {
		base, variant, ok := strings.Cut(n, ", ")
		if !slices.Contains(bases, base) {
			bases = append(bases, base)
		}
		if ok {
			of[base] = append(of[base], variant)
			if !slices.Contains(variants, variant) {
				variants = append(variants, variant)
			}
		}
	}
	if len(variants) == 0 || len(bases) == len(names) {
		return names, nil
	}
	for _, b := range bases {
		if !slices.Equal(of[b], variants) || !slices.Contains(names, b) {
			return names, nil
		}
	}
	return bases, variants
}

// defencesOf names what combatant i may do against the attacks of the first combatant on
// the other side whose character read (screen.DefenceNames); none where nobody stands against
// it.
func (d *document) defencesOf(f *encounter.Fight, i int) []string {
	for j, opp := range f.Chars {
		if opp == nil || f.SideOf(j) == f.SideOf(i) {
			continue
		}
		return screen.DefenceNames(f.Rules, opp, f.Chars[i], d.wordsOf(f.Rules))
	}
	return nil
}
