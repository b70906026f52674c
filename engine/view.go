package engine

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"rollformular/engine/fieldpath"
)

// View is what a ruleset derived from a character. The concrete type belongs to the ruleset and
// encodes to the JSON that `rollformular derive` prints; the methods here are what the editor
// and the PDF need without knowing the ruleset.
type View interface {
	// Layout is the derived values in the places the editor and the printed sheet give them.
	Layout() *Layout
	// Values lists every derived value, each with its explanation, for `derive`.
	Values() []Value
	// Problems lists what is wrong with the character, most serious first.
	Problems() []Problem
}

// Value is one derived value, ready to show. Where it shows is the Layout section it is in.
type Value struct {
	ID    string // stable, the key of its explanation in `derive`: "lp", "g", "kp.huvud"
	Group string // the heading of the section it belongs to: "Kroppspoäng"; "" for the main values
	Abbr  string // "LP"
	Label string // "Livspoäng"
	Text  string // the value as shown: "13", "1T8"
	// Worded is Text in the reader's language, for a value whose text has words around its
	// numbers and terms ("9 av 9", "oskadd"); nil when Text is the same in either. In Swedish
	// it is Text.
	Worded Text
	// LabelWorded is Label in the reader's language where the label is made of names
	// ("Närstridsanfall med Svärd"); nil where the editor words Label as it is.
	LabelWorded Text
	// Odds are the exact odds of rolling against the value, for the values one rolls against:
	// "lyckas 65 % · krit 5 % · fummel 5 %".
	Odds Text
	// Rolls is the roll ▶ makes against a value of Values on its own, such as a defence's
	// (framgångsslag's "Gard (MV)"), for the table view to offer beside the value's Odds; nil
	// for a value rolled only through a form, or not at all. Attributes, skills and weapons
	// roll as what they are and need none.
	Rolls *What
	// Detail is a short second fact printed beside the value: a weapon's "L 1" or "Eh 1/2,
	// Sv 60 m".
	Detail Text
	// Block marks a value of a group that an NPC block shows too: a horde's values, the
	// character's attacks.
	Block bool
	// Note is a line about the value beyond how it was reached, which a row shows under it:
	// a skill's study time. Nil for none.
	Note Text
	// Why says how the value was reached: "LP = (HÄL 12 + STO 13) / 2 = 13 (avrundat uppåt)".
	// It is worked out when asked for: Derive runs on every keystroke, and most of its
	// explanations are never read.
	Why Text
}

// TextIn is the value's text in w's language.
func (v Value) TextIn(w Words) string { return v.Worded.InOr(w, v.Text) }

// LabelIn is the value's label in w's language.
func (v Value) LabelIn(w Words) string {
	if v.LabelWorded != nil {
		return v.LabelWorded(w)
	}
	return w.F(v.Label)
}

// Severity says whether a problem makes the character invalid or only deserves a look.
type Severity string

const (
	Error   Severity = "error"
	Warning Severity = "warning"
)

// Problem is one thing wrong with a character.
type Problem struct {
	Field    fieldpath.Path `json:"field"` // what it is about: "attributes.hal"
	Severity Severity       `json:"severity"`
	Message  string         `json:"message"` // in Swedish
	// Text is the message worded in the reader's language; nil when Message is all there is.
	Text Text `json:"-"`
}

// In is the problem's message in w's language.
func (p Problem) In(w Words) string {
	if p.Text == nil {
		return p.Message
	}
	return p.Text(w)
}

// SortProblems puts errors before warnings, keeping the order within each.
func SortProblems(problems []Problem) {
	slices.SortStableFunc(problems, func(x, y Problem) int { return rank(x.Severity) - rank(y.Severity) })
}

func rank(s Severity) int {
	if s == Error {
		return 0
	}
	return 1
}

// Explained encodes view, a ruleset's derived values that encode to a JSON object, with the
// member "explanations" added last: every value's Why by value id, in w's language, as
// `derive` prints.
func Explained(view View, w Words) ([]byte, error) {
	// The problems are worded in w's language for the JSON, and put back as they were after.
	problems := view.Problems()
	swedish := make([]string, len(problems))
	for i := range problems {
		swedish[i], problems[i].Message = problems[i].Message, problems[i].In(w)
	}
	defer func() {
		for i := range problems {
			problems[i].Message = swedish[i]
		}
	}()
	values := view.Values()
	why := make(map[string]string, len(values))
	for _, val := range values {
		why[val.ID] = val.Why.In(w)
	}
	v := view
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	more, err := json.Marshal(why)
	if err != nil {
		return nil, err
	}
	if len(data) < 2 || data[len(data)-1] != '}' {
		return nil, fmt.Errorf("derived values encode to %.20s…, not an object", data)
	}
	out := append(data[:len(data)-1:len(data)-1], []byte(`,"explanations":`)...)
	if string(data) == "{}" {
		out = append(data[:1:1], []byte(`"explanations":`)...)
	}
	out = append(out, more...)
	return append(out, '}'), nil
}

// Labelled is a label with its abbreviation before it, "Sh Snabbhet", "T Trötthet", except
// where the label spells the abbreviation out ("Bärf", "Bärförmåga"; "Vit", "Spenderade
// vitalitetspoäng"; "Kasta", "Skottvidd, kast") or says it already as a word of its own ("LP",
// "LP kvar"; "Sr", "Kvar denna sr"): then the label alone, which read "LP LP kvar" and, in
// English, "Sr Left this sr" and "Vit Spent vitalitetspoäng".
func Labelled(abbr, label string) string {
	a := strings.ToLower(abbr)
	if abbr == "" || len([]rune(a)) > 2 && strings.HasPrefix(strings.ToLower(label), a) { // "Ta-stryk", "Ta-stryk-faktor"
		return label
	}
	for _, w := range strings.FieldsFunc(label, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '/' }) {
		w = strings.ToLower(w)
		// Three letters or more say the word: "Vit" is vitalitetspoäng, "Kasta" is kast; two
		// ("Sh", "Sr") only say themselves.
		if w == a || len([]rune(a)) > 2 && len([]rune(w)) > 2 && (strings.HasPrefix(w, a) || strings.HasPrefix(a, w)) {
			return label
		}
	}
	return abbr + " " + label
}
