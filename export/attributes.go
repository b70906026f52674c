package export

import (
	"strconv"
	"strings"

	"rollformular/screen"
)

// attributeTexts are an attribute's value, the value it was rolled as, how far training takes
// it and the odds of a roll against it; none on a blank sheet.
func (p *page) attributeTexts(a screen.Attribute) (value, orig, train, odds string) {
	if p.blank {
		return "", "", "", ""
	}
	value = strconv.Itoa(a.Value)
	if a.HasOriginal {
		orig = strconv.Itoa(a.Original)
	}
	if a.Training.Label != "" {
		train = a.Training.Text
	}
	if a.Roll.Label != "" {
		odds = a.Roll.Odds.In(p.words)
	}
	return value, orig, train, odds
}

// attributes is the table of attributes: value, rolled value, training cap and the odds of a
// roll against it. It returns the y below it.
func (p *page) attributes(x, y, w float64) float64 {
	d := p.d
	p.title(x, y, w, p.d.say("Attributes"))
	y += 7
	d.font("", 7, hintGrey)
	cols := []float64{32, 14, 14, 14, w - 74}
	heads := []string{"", d.say("Value"), d.say("Rolled value"), d.say("Trains to"), d.say("Mark")}
	// Attributes that are not rolled for have no rolled value and no training cap, and room
	// for longer names.
	rolled := p.shape.RolledAttributes
	if !rolled {
		heads = []string{"", d.say("Value")}
		cols[0] = 42
	}
	columnHeads := func(y float64) float64 {
		d.font("", 7, hintGrey)
		cx := x
		for i, h := range heads {
			d.text(cx, y, cols[i], 4, h, "L")
			cx += cols[i]
		}
		return y + 4.5
	}
	y = columnHeads(y)
	p.headsToo(columnHeads)
	for _, a := range p.m.Attributes {
		y = d.advance(y, 10)
		cx := x
		d.font("B", 9, ink)
		d.text(cx, y, cols[0], 6, a.Heading, "L")
		cx += cols[0]
		value, orig, train, odds := p.attributeTexts(a)
		d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
		d.Rect(cx+1, y+0.5, cols[1]-3, 5, "D")
		d.font("B", 10, ink)
		d.text(cx+1, y, cols[1]-3, 6, value, "C")
		cx += cols[1]
		if !rolled {
			d.font("", 6.5, hintGrey)
			y += 6
			for _, line := range d.wrap(p.words.F(a.About), w-2) {
				d.text(x+2, y-0.2, w-2, 3.2, line, "L") // clear of the value's box above
				y += 3.2
			}
			y += 0.5
			continue
		}
		if p.blank {
			// To write the rolled value and the training cap in.
			d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
			d.Rect(cx+1, y+0.5, cols[2]-3, 5, "D")
			d.Rect(cx+cols[2]+1, y+0.5, cols[3]-3, 5, "D")
		}
		d.font("", 9, ink)
		d.text(cx, y, cols[2], 6, orig, "C")
		cx += cols[2]
		d.text(cx, y, cols[3], 6, strings.TrimPrefix(train, "till "), "C")
		cx += cols[3]
		// The experience mark, ticked where the character has one.
		d.boxes(cx+4, y+1.5, 1, 1, 3, 0)
		if !p.blank && a.Marked {
			d.tick(cx+4, y+1.5, 1, 1, 3)
		}
		y += 6
		if odds != "" {
			// Clear of the value's box above it.
			d.font("", 6.5, hintGrey)
			d.text(x+2, y-0.2, w-2, 3.5, d.say("roll")+": "+odds, "L")
			y += 3.6
		}
		y += 0.5
	}
	return y
}
