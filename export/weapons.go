package export

import (
	"math"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/screen"
)

// weapons is the table of weapons: damage resolved for the wielder, type, reach and odds. It
// says how many of them are on the sheet's first page.
func (p *page) weapons() (onFirst int) {
	rows := p.m.Weapons.Rows
	if p.weaponsDone {
		return p.m.Weapons.Known()
	}
	// A blank sheet has a table to write weapons in, whether or not the rules list any.
	if !p.m.Weapons.Listed && len(rows) == 0 && !p.blank {
		return 0
	}
	// Rows to write more weapons on: as many as the page has room for, up to empty, rather
	// than a page of its own holding only them.
	empty := 3
	if p.blank {
		empty = 6
	}
	y, cols := p.weaponsHeading(empty)
	for _, row := range rows {
		var onPage1, stop bool
		y, onPage1, stop = p.weaponRow(row, y, cols)
		if stop {
			return onFirst
		}
		if onPage1 {
			onFirst++
		}
	}
	p.weaponsFoot(y, empty)
	return onFirst
}

// weaponsHeading draws the weapons' heading and column heads where what comes first under
// them fits too, and gives the y under them and the columns' widths.
func (p *page) weaponsHeading(empty int) (float64, []float64) {
	d := p.d
	// The heading and the column heads, with what comes first under them: two rows; where
	// there are none, two of the rules' notes; else the rows to write weapons on, drawn as one.
	// A blank Letter sheet kept room for two rows it did not have, and its "Vapen" ended page 1.
	keep := 2 * p.weaponRowH()
	if len(p.m.Weapons.Rows) == 0 {
		keep = float64(empty) * 5.2
		if len(p.ruleNoteLines(p.width)) > 0 {
			keep = 1 + 2*3.4
		}
	}
	d.ensure(7 + 4.5 + keep)
	y := d.GetY()
	p.title(p.left, y, p.width, d.say("Weapons"))
	y += 7
	cols := []float64{48, 18, 10, 32, p.width - 108}
	columnHeads := func(y float64) float64 {
		d.font("", 7, hintGrey)
		cx := p.left
		for i, h := range append([]string{d.say("Weapon")}, p.m.Weapons.Columns[:]...) {
			d.text(cx, y, cols[i], 4, h, "L")
			cx += cols[i]
		}
		return y + 4.5
	}
	y = columnHeads(y)
	p.headsToo(columnHeads)
	return y, cols
}

// weaponRow draws weapon row's row at y, and gives the y under it, whether it went on the
// first page, and whether a sizing pass should stop, having left the first page.
func (p *page) weaponRow(row screen.Weapon, y float64, cols []float64) (next float64, onFirst, stop bool) {
	d := p.d
	v := row.Derived
	problems := row.Problems // what is wrong at the weapon's place
	// Each cell wraps in its column, none is cut: the row is as tall as its tallest.
	cells := []string{v.Label, v.Text, v.Abbr, v.Detail.In(p.words), v.Odds.In(p.words)}
	if v.Label == "" {
		// A weapon the rules derive nothing for (one they do not know) is printed by its
		// name, with what is wrong under it: never left off.
		if !row.Held || len(problems) == 0 {
			return y, false, false
		}
		cells = []string{row.Name, "", "", "", ""}
	}
	wrapped := make([][]string, len(cells))
	rowH := p.weaponRowH()
	for i, cell := range cells {
		style, size, lh := p.weaponCell(i)
		d.font(style, size, ink)
		wrapped[i] = d.wrap(cell, cols[i]-1)
		rowH = max(rowH, float64(len(wrapped[i]))*lh+1)
	}
	// The weapon's notes, under its row, wrapped to the table's width.
	notes := p.weaponNotes(row, p.width-4)
	start := d.PageNo()
	if h := rowH + 4*float64(len(problems)) + 3.2*float64(len(notes)); h > d.halfPage() {
		// Drawn whole, a row taller than a page ran past its foot, and gofpdf broke the
		// page before each of its lines: a weapon of 2,000 letters took 60 pages.
		if p.sizing && start != p.first {
			return y, false, true
		}
		y = p.tallWeapon(y, cols, wrapped, notes, problems)
		return y, start == p.first, p.sizing && d.PageNo() != start
	}
	y = d.advance(y, rowH+4*float64(len(problems))+3.2*float64(len(notes)))
	if d.PageNo() != p.first && p.sizing {
		return y, false, true
	}
	onFirst = d.PageNo() == p.first
	cx := p.left
	for i, lines := range wrapped {
		style, size, lh := p.weaponCell(i)
		d.font(style, size, ink)
		for k, l := range lines {
			d.text(cx, y+float64(k)*lh, cols[i]-1, 5, l, "L")
		}
		cx += cols[i]
	}
	y += rowH - p.weaponRowH()
	d.font("", 7, ink)
	for _, l := range notes {
		d.text(p.left+4, y+4.2, p.width-4, 3.2, l, "L")
		y += 3.2
	}
	for _, msg := range problems {
		y += 4
		d.font("", 7, hintGrey)
		d.text(p.left+4, y, p.width-4, 4, "! "+msg, "L")
	}
	return y + p.weaponRowH(), onFirst, false
}

// weaponsFoot draws, under the weapons, what the rules say of them, the rows to write more
// on, and the equipment's costs.
func (p *page) weaponsFoot(y float64, empty int) {
	d := p.d
	// What the rules say of the weapons, under them, each note once.
	if notes := p.ruleNoteLines(p.width); len(notes) > 0 {
		y += 1
		for _, l := range notes {
			y = d.advance(y, 3.4)
			d.font("", 7, hintGrey)
			d.text(p.left, y, p.width, 3.4, l, "L")
			y += 3.4
		}
		y += 1.5
	}
	_, ph := d.GetPageSize()
	_, _, _, bottom := d.GetMargins()
	if room := int((ph - bottom - 5 - y) / 5.2); room < empty && !p.blank {
		empty = max(room, 0)
	}
	y = d.advance(y, float64(empty)*5.2)
	y += d.writeLines(p.left, y-1, p.width, empty, 5.2) + 3
	for _, v := range p.equipmentCosts() {
		if p.blank {
			break
		}
		y = d.advance(y, 5)
		d.font("", 8, hintGrey)
		d.text(p.left, y, p.width, 4, v.LabelIn(p.words)+": "+v.Text+" ("+v.Why.In(p.words)+")", "L")
		y += 5
	}
	d.SetY(y)
}

// tallWeapon draws a weapon's row from y a line at a time, going on onto the next page, for a
// row taller than half a page: its cells wrapped in their columns, then its notes and what is
// wrong with it. It returns the y below it.
func (p *page) tallWeapon(y float64, cols []float64, wrapped [][]string, notes, msgs []string) float64 {
	d := p.d
	cells := make([]cell, len(wrapped))
	cx := p.left
	for i := range wrapped {
		style, size, lh := p.weaponCell(i)
		// Level with a row drawn whole, whose lines are set in cells 5 high.
		cells[i] = cell{x: cx, w: cols[i] - 1, style: style, size: size, line: lh, rgb: ink, drop: (5 - lh) / 2}
		cx += cols[i]
	}
	y = d.tallRow(y, 1, cells, wrapped)
	y = d.tallRow(y, 0, []cell{{x: p.left + 4, w: p.width - 4, size: 7, line: 3.2, rgb: ink}}, [][]string{notes})
	bangs := make([]string, len(msgs))
	for i, msg := range msgs {
		bangs[i] = "! " + msg
	}
	return d.tallRow(y, 1, []cell{{x: p.left + 4, w: p.width - 4, size: 7, line: 4, rgb: hintGrey}}, [][]string{bangs})
}

// weaponColumn draws the weapons as a list in a column x, w wide from y: each its name, damage,
// kind and reach, its odds under it, then lines to write more on and what the equipment costs.
// Where they would go past limit it draws nothing and reports false.
func (p *page) weaponColumn(x, y, w, limit float64) bool {
	d := p.d
	type weapon struct{ head, odds, notes []string }
	var list []weapon
	h := 7.0
	// A tight page 1 sets each weapon a point smaller.
	headSize, headLine, oddsSize, oddsLine := 9.0, 4.5, 7.0, 3.2
	if p.fit >= fitTight {
		headSize, headLine, oddsSize, oddsLine = 8, 3.9, 6.5, 2.9
	}
	for _, row := range p.m.Weapons.Rows {
		v := row.Derived
		if v.Label == "" {
			continue
		}
		d.font("B", headSize, ink)
		head := d.wrap(strings.TrimSpace(strings.Join([]string{v.Label, v.Text, v.Abbr, v.Detail.In(p.words)}, " ")), w)
		d.font("", oddsSize, ink)
		odds := d.wrap(v.Odds.In(p.words), w-2)
		notes := p.weaponNotes(row, w-2)
		list = append(list, weapon{head, odds, notes})
		h += float64(len(head))*headLine + float64(len(odds)+len(notes))*oddsLine + 1
	}
	notes := p.ruleNoteLines(w)
	h += float64(len(notes)) * 3.4
	var costs []string
	d.font("", 7, hintGrey)
	for _, v := range p.equipmentCosts() {
		costs = append(costs, d.wrap(v.LabelIn(p.words)+": "+v.Text+" ("+v.Why.In(p.words)+")", w)...)
	}
	h += float64(len(costs)) * 3.5
	if len(p.m.Weapons.Problems) > 0 {
		return false // a weapon's problems are said in the table below, under its row
	}
	// Three lines to write more weapons on, as many as fit, none where the column is tight.
	extra := min(3, int(math.Floor((limit-y-h)/5.2)))
	if len(list) == 0 || extra < 0 {
		return false
	}
	p.title(x, y, w, d.say("Weapons"))
	y += 7
	for _, wp := range list {
		d.font("B", headSize, ink)
		for _, l := range wp.head {
			d.text(x, y, w, headLine, l, "L")
			y += headLine
		}
		d.font("", oddsSize, ink)
		for _, l := range append(wp.odds, wp.notes...) {
			d.text(x+2, y-0.3, w-2, oddsLine, l, "L")
			y += oddsLine
		}
		y += 1
	}
	d.font("", 7, hintGrey)
	for _, l := range notes {
		d.text(x, y, w, 3.4, l, "L")
		y += 3.4
	}
	y += d.writeLines(x, y, w, extra, 5.2)
	d.font("", 7, hintGrey)
	for _, l := range costs {
		d.text(x, y, w, 3.5, l, "L")
		y += 3.5
	}
	return true
}

// weaponNotes are what the document notes of weapon row, wrapped to w in the size they print
// in; none for a weapon without notes.
func (p *page) weaponNotes(row screen.Weapon, w float64) []string {
	if row.Notes == "" {
		return nil
	}
	p.d.font("", 7, ink)
	return p.d.wrap(row.Notes, w)
}

// ruleNoteLines are what the rules say of the weapons, wrapped to w in the size they print in.
func (p *page) ruleNoteLines(w float64) []string {
	p.d.font("", 7, hintGrey)
	var out []string
	for _, n := range p.m.Weapons.Notes(p.words) {
		out = append(out, p.d.wrap(n, w)...)
	}
	return out
}

// equipmentCosts are what the equipment costs the character (Trötthet rolls, load) that the
// derived values did not print already.
func (p *page) equipmentCosts() []engine.Value {
	var out []engine.Value
	for _, v := range p.layout.Equipment {
		if !slices.ContainsFunc(p.layout.Values, func(x engine.Value) bool { return x.ID == v.ID }) {
			out = append(out, v)
		}
	}
	return out
}

// weaponRowH is the height of a row of the weapons table that each cell fits on one line of.
func (p *page) weaponRowH() float64 {
	if p.fit >= fitTight {
		return 4.3
	}
	return 5.2
}

// weaponCell is the style, size and line height of column i of the weapons table: the damage
// bold, the odds smaller. A tight page 1 sets every column a point smaller.
func (p *page) weaponCell(i int) (string, float64, float64) {
	style, size, lh := "", 9.0, 4.2
	switch i {
	case 1:
		style = "B"
	case 4:
		size, lh = 7, 3.2
	}
	if p.fit >= fitTight {
		size, lh = size-1, lh-0.4
	}
	return style, size, lh
}
