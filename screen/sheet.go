package screen

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// A Sheet is the model of one character's sheet, built once from the document and what its
// ruleset derives of it: every part a renderer draws, each made by the function of this
// package that the editor's tabs call too. The printed sheet builds one per character and draws
// nothing else of the derivation's rows; the editor builds the parts as its tabs need them.
type Sheet struct {
	// Layout is the derivation the parts were made from, for what the model does not hand
	// out yet (the headline values, the armor and shield, the load, the budget).
	Layout *engine.Layout
	// Rules is the name of the rules the sheet is of, as a title gives it (RulesName).
	Rules string
	// Shape is how the rules' sheet takes what it holds (ShapeOf).
	Shape Shape
	// Problems are the derivation's problems, filed under the fields they are about and
	// worded in the reader's language.
	Problems Problems
	// Broken are the derivation's problems that break the rules (engine.Error), in the order
	// the rules give them: what a printed sheet says briefly on its first page.
	Broken     []engine.Problem
	Attributes []Attribute
	Values     []ValueGroup
	Weapons    WeaponTable
	Trackers   []Tracker
	Body       []BodyPart
	Skills     []Skill
	// SkillGroups are the rules' groups of skills with the document's skills placed in them
	// (SkillGroups); a blank sheet's hold the rules' catalogue only.
	SkillGroups []SkillGroup
	Traits      []Trait
	Gear        []Gear
	// Pool is the character's own dice, nil for rules without them.
	Pool *Pool
	// Life is the life points the sheet gives boxes for, with the damage taken of them; nil
	// for rules without (engine.Layout.Life).
	Life *engine.Life
	// Status is how the character is, in one value ("svårt skadad"), nil where the rules say
	// none; State is the character in play as its rules say it: life left, each wounded part,
	// each condition (engine.Layout.State).
	Status *engine.Value
	State  []engine.Value
	// Wounds are the document's wounds, with what was done about each.
	Wounds []Wound
	// Sections are the sections of boxes to tick beyond the body's: the conditions, then a
	// ruleset's own.
	Sections []Section
}

// New is the sheet of doc by ruleset rs, derived as view, its problems worded by w. A blank
// sheet passes a new document and blank, which gives the trackers counted by a character's
// value the boxes of most characters (Trackers).
func New(rs engine.Ruleset, doc *sheet.Character, view engine.View, w engine.Words, blank bool) Sheet {
	layout := view.Layout()
	problems := FileProblems(view.Problems(), w)
	desc := rs.Description()
	held := doc
	if blank {
		held = nil
	}
	var broken []engine.Problem
	for _, pr := range view.Problems() {
		if pr.Severity == engine.Error {
			broken = append(broken, pr)
		}
	}
	s := Sheet{
		Layout:      layout,
		Rules:       desc.Name,
		Shape:       ShapeOf(desc),
		Problems:    problems,
		Broken:      broken,
		Attributes:  Attributes(rs, doc, layout, problems),
		Values:      DerivedValues(layout),
		Weapons:     Weapons(rs, doc, layout, problems),
		Trackers:    Trackers(rs, doc, layout, blank),
		Body:        Body(rs, doc, layout, problems),
		Skills:      SkillRows(rs, doc, layout, problems),
		SkillGroups: SkillGroups(desc, held),
		Traits:      TraitRows(rs, doc, layout, problems),
		Gear:        GearRows(rs, doc, layout, problems),
		Pool:        PoolOf(layout),
		Wounds:      WoundsOf(layout),
		Sections:    Sections(rs, doc),
	}
	if layout != nil {
		s.Life, s.Status, s.State = layout.Life, layout.Status, layout.State
	}
	return s
}

// Of is the sheet of doc by ruleset rs as it is now, derived here, its problems worded by w;
// blank as for New.
func Of(rs engine.Ruleset, doc *sheet.Character, w engine.Words, blank bool) Sheet {
	return New(rs, doc, rs.Derive(doc), w, blank)
}

// A Derivation is what the rules derive of a character as a renderer holds it between two
// edits: the view, its layout of typed sections, and its problems filed under the fields they
// are about. The editor derives one on every change and builds each tab's parts from it as
// the tab is shown (Attributes, Weapons, Body, ...), where the paper builds them all at once
// (New).
type Derivation struct {
	View     engine.View
	Layout   *engine.Layout
	Problems Problems
}

// Derive is what rs derives of doc now, its problems worded by w.
func Derive(rs engine.Ruleset, doc *sheet.Character, w engine.Words) Derivation {
	view := rs.Derive(doc)
	return Derivation{View: view, Layout: view.Layout(), Problems: FileProblems(view.Problems(), w)}
}

// BlankDocument is a new, empty document of rs's rules, an NPC's where npc says so: what a
// blank sheet or block is drawn from. An NPC's is derived as one, for the rules give some
// values to NPCs alone.
func BlankDocument(rs engine.Ruleset, npc bool) *sheet.Character {
	doc := sheet.New(rs.Description().ID)
	doc.NPC = npc
	return doc
}
