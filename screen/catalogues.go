package screen

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Rules are what the editor shows of a ruleset beyond one character's values: the rules'
// name, the attributes' names, the catalogues a player picks from and what they are sorted and
// typed by, the legend of abbreviations and the tables of odds. The editor reads the rules
// through it, built once as it takes them up (RulesOf), and not through the rules' Description,
// as the paper reads the sheet's parts through Sheet.
type Rules struct {
	ID, Name string
	// Shape is how the rules' sheet takes what it holds.
	Shape Shape
	// Armory are the armor and shields a choice offers.
	Armory Armory
	// Attributes are the rules' attributes, in the sheet's order.
	Attributes []engine.Attribute
	// The catalogues the pickers offer.
	Skills, Weapons, Traits, Gear []engine.CatalogItem
	// SkillGroups are the groups the rules' skills are in, in the rules' order; none for rules
	// without groups.
	SkillGroups []engine.CatalogItem
	// WeaponKinds are the kinds a weapon of the player's own is of; DamageHint says how its
	// damage is written, as an entry's placeholder.
	WeaponKinds []engine.CatalogItem
	DamageHint  string
	// Columns are the rules' own columns of the document's lists (engine.Column).
	Columns []engine.Column
	// Legend are the sheet's abbreviations beyond the attributes'; References the tables of
	// odds the rules print.
	Legend     []engine.Abbreviation
	References []engine.Reference
	// Distance is the measure an exchange's distance is counted in, "" for rules without.
	Distance string
	// ArmorTracker is the tracker that holds the armor's value, "" where armor is worn by part.
	ArmorTracker string

	desc *engine.Description // for the ranges and the groups of skills it works out
}

// RulesOf are the rules of rs as the editor shows them.
func RulesOf(rs engine.Ruleset) Rules {
	d := rs.Description()
	return Rules{ID: d.ID, Name: d.Name, Shape: ShapeOf(d), Armory: ArmoryOf(d),
		Attributes: d.Attributes, Skills: d.Skills, Weapons: d.Weapons, Traits: d.Traits, Gear: d.Gear,
		SkillGroups: d.SkillGroups, WeaponKinds: d.WeaponKinds, DamageHint: d.DamageHint, Columns: d.Columns,
		Legend: d.Legend, References: d.References, Distance: d.Distance, ArmorTracker: d.ArmorTracker, desc: d}
}

// Attribute is the rules' attribute id, and whether the rules have it (rather than the
// character, as an attribute of its own).
func (r Rules) Attribute(id string) (engine.Attribute, bool) { return r.desc.Attribute(id) }

// AttributeLimits are the attributes' ranges and the dice they are rolled with, worded as the
// guide says them (AttributeLimitsOf): worked out when a guide asks, not as every sheet opens.
func (r Rules) AttributeLimits() string { return AttributeLimitsOf(r.desc) }

// Number is the range the rules allow the number at path, and whether they give one.
func (r Rules) Number(path fieldpath.Path) (engine.Number, bool) { return r.desc.Number(path) }

// GroupsOf sorts doc's skills into the rules' groups (SkillGroups).
func (r Rules) GroupsOf(doc *sheet.Character) []SkillGroup { return SkillGroups(r.desc, doc) }

// GroupName is the name of the skill group id, or id where the rules have no such group.
func (r Rules) GroupName(id string) string {
	if g, ok := engine.Item(r.SkillGroups, id); ok {
		return g.Name
	}
	return id
}

// NewRow is a new row of list with the rules' columns at their defaults (engine.NewRow).
func (r Rules) NewRow(list engine.List) sheet.Members { return engine.NewRow(r.Columns, list) }
