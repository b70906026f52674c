package cli

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/sheet"
)

// What every ruleset's exchange prints, as a test reads it: `attack` and `damage` are played
// through the CLI, as a script would play them.

type rolled struct {
	What      string   `json:"what"`
	Value     int      `json:"value"`
	Mod       int      `json:"mod"`
	Effective int      `json:"effective"`
	Dice      string   `json:"dice"`
	Faces     []int    `json:"faces"`
	Counted   int      `json:"counted"`
	Outcome   string   `json:"outcome"`
	Details   []string `json:"details"`
}

type blown struct {
	Dice   string   `json:"dice"`
	Faces  []int    `json:"faces"`
	Rolled int      `json:"rolled"`
	Total  int      `json:"total"`
	Type   string   `json:"type"`
	Part   string   `json:"part"`
	Steps  []string `json:"steps"`
}

type standing struct {
	Name     string            `json:"name"`
	Values   map[string]string `json:"values"`
	State    map[string]string `json:"state"`
	Status   string            `json:"status"`
	Wounds   []string          `json:"wounds"`
	Trackers map[string]int    `json:"trackers"`
}

type fought struct {
	Seed     uint64    `json:"seed"`
	Attack   rolled    `json:"attack"`
	Defence  *rolled   `json:"defence"`
	Struck   string    `json:"struck"`
	Damage   *blown    `json:"damage"`
	Report   []string  `json:"report"`
	Target   standing  `json:"target"`
	Attacker *standing `json:"attacker"`
	Odds     struct {
		P    map[string]float64 `json:"p"`
		Text string             `json:"text"`
	} `json:"odds"`
}

type damaged struct {
	Damage blown    `json:"damage"`
	Report []string `json:"report"`
	Target standing `json:"target"`
}

// play runs a command of the exchange and decodes its answer into T, failing on any exit but 0.
func play[T any](t *testing.T, args ...string) T {
	t.Helper()
	r := run(t, nil, args...)
	if r.code != OK {
		t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
	}
	var out T
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, r.stdout)
	}
	return out
}

// oddsSumToOne checks that an exchange's odds cover every outcome once.
func oddsSumToOne(t *testing.T, p map[string]float64) {
	t.Helper()
	sum := 0.0
	for _, v := range p {
		sum += v
	}
	if math.Abs(sum-1) > 1e-9 || len(p) == 0 {
		t.Errorf("the odds %v sum to %v, not 1", p, sum)
	}
}

func exampleFile(name string) string { return filepath.Join("../../../assets/examples", name+".json") }

// saveDoc writes c into dir as name.json, for a fight with a character the examples lack.
func saveDoc(t *testing.T, dir, name string, c *sheet.Character) string {
	t.Helper()
	path := filepath.Join(dir, name+".json")
	if err := sheet.Save(path, c); err != nil {
		t.Fatal(err)
	}
	return path
}

func loadDoc(t *testing.T, path string) *sheet.Character {
	t.Helper()
	c, err := sheet.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The attack's errors are one line each, and exit 2 for what the user typed wrong.
func TestAttackRefusesWhatCannotBeFought(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	copyOf := filepath.Join(dir, "asa.json")
	data, _ := os.ReadFile(exampleFile("asa-jarnhand"))
	os.WriteFile(copyOf, data, 0o600)
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"attack", exampleFile("asa-jarnhand"), "Svärd"}, BadArgs, "--target is required"},
		{[]string{"attack", exampleFile("asa-jarnhand"), "Hillebard", "--target", exampleFile("rovare")}, BadArgs, "attacks with Farfars svärd (svard)"},
		{[]string{"attack", exampleFile("asa-jarnhand"), "svard", "--target", exampleFile("rovare"), "--defend", "ducka"}, BadArgs, "Stridsyxa (stridsyxa), Obeväpnad (obevapnad), Stridsyxa (fel hand) (stridsyxa/fel-hand), Frislag (frislag)"},
		{[]string{"attack", exampleFile("asa-jarnhand"), "svard", "--target", exampleFile("bombur")}, Failed, "a fight is fought by one ruleset's rules"},
		{[]string{"attack", exampleFile("asa-jarnhand"), "svard", "--target", exampleFile("rovare"), "--mod", "101"}, BadArgs, "--mod 101"},
		{[]string{"attack", exampleFile("asa-jarnhand"), "svard", "--target", exampleFile("rovare"), "--distance", "-1"}, BadArgs, "--distance -1"},
		{[]string{"attack", copyOf, "svard", "--target", exampleFile("rovare"), "-o", copyOf}, Failed, "is the character file"},
		{[]string{"attack", exampleFile("asa-jarnhand"), "svard", "--target", exampleFile("rovare"), "-o", dir}, Failed, "is a folder"},
		{[]string{"damage", copyOf}, BadArgs, "give --amount or --faces"},
		{[]string{"damage", copyOf, "--amount", "3", "--faces", "1,2"}, BadArgs, "give --amount or --faces"},
		{[]string{"damage", copyOf, "--faces", "1,0"}, BadArgs, `"0" is not a die's face`},
		{[]string{"damage", copyOf, "--faces", strings.Repeat("1,", 100) + "1"}, BadArgs, "101 dice; at most 100"},
		{[]string{"damage", copyOf, "--amount", "1000"}, BadArgs, "--amount 1000"},
		{[]string{"damage", copyOf, "--amount", "3", "--bonus", "1"}, BadArgs, "--bonus goes with --faces"},
		{[]string{"damage", copyOf, "--amount", "3", "--part", "svans"}, BadArgs, `"svans"`},
		{[]string{"damage", copyOf, "--amount", "3", "-o", copyOf}, Failed, "is the character file"},
	} {
		r := run(t, nil, c.args...)
		if r.code != c.code || !strings.Contains(r.stderr, c.says) {
			t.Errorf("%v: exit %d, %q; want exit %d saying %q", c.args[:2], r.code, r.stderr, c.code, c.says)
		}
	}
	if after, _ := os.ReadFile(copyOf); string(after) != string(data) {
		t.Error("a refused command changed its input")
	}
}
