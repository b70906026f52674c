package engine

// Derived is what every ruleset's derived view holds: the values in sheet order and the
// problems. A ruleset's own view embeds it, adds its typed values for `derive`, and so is a
// View.
type Derived struct {
	ProblemList []Problem `json:"problems"`
	values      []Value
}

// NewDerived is an empty view with room for capacity values, so adding them never grows the
// list: Derive runs on every keystroke.
func NewDerived(capacity int) Derived {
	return Derived{ProblemList: []Problem{}, values: make([]Value, 0, capacity)}
}

// Values lists the derived values in sheet order.
func (d *Derived) Values() []Value { return d.values }

// Problems lists what is wrong; SortProblems puts errors first.
func (d *Derived) Problems() []Problem { return d.ProblemList }

// Add appends a value.
func (d *Derived) Add(v Value) { d.values = append(d.values, v) }

// Problem records what is wrong with field.
func (d *Derived) Problem(s Severity, field, msg string) {
	d.ProblemList = append(d.ProblemList, Problem{Field: field, Severity: s, Message: msg})
}

// SortProblems puts the errors first, keeping the order within each severity.
func (d *Derived) SortProblems() { SortProblems(d.ProblemList) }
