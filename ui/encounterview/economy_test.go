package encounterview

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/encounter"
	"rollformular/sheet"
	"rollformular/ui/uitest"
)

// A round allows each what its text says, in the editor as in the command line: five rounds of
// four NPCs, two a side, in every ruleset, played with the real buttons. The acting row says
// what it has left before and after its attack; a second Roll in the same turn says the rule's
// sentence and offers nothing to apply; ticked, the GM's ruling rolls it all the same.
func TestTheEncounterViewCountsWhatARoundAllows(t *testing.T) {
	for _, c := range []struct {
		ruleset, npc string
		again        []string // the sentences a second attack in the turn may be refused with
	}{
		{"spelsystemet", "rovare.json", []string{"En stridsrond representerar en variabel mängd tid, tillräcklig för att utföra en handling."}},
		// The Anfall took 1 of 2 Handlingspoäng and the one Offensiv handling; a Gard before
		// the turn may have taken the other Handlingspoäng.
		{"framgangsslag", "bonder.json", []string{"Man kan inte göra mer än 1 Offensiv handling per Stridsrunda.",
			"Alla karaktärer får som regel 2 Handlingspoäng och 1 Snabbt handlingspoäng per Stridsrunda."}},
		{"intensitet", "vatte.json", []string{"Normal handling: Du kan bara utföra en normal handling per drag."}},
		{"zonstrid", "skogsrovare.json", []string{"Människor, djur och de flesta väsen får göra två handlingar varje runda, en lång och en kort."}},
		{"odestarningar", "jibril.json", []string{"Varje deltagare får utföra en handling per fas."}},
	} {
		t.Run(c.ruleset, func(t *testing.T) {
			rs, err := uitest.Registry(t).Lookup(c.ruleset)
			if err != nil {
				t.Fatal(err)
			}
			f := encounter.New(rs)
			if err := f.AddCopies(load(t, c.npc), 4); err != nil {
				t.Fatal(err)
			}
			for _, i := range []int{0, 1} {
				if err := f.SetSide(i, sheet.SidePlayers); err != nil {
					t.Fatal(err)
				}
			}
			if err := f.Settle(rand.New(rand.NewPCG(3, 3))); err != nil {
				t.Fatal(err)
			}
			v, _ := show(t, f)
			leftSaid := lang.L("Left this round: {{.Left}}", map[string]any{"Left": ""})
			attacks, refusals := 0, 0
			for steps := 0; v.fight.Doc.Round <= 5 && steps < 200; steps++ {
				turn := v.fight.Doc.Turn
				row := v.rowList[turn]
				if !v.fight.Able(turn).Able || v.act.Roll.Disabled() {
					uitest.TapButton(t, v.object, lang.L("Next turn"))
					continue
				}
				before := row.state.Text
				if !strings.Contains(before, leftSaid) {
					t.Fatalf("the acting row says nothing of what is left: %q", before)
				}
				test.Tap(v.act.Roll)
				if v.act.apply.Disabled() {
					// Spent in an earlier go round the order: the refusal says why.
					if !strings.Contains(v.act.result.Text, "“") {
						t.Fatalf("round %d: a refused roll says %q", v.fight.Doc.Round, v.act.result.Text)
					}
					uitest.TapButton(t, v.object, lang.L("Next turn"))
					continue
				}
				test.Tap(v.act.apply)
				attacks++
				if after := v.rowList[v.fight.Doc.Turn].state.Text; after == before {
					t.Fatalf("round %d: the row says the same after the attack: %q", v.fight.Doc.Round, after)
				}
				if !v.fight.Able(v.fight.Doc.Turn).Able || v.act.Roll.Disabled() {
					uitest.TapButton(t, v.object, lang.L("Next turn"))
					continue
				}
				test.Tap(v.act.Roll)
				quoted := slices.ContainsFunc(c.again, func(s string) bool { return strings.Contains(v.act.result.Text, s) })
				if !quoted || !v.act.apply.Disabled() {
					t.Fatalf("round %d: a second roll in the turn says %q (apply enabled: %v); want %q",
						v.fight.Doc.Round, v.act.result.Text, !v.act.apply.Disabled(), c.again)
				}
				refusals++
				if refusals == 1 {
					test.Tap(v.act.ruling)
					test.Tap(v.act.Roll)
					if v.act.apply.Disabled() {
						t.Fatalf("the GM's ruling did not roll: %q", v.act.result.Text)
					}
					test.Tap(v.act.apply)
					if log := strings.Join(v.fight.Doc.Log, "\n"); !strings.Contains(log, "SL:s beslut") || v.act.ruling.Checked {
						t.Fatalf("the ruling is not logged, or stays ticked (%v): %q", v.act.ruling.Checked, log)
					}
				}
				uitest.TapButton(t, v.object, lang.L("Next turn"))
			}
			if attacks < 3 || refusals < 2 {
				t.Errorf("%d attacks and %d refusals in five rounds", attacks, refusals)
			}
		})
	}
}
