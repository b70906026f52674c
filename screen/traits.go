package screen

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// A Trait is one of the document's advantages and disadvantages (or what the rules call them)
// as the traits tab's row and the printed sheet's line both show it. The tab named a trait by
// its catalogue entry and worked out its level and kind itself; the paper printed the derived
// row.
type Trait struct {
	// Path is the document's field of the trait, "traits.2", and SkillPath that of the skill
	// it is for.
	Path, SkillPath fieldpath.Path
	// Name is the trait's: the catalogue's for a trait of the rules, the document's for one of
	// the player's own.
	Name string
	// Kind is the trait's kind (its sign, "+", "−"), ok false for a kind the rules do not have.
	Kind   engine.TraitKind
	KindOK bool
	// Level is the trait's level, 1 to 3: the one the rules give it where they give one
	// (Fixed), else the document's, 0 in it meaning 1. Outside 1–3 it is 1, and the rules
	// flag the document's value.
	Level int
	Fixed bool
	// ForSkill says the trait is for one skill the player names, in the document's Skill.
	ForSkill bool
	// Doc is the document's row, as it holds it.
	Doc sheet.Trait
	// Derived is what the rules derive of the trait: its cost, what it does and how it was
	// reckoned; an empty Label where they derive none.
	Derived engine.Value
	// Problems are what the rules find wrong with the trait, worded.
	Problems []string
}

// TraitRows are doc's traits by ruleset rs, in the document's order, derived as layout (nil
// before the first derivation, which leaves Derived empty) and with the view's problems filed.
func TraitRows(rs engine.Ruleset, doc *sheet.Character, layout *engine.Layout, problems Problems) []Trait {
	desc := rs.Description()
	shape := ShapeOf(desc)
	out := make([]Trait, len(doc.Traits))
	for i, t := range doc.Traits {
		r := Trait{Path: fieldpath.Trait(i), SkillPath: fieldpath.Trait(i).Of("skill"), Name: t.Name, Doc: t, Level: 1}
		kind := t.Kind
		if def, ok := engine.Item(desc.Traits, t.ID); ok {
			r.Name, kind, r.ForSkill = def.Name, def.Kind, def.ForSkill
			if def.Level > 0 {
				r.Level, r.Fixed = def.Level, true
			}
		}
		if !r.Fixed && t.Level >= 1 && t.Level <= 3 {
			r.Level = t.Level
		}
		r.Kind, r.KindOK = shape.Traits.KindOf(kind)
		if layout != nil {
			r.Derived = engine.At(layout.Traits, i)
		}
		r.Problems = problems.Of(r.Path)
		out[i] = r
	}
	return out
}
