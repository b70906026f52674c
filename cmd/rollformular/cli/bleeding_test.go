package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"rollformular/sheet"
)

// shownOf is the combatant of s called name.
func shownOf(t *testing.T, s shown, name string) shownCombatant {
	t.Helper()
	for _, c := range s.Combatants {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no %s among %+v", name, s.Combatants)
	return shownCombatant{}
}

// Issue 49, 6d: "every bleeding round adds a new wound line". Spelsystemet's "2xKP:
// Rollpersonen faller medvetslös, och blöder 1 LP/rond tills dess att någon läkning erhållits
// eller ett slag för hjältemod (se nedan) lyckats": the blood lost is one wound straight to LP,
// one LP more every rond, beside the wound that bleeds; never a line a rond.
func TestSpelsystemetBleedingGrowsOneWound(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// Ulv's bröstkorg has KP 6 (2 × LP 14 / 5, rounded up): 12 is 2 × KP.
	ulv := loadDoc(t, exampleFile("rovare"))
	ulv.Wounds = []sheet.Wound{{Part: "brostkorg", Damage: 12, Type: "S"}}
	fight := filepath.Join(dir, "fight.json")
	s := play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", copyTo(t, dir, "asa-jarnhand"),
		"--npc", saveDoc(t, dir, "ulv", ulv), "--seed", "1", "-o", fight)
	if c := shownOf(t, s, "Ulv Skägge"); c.Able || c.Reason != "medvetslös" {
		t.Fatalf("2 × KP on the bröstkorg: Ulv is able %v (%s)", c.Able, c.Reason)
	}
	for round := 1; round <= 5; round++ {
		s = play[shown](t, "encounter", "next", fight, "--round", "--seed", "1")
		w := shownOf(t, s, "Ulv Skägge").Wounds
		if len(w) != 2 || w[0].Part != "brostkorg" || w[0].Damage != 12 || w[1].Part != "" || w[1].Damage != round {
			t.Fatalf("after %d ronder of bleeding Ulv's wounds are %+v; want the bröstkorg's 12 and %d LP of blood", round, w, round)
		}
	}
	if n := strings.Count(strings.Join(s.Log, "\n"), "Ulv Skägge: Blöda en rond: blöder 1 LP"); n != 5 {
		t.Errorf("Ulv bled %d times in five ronder:\n%s", n, strings.Join(s.Log, "\n"))
	}
}
