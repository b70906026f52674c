package screen

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// SkillGroup is a heading of the skills and what is under it, as the editor's skills tab and
// the printed sheet both show them: the editor grouped a skill by its catalogue entry and the
// paper by its derived row, so a skill of the player's own could sit under one heading on the
// screen and another on paper.
type SkillGroup struct {
	// ID and Name are the rules' group, Name as the rules write it; both "" for the skills of
	// no group of the rules', which each screen heads with its own word.
	ID, Name string
	// Held are the document's skills in the group, by index, in the document's order.
	Held []int
	// Catalogue are the rules' skills of the group, for a blank sheet to list.
	Catalogue []engine.CatalogItem
}

// SkillGroups sorts doc's skills (none for a nil doc, as a blank sheet has) into the groups of
// desc, in the rules' order, and the rest into a last group of none, which is left out when
// empty. A skill of the rules is in its catalogue entry's group; one of the player's own in the
// group the document gives it. Rules without groups give one group of none.
func SkillGroups(desc *engine.Description, doc *sheet.Character) []SkillGroup {
	groups := make([]SkillGroup, 0, len(desc.SkillGroups)+1)
	at := make(map[string]int, len(desc.SkillGroups))
	for _, g := range desc.SkillGroups {
		at[g.ID] = len(groups)
		groups = append(groups, SkillGroup{ID: g.ID, Name: g.Name})
	}
	others := SkillGroup{}
	place := func(group string) *SkillGroup {
		if i, ok := at[group]; ok {
			return &groups[i]
		}
		return &others
	}
	for _, it := range desc.Skills {
		g := place(it.Group)
		g.Catalogue = append(g.Catalogue, it)
	}
	if doc != nil {
		for i, s := range doc.Skills {
			g := place(skillGroupOf(desc, s))
			g.Held = append(g.Held, i)
		}
	}
	if len(others.Held) > 0 || len(others.Catalogue) > 0 || len(groups) == 0 {
		groups = append(groups, others)
	}
	return groups
}

// skillGroupOf is the group id of skill s: its catalogue entry's, or for one of the player's
// own the one the document gives.
func skillGroupOf(desc *engine.Description, s sheet.Skill) string {
	if s.ID == "" {
		return s.Group
	}
	if def, ok := engine.Item(desc.Skills, s.ID); ok {
		return def.Group
	}
	return ""
}

// A Skill is one of the document's skills as the skills tab's row and the printed sheet's line
// both show it: the editor named a skill by its catalogue entry and rolled it by its derived
// row, the paper printed the derived row and its dice, each reading the rules and the layout
// itself.
type Skill struct {
	// Path is the document's field of the value, "skills.3", and SpecPath that of its
	// specialisation.
	Path, SpecPath fieldpath.Path
	// Name is the skill's: the catalogue's for a skill of the rules, the document's for one
	// of the player's own.
	Name string
	// SpecHint says what the skill's specialisation names ("instrument"), where it takes one;
	// "" where it takes none.
	SpecHint string
	// Doc is the document's row, as it holds it.
	Doc sheet.Skill
	// Derived is what the rules derive of the skill: its label, its value as the rules say
	// it, its odds and how it was reached; an empty Label where they derive none.
	Derived engine.Value
	// Roll is what rolling the skill names.
	Roll engine.What
	// Dice is the skill's pool of dice, where the rules make skills pools of dice that are
	// spent (engine.Description.SkillDice); HasDice says it is one.
	Dice    engine.Dice
	HasDice bool
	// Problems are what the rules find wrong with the skill, worded.
	Problems []string
}

// SkillRows are doc's skills by ruleset rs, in the document's order, derived as layout (nil
// before the first derivation, which leaves Derived empty) and with the view's problems filed.
func SkillRows(rs engine.Ruleset, doc *sheet.Character, layout *engine.Layout, problems Problems) []Skill {
	desc := rs.Description()
	out := make([]Skill, len(doc.Skills))
	for i, sk := range doc.Skills {
		s := Skill{Path: fieldpath.Skill(i), SpecPath: fieldpath.Skill(i).Of("spec"), Name: sk.Name, Doc: sk}
		if sk.ID != "" {
			def, _ := engine.Item(desc.Skills, sk.ID)
			s.Name, s.SpecHint = def.Plain(), def.Specialisation
		}
		if layout != nil {
			s.Derived = engine.At(layout.Skills, i)
			if i < len(layout.SkillDice) {
				s.Dice, s.HasDice = layout.SkillDice[i], true
			}
		}
		s.Roll = engine.What{Kind: engine.SkillRoll, Name: s.Derived.Label}
		s.Problems = problems.Of(s.Path)
		out[i] = s
	}
	return out
}
