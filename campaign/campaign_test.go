package campaign

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"rollformular/sheet"
)

// A folder of characters without campaign.json is a campaign: named after the folder, of the
// ruleset its characters agree on, its player characters the party; NPCs, encounters, packs,
// conflict copies and broken files each in their own list, nothing dropped.
func TestAnyFolderOpensAsACampaign(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Ulvdalen")
	os.Mkdir(dir, 0o755)
	copyExample(t, dir, "asa-jarnhand", "asa.json")
	copyExample(t, dir, "rovare", "rovare.json")
	copyExample(t, dir, "asa-jarnhand", "asa.sync-conflict-20260413-091523-K3X2R2T.json")
	write(t, filepath.Join(dir, "trasig.json"), "{\n  \"format\": \"rollformular\",\n  \"version\": 1,\n")
	write(t, filepath.Join(dir, "anteckning.txt"), "not a document")
	write(t, filepath.Join(dir, "fight.json"), `{"format":"rollformular-encounter","version":1,"ruleset":"spelsystemet","round":2,"turn":0,"combatants":[]}`)
	os.Mkdir(filepath.Join(dir, ".history"), 0o755)
	write(t, filepath.Join(dir, ".history", "asa.jsonl"), "")
	c := noCache(t, dir)
	if c.Saved || c.File.Name != "Ulvdalen" || c.File.Ruleset != "spelsystemet" {
		t.Fatalf("campaign %+v", c.File)
	}
	want := []Character{
		{File: "asa.json", Name: "Åsa Järnhand", Ruleset: "spelsystemet", Party: true},
		{File: "rovare.json", Name: "Ulv Skägge", NPC: true, Ruleset: "spelsystemet"},
	}
	if !slices.Equal(c.Characters, want) {
		t.Fatalf("characters %+v", c.Characters)
	}
	if !slices.Equal(c.File.Party, []string{"asa.json"}) {
		t.Fatalf("party %v", c.File.Party)
	}
	if len(c.Encounters) != 1 || c.Encounters[0] != (Encounter{File: "fight.json", Ruleset: "spelsystemet", Round: 2}) {
		t.Fatalf("encounters %+v", c.Encounters)
	}
	if len(c.Conflicts) != 1 || c.Conflicts[0].Original != "asa.json" || c.Conflicts[0].Kind != KindSyncthing {
		t.Fatalf("conflicts %+v", c.Conflicts)
	}
	if len(c.Problems) != 1 || c.Problems[0].File != "trasig.json" || !strings.Contains(c.Problems[0].Message, "ends too early") {
		t.Fatalf("problems %+v", c.Problems)
	}
}

// Characters of two rulesets agree on none; a party in campaign.json naming a file that is
// not there is a problem.
func TestRulesetOnlyWhenTheyAgreeAndAMissingPartyMember(t *testing.T) {
	dir := t.TempDir()
	copyExample(t, dir, "asa-jarnhand", "asa.json")
	copyExample(t, dir, "eira", "eira.json")
	if c := noCache(t, dir); c.File.Ruleset != "" {
		t.Fatalf("ruleset %q of two rulesets", c.File.Ruleset)
	}
	write(t, filepath.Join(dir, FileName), `{"format":"rollformular-campaign","version":1,"name":"K","ruleset":"spelsystemet","rules":"","party":["asa.json","borta.json"],"colour":"red"}`)
	c := noCache(t, dir)
	if !c.Saved || c.File.Name != "K" || len(c.Problems) != 1 || c.Problems[0].File != "borta.json" {
		t.Fatalf("%+v %+v", c.File, c.Problems)
	}
	if ch, _ := c.Character("eira.json"); ch.Party {
		t.Fatal("eira is not of the party campaign.json names")
	}
	// A member this version does not know is written back.
	if err := c.Write(); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(filepath.Join(dir, FileName))
	if !strings.Contains(string(data), `"colour": "red"`) {
		t.Fatalf("unknown member lost:\n%s", data)
	}
}

// A broken campaign.json is an error with its line and column; one from a newer version, one
// naming a file outside the folder and one with a name too long are refused.
func TestBrokenCampaignFile(t *testing.T) {
	cases := map[string]string{
		"{\n  \"format\": \"rollformular-campaign\",\n  \"version\": 1,\n  \"name\": }":                  "4:11",
		`{"format":"rollformular-campaign","version":9,"name":"K"}`:                                      "newer",
		`{"format":"rollformular-character","version":1}`:                                                `"format" must be`,
		`{"format":"rollformular-campaign","version":1,"party":["../x.json"]}`:                           "not a file of the campaign's folder",
		`{"format":"rollformular-campaign","version":1,"name":"` + strings.Repeat("å", MaxName+1) + `"}`: "at most 2000",
	}
	for data, want := range cases {
		dir := t.TempDir()
		write(t, filepath.Join(dir, FileName), data)
		_, err := OpenWith(dir, Options{})
		if err == nil || !strings.Contains(err.Error(), want) || strings.Count(err.Error(), "\n") > 0 {
			t.Errorf("%.60s: %v, want %q", data, err, want)
		}
	}
	if _, err := OpenWith(filepath.Join(t.TempDir(), "none"), Options{}); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("missing folder: %v", err)
	}
}

// New writes campaign.json and refuses a folder that is a campaign already; Add copies
// documents in, the player characters into the party, and refuses a clash without copying
// anything.
func TestNewAndAdd(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "k")
	c, err := New(dir, "Kampanjen", "spelsystemet")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(dir, "Igen", "spelsystemet"); err == nil || !strings.Contains(err.Error(), "a campaign already") {
		t.Fatalf("second New: %v", err)
	}
	added, err := c.Add(example("asa-jarnhand"), example("rovare"))
	if err != nil || len(added) != 2 {
		t.Fatal(added, err)
	}
	c = noCache(t, dir)
	if c.File.Name != "Kampanjen" || !slices.Equal(c.File.Party, []string{"asa-jarnhand.json"}) || len(c.Characters) != 2 {
		t.Fatalf("%+v %+v", c.File, c.Characters)
	}
	before, _ := os.ReadFile(c.Path("rovare.json"))
	other := filepath.Join(t.TempDir(), "rovare.json")
	write(t, other, strings.Replace(string(before), "Ulv Skägge", "Annan", 1))
	fresh := copyExample(t, t.TempDir(), "eira", "eira.json")
	if _, err := c.Add(fresh, other); err == nil || !strings.Contains(err.Error(), "has a rovare.json already") {
		t.Fatalf("clash: %v", err)
	}
	after, _ := os.ReadFile(c.Path("rovare.json"))
	if string(after) != string(before) {
		t.Fatal("a clash replaced the file")
	}
	if _, err := os.Stat(c.Path("eira.json")); err == nil {
		t.Fatal("a refused Add copied the file before the clash")
	}
	broken := filepath.Join(t.TempDir(), "b.json")
	write(t, broken, "{")
	if _, err := c.Add(broken); err == nil {
		t.Fatal("a broken file was added")
	}
	// A file already in the folder joins the party without a copy.
	copyExample(t, dir, "nadir", "nadir.json")
	if _, err := c.Add(c.Path("nadir.json")); err != nil {
		t.Fatal(err)
	}
	if c = noCache(t, dir); !slices.Contains(c.File.Party, "nadir.json") {
		t.Fatalf("party %v", c.File.Party)
	}
}

// The header cache gives what reading the files gives, and notices a file changed since.
func TestCacheFollowsChanges(t *testing.T) {
	dir, cacheDir := t.TempDir(), t.TempDir()
	path := copyExample(t, dir, "asa-jarnhand", "asa.json")
	open := func() *Campaign {
		c, err := OpenWith(dir, Options{CacheDir: cacheDir})
		if err != nil {
			t.Fatal(err)
		}
		c.Complete()
		return c
	}
	if c := open(); c.Characters[0].Name != "Åsa Järnhand" {
		t.Fatalf("%+v", c.Characters)
	}
	if entries, _ := os.ReadDir(cacheDir); len(entries) != 1 {
		t.Fatalf("cache files %v", entries)
	}
	ch := load(t, path)
	ch.Name, ch.NPC = "Åsa den andra", true
	if err := sheet.Save(path, ch); err != nil {
		t.Fatal(err)
	}
	if c := open(); c.Characters[0].Name != "Åsa den andra" || !c.Characters[0].NPC {
		t.Fatalf("stale cache: %+v", c.Characters)
	}
	write(t, path, "{")
	if c := open(); len(c.Characters) != 0 || len(c.Problems) != 1 {
		t.Fatalf("stale cache: %+v %+v", c.Characters, c.Problems)
	}
}

// More documents than MaxDocuments are said in a problem, not dropped silently.
func TestTooManyDocumentsIsSaid(t *testing.T) {
	dir := t.TempDir()
	data, _ := os.ReadFile(example("rovare"))
	for i := range MaxDocuments + 3 {
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("npc%05d.json", i)), data, 0o644)
	}
	c := noCache(t, dir)
	if len(c.Characters) != MaxDocuments || len(c.Problems) != 1 || !strings.Contains(c.Problems[0].Message, "2003 documents") {
		t.Fatalf("%d characters, problems %+v", len(c.Characters), c.Problems)
	}
}

// Open reads campaign.json and no document: what the folder holds is read by Complete, once,
// and Character and Add wait for it. So a document changed between the two is listed as it
// is at Complete, and a second Complete reads nothing again.
func TestOpenReadsNoDocumentCompleteDoes(t *testing.T) {
	dir := t.TempDir()
	path := copyExample(t, dir, "asa-jarnhand", "asa.json")
	c, err := OpenWith(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.File.Name != filepath.Base(dir) || c.Characters != nil {
		t.Fatalf("Open: %+v %+v", c.File, c.Characters)
	}
	ch := load(t, path)
	ch.Name = "Åsa den andra"
	if err := sheet.Save(path, ch); err != nil {
		t.Fatal(err)
	}
	copyExample(t, dir, "rovare", "rovare.json")
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(c.Complete)
	}
	wg.Wait()
	if got, ok := c.Character("asa.json"); !ok || got.Name != "Åsa den andra" || !got.Party || len(c.Characters) != 2 {
		t.Fatalf("Complete: %+v", c.Characters)
	}
	write(t, filepath.Join(dir, "sen.json"), "{")
	if c.Complete(); len(c.Characters) != 2 || len(c.Problems) != 0 {
		t.Fatalf("a second Complete listed again: %+v %+v", c.Characters, c.Problems)
	}
	// Character waits for the listing by itself.
	c, _ = OpenWith(dir, Options{})
	if got, ok := c.Character("rovare.json"); !ok || !got.NPC {
		t.Fatalf("Character before Complete: %+v %v", got, ok)
	}
}

// A folder without campaign.json written right after Open keeps its party: Write lists the
// folder first, and what the caller set (the ruleset) is kept.
func TestWriteAfterOpenKeepsTheParty(t *testing.T) {
	dir := t.TempDir()
	copyExample(t, dir, "asa-jarnhand", "asa.json")
	c, err := OpenWith(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	c.File.Ruleset = "husets"
	if err := c.Write(); err != nil {
		t.Fatal(err)
	}
	f, err := ReadFile(c.Path(FileName))
	if err != nil || !slices.Equal(f.Party, []string{"asa.json"}) || f.Ruleset != "husets" {
		t.Fatalf("%+v %v", f, err)
	}
}
