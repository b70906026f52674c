package export

import (
	"strings"

	"rollformular/engine"
)

// traits lists the advantages and disadvantages with their levels and costs, the drives and
// the creation points, for a ruleset that has them.
func (p *page) traits() {
	d := p.d
	rows := engine.Shown(p.layout.Traits)
	// A ruleset with traits, drives or a budget for them: never a derived row left unprinted.
	if len(p.desc.Traits) == 0 && len(p.shape.Drives) == 0 && len(rows) == 0 && p.layout.Budget == nil {
		return
	}
	d.ensure(30)
	y := d.GetY()
	p.title(p.left, y, p.width, "Fördelar och nackdelar")
	y += 7
	blank := 2
	if p.blank {
		blank = 8
	}
	y = p.twoColumns(y, len(rows), blank, func(i int, x, ly, colW float64) {
		v := rows[i]
		d.font("B", 9, ink)
		d.text(x, ly, 5, 5, v.Abbr, "L")
		d.font("", 9, ink)
		d.text(x+5, ly, colW-50, 5, v.Label, "L")
		d.text(x+colW-45, ly, 25, 5, v.Text, "L")
		d.font("", 7, hintGrey)
		d.text(x+colW-20, ly, 20, 5, v.Detail.In(p.words), "R")
	}) + 2
	if len(p.shape.Drives) > 0 {
		y = d.advance(y, 6)
		d.font("B", 9, ink)
		d.text(p.left, y, 26, 5, "Drivkrafter", "L")
		if p.blank || len(p.c.Drives) == 0 {
			d.writeLines(p.left+26, y, p.width-26, 1, 5)
		} else {
			d.font("", 9, ink)
			d.text(p.left+26, y, p.width-26, 5, strings.Join(p.c.Drives, ", "), "L")
		}
		y += 6
	}
	if v := p.layout.Budget; v != nil && !p.blank {
		y = d.advance(y, 5)
		d.font("", 7, hintGrey)
		d.text(p.left, y, p.width, 4, v.Label+" "+v.Text+": "+v.Why.In(p.words), "L")
		y += 5
	}
	d.SetY(y + 2)
}
