package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine"
	"rollformular/engine/conformance/minimal"
	"rollformular/engine/fieldpath"
	"rollformular/engine/rulesets"
	"rollformular/screen"
	"rollformular/sheet"
)

// Each ruleset's sheet has the parts its rules have something for, the tabs the editor's
// goldens show: every one a character, the table, equipment, a state, a fight, rolls and notes;
// skills where the rules have a list of them (intensitet's talents are actions of the table);
// advantages and drives in odestarningar alone.
func TestEachRulesetsSheetHasThePartsOfItsRules(t *testing.T) {
	reg := builtin(t)
	all := []screen.Part{screen.Character, screen.Table, screen.Skills, screen.Equipment, screen.Traits, screen.State, screen.Fight, screen.Rolls, screen.Notes}
	without := func(drop ...screen.Part) []screen.Part {
		return slices.DeleteFunc(slices.Clone(all), func(p screen.Part) bool { return slices.Contains(drop, p) })
	}
	want := map[string][]screen.Part{"odestarningar": all, "spelsystemet": without(screen.Traits), "zonstrid": without(screen.Traits),
		"framgangsslag": without(screen.Traits), "intensitet": without(screen.Skills, screen.Traits)}
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		if got := screen.Parts(rs, sheet.New(id)); !slices.Equal(got, want[id]) {
			t.Errorf("%s: parts %v, want %v", id, got, want[id])
		}
	}
	// The sixth ruleset of the tests has no fight.
	m := minimal.New()
	if got := screen.Parts(m, sheet.New(m.Description().ID)); slices.Contains(got, screen.Fight) || got[0] != screen.Character || got[len(got)-1] != screen.Notes {
		t.Errorf("minimal: parts %v", got)
	}
}

// builtin is the registry of the rulesets the program ships.
func builtin(t *testing.T) *engine.Registry {
	t.Helper()
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// A problem goes to the part of the sheet that shows its field.
func TestPartOfAProblemsField(t *testing.T) {
	for field, want := range map[fieldpath.Path]screen.Part{
		fieldpath.Skill(3).Of("spec"): screen.Skills,
		fieldpath.Weapon(0):           screen.Equipment,
		fieldpath.Armor("huvud"):      screen.Equipment,
		"shield":                      screen.Equipment,
		fieldpath.Gear(2).Of("count"): screen.Equipment,
		fieldpath.Trait(1):            screen.Traits,
		"drives":                      screen.Traits,
		fieldpath.Wound(0):            screen.State,
		fieldpath.Attribute("hal"):    screen.Character,
		fieldpath.State("trotthet"):   screen.Character,
		"species":                     screen.Character,
	} {
		if got := screen.PartOf(field); got != want {
			t.Errorf("PartOf(%q) = %v, want %v", field, got, want)
		}
	}
}
