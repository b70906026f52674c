package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// leftOf is what the combatant has left of allowance id, as `encounter show` says it; -1 where
// it has none of that name.
func leftOf(c shownCombatant, id string) int {
	for _, l := range c.Left {
		if l.ID == id {
			return l.Left
		}
	}
	return -1
}

// A round allows each combatant what its text says, and `encounter act` counts it: five rounds
// in every ruleset through the command line, the allowance read from `encounter show` before and
// after every attack, a second attack in the same turn refused with the rule's sentence (the
// file untouched), an attack out of turn refused with the sentence that gives the turns, and
// once, with --force, taken as the GM's ruling and said so in the log.
func TestEveryRoundAllowsWhatItsTextSays(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		ruleset, a, b, npc string
		// allowance is the id an attack takes one of; again the sentence a second attack in
		// the same turn (or phase) is refused with; outOfTurn that of an attack out of turn.
		allowance, outOfTurn string
		again                []string
	}{
		{"spelsystemet", "asa-jarnhand", "rovare", "rovare", "handling",
			"När det blir väsentligt vem som flyttar först, är det rollpersonen med bäst Snabbhet som har initiativet",
			[]string{"En stridsrond representerar en variabel mängd tid, tillräcklig för att utföra en handling."}},
		// An Anfall is 1 of the 2 Handlingspoäng, and the one Offensiv handling; a Gard before
		// one's turn took the other Handlingspoäng.
		{"framgangsslag", "stadsvakt", "bonder", "bonder", "offensiv",
			"Reaktiva handlingar kan göras trots att det inte är ens egen tur",
			[]string{"Man kan inte göra mer än 1 Offensiv handling per Stridsrunda.",
				"Alla karaktärer får som regel 2 Handlingspoäng och 1 Snabbt handlingspoäng per Stridsrunda."}},
		{"intensitet", "bombur", "vatte", "vatte", "normal",
			"Här utför du alla dina handlingar i ditt drag.",
			[]string{"Normal handling: Du kan bara utföra en normal handling per drag."}},
		{"zonstrid", "eira", "skogsrovare", "skogsrovare", "lang",
			"Reaktiva handlingar går att göra när som helst i rundan.",
			[]string{"Människor, djur och de flesta väsen får göra två handlingar varje runda, en lång och en kort."}},
		{"odestarningar", "nadir", "jibril", "jibril", "fas",
			"Initiativslaget avgör i vilken ordning stridens deltagare agerar i varje fas av varje sr",
			[]string{"Varje deltagare får utföra en handling per fas."}},
	} {
		t.Run(c.ruleset, func(t *testing.T) {
			t.Parallel()
			fight, s := partyAgainst(t, c.ruleset, c.a, c.b, c.npc)
			refusedUntouched := func(want []string, args ...string) {
				t.Helper()
				before, _ := os.ReadFile(fight)
				r := run(t, nil, append([]string{"encounter", "act", fight}, args...)...)
				after, _ := os.ReadFile(fight)
				quoted := slices.ContainsFunc(want, func(w string) bool { return strings.Contains(r.stderr, w) })
				if r.code != BadArgs || !quoted || !strings.Contains(r.stderr, "--force") || strings.Count(r.stderr, "\n") != 1 {
					t.Fatalf("%v: exit %d, %q; want one line of exit 2 quoting %q and offering --force", args, r.code, r.stderr, want)
				}
				if !bytes.Equal(before, after) {
					t.Fatalf("%v: a refused attack changed the encounter", args)
				}
			}
			attacks, refusals, forced, seed := 0, 0, false, 100
			for steps := 0; s.Round <= 5; steps++ {
				if steps > 400 {
					t.Fatalf("400 steps and still in round %d", s.Round)
				}
				actor := s.Combatants[s.Turn]
				if !actor.Able {
					break // nobody at all can act: the log says so
				}
				seed++
				had := leftOf(actor, c.allowance)
				if had < 0 {
					t.Fatalf("%s has no %q in %+v", actor.Name, c.allowance, actor.Left)
				}
				// The best weapon that reaches, at whomever of the other side is first.
				r := run(t, nil, "encounter", "act", fight, actor.Name, "--seed", fmt.Sprint(seed))
				quotes := slices.ContainsFunc(c.again, func(w string) bool { return strings.Contains(r.stderr, w) })
				switch {
				case r.code == OK:
					attacks++
					var x fought
					if err := json.Unmarshal([]byte(r.stdout), &x); err != nil {
						t.Fatal(err)
					}
					after := play[shown](t, "encounter", "show", fight)
					if got := leftOf(after.Combatants[after.Turn], c.allowance); got != had-1 {
						t.Fatalf("round %d: %s had %d %s, has %d after an attack", s.Round, actor.Name, had, c.allowance, got)
					}
					weapon := firstAttack(t, fight, after.Turn)
					if !after.Combatants[after.Turn].Able {
						break // its last öde die spent: it cannot act at all, which is no allowance
					}
					refusedUntouched(c.again, actor.Name, weapon, x.Target.Name, "--seed", "1")
					refusals++
					if !forced {
						forced = true
						play[fought](t, "encounter", "act", fight, actor.Name, weapon, x.Target.Name, "--seed", "2", "--force")
						if log := play[shown](t, "encounter", "show", fight).Log; !strings.Contains(strings.Join(log, "\n"), "SL:s beslut: "+actor.Name) {
							t.Errorf("a forced attack is not said in the log as the GM's ruling: %q", log[max(len(log)-3, 0):])
						}
					}
				case r.code == BadArgs && had == 0 && quotes:
					refusals++ // spent in an earlier go round the order
				case r.code == BadArgs && (strings.Contains(r.stderr, "still in the fight") || strings.Contains(r.stderr, "ödestärning")):
				default:
					t.Fatalf("round %d: %s with %d %s left: exit %d: %s", s.Round, actor.Name, had, c.allowance, r.code, r.stderr)
				}
				s = play[shown](t, "encounter", "show", fight)
				for k, other := range s.Combatants {
					// One who shares the acting one's place where the rules make such act at
					// once (odestarningar) is in turn with it.
					atOnce := other.Simultaneous && slices.Equal(other.Initiative, s.Combatants[s.Turn].Initiative)
					if k != s.Turn && !atOnce && other.Able && leftOf(other, c.allowance) > 0 {
						if hasFoe(s, k) {
							refusedUntouched([]string{c.outOfTurn}, other.Name, "--seed", "3")
							refusals++
						}
						break
					}
				}
				s = play[shown](t, "encounter", "next", fight, "--seed", fmt.Sprint(seed))
			}
			if attacks < 3 || refusals < attacks { // a side may fall in round 1: there is nobody left to attack
				t.Errorf("five rounds of %d attacks and %d refusals; want three at least, and a refusal each; the log:\n%s", attacks, refusals, strings.Join(s.Log, "\n"))
			}
		})
	}
}

// hasFoe says whether combatant k has a foe still in the fight to attack.
func hasFoe(s shown, k int) bool {
	for j, x := range s.Combatants {
		if j != k && x.Side != s.Combatants[k].Side && (x.Able || !x.Helpless) {
			return true
		}
	}
	return false
}

// "spent" is bounded as docs/ranges.md says: 0–20 of each allowance. The largest legal value
// reads (and leaves nothing), one past it and a text are refused on reading in one line that
// names the combatant, and the file is left as it was.
func TestWhatARoundSpentIsBoundedOnReading(t *testing.T) {
	t.Parallel()
	fight, _ := partyAgainst(t, "framgangsslag", "stadsvakt", "bonder", "bonder")
	data, err := os.ReadFile(fight)
	if err != nil {
		t.Fatal(err)
	}
	with := func(spent any) []byte {
		var doc map[string]any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		doc["combatants"].([]any)[0].(map[string]any)["spent"] = spent
		out, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	if err := os.WriteFile(fight, with(map[string]any{"hp": 20}), 0o644); err != nil {
		t.Fatal(err)
	}
	s := play[shown](t, "encounter", "show", fight)
	if got := leftOf(s.Combatants[0], "hp"); got != 0 {
		t.Errorf("20 Handlingspoäng spent leaves %d", got)
	}
	many := map[string]any{}
	for i := range 21 {
		many[fmt.Sprint("a", i)] = 1
	}
	for _, bad := range []any{map[string]any{"hp": 21}, map[string]any{"hp": -1}, map[string]any{"hp": "x"}, many} {
		doc := with(bad)
		if err := os.WriteFile(fight, doc, 0o644); err != nil {
			t.Fatal(err)
		}
		r := run(t, nil, "encounter", "show", fight)
		after, _ := os.ReadFile(fight)
		if r.code != Failed || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "spent") || !bytes.Equal(after, doc) {
			t.Errorf("spent %v: exit %d, %q", bad, r.code, r.stderr)
		}
	}
}
