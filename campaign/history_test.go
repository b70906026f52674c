package campaign

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

// campaignWith is a new campaign in a temporary folder with asa in it, and asa's path.
func campaignWith(t testing.TB) (dir, asa string) {
	t.Helper()
	dir = t.TempDir()
	if _, err := New(dir, "K", "spelsystemet"); err != nil {
		t.Fatal(err)
	}
	return dir, copyExample(t, dir, "asa-jarnhand", "asa.json")
}

func spelsystemetNames(t testing.TB) *Names {
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := reg.Lookup("spelsystemet")
	if err != nil {
		t.Fatal(err)
	}
	return NamesOf(rs.Description())
}

// Each save keeps a version with a summary of what changed; the file as found is the first.
func TestSaveKeepsVersionsWithSummaries(t *testing.T) {
	_, asa := campaignWith(t)
	names := spelsystemetNames(t)
	c := load(t, asa)
	c.Attributes["sty"] = 16
	c.Skills = append(c.Skills, sheet.Skill{ID: "simma", Value: 12})
	c.Weapons = c.Weapons[:1]
	s, err := Save(asa, c, names)
	if err != nil || s.Version != 2 {
		t.Fatal(s.Version, err)
	}
	if _, err := Save(asa, c, names); err != nil { // unchanged: no version
		t.Fatal(err)
	}
	vs, err := History(asa)
	if err != nil || len(vs) != 2 {
		t.Fatal(len(vs), err)
	}
	if vs[0].Summary != "as found" || vs[1].Summary != "STY 15 → 16, +Simma 12, −Dolk" {
		t.Fatalf("summaries %q, %q", vs[0].Summary, vs[1].Summary)
	}
	now, _ := os.ReadFile(asa)
	if vs[1].Doc != string(now) {
		t.Fatal("the version is not the file saved")
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(asa), HistoryDir, "asa.jsonl")); err != nil {
		t.Fatal(err)
	}
	if noCache(t, filepath.Dir(asa)).Problems != nil {
		t.Fatal("the history is listed")
	}
}

// A change made by another program between saves is a version of its own; restoring an old
// version is a new one, the present kept.
func TestOutsideChangesAndRestore(t *testing.T) {
	_, asa := campaignWith(t)
	c := load(t, asa)
	c.Name = "Åsa"
	Save(asa, c, nil)
	other := load(t, asa)
	other.State["trotthet"] = 3
	sheet.Save(asa, other) // another program
	c = load(t, asa)
	c.Notes = "ny"
	Save(asa, c, nil)
	s, err := Restore(asa, 1, nil)
	if err != nil || s.Version != 5 {
		t.Fatal(s.Version, err)
	}
	vs, _ := History(asa)
	sums := []string{}
	for _, v := range vs {
		sums = append(sums, v.Summary)
	}
	want := []string{"as found", `name Åsa Järnhand → Åsa`, "changed outside the program: trotthet 0 → 3", "notes changed", "restored version 1: "}
	if len(sums) != 5 || sums[2] != want[2] || sums[3] != want[3] || !strings.HasPrefix(sums[4], want[4]) {
		t.Fatalf("summaries %q", sums)
	}
	orig, _ := os.ReadFile(example("asa-jarnhand"))
	if now, _ := os.ReadFile(asa); string(now) != string(orig) {
		t.Fatal("restore did not bring back version 1")
	}
	if vs[3].Doc == vs[4].Doc {
		t.Fatal("the present was lost")
	}
}

// The history stays in its bounds, the newest kept; a torn last line is skipped and cut off.
func TestHistoryBoundsAndTornLine(t *testing.T) {
	_, asa := campaignWith(t)
	c := load(t, asa)
	for i := range compactAt + 10 {
		c.State["trotthet"] = i%20 + 1
		c.Notes = strings.Repeat("x", i)
		if _, err := Save(asa, c, nil); err != nil {
			t.Fatal(err)
		}
	}
	vs, _ := History(asa)
	if len(vs) > compactAt || len(vs) < MaxVersions || vs[len(vs)-1].Version != compactAt+11 {
		t.Fatalf("%d versions, last %d", len(vs), vs[len(vs)-1].Version)
	}
	hp := historyPath(asa)
	f, _ := os.OpenFile(hp, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"version":9999,"time":"2026-01-01T00:00:00Z","summary":"torn","doc":"{`)
	f.Close()
	if got, _ := History(asa); len(got) != len(vs) {
		t.Fatalf("a torn line was read: %d versions", len(got))
	}
	c.Notes = "efter"
	s, err := Save(asa, c, nil)
	if err != nil || s.Version != compactAt+12 {
		t.Fatal(s.Version, err)
	}
	data, _ := os.ReadFile(hp)
	if strings.Contains(string(data), "torn") {
		t.Fatal("the torn line was not cut off")
	}
}

// A document in no campaign is saved, with no history.
func TestNoHistoryOutsideACampaign(t *testing.T) {
	asa := copyExample(t, t.TempDir(), "asa-jarnhand", "asa.json")
	c := load(t, asa)
	c.Notes = "x"
	if s, err := Save(asa, c, nil); err != nil || s.Version != 0 {
		t.Fatal(s, err)
	}
	if load(t, asa).Notes != "x" {
		t.Fatal("not saved")
	}
	if _, err := History(asa); err == nil || !strings.Contains(err.Error(), "not in a campaign") {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(asa), HistoryDir)); err == nil {
		t.Fatal("a history outside a campaign")
	}
}
