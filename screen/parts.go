package screen

import (
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Part is a part of the sheet, a tab of the editor: what a ruleset's character has to show.
type Part int

const (
	Character Part = iota // name, species, attributes and what is derived from them
	Table                 // at the table: every roll and the trackers of play
	Skills
	Equipment // weapons, armor, gear
	Traits    // advantages and disadvantages, talents, drives
	State     // wounds to take and heal, the sections of boxes (Sections), the state in play
	Fight     // the exchange against another character
	Rolls     // free rolls and the log
	Notes
)

// Parts are the parts of the sheet of doc's ruleset rs, in the editor's order: each that the
// ruleset has something to show in. doc matters for the state only, whose actions of harm a
// ruleset offers on the document.
func Parts(rs engine.Ruleset, doc *sheet.Character) []Part {
	desc := rs.Description()
	parts := []Part{Character, Table}
	if len(desc.Skills) > 0 {
		parts = append(parts, Skills)
	}
	if len(desc.Weapons) > 0 || len(desc.Armor) > 0 || len(desc.WeaponKinds) > 0 {
		parts = append(parts, Equipment)
	}
	if len(desc.Traits) > 0 || len(desc.Drives) > 0 {
		parts = append(parts, Traits)
	}
	if len(HarmActions(rs, doc)) > 0 || len(Sections(rs, doc)) > 0 || len(rs.Derive(doc).Layout().State) > 0 {
		parts = append(parts, State)
	}
	if engine.Fought(rs) {
		parts = append(parts, Fight)
	}
	return append(parts, Rolls, Notes)
}

// HarmActions are the actions of the table that harm or heal doc (take damage, heal, rest):
// the state part offers them.
func HarmActions(rs engine.Ruleset, doc *sheet.Character) []engine.Action {
	var out []engine.Action
	for _, a := range rs.TableActions(doc) {
		if a.Harm {
			out = append(out, a)
		}
	}
	return out
}

// PartOf is the part of the sheet that shows field, a problem's place in the document: where
// a click on the problem goes. A field of the character as a whole (its name, its species,
// a tracker) is on the character's part.
func PartOf(field fieldpath.Path) Part {
	top, _, _ := strings.Cut(string(field), ".")
	switch fieldpath.Path(top) {
	case fieldpath.Skills:
		return Skills
	case fieldpath.Weapons, fieldpath.Gears, "armor", "shield", "equipment":
		return Equipment
	case fieldpath.Traits, fieldpath.Drives:
		return Traits
	case fieldpath.Wounds, fieldpath.Conditions:
		return State
	}
	return Character
}
