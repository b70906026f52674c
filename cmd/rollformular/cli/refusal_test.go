package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rollformular/sheet"
)

// Issue 49, 6f: "a refusal prints the whole usage of every subcommand". DESIGN.md's CLI
// contract: "Errors are one clear line on stderr". A refusal is the command's name, what is
// wrong, and a pointer to the help of that (sub)command, which then prints its own usage alone.
func TestARefusalIsOneLineWithAPointerToItsHelp(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", "--npc", exampleFile("rovare"), "--seed", "1", "-o", fight)
	pointer := regexp.MustCompile(`\(see (rollformular [a-z ]+) --help\)$`)
	for _, c := range []struct {
		args []string
		name string // the (sub)command the refusal and its pointer name
		want string
	}{
		{[]string{"encounter", "new", "--ruleset", "spelsystemet", "--npc", exampleFile("rovare"), "--count", "0", "-o", fight}, "encounter new", "--count 0"},
		{[]string{"encounter", "new", "--bogus"}, "encounter new", "bogus"},
		{[]string{"encounter", "act", fight}, "encounter act", "ACTOR"},
		{[]string{"encounter", "act", fight, "Nobody"}, "encounter act", "none of the combatants"},
		{[]string{"encounter", "next"}, "encounter next", "FIGHT.json"},
		{[]string{"encounter", "side", fight, "Ulv Skägge", "neutral"}, "encounter side", "neutral"},
		{[]string{"encounter", "flee", fight}, "encounter", "new, show, act, next, side, swap or pdf"},
		{[]string{"encounter"}, "encounter", "new, show, act, next, side, swap or pdf"},
		{[]string{"attack", exampleFile("asa-jarnhand")}, "attack", "the weapon"},
		{[]string{"pdf", exampleFile("asa-jarnhand")}, "pdf", "-o OUT.pdf is required"},
		{[]string{"prob"}, "prob", "prob"},
	} {
		r := run(t, nil, c.args...) // run fails on more than one line or a trace
		m := pointer.FindStringSubmatch(strings.TrimSpace(r.stderr))
		switch {
		case r.code != BadArgs || !strings.HasPrefix(r.stderr, "rollformular "+c.name+": ") || !strings.Contains(r.stderr, c.want):
			t.Errorf("%v: exit %d, %q; want exit 2, %q and %q", c.args, r.code, r.stderr, "rollformular "+c.name+": ", c.want)
		case m == nil || m[1] != "rollformular "+c.name:
			t.Errorf("%v: %q points to no help of %s", c.args, r.stderr, c.name)
		case strings.Contains(r.stderr, "encounter show FIGHT.json") || strings.Contains(r.stderr, "[--attacker-out FILE]"):
			t.Errorf("%v: the refusal prints the usage: %q", c.args, r.stderr)
		default:
			// The help pointed to is there, and is of that (sub)command alone.
			h := run(t, nil, append(strings.Fields(strings.TrimPrefix(m[1], "rollformular ")), "--help")...)
			if h.code != OK || !strings.Contains(h.stdout, "rollformular "+c.name) {
				t.Errorf("%s --help: exit %d, %q", m[1], h.code, h.stdout+h.stderr)
			}
			if sub := strings.TrimPrefix(c.name, "encounter "); sub != c.name {
				for _, other := range []string{"new", "show", "act", "next", "side", "pdf"} {
					if other != sub && strings.Contains(h.stdout, "encounter "+other+" ") {
						t.Errorf("%s --help tells of encounter %s too: %q", m[1], other, h.stdout)
					}
				}
			}
		}
	}
}

// Issue 49, 6g: "a refused `encounter new` leaves a `.lock` file". The lock beside an
// encounter (README: "`FIGHT.json.lock` beside it") goes with the encounter: a command refused
// or failed where no encounter is leaves none, while one beside an encounter stays.
func TestARefusedEncounterLeavesNoLock(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	for _, args := range [][]string{
		{"encounter", "new", "--ruleset", "spelsystemet", exampleFile("nadir"), "-o", fight},                             // another ruleset's
		{"encounter", "new", "--ruleset", "zonstrid", "--npc", exampleFile("skogsrovare"), "--count", "11", "-o", fight}, // "tio kort"
		{"encounter", "new", "--ruleset", "spelsystemet", filepath.Join(dir, "nobody.json"), "-o", fight},                // no such file
		{"encounter", "act", fight, "Ulv Skägge"},
		{"encounter", "next", fight},
		{"encounter", "side", fight, "Ulv Skägge", "players"},
	} {
		if r := run(t, nil, args...); r.code == OK {
			t.Fatalf("%v: exit 0", args)
		}
		if entries, _ := os.ReadDir(dir); len(entries) > 0 {
			t.Errorf("%v refused, and left %s", args[:2], entries[0].Name())
		}
	}
	play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", "--npc", exampleFile("rovare"), "--seed", "1", "-o", fight)
	if r := run(t, nil, "encounter", "new", "--ruleset", "spelsystemet", exampleFile("nadir"), "-o", fight); r.code == OK {
		t.Fatal("a refused encounter new over an encounter: exit 0")
	}
	if _, err := sheet.LoadEncounter(fight); err != nil {
		t.Errorf("a refused encounter new over an encounter: %v", err)
	}
}
