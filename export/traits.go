package export

import (
	"strings"

	"rollformular/engine"
)

// traits lists the advantages and disadvantages with their levels and costs, the drives and
// the creation points, for a ruleset that has them.
func (p *page) traits() {
	d := p.d
	var rows []engine.Value
	for _, t := range p.m.Traits {
		if t.Derived.Label != "" {
			rows = append(rows, t.Derived)
		}
	}
	// A ruleset with traits, drives or a budget for them: never a derived row left unprinted.
	if len(p.shape.Traits.Catalogue) == 0 && len(p.shape.Drives) == 0 && len(rows) == 0 && p.layout.Budget == nil {
		return
	}
	d.ensure(30)
	y := d.GetY()
	title := p.words.F(p.shape.Traits.Title)
	if title == "" { // drives, or a budget, without traits
		title = d.say("Traits")
	}
	p.title(p.left, y, p.width, title)
	y += 7
	blank := 2
	if p.blank {
		blank = 8
	}
	// A row per trait across the page, what it does wrapped beside it: a trait printed
	// without its effect sends the player to the rules at the table.
	w := p.width
	for _, v := range rows {
		y = d.row(y, 1,
			cell{x: p.left, w: 5, style: "B", size: 9, line: 4.6, rgb: ink, text: v.Abbr},
			cell{x: p.left + 5, w: 55, size: 9, line: 4.6, rgb: ink, text: v.LabelIn(p.words)},
			cell{x: p.left + 61, w: 25, size: 9, line: 4.6, rgb: ink, text: p.words.F(v.Text)},
			cell{x: p.left + 87, w: w - 87 - 21, size: 7, line: 3.6, rgb: hintGrey, text: v.Note.In(p.words), drop: 0.5},
			cell{x: p.left + w - 20, w: 20, size: 7, line: 4.6, rgb: hintGrey, text: v.Detail.In(p.words)})
	}
	y = p.twoColumns(y, 0, blank, nil) + 2
	if len(p.shape.Drives) > 0 {
		y = d.advance(y, 6)
		d.font("B", 9, ink)
		d.text(p.left, y, 26, 5, d.say("Drives"), "L")
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
		d.text(p.left, y, p.width, 4, v.LabelIn(p.words)+" "+v.Text+": "+v.Why.In(p.words), "L")
		y += 5
	}
	d.SetY(y + 2)
}
