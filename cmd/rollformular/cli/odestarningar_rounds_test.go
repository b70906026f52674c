package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// hurtJibril is Jibril's file in dir after n lindriga skador, each "6 − skydd 1 = skadeverkan
// 5: lindrig skada; förlorar 1 ödestärning(ar) tills skadan läkt", dealt through `damage`.
func hurtJibril(t *testing.T, dir string, n int) string {
	t.Helper()
	path := copyTo(t, dir, "jibril")
	for k := range n {
		out := filepath.Join(dir, fmt.Sprintf("jibril-%d.json", k))
		play[damaged](t, "damage", path, "--amount", "6", "--type", "egg", "-o", out)
		saveDoc(t, dir, "jibril", loadDoc(t, out))
	}
	return path
}

// Issue 49, 5a: "a fight cannot be created when someone has 0 öde dice". "Noll ödestärningar: En
// person som förlorar sin sista ödestärning faller utmattad ihop, och kan inte utföra någon
// handling förrän en ödestärning har återhämtats": Jibril, öde 3 and three lindriga skador,
// joins the fight without an initiativslag, last in the order and unable to act; once a die
// is back ("Lindrigt skadade personer återhämtar självmant förlorade ödestärningar i takten en
// per timme": the GM heals a wound on his sheet) he acts in his turn.
func TestOdestarningarZeroDiceJoinUnableAndActOnceADieIsBack(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	jibril := hurtJibril(t, dir, 3)
	fight := filepath.Join(dir, "fight.json")
	s := play[shown](t, "encounter", "new", "--ruleset", "odestarningar", copyTo(t, dir, "nadir"), jibril,
		"--npc", exampleFile("jibril"), "--seed", "1", "-o", fight)
	last := s.Combatants[len(s.Combatants)-1]
	if last.Name != "Jibril" || last.Able || last.Reason == "" || !strings.Contains(last.InitiativeText, "inget initiativslag") {
		t.Fatalf("Jibril with no öde die: %+v", last)
	}
	if last.State.Trackers["anvanda"] != 0 {
		t.Errorf("Jibril staked %d dice on an initiativslag he cannot roll", last.State.Trackers["anvanda"])
	}
	if r := run(t, nil, "encounter", "act", fight, "Jibril", "Durakniv", "Nadir al-Farouk", "--seed", "1"); r.code != BadArgs || !strings.Contains(r.stderr, "cannot act") {
		t.Errorf("Jibril acts with no öde die: exit %d, %q", r.code, r.stderr)
	}
	// One lindrig skada heals: Jibril has a die again.
	c := loadDoc(t, jibril)
	c.Wounds = c.Wounds[1:]
	saveDoc(t, dir, "jibril", c)
	s = play[shown](t, "encounter", "show", fight)
	if j := shownOf(t, s, "Jibril"); !j.Able {
		t.Fatalf("a die back, and Jibril cannot act: %s", j.Reason)
	}
	for steps := 0; s.Acting != "Jibril"; steps++ {
		if steps > 20 {
			t.Fatalf("twenty turns and none was Jibril's: %v", s.Log)
		}
		s = play[shown](t, "encounter", "next", fight, "--seed", "1")
	}
	x := play[fought](t, "encounter", "act", fight, "Jibril", "Durakniv", "Nadir al-Farouk", "--seed", "1")
	if x.Attacker == nil || x.Attacker.Trackers["anvanda"] != 1 {
		t.Errorf("Jibril's blow with his one die: %+v", x.Attacker)
	}
}
