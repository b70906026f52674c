package export

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/screen"
)

// body draws the outline of the body and, around it, each part's KP, SP and the boxes to
// tick its damage in: one row of KP boxes for each multiple of KP the rules give effects at.
func (p *page) body() {
	d := p.d
	// The figure is shorter on paper shorter than A4 (Letter), so that page 1 still holds the
	// weapons; its part boxes need some 84 mm.
	_, ph := d.GetPageSize()
	h := 96 - max(297-ph, 0)*2/3
	if p.fit >= fitBrief {
		h = min(h, briefFigureH) // a brief page 1 gives the weapons what the figure can spare
	}
	d.ensure(7 + h + 2) // the figure and its boxes are drawn as one, never over a page break
	y := d.GetY()
	p.title(p.left, y, p.width, d.say("The body"))
	y += 7
	figW := 40.0
	fx := p.left + (p.width-figW)/2
	drawFigure(d, fx, y, figW, h)
	boxW := (p.width - figW - 8) / 2
	// Parts left of the figure's middle get their box on the left, right of it on the right;
	// those on the middle line take turns, so the two columns share the load. Each column
	// stacks its boxes top to bottom, none over another.
	var leftCol, rightCol []screen.BodyPart
	middle := 0
	for _, part := range p.m.Body {
		switch {
		case part.Diagram[0] < 0.5:
			leftCol = append(leftCol, part)
		case part.Diagram[0] > 0.5:
			rightCol = append(rightCol, part)
		default:
			if middle%2 == 0 {
				leftCol = append(leftCol, part)
			} else {
				rightCol = append(rightCol, part)
			}
			middle++
		}
	}
	bottom := y
	for i, col := range [][]screen.BodyPart{leftCol, rightCol} {
		slices.SortStableFunc(col, func(a, b screen.BodyPart) int { return cmp.Compare(a.Diagram[1], b.Diagram[1]) })
		bx := p.left
		if i == 1 {
			bx = p.left + p.width - boxW
		}
		next := y
		for _, part := range col {
			by := max(y+part.Diagram[1]*(h-16), next)
			px, py := fx+part.Diagram[0]*figW, y+part.Diagram[1]*h+3
			d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
			d.SetLineWidth(0.2)
			if i == 0 {
				d.Line(bx+boxW, by+3, px, py)
			} else {
				d.Line(bx, by+3, px, py)
			}
			next = by + p.partBox(bx, by, boxW, part) + 2
		}
		bottom = max(bottom, next)
	}
	d.SetY(max(y+h, bottom) + 2)
}

// briefFigureH is the height of the body's figure on a brief page 1, in mm: what its parts'
// boxes need beside it.
const briefFigureH = 84.0

// drawFigure draws a simple, light outline of a standing person in the box x, y, w, h.
func drawFigure(d *document, x, y, w, h float64) {
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.SetLineWidth(0.4)
	cx := x + w/2
	d.Circle(cx, y+h*0.08, h*0.06, "D")
	d.Rect(cx-w*0.2, y+h*0.16, w*0.4, h*0.22, "D")   // chest
	d.Rect(cx-w*0.18, y+h*0.38, w*0.36, h*0.16, "D") // belly
	d.Rect(x+w*0.05, y+h*0.17, w*0.12, h*0.36, "D")  // arms
	d.Rect(x+w*0.83, y+h*0.17, w*0.12, h*0.36, "D")
	d.Rect(cx-w*0.17, y+h*0.55, w*0.15, h*0.43, "D") // legs
	d.Rect(cx+w*0.02, y+h*0.55, w*0.15, h*0.43, "D")
}

// partBox draws one part's box, with a box ticked for each point of damage the part has
// taken, and returns its height.
func (p *page) partBox(x, y, w float64, part screen.BodyPart) float64 {
	d := p.d
	top := y
	var points []string
	kp := ""
	for i, v := range []engine.Value{part.KP, part.SP} {
		if v.Label == "" {
			continue
		}
		text := v.Text
		if p.blank {
			text = blankPoints(v)
		}
		if i == 0 {
			kp = text
		}
		points = append(points, v.Abbr+" "+text)
	}
	d.font("B", 9, ink)
	d.text(x, y, w*0.45, 5, part.Label, "L")
	d.font("", 8, ink)
	d.text(x+w*0.45, y, w*0.55, 5, strings.Join(points, "   "), "R")
	// The armor worn there, as the rules say it: "Kvilt, Ringbrynja; mot laser 3".
	if part.Armored && !p.blank {
		d.font("", 6.5, hintGrey)
		for _, l := range d.wrap(part.SP.Why.In(p.words), w) {
			y += 3
			d.text(x, y+1.5, w, 3.5, l, "L")
		}
	}
	n, _ := strconv.Atoi(kp)
	if p.blank {
		n = blankPartBoxes // to cross out past the part's KP, in pencil
		// A line for the armor worn there, which a filled sheet writes under the part.
		if len(part.Unders)+len(part.Outers) > 0 {
			d.font("", 6.5, hintGrey)
			d.text(x, y+4.8, 12, 3.5, d.say("Armor"), "L")
			d.writeLines(x+12, y+4.2, w-12, 1, 4)
			y += 4.5
		}
	}
	if n <= 0 || n > 15 {
		// Without a number, a blank row to write in; past 15 boxes would not fit.
		return y - top + 5 + d.writeLines(x, y+5, w, 2, 5)
	}
	// A row for each multiple of KP the wound rules count (1×, 2× and 3×KP), labelled.
	k := max(part.Multiples, 1)
	size := min(3.2, (w-6)/float64(n))
	d.font("", 5.5, hintGrey)
	for i := range k {
		if k > 1 {
			d.text(x, y+5.5+float64(i)*size, 4, size, strconv.Itoa(i+1)+"×", "L")
		}
	}
	h := d.boxes(x+4, y+5.5, k*n, n, size, 0)
	if !p.blank {
		d.tick(x+4, y+5.5, min(max(part.Damage, 0), k*n), n, size)
	}
	return y - top + 5.5 + h
}

// number is a whole number in a value's text.
var number = regexp.MustCompile(`-?\d+`)

// blankPoints is a value's text with its numbers left to write in, for a blank sheet: "___"
// for a number alone, "H __  K __  S __" for several.
func blankPoints(v engine.Value) string {
	if _, err := strconv.Atoi(v.Text); err == nil {
		return "___"
	}
	return number.ReplaceAllString(v.Text, "__")
}
