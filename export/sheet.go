package export

import (
	"bytes"
	"cmp"
	"fmt"
	"image/jpeg"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
)

// Character is one character and the ruleset that prints it.
type Character struct {
	Doc     *sheet.Character
	Ruleset engine.Ruleset
}

// Sheet writes the full character sheet of c, built from its ruleset's description and
// derived view, as a PDF to w.
func Sheet(w io.Writer, c *sheet.Character, rs engine.Ruleset, opt Options) error {
	return Sheets(w, []Character{{c, rs}}, opt)
}

// Sheets writes the full sheets of several characters into one PDF, each from a new page.
func Sheets(w io.Writer, chars []Character, opt Options) error {
	if len(chars) == 0 {
		return fmt.Errorf("pdf: no characters to print")
	}
	d, err := newDocument(opt, "")
	if err != nil {
		return err
	}
	title := d.displayName(chars[0].Doc)
	if len(chars) > 1 {
		title = d.sayf("%s and %d more", title, len(chars)-1)
	}
	d.SetTitle(title, true)
	for _, ch := range chars {
		d.sheet(ch.Doc, ch.Ruleset, false)
	}
	return d.finish(w)
}

// Blank writes an empty sheet of a ruleset, for pen and paper.
func Blank(w io.Writer, rs engine.Ruleset, opt Options) error {
	d, err := newDocument(opt, screen.RulesName(rs))
	if err != nil {
		return err
	}
	d.sheet(screen.BlankDocument(rs, false), rs, true)
	return d.finish(w)
}

// displayName is the name a sheet shows, "Namnlös" for a character without one.
func (d *document) displayName(c *sheet.Character) string {
	if c.Name == "" {
		return d.say("Unnamed")
	}
	return c.Name
}

// page is what one sheet knows while it is laid out.
type page struct {
	d      *document
	c      *sheet.Character
	shape  screen.Shape // how the sheet takes what it holds (screen.Sheet.Shape)
	layout *engine.Layout
	words  engine.Words // the rules' words in the paper's language (Options.Language)
	// m is the model of the character's sheet (screen.New), built once for the page: what
	// the editor's tabs show, drawn here.
	m screen.Sheet
	// broken is what the view says breaks the rules, said briefly on page 1 (ruleErrors); ""
	// where nothing does.
	broken string
	blank  bool
	left   float64 // left margin
	width  float64 // between the margins
	// weaponsDone says the weapons went beside the derived values, in a column of page 1.
	weaponsDone bool
	// fit is how closely page 1 is set to hold the fight; reckoned are the values whose
	// reckonings a brief page 1 left to page 2 (reckonings).
	fit      fit
	reckoned []engine.Value
	// first is the page the sheet starts on, whose weapons pageOne counts.
	first int
	// sizing is set on a page drawn only to learn how much page 1 holds (pageOneHolds): its
	// weapons stop where page 1 ends. Two hundred weapons of long names ran on for thousands
	// of pages, drawn once for each fit tried.
	sizing bool
}

// fit is how closely a page 1 is set for it to hold the fight: each level keeps what the one
// before it does.
type fit int

const (
	// fitFull gives every derived value its reckoning and the portrait its frame.
	fitFull fit = iota
	// fitBrief leaves the derived values' reckonings to page 2 ("Så räknas värdena") and sets
	// a smaller portrait and body figure.
	fitBrief
	// fitTight sets the derived values and the weapons' rows closer: a dozen weapons, each
	// with an attack of its own among the derived values, ran past page 1.
	fitTight
	// fitTracksFirst sets the tracks a fight ticks under the name, before the values: forty
	// weapons, each an attack among the derived values, pushed them to page 3.
	fitTracksFirst
)

// newPage derives c and measures the page to draw it on.
func (d *document) newPage(c *sheet.Character, rs engine.Ruleset, blank bool) *page {
	p := &page{d: d, c: c, blank: blank, words: d.wordsOf(rs)}
	p.m = screen.Of(rs, c, p.words, blank)
	p.shape, p.layout = p.m.Shape, p.m.Layout
	if !blank {
		p.broken = d.brokenRules(p.m.Broken, p.words)
	}
	left, _, right, _ := d.GetMargins()
	w, _ := d.GetPageSize()
	p.left, p.width = left, w-left-right
	return p
}

// laidOutOn is a page of what p draws, on d, with nothing of it laid out yet.
func (p *page) laidOutOn(d *document) *page {
	return &page{d: d, c: p.c, shape: p.shape, layout: p.layout, words: p.words,
		m: p.m, broken: p.broken, blank: p.blank, left: p.left, width: p.width}
}

// sheet lays out one character from a new page: the first page holds who the character is,
// the attributes, the derived values and the body with its tick boxes; the second the skills,
// the weapons, the state and the notes.
//
// Page 1 is the fight, whatever the portrait, the weapons or the name: where it would not hold
// the tracks and the weapons (eight attacks each with its reckoning, a portrait and armor on
// every part), it is laid out again, each fit closer than the one before (fit): brief, the
// derived values' reckonings going to page 2 under their own heading; tight; the tracks first.
// Weapons past what page 1 holds run on at the top of page 2.
func (d *document) sheet(c *sheet.Character, rs engine.Ruleset, blank bool) {
	// The first fit that holds the whole fight, else the one that holds the most of it: two
	// hundred weapons run onto page 2 whatever the fit, and their reckonings stay beside them.
	p := d.newPage(c, rs, blank)
	chosen := fitFull
	if !blank {
		best := d.pageOneHolds(p, fitFull)
		for f := fitBrief; !best.all && f <= fitTracksFirst; f++ {
			if h := d.pageOneHolds(p, f); h.more(best) {
				best, chosen = h, f
			}
		}
	}
	p.fit = chosen
	pages := d.startSheet(p.slimTitle())
	defer d.endSheet(pages)
	p.pageOne()
	// The rest starts page 2; where page 1's sections already ran onto it (forty weapons), it
	// goes on below them rather than leave that page mostly empty. A page 1 less than half
	// full (a character of rules with no derived values and no body) goes on with the rest.
	d.cont = nil
	if _, ph := d.GetPageSize(); d.PageNo() == pages.first && d.GetY() > ph/2 {
		d.AddPage()
	}
	p.skills()
	p.traits()
	p.load()
	p.state()
	p.reckonings()
	p.notes()
}

// pageOneHolds is how much of the fight page 1 of sheet holds, laid out to fit f: drawn first
// on a scratch document of the same paper, up to its weapons. The character is derived once,
// for sheet: deriving it again for each fit tried was a third of the time of trying them.
func (d *document) pageOneHolds(sheet *page, f fit) held {
	scratch, err := newDocument(Options{Paper: d.paper, Time: time.Unix(0, 0)}, "")
	if err != nil {
		return held{all: true}
	}
	scratch.wrapped, scratch.widths, scratch.english = d.wrapped, d.widths, d.english
	p := sheet.laidOutOn(scratch)
	p.fit, p.sizing = f, true
	scratch.startSheet(p.slimTitle())
	return p.pageOne()
}

// held is how much of the fight a page 1 holds: whether the tracks a fight ticks are on it,
// how many weapons, and whether that is all of it.
type held struct {
	tracks  bool
	weapons int
	all     bool
}

// more says h holds more of the fight than o: the tracks first, then the weapons.
func (h held) more(o held) bool {
	if h.tracks != o.tracks {
		return h.tracks
	}
	return h.weapons > o.weapons
}

// pageOne draws the fight: who the character is, the attributes beside the derived values,
// the body, the tracks and the weapons. It says how much of it page 1 holds.
func (p *page) pageOne() held {
	d := p.d
	p.header()
	first := d.PageNo()
	p.first = first
	if p.fit >= fitTracksFirst {
		p.tracks()
	}
	top := d.GetY() + 2
	colW := (p.width - 6) / 2
	// The two columns start on the same page; either may run onto further pages (a player's
	// own attributes, an attack per weapon), and the sheet goes on below the longer.
	yA := p.attributes(p.left, top, colW)
	pageA := d.PageNo()
	d.SetPage(first)
	yB := p.derivedValues(p.left+colW+6, top, colW)
	pageB := d.PageNo()
	// Page 1 is the fight: where one column is much the shorter (a ruleset whose attacks and
	// defences are derived values makes that column long), the weapons go under it.
	if pageA == first && pageB == first && !p.blank {
		switch {
		case yB > yA:
			d.SetPage(first)
			p.weaponsDone = p.weaponColumn(p.left, yA+4, colW, yB)
		case yA > yB:
			d.SetPage(first)
			at := yB + 4
			if yB == top {
				at = top // no derived values: the weapons head the column, level with the attributes
			}
			p.weaponsDone = p.weaponColumn(p.left+colW+6, at, colW, yA)
		}
	}
	switch {
	case pageA > pageB:
		d.SetPage(pageA)
		d.SetY(yA + 3)
	case pageB > pageA:
		d.SetY(yB + 3)
	default:
		d.SetY(max(yA, yB) + 3)
	}
	if len(p.m.Body) > 0 {
		p.body()
	}
	h := held{tracks: true}
	if p.fit < fitTracksFirst {
		p.tracks()
		h.tracks = d.PageNo() == first
	}
	// Page 1 is the fight: the weapons with their odds and damage under the tracks.
	h.weapons = p.weapons()
	h.all = h.tracks && d.PageNo() == first
	return h
}

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

// slimTitle says whose sheet a page after the first is: "Åsa Järnhand · Spelsystemet ·
// Spelare: Kim"; a blank sheet's, which ruleset.
func (p *page) slimTitle() string {
	if p.blank {
		return p.m.Rules
	}
	parts := []string{p.d.displayName(p.c), p.m.Rules}
	if p.c.Player != "" {
		parts = append(parts, p.d.say("Player")+": "+p.c.Player)
	}
	return strings.Join(parts, "   ·   ")
}

// portrait draws the character's portrait at the top right, its proportions kept, and returns
// its width and height: 0 without one, or where it does not decode.
func (p *page) portrait() (photo, photoH float64) {
	d := p.d
	// JPEG checks the picture's size before anything decodes it, and leaves it out if too large.
	if jpg, err := p.c.Portrait.JPEG(); err == nil && !p.blank {
		// The portrait fits a frame of portraitW × portraitH, its proportions kept: one taller
		// than the frame is narrower, not longer (a picture of 1 × 3 ran over the values).
		photo, photoH = portraitW, portraitW*1.25
		if cfg, err := jpeg.DecodeConfig(bytes.NewReader(jpg)); err == nil {
			photo, photoH = portraitFrame(cfg.Width, cfg.Height)
		}
		if p.fit >= fitBrief && photoH > briefPortraitH {
			// A page 1 that must hold the fight gets a smaller portrait, no taller than the
			// name and its facts: a full one pushed Åsa's weapons to page 2.
			photo, photoH = photo*briefPortraitH/photoH, briefPortraitH
		}
		name := fmt.Sprintf("portrait-%p", p.c)
		opt := gofpdf.ImageOptions{ImageType: "JPG"}
		d.RegisterImageOptionsReader(name, opt, bytes.NewReader(jpg))
		if d.Ok() {
			d.ImageOptions(name, p.left+p.width-photo, d.GetY(), photo, photoH, false, opt, 0, "")
		} else {
			d.ClearError() // a portrait that does not decode is left out, not the sheet
			return 0, 0
		}
	}
	return photo, photoH
}

// facts are the line under the name: the rules, the player, the age, the occupation, the
// species and whether the character is an NPC; on a blank sheet lines to write them on.
func (p *page) facts() []string {
	d := p.d
	var facts []string
	facts = append(facts, p.m.Rules)
	occupation := d.say("Occupation")
	if p.shape.Occupation != "" {
		occupation = p.shape.Occupation
	}
	for _, f := range []struct{ label, value string }{
		{d.say("Player"), p.c.Player}, {d.say("Age"), p.c.Age}, {occupation, p.c.Occupation},
	} {
		switch {
		case p.blank:
			facts = append(facts, f.label+": ____________")
		case f.value != "":
			facts = append(facts, f.label+": "+f.value)
		}
	}
	if sp, ok := p.shape.SpeciesOf(p.c); ok && !p.blank {
		facts = append(facts, sp.Name)
	} else if p.blank && len(p.shape.Species) > 0 {
		facts = append(facts, d.say("Species")+": ____________") // the rules' species, to write in
	}
	if p.c.NPC {
		facts = append(facts, d.say("NPC"))
	}
	return facts
}

func (p *page) header() {
	d := p.d
	photo, photoH := p.portrait()
	y := d.GetY()
	d.font("B", 18, ink)
	name := d.displayName(p.c)
	if p.blank {
		name = ""
	}
	if p.blank {
		d.font("", 9, hintGrey)
		d.text(p.left, y+3, 14, 6, d.say("Name"), "L")
		d.writeLines(p.left+14, y, 110, 1, 9)
	} else {
		d.name(p.left, y, p.width-photo-2, 9, name, "B", 18, 8, ink) // 8 points: two lines hold a name of 200 letters
	}
	d.font("", 9, hintGrey)
	facts := p.facts()
	d.name(p.left, y+9, p.width-photo-2, 5, strings.Join(facts, "   ·   "), "", 9, nameFloor, hintGrey)
	d.SetY(max(y+16, y+photoH+1))
	p.ruleErrors()
	d.rule(d.GetY())
}

// ruleErrors says on page 1, briefly, that the character breaks its rules, and how: a sheet
// printed from a document with a rule error looked as valid as any other. Warnings stay in
// the editor and in check.
func (p *page) ruleErrors() {
	if p.broken == "" {
		return
	}
	d := p.d
	text := p.broken
	d.font("B", 8, errorInk)
	// Briefly: the rest goes on where the mark says. Three lines say whether there is a rest,
	// and hold more than the second line shows.
	lines := d.wrapAtMost(text, p.width, 3)
	if len(lines) > 2 {
		lines = []string{lines[0], d.cutOf(text, strings.Join(lines[1:], " "), p.width)}
	}
	y := d.GetY()
	for i, l := range lines {
		d.text(p.left, y+float64(i)*3.6, p.width, 3.6, l, "L")
	}
	d.SetY(y + float64(len(lines))*3.6 + 1)
}

// brokenRules is what of problems breaks the rules, in one text: "Bryter mot reglerna (2): …";
// "" where nothing does. It lists maxBrokenListed of them and says how many more there are:
// each is also said where it is, and a document of every number out of its range listed its
// 11,381 in full on 1,300 pages, two thirds of the time of printing it.
func (d *document) brokenRules(problems []engine.Problem, words engine.Words) string {
	var errs []string
	n := 0
	for _, pr := range problems {
		if pr.Severity == engine.Error {
			if n++; n <= maxBrokenListed {
				errs = append(errs, pr.In(words))
			}
		}
	}
	if n == 0 {
		return ""
	}
	text := d.sayf("Breaks the rules (%d): %s", n, strings.Join(errs, "; "))
	if n > maxBrokenListed {
		text += d.sayf("; and %d more, said where they are and in the program", n-maxBrokenListed)
	}
	return text
}

// maxBrokenListed is how many of the rules a document breaks its sheet lists together.
const maxBrokenListed = 50

// portraitW is the width of the portrait's frame on the sheet, in mm; the frame is 1.25 times
// as tall.
const portraitW = 26.0

// portraitFrame is the size on the sheet of a picture w × h pixels: as large as the frame
// holds with its proportions kept.
func portraitFrame(w, h int) (float64, float64) {
	fw, fh := portraitW, portraitW*1.25
	if w <= 0 || h <= 0 {
		return fw, fh
	}
	ratio := float64(h) / float64(w)
	if ratio > fh/fw {
		return fh / ratio, fh
	}
	return fw, fw * ratio
}

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

// briefFigureH is the height of the body's figure on a brief page 1, in mm: what its parts'
// boxes need beside it.
const briefFigureH = 84.0

// briefPortraitH is the height of the portrait on a brief page 1, in mm: the name's and the
// facts' lines.
const briefPortraitH = 15.0

// blankLifeBoxes and blankPartBoxes are the boxes a blank sheet gives life and each body
// part's KP rows: more than a character of the rules has, the rest crossed out in pencil.
const (
	// blankSkillDice: "Maximala fv är alltid dubbla ödet, alltså 6 vid spelstart".
	blankSkillDice = 6
	blankLifeBoxes = 40
	blankPartBoxes = 10
	blankPoolBoxes = 10 // a sheet's öde dice: more than a starting character has
)

// minSkillName is the least width a skill's name keeps beside its dice's boxes, in mm: two
// lines of some eight letters at nameFloor.
const minSkillName = 12.0

// skillDiceBoxes is how a skill's pool of n dice is drawn in room mm: the boxes in a row and
// their size. One row of 2.6 mm boxes where it fits, else two rows of boxes as large as fit,
// 2.4 mm at most and 1 mm at least: on A4, with the experience mark, a pool of twenty has boxes
// of 1.5 mm. The boxes of a pool of twenty in one row took 52 mm, and left the name a width
// below nothing, which wrapping could not cut (BenchmarkCommandsOnTheWorstDocuments).
func skillDiceBoxes(n int, room float64) (perRow int, s float64) {
	if float64(n)*2.6 <= room {
		return n, 2.6
	}
	perRow = (n + 1) / 2
	return perRow, max(min(2.4, room/float64(perRow)), 1)
}

// maxLifeBoxes bounds the life points' boxes: more than any ruleset's largest character.
const maxLifeBoxes = 200

// skills lists the skills by group in two columns, with their odds, and empty rows after.
func (p *page) skills() {
	d := p.d
	if !slices.ContainsFunc(p.m.SkillGroups, func(g screen.SkillGroup) bool { return len(g.Catalogue) > 0 }) && len(p.layout.Skills) == 0 {
		return
	}
	d.ensure(30)
	y := d.GetY()
	p.title(p.left, y, p.width, d.say("Skills"))
	y += 7
	lines := p.skillLines()
	y = p.twoColumns(y, len(lines), 0, func(i int, x, ly, colW float64) {
		l := lines[i]
		switch {
		case l.heading:
			d.font("B", 8, hintGrey)
			d.text(x, ly+0.5, colW, 4.5, l.name, "L")
		case p.blank || l.free:
			p.skillToWrite(l, x, ly, colW)
		default:
			p.skillHeld(l, x, ly, colW)
		}
	})
	d.SetY(y + 3)
}

// skillLine is a line of the skills' columns.
type skillLine struct {
	heading           bool // a group's name
	free              bool // a row to write a skill in
	name, value, odds string
	dice, spent       int  // the skill's pool, where skills are pools of dice
	mark, marked      bool // a box for the experience mark, and whether it is ticked
}

// skillLines are the held skills by group under its heading, then blank rows for what the
// player learns later. A blank sheet lists the rules' catalogue by group instead, each skill
// with a box for its value. The groups are the editor's (screen.Sheet.SkillGroups).
func (p *page) skillLines() []skillLine {
	var lines []skillLine
	groups := p.m.SkillGroups
	rows := p.m.Skills
	for _, g := range groups {
		var members []skillLine
		if p.blank {
			for _, it := range g.Catalogue {
				members = append(members, skillLine{name: it.Plain(), mark: p.shape.Skills.Marked})
			}
		}
		for _, i := range g.Held {
			if sk := rows[i]; sk.Derived.Label != "" {
				members = append(members, p.skillLineOf(sk))
			}
		}
		switch {
		case len(members) == 0:
		case g.ID == "" && len(groups) == 1:
			lines = members // no groups: no heading over them all
		default:
			name := g.Name
			if g.ID == "" {
				name = p.d.say("Others")
			}
			lines = append(append(lines, skillLine{heading: true, name: name}), members...)
		}
	}
	// Rows to write more skills in, each with its value's box and its mark's, as the rules'
	// rows have: a specialisation (Svärd, a second Språk) or a skill learnt in play.
	for range 8 {
		lines = append(lines, skillLine{free: true, mark: p.shape.Skills.Marked})
	}
	return lines
}

// skillLineOf is the line of the character's skill sk.
func (p *page) skillLineOf(sk screen.Skill) skillLine {
	v := sk.Derived
	l := skillLine{name: v.Label, value: v.Text, odds: v.Odds.In(p.words), mark: p.shape.Skills.Marked, marked: sk.Doc.Mark}
	b := sk.DiceBoxes()
	l.dice, l.spent = b.N, b.Crossed
	return l
}

// skillToWrite draws a skill with no odds to print: the name takes the room, the value's box
// and the mark's at the column's end, and where skills are pools of dice, a box for each die
// of the largest pool a new character has, to tick as they are spent.
func (p *page) skillToWrite(l skillLine, x, ly, colW float64) {
	d := p.d
	d.font("", 9, ink)
	if l.free {
		d.writeLines(x, ly, colW-17, 1, 5)
	}
	nameW := colW - 17
	if p.shape.Skills.Pools && p.blank {
		bx := x + colW - 15 - float64(blankSkillDice)*2.6
		d.boxes(bx, ly+1.2, blankSkillDice, blankSkillDice, 2.6, 0)
		nameW -= float64(blankSkillDice)*2.6 + 1
	}
	d.text(x, ly, nameW, 5, l.name, "L")
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.Rect(x+colW-9, ly+0.6, 8, 4, "D")
	if l.mark {
		d.boxes(x+colW-14, ly+1.2, 1, 1, 2.6, 0)
	}
}

// skillHeld draws a skill the character has: its mark, its dice, its name, value and odds.
func (p *page) skillHeld(l skillLine, x, ly, colW float64) {
	d := p.d
	d.font("", 9, ink)
	nameW := colW - 58
	if l.mark {
		// The experience mark, ticked where the character has one.
		nameW -= 5
		d.boxes(x+colW-62, ly+1.2, 1, 1, 2.6, 0)
		if l.marked {
			d.tick(x+colW-62, ly+1.2, 1, 1, 2.6)
		}
	}
	if l.dice > 0 {
		// "Spelarna bockar av använda färdighetstärningar på rollformuläret": a box per
		// die, the spent ones ticked.
		perRow, s := skillDiceBoxes(l.dice, nameW-minSkillName-1)
		bw := float64(perRow) * s
		nameW -= bw + 1
		bx := x + colW - 59 - bw
		if l.mark {
			bx -= 5 // left of the mark
		}
		by := ly + (5-float64((l.dice+perRow-1)/perRow)*s)/2 // in the middle of the 5 mm of text
		d.boxes(bx, by, l.dice, perRow, s, 0)
		d.tick(bx, by, min(max(l.spent, 0), l.dice), perRow, s)
	}
	d.name(x, ly, nameW-1, 5, l.name, "", 9, nameFloor, ink) // clear of the dice's boxes
	d.font("B", 9, ink)
	d.text(x+colW-58, ly, 8, 5, l.value, "R")
	d.font("", 6.5, hintGrey)
	d.text(x+colW-49, ly, 49, 5, l.odds, "L")
}

// weapons is the table of weapons: damage resolved for the wielder, type, reach and odds. It
// says how many of them are on the sheet's first page.
func (p *page) weapons() (onFirst int) {
	rows := p.m.Weapons.Rows
	if p.weaponsDone {
		return p.m.Weapons.Known()
	}
	// A blank sheet has a table to write weapons in, whether or not the rules list any.
	if !p.m.Weapons.Listed && len(rows) == 0 && !p.blank {
		return 0
	}
	// Rows to write more weapons on: as many as the page has room for, up to empty, rather
	// than a page of its own holding only them.
	empty := 3
	if p.blank {
		empty = 6
	}
	y, cols := p.weaponsHeading(empty)
	for _, row := range rows {
		var onPage1, stop bool
		y, onPage1, stop = p.weaponRow(row, y, cols)
		if stop {
			return onFirst
		}
		if onPage1 {
			onFirst++
		}
	}
	p.weaponsFoot(y, empty)
	return onFirst
}

// weaponsHeading draws the weapons' heading and column heads where what comes first under
// them fits too, and gives the y under them and the columns' widths.
func (p *page) weaponsHeading(empty int) (float64, []float64) {
	d := p.d
	// The heading and the column heads, with what comes first under them: two rows; where
	// there are none, two of the rules' notes; else the rows to write weapons on, drawn as one.
	// A blank Letter sheet kept room for two rows it did not have, and its "Vapen" ended page 1.
	keep := 2 * p.weaponRowH()
	if len(p.m.Weapons.Rows) == 0 {
		keep = float64(empty) * 5.2
		if len(p.ruleNoteLines(p.width)) > 0 {
			keep = 1 + 2*3.4
		}
	}
	d.ensure(7 + 4.5 + keep)
	y := d.GetY()
	p.title(p.left, y, p.width, d.say("Weapons"))
	y += 7
	cols := []float64{48, 18, 10, 32, p.width - 108}
	columnHeads := func(y float64) float64 {
		d.font("", 7, hintGrey)
		cx := p.left
		for i, h := range append([]string{d.say("Weapon")}, p.m.Weapons.Columns[:]...) {
			d.text(cx, y, cols[i], 4, h, "L")
			cx += cols[i]
		}
		return y + 4.5
	}
	y = columnHeads(y)
	p.headsToo(columnHeads)
	return y, cols
}

// weaponRow draws weapon row's row at y, and gives the y under it, whether it went on the
// first page, and whether a sizing pass should stop, having left the first page.
func (p *page) weaponRow(row screen.Weapon, y float64, cols []float64) (next float64, onFirst, stop bool) {
	d := p.d
	v := row.Derived
	problems := row.Problems // what is wrong at the weapon's place
	// Each cell wraps in its column, none is cut: the row is as tall as its tallest.
	cells := []string{v.Label, v.Text, v.Abbr, v.Detail.In(p.words), v.Odds.In(p.words)}
	if v.Label == "" {
		// A weapon the rules derive nothing for (one they do not know) is printed by its
		// name, with what is wrong under it: never left off.
		if !row.Held || len(problems) == 0 {
			return y, false, false
		}
		cells = []string{row.Name, "", "", "", ""}
	}
	wrapped := make([][]string, len(cells))
	rowH := p.weaponRowH()
	for i, cell := range cells {
		style, size, lh := p.weaponCell(i)
		d.font(style, size, ink)
		wrapped[i] = d.wrap(cell, cols[i]-1)
		rowH = max(rowH, float64(len(wrapped[i]))*lh+1)
	}
	// The weapon's notes, under its row, wrapped to the table's width.
	notes := p.weaponNotes(row, p.width-4)
	start := d.PageNo()
	if h := rowH + 4*float64(len(problems)) + 3.2*float64(len(notes)); h > d.halfPage() {
		// Drawn whole, a row taller than a page ran past its foot, and gofpdf broke the
		// page before each of its lines: a weapon of 2,000 letters took 60 pages.
		if p.sizing && start != p.first {
			return y, false, true
		}
		y = p.tallWeapon(y, cols, wrapped, notes, problems)
		return y, start == p.first, p.sizing && d.PageNo() != start
	}
	y = d.advance(y, rowH+4*float64(len(problems))+3.2*float64(len(notes)))
	if d.PageNo() != p.first && p.sizing {
		return y, false, true
	}
	onFirst = d.PageNo() == p.first
	cx := p.left
	for i, lines := range wrapped {
		style, size, lh := p.weaponCell(i)
		d.font(style, size, ink)
		for k, l := range lines {
			d.text(cx, y+float64(k)*lh, cols[i]-1, 5, l, "L")
		}
		cx += cols[i]
	}
	y += rowH - p.weaponRowH()
	d.font("", 7, ink)
	for _, l := range notes {
		d.text(p.left+4, y+4.2, p.width-4, 3.2, l, "L")
		y += 3.2
	}
	for _, msg := range problems {
		y += 4
		d.font("", 7, hintGrey)
		d.text(p.left+4, y, p.width-4, 4, "! "+msg, "L")
	}
	return y + p.weaponRowH(), onFirst, false
}

// weaponsFoot draws, under the weapons, what the rules say of them, the rows to write more
// on, and the equipment's costs.
func (p *page) weaponsFoot(y float64, empty int) {
	d := p.d
	// What the rules say of the weapons, under them, each note once.
	if notes := p.ruleNoteLines(p.width); len(notes) > 0 {
		y += 1
		for _, l := range notes {
			y = d.advance(y, 3.4)
			d.font("", 7, hintGrey)
			d.text(p.left, y, p.width, 3.4, l, "L")
			y += 3.4
		}
		y += 1.5
	}
	_, ph := d.GetPageSize()
	_, _, _, bottom := d.GetMargins()
	if room := int((ph - bottom - 5 - y) / 5.2); room < empty && !p.blank {
		empty = max(room, 0)
	}
	y = d.advance(y, float64(empty)*5.2)
	y += d.writeLines(p.left, y-1, p.width, empty, 5.2) + 3
	for _, v := range p.equipmentCosts() {
		if p.blank {
			break
		}
		y = d.advance(y, 5)
		d.font("", 8, hintGrey)
		d.text(p.left, y, p.width, 4, v.LabelIn(p.words)+": "+v.Text+" ("+v.Why.In(p.words)+")", "L")
		y += 5
	}
	d.SetY(y)
}

// tallWeapon draws a weapon's row from y a line at a time, going on onto the next page, for a
// row taller than half a page: its cells wrapped in their columns, then its notes and what is
// wrong with it. It returns the y below it.
func (p *page) tallWeapon(y float64, cols []float64, wrapped [][]string, notes, msgs []string) float64 {
	d := p.d
	cells := make([]cell, len(wrapped))
	cx := p.left
	for i := range wrapped {
		style, size, lh := p.weaponCell(i)
		// Level with a row drawn whole, whose lines are set in cells 5 high.
		cells[i] = cell{x: cx, w: cols[i] - 1, style: style, size: size, line: lh, rgb: ink, drop: (5 - lh) / 2}
		cx += cols[i]
	}
	y = d.tallRow(y, 1, cells, wrapped)
	y = d.tallRow(y, 0, []cell{{x: p.left + 4, w: p.width - 4, size: 7, line: 3.2, rgb: ink}}, [][]string{notes})
	bangs := make([]string, len(msgs))
	for i, msg := range msgs {
		bangs[i] = "! " + msg
	}
	return d.tallRow(y, 1, []cell{{x: p.left + 4, w: p.width - 4, size: 7, line: 4, rgb: hintGrey}}, [][]string{bangs})
}

// weaponColumn draws the weapons as a list in a column x, w wide from y: each its name, damage,
// kind and reach, its odds under it, then lines to write more on and what the equipment costs.
// Where they would go past limit it draws nothing and reports false.
func (p *page) weaponColumn(x, y, w, limit float64) bool {
	d := p.d
	type weapon struct{ head, odds, notes []string }
	var list []weapon
	h := 7.0
	// A tight page 1 sets each weapon a point smaller.
	headSize, headLine, oddsSize, oddsLine := 9.0, 4.5, 7.0, 3.2
	if p.fit >= fitTight {
		headSize, headLine, oddsSize, oddsLine = 8, 3.9, 6.5, 2.9
	}
	for _, row := range p.m.Weapons.Rows {
		v := row.Derived
		if v.Label == "" {
			continue
		}
		d.font("B", headSize, ink)
		head := d.wrap(strings.TrimSpace(strings.Join([]string{v.Label, v.Text, v.Abbr, v.Detail.In(p.words)}, " ")), w)
		d.font("", oddsSize, ink)
		odds := d.wrap(v.Odds.In(p.words), w-2)
		notes := p.weaponNotes(row, w-2)
		list = append(list, weapon{head, odds, notes})
		h += float64(len(head))*headLine + float64(len(odds)+len(notes))*oddsLine + 1
	}
	notes := p.ruleNoteLines(w)
	h += float64(len(notes)) * 3.4
	var costs []string
	d.font("", 7, hintGrey)
	for _, v := range p.equipmentCosts() {
		costs = append(costs, d.wrap(v.LabelIn(p.words)+": "+v.Text+" ("+v.Why.In(p.words)+")", w)...)
	}
	h += float64(len(costs)) * 3.5
	if len(p.m.Weapons.Problems) > 0 {
		return false // a weapon's problems are said in the table below, under its row
	}
	// Three lines to write more weapons on, as many as fit, none where the column is tight.
	extra := min(3, int(math.Floor((limit-y-h)/5.2)))
	if len(list) == 0 || extra < 0 {
		return false
	}
	p.title(x, y, w, d.say("Weapons"))
	y += 7
	for _, wp := range list {
		d.font("B", headSize, ink)
		for _, l := range wp.head {
			d.text(x, y, w, headLine, l, "L")
			y += headLine
		}
		d.font("", oddsSize, ink)
		for _, l := range append(wp.odds, wp.notes...) {
			d.text(x+2, y-0.3, w-2, oddsLine, l, "L")
			y += oddsLine
		}
		y += 1
	}
	d.font("", 7, hintGrey)
	for _, l := range notes {
		d.text(x, y, w, 3.4, l, "L")
		y += 3.4
	}
	y += d.writeLines(x, y, w, extra, 5.2)
	d.font("", 7, hintGrey)
	for _, l := range costs {
		d.text(x, y, w, 3.5, l, "L")
		y += 3.5
	}
	return true
}

// weaponNotes are what the document notes of weapon row, wrapped to w in the size they print
// in; none for a weapon without notes.
func (p *page) weaponNotes(row screen.Weapon, w float64) []string {
	if row.Notes == "" {
		return nil
	}
	p.d.font("", 7, ink)
	return p.d.wrap(row.Notes, w)
}

// ruleNoteLines are what the rules say of the weapons, wrapped to w in the size they print in.
func (p *page) ruleNoteLines(w float64) []string {
	p.d.font("", 7, hintGrey)
	var out []string
	for _, n := range p.m.Weapons.Notes(p.words) {
		out = append(out, p.d.wrap(n, w)...)
	}
	return out
}

// equipmentCosts are what the equipment costs the character (Trötthet rolls, load) that the
// derived values did not print already.
func (p *page) equipmentCosts() []engine.Value {
	var out []engine.Value
	for _, v := range p.layout.Equipment {
		if !slices.ContainsFunc(p.layout.Values, func(x engine.Value) bool { return x.ID == v.ID }) {
			out = append(out, v)
		}
	}
	return out
}

// maxLabelLines bounds the lines of a derived value's label on the sheet.
const maxLabelLines = 3

// maxWhyLines bounds the lines of a derived value's reckoning on the sheet.
const maxWhyLines = 4

// weaponRowH is the height of a row of the weapons table that each cell fits on one line of.
func (p *page) weaponRowH() float64 {
	if p.fit >= fitTight {
		return 4.3
	}
	return 5.2
}

// weaponCell is the style, size and line height of column i of the weapons table: the damage
// bold, the odds smaller. A tight page 1 sets every column a point smaller.
func (p *page) weaponCell(i int) (string, float64, float64) {
	style, size, lh := "", 9.0, 4.2
	switch i {
	case 1:
		style = "B"
	case 4:
		size, lh = 7, 3.2
	}
	if p.fit >= fitTight {
		size, lh = size-1, lh-0.4
	}
	return style, size, lh
}

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

// notes wrap and flow onto further pages instead of being cut.
func (p *page) notes() {
	d := p.d
	d.ensure(20)
	y := d.GetY()
	p.title(p.left, y, p.width, d.say("Notes"))
	d.SetY(y + 7)
	if p.c.Notes != "" && !p.blank {
		d.font("", 9, ink)
		d.MultiCell(p.width, 4.6, p.c.Notes, "", "L", false)
	}
	_, ph := d.GetPageSize()
	_, _, _, bottom := d.GetMargins()
	if left := int((ph - bottom - 6 - d.GetY()) / 6); left > 0 {
		d.writeLines(p.left, d.GetY(), p.width, min(left, 12), 6)
	}
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
