package engine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/sheet"
)

// A form takes the largest legal value of every field and refuses one past it, naming the
// field; a choice that starts unchosen must be chosen.
func TestFormCheckTakesTheRangeAndNoMore(t *testing.T) {
	f := Form{ID: "f", Fields: []Field{
		{ID: "n", Label: "Tärningar", Kind: NumberField, Range: Range{Min: 0, Max: 30}},
		{ID: "c", Label: "Kroppsdel", Kind: ChoiceField, Choices: []string{"Huvud", "Arm"}, Default: -1},
		{ID: "x", Label: "I strid", Kind: FlagField},
	}}
	ok := Setup{Values: map[string]int{"n": 30, "c": 1, "x": 1}, Mod: ModRange.Max}
	if err := f.Check(ok); err != nil {
		t.Fatalf("the largest legal values: %v", err)
	}
	for name, s := range map[string]Setup{
		"Tärningar 31":   {Values: map[string]int{"n": 31, "c": 0}},
		"Kroppsdel":      {Values: map[string]int{"n": 0}},
		"choice 2 of 2":  {Values: map[string]int{"c": 2}},
		"neither ticked": {Values: map[string]int{"c": 0, "x": 2}},
		"modifikation":   {Values: map[string]int{"c": 0}, Mod: ModRange.Max + 1},
	} {
		if err := f.Check(s); err == nil || !strings.Contains(err.Error(), strings.Fields(name)[0]) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Perform does a wound's action only to a wound it is offered for, and a table's action to
// every character at once.
func TestPerformKeepsToTheScope(t *testing.T) {
	did := 0
	bind := Action{ID: "bind", Label: "Förbinda", Scope: WoundScope, Wounds: []int{1},
		Do: func(c *sheet.Character, s Setup, _ *rand.Rand) (*sheet.Character, Report, error) {
			did = s.Get(WoundInput, -1)
			return c.Clone(), nil, nil
		}}
	round := Action{ID: "round", Label: "Ny runda", Scope: TableScope,
		Deal: func(cs []*sheet.Character, _ *rand.Rand) ([]*sheet.Character, Report, error) { return cs, nil, nil }}
	list := []Action{bind, round}
	c := sheet.New("x")
	if _, _, err := Perform(list, []*sheet.Character{c}, Setup{Form: "bind", Values: map[string]int{WoundInput: 0}}, nil); err == nil {
		t.Error("first aid on a wound it is not offered for")
	}
	if _, _, err := Perform(list, []*sheet.Character{c}, Setup{Form: "bind", Values: map[string]int{WoundInput: 1}}, nil); err != nil || did != 1 {
		t.Errorf("first aid on wound 2: %v, did %d", err, did)
	}
	out, _, err := Perform(list, []*sheet.Character{c, sheet.New("x")}, Setup{Form: "round"}, nil)
	if err != nil || len(out) != 2 {
		t.Errorf("a round for the table: %v, %d back", err, len(out))
	}
	if _, _, err := Perform(list, []*sheet.Character{c}, Setup{Form: "nothing"}, nil); err == nil {
		t.Error("an action the ruleset does not have was done")
	}
}
