package export

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/screen"
)

// Pack is what a game master brings to a session, printed in one file: where there is a
// fight, its page (the order, a box per round, each combatant's wounds and defences); each
// player's full sheet; the NPCs' blocks; and a page of quick reference for each ruleset among
// them.
type Pack struct {
	Players []Character
	NPCs    []Character
	Fight   *encounter.Fight // nil for a pack of a folder
}

// Rulesets are the rulesets of the pack's characters and fight, each once, in the order they
// first come.
func (pk Pack) Rulesets() []engine.Ruleset {
	var out []engine.Ruleset
	add := func(rs engine.Ruleset) {
		if rs != nil && !slices.ContainsFunc(out, func(o engine.Ruleset) bool { return screen.RulesID(o) == screen.RulesID(rs) }) {
			out = append(out, rs)
		}
	}
	for _, c := range slices.Concat(pk.Players, pk.NPCs) {
		add(c.Ruleset)
	}
	if pk.Fight != nil {
		add(pk.Fight.Rules)
	}
	return out
}

// WritePack writes pk as one PDF: the fight's page; the players' sheets, each numbered as
// its own; the NPCs' blocks; the references. Each part starts a page with a header that says
// what it is.
func WritePack(w io.Writer, pk Pack, opt Options) error {
	if len(pk.Players)+len(pk.NPCs) == 0 && (pk.Fight == nil || len(pk.Fight.Doc.Combatants) == 0) {
		return fmt.Errorf("pdf: a pack with no characters")
	}
	d, err := newDocument(opt, sayIn(opt, "Game session"))
	if err != nil {
		return err
	}
	// The fight comes first: the page the GM keeps at hand, its order, rounds and each
	// combatant's wounds and defences.
	if f := pk.Fight; f != nil && len(f.Doc.Combatants) > 0 {
		pages := d.startSheet(d.encounterTitle(f))
		d.order(f, func(i int, w float64) []npcRow { return d.fightRows(f, i, w) })
		d.endSheet(pages)
	}
	for _, c := range pk.Players {
		d.sheet(c.Doc, c.Ruleset, false)
	}
	if len(pk.NPCs) > 0 {
		pages := d.startSheet(d.say("Non-player characters"))
		blocks := make([]func(bw float64) []npcRow, len(pk.NPCs))
		for i, c := range pk.NPCs {
			blocks[i] = func(bw float64) []npcRow { return d.npcRows(c.Doc, c.Ruleset, bw) }
		}
		d.flowBlocks(blocks, d.GetY())
		d.endSheet(pages)
	}
	for _, rs := range pk.Rulesets() {
		d.reference(rs)
	}
	return d.finish(w)
}

// reference is a ruleset's quick reference, from a new page: the odds of its common rolls
// (Description.QuickReference), its conditions with what each does, and its body parts
// (screen.ReferenceOf).
func (d *document) reference(rs engine.Ruleset) {
	ref := screen.ReferenceOf(rs)
	pages := d.startSheet(d.say("Quick reference") + " · " + ref.Rules)
	defer d.endSheet(pages)
	p := d.newPage(screen.BlankDocument(rs, false), rs, true)
	y := d.GetY()
	d.font("B", 14, ink)
	d.text(p.left, y, p.width, 7, d.say("Quick reference")+" · "+ref.Rules, "L")
	d.SetY(y + 10)
	for _, t := range ref.Odds {
		p.oddsTable(t)
	}
	for _, t := range ref.Tables {
		p.table(t)
	}
	if len(ref.Conditions) > 0 {
		p.glossary(d.say("Conditions"), ref.Conditions)
	}
	if len(ref.BodyParts) > 0 {
		p.glossary(d.say("Body parts"), ref.BodyParts)
	}
}

// oddsTable draws t: its heads, then a row for each value.
func (p *page) oddsTable(t screen.Odds) {
	d := p.d
	rows, err := t.Rows, t.Err
	d.ensure(7 + 5 + 2*4.6)
	y := d.GetY()
	p.title(p.left, y, p.width, t.Title)
	y += 7
	if err != nil { // the ruleset's own table is wrong: said where the table would be
		d.font("", 8, ink)
		d.text(p.left, y, p.width, 5, err.Error(), "L")
		d.SetY(y + 8)
		return
	}
	first := 24.0
	colW := (p.width - first) / float64(max(len(t.Columns), 1))
	heads := func(y float64) float64 {
		d.font("B", 8, hintGrey)
		d.name(p.left, y, first-1, 4.6, t.Head, "B", 8, nameFloor, hintGrey)
		for i, c := range t.Columns {
			d.name(p.left+first+float64(i)*colW, y, colW-1, 4.6, c.Head, "B", 8, nameFloor, hintGrey)
		}
		return y + 5
	}
	y = heads(y)
	p.headsToo(heads)
	for _, row := range rows {
		y = d.advance(y, 4.6)
		d.font("B", 9, ink)
		d.text(p.left, y, first, 4.6, row[0], "L")
		d.font("", 9, ink)
		for i, cell := range row[1:] {
			d.text(p.left+first+float64(i)*colW, y, colW, 4.6, cell, "L")
		}
		y += 4.6
	}
	d.SetY(y + 4)
}

// glossary is a list under a heading: each entry's name, and what it is beside it, wrapped.
func (p *page) glossary(title string, items []engine.CatalogItem) {
	d := p.d
	d.ensure(7 + 2*4.6)
	y := d.GetY()
	p.title(p.left, y, p.width, title)
	y += 7
	const nameW = 38.0
	for _, it := range items {
		y = d.row(y, 0.6, cell{x: p.left, w: nameW - 1, style: "B", size: 9, line: 4.6, rgb: ink, text: it.Name},
			cell{x: p.left + nameW, w: p.width - nameW, size: 8, line: 3.8, rgb: ink, text: strings.TrimSpace(it.Description), drop: 0.4})
	}
	d.SetY(y + 4)
}

// table draws t as the rules give it: its heads, then its rows, each column as wide as its
// longest text up to a third of the page and the last taking what is left, every cell wrapped.
func (p *page) table(t engine.Table) {
	d := p.d
	if len(t.Heads) == 0 {
		return
	}
	d.ensure(7 + 5 + 2*4.6)
	y := d.GetY()
	p.title(p.left, y, p.width, t.Title)
	y += 7
	widths := make([]float64, len(t.Heads))
	x, rest := p.left, p.width
	for i := range len(t.Heads) - 1 {
		d.font("B", 9, ink)
		w := d.GetStringWidth(t.Heads[i])
		d.font("", 9, ink)
		for _, row := range t.Rows {
			if i < len(row) {
				w = max(w, d.GetStringWidth(row[i]))
			}
		}
		widths[i] = min(w+4, p.width/3)
		rest -= widths[i]
	}
	widths[len(widths)-1] = max(rest, 20)
	cells := func(texts []string, style string, rgb [3]int) []cell {
		out := make([]cell, 0, len(widths))
		cx := x
		for i, w := range widths {
			text := ""
			if i < len(texts) {
				text = texts[i]
			}
			out = append(out, cell{x: cx, w: w - 2, style: style, size: 9, line: 4.4, rgb: rgb, text: text})
			cx += w
		}
		return out
	}
	heads := func(y float64) float64 { return d.row(y, 0.6, cells(t.Heads, "B", hintGrey)...) }
	y = heads(y)
	p.headsToo(heads)
	for _, row := range t.Rows {
		y = d.row(y, 0.6, cells(row, "", ink)...)
	}
	d.SetY(y + 4)
}
