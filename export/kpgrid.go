package export

import (
	"slices"
	"strconv"
)

// A block's body parts where the rules count a part's wounds in multiples of its KP
// (engine.BodyPartRow.Multiples: 1×, 2× and 3×KP): each part's abbreviation over a grid of
// its KP boxes, a row for each multiple, the damage taken ticked across them, so a GM ticks a
// wound past the first KP too. The parts stand side by side, as many to a line as fit.

// kpPart is one part of a grid: its abbreviation, its KP, the multiples its wounds count to
// and the damage it has taken.
type kpPart struct {
	label                 string
	kp, multiples, damage int
}

// kpGrid is a line of parts, drawn with boxes of side box (mm).
type kpGrid struct {
	head      string // "KP", over the column of multiples
	parts     []kpPart
	box       float64
	multiples int // the most of its parts', a row of boxes each
}

const (
	kpGridMinBox = 1.8 // the smallest box a line of parts is drawn with before it wraps
	kpGridGap    = 1.0 // between two parts
	kpGridLabel  = 2.4 // the line of the parts' abbreviations, over their boxes
	kpGridSize   = 6.0 // points, the abbreviations and multiples
)

// partRows are the rows of parts' KP boxes, w wide, their damage ticked: a grid where the
// rules count wounds past a part's KP (2× and 3×KP), else a row of boxes each, the first
// labelled with head ("KP Hu □□□□□ Br □□□□□□ …").
func (d *document) partRows(head string, parts []kpPart, w float64) []npcRow {
	if slices.ContainsFunc(parts, func(p kpPart) bool { return p.multiples > 1 }) {
		return d.kpGridRows(head, parts, w)
	}
	marks := make([]npcMark, len(parts))
	for i, p := range parts {
		label := p.label
		if i == 0 {
			label = head + " " + label
		}
		marks[i] = npcMark{label: label, boxes: p.kp, ticked: min(max(p.damage, 0), p.kp)}
	}
	return d.markRows(marks, w)
}

// kpGridRows lays parts out in lines w wide: all on one line with boxes as small as
// kpGridMinBox, else as many to a line as fit with boxes of npcBox.
func (d *document) kpGridRows(head string, parts []kpPart, w float64) []npcRow {
	if len(parts) == 0 {
		return nil
	}
	left := d.kpGridLeft(head)
	width := func(ps []kpPart, box float64) float64 {
		total := 0.0
		for _, p := range ps {
			total += float64(p.kp)*box + kpGridGap
		}
		return total - kpGridGap
	}
	boxes := 0
	for _, p := range parts {
		boxes += p.kp
	}
	var lines [][]kpPart
	box := min(npcBox, (w-left-kpGridGap*float64(len(parts)-1))/float64(max(boxes, 1)))
	if box >= kpGridMinBox {
		lines = [][]kpPart{parts}
	} else {
		box = npcBox
		var cur []kpPart
		for _, p := range parts {
			if len(cur) > 0 && width(append(cur, p), box) > w-left {
				lines, cur = append(lines, cur), nil
			}
			cur = append(cur, p)
		}
		lines = append(lines, cur)
	}
	out := make([]npcRow, 0, len(lines))
	for _, ps := range lines {
		k := 1
		for _, p := range ps {
			k = max(k, p.multiples)
		}
		// A part wider than the line wraps its boxes within it: KP of 40 on a narrow block.
		rows := k
		for _, p := range ps {
			rows = max(rows, p.multiples*d.kpWrap(p.kp, box, w-left))
		}
		out = append(out, npcRow{size: kpGridSize, h: kpGridLabel + float64(rows)*box + 0.6, grid: &kpGrid{head: head, parts: ps, box: box, multiples: k}})
	}
	return out
}

// kpGridLeft is the room left of a grid for its head and its multiples.
func (d *document) kpGridLeft(head string) float64 {
	d.font("", kpGridSize, hintGrey)
	return max(d.GetStringWidth(head), d.GetStringWidth("3×")) + 1
}

// kpWrap is how many rows a part's kp boxes of side box take in w.
func (d *document) kpWrap(kp int, box, w float64) int {
	perRow := max(int(w/box), 1)
	return max((kp+perRow-1)/perRow, 1)
}

// drawGrid draws g from x, y, w wide.
func (d *document) drawGrid(x, y, w float64, g *kpGrid) {
	left := d.kpGridLeft(g.head)
	top, k := y+kpGridLabel, g.multiples
	perRow := func(p kpPart) int { return min(p.kp, max(int((w-left)/g.box), 1)) }
	d.font("", kpGridSize, hintGrey)
	d.text(x, y, left, kpGridLabel, g.head, "L")
	// Each multiple on a row of its own, labelled, unless a part's KP wraps within the line.
	if k > 1 && !slices.ContainsFunc(g.parts, func(p kpPart) bool { return perRow(p) < p.kp }) {
		for i := range k {
			d.text(x, top+float64(i)*g.box, left, g.box, strconv.Itoa(i+1)+"×", "L")
		}
	}
	px := x + left
	for _, p := range g.parts {
		perRow := perRow(p)
		d.font("", kpGridSize, ink)
		d.text(px, y, float64(perRow)*g.box+kpGridGap, kpGridLabel, p.label, "L")
		n := p.kp * max(p.multiples, 1)
		d.boxes(px, top, n, perRow, g.box, 0)
		d.tick(px, top, min(max(p.damage, 0), n), perRow, g.box)
		px += float64(perRow)*g.box + kpGridGap
	}
}
