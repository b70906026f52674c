package engine

import (
	"cmp"
	"slices"

	"rollformular/engine/fieldpath"
)

// Layout is a derived character sorted into the places the editor and the printed sheet give
// it. A ruleset fills the sections its rules have and leaves the others empty; the screens
// render what is there and know no ruleset, value or game term by name. A value moved from one
// section to another, or a section renamed, is a compile error or a changed golden, never a
// row that silently vanishes.
type Layout struct {
	// Values are the derived values in sheet order. Group heads the section a value belongs
	// to; "" marks the main values, which an NPC block shows too.
	Values []Value
	// Attributes are what each attribute gives beside its value, a row per attribute id
	// (AttributeRow finds one). BodyParts are each body part's points, a row per body part id
	// (BodyPartRow finds one). They are lists, not maps: a row is two Values, which a map
	// keeps apart from its keys in an allocation each, on every keystroke.
	Attributes []AttributeRow
	BodyParts  []BodyPartRow
	// Skills, Weapons, Traits and Gear are the document's lists: row i derives the list's
	// i-th entry. A row the ruleset derives nothing for has an empty Label.
	Skills, Weapons, Traits, Gear []Value
	// SkillDice are the skills' pools of dice, row i for the i-th skill, where a skill is a
	// pool spent in play; nil otherwise.
	SkillDice []Dice
	// Armor is what the armor worn on the whole body gives, for a ruleset without body parts.
	Armor []Value
	// Equipment is what the equipment as a whole costs the character.
	Equipment []Value
	// Shield is the shield carried, Text its SP ("SP 3"), the rules' own where the document
	// gives none; nil without a shield.
	Shield *Value
	// Budget is what the traits cost against what the character may spend; nil without one.
	Budget *Value
	// Load is what the character carries; nil for a ruleset that does not count load.
	Load *Load
	// State is the character in play: life left, how each wounded part is, each condition.
	State []Value
	// Wounds are the document's wounds, row i for its i-th: Label is the body part it is on
	// ("" for a wound straight to life, or where there are no body parts), Text its damage
	// and type, Note what has been done about it.
	Wounds []Value
	// Status is the one value of State an NPC block shows, once the character is wounded; nil
	// before.
	Status *Value
	// Life is the life points the printed sheet gives boxes to tick; nil without them.
	Life *Life
	// Pool is the character's own dice; nil for a ruleset without them.
	Pool *Pool
	// Ranges are the ranges the rules narrow by the character, beyond those any document may
	// hold (Description.Numbers): odestarningar's fv at most twice the hero's öde. Nil for
	// none.
	Ranges []Number
}

// RangeOf is the range the rules allow path of this character where it is narrower than the
// one any document may hold; false for a path whose range is the document's.
func (l *Layout) RangeOf(path fieldpath.Path) (Range, bool) {
	for _, n := range l.Ranges {
		if n.Path == path {
			return n.Range, true
		}
	}
	return Range{}, false
}

// Dice are a pool of dice the sheet draws as boxes, the spent ones ticked.
type Dice struct {
	Have, Spent int
}

// AttributeRow is what an attribute gives beside its value; a part with an empty Label is
// not given.
type AttributeRow struct {
	ID       string // the attribute's
	Roll     Value  // the roll against the attribute, with its odds
	Training Value  // how far training may take it
}

// BodyPartRow is one body part's points; a part with an empty Label is not given.
type BodyPartRow struct {
	ID string // the body part's
	KP Value  // what the part takes
	SP Value  // what the armor worn there stops
	// Armored says SP stops something: an NPC block lists only those parts.
	Armored bool
	// Damage is the damage the part has taken, in points: the printed sheet ticks as many of
	// its KP boxes.
	Damage int
	// Multiples is how many times its KP the part's wounds count to, the last being the
	// worst (spelsystemet's 1×, 2× and 3×KP): the paper draws a row of KP boxes for each, so
	// damage past the first is ticked too. 0 and 1 draw one row.
	Multiples int
}

// Load is the load a character carries, counted in boxes.
type Load struct {
	Capacity, Carried Value   // what can be carried and what is, with how each was reached
	Boxes             float64 // the boxes carried, quarters included
	Free              int     // the boxes carried without penalty
}

// Life is a character's life points as boxes to tick: one per point of damage the character
// survives, those past Max the heavier.
type Life struct {
	Title string // the heading of the printed section: "Livspoäng och trötthet"
	Abbr  string // "LP"
	Max   int
	// Boxes is how many boxes to draw, at most what the rules' largest character takes,
	// whatever a document says.
	Boxes int
	// Mark is where the damage starts doing something else: the printed boxes have a
	// heavier line after every Mark of them (spelsystemet's 0 LP, past which the boxes are
	// the heavier half; intensitet's Sargad). 0 draws none.
	Mark int
	// Note says what the boxes mean: "13; medvetslös vid 0, död vid 26 skada".
	Note string
	// Left is what is left of them, when the character is hurt; nil when unhurt.
	Left *Value
	// Taken is the damage taken, in points: the printed sheet shades as many boxes.
	Taken int
}

// Pool is a character's own dice.
type Pool struct {
	Label             string // "Ödestärningar"
	Have, Ready, Lost int    // those it has, those ready this round, those wounds and fate keep
	// Note says what the numbers mean, beside the printed boxes: "3 kvar, 2 redo denna sr".
	Note Text
}

// AllValues lists every value of every section, in the order of the sections above; the
// explanations `derive` prints are theirs. Armor, Equipment, Shield, Budget and Load may repeat values
// of Values (what the rules count among the derived values, and a tab shows again); those are
// listed once.
func (l *Layout) AllValues() []Value {
	out := make([]Value, 0, len(l.Values)+len(l.Skills)+len(l.Weapons)+len(l.Traits)+len(l.Gear)+len(l.State)+2*len(l.Attributes)+2*len(l.BodyParts)+8)
	out = append(out, l.Values...)
	for _, row := range slices.SortedFunc(slices.Values(l.Attributes), func(a, b AttributeRow) int { return cmp.Compare(a.ID, b.ID) }) {
		out = appendSome(out, &row.Roll, &row.Training)
	}
	for _, row := range slices.SortedFunc(slices.Values(l.BodyParts), func(a, b BodyPartRow) int { return cmp.Compare(a.ID, b.ID) }) {
		out = appendSome(out, &row.KP, &row.SP)
	}
	for _, rows := range [][]Value{l.Skills, l.Weapons, l.Traits, l.Gear} {
		out = append(out, Shown(rows)...)
	}
	out = append(out, l.State...)
	repeats := slices.Concat(l.Armor, l.Equipment)
	repeats = appendSome(repeats, l.Shield, l.Budget)
	if l.Load != nil {
		repeats = append(repeats, l.Load.Capacity, l.Load.Carried)
	}
	for _, v := range repeats {
		if !slices.ContainsFunc(l.Values, func(x Value) bool { return x.ID == v.ID }) {
			out = append(out, v)
		}
	}
	return out
}

// Find is the value with id in any section: for the data of a description that names a
// derived value, such as the one a tracker takes its boxes from.
func (l *Layout) Find(id string) (Value, bool) {
	for _, v := range l.AllValues() {
		if v.ID == id {
			return v, true
		}
	}
	return Value{}, false
}

// Row sets row i of rows, a list of the document's, to v, growing it with empty rows.
func Row[T any](rows *[]T, i int, v T) {
	var empty T
	for len(*rows) <= i {
		*rows = append(*rows, empty)
	}
	(*rows)[i] = v
}

// At is row i of rows, or an empty row past its end.
func At(rows []Value, i int) Value {
	if i < 0 || i >= len(rows) {
		return Value{}
	}
	return rows[i]
}

// Attribute sets what attribute id gives beside its value; nil leaves a part as it is. A
// ruleset that knows how many rows it sets may make Attributes with room for them first.
func (l *Layout) Attribute(id string, roll, training *Value) {
	row := rowOf(&l.Attributes, func(r *AttributeRow) bool { return r.ID == id })
	row.ID = id
	if roll != nil {
		row.Roll = *roll
	}
	if training != nil {
		row.Training = *training
	}
}

// BodyPart sets what body part id takes and stops; nil leaves a part as it is. A ruleset that
// knows how many rows it sets may make BodyParts with room for them first. It returns the
// row, for the rest of what the ruleset knows of the part.
func (l *Layout) BodyPart(id string, kp, sp *Value, armored bool) *BodyPartRow {
	row := rowOf(&l.BodyParts, func(r *BodyPartRow) bool { return r.ID == id })
	row.ID = id
	if kp != nil {
		row.KP = *kp
	}
	if sp != nil {
		row.SP, row.Armored = *sp, armored
	}
	return row
}

// AttributeRow is what attribute id gives beside its value; an empty row when nothing is given.
func (l *Layout) AttributeRow(id string) AttributeRow {
	if row := find(l.Attributes, func(r *AttributeRow) bool { return r.ID == id }); row != nil {
		return *row
	}
	return AttributeRow{}
}

// BodyPartRow is what body part id takes and stops; an empty row when nothing is given.
func (l *Layout) BodyPartRow(id string) BodyPartRow {
	if row := find(l.BodyParts, func(r *BodyPartRow) bool { return r.ID == id }); row != nil {
		return *row
	}
	return BodyPartRow{}
}

// find is the first of rows that is says is the one, or nil.
func find[T any](rows []T, is func(*T) bool) *T {
	for i := range rows {
		if is(&rows[i]) {
			return &rows[i]
		}
	}
	return nil
}

// rowOf is the first of *rows that is says is the one, added when there is none.
func rowOf[T any](rows *[]T, is func(*T) bool) *T {
	if row := find(*rows, is); row != nil {
		return row
	}
	if *rows == nil {
		*rows = make([]T, 0, 8) // room for a sheet's usual few
	}
	var empty T
	*rows = append(*rows, empty)
	return &(*rows)[len(*rows)-1]
}

// appendSome appends the values of vs that are given: not nil, with a Label.
func appendSome(out []Value, vs ...*Value) []Value {
	for _, v := range vs {
		if v != nil && v.Label != "" {
			out = append(out, *v)
		}
	}
	return out
}

// Shown is the rows of rows that derive something, in order.
func Shown(rows []Value) []Value {
	out := make([]Value, 0, len(rows))
	for _, v := range rows {
		if v.Label != "" {
			out = append(out, v)
		}
	}
	return out
}
