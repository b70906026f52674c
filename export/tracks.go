package export

import (
	"slices"
	"strconv"

	"rollformular/engine"
	"rollformular/screen"
)

// tracks are the rows of boxes for LP, and for each tracker up to HÄL, where T+U stops
// everything.
func (p *page) tracks() {
	d := p.d
	d.ensure(30)
	y := d.GetY()
	title := d.say("At the table")
	life := p.m.Life
	if life != nil {
		title = p.words.F(life.Title)
	}
	p.title(p.left, y, p.width, title)
	y += 7
	if life != nil {
		y = p.life(y, life)
	}
	if pool := p.m.Pool; pool != nil {
		y = p.pool(y, pool)
	}
	// Trackers with boxes to tick, then those with a number to write, two to a line.
	y, written := p.boxedTrackers(y)
	y = p.writtenTrackers(y, written)
	y = p.sections(y)
	d.SetY(y + 2)
}

// life is the row of the life points' boxes at y, the points lost shaded; on a blank sheet
// boxes for the largest the rules give. It returns the y below it.
func (p *page) life(y float64, life *engine.Life) float64 {
	d := p.d
	d.font("B", 9, ink)
	d.text(p.left, y, 30, 5, life.Abbr, "L")
	if life.Max > 0 && !p.blank {
		note := life.Note
		if life.Left != nil {
			// Where the character stands, as page 2's state says it.
			note += "   ·   " + life.Left.LabelIn(p.words) + " " + life.Left.Text
		}
		d.font("", 7, hintGrey)
		d.text(p.left+30, y, p.width-30, 5, note, "L")
		y += 5
		// The ruleset bounds the boxes; so does a row of them here, whatever a view says.
		drawn := min(max(life.Boxes, 0), maxLifeBoxes)
		perRow := min(drawn, 50)
		// The points lost shaded first, the boxes over them.
		d.shade(p.left, y, float64(min(max(life.Taken, 0), drawn)), perRow, 3.4)
		y += d.boxes(p.left, y, drawn, perRow, 3.4, life.Mark) + 2
	} else if p.blank && life.Boxes > 0 {
		// Boxes for the largest the rules give, to cross out past the character's own.
		d.font("", 7, hintGrey)
		d.text(p.left+30, y, p.width-30, 5, d.say("cross out the boxes past the character's own"), "L")
		y += 5
		y += d.boxes(p.left, y, blankLifeBoxes, blankLifeBoxes, 3.4, 0) + 2
	} else {
		y += d.writeLines(p.left, y, 60, 1, 6) + 1
	}
	return y
}

// maxLifeBoxes bounds the life points' boxes: more than any ruleset's largest character.
const maxLifeBoxes = 200

// pool is the character's own dice as boxes to tick: one per die, those lost crossed.
func (p *page) pool(y float64, pool *screen.Pool) float64 {
	d := p.d
	n, have := pool.Boxes.N, pool.Boxes.N-pool.Boxes.Crossed
	if p.blank {
		n, have = blankPoolBoxes, blankPoolBoxes
	}
	d.font("B", 9, ink)
	d.text(p.left, y, 40, 6, pool.Label, "L")
	s := 5.0
	perRow := max(min(n, int((p.width-40)/s)-8), 1) // room for the line of text after them
	used := d.boxes(p.left+40, y+0.5, n, perRow, s, 0)
	d.SetDrawColor(0, 0, 0)
	for i := have; i < n; i++ {
		bx := p.left + 40 + float64(i%perRow)*s
		by := y + float64(i/perRow)*s
		d.Line(bx+0.8, by+1.3, bx+s-0.8, by+s-0.3)
		d.Line(bx+s-0.8, by+1.3, bx+0.8, by+s-0.3)
	}
	if !p.blank {
		tx := p.left + 42 + float64(min(n, perRow))*s
		d.font("", 7, hintGrey)
		d.text(tx, y, p.left+p.width-tx, 6, pool.Note.In(p.words), "L")
	}
	return y + max(used, s) + 3
}

// boxedTrackers are the rows of the trackers with boxes to tick, from y, those the character
// has ticked; it returns the y below them and the trackers with a number to write instead.
func (p *page) boxedTrackers(y float64) (float64, []screen.Tracker) {
	d := p.d
	var written []screen.Tracker
	for _, t := range p.m.Trackers {
		if !t.Of(p.c.NPC) {
			continue
		}
		n := t.Boxes
		if n == 0 {
			written = append(written, t)
			continue
		}
		// As many to a row as fit before the number written after them (HÄL 50 made a row
		// of fifty run off the page), the rest on rows below.
		perRow := max(min(n, int((p.width-40-14)/3.4)), 1)
		rows := (n + perRow - 1) / perRow
		y = d.advance(y, float64(rows-1)*3.4+6)
		// Smaller where the words are longer than the column: English "Försämringar (while
		// Döende)" ran to a page of its own of what did not fit.
		d.name(p.left, y, 39, 5, t.HeadingIn(p.words), "B", 9, 7, ink)
		d.boxes(p.left+40, y+0.8, n, perRow, 3.4, 0)
		if v := t.Value; v != 0 && !p.blank {
			// As many ticked as the character has, and the number after them: more than the
			// boxes is still said.
			d.tick(p.left+40, y+0.8, min(max(v, 0), n), perRow, 3.4)
			d.font("B", 9, ink)
			d.text(p.left+41+float64(perRow)*3.4, y, 12, 5, strconv.Itoa(v), "L")
		}
		y += float64(rows-1)*3.4 + 6
	}
	return y, written
}

// writtenTrackers are the trackers with a number to write, two to a line, from y; it returns
// the y below them.
func (p *page) writtenTrackers(y float64, written []screen.Tracker) float64 {
	d := p.d
	colW := (p.width - 6) / 2
	for i, t := range written {
		x := p.left + float64(i%2)*(colW+6)
		if i%2 == 0 {
			y = d.advance(y, 5.5)
		}
		value := ""
		if !p.blank {
			value = strconv.Itoa(t.Value)
		}
		label := t.LabelIn(p.words)
		if legend := t.Legend(p.words); legend != "" {
			label += ": " + legend // the levels' names, to write the number of
		}
		d.font("", 8, ink)
		d.text(x, y, colW-14, 5, label, "L")
		d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
		d.Rect(x+colW-13, y+0.3, 12, 4.6, "D")
		d.font("B", 9, ink)
		d.text(x+colW-13, y, 12, 5, value, "C")
		if i%2 == 1 || i == len(written)-1 {
			y += 5.5
		}
	}
	return y
}

// sections are the model's sections of boxes to tick (screen.Sections), each a line headed by
// its title: a box with its label five to a line, or a track of boxes without labels side by
// side; the character's ticked. It returns the y below them.
func (p *page) sections(y float64) float64 {
	for _, sec := range p.m.Sections {
		y = p.section(y, sec)
	}
	return y
}

func (p *page) section(y float64, sec screen.Section) float64 {
	d := p.d
	const s = 3.4
	perRow, colW := 5, (p.width-40)/5
	if !slices.ContainsFunc(sec.Boxes, func(b screen.Box) bool { return b.Label != "" }) {
		perRow = max(int((p.width-40)/(s+1)), 1) // a track: its boxes side by side
		colW = s + 1
	}
	y = d.advance(y, 6)
	d.font("B", 9, ink)
	// Its title in the sheet's language, as the editor's card words it: the program's own by
	// its key, else the rules' (an English sheet printed "Tillstånd").
	title := screen.In(sec.Key, sec.Title, d.say, p.words)
	d.text(p.left, y, 40, 5, title, "L")
	for i, box := range sec.Boxes {
		if i > 0 && i%perRow == 0 {
			y = d.advance(y+5.5, 5.5)
		}
		x := p.left + 40 + float64(i%perRow)*colW
		d.boxes(x, y+0.8, 1, 1, s, 0)
		if !p.blank && box.Checked {
			d.tick(x, y+0.8, 1, 1, s)
		}
		if box.Label != "" {
			d.font("", 8, ink)
			d.text(x+s+1, y, colW-s-1.5, 5, box.Label, "L")
		}
	}
	return y + 6
}
