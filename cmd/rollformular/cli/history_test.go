package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rollformular/campaign"
	"rollformular/sheet"
)

func saveInCampaign(t *testing.T, path string, c *sheet.Character) {
	t.Helper()
	if _, err := campaign.Save(path, c, nil); err != nil {
		t.Fatal(err)
	}
}

// history lists the versions, keeping to its schema, and --version N -o writes that version
// as it was saved.
func TestHistoryListsAndWritesAVersion(t *testing.T) {
	t.Parallel()
	k := filepath.Join(t.TempDir(), "k")
	run(t, nil, "campaign", "new", k, "--ruleset", "spelsystemet", "--name", "K")
	run(t, nil, "campaign", "add", k, exampleFile("asa-jarnhand"))
	asa := filepath.Join(k, "asa-jarnhand.json")
	c, _ := sheet.Load(asa)
	c.Attributes["sty"] = 16
	saveInCampaign(t, asa, c)
	r := run(t, nil, "history", asa)
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	conformTo(t, "history", r.stdout)
	var vs []versionJSON
	json.Unmarshal([]byte(r.stdout), &vs)
	if len(vs) != 2 || vs[1].Version != 2 || vs[1].Summary != "STY 15 → 16" {
		t.Fatalf("%+v", vs)
	}
	if _, err := time.Parse(time.RFC3339, vs[1].Time); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "v1.json")
	if r = run(t, nil, "history", asa, "--version", "1", "-o", out); r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	got, _ := os.ReadFile(out)
	want, _ := os.ReadFile(exampleFile("asa-jarnhand"))
	if string(got) != string(want) {
		t.Fatal("version 1 is not the file as added")
	}
	// A new document of the campaign has an empty history, [].
	run(t, nil, "campaign", "add", k, exampleFile("rovare"))
	if r = run(t, nil, "history", filepath.Join(k, "rovare.json")); r.code != OK || r.stdout != "[]\n" {
		t.Fatalf("exit %d: %q %s", r.code, r.stdout, r.stderr)
	}
}

// A command that writes a character of a campaign (damage -o) keeps a version of it.
func TestCommandsWritingInACampaignKeepVersions(t *testing.T) {
	t.Parallel()
	k := filepath.Join(t.TempDir(), "k")
	run(t, nil, "campaign", "new", k, "--ruleset", "spelsystemet", "--name", "K")
	run(t, nil, "campaign", "add", k, exampleFile("asa-jarnhand"))
	asa := filepath.Join(k, "asa-jarnhand.json")
	out := filepath.Join(k, "asa-after.json")
	if r := run(t, nil, "damage", asa, "--amount", "20", "--part", "brostkorg", "-o", out); r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	r := run(t, nil, "history", out)
	var vs []versionJSON
	json.Unmarshal([]byte(r.stdout), &vs)
	if len(vs) != 1 || vs[0].Summary != "new" {
		t.Fatalf("%s %s", r.stdout, r.stderr)
	}
	if r := run(t, nil, "damage", asa, "--amount", "25", "--part", "huvud", "-o", out); r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	json.Unmarshal([]byte(run(t, nil, "history", out).stdout), &vs)
	if len(vs) != 2 || !strings.Contains(vs[1].Summary, "huvud") {
		t.Fatalf("%+v", vs)
	}
}

// Issue 47: "encounters in a campaign are versioned": each command that saves a fight of a
// campaign keeps a version of it, its summary the round and who acted, and history lists and
// writes them out as it does a character's.
func TestEncounterInACampaignKeepsVersions(t *testing.T) {
	t.Parallel()
	k := filepath.Join(t.TempDir(), "k")
	run(t, nil, "campaign", "new", k, "--ruleset", "zonstrid", "--name", "K")
	fight := filepath.Join(k, "fight.json")
	if r := run(t, nil, "encounter", "new", "--ruleset", "zonstrid", "--npc", exampleFile("skogsrovare"), "--count", "2", "--seed", "3", "-o", fight); r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	first, _ := os.ReadFile(fight)
	if r := run(t, nil, "encounter", "act", fight, "Skogsrövare 1", "Yxa", "Skogsrövare 2", "--seed", "1", "--force"); r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	r := run(t, nil, "history", fight)
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	conformTo(t, "history", r.stdout)
	var vs []versionJSON
	json.Unmarshal([]byte(r.stdout), &vs)
	if len(vs) != 2 || vs[0].Summary != "new: Runda 1, 2 combatants" || !strings.HasPrefix(vs[1].Summary, "Runda 1: Skogsrövare 1") {
		t.Fatalf("%+v", vs)
	}
	out := filepath.Join(t.TempDir(), "v1.json")
	if r = run(t, nil, "history", fight, "--version", "1", "-o", out); r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if got, _ := os.ReadFile(out); string(got) != string(first) {
		t.Fatal("version 1 is not the encounter as first saved")
	}
	// Over a character, an encounter's version is refused without --force.
	asa := filepath.Join(t.TempDir(), "asa.json")
	os.WriteFile(asa, []byte(`{"format":"rollformular","version":1,"ruleset":"zonstrid"}`), 0o644)
	if r = run(t, nil, "history", fight, "--version", "1", "-o", asa); r.code == OK || !strings.Contains(r.stderr, "not an encounter") {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
}

// history of an encounter that does not open says the encounter's problem, not a character's.
func TestHistoryOfABrokenEncounterSaysWhy(t *testing.T) {
	t.Parallel()
	k := t.TempDir()
	os.WriteFile(filepath.Join(k, "campaign.json"), []byte(`{"format":"rollformular-campaign","version":1,"name":"K","ruleset":"zonstrid","rules":"","party":[]}`), 0o644)
	fight := filepath.Join(k, "fight.json")
	os.WriteFile(fight, []byte(`{"format":"rollformular-encounter","version":9,"ruleset":"zonstrid","round":1,"turn":0,"combatants":[]}`), 0o644)
	if r := run(t, nil, "history", fight); r.code == OK || !strings.Contains(r.stderr, "newer") || strings.Contains(r.stderr, "character") {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
}
