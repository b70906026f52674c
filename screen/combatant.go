package screen

import (
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// A Combatant is a character as a fight's row shows it, in a line or two: the values a stat
// block heads with, how hurt it is, the trackers a GM keeps for it in a fight that hold
// something, and its wounds with what was done about them.
type Combatant struct {
	// Values are the main values (engine.Value.Group "").
	Values []engine.Value
	// Status is how the character is in one value ("svårt skadad"), nil where the rules say
	// none.
	Status *engine.Value
	// Trackers are the block's trackers the document holds something of, and a horde's
	// count however many are left.
	Trackers []Tracker
	Wounds   []Wound
}

// CombatantOf is the fight's row of doc by the rules rs, derived now.
func CombatantOf(rs engine.Ruleset, doc *sheet.Character) Combatant {
	l := rs.Derive(doc).Layout()
	var c Combatant
	if l == nil {
		return c
	}
	for _, v := range l.Values {
		if v.Group == "" {
			c.Values = append(c.Values, v)
		}
	}
	c.Status = l.Status
	for _, t := range Trackers(rs, doc, l, false) {
		if t.Held && (t.Horde || t.Block && t.Value != 0) {
			c.Trackers = append(c.Trackers, t)
		}
	}
	c.Wounds = WoundsOf(l)
	return c
}

// Lines are the row's text in w's words: the values on the first line, each by its
// abbreviation, and how the character is on a second, where there is anything to say.
func (c Combatant) Lines(w engine.Words) []string {
	values := make([]string, len(c.Values))
	for i, v := range c.Values {
		values[i] = abbreviated(v.Abbr, v.LabelIn(w)) + " " + v.TextIn(w)
	}
	lines := []string{strings.Join(values, " · ")}
	var state []string
	if st := c.Status; st != nil {
		state = append(state, st.LabelIn(w)+" "+st.TextIn(w))
	}
	for _, t := range c.Trackers {
		state = append(state, abbreviated(t.Abbr, t.LabelIn(w))+" "+t.TextIn(w))
	}
	for _, wd := range c.Wounds {
		if line := wd.LineIn(w); line != "" {
			state = append(state, line)
		}
	}
	if len(state) > 0 {
		lines = append(lines, strings.Join(state, " · "))
	}
	return lines
}

// abbreviated is a value's abbreviation, or its label where it has none: a row of a dozen
// values has room for no more.
func abbreviated(abbr, label string) string {
	if abbr != "" {
		return abbr
	}
	return label
}
