package cli

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// npcNames are the names of the combatants kept in the encounter, in the order they act.
func npcNames(s shown) []string {
	var out []string
	for _, c := range s.Combatants {
		if c.File == "" {
			out = append(out, c.Name)
		}
	}
	return out
}

// Issue 49, 6a: "a repeated `--npc` is silently dropped". Each --npc FILE given to `encounter
// new` joins with --count copies (README: "NPCs as copies kept in the encounter, "Rövare 1" to
// "Rövare N""): the same file twice is two copies of one NPC, numbered as one group, and
// another NPC's file its own group; no two combatants are called alike.
func TestEncounterNewTakesEveryNPCGiven(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	s := play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", copyTo(t, dir, "asa-jarnhand"),
		"--npc", exampleFile("rovare"), "--npc", exampleFile("rovare"), "--seed", "1", "-o", fight)
	names := npcNames(s)
	slices.Sort(names)
	if want := []string{"Ulv Skägge 1", "Ulv Skägge 2"}; !slices.Equal(names, want) {
		t.Errorf("two --npc rovare: the NPCs are %q, want %q", names, want)
	}

	other := loadDoc(t, exampleFile("rovare"))
	other.Name = "Grim"
	grim := saveDoc(t, dir, "grim", other)
	s = play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", "--npc", exampleFile("rovare"), "--npc", grim,
		"--npc", exampleFile("rovare"), "--count", "2", "--seed", "1", "-o", filepath.Join(dir, "two.json"))
	names = npcNames(s)
	slices.Sort(names)
	if want := []string{"Grim 1", "Grim 2", "Ulv Skägge 1", "Ulv Skägge 2", "Ulv Skägge 3", "Ulv Skägge 4"}; !slices.Equal(names, want) {
		t.Errorf("--npc rovare, grim, rovare --count 2: the NPCs are %q, want %q", names, want)
	}
	// Past the bound of an encounter, the whole is refused in one line, never cut short.
	args := []string{"encounter", "new", "--ruleset", "spelsystemet", "--count", "40", "-o", filepath.Join(dir, "many.json")}
	args = append(args, "--npc", exampleFile("rovare"), "--npc", grim)
	if r := run(t, nil, args...); r.code != BadArgs || !strings.Contains(r.stderr, "at most") {
		t.Errorf("80 NPCs: exit %d, %q", r.code, r.stderr)
	}
}
