package engine

import (
	"fmt"

	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Derived is what every ruleset's derived view holds: the values in sheet order and the
// problems. A ruleset's own view embeds it, adds its typed values for `derive`, and so is a
// View.
type Derived struct {
	ProblemList []Problem `json:"problems"`
	// Sheet is the derived values in the places the screens give them.
	Sheet Layout `json:"-"`
	// doc and house are the character and its rules' house rules, kept by Begin for Finish.
	doc   *sheet.Character
	house []HouseRule
}

// NewDerived is an empty view of c with room for capacity derived values and a row for each
// entry of c's lists, so adding them never grows a list: Derive runs on every keystroke.
func NewDerived(c *sheet.Character, capacity int) Derived {
	// One allocation for the five lists, not five: Derive runs on every keystroke. Each list is
	// cut off at its own capacity, so an append past it moves that list alone.
	all := make([]Value, capacity+len(c.Skills)+len(c.Weapons)+len(c.Traits)+len(c.Gear))
	next := func(n int) []Value {
		part := all[:n:n]
		all = all[n:]
		return part
	}
	values := next(capacity)[:0]
	return Derived{ProblemList: []Problem{}, Sheet: Layout{Values: values,
		Skills: next(len(c.Skills)), Weapons: next(len(c.Weapons)), Traits: next(len(c.Traits)), Gear: next(len(c.Gear))}}
}

// Values lists every derived value of every section.
func (d *Derived) Values() []Value { return d.Sheet.AllValues() }

// Layout is the derived values in the places the screens give them.
func (d *Derived) Layout() *Layout { return &d.Sheet }

// Problems lists what is wrong; SortProblems puts errors first.
func (d *Derived) Problems() []Problem { return d.ProblemList }

// Add appends a derived value to the sheet's derived values.
func (d *Derived) Add(v Value) { d.Sheet.Values = append(d.Sheet.Values, v) }

// Problem records what is wrong with field, a message already worded, which stays as it is
// in either language. Problemf words its message in the reader's language.
func (d *Derived) Problem(s Severity, field fieldpath.Path, msg string) {
	d.ProblemList = append(d.ProblemList, Problem{Field: field, Severity: s, Message: msg})
}

// Problemf records what is wrong with field, a Swedish fmt format worded in the reader's
// language when shown (Words); Message holds it in Swedish.
func (d *Derived) Problemf(s Severity, field fieldpath.Path, format string, args ...any) {
	d.ProblemList = append(d.ProblemList, Problem{Field: field, Severity: s, Message: fmt.Sprintf(format, args...),
		Text: func(w Words) string { return w.F(format, args...) }})
}

// SortProblems puts the errors first, keeping the order within each severity.
func (d *Derived) SortProblems() { SortProblems(d.ProblemList) }
