package sheet

import (
	"bytes"
	"fmt"
	"math"
	"strconv"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// Members are the members of one object of the document that sheet does not know: those a
// ruleset keeps on a row of its own (a skill's spent dice, a wound's laser flag), which the
// ruleset reads and writes through a Member key, and those of a newer version or written by
// hand, kept so that saving loses nothing. sheet knows only what every ruleset may hold, so
// it does not change when a ruleset is added.
//
// Every struct of the document has one, and keeps with it the order its object was read in,
// known members included: a document is saved to the bytes it was read from, whatever the
// ruleset moved out of sheet since the file was written. A member set by the program that
// the file did not have is written after those it had.
//
// The zero Members is empty. A Members is shared by the copies of its struct until one of
// them is changed through its methods, which copy first; Clone copies it.
type Members struct {
	list  []member
	order []string // every member name of the object as read; nil for one made by the program
}

type member struct {
	name  string
	value jsontext.Value
}

// Raw is the JSON of the member name, and whether there is one.
func (m Members) Raw(name string) (jsontext.Value, bool) {
	for _, x := range m.list {
		if x.name == name {
			return x.value, true
		}
	}
	return nil, false
}

// SetRaw sets the member name to the JSON value v, a valid JSON value the caller no longer
// changes. A member already there keeps its place.
func (m *Members) SetRaw(name string, v jsontext.Value) {
	m.list = cloneMembers(m.list)
	for i := range m.list {
		if m.list[i].name == name {
			m.list[i].value = v
			return
		}
	}
	m.list = append(m.list, member{name, v})
}

// Delete removes the member name, if there is one.
func (m *Members) Delete(name string) {
	for i, x := range m.list {
		if x.name == name {
			list := cloneMembers(m.list)
			m.list = append(list[:i], list[i+1:]...)
			return
		}
	}
}

// Len is how many members there are.
func (m Members) Len() int { return len(m.list) }

// Names are the members' names, in their order.
func (m Members) Names() []string {
	names := make([]string, len(m.list))
	for i, x := range m.list {
		names[i] = x.name
	}
	return names
}

// cloneMembers copies a list before a change, so that no copy of the struct sharing it sees
// the change.
func cloneMembers(list []member) []member {
	if list == nil {
		return nil
	}
	out := make([]member, len(list), len(list)+1)
	copy(out, list)
	return out
}

func (m Members) clone() Members {
	out := Members{order: m.order} // the order is never changed in place
	if m.list != nil {
		out.list = make([]member, len(m.list))
		for i, x := range m.list {
			out.list[i] = member{x.name, bytes.Clone(x.value)}
		}
	}
	return out
}

// equal compares the members by name and raw JSON, byte for byte, in any order: the order
// read is kept for saving and is no part of what the document says.
func (m Members) equal(o Members) bool {
	if len(m.list) != len(o.list) {
		return false
	}
	for _, x := range m.list {
		if v, ok := o.Raw(x.name); !ok || !bytes.Equal(v, x.value) {
			return false
		}
	}
	return true
}

// set is SetRaw while decoding: a member given twice is taken as encoding/json took it, the
// last one winning, in the place of the first.
func (m *Members) set(name string, v jsontext.Value) {
	for i := range m.list {
		if m.list[i].name == name {
			m.list[i].value = v
			return
		}
	}
	m.list = append(m.list, member{name, v})
}

// Scalar is what a member of a ruleset's own may hold.
type Scalar interface {
	int | bool | string | float64
}

// Member is the name of a member a ruleset keeps on a row of the document, typed: a ruleset
// declares each of its members once (`var spent = sheet.Member[int]("spent")`) and reads and
// writes it only through that, so a misspelt name is a compile error, not a value that is
// silently 0. A zero value is left out of the file, as the document's own numbers and flags
// are.
type Member[T Scalar] string

// Get is the member's value in m: the zero value when m has none, or one of another type
// (Check reports that; the member is kept as it is, to be saved back unchanged).
func (k Member[T]) Get(m Members) T {
	v, _ := k.read(m)
	return v
}

// Check says what is wrong with the member's value in m, when it is not a T: "text, not a
// whole number". It is nil when m has no such member.
func (k Member[T]) Check(m Members) error {
	_, err := k.read(m)
	return err
}

// Set sets the member's value in m; the zero value removes the member.
func (k Member[T]) Set(m *Members, v T) {
	var zero T
	if v == zero {
		m.Delete(string(k))
		return
	}
	raw, err := json.Marshal(v, writeOptions)
	if err != nil {
		// An int, bool, string or float64 always encodes, but for a NaN or an infinity,
		// which no field lets through: leaving the member out is its zero.
		m.Delete(string(k))
		return
	}
	m.SetRaw(string(k), raw)
}

func (k Member[T]) read(m Members) (T, error) {
	var zero T
	raw, ok := m.Raw(string(k))
	if !ok {
		return zero, nil
	}
	// A switch on the zero value, not on a pointer to the result: a pointer put in an
	// interface escapes, and every read would allocate.
	var v any
	var err error
	switch any(zero).(type) {
	case int:
		v, err = rawInt(raw)
	case bool:
		v, err = rawBool(raw)
	case string:
		v, err = rawText(raw)
	case float64:
		v, err = rawFloat(raw)
	}
	if err != nil {
		return zero, err
	}
	return v.(T), nil
}

func rawBool(raw jsontext.Value) (bool, error) {
	switch string(raw) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, wrongKind(raw, "true or false")
}

func rawText(raw jsontext.Value) (string, error) {
	if raw.Kind() != '"' {
		return "", wrongKind(raw, "text")
	}
	var s string
	err := json.Unmarshal(raw, &s, readOptions)
	return s, err
}

func rawFloat(raw jsontext.Value) (float64, error) {
	if raw.Kind() != '0' {
		return 0, wrongKind(raw, "a number")
	}
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil {
		return 0, fmt.Errorf("the number %s, too large", cutShort(string(raw)))
	}
	return f, nil
}

// rawInt reads a JSON whole number without allocating: the rules read members on every
// keystroke.
func rawInt(raw jsontext.Value) (int, error) {
	s := raw
	neg := len(s) > 0 && s[0] == '-'
	if neg {
		s = s[1:]
	}
	if len(s) == 0 {
		return 0, wrongKind(raw, "a whole number")
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, wrongKind(raw, "a whole number")
		}
		d := int(c - '0')
		if n > (math.MaxInt-d)/10 {
			// math.MinInt too: no rule counts that far.
			return 0, fmt.Errorf("the number %s, too large", cutShort(string(raw)))
		}
		n = n*10 + d
	}
	if neg {
		n = -n
	}
	return n, nil
}

// wrongKind says what a member holds instead of what it should.
func wrongKind(raw jsontext.Value, want string) error {
	got := string(kindName(raw.Kind()))
	if raw.Kind() == '0' {
		got = "the number " + cutShort(string(raw))
	}
	return fmt.Errorf("%s, not %s", got, want)
}

// Field is a member with its value, for building a row in one expression:
// sheet.Skill{ID: "skytte", Members: sheet.MembersOf(spent.Is(2))}.
type Field struct{ set func(*Members) }

// Is is the member with the value v, for MembersOf.
func (k Member[T]) Is(v T) Field { return Field{func(m *Members) { k.Set(m, v) }} }

// MembersOf is the members holding fields; one of zero value is left out, as Set leaves it.
func MembersOf(fields ...Field) Members {
	var m Members
	for _, f := range fields {
		f.set(&m)
	}
	return m
}
