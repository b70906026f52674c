package export

import (
	"fmt"
	"math"
	"strings"

	"rollformular/engine"
)

// maxLoadBoxes is the most load boxes drawn: ten rows of twenty.
const maxLoadBoxes = 200

// load is the gear carried and the sheet's load boxes, for a ruleset that counts load in
// boxes: each box split in quarters for the things that weigh a quarter, a heavier line after
// every multiple of the capacity, where the penalties begin.
func (p *page) load() {
	d := p.d
	load := p.layout.Load
	if load == nil {
		return
	}
	var rows []engine.Value
	for _, g := range p.m.Gear {
		if g.Derived.Label != "" {
			rows = append(rows, g.Derived)
		}
	}
	boxes, capacity := 0.0, 0
	if !p.blank {
		boxes, capacity = load.Boxes, load.Free
	}
	s := 8.0
	// The ruleset's Load is at most what a character lifts; maxLoadBoxes holds a view that
	// says more to what a page has room for.
	boxes = min(max(boxes, 0), maxLoadBoxes)
	n := max(p.shape.LoadBoxes, int(math.Ceil(boxes)))
	perRow := max(min(n, 20), 1)
	// The heading, every row of boxes and the line under them on one page.
	d.ensure(7 + float64((n+perRow-1)/perRow)*s + 12)
	y := d.GetY()
	p.title(p.left, y, p.width, load.Carried.Label)
	y += 7
	used := d.boxes(p.left, y, n, perRow, s, capacity)
	// Quarter marks inside each box, and the boxes the load fills shaded lightly.
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.SetLineWidth(0.1)
	for i := range n {
		bx, by := boxAt(p.left, y, i, perRow, s)
		d.Line(bx+s/2, by+1, bx+s/2, by+s-1)
		d.Line(bx+1, by+s/2, bx+s-1, by+s/2)
	}
	d.SetLineWidth(0.2)
	d.shade(p.left, y, boxes, perRow, s)
	y += used + 2
	if !p.blank {
		v, c := load.Carried, load.Capacity
		// Wrapped: a load of forty things ran off its line.
		y = d.row(y, 1, cell{x: p.left, w: p.width, size: 7, line: 3.4, rgb: hintGrey,
			text: fmt.Sprintf("%s %s (%s %s): %s", v.LabelIn(p.words), v.Text, strings.ToLower(c.Label), c.Text, v.Why.In(p.words))})
	}
	blank := 2
	if p.blank {
		blank = 10
	}
	y = p.twoColumns(y, len(rows), blank, func(i int, x, ly, colW float64) {
		// The count and the weight of one beside the name ("3 × ¼ br"): the row's weight
		// alone lost how many were carried.
		d.font("", 9, ink)
		d.text(x, ly, colW-44, 5, rows[i].Label, "L")
		d.font("", 7, hintGrey)
		d.text(x+colW-44, ly, 24, 5, rows[i].Detail.In(p.words), "R")
		d.font("B", 9, ink)
		d.text(x+colW-20, ly, 20, 5, rows[i].Text+" "+rows[i].Abbr, "R")
	})
	d.SetY(y + 3)
}
