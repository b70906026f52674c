package export

import (
	"iter"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// cut is text as it fits in w in the current font: all of it where it fits, else the longest
// start of it that fits with a mark after it ("→2") that points to the text in full on the
// sheet's last page (notes). Nothing written is lost to a cut, and a reader sees where it
// goes on: a cell cut with "…" lost the rest of a name, a load line, a specialization.
func (d *document) cut(text string, w float64) string { return d.cutOf(text, text, w) }

// cutOf is shown, a part of full, cut to w as cut cuts, the mark pointing to full: the last
// of the lines a name may take, which go on where the mark says.
func (d *document) cutOf(full, shown string, w float64) string {
	if shown == full && d.GetStringWidth(shown) <= w {
		return shown
	}
	mark := "→" + strconv.Itoa(d.note(full))
	r := []rune(shown)
	n := d.fitting(r, w, " "+mark)
	head := string(r[:n])
	// Between words where one ends in the latter half, so that a name is not split mid-word.
	if i := strings.LastIndexByte(head, ' '); n < len(r) && i > len(head)/2 {
		head = head[:i]
	}
	return strings.TrimRight(head, " ,;") + " " + mark
}

// note numbers full among the texts that go on at the sheet's end, once however often it is
// cut: a header cuts the same title on every page.
func (d *document) note(full string) int {
	if i, ok := d.noted[full]; ok {
		return i + 1
	}
	if d.noted == nil {
		d.noted = map[string]int{}
	}
	d.noted[full] = len(d.notes)
	d.notes = append(d.notes, full)
	return len(d.notes)
}

// lines joins parts with sep into lines at most w wide in the current font, breaking only
// between parts.
func (d *document) lines(parts []string, sep string, w float64) []string {
	l := liner{d: d, w: w}
	for _, p := range parts {
		l.put(p, sep)
	}
	return l.done()
}

// wrap breaks text into lines at most w wide in the current font: between the parts of a list
// of odds ("VL 33 % · L 34 %"), which keep together where they fit, else between words, and
// inside a word only where the word alone is wider than w.
func (d *document) wrap(text string, w float64) []string {
	// A short text is wrapped again faster than it is looked up; a long one (a reckoning of a
	// thousand things in the gear) wrapped anew each time page 1 was laid out to see what it
	// holds was a third of printing the longest sheets.
	if len(text) < 80 {
		return d.wrapAtMost(text, w, 0)
	}
	k := wrapKey{text: text, style: d.style, size: d.size, w: w}
	lines, ok := d.wrapped[k]
	if !ok {
		lines = d.wrapAtMost(text, w, 0)
		d.wrapped[k] = lines
	}
	return slices.Clone(lines)
}

// wrapAtMost is the first most of wrap's lines of text (all of them where most is 0), worked
// out no further than they go: a value's reckoning on page 1, which shows a few lines and goes
// on among the reckonings, wrapped a reckoning of a thousand things whole to show four.
func (d *document) wrapAtMost(text string, w float64, most int) []string {
	l := liner{d: d, w: w}
	full := func() bool { return most > 0 && len(l.out) >= most }
	for part := range strings.SplitSeq(text, " · ") {
		if full() {
			break
		}
		if d.fits(part, w) {
			l.put(part, " · ")
			continue
		}
		// A part wider than a line goes on word by word from where the line is.
		sep := " · "
		for word := range glued(strings.FieldsSeq(part)) {
			if full() {
				break
			}
			for _, piece := range d.wrapParts([]string{word}, w) {
				l.put(piece, sep)
				sep = " "
			}
		}
	}
	lines := l.done()
	if most > 0 && len(lines) > most {
		lines = lines[:most]
	}
	return lines
}

// fits reports whether s is at most w wide in the current font. Of a long s it measures a
// start first, as a start no narrower than w says the rest need not be measured: a list of a
// thousand things in the gear was measured whole to learn that it does not fit on a line.
func (d *document) fits(s string, w float64) bool {
	if len(s) > 512 {
		k := 512
		for !utf8.RuneStart(s[k]) {
			k--
		}
		if d.GetStringWidth(s[:k]) > w {
			return false
		}
	}
	return d.GetStringWidth(s) <= w
}

// liner fills lines at most w wide, a piece at a time.
type liner struct {
	d    *document
	w    float64
	cur  string
	curW float64 // the width of cur
	out  []string
}

// put adds piece, at most w wide, to the line after sep, or begins the next line with it.
// A line's width is the sum of its pieces' (gofpdf sets no kerning): measuring the whole line
// again for each word was a third of printing the longest sheets.
func (l *liner) put(piece, sep string) {
	pw := l.d.GetStringWidth(piece)
	switch {
	case l.cur == "":
		l.cur, l.curW = piece, pw
	case l.curW+l.d.GetStringWidth(sep)+pw <= l.w:
		l.cur += sep + piece
		l.curW += l.d.GetStringWidth(sep) + pw
	default:
		l.out = append(l.out, l.cur)
		l.cur, l.curW = piece, pw
	}
}

// done is the lines filled.
func (l *liner) done() []string {
	if l.cur != "" {
		l.out = append(l.out, l.cur)
	}
	return l.out
}

// glued are words with each "%" joined to the number before it: a line never begins with it.
// They are yielded as they come, so that a wrap that stops after a few lines reads no further.
func glued(words iter.Seq[string]) iter.Seq[string] {
	return func(yield func(string) bool) {
		held := ""
		for w := range words {
			switch {
			case w == "%" && held != "":
				held += " " + w
				continue
			case held != "" && !yield(held):
				return
			}
			held = w
		}
		if held != "" {
			yield(held)
		}
	}
}

// wrapParts are parts with each part wider than w broken into pieces that fit, so that lines
// never has to cut one.
func (d *document) wrapParts(parts []string, w float64) []string {
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		if d.fits(p, w) { // most words: measured once, not halved down to
			out = append(out, p)
			continue
		}
		r := []rune(p)
		for {
			n := max(d.fitting(r, w, ""), min(len(r), 1)) // one rune at least, where none fits
			n = breakAfter(r, n)
			out = append(out, string(r[:n]))
			if r = r[n:]; len(r) == 0 {
				break
			}
		}
	}
	return out
}

// breakAfter is where a word r that is cut after its first n runes is best cut: after its
// last slash or dash among them ("4T6/2T6/" and "1T6", "Stock-" and "holm"), where that keeps
// at least a third of the line; else after n.
func breakAfter(r []rune, n int) int {
	if n >= len(r) {
		return n
	}
	for k := n - 1; k >= max(n/3, 1); k-- {
		if strings.ContainsRune("/-–", r[k-1]) {
			return k
		}
	}
	return n
}

// fitting is how many runes of r, from its start, are at most w wide with tail after them in
// the current font: the longest such start, all of r where it fits, 0 where none does. It adds
// up the runes' widths, so that it reads no further than the start it finds: cutting a name of
// 100,000 letters one letter at a time took 46 s, and measuring starts of a 2,000-letter word
// anew for each line cut from it was most of the time of printing the heaviest sheets.
func (d *document) fitting(r []rune, w float64, tail string) int {
	room := w - d.GetStringWidth(tail)
	sum := 0.0
	for i, c := range r {
		if sum += d.runeWidth(c); sum > room {
			return i
		}
	}
	return len(r)
}

// runeWidth is r's width in the current font, as GetStringWidth measures it alone. A text's
// width is the sum of its runes' (gofpdf sets no kerning; a flag of two letters prints
// narrower than the two apart, which only fits less on a line), and a rune's width grows with
// the size, so widths are kept by style at size 1.
func (d *document) runeWidth(r rune) float64 {
	if d.size == 0 { // no font set yet: nothing to keep it by
		return d.GetStringWidth(string(r))
	}
	k := styledRune{d.style, r}
	w, ok := d.widths[k]
	if !ok {
		w = d.GetStringWidth(string(r)) / d.size
		d.widths[k] = w
	}
	return w * d.size
}

// text writes text at x, y (the top of the line), cut to w.
func (d *document) text(x, y, w, h float64, text, align string) {
	d.SetXY(x, y)
	d.CellFormat(w, h, d.cut(text, w), "", 0, align, false, 0, "")
}

// name writes text in a row h high at x, y, w wide: at size where it fits, else at a smaller
// size down to floor, else in two lines at the floor, and only a text longer than two such
// lines is cut. A skill's name beside its dice and odds had some 13 mm and printed "Spela…",
// "Vävnin…"; a name of sixty letters at the head of the sheet ended in "…".
func (d *document) name(x, y, w, h float64, text, style string, size, floor float64, rgb [3]int) {
	// Two lines of a page's width hold fewer letters than this at any size a name is set in:
	// a longer text is cut all the same, and is measured no further (a name of 100,000).
	full := text
	if r := []rune(text); len(r) > maxNameRunes {
		text = string(r[:maxNameRunes])
	}
	for s := size; s >= floor; s -= 0.5 {
		d.font(style, s, rgb)
		if text == full && d.GetStringWidth(text) <= w {
			d.text(x, y, w, h, text, "L")
			return
		}
	}
	d.font(style, floor, rgb)
	lines := d.wrap(text, w)
	if len(lines) > 2 || text != full {
		lines = []string{lines[0], d.cutOf(full, strings.Join(lines[1:], " "), w)}
	}
	lh := floor * 0.37 // a line of text floor points high, in mm, a little apart
	top := y + (h-float64(len(lines))*lh)/2
	for i, l := range lines {
		d.text(x, top+float64(i)*lh, w, lh, l, "L")
	}
}

// maxNameRunes is more letters than two lines of a page's width hold at nameFloor.
const maxNameRunes = 600

// nameFloor is the smallest size a name in a row is set in, in points: still read at the
// table.
const nameFloor = 6.0

// cell is one column of a row of wrapped text (row): where it starts and how wide it is, its
// font, its line height, and a small drop to set a smaller text level with a larger one's.
type cell struct {
	x, w       float64
	style      string
	size, line float64
	rgb        [3]int
	text       string
	drop       float64
}

// row draws cells side by side from y, each wrapped within its width, the row as tall as its
// longest cell and gap below; on the next page where it would not fit. It returns the y below
// it. The state, the reckonings and a reference's glossary are rows: nothing in them is cut.
func (d *document) row(y, gap float64, cells ...cell) float64 {
	lines := make([][]string, len(cells))
	h := 0.0
	for i, c := range cells {
		d.font(c.style, c.size, c.rgb)
		lines[i] = d.wrap(c.text, c.w)
		h = max(h, float64(len(lines[i]))*c.line)
	}
	h += gap
	if h > d.halfPage() {
		return d.tallRow(y, gap, cells, lines)
	}
	y = d.advance(y, h)
	for i, c := range cells {
		d.font(c.style, c.size, c.rgb)
		for j, l := range lines[i] {
			d.text(c.x, y+c.drop+float64(j)*c.line, c.w, c.line, l, "L")
		}
	}
	return y + h
}

// halfPage is half a page's height within its margins: a row taller than it is drawn a line at
// a time (tallRow), rather than kept whole on one page.
func (d *document) halfPage() float64 {
	_, ph := d.GetPageSize()
	return (ph - 2*margin) / 2
}

// tallRow draws a row of more than half a page a line of each cell at a time, so that it goes
// on onto the next page: drawn whole, a reckoning of a thousand things in the gear ran off
// its page, and gofpdf broke the page before each of its lines.
func (d *document) tallRow(y, gap float64, cells []cell, lines [][]string) float64 {
	for j := 0; ; j++ {
		band := 0.0
		for i, c := range cells {
			if j < len(lines[i]) {
				band = max(band, c.line)
			}
		}
		if band == 0 {
			return y + gap
		}
		y = d.advance(y, band)
		for i, c := range cells {
			if j < len(lines[i]) {
				d.font(c.style, c.size, c.rgb)
				d.text(c.x, y+c.drop, c.w, c.line, lines[i][j], "L")
			}
		}
		y += band
	}
}

// boxes draws n tick boxes of side s from x, y, wrapping after perRow, with a heavier line
// after every mark boxes (a multiple of KP, say); it returns the height used.
func (d *document) boxes(x, y float64, n, perRow int, s float64, mark int) float64 {
	if n <= 0 {
		return 0
	}
	perRow = max(perRow, 1)
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.SetLineWidth(0.2)
	for i := range n {
		bx := x + float64(i%perRow)*s
		by := y + float64(i/perRow)*s
		d.Rect(bx, by, s, s, "D")
		if mark > 0 && (i+1)%mark == 0 && i+1 < n {
			d.SetDrawColor(0, 0, 0)
			d.SetLineWidth(0.5)
			d.Line(bx+s, by, bx+s, by+s)
			d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
			d.SetLineWidth(0.2)
		}
	}
	rows := (n + perRow - 1) / perRow
	return float64(rows) * s
}

// boxAt is the top left corner of box i of a row of boxes drawn by boxes from x, y.
func boxAt(x, y float64, i, perRow int, s float64) (float64, float64) {
	perRow = max(perRow, 1)
	return x + float64(i%perRow)*s, y + float64(i/perRow)*s
}

// tick strikes the first n boxes of a row drawn by boxes from x, y (perRow and s as there): a
// point of damage taken, a die spent. A stroke in ink, not a fill, so a pencil mark beside it
// still shows.
func (d *document) tick(x, y float64, n, perRow int, s float64) {
	d.SetDrawColor(ink[0], ink[1], ink[2])
	d.SetLineWidth(0.3)
	for i := range n {
		bx, by := boxAt(x, y, i, perRow, s)
		d.Line(bx+0.15*s, by+0.85*s, bx+0.85*s, by+0.15*s)
	}
	d.SetLineWidth(0.2)
}

// shade fills the first amount boxes of a row drawn by boxes from x, y lightly, the last one
// in part for a fraction (a quarter box of load): light enough to print, and to write on.
func (d *document) shade(x, y, amount float64, perRow int, s float64) {
	d.SetFillColor(shadeGrey[0], shadeGrey[1], shadeGrey[2])
	for i := 0; float64(i) < amount; i++ {
		bx, by := boxAt(x, y, i, perRow, s)
		fill := min(amount-float64(i), 1)
		d.Rect(bx+0.4, by+0.4, (s-0.8)*fill, s-0.8, "F")
	}
}

// rule draws a light horizontal rule across the page at y.
func (d *document) rule(y float64) {
	left, _, right, _ := d.GetMargins()
	w, _ := d.GetPageSize()
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.SetLineWidth(0.2)
	d.Line(left, y, w-right, y)
}

// writeLines are empty ruled lines for the player to fill in by hand.
func (d *document) writeLines(x, y, w float64, n int, h float64) float64 {
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.SetLineWidth(0.2)
	for i := range n {
		d.Line(x, y+float64(i+1)*h, x+w, y+float64(i+1)*h)
	}
	return float64(n) * h
}

// ensure starts a section: on a new page when less than h is left above the bottom margin.
// The section before it is over, so a new page does not repeat that one's heading.
func (d *document) ensure(h float64) {
	d.cont = nil
	_, ph := d.GetPageSize()
	_, _, _, bottom := d.GetMargins()
	if d.GetY()+h > ph-bottom-5 {
		d.AddPage()
	}
}

// advance is where a line of height h goes that would start at y: at y when it fits above the
// bottom margin, else at the top of the next page, which is added when there is none, below
// the section's heading repeated there. A list drawn past the bottom without it makes gofpdf
// break the page before every line: a page, and a compressor, for each of 200,000 skills.
func (d *document) advance(y, h float64) float64 {
	_, ph := d.GetPageSize()
	_, _, _, bottom := d.GetMargins()
	if y+h <= ph-bottom-5 {
		return y
	}
	if d.PageNo() == d.PageCount() {
		d.AddPage() // its header repeats the section's heading
		return d.GetY()
	}
	// A page the other of two columns started: this column's heading goes on its top too.
	d.SetPage(d.PageNo() + 1)
	y = d.tops[d.PageNo()]
	if d.cont != nil {
		y = d.cont(y)
	}
	return y
}

// rowHeight is the height of a row of a two-column list.
const rowHeight = 5.2

// twoColumns lays n rows and then blank ruled rows out in two columns from y, filling the
// left column first, page by page: each page takes as many rows as its two columns hold, and
// the rest go on the next. row draws row i at x, y in a column w wide. It returns the y below
// the list.
func (p *page) twoColumns(y float64, n, blank int, row func(i int, x, y, w float64)) float64 {
	colW := (p.width - 6) / 2
	total := n + blank
	_, ph := p.d.GetPageSize()
	_, _, _, bottom := p.d.GetMargins()
	for i := 0; i < total; {
		y = p.d.advance(y, rowHeight)
		perCol := min(int((ph-bottom-5-y)/rowHeight), (total-i+1)/2)
		for k := range min(2*perCol, total-i) {
			x, ly := p.left, y+float64(k)*rowHeight
			if k >= perCol {
				x, ly = p.left+colW+6, y+float64(k-perCol)*rowHeight
			}
			if i+k >= n {
				p.d.writeLines(x, ly, colW, 1, 5)
				continue
			}
			row(i+k, x, ly, colW)
		}
		i += 2 * perCol
		y += float64(perCol) * rowHeight
	}
	return y
}

// title starts a section: a bold heading over a light rule, drawn again with "(forts.)" on
// each page the section continues on.
func (p *page) title(x, y, w float64, s string) {
	p.heading(x, y, w, s)
	p.d.cont = func(y float64) float64 {
		p.heading(x, y, w, p.d.sayf("%s (continued)", s))
		return y + 7
	}
}

// headsToo, called as a table's column heads are drawn under its section's heading, repeats
// them under the heading on each page the table continues on.
func (p *page) headsToo(heads func(y float64) float64) {
	p.d.headingDone("") // the heads just drawn under the heading
	title := p.d.cont
	p.d.cont = func(y float64) float64 {
		y = heads(title(y))
		p.d.headingDone("")
		return y
	}
}

// heading is a section's bold heading over a light rule.
func (p *page) heading(x, y, w float64, s string) {
	d := p.d
	d.font("B", 11, ink)
	d.text(x, y, w, 6, s, "L")
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.SetLineWidth(0.2)
	d.Line(x, y+6, x+w, y+6)
	d.headingDone(s)
}
