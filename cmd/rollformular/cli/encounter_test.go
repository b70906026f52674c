package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"rollformular/sheet"
)

// shown is what `encounter show` (and new and next) print, as the tests read it.
type shown struct {
	Ruleset    string           `json:"ruleset"`
	Round      int              `json:"round"`
	Phase      int              `json:"phase"`
	Turn       int              `json:"turn"`
	Acting     string           `json:"acting"`
	Combatants []shownCombatant `json:"combatants"`
	Log        []string         `json:"log"`
	Written    []string         `json:"files_written"`
}

type shownCombatant struct {
	Name           string       `json:"name"`
	File           string       `json:"file"`
	Side           string       `json:"side"`
	Initiative     []int        `json:"initiative"`
	InitiativeText string       `json:"initiative_text"`
	Simultaneous   bool         `json:"simultaneous"`
	Acting         bool         `json:"acting"`
	Able           bool         `json:"able"`
	Reason         string       `json:"reason"`
	Helpless       bool         `json:"helpless"`
	Left           []shownLeft  `json:"left"`
	MaySwap        string       `json:"may_swap"`
	Wounds         []shownWound `json:"wounds"`
	State          *standing    `json:"state"`
	Problem        string       `json:"problem"`
}

type shownLeft struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Left int    `json:"left"`
	Of   int    `json:"of"`
}

type shownWound struct {
	Part     string `json:"part"`
	Damage   int    `json:"damage"`
	Type     string `json:"type"`
	Treated  bool   `json:"treated"`
	Stanched bool   `json:"stanched"`
	Fatal    bool   `json:"fatal"`
}

// copyTo copies the example name into dir and returns its path there: an encounter writes
// the player characters' files.
func copyTo(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(exampleFile(name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name+".json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// numbers are the whole numbers in s, in order: "Sh 8, SKI 14, Stridsvana 7" is 8 14 7.
func numbers(s string) []int {
	var out []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return (r < '0' || r > '9') && r != '-' && r != '+' }) {
		if n, err := strconv.Atoi(strings.TrimPrefix(f, "+")); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// Initiative follows each ruleset's own text, read back from what `encounter new` says of each
// combatant and the order it puts them in. Two player characters of the examples against a
// group of three NPCs, every seed from 1 to 30.
func TestEncounterInitiativeFollowsEachRulesetsText(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		ruleset, a, b, npc string
		// before says whether the combatant said x may act before the one said y.
		before func(x, y []int) bool
	}{
		// "rollpersonen med bäst Snabbhet som har initiativet …; vid lika värden jämförs SKI,
		// och om det också är lika går initiativet till den med mest Stridsvana."
		{"spelsystemet", "asa-jarnhand", "rovare", "rovare", func(x, y []int) bool { return slices.Compare(y, x) <= 0 }},
		// "Karaktärer med låg Storlek agerar innan karaktärer med hög Storlek. Är karaktärerna
		// lika Stora så är det den med högst Kamp börjar. Har flera karaktärer samma Kamp så
		// agerar de karaktärer som har högst Erfarenhetsbonus först."
		{"framgangsslag", "stadsvakt", "bonder", "bonder", func(x, y []int) bool {
			return x[0] < y[0] || x[0] == y[0] && slices.Compare([]int{-x[1], -x[2]}, []int{-y[1], -y[2]}) <= 0
		}},
		// "Om det blir oavgjort mellan två kombattanter, får den med den högre totala
		// justeringen agera först. Om även den är lika, slå ett skiljeslag med varsin t20."
		// Said as "total (1T20 t20 +adj; skiljeslag s)": the numbers total, 1, 20, t20, adj, s.
		{"intensitet", "bombur", "vatte", "vatte", func(x, y []int) bool {
			return slices.Compare([]int{-x[0], -x[4], -x[5]}, []int{-y[0], -y[4], -y[5]}) <= 0
		}},
		// "Ta tio spelkort numrerade från 1 till 10 … Lägst initiativ börjar."
		{"zonstrid", "eira", "skogsrovare", "skogsrovare", func(x, y []int) bool { return x[0] < y[0] }},
		// "Initiativslaget avgör i vilken ordning stridens deltagare agerar … Högst går först."
		{"odestarningar", "nadir", "jibril", "jibril", func(x, y []int) bool { return x[0] >= y[0] }},
	} {
		t.Run(c.ruleset, func(t *testing.T) {
			for seed := 1; seed <= 30; seed++ {
				dir := t.TempDir()
				s := play[shown](t, "encounter", "new", "--ruleset", c.ruleset, copyTo(t, dir, c.a), copyTo(t, dir, c.b),
					"--npc", exampleFile(c.npc), "--count", "3", "--seed", fmt.Sprint(seed), "-o", filepath.Join(dir, "fight.json"))
				if len(s.Combatants) != 5 || s.Round != 1 || s.Acting != s.Combatants[0].Name {
					t.Fatalf("seed %d: %d combatants, round %d, %q acting first", seed, len(s.Combatants), s.Round, s.Acting)
				}
				cards := map[int]bool{}
				for i, x := range s.Combatants {
					if x.State == nil || x.Problem != "" {
						t.Fatalf("seed %d: %s is not read: %s", seed, x.Name, x.Problem)
					}
					if i > 0 && !c.before(numbers(s.Combatants[i-1].InitiativeText), numbers(x.InitiativeText)) {
						t.Errorf("seed %d: %s (%s) acts before %s (%s)", seed, s.Combatants[i-1].Name, s.Combatants[i-1].InitiativeText, x.Name, x.InitiativeText)
					}
					if c.ruleset == "zonstrid" {
						card := numbers(x.InitiativeText)[0]
						if cards[card] || card < 1 || card > 10 {
							t.Errorf("seed %d: card %d dealt twice or not of the deck", seed, card)
						}
						cards[card] = true
					}
				}
			}
		})
	}
}

// "An encounter file with a missing or broken character file opens with a clear message
// naming the file, and nothing else is lost": `show` names the file in one line, lists every
// other combatant as it stands, and the encounter file is as it was.
func TestEncounterWithAMissingFileNamesItAndKeepsTheRest(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	eira := copyTo(t, dir, "eira")
	play[shown](t, "encounter", "new", "--ruleset", "zonstrid", eira, "--npc", exampleFile("skogsrovare"), "--count", "2", "--seed", "3", "-o", fight)
	before, _ := os.ReadFile(fight)
	if err := os.Remove(eira); err != nil {
		t.Fatal(err)
	}
	// The encounter is shown all the same: exit 0, the missing file a warning on stderr.
	r := run(t, nil, "encounter", "show", fight)
	if r.code != OK || !strings.Contains(r.stderr, "warning") || !strings.Contains(r.stderr, "eira.json") {
		t.Fatalf("a missing file: exit %d, %q", r.code, r.stderr)
	}
	s := decodeShown(t, r.stdout)
	read := 0
	for _, c := range s.Combatants {
		switch {
		case c.File != "" && !strings.Contains(c.Problem, "eira.json"):
			t.Errorf("%s: the problem %q does not name the file", c.Name, c.Problem)
		case c.File == "" && c.State == nil:
			t.Errorf("%s is lost with Eira's file", c.Name)
		case c.File == "":
			read++
		}
	}
	if read != 2 {
		t.Errorf("%d of the two Skogsrövare are shown", read)
	}
	if after, _ := os.ReadFile(fight); string(after) != string(before) {
		t.Error("showing the encounter changed its file")
	}
	// Acting with the missing one is refused, naming it; acting between the others is not.
	if r := run(t, nil, "encounter", "act", fight, "Eira Lind", "Kniv", "Skogsrövare 1", "--seed", "1"); r.code == OK || !strings.Contains(r.stderr, "eira.json") {
		t.Errorf("acting with a missing file: exit %d, %q", r.code, r.stderr)
	}
	play[fought](t, "encounter", "act", fight, "Skogsrövare 1", "Yxa", "Skogsrövare 2", "--seed", "1", "--force")
}

func decodeShown(t *testing.T, s string) shown {
	t.Helper()
	var out shown
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, s)
	}
	return out
}

// A character of another ruleset is refused in one line that says which and why, and bad
// usage is told as such; nothing is written.
func TestEncounterRefusesAnotherRulesetAndBadUsage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"encounter", "new", "--ruleset", "spelsystemet", exampleFile("eira"), "-o", fight}, Failed, "zonstrid character"},
		{[]string{"encounter", "new", "--ruleset", "spelsystemet", "-o", fight}, BadArgs, "give the characters"},
		{[]string{"encounter", "new", "--ruleset", "zonstrid", "--npc", exampleFile("skogsrovare"), "--count", "11", "-o", fight}, BadArgs, "tio kort"},
		{[]string{"encounter", "new", "--ruleset", "nej", exampleFile("eira"), "-o", fight}, BadArgs, "nej"},
		{[]string{"encounter", "flee", fight}, BadArgs, "new, show, act, next, side, swap or pdf"},
		{[]string{"encounter", "show", filepath.Join(dir, "none.json")}, Failed, "none.json"},
	} {
		r := run(t, nil, c.args...)
		if r.code != c.code || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", c.args[1:], r.code, r.stderr, c.code, c.want)
		}
	}
	if _, err := os.Stat(fight); err == nil {
		t.Error("a refused encounter was written")
	}
	if _, err := sheet.LoadEncounter(fight); err == nil {
		t.Error("no encounter, yet one loads")
	}
}

// "Print the encounter: initiative order with a tick row per round, and the NPC blocks of every
// combatant, on as few pages as they fit": a player's character and three NPCs on one page,
// each name in the order and in a block, sound by qpdf.
func TestEncounterPrintsItsOrderAndEveryBlock(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	play[shown](t, "encounter", "new", "--ruleset", "intensitet", copyTo(t, dir, "bombur"), "--npc", exampleFile("vatte"), "--count", "3", "--seed", "2", "-o", fight)
	out := filepath.Join(dir, "fight.pdf")
	if r := run(t, nil, "encounter", "pdf", fight, "-o", out); r.code != OK {
		t.Fatalf("encounter pdf: exit %d: %s", r.code, r.stderr)
	}
	if msg, err := exec.Command("qpdf", "--check", out).CombinedOutput(); err != nil {
		t.Fatalf("qpdf: %v\n%s", err, msg)
	}
	text, err := exec.Command("pdftotext", "-layout", out, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(text), "\f"); n != 1 {
		t.Errorf("four combatants on %d pages", n)
	}
	for _, name := range []string{"Bombur", "Vätte 1", "Vätte 2", "Vätte 3"} {
		if c := strings.Count(string(text), name); c < 2 {
			t.Errorf("%s is printed %d times; want in the order and in a block", name, c)
		}
	}
	if !strings.Contains(string(text), "Runda 1–12") {
		t.Error("no boxes to tick the rounds in")
	}
	// It never writes over the encounter or a character file of it.
	if r := run(t, nil, "encounter", "pdf", fight, "-o", fight); r.code == OK {
		t.Error("encounter pdf wrote over the encounter")
	}
}

// "Horder agerar som karaktärer: Alla i Horden gör samma handlingar", and "All mottagen
// Påfrestning läggs på en individ i Horden. När denna individ har blivit Skadad löper
// resterande Påfrestning över till nästa individ": eight farmers are one combatant, and the
// guard's blows take individuals from it until it is down to its last.
func TestEncounterHordeIsOneCombatantThatLosesIndividuals(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "fight.json")
	s := play[shown](t, "encounter", "new", "--ruleset", "framgangsslag", copyTo(t, dir, "stadsvakt"),
		"--npc", exampleFile("bonder"), "--count", "8", "--horde", "--seed", "1", "-o", path)
	if len(s.Combatants) != 2 {
		t.Fatalf("%d combatants: the horde is one", len(s.Combatants))
	}
	horde := slices.IndexFunc(s.Combatants, func(c shownCombatant) bool { return c.File == "" })
	if n := s.Combatants[horde].State.Trackers["antal"]; n != 8 {
		t.Fatalf("the horde has %d individuals", n)
	}
	guard, farmers := strconv.Itoa(2-horde), strconv.Itoa(horde+1)
	left := 8
	for seed := 1; seed <= 60 && left > 1; seed++ {
		play[fought](t, "encounter", "act", path, guard, "Svärd", farmers, "--seed", strconv.Itoa(seed), "--force") // blow after blow
		s = play[shown](t, "encounter", "show", path)
		n := s.Combatants[horde].State.Trackers["antal"]
		if n > left || n < 1 {
			t.Fatalf("seed %d: %d individuals after %d", seed, n, left)
		}
		left = n
	}
	if left == 8 {
		t.Error("sixty blows took no individual from the horde")
	}
	if r := run(t, nil, "encounter", "new", "--ruleset", "spelsystemet", "--npc", exampleFile("rovare"), "--count", "3", "--horde", "-o", filepath.Join(dir, "x.json")); r.code == OK || !strings.Contains(r.stderr, "no hordes") {
		t.Errorf("a horde where the rules have none: %d %s", r.code, r.stderr)
	}
}
