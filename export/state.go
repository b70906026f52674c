package export

import "rollformular/engine"

// state is what the character carries out of the last fight: LP left, and the wounds as the
// editor's State tab lists them (screen.Sheet.Wounds), each with what was done about it.
func (p *page) state() {
	d := p.d
	rows := p.m.State
	for _, w := range p.m.Wounds {
		rows = append(rows[:len(rows):len(rows)], engine.Value{Label: w.Label, LabelWorded: w.LabelWorded, Text: w.Text, Why: w.Note})
	}
	if p.blank {
		p.blankState()
		return
	}
	if len(rows) == 0 {
		return
	}
	d.ensure(20)
	y := d.GetY()
	p.title(p.left, y, p.width, d.say("State"))
	y += 7
	// Each column wraps, never cut: "svårt skadad: kan bara krypa" and the bleeding's "stoppas
	// med 7+" ended in "…".
	for _, v := range rows {
		y = d.row(y, 0.5, cell{x: p.left, w: 33, style: "B", size: 9, line: 4.5, rgb: ink, text: v.LabelIn(p.words)},
			cell{x: p.left + 34, w: 40, size: 9, line: 4.5, rgb: ink, text: v.Text},
			cell{x: p.left + 76, w: p.width - 77, size: 7, line: 3.5, rgb: hintGrey, text: v.Why.In(p.words), drop: 0.3})
	}
	d.SetY(y + 3)
}

// blankState is the state to write in on a blank sheet: a line for each value of the state
// the rules derive (LP kvar, the condition, what bleeds), and lines for the wounds. The blank
// sheets had no state at all, where a filled one says where the character stands.
func (p *page) blankState() {
	d := p.d
	var labels []string
	for _, v := range p.m.State {
		if v.Label != "" {
			labels = append(labels, engine.Labelled(v.Abbr, v.LabelIn(p.words)))
		}
	}
	labels = append(labels, d.say("Wounds"))
	d.ensure(7 + float64(len(labels)+blankWoundLines)*6)
	y := d.GetY()
	p.title(p.left, y, p.width, d.say("State"))
	y += 7
	for i, l := range labels {
		y = d.advance(y, 6)
		d.name(p.left, y, 38, 6, l, "B", 9, nameFloor, ink)
		lines := 1
		if i == len(labels)-1 {
			lines = blankWoundLines
		}
		d.writeLines(p.left+40, y-1, p.width-40, lines, 6) // under the label, as a form has it
		y += float64(lines) * 6
	}
	d.SetY(y + 3)
}

// blankWoundLines are the lines a blank sheet gives wounds to write on.
const blankWoundLines = 4
