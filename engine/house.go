package engine

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"rollformular/sheet"
)

// HouseRule is an entry of the rules' tables that a house-rules pack changed or added, kept in
// the Description of the rules the pack made, for the values derived from it to say so.
type HouseRule struct {
	Table string // the list of the rules' table files the entry is in: "weapons"
	ID    string // the entry's: "dolk"
	Name  string // as the house rules name it: "Dolk"
	// Shipped is the name the rules ship the entry by, where the pack renamed it: the rules'
	// own labels may still say it ("Gard (MV)").
	Shipped string
	Pack    string // the pack's name: "Ulvdalens husregler"
	// Change is what the pack changed of the entry, its members and their new values:
	// `damage "1T8"`; "" for an entry the pack added.
	Change string
}

// Note is what an explanation says of the house rule: "Husregel Ulvdalens husregler: Dolk
// damage "1T8"".
func (h HouseRule) Note(w Words) string {
	if h.Change == "" {
		return w.F("Husregel %s: %s (tillagd)", h.Pack, h.Name)
	}
	return w.F("Husregel %s: %s %s", h.Pack, h.Name, h.Change)
}

// markHouseRules says in the explanation of each value a house rule changed that it did: a
// row of the document's lists by the entry it is (Åsa's Dolk), any other value where its
// label or explanation names an entry the character uses (the SP of the parts a changed
// Ringbrynja covers, framgångsslag's "Närstridsanfall med Dolk"). The rules as shipped have
// no house rules, and their Derive does nothing here.
func (d *Derived) markHouseRules() {
	if len(d.house) == 0 || d.doc == nil {
		return
	}
	c := d.doc
	rules := d.houseRulesOf(c)
	if len(rules) == 0 {
		return
	}
	// A row of a list is marked by the entry it is, where the document picked it (Åsa's skill
	// Dolk is not a house rule because her weapon Dolk is), and like any other value by the
	// entries of the rules' own tables it names.
	rulesOwn := slices.DeleteFunc(slices.Clone(rules), func(h HouseRule) bool { return slices.Contains(documentTables, h.Table) })
	for _, list := range []struct {
		table string
		rows  []Value
		id    func(i int) string
	}{
		{"weapons", d.Sheet.Weapons, func(i int) string { return c.Weapons[i].ID }},
		{"skills", d.Sheet.Skills, func(i int) string { return c.Skills[i].ID }},
		{"traits", d.Sheet.Traits, func(i int) string { return c.Traits[i].ID }},
		{"gear", d.Sheet.Gear, func(i int) string { return c.Gear[i].ID }},
	} {
		for i := range list.rows {
			if list.rows[i].Label == "" {
				continue
			}
			var own []HouseRule
			for _, h := range rules {
				if h.Table == list.table && h.ID == list.id(i) {
					own = append(own, h)
				}
			}
			list.rows[i].Why = noted(list.rows[i].Why, list.rows[i].Label, own, rulesOwn)
		}
	}
	d.markNamed(rules)
}

// houseRulesOf are the house rules that can change something of c: those of the entries it
// uses, and those of the rules' own tables.
func (d *Derived) houseRulesOf(c *sheet.Character) []HouseRule {
	used := usedEntries(c)
	var rules []HouseRule
	for _, h := range d.house {
		// An entry of a table the document picks from counts where the character has it; one
		// of the rules' own (framgångsslag's handlingar, intensitet's talents) everywhere.
		if used[h.Table+"/"+h.ID] || !slices.Contains(documentTables, h.Table) {
			rules = append(rules, h)
		}
	}
	return rules
}

// markNamed marks every value other than a list's rows whose label or explanation names an
// entry one of rules changes.
func (d *Derived) markNamed(rules []HouseRule) {
	named := func(v *Value) {
		if v != nil && v.Label != "" {
			v.Why = noted(v.Why, v.Label, nil, rules)
		}
	}
	for _, rows := range [][]Value{d.Sheet.Values, d.Sheet.State, d.Sheet.Armor, d.Sheet.Equipment} {
		for i := range rows {
			named(&rows[i])
		}
	}
	for i := range d.Sheet.Attributes {
		named(&d.Sheet.Attributes[i].Roll)
	}
	for i := range d.Sheet.BodyParts {
		named(&d.Sheet.BodyParts[i].KP)
		named(&d.Sheet.BodyParts[i].SP)
	}
	named(d.Sheet.Shield)
}

// noted is why with the notes of the house rules after it: all of always, and those of named
// whose entry label or why names. It is worked out when asked for, as why is.
func noted(why Text, label string, always, named []HouseRule) Text {
	if len(always) == 0 && len(named) == 0 {
		return why
	}
	return func(w Words) string {
		said := why.In(w)
		out := said
		for _, h := range always {
			out = strings.TrimPrefix(out+" · "+h.Note(w), " · ")
		}
		for _, h := range named {
			if h.names(label) || h.names(said) {
				out = strings.TrimPrefix(out+" · "+h.Note(w), " · ")
			}
		}
		return out
	}
}

// names says s names h's entry, by its name or the name the rules ship it by.
func (h HouseRule) names(s string) bool {
	return hasWord(s, h.Name) || h.Shipped != "" && hasWord(s, h.Shipped)
}

// hasWord says s has word in it as a word of its own, not inside a longer one: "Gard (MV)"
// names the handling Gard, "Gardera sig" does not.
func hasWord(s, word string) bool {
	if word == "" {
		return false
	}
	for at := 0; ; {
		i := strings.Index(s[at:], word)
		if i < 0 {
			return false
		}
		i += at
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+len(word):])
		if !unicode.IsLetter(before) && !unicode.IsLetter(after) {
			return true
		}
		at = i + len(word)
	}
}

// documentTables are the tables whose entries a document picks by id (usedEntries).
var documentTables = []string{"weapons", "skills", "traits", "gear", "armor", "helmets", "shields", "species"}

// usedEntries are the entries of the rules' tables c uses, as "table/id": its weapons,
// skills, traits, gear, armor, shield and species.
func usedEntries(c *sheet.Character) map[string]bool {
	used := map[string]bool{"species/" + c.Species: true}
	for _, w := range c.Weapons {
		used["weapons/"+w.ID] = true
	}
	for _, s := range c.Skills {
		used["skills/"+s.ID] = true
	}
	for _, t := range c.Traits {
		used["traits/"+t.ID] = true
	}
	for _, g := range c.Gear {
		used["gear/"+g.ID] = true
	}
	for _, worn := range c.Armor {
		for _, id := range worn {
			used["armor/"+id], used["helmets/"+id] = true, true
		}
	}
	if c.Shield != nil {
		used["shields/"+c.Shield.ID] = true
	}
	return used
}
