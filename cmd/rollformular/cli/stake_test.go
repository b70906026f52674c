package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// staked is the stake an exchange's answer prints.
type staked struct {
	Stake *struct {
		Attack  struct{ Own, Skill int }  `json:"attack"`
		Defence *struct{ Own, Skill int } `json:"defence"`
	} `json:"stake"`
}

// Issue 49, 5c: "`encounter act` has no `--dice` to choose how many öde dice to stake". "Nadir
// har öde 3 och fv 5 i Skytte. Det ger honom tre ödestärningar och fem färdighetstärningar i
// skytte. När han avlossar ett skott avgör han hur många av dessa han vill satsa", and "För
// varje handling måste en eller flera ödestärningar användas. Sedan kan dessa tärningar inte
// användas igen förrän nästa sr": `encounter act --dice OWN,SKILL` (and --defend-dice) stakes
// what the table chooses within what is left, says it in the answer as numbers, and refuses
// in one line what is past it.
func TestEncounterActStakesTheDiceChosen(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	nadir, jibril := copyTo(t, dir, "nadir"), copyTo(t, dir, "jibril")
	play[shown](t, "encounter", "new", "--ruleset", "odestarningar", nadir, jibril, "--seed", "1", "-o", fight)
	// Each has staked one die on the initiativslag: two öde dice are left.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--dice", "0,1"}, "minst en ödestärning"},
		{[]string{"--dice", "3,0"}, "bara 2 ödestärningar kvar denna sr"},
		{[]string{"--dice", "1,9"}, "bara 2 kvar att satsa i Närstrid"},
		{[]string{"--dice", "41,0"}, "each 0 to 40"},
		{[]string{"--dice", "två"}, "own,skill dice"},
		{[]string{"--defend-dice", "3,0"}, "bara 2 ödestärningar kvar denna sr"},
		{[]string{"--defend-dice", "1,0", "--defend", "inget"}, "inget försvar"},
	} {
		args := append([]string{"encounter", "act", fight, "Nadir al-Farouk", "Durakniv", "Jibril", "--seed", "1"}, c.args...)
		r := run(t, nil, args...)
		if r.code != BadArgs || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want exit 2 and %q", c.args, r.code, r.stderr, c.want)
		}
	}
	if s := play[shown](t, "encounter", "show", fight); len(s.Log) != 1 {
		t.Fatalf("a refused act changed the fight: %q", s.Log)
	}
	// "Båda satsar två ödestärningar var och varsin färdighetstärning."
	r := run(t, nil, "encounter", "act", fight, "Nadir al-Farouk", "Durakniv", "Jibril", "--dice", "2,1", "--defend-dice", "2,1", "--seed", "1164")
	var x struct {
		fought
		staked
	}
	if r.code != OK || json.Unmarshal([]byte(r.stdout), &x) != nil {
		t.Fatalf("--dice 2,1: exit %d: %s", r.code, r.stderr)
	}
	if x.Stake == nil || x.Stake.Attack.Own != 2 || x.Stake.Attack.Skill != 1 || x.Stake.Defence == nil || x.Stake.Defence.Own != 2 || x.Stake.Defence.Skill != 1 {
		t.Errorf("the stake answered: %+v", x.Stake)
	}
	if len(x.Attack.Faces) != 3 || x.Attack.Dice != "2+1 T6" || x.Defence == nil || len(x.Defence.Faces) != 3 {
		t.Errorf("2+1 dice a side: %+v against %+v", x.Attack, x.Defence)
	}
	if loadDoc(t, nadir).State["anvanda"] != 3 || loadDoc(t, jibril).State["anvanda"] != 3 {
		t.Errorf("the dice staked are used for the sr: Nadir %d, Jibril %d", loadDoc(t, nadir).State["anvanda"], loadDoc(t, jibril).State["anvanda"])
	}
	// Without --dice, the rules' stake, said the same way: "Båda satsar en ödestärning och en
	// färdighetstärning var".
	second := filepath.Join(dir, "second.json")
	play[shown](t, "encounter", "new", "--ruleset", "odestarningar", copyTo(t, t.TempDir(), "nadir"), "--npc", exampleFile("jibril"), "--seed", "1", "-o", second)
	d := play[staked](t, "encounter", "act", second, "Nadir al-Farouk", "Durakniv", "Jibril", "--seed", "2")
	if d.Stake == nil || d.Stake.Attack.Own != 1 || d.Stake.Attack.Skill != 1 || d.Stake.Defence == nil || d.Stake.Defence.Own != 1 {
		t.Errorf("the default stake: %+v", d.Stake)
	}
}

// Where the rules let no side choose its dice, --dice is refused in one line, never taken
// silently, and the answer's stake is null.
func TestDiceAreRefusedWhereTheRulesStakeNone(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ ruleset, player, npc, weapon string }{
		{"spelsystemet", "asa-jarnhand", "rovare", "Farfars svärd"},
		{"framgangsslag", "stadsvakt", "bonder", "Svärd"},
		{"intensitet", "bombur", "vatte", "Stridsyxa"},
		{"zonstrid", "eira", "skogsrovare", "Kniv"},
	} {
		dir := t.TempDir()
		fight := filepath.Join(dir, "fight.json")
		s := play[shown](t, "encounter", "new", "--ruleset", c.ruleset, copyTo(t, dir, c.player), "--npc", exampleFile(c.npc), "--seed", "1", "-o", fight)
		name, npc := s.Combatants[0].Name, s.Combatants[1].Name
		if s.Combatants[0].File == "" {
			name, npc = npc, name
		}
		for _, flag := range []string{"--dice", "--defend-dice"} {
			r := run(t, nil, "encounter", "act", fight, name, c.weapon, npc, flag, "1,1", "--seed", "1", "--force")
			if r.code != BadArgs || !strings.Contains(r.stderr, "tärningar") {
				t.Errorf("%s %s: exit %d, %q", c.ruleset, flag, r.code, r.stderr)
			}
		}
		r := run(t, nil, "encounter", "act", fight, name, c.weapon, npc, "--seed", "1", "--force")
		var v map[string]any
		if err := json.Unmarshal([]byte(r.stdout), &v); err != nil || r.code != OK {
			t.Fatalf("%s: exit %d %s", c.ruleset, r.code, r.stderr)
		}
		if stake, ok := v["stake"]; !ok || stake != nil {
			t.Errorf("%s: the stake is %v (present %v), want null", c.ruleset, stake, ok)
		}
	}
}

// What `attack` and `encounter act` print keeps to docs/exchange.schema.json in every
// ruleset: every key present, of its type, none the schema does not name.
func TestTheExchangeKeepsToItsSchema(t *testing.T) {
	t.Parallel()
	s := schemaOf(t, "exchange")
	for _, c := range []struct{ ruleset, player, npc string }{
		{"spelsystemet", "asa-jarnhand", "rovare"},
		{"framgangsslag", "stadsvakt", "bonder"},
		{"intensitet", "bombur", "vatte"},
		{"zonstrid", "eira", "skogsrovare"},
		{"odestarningar", "nadir", "jibril"},
	} {
		dir := t.TempDir()
		fight := filepath.Join(dir, "fight.json")
		sh := play[shown](t, "encounter", "new", "--ruleset", c.ruleset, copyTo(t, dir, c.player), "--npc", exampleFile(c.npc), "--seed", "1", "-o", fight)
		name := sh.Combatants[0].Name
		if sh.Combatants[0].File == "" {
			name = sh.Combatants[1].Name
		}
		play[shown](t, "encounter", "side", fight, name, "players")
		for seed := 1; seed <= 4; seed++ {
			for _, args := range [][]string{
				{"encounter", "act", fight, name, "--seed", fmt.Sprint(seed)},
				{"attack", exampleFile(c.player), firstAttack(t, fight, 0), "--target", exampleFile(c.npc), "--seed", fmt.Sprint(seed)},
			} {
				r := run(t, nil, args...)
				if r.code != OK {
					continue // the foe has fallen, or the dice of the sr are spent
				}
				var v any
				if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
					t.Fatalf("%v: not JSON: %v", args, err)
				}
				for _, e := range s.conform("", v) {
					t.Errorf("%s %v: %s", c.ruleset, args[:2], e)
				}
			}
		}
	}
}
