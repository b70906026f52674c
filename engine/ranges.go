package engine

import (
	"math"
	"strconv"

	"rollformular/engine/fieldpath"
)

// Range is the values a number may take, both ends included.
type Range struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// Has reports whether v lies in the range.
func (r Range) Has(v int) bool { return v >= r.Min && v <= r.Max }

// HasFloat reports whether v lies in the range; NaN lies in none.
func (r Range) HasFloat(v float64) bool { return v >= float64(r.Min) && v <= float64(r.Max) }

// Clamp is v held to the range. It is for what a value drives (boxes drawn, dice rolled, a
// distribution), never for the value the document keeps or shows.
func (r Range) Clamp(v int) int { return min(max(v, r.Min), r.Max) }

// String is the range as the sheet and the command line write it: "0–99", "−2–6".
func (r Range) String() string { return minus(r.Min) + "–" + minus(r.Max) }

// Ends are the range's ends as the command line and docs/ranges.md write them: "−100", "100".
func (r Range) Ends() (lo, hi string) { return minus(r.Min), minus(r.Max) }

// minus writes n with the typographic minus, as every range in docs/ranges.md does.
func minus(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// Number is a number of the document beyond the attributes and the trackers (which carry
// their ranges themselves), with the range its rules allow. Path says where the document
// holds it: "skills.value" is the value of every skill, "state.packning" one member.
type Number struct {
	Path  fieldpath.Path `json:"path"`
	Label string         `json:"label"`
	Range
}

// TableRange is the range of the number at path of the rules' own tables ("weapons.hands",
// "armor.sp.H"), which a house-rules pack may change: TableRanges', else the document's number
// of the same path (a weapon's damage is the same number in the table and the document); ok
// is false where the rules give none.
func (d *Description) TableRange(path fieldpath.Path) (Number, bool) {
	for _, n := range d.TableRanges {
		if n.Path == path {
			return n, true
		}
	}
	return d.Number(path)
}

// Number is the ruleset's number at path; ok is false when the ruleset has none there.
func (d *Description) Number(path fieldpath.Path) (Number, bool) {
	for _, n := range d.Numbers {
		if n.Path == path {
			return n, true
		}
	}
	return Number{}, false
}

// Range is the attribute's range.
func (a Attribute) Range() Range { return Range{a.Min, a.Max} }

// Range is the tracker's range.
func (t Tracker) Range() Range { return Range{t.Min, t.Max} }

// OutOfRange flags v as an error of field when it lies outside r, in the words every
// ruleset's checks use: "Öde 40: ska vara från 1 till 30". It reports whether it did. The
// value is kept: the document is the user's, and the problem says what is wrong with it.
func (d *Derived) OutOfRange(field fieldpath.Path, label string, v int, r Range) bool {
	if r.Has(v) {
		return false
	}
	d.Problemf(Error, field, "%s %d: ska vara från %d till %d", label, v, r.Min, r.Max)
	return true
}

// Flag flags v, the attribute's value, when it lies outside the attribute's range. Derive
// checks every number on every keystroke, so the field's name is made only for a problem.
func (a Attribute) Flag(d *Derived, v int) {
	if !a.Range().Has(v) {
		d.OutOfRange(fieldpath.Attribute(a.ID), a.Label, v, a.Range())
	}
}

// Flag flags v, the tracker's value, when it lies outside the tracker's range.
func (t Tracker) Flag(d *Derived, v int) {
	if !t.Range().Has(v) {
		d.OutOfRange(fieldpath.State(t.ID), t.Label, v, t.Range())
	}
}

// Flag flags v when it lies outside n's range, as a problem of field about "owner: label"
// ("Svärd: stridsvärde"), or the label alone when owner is "". The name is made only for a
// problem.
func (n Number) Flag(d *Derived, field fieldpath.Path, owner string, v int) {
	if !n.Has(v) {
		d.OutOfRange(field, n.about(owner), v, n.Range)
	}
}

// FlagFloat is Flag for a number with decimals, such as a weight.
func (n Number) FlagFloat(d *Derived, field fieldpath.Path, owner string, v float64) {
	if !n.HasFloat(v) {
		d.OutOfRangeFloat(field, n.about(owner), v, n.Range)
	}
}

func (n Number) about(owner string) string {
	if owner == "" {
		return n.Label
	}
	return owner + ": " + n.Label
}

// RangeError is the error of an action or a roll given v outside r, in the words of
// OutOfRange; nil when v is in r. The label is a term, or a Text worded with the error.
func RangeError[L string | Text](label L, v int, r Range) error {
	if r.Has(v) {
		return nil
	}
	return Errorf("%s %d: ska vara från %d till %d", label, v, r.Min, r.Max)
}

// OutOfRangeFloat is OutOfRange for a number with decimals, such as a weight.
func (d *Derived) OutOfRangeFloat(field fieldpath.Path, label string, v float64, r Range) bool {
	if r.HasFloat(v) {
		return false
	}
	d.Problemf(Error, field, "%s %s: ska vara från %d till %d", label, strconv.FormatFloat(v, 'g', 6, 64), r.Min, r.Max)
	return true
}

// Far bounds every number the rules compute with. Each number of a document has a range far
// inside it, so a value past Far is flagged already; computing with it held at ±Far keeps sums
// of many such numbers, and products of two, exact in an int instead of wrapping around into
// nonsense (a negative LP, a pool of −9 dice).
const Far = 1 << 30

// Sane is v held at ±Far, for arithmetic on a number read from a document or typed in.
func Sane(v int) int { return min(max(v, -Far), Far) }

// SaneFloat is v held at ±Far, and 0 for NaN.
func SaneFloat(v float64) float64 {
	if math.IsNaN(v) {
		return 0
	}
	return math.Min(math.Max(v, -Far), Far)
}

// Plus is a + b held at the ends of int instead of wrapping around: rules functions take any
// int the editor or the command line passes, and a wrapped sum turns a certain success into a
// certain failure.
func Plus(a, b int) int {
	s := a + b
	switch {
	case a > 0 && b > 0 && s < 0:
		return math.MaxInt
	case a < 0 && b < 0 && s >= 0:
		return math.MinInt
	}
	return s
}

// Minus is a − b held at the ends of int, as Plus is.
func Minus(a, b int) int {
	if b == math.MinInt {
		if a >= 0 {
			return math.MaxInt
		}
		return a - b // a < 0: a − MinInt = a + 2^63 fits
	}
	return Plus(a, -b)
}

// ModRange is the modification a roll may take, typed or on the command line. The largest the
// rules texts name is −10 (sprinting, ducking a firearm); ±100 leaves the game master room,
// and past it no roll of a value in its range changes its odds any more.
var ModRange = Range{-100, 100}
