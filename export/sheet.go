package export

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"rollformular/engine"
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
	title := displayName(chars[0].Doc)
	if len(chars) > 1 {
		title = fmt.Sprintf("%s och %d till", title, len(chars)-1)
	}
	d, err := newDocument(opt, title)
	if err != nil {
		return err
	}
	for _, ch := range chars {
		d.sheet(ch.Doc, ch.Ruleset)
	}
	return d.finish(w)
}

// displayName is the name a sheet shows, "Namnlös" for a character without one.
func displayName(c *sheet.Character) string {
	if c.Name == "" {
		return "Namnlös"
	}
	return c.Name
}

// sheet lays out one character from a new page.
func (d *document) sheet(c *sheet.Character, rs engine.Ruleset) {
	desc := rs.Description()
	view := rs.Derive(c)
	name := displayName(c)
	d.AddPage()

	d.font("B", 20, [3]int{})
	d.CellFormat(0, 10, name, "", 1, "L", false, 0, "")
	d.font("", 10, hintGrey)
	line := desc.Name
	if c.Player != "" {
		line = "Spelare: " + c.Player + "   ·   " + line
	}
	if c.NPC {
		line += "   ·   SLP"
	}
	d.CellFormat(0, 5, line, "", 1, "L", false, 0, "")

	d.heading("Grundegenskaper")
	for _, a := range desc.Attributes {
		v, ok := c.Attribute(a.ID)
		if !ok {
			v = a.Default
		}
		d.row(a.Abbr, a.Label, strconv.Itoa(v), fmt.Sprintf("%d–%d", a.Min, a.Max))
	}

	values := view.Values()
	d.heading("Beräknade egenskaper")
	var groups []string
	for _, v := range values {
		if v.Group == "" {
			d.row(v.Abbr, v.Label, v.Text, v.Why())
		} else if !slices.Contains(groups, v.Group) {
			groups = append(groups, v.Group)
		}
	}
	for _, g := range groups {
		d.heading(g)
		for _, v := range values {
			if v.Group == g {
				d.row("", v.Label, v.Text, v.Why())
			}
		}
	}

	if len(desc.Trackers) > 0 {
		d.heading("Tillstånd")
		for _, t := range desc.Trackers {
			d.row(t.Abbr, t.Label, strconv.Itoa(c.State[t.ID]), "")
		}
	}

	if problems := view.Problems(); len(problems) > 0 {
		d.heading("Problem")
		d.font("", 9, [3]int{})
		for _, p := range problems {
			d.MultiCell(0, 4.5, "• "+p.Message, "", "L", false)
		}
	}

	if c.Notes != "" {
		d.heading("Anteckningar")
		d.font("", 10, [3]int{})
		d.MultiCell(0, 5, c.Notes, "", "L", false)
	}
}

// row is one line of a value table: abbreviation, label, value and a grey hint.
func (d *document) row(abbr, label, value, hint string) {
	d.font("B", 10, [3]int{})
	d.CellFormat(14, 6, abbr, "", 0, "L", false, 0, "")
	d.font("", 10, [3]int{})
	d.CellFormat(40, 6, label, "", 0, "L", false, 0, "")
	d.font("B", 11, [3]int{})
	// The value column fits its widest value, so "H 6 K 3 S 3" never runs into the label.
	d.CellFormat(max(18, d.GetStringWidth(value)+2), 6, value, "", 0, "R", false, 0, "")
	d.font("", 8, hintGrey)
	d.CellFormat(4, 6, "", "", 0, "L", false, 0, "")
	d.MultiCell(0, 6, hint, "", "L", false)
}
