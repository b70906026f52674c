package sheetview

import (
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"rollformular/engine"
	"rollformular/ui/kit"
)

// rollTip explains the odds of rolling against v: what is rolled against what, with the
// modifier typed, and how v was reached.
func (e *Editor) rollTip(v engine.Value, what engine.What) func() string {
	return func() string {
		var lines []string
		if res, err := e.rs.Roll(e.doc, what, e.modifierQuiet(), rand.New(rand.NewPCG(0, 0))); err == nil {
			lines = append(lines, lang.L("The exact odds of rolling {{.Roll}}", map[string]any{"Roll": kit.DescribeRoll(res, e.words)}))
		}
		if why := explanation(v, e.words); why != "" {
			lines = append(lines, why)
		}
		return strings.Join(append(lines, e.abbreviationsIn(v.Odds.In(e.words))...), "\n")
	}
}

// abbreviationsIn says what each abbreviation of the ruleset's legend in text stands for, a
// line each: "H: hugg".
func (e *Editor) abbreviationsIn(text string) []string {
	words := strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	var lines []string
	for _, l := range e.legend() {
		if slices.Contains(words, l.abbr) {
			lines = append(lines, l.abbr+": "+l.meaning)
		}
	}
	return lines
}
