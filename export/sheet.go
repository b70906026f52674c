package export

import (
	"fmt"
	"io"
	"time"

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

// blankLifeBoxes and blankPartBoxes are the boxes a blank sheet gives life and each body
// part's KP rows: more than a character of the rules has, the rest crossed out in pencil.
const (
	// blankSkillDice: "Maximala fv är alltid dubbla ödet, alltså 6 vid spelstart".
	blankSkillDice = 6
	blankLifeBoxes = 40
	blankPartBoxes = 10
	blankPoolBoxes = 10 // a sheet's öde dice: more than a starting character has
)

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
