package cli

import (
	"fmt"
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

// linesOf are the lines of log from index from on that tell of something done to name: a
// round rule's line ("Jibril: Blödningsslag: …") or its attack; a turn it is skipped is not.
func linesOf(log []string, from int, name string) []string {
	var out []string
	for _, l := range log[from:] {
		if strings.Contains(l, " "+name+": ") || strings.Contains(l, " "+name+" anfaller ") {
			out = append(out, l)
		}
	}
	return out
}

// Issue 49, 6e: "the dead 'bleed'": a dead combatant neither bleeds nor acts, and no rule of the
// round is applied to it, in every ruleset whose combatants die.
func TestTheDeadNeitherBleedNorAct(t *testing.T) {
	t.Parallel()
	t.Run("odestarningar", func(t *testing.T) {
		t.Parallel()
		// "Skadeverkan 10-12 medför en dödlig skada. Offret förlorar alla ödestärningar, kan
		// inte röra sig och blöder kraftigt (nedan). … Blödning: Varje sr efter skadan slås en
		// tärning. Blir resultatet lika med eller under antalet sr som passerat sedan skadan
		// inträffade avlider offret": the mortally wounded bleed every sr, dice or none, until
		// they die (by the sixth sr at the latest); then they bleed no more, and their dice
		// come back no more.
		dir := t.TempDir()
		jibril := copyTo(t, dir, "jibril")
		fight := filepath.Join(dir, "fight.json")
		play[shown](t, "encounter", "new", "--ruleset", "odestarningar", copyTo(t, dir, "nadir"), jibril, "--seed", "1", "-o", fight)
		// The GM writes the blow on Jibril's sheet, as the editor would: skydd 1, skadeverkan 11.
		hurt := filepath.Join(dir, "hurt.json")
		play[damaged](t, "damage", jibril, "--amount", "12", "--type", "egg", "-o", hurt)
		saveDoc(t, dir, "jibril", loadDoc(t, hurt))
		s := play[shown](t, "encounter", "side", fight, "Jibril", "npcs")
		died := -1
		for round := 1; round <= 9; round++ {
			s = play[shown](t, "encounter", "next", fight, "--round", "--seed", fmt.Sprint(round))
			j := shownOf(t, s, "Jibril")
			if j.Able {
				t.Fatalf("round %d: the mortally wounded Jibril can act", s.Round)
			}
			if died < 0 && j.Reason == "död" {
				died = len(s.Log)
			}
		}
		bled := strings.Count(strings.Join(s.Log, "\n"), "Jibril: Blödningsslag: ")
		if died < 0 || bled == 0 || bled > 6 || !strings.Contains(strings.Join(s.Log, "\n"), "avlider") {
			t.Fatalf("Jibril bled %d times and died at line %d:\n%s", bled, died, strings.Join(s.Log, "\n"))
		}
		if after := linesOf(s.Log, died, "Jibril"); len(after) > 0 {
			t.Errorf("dead, Jibril still: %q", after)
		}
	})
	t.Run("intensitet", func(t *testing.T) {
		t.Parallel()
		// "tre försämringar: död"; the die of "Efter varje runda: Spelledaren stegar upp
		// intensitetstärningens värde med +1" is a living player's.
		dir := t.TempDir()
		bombur := loadDoc(t, exampleFile("bombur"))
		bombur.State["forsamringar"] = 3
		fight := filepath.Join(dir, "fight.json")
		s := play[shown](t, "encounter", "new", "--ruleset", "intensitet", saveDoc(t, dir, "bombur", bombur), "--npc", exampleFile("vatte"), "--seed", "1", "-o", fight)
		from := len(s.Log)
		for round := 1; round <= 3; round++ {
			s = play[shown](t, "encounter", "next", fight, "--round", "--seed", fmt.Sprint(round))
		}
		if b := shownOf(t, s, "Bombur"); b.Able || b.Reason != "död" {
			t.Fatalf("Bombur after three försämringar: able %v, %q", b.Able, b.Reason)
		}
		if after := linesOf(s.Log, from, "Bombur"); len(after) > 0 {
			t.Errorf("dead, Bombur still: %q", after)
		}
	})
	t.Run("spelsystemet", func(t *testing.T) {
		t.Parallel()
		// "Om en rollperson tar dubbelt så mycket skada som hon har i (ursprungliga) LP, dör
		// hon"; "blöder 1 LP/rond" is of the living.
		dir := t.TempDir()
		ulv := loadDoc(t, exampleFile("rovare"))
		ulv.Wounds = []sheet.Wound{{Part: "brostkorg", Damage: 12, Type: "S"}, {Damage: 30}}
		fight := filepath.Join(dir, "fight.json")
		s := play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", copyTo(t, dir, "asa-jarnhand"), "--npc", saveDoc(t, dir, "ulv", ulv), "--seed", "1", "-o", fight)
		from := len(s.Log)
		for round := 1; round <= 3; round++ {
			s = play[shown](t, "encounter", "next", fight, "--round", "--seed", fmt.Sprint(round))
		}
		if u := shownOf(t, s, "Ulv Skägge"); u.Able || u.Reason != "död" || len(u.Wounds) != 2 {
			t.Fatalf("Ulv dead: able %v, %q, wounds %+v", u.Able, u.Reason, u.Wounds)
		}
		if after := linesOf(s.Log, from, "Ulv Skägge"); len(after) > 0 {
			t.Errorf("dead, Ulv still: %q", after)
		}
	})
}
