package engine

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// List is one of the document's lists whose rows a ruleset may keep members of its own on.
type List int

const (
	SkillList List = iota
	WeaponList
	WoundList
	TraitList
	GearList
)

// ColumnKind is what a Column holds.
type ColumnKind int

const (
	NumberColumn  ColumnKind = iota // a whole number, in Range
	DecimalColumn                   // a number with a fraction: ¼ box, 1.5 kg; in Range
	FlagColumn                      // yes or no
	TextColumn                      // a line of text
)

// Edit says where the editor asks for a Column.
type Edit int

const (
	// OnRow is an input on every row of the list.
	OnRow Edit = 1 << iota
	// OnAdd is a field of the dialog that adds a row of the player's own, where the catalog
	// would have given the value: a weapon's load boxes.
	OnAdd
)

// Column is a member a ruleset keeps on the rows of one of the document's lists, beyond those
// sheet knows: a skill's spent dice, a weapon's reach, a wound's laser flag. The ruleset reads
// and writes it through its typed sheet.Member; the editor shows it by its Kind where Edit
// says, and no ruleset needs a field of sheet of its own. Make one with NumberOf, DecimalOf,
// FlagOf or TextOf, which tie the Key to its type.
type Column struct {
	List  List
	Key   string // the member's name in the document
	Label string // in Swedish, worded through the ruleset's Words
	Kind  ColumnKind
	// Range is what a number may be, as docs/ranges.md writes it down; the ruleset flags a
	// value outside it with its own words.
	Range Range
	// Hint is the placeholder of an empty input: "0–1", "¼".
	Hint string
	// Edit is where the editor asks for it; 0 for a member only the rules set (a wound's
	// laser flag, the bleeding rolls counted).
	Edit Edit
	// Set marks a flag that a row the player adds starts with: a trait chosen while making
	// the character is one of its background.
	Set bool
}

// NewRow is the members a row the player adds to list starts with: the flags of cols that
// are Set.
func NewRow(cols []Column, list List) sheet.Members {
	var m sheet.Members
	for _, col := range cols {
		if col.List == list && col.Kind == FlagColumn && col.Set {
			col.SetFlag(&m, true)
		}
	}
	return m
}

// NumberOf is a column of whole numbers.
func NumberOf(list List, key sheet.Member[int], label string, r Range, edit Edit) Column {
	return Column{List: list, Key: string(key), Label: label, Kind: NumberColumn, Range: r, Edit: edit}
}

// DecimalOf is a column of numbers with fractions.
func DecimalOf(list List, key sheet.Member[float64], label string, r Range, hint string, edit Edit) Column {
	return Column{List: list, Key: string(key), Label: label, Kind: DecimalColumn, Range: r, Hint: hint, Edit: edit}
}

// FlagOf is a column of yes or no.
func FlagOf(list List, key sheet.Member[bool], label string, edit Edit) Column {
	return Column{List: list, Key: string(key), Label: label, Kind: FlagColumn, Edit: edit}
}

// TextOf is a column of text.
func TextOf(list List, key sheet.Member[string], label, hint string, edit Edit) Column {
	return Column{List: list, Key: string(key), Label: label, Kind: TextColumn, Hint: hint, Edit: edit}
}

// RowCount is how many rows list has in c.
func RowCount(c *sheet.Character, list List) int {
	switch list {
	case SkillList:
		return len(c.Skills)
	case WeaponList:
		return len(c.Weapons)
	case WoundList:
		return len(c.Wounds)
	case TraitList:
		return len(c.Traits)
	case GearList:
		return len(c.Gear)
	}
	return 0
}

// RowMembers are the Members of row i of list in c, to be read and written in place.
func RowMembers(c *sheet.Character, list List, i int) *sheet.Members {
	switch list {
	case SkillList:
		return &c.Skills[i].Members
	case WeaponList:
		return &c.Weapons[i].Members
	case WoundList:
		return &c.Wounds[i].Members
	case TraitList:
		return &c.Traits[i].Members
	case GearList:
		return &c.Gear[i].Members
	}
	panic(fmt.Sprintf("engine: no list %d", list)) // a List is one of the constants above
}

// listNames are the lists as the document names them, for the field of a problem.
var listNames = [...]string{SkillList: "skills", WeaponList: "weapons", WoundList: "wounds", TraitList: "traits", GearList: "gear"}

// Field is the problem field of the column's member on row i: "skills.3.spent".
func (col Column) Field(i int) fieldpath.Path {
	return rowPaths[col.List](i).Of(col.Key)
}

// rowPaths are the paths of the lists' rows.
var rowPaths = [...]func(int) fieldpath.Path{SkillList: fieldpath.Skill, WeaponList: fieldpath.Weapon, WoundList: fieldpath.Wound,
	TraitList: fieldpath.Trait, GearList: fieldpath.Gear}

// Int, Float, Flag and Text read the column's member of a row: the zero value when the row
// has none, or one of another type, which CheckColumns reports.
func (col Column) Int(m sheet.Members) int          { return sheet.Member[int](col.Key).Get(m) }
func (col Column) Float(m sheet.Members) float64    { return sheet.Member[float64](col.Key).Get(m) }
func (col Column) Flag(m sheet.Members) bool        { return sheet.Member[bool](col.Key).Get(m) }
func (col Column) Text(m sheet.Members) string      { return sheet.Member[string](col.Key).Get(m) }
func (col Column) SetInt(m *sheet.Members, v int)   { sheet.Member[int](col.Key).Set(m, v) }
func (col Column) SetFlag(m *sheet.Members, v bool) { sheet.Member[bool](col.Key).Set(m, v) }
func (col Column) SetText(m *sheet.Members, v string) {
	sheet.Member[string](col.Key).Set(m, v)
}
func (col Column) SetFloat(m *sheet.Members, v float64) {
	sheet.Member[float64](col.Key).Set(m, v)
}

// check says what is wrong with the type of the column's member in m.
func (col Column) check(m sheet.Members) error {
	switch col.Kind {
	case NumberColumn:
		return sheet.Member[int](col.Key).Check(m)
	case DecimalColumn:
		return sheet.Member[float64](col.Key).Check(m)
	case FlagColumn:
		return sheet.Member[bool](col.Key).Check(m)
	}
	return sheet.Member[string](col.Key).Check(m)
}

// CheckColumns flags every member of c's rows that is not of its column's type: the file
// holds it as it was, and the rules read it as 0, so the player must see it. A ruleset calls
// it from Derive with its Description's Columns.
func (d *Derived) CheckColumns(c *sheet.Character, cols []Column) {
	for _, col := range cols {
		for i := range RowCount(c, col.List) {
			m := RowMembers(c, col.List, i)
			if col.check(*m) == nil {
				continue
			}
			raw, _ := m.Raw(col.Key)
			field, list, got := col.Field(i), listNames[col.List], shortJSON(raw)
			switch col.Kind {
			case NumberColumn:
				d.Problemf(Error, field, "%s rad %d: %s ska vara ett heltal, inte %s", list, i+1, col.Key, got)
			case DecimalColumn:
				d.Problemf(Error, field, "%s rad %d: %s ska vara ett tal, inte %s", list, i+1, col.Key, got)
			case FlagColumn:
				d.Problemf(Error, field, "%s rad %d: %s ska vara true eller false, inte %s", list, i+1, col.Key, got)
			default:
				d.Problemf(Error, field, "%s rad %d: %s ska vara text, inte %s", list, i+1, col.Key, got)
			}
		}
	}
}

// shortJSON is a member's JSON for a message, on one short line.
func shortJSON(raw []byte) string {
	s := strings.Join(strings.Fields(string(raw)), " ")
	if utf8.RuneCountInString(s) > 40 {
		s = string([]rune(s)[:40]) + "…"
	}
	return s
}
