package export

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// NPC blocks: eight to an A4 page, two columns of four.
const (
	npcColumns = 2
	npcRows    = 4
	npcGap     = 4.0
	npcSkills  = 6 // the best skills a block shows
)

// NPCs writes compact stat blocks of any number of characters, of any rulesets, eight to a
// page. Each block is built from its own ruleset's description and derived values.
func NPCs(w io.Writer, chars []Character, opt Options) error {
	if len(chars) == 0 {
		return fmt.Errorf("pdf: no characters to print")
	}
	d, err := newDocument(opt, fmt.Sprintf("Spelledarpersoner (%d)", len(chars)))
	if err != nil {
		return err
	}
	left, top, right, bottom := d.GetMargins()
	pw, ph := d.GetPageSize()
	bw := (pw - left - right - npcGap*(npcColumns-1)) / npcColumns
	bh := (ph - top - bottom - 6 - npcGap*(npcRows-1)) / npcRows
	for i, ch := range chars {
		slot := i % (npcColumns * npcRows)
		if slot == 0 {
			d.AddPage()
		}
		x := left + float64(slot%npcColumns)*(bw+npcGap)
		y := top + float64(slot/npcColumns)*(bh+npcGap)
		d.npcBlock(x, y, bw, bh, ch.Doc, ch.Ruleset)
	}
	return d.finish(w)
}

// npcBlock draws one stat block in the box x, y, w, h. Every line is shortened with "…" to
// its width, so a long name or a long list never runs out of the box.
func (d *document) npcBlock(x, y, w, h float64, c *sheet.Character, rs engine.Ruleset) {
	desc := rs.Description()
	layout := rs.Derive(c).Layout()
	var words engine.Words // the printed sheet's language, Swedish
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.SetLineWidth(0.3)
	d.Rect(x, y, w, h, "D")
	x, w = x+2.5, w-5
	line := y + 2
	put := func(style string, size, lh float64, text string) {
		if line+lh > y+h-1.5 {
			return // the box is full: what is left out is the least important
		}
		d.font(style, size, ink)
		d.text(x, line, w, lh, text, "L")
		line += lh
	}
	put("B", 11, 5.5, displayName(c)+"  ·  "+desc.Name)

	var attrs []string
	for _, a := range desc.AttributesOf(c) {
		v, ok := c.Attribute(a.ID)
		if !ok {
			v = a.Default
		}
		attrs = append(attrs, a.Abbr+" "+strconv.Itoa(v))
	}
	d.font("", 8.5, ink)
	for i, l := range d.lines(attrs, "   ", w) {
		if i < 2 {
			put("", 8.5, 4.2, l)
		}
	}

	// The main values, life left first where the rules count it among them.
	var main []string
	for _, v := range slices.Concat(layout.State, layout.Values) {
		if v.Group == "" {
			main = append(main, strings.TrimSpace(v.Abbr+" "+v.Text))
		}
	}
	// The main values may take two lines, broken between values.
	d.font("", 8.5, ink)
	for i, l := range d.lines(main, "   ", w) {
		if i < 2 {
			put("", 8.5, 4.2, l)
		}
	}
	var traits []string
	for _, v := range engine.Shown(layout.Traits) {
		traits = append(traits, v.Abbr+v.Label)
	}
	if len(traits) > 0 {
		put("", 7.5, 3.8, strings.Join(traits, ", "))
	}
	if v := layout.Status; v != nil {
		put("B", 7.5, 3.8, v.Label+": "+v.Text)
	}

	// Each body part's points, and the armor of those that have some.
	var kp, sp []string
	var kpAbbr, spAbbr string
	for _, p := range desc.BodyParts {
		short := abbreviate(p.Label)
		row := layout.BodyPartRow(p.ID)
		if v := row.KP; v.Label != "" {
			kp, kpAbbr = append(kp, short+" "+v.Text), v.Abbr
		}
		if v := row.SP; v.Label != "" && row.Armored {
			sp, spAbbr = append(sp, short+" "+strings.ReplaceAll(v.Text, "  ", " ")), v.Abbr
		}
	}
	if len(kp) > 0 {
		put("", 7.5, 3.8, kpAbbr+": "+strings.Join(kp, ", "))
	}
	if len(sp) > 0 {
		put("", 7.5, 3.8, spAbbr+": "+strings.Join(sp, "; "))
	}
	if life := layout.Life; life != nil && life.Left != nil {
		put("B", 7.5, 3.8, life.Left.Label+": "+life.Left.Text)
	}

	// The values of groups marked for blocks: those with odds each on a line, the others
	// together.
	var brief []string
	for _, v := range layout.AllValues() {
		switch {
		case !v.Block:
		case v.Odds != nil:
			put("", 7.5, 3.6, v.Label+" "+v.Text+": "+v.Odds.In(words))
		default:
			brief = append(brief, v.Label+" "+v.Text)
		}
	}
	if len(brief) > 0 {
		put("", 7.5, 3.8, strings.Join(brief, ", "))
	}

	skills := engine.Shown(layout.Skills)
	slices.SortStableFunc(skills, func(a, b engine.Value) int {
		av, _ := strconv.Atoi(a.Text)
		bv, _ := strconv.Atoi(b.Text)
		return cmp.Compare(bv, av)
	})
	if len(skills) > 0 {
		line += 0.8
		for _, s := range skills[:min(len(skills), npcSkills)] {
			if s.Odds == nil {
				put("", 7.5, 3.6, s.Label+" "+s.Text)
			} else {
				put("", 7.5, 3.6, s.Label+" "+s.Text+": "+s.Odds.In(words))
			}
		}
	}
	var weapons []string
	heading := ""
	for _, v := range engine.Shown(layout.Weapons) {
		weapons, heading = append(weapons, strings.TrimSpace(v.Label+" "+v.Text+" "+v.Abbr)), v.Group
	}
	if len(weapons) > 0 {
		line += 0.8
		put("", 7.5, 3.8, heading+": "+strings.Join(weapons, ", "))
	}
}

// abbreviate shortens a body part's label for a block: "Höger arm" → "HA", "Huvud" → "Hu".
func abbreviate(label string) string {
	words := strings.Fields(label)
	if len(words) > 1 {
		var s string
		for _, w := range words {
			s += strings.ToUpper(string([]rune(w)[:1]))
		}
		return s
	}
	r := []rune(label)
	return string(r[:min(2, len(r))])
}
