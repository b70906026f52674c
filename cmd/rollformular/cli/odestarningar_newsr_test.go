package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/sheet"
)

// Issue 49, 5b: "dice spent in one fight stay spent in the next". "För varje handling måste en
// eller flera ödestärningar användas. Sedan kan dessa tärningar inte användas igen förrän nästa
// sr", and "I stridens första runda slår varje deltagare ett initiativslag, även det med en
// ödestärning": a new fight is a new sr, so it begins with every die the character has, less
// the one its initiativslag takes.
func TestOdestarningarANewFightIsANewSr(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	nadir := copyTo(t, dir, "nadir")
	first := filepath.Join(dir, "first.json")
	play[shown](t, "encounter", "new", "--ruleset", "odestarningar", nadir, "--npc", exampleFile("jibril"), "--seed", "1", "-o", first)
	// Nadir acts till his dice of the sr are spent (a lindrig skada on the way takes one).
	spent := false
	for seed := 1; seed <= 4 && !spent; seed++ {
		r := run(t, nil, "encounter", "act", first, "Nadir al-Farouk", "Durakniv", "Jibril", "--seed", fmt.Sprint(seed))
		spent = r.code == BadArgs && strings.Contains(r.stderr, "inga ödestärningar kvar denna sr")
	}
	if !spent {
		t.Fatal("four blows, and Nadir has dice left in the sr")
	}
	second := filepath.Join(dir, "second.json")
	s := play[shown](t, "encounter", "new", "--ruleset", "odestarningar", nadir, "--npc", exampleFile("jibril"), "--seed", "1", "-o", second)
	n := shownOf(t, s, "Nadir al-Farouk")
	if !n.Able || n.State.Trackers["anvanda"] != 1 || strings.Contains(n.InitiativeText, "inget") {
		t.Errorf("the next fight: Nadir able %v (%s), %d dice used, %q", n.Able, n.Reason, n.State.Trackers["anvanda"], n.InitiativeText)
	}
	var c *sheet.Character = loadDoc(t, nadir)
	if c.State["anvanda"] != 1 {
		t.Errorf("Nadir's file holds %d dice used, after the new fight's initiativslag", c.State["anvanda"])
	}
}
