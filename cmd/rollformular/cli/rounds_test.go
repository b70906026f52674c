package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"rollformular/encounter"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

// A fight is rounds: five rounds in every ruleset, played through the command line as a GM
// scripts one: whoever `encounter show` says is acting attacks the first able one of the other
// side with its first attack (no TARGET given), then `encounter next`. No per-row action is
// ever needed: the round rules run by themselves, the fallen are skipped, and no turn is given
// to one who cannot act. Each ruleset's round rules are then read back from the log.
func TestEncounterFiveRoundsInEveryRuleset(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		ruleset, a, b, npc string
		// check reads the ruleset's round rules back from the fight after five rounds.
		check func(t *testing.T, s shown)
	}{
		// "2xKP: Rollpersonen faller medvetslös, och blöder 1 LP/rond" and "Frislag används
		// också mot personer som av någon anledning inte kan försvara sig: de kan vara
		// medvetslösa": the fallen are skipped.
		{"spelsystemet", "asa-jarnhand", "rovare", "rovare", nil},
		{"framgangsslag", "stadsvakt", "bonder", "bonder", nil},
		// "Efter varje runda: Spelledaren stegar upp intensitetstärningens värde med +1, till
		// den når ”6”": the die is at 6 in round 6 on the player's sheet.
		{"intensitet", "bombur", "vatte", "vatte", func(t *testing.T, s shown) {
			// "Endast spelarfigurer": Bombur's die, and no NPC's.
			for _, x := range s.Combatants {
				want := 0
				if x.Name == "Bombur" {
					want = min(s.Round, 6)
				}
				if x.State.Trackers["intensitet"] != want {
					t.Errorf("round %d: %s's intensity die is %d, want %d", s.Round, x.Name, x.State.Trackers["intensitet"], want)
				}
			}
			if n := strings.Count(strings.Join(s.Log, "\n"), "Bombur: Ny runda: intensitet"); n != s.Round-1 {
				t.Errorf("Bombur's die stepped %d times in %d round ends", n, s.Round-1)
			}
		}},
		{"zonstrid", "eira", "skogsrovare", "skogsrovare", nil},
		// "Sedan kan dessa tärningar inte användas igen förrän nästa sr": every round end brings
		// the dice back, so no round deadlocks; "Varje sr indelas i faser": a round has a
		// second phase; "bara ett, gemensamt initiativslag": the two NPCs share their place.
		{"odestarningar", "nadir", "jibril", "jibril", func(t *testing.T, s shown) {
			log := strings.Join(s.Log, "\n")
			if n := strings.Count(log, "Ny stridsrunda: "); n < 4*len(s.Combatants) {
				t.Errorf("the dice came back %d times in four round ends of %d combatants", n, len(s.Combatants))
			}
			if !strings.Contains(log, "fas 2") {
				t.Error("no round had a second phase")
			}
			var places [][]int
			for _, x := range s.Combatants {
				if x.File == "" {
					places = append(places, x.Initiative)
				}
			}
			if len(places) != 2 || fmt.Sprint(places[0]) != fmt.Sprint(places[1]) {
				t.Errorf("the group of NPCs has places %v, want one shared", places)
			}
		}},
	} {
		t.Run(c.ruleset, func(t *testing.T) {
			fight, s := partyAgainst(t, c.ruleset, c.a, c.b, c.npc)
			exchanges, seed, won := map[int]int{}, 100, 6
			for steps := 0; s.Round <= 5; steps++ {
				if steps > 400 {
					t.Fatalf("400 steps and still in round %d", s.Round)
				}
				actor := s.Combatants[s.Turn]
				if actor.Name != s.Acting || !actor.Acting {
					t.Fatalf("turn %d is %q, acting says %q", s.Turn, actor.Name, s.Acting)
				}
				if !actor.Able {
					// Only where nobody at all can act does the turn stop on one who cannot.
					if last := s.Log[len(s.Log)-1]; !strings.Contains(last, "ingen kan handla") {
						t.Fatalf("round %d: the turn is %s's, who cannot act (%s)", s.Round, actor.Name, actor.Reason)
					}
					break
				}
				seed++
				r := run(t, nil, "encounter", "act", fight, actor.Name, firstAttack(t, fight, s.Turn), "--seed", fmt.Sprint(seed))
				switch {
				case r.code == OK:
					exchanges[s.Round]++
					var x struct {
						fought
						Written []string `json:"files_written"`
					}
					if err := json.Unmarshal([]byte(r.stdout), &x); err != nil {
						t.Fatal(err)
					}
				case r.code != BadArgs || r.stderr == "":
					t.Fatalf("round %d: %s: exit %d: %s", s.Round, actor.Name, r.code, r.stderr)
				case strings.Contains(r.stderr, "still in the fight"):
					won = min(won, s.Round) // the other side has fallen: nobody to attack
				}
				s = play[shown](t, "encounter", "next", fight, "--seed", fmt.Sprint(seed))
			}
			for round := 1; round <= 5; round++ {
				if exchanges[round] == 0 && round < won && !strings.Contains(strings.Join(s.Log, "\n"), "ingen kan handla") {
					t.Errorf("round %d had no exchange: %v", round, s.Log)
				}
			}
			for _, x := range s.Combatants {
				if !x.Able && x.Reason == "" {
					t.Errorf("%s cannot act and says no reason", x.Name)
				}
			}
			if c.check != nil {
				c.check(t, s)
			}
			t.Logf("exchanges by round %v; one side fallen from round %d; %d log lines", exchanges, won, len(s.Log))
		})
	}
}

// partyAgainst is a new encounter of ruleset in a folder of its own: the examples a and b, on
// the players' side whatever their files say, against two copies of the example npc; its file
// and what `encounter show` says of it.
func partyAgainst(t *testing.T, ruleset, a, b, npc string) (string, shown) {
	t.Helper()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	s := play[shown](t, "encounter", "new", "--ruleset", ruleset, copyTo(t, dir, a), copyTo(t, dir, b),
		"--npc", exampleFile(npc), "--count", "2", "--seed", "7", "-o", fight)
	for _, x := range s.Combatants {
		if x.File != "" && x.Side != "players" {
			s = play[shown](t, "encounter", "side", fight, x.Name, "players")
		}
	}
	return fight, s
}

// firstAttack is the first attack of combatant i of the encounter at fight.
func firstAttack(t *testing.T, fight string, i int) string {
	t.Helper()
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	f, err := encounter.Open(reg, fight)
	if err != nil {
		t.Fatal(err)
	}
	return f.Rules.Attacks(f.Chars[i])[0].ID
}

// "Six parallel `encounter act` keep six exchanges": each holds the encounter's lock from its
// read to its write, so none writes over another's step.
func TestSixParallelActsKeepSixExchanges(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	play[shown](t, "encounter", "new", "--ruleset", "zonstrid", "--npc", exampleFile("skogsrovare"), "--count", "2", "--seed", "3", "-o", fight)
	var wg sync.WaitGroup
	codes := make([]int, 6)
	for k := range codes {
		wg.Go(func() {
			codes[k] = run(t, nil, "encounter", "act", fight, "Skogsrövare 1", "Yxa", "Skogsrövare 2", "--seed", fmt.Sprint(k+1), "--force").code
		})
	}
	wg.Wait()
	s := play[shown](t, "encounter", "show", fight)
	n := 0
	for _, l := range s.Log {
		if strings.Contains(l, "Skogsrövare 1 anfaller Skogsrövare 2") {
			n++
		}
	}
	if n != 6 || slices.ContainsFunc(codes, func(c int) bool { return c != OK }) {
		t.Errorf("six acts at once: exits %v, %d exchanges in the log", codes, n)
	}
}

// "Every CLI output refuses, as pdf -o does, to replace what is not its own kind of document
// unless --force, and one path given for two outputs is refused": nothing is rolled or written.
func TestOutputsRefuseWhatIsNotTheirsAndOnePathForTwo(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	asa, rovare := copyTo(t, dir, "asa-jarnhand"), copyTo(t, dir, "rovare")
	note := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(note, []byte("my notes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.json")
	for _, args := range [][]string{
		{"damage", asa, "--amount", "3", "--part", "huvud", "-o", note},
		{"attack", asa, "Farfars svärd", "--target", rovare, "-o", note},
		{"attack", asa, "Farfars svärd", "--target", rovare, "--attacker-out", note},
		{"aid", rovare, asa, "-o", note},
		{"encounter", "new", "--ruleset", "spelsystemet", asa, "-o", note},
		{"encounter", "new", "--ruleset", "spelsystemet", rovare, "-o", asa},
		{"attack", asa, "Farfars svärd", "--target", rovare, "-o", other, "--attacker-out", other},
		{"aid", rovare, asa, "-o", other, "--helper-out", other},
	} {
		r := run(t, nil, args...)
		if r.code == OK || r.stderr == "" {
			t.Errorf("%v: exit %d", args, r.code)
		}
		if data, _ := os.ReadFile(note); string(data) != "my notes\n" {
			t.Fatalf("%v wrote over the notes", args)
		}
		if _, err := os.Stat(other); err == nil {
			t.Fatalf("%v wrote %s", args, other)
		}
	}
	if r := run(t, nil, "damage", asa, "--amount", "3", "--part", "huvud", "-o", note, "--force"); r.code != OK {
		t.Errorf("--force: exit %d: %s", r.code, r.stderr)
	}
	if r := run(t, nil, "damage", asa, "--amount", "3", "--part", "huvud", "-o", rovare); r.code != OK {
		t.Errorf("over a character file: exit %d: %s", r.code, r.stderr)
	}
}

// "check says ok for a character derive reports dead", and reading a member given twice
// takes the last silently: check flags both.
func TestCheckFlagsTheDeadAndDuplicateKeys(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	asa := copyTo(t, dir, "asa-jarnhand")
	dead := filepath.Join(dir, "dead.json")
	if r := run(t, nil, "damage", asa, "--amount", "60", "--part", "brostkorg", "-o", dead); r.code != OK {
		t.Fatalf("damage: %s", r.stderr)
	}
	if r := run(t, nil, "check", dead); r.code != OK || !strings.Contains(r.stdout, "död") || strings.Contains(r.stdout, "ok") {
		t.Errorf("check of the dead: exit %d, %q", r.code, r.stdout)
	}
	twice := filepath.Join(dir, "twice.json")
	if err := os.WriteFile(twice, []byte("{\"format\": \"rollformular\", \"version\": 1, \"ruleset\": \"spelsystemet\",\n \"name\": \"A\", \"name\": \"B\"}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := run(t, nil, "check", twice); r.code != Failed || !strings.Contains(r.stdout, "/name is given twice") || !strings.Contains(r.stdout, "line 2") {
		t.Errorf("check of a duplicate key: exit %d, %q", r.code, r.stdout)
	}
}

// `aid` in spelsystemet: "På en stridsrond kan någon som har färdigheten stoppa blödning eller
// väcka en medvetslös person (med ett lyckat slag)", with the helper's skill; in intensitet:
// "En annan rollfigur kan hjälpa en döende rollfigur och förbättra hans tillstånd till
// medvetslös med ett lyckat test av Läkekonst (SG 15)".
func TestAidIsGivenByAnotherInSpelsystemetAndIntensitet(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	asa, rovare := copyTo(t, dir, "asa-jarnhand"), copyTo(t, dir, "rovare")
	hurt := filepath.Join(dir, "hurt.json")
	play[fought](t, "damage", rovare, "--amount", "6", "--part", "vanster-arm", "-o", hurt)
	aided := play[struct {
		Report []string `json:"report"`
	}](t, "aid", asa, hurt, "--seed", "3")
	if len(aided.Report) == 0 || !strings.Contains(aided.Report[0], "Förbinda Sår (Åsa Järnhand)") {
		t.Errorf("spelsystemet's aid: %v", aided.Report)
	}

	bombur, vatte := copyTo(t, dir, "bombur"), copyTo(t, dir, "vatte")
	dying := filepath.Join(dir, "dying.json")
	play[fought](t, "damage", bombur, "--amount", "999", "-o", dying)
	if r := run(t, nil, "aid", vatte, bombur); r.code == OK {
		t.Error("Läkekonst on one who is not dying")
	}
	saved := 0
	for seed := range 20 {
		out := filepath.Join(dir, fmt.Sprintf("aided%d.json", seed))
		a := play[struct {
			Report []string `json:"report"`
		}](t, "aid", vatte, dying, "--seed", fmt.Sprint(seed), "-o", out)
		if !strings.Contains(strings.Join(a.Report, " "), "mot SG 15") {
			t.Fatalf("intensitet's aid: %v", a.Report)
		}
		if strings.Contains(strings.Join(a.Report, " "), "lyckas: medvetslös") {
			saved++
			if c, err := sheet.Load(out); err != nil || !slices.Contains(c.Conditions, "medvetslos") || slices.Contains(c.Conditions, "doende") {
				t.Errorf("saved, and the file holds %v (%v)", c.Conditions, err)
			}
		}
	}
	if saved == 0 || saved == 20 {
		t.Errorf("%d of 20 tests of Läkekonst at SG 15 succeeded", saved)
	}
}
