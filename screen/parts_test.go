package screen

import (
	"slices"
	"testing"

	"rollformular/engine/conformance/minimal"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

// Each ruleset's sheet has the parts its rules have something for, the tabs the editor's
// goldens show: every one a character, the table, equipment, a state, a fight, rolls and notes;
// skills where the rules have a list of them (intensitet's talents are actions of the table);
// advantages and drives in odestarningar alone.
func TestEachRulesetsSheetHasThePartsOfItsRules(t *testing.T) {
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	all := []Part{Character, Table, Skills, Equipment, Traits, State, Fight, Rolls, Notes}
	without := func(drop ...Part) []Part {
		return slices.DeleteFunc(slices.Clone(all), func(p Part) bool { return slices.Contains(drop, p) })
	}
	want := map[string][]Part{"odestarningar": all, "spelsystemet": without(Traits), "zonstrid": without(Traits),
		"framgangsslag": without(Traits), "intensitet": without(Skills, Traits)}
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		if got := Parts(rs, sheet.New(id)); !slices.Equal(got, want[id]) {
			t.Errorf("%s: parts %v, want %v", id, got, want[id])
		}
	}
	// The sixth ruleset of the tests has no fight.
	m := minimal.New()
	if got := Parts(m, sheet.New(m.Description().ID)); slices.Contains(got, Fight) || got[0] != Character || got[len(got)-1] != Notes {
		t.Errorf("minimal: parts %v", got)
	}
}
