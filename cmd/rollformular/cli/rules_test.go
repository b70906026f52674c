package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rollformular/sheet"
)

// ulvdalen is a house-rules pack of spelsystemet: the Dolk strikes at Grund, a Husyxa is
// added and the Stridsslägga removed.
const ulvdalen = `{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "Ulvdalens husregler",
 "tables": {"weapons": {"change": {"dolk": {"damage": "Grund"}},
                        "add": [{"id": "husyxa", "name": "Husyxa", "kind": "narstrid", "hands": 1, "damage": "Grund+1", "type": "H", "length": 1, "skill": "Svärd"}],
                        "remove": ["stridsslagga"]}}}`

func writePack(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "husregler.json")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// "rollformular rules check PACK validates; rules diff PACK lists what it changes against the
// rules", and --rules makes derive and check read a character by the pack.
func TestRulesCheckDiffAndDeriveByAPack(t *testing.T) {
	t.Parallel()
	pack := writePack(t, ulvdalen)
	if r := run(t, nil, "rules", "check", pack); r.code != OK || !strings.Contains(r.stdout, "ok: Ulvdalens husregler, 3 changes to spelsystemet") {
		t.Errorf("rules check: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	r := run(t, nil, "rules", "diff", pack)
	if r.code != OK || r.stdout != "weapons: − stridsslagga\nweapons: dolk: damage \"Grund-2\" → \"Grund\"\nweapons: + husyxa\n" {
		t.Errorf("rules diff: exit %d, %q", r.code, r.stdout)
	}
	asa := exampleFile("asa-jarnhand")
	shipped := decode(t, run(t, nil, "derive", asa).stdout)
	house := decode(t, run(t, nil, "derive", asa, "--rules", pack).stdout)
	dolk := func(d map[string]any) any {
		for _, w := range d["weapons"].([]any) {
			if m := w.(map[string]any); m["name"] == "Dolk" {
				return m["damage"]
			}
		}
		return nil
	}
	if dolk(shipped) == dolk(house) || dolk(house) != "1T10" {
		t.Errorf("Åsa's Dolk: %v by the rules, %v by Ulvdalen's, want 1T10", dolk(shipped), dolk(house))
	}
	// "Catalogue rows, derived values and odds that a house rule changed say so in their
	// explanation": Åsa's Dolk, her second weapon, and not her sword nor her skill Dolk.
	why := house["explanations"].(map[string]any)
	if got := why["weapons.1"].(string); !strings.HasSuffix(got, `Husregel Ulvdalens husregler: Dolk damage "Grund"`) {
		t.Errorf("Åsa's Dolk is explained %q", got)
	}
	for id, got := range why {
		if id != "weapons.1" && strings.Contains(got.(string), "Husregel") {
			t.Errorf("%s is explained %q, which no house rule changed", id, got)
		}
	}
	if got := shipped["explanations"].(map[string]any)["weapons.1"].(string); strings.Contains(got, "Husregel") {
		t.Errorf("by the rules as shipped Åsa's Dolk is explained %q", got)
	}
	if r := run(t, nil, "check", asa, "--rules", pack); r.code != OK {
		t.Errorf("check --rules: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
}

// A bad pack: rules check says each of its problems on a line of its own, naming the pack, and
// exits 1; derive --rules with it derives nothing and says in one line how many, and where
// they are listed.
func TestABadPackIsALinePerProblem(t *testing.T) {
	t.Parallel()
	bad := writePack(t, `{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "Trasig",
 "tables": {"weapons": {"change": {"dolk": {"damage": 8}}, "remove": ["yxan"]}, "drakar": {"remove": ["x"]}}}`)
	r := run(t, nil, "rules", "check", bad)
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != Failed || len(lines) != 3 || !strings.HasPrefix(lines[0], bad+": error: drakar: not a table") {
		t.Errorf("rules check of a bad pack: exit %d, %q", r.code, r.stdout)
	}
	if r := run(t, nil, "derive", exampleFile("asa-jarnhand"), "--rules", bad); r.code != Failed || r.stdout != "" || !strings.Contains(r.stderr, "3 problems (rollformular rules check") {
		t.Errorf("derive --rules of a bad pack: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"rules", "check", filepath.Join(t.TempDir(), "saknas.json")}, "cannot open"},
		{[]string{"rules", "check", exampleFile("asa-jarnhand")}, "not a house-rules pack"},
		{[]string{"rules", "lista"}, "rules check PACK"},
	} {
		if r := run(t, nil, c.args...); r.code == OK || !strings.Contains(r.stderr, c.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want one line saying %q", c.args, r.code, r.stderr, c.want)
		}
	}
}

// Every command that reads characters by the rules takes --rules: the sheet printed by them
// gives Åsa's Dolk the house rules' damage.
func TestEveryCommandTakesRules(t *testing.T) {
	t.Parallel()
	pack := writePack(t, ulvdalen)
	asa := exampleFile("asa-jarnhand")
	out := filepath.Join(t.TempDir(), "asa.pdf")
	if r := run(t, nil, "pdf", asa, "-o", out, "--rules", pack); r.code != OK {
		t.Fatalf("pdf --rules: exit %d, %q", r.code, r.stderr)
	}
	text := strings.Join(pdfPages(t, out), "")
	if !regexp.MustCompile(`Dolk\s+1T10`).MatchString(text) {
		t.Error("the sheet printed --rules does not give the Dolk the house rules' 1T10")
	}
	// "The sheet's PDF names the house rules it was printed with."
	if !strings.Contains(text, "Husregler: Ulvdalens husregler") {
		t.Error("the sheet printed --rules does not name the house rules")
	}
	for _, args := range [][]string{
		{"roll", asa, "Dolk", "--weapon", "--seed", "1", "--rules", pack},
		{"damage", asa, "--amount", "3", "--rules", pack},
		{"encounter", "new", "--ruleset", "spelsystemet", asa, "--seed", "1", "--rules", pack, "-o", filepath.Join(t.TempDir(), "f.json")},
	} {
		if r := run(t, nil, args...); r.code != OK {
			t.Errorf("%s --rules: exit %d, %q", args[0], r.code, r.stderr)
		}
	}
}

// "A character … records the pack it was made with (its name and a hash; where it is found),
// so it opens with the same rules on another machine, and says so clearly when the pack is
// missing or changed." A character made with new --rules records the pack beside it; Åsa,
// given the record, derives by it without --rules; a changed pack is said and used; a missing
// one is one line.
func TestACharacterRecordsItsPack(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pack := filepath.Join(dir, "regler", "ulvdalen.json")
	if err := os.MkdirAll(filepath.Dir(pack), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pack, []byte(ulvdalen), 0o644); err != nil {
		t.Fatal(err)
	}
	made := filepath.Join(dir, "ny.json")
	if r := run(t, nil, "new", "--ruleset", "spelsystemet", "--rules", pack, "-o", made); r.code != OK {
		t.Fatalf("new --rules: exit %d, %q", r.code, r.stderr)
	}
	doc, err := sheet.Load(made)
	if err != nil {
		t.Fatal(err)
	}
	if h := doc.HouseRules; h == nil || h.Name != "Ulvdalens husregler" || h.Path != "regler/ulvdalen.json" || len(h.SHA256) != 64 {
		t.Fatalf("the new character records %+v", doc.HouseRules)
	}
	// Åsa with the same record derives by the pack.
	asa, err := sheet.Load(exampleFile("asa-jarnhand"))
	if err != nil {
		t.Fatal(err)
	}
	asa.HouseRules = doc.HouseRules
	data, err := sheet.Marshal(asa)
	if err != nil {
		t.Fatal(err)
	}
	asaPath := filepath.Join(dir, "asa.json")
	if err := os.WriteFile(asaPath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	dolk := func(r result) any {
		for _, w := range decode(t, r.stdout)["weapons"].([]any) {
			if m := w.(map[string]any); m["name"] == "Dolk" {
				return m["damage"]
			}
		}
		return nil
	}
	if got := dolk(run(t, nil, "derive", asaPath)); got != "1T10" {
		t.Errorf("Åsa, recording Ulvdalen's rules, derives her Dolk as %v, want 1T10", got)
	}
	// The pack changed (the Dolk a step up, Grund+1: 2T6 for her): said, and read as it is now.
	if err := os.WriteFile(pack, []byte(strings.Replace(ulvdalen, `"damage": "Grund"}`, `"damage": "Grund+1"}`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := run(t, nil, "derive", asaPath); r.code != OK || !strings.Contains(r.stderr, "has changed since") || dolk(r) != "2T6" {
		t.Errorf("a changed pack: exit %d, %q, Dolk %v", r.code, r.stderr, dolk(r))
	}
	// The pack is gone: one line saying which and what to do.
	if err := os.Remove(pack); err != nil {
		t.Fatal(err)
	}
	if r := run(t, nil, "derive", asaPath); r.code == OK || !strings.Contains(r.stderr, "which are not there: give --rules PACK") {
		t.Errorf("a missing pack: exit %d, %q", r.code, r.stderr)
	}
}

// An encounter made with --rules records the pack, and is fought and printed by it without
// --rules: Åsa's block in the printed fight gives her Dolk 1T10 and names the house rules.
func TestAnEncounterRecordsItsPack(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pack := filepath.Join(dir, "ulvdalen.json")
	if err := os.WriteFile(pack, []byte(ulvdalen), 0o644); err != nil {
		t.Fatal(err)
	}
	fight := filepath.Join(dir, "fight.json")
	play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", copyTo(t, dir, "asa-jarnhand"), "--npc", exampleFile("rovare"), "--seed", "1", "--rules", pack, "-o", fight)
	doc, _, err := sheet.ReadEncounter(fight)
	if err != nil {
		t.Fatal(err)
	}
	if h := doc.HouseRules; h == nil || h.Name != "Ulvdalens husregler" || h.Path != "ulvdalen.json" {
		t.Fatalf("the encounter records %+v", doc.HouseRules)
	}
	out := filepath.Join(dir, "fight.pdf")
	if r := run(t, nil, "encounter", "pdf", fight, "-o", out); r.code != OK {
		t.Fatalf("encounter pdf: exit %d, %q", r.code, r.stderr)
	}
	text := strings.Join(pdfPages(t, out), "")
	if !regexp.MustCompile(`Dolk 1T10`).MatchString(text) || !strings.Contains(text, "Husregler: Ulvdalens husregler") {
		t.Errorf("the printed fight is not by Ulvdalen's rules:\n%s", text)
	}
	if err := os.Remove(pack); err != nil {
		t.Fatal(err)
	}
	if r := run(t, nil, "encounter", "show", fight); r.code == OK || !strings.Contains(r.stderr, "which are not there") {
		t.Errorf("the pack gone: exit %d, %q", r.code, r.stderr)
	}
}
