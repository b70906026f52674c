package export

import (
	"slices"
	"strings"

	"rollformular/engine"
)

// derivedValues lists the values without a section of their own, with their reckoning: the
// main values, then each group under its name.
func (p *page) derivedValues(x, y, w float64) float64 {
	d := p.d
	if len(p.m.Values) == 0 {
		return y // a ruleset whose every value has a section of its own
	}
	p.title(x, y, w, p.d.say("Derived values"))
	y += 7
	for _, g := range p.m.Values {
		if g.Name != "" {
			y = d.advance(y, 14)
			d.font("B", 8, hintGrey)
			d.text(x, y+0.5, w, 4.5, g.Name, "L")
			y += 5
		}
		for _, v := range g.Values {
			y = p.derivedValue(x, y, w, v)
		}
	}
	// A blank sheet has a field for what a filled one gives only when the character has it.
	for _, bv := range p.shape.BlankValues {
		if p.blank && !slices.ContainsFunc(p.layout.Values, func(v engine.Value) bool { return v.ID == bv.ID }) {
			y = p.derivedValue(x, y, w, bv)
		}
	}
	return y
}

// derivedValue is one value of the derived values, with its reckoning below. Nothing of it is
// cut: a long label wraps in its column, a value too wide for its column goes on a line of its
// own under the label, and the reckoning wraps under them.
func (p *page) derivedValue(x, y, w float64, v engine.Value) float64 {
	d := p.d
	label := v.LabelIn(p.words)
	abbr := v.Abbr
	if engine.Labelled(abbr, label) == label {
		abbr = ""
	}
	text := v.Text
	if p.blank {
		text = ""
	}
	// A tight page 1 sets each value a point smaller, its lines closer.
	valueSize, labelSize, lineH := 10.0, 9.0, 4.5
	if p.fit >= fitTight {
		valueSize, labelSize, lineH = 9, 8, 3.9
	}
	// The label takes what the value, right-aligned at x+70, leaves of its line.
	d.font("B", valueSize, ink)
	labelW := 36.0
	var below []string // the value, where it is wider than its column
	if tw := d.GetStringWidth(text); tw > 20 {
		below = d.wrap(text, w-14)
	} else if !p.blank {
		labelW = 56 - tw - 2
	}
	d.font("", labelSize, ink)
	// A label of more than maxLabelLines (an attack with a weapon named in 2,000 letters) goes
	// on where its mark says, at the sheet's end, at the page's width: wrapped in the label's
	// column, 200 such attacks took 400 pages.
	labels := d.wrapAtMost(label, labelW, maxLabelLines+1)
	if len(labels) > maxLabelLines {
		labels = append(labels[:maxLabelLines-1], d.cutOf(label, strings.Join(labels[maxLabelLines-1:], " "), labelW))
	}
	var detail, why []string
	if !p.blank {
		detail, why = p.reckoning(v, w)
	}
	// A blank sheet's line holds a box 4.6 high to write in: a little more than a line, so two
	// boxes one under the other do not touch.
	line := float64(max(len(labels), len(detail), 1))*lineH + 0.5
	if p.blank {
		line = max(line, 5.6)
	}
	// The value and its reckoning together, on this page or the next; one taller than half a
	// page from its first line, going on a line at a time.
	block := line + float64(len(below))*5 + float64(len(why))*3
	if block > d.halfPage() {
		block = line
	}
	y = d.advance(y, block)
	d.font("B", labelSize, ink)
	d.text(x, y, 14, lineH+0.5, abbr, "L")
	if p.blank {
		d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
		d.Rect(x+52, y+0.3, 18, 4.6, "D")
	}
	if below == nil {
		d.font("B", valueSize, ink)
		d.text(x+50, y, 20, lineH+0.5, text, "R")
	}
	// The label and the detail beside it, going on onto the next page where they are taller
	// than what is left of this one. A line drawn past the page's foot makes gofpdf break the
	// page before it and each line after it: labels of a thousand lines took 14,000 pages.
	start := d.PageNo()
	end := d.tallRow(y, 0.5, []cell{
		{x: x + 14, w: labelW, size: labelSize, line: lineH, rgb: ink, drop: 0.25},
		{x: x + 72, w: w - 72, size: 7, line: lineH, rgb: hintGrey, drop: 0.25},
	}, [][]string{labels, detail})
	if d.PageNo() == start {
		end = max(end, y+line)
	}
	y = end
	d.font("B", valueSize, ink)
	for _, l := range below {
		y = d.advance(y, 5)
		d.text(x+14, y-0.5, w-14, 5, l, "L")
		y += 5
	}
	d.font("", 6.5, hintGrey)
	for _, l := range why {
		y = d.advance(y, 3)
		d.text(x+2, y-0.5, w-2, 3.5, l, "L")
		y += 3
	}
	return y
}

// maxLabelLines bounds the lines of a derived value's label on the sheet.
const maxLabelLines = 3

// reckoning is the lines of a derived value's detail and its reckoning, w wide: the odds first,
// and at most maxWhyLines of it, the whole of a longer one, or of every one on a brief sheet,
// kept for the reckonings at the sheet's end.
func (p *page) reckoning(v engine.Value, w float64) (detail, why []string) {
	d := p.d
	d.font("", 7, hintGrey)
	if v.Detail != nil {
		detail = d.wrap(v.Detail.In(p.words), w-72)
	}
	reckoning := v.Why.In(p.words)
	if v.Odds != nil {
		reckoning = v.Odds.In(p.words) + "; " + reckoning
	}
	d.font("", 6.5, hintGrey)
	why = d.wrapAtMost(reckoning, w-2, maxWhyLines+1)
	if p.fit >= fitBrief && len(why) > 0 {
		p.reckoned = append(p.reckoned, engine.Value{Abbr: v.Abbr, Label: v.LabelIn(p.words), Why: func(engine.Words) string { return reckoning }})
		why = nil
	}
	// A reckoning is not a value: one that lists a thousand things in the gear stops
	// after maxWhyLines, rather than fill page 1, and is printed whole with the
	// reckonings at the sheet's end, where the line it stops at says it goes on.
	if len(why) > maxWhyLines {
		p.reckoned = append(p.reckoned, engine.Value{Abbr: v.Abbr, Label: v.LabelIn(p.words), Why: func(engine.Words) string { return reckoning }})
		why = append(why[:maxWhyLines-1], d.sayf("(continued under %s)", d.reckoningsTitle()))
	}
	return detail, why
}

// maxWhyLines bounds the lines of a derived value's reckoning on the sheet.
const maxWhyLines = 4

// reckoningsTitle heads the reckonings.
func (d *document) reckoningsTitle() string { return d.say("How the values are reckoned") }

// reckonings are how the derived values were reached, for a sheet whose page 1 left them out
// to hold the fight (fitBrief): a value's label and its reckoning, a line each.
func (p *page) reckonings() {
	if len(p.reckoned) == 0 {
		return
	}
	d := p.d
	d.ensure(20)
	y := d.GetY()
	p.title(p.left, y, p.width, d.reckoningsTitle())
	y += 7
	for _, v := range p.reckoned {
		y = d.row(y, 1, cell{x: p.left, w: 50, style: "B", size: 8, line: 4, rgb: ink, text: engine.Labelled(v.Abbr, v.LabelIn(p.words))},
			cell{x: p.left + 52, w: p.width - 52, size: 7, line: 3.3, rgb: hintGrey, text: v.Why.In(p.words), drop: 0.3})
	}
	d.SetY(y + 3)
}
