package export

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"rollformular/screen"
)

// The party page's columns, in mm: the name's and the state's are fixed, the values share
// the rest, each at least partyMinColumn (a narrower one wraps "1T10" into two lines).
const (
	partyName      = 40.0
	partyState     = 52.0
	partyMinColumn = 10.0
)

// Party prints the GM's view of a party, titled title: one row per character, side by side on
// a landscape page (more pages only for a party too large for one), with the main values of
// each one's rules, what the trackers a fight costs hold, and how each one is. Every member's
// columns are shown once, so a party of two rulesets has both rules' columns.
func Party(w io.Writer, title string, chars []Character, opt Options) error {
	if len(chars) == 0 {
		return fmt.Errorf("pdf: a party with no characters")
	}
	d, err := newDocument(opt, title)
	if err != nil {
		return err
	}
	members := make([]screen.Member, len(chars))
	for i, ch := range chars {
		members[i] = screen.NewMember(ch.Ruleset, ch.Doc, "", screen.WordsOf(ch.Ruleset, opt.Language))
	}
	// The columns are worded by the first member's rules: a ruleset's words cover its own
	// terms, and a party is almost always of one ruleset.
	words := screen.WordsOf(chars[0].Ruleset, opt.Language)
	values, trackers := screen.PartyColumns(members, words)
	columns := append(values, trackers...)

	d.AddPageFormat("L", d.GetPageSizeStr(paperSize(opt.Paper)))
	left, _, right, _ := d.GetMargins()
	pw, _ := d.GetPageSize()
	width := pw - left - right
	y := d.GetY()
	d.font("B", 14, ink)
	d.text(left, y, width, 7, title, "L")
	y += 9

	colW := partyMinColumn
	if len(columns) > 0 {
		colW = max(partyMinColumn, (width-partyName-partyState)/float64(len(columns)))
	}
	heads := func(y float64) float64 {
		cells := []cell{{x: left, w: partyName, style: "B", size: 8, line: 3.6, rgb: hintGrey, text: d.say("Name")}}
		for i, c := range columns {
			cells = append(cells, cell{x: left + partyName + float64(i)*colW, w: colW - 1, style: "B", size: 8, line: 3.6, rgb: hintGrey, text: c.Head})
		}
		cells = append(cells, cell{x: left + partyName + float64(len(columns))*colW, w: partyState, style: "B", size: 8, line: 3.6, rgb: hintGrey, text: d.say("State")})
		return d.row(y, 1, cells...)
	}
	y = heads(y)
	d.cont = heads
	for _, m := range members {
		d.rule(y)
		y += 1
		cells := []cell{{x: left, w: partyName - 1, style: "B", size: 10, line: 4.4, rgb: ink, text: d.partyName(m.Name)}}
		for i, c := range columns {
			cells = append(cells, cell{x: left + partyName + float64(i)*colW, w: colW - 1, size: 9, line: 4.2, rgb: ink, text: m.Text(c, words), drop: 0.3})
		}
		state := m.StateWith(words,
			func(n int) string { return d.say("Wounds") + " " + strconv.Itoa(n) },
			func(n int) string { return d.sayf("Breaks the rules (%d)", n) })
		cells = append(cells, cell{x: left + partyName + float64(len(columns))*colW, w: partyState, size: 9, line: 4.2, rgb: ink, text: strings.Join(state, " · "), drop: 0.3})
		y = d.row(y, 1.5, cells...)
	}
	d.cont = nil
	d.rule(y)
	d.partyLegend(y+2, width, columns)
	d.continued() // the names cut to their rows, whole
	return d.finish(w)
}

// maxPartyNameLines is the most lines a name takes in its row: a longer one goes on under the
// table, so that a party of long names still fits its page.
const maxPartyNameLines = 3

// partyName is name as its row shows it: whole where it fits maxPartyNameLines, else cut on
// the last with a mark to where it goes on in full.
func (d *document) partyName(name string) string {
	d.font("B", 10, ink)
	w := partyName - 1
	lines := d.wrapAtMost(name, w, maxPartyNameLines+1)
	if len(lines) <= maxPartyNameLines {
		return name
	}
	lines = lines[:maxPartyNameLines]
	last := len(lines) - 1
	lines[last] = d.cutOf(name, lines[last]+" …", w)
	return strings.Join(lines, " ")
}

// partyLegend says what each abbreviated column is, under the table.
func (d *document) partyLegend(y, width float64, columns []screen.PartyColumn) {
	var parts []string
	for _, c := range columns {
		if !strings.Contains(c.Head, c.Title) {
			parts = append(parts, c.Head+" "+c.Title)
		}
	}
	if len(parts) == 0 {
		return
	}
	left, _, _, _ := d.GetMargins()
	d.row(y, 0, cell{x: left, w: width, size: 7, line: 3.2, rgb: hintGrey, text: strings.Join(parts, " · ")})
}

// PartyTitle heads the party page of a campaign named name: "Gruppen · Norrvik".
func PartyTitle(name string, opt Options) string {
	return sayIn(opt, "The party") + " · " + name
}

// paperSize is gofpdf's name of a paper Options.Paper names.
func paperSize(paper string) string {
	if strings.EqualFold(paper, "letter") {
		return "Letter"
	}
	return "A4"
}
