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
	// out yet (the life points, the state, the wounds).
	Layout *engine.Layout
	// Problems are the derivation's problems, filed under the fields they are about and
	// worded in the reader's language.
	Problems   Problems
	Attributes []Attribute
	Values     []ValueGroup
	Weapons    WeaponTable
	Trackers   []Tracker
	Body       []BodyPart
	Skills     []Skill
	Traits     []Trait
	Gear       []Gear
	// Pool is the character's own dice, nil for rules without them.
	Pool *Pool
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
	return Sheet{
		Layout:     layout,
		Problems:   problems,
		Attributes: Attributes(rs, doc, layout, problems),
		Values:     DerivedValues(layout),
		Weapons:    Weapons(rs, doc, layout, problems),
		Trackers:   Trackers(rs, doc, layout, blank),
		Body:       Body(rs, doc, layout, problems),
		Skills:     SkillRows(rs, doc, layout, problems),
		Traits:     TraitRows(rs, doc, layout, problems),
		Gear:       GearRows(rs, doc, layout, problems),
		Pool:       PoolOf(layout),
		Sections:   Sections(rs, doc),
	}
}
