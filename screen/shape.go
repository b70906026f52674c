package screen

import (
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

// Shape is how a ruleset's sheet takes what it holds, beyond which parts it has (Parts): the
// switches of the ruleset's Description, each read here once and given its meaning for the
// screens. The editor and the printed sheet both ask the shape, so they agree, and neither
// reads a switch that only one ruleset sets.
type Shape struct {
	// Species are the species a character may be of, the rules' default first; none where the
	// rules have none.
	Species []engine.CatalogItem
	// Occupation is the rules' own name for the occupation field ("Klass"); "" where it is
	// the program's "Occupation".
	Occupation string
	// OwnAttributes says the player may rename the rules' attributes and name their own.
	OwnAttributes bool
	// RolledAttributes says the rules roll attributes at creation: their rows have a rolled
	// value, a training cap and a mark, and the editor a roll of their dice. Attributes not
	// rolled for have none of these, and each row says what the attribute is for instead.
	RolledAttributes bool
	Skills           SkillShape
	Armor            ArmorShape
	Traits           TraitShape
	// WeaponDamage says a weapon's damage is typed for each weapon, the rules' too.
	WeaponDamage bool
	// Drives are examples of what drives a character, offered as it is typed; nil where the
	// rules have no drives.
	Drives []string
	// BlankValues are values a blank sheet leaves a field for that a character's sheet shows
	// only when it has them (its shield's SP).
	BlankValues []engine.Value
	// LoadBoxes is how many load boxes the printed sheet gives, whatever is carried; 0 where
	// the rules count no load in boxes.
	LoadBoxes int
}

// SkillShape is how a skill's value is kept and marked.
type SkillShape struct {
	// Pools says a skill's value is a pool of dice that are spent in play.
	Pools bool
	// Marked says a skill has a mark to tick; MarkKey is what the mark is, the program's word
	// for it: an experience mark ("Mark"), or, where skills are pools, that the skill was used
	// this session, which lets it be raised after it ("Used").
	Marked  bool
	MarkKey Key
	// Default is the value a skill takes when it is added.
	Default int
}

// TraitShape is what the rules call their traits, and the kinds of them.
type TraitShape struct {
	// Title heads the traits, in Swedish as the rules name them: "Fördelar och nackdelar";
	// "" where the rules have none.
	Title string
	// Kinds are the kinds of trait, the first the one a trait of the player's own takes unless
	// they choose.
	Kinds []engine.TraitKind
	// Catalogue are the rules' traits to choose from; none where the rules list none.
	Catalogue []engine.CatalogItem
}

// KindOf is the kind of trait id, ok false for a kind the rules do not have.
func (t TraitShape) KindOf(id string) (engine.TraitKind, bool) {
	i := slices.IndexFunc(t.Kinds, func(k engine.TraitKind) bool { return k.ID == id })
	if i < 0 {
		return engine.TraitKind{}, false
	}
	return t.Kinds[i], true
}

// ArmorShape is where armor is worn: on each body part, or in one place for the whole body.
type ArmorShape struct {
	ByPart bool
	// WholeBody is the key of the document's armor where it is worn on the whole body; "" for
	// armor by part, or none.
	WholeBody string
}

// Worn says whether the rules have a place to wear armor at all.
func (a ArmorShape) Worn() bool { return a.ByPart || a.WholeBody != "" }

// ShapeOf is the shape of the sheet that desc describes.
func ShapeOf(desc *engine.Description) Shape {
	s := Shape{
		Species:          desc.Species,
		Occupation:       desc.OccupationLabel,
		OwnAttributes:    desc.OwnAttributes,
		RolledAttributes: desc.RollsAttributes(),
		Skills:           SkillShape{Pools: desc.SkillDice, Marked: desc.SkillMarks, MarkKey: "Mark", Default: desc.SkillDefault},
		Armor:            ArmorShape{ByPart: len(desc.BodyParts) > 0},
		Traits:           TraitShape{Title: desc.TraitsTitle, Kinds: desc.TraitKinds, Catalogue: desc.Traits},
		WeaponDamage:     desc.EnterWeaponDamage,
		Drives:           desc.Drives,
		BlankValues:      desc.BlankValues,
		LoadBoxes:        max(desc.LoadBoxes, 0),
	}
	if s.Skills.Pools {
		s.Skills.MarkKey = "Used"
	}
	if !s.Armor.ByPart {
		s.Armor.WholeBody = desc.WholeBodyArmor
	}
	return s
}

// SpeciesOf is the species doc is of: the one it names, or the rules' default, the first, for
// a document that names none. ok is false where the rules have no species, or doc names one
// they do not have.
func (s Shape) SpeciesOf(doc *sheet.Character) (engine.CatalogItem, bool) {
	if doc.Species == "" && len(s.Species) > 0 {
		return s.Species[0], true
	}
	return engine.Item(s.Species, doc.Species)
}
