package encounter

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// logHas says whether a line of f's log holds every one of parts.
func logHas(f *Fight, parts ...string) bool {
	return slices.ContainsFunc(f.Doc.Log, func(l string) bool {
		for _, p := range parts {
			if !strings.Contains(l, p) {
				return false
			}
		}
		return true
	})
}

// settled is f with its order settled by seed.
func settled(t *testing.T, f *Fight, seed uint64) *Fight {
	t.Helper()
	if err := f.Settle(rand.New(rand.NewPCG(seed, 0))); err != nil {
		t.Fatal(err)
	}
	return f
}

// index is the place of the combatant called name.
func index(t *testing.T, f *Fight, name string) int {
	t.Helper()
	i := slices.Index(names(f), name)
	if i < 0 {
		t.Fatalf("no %q among %v", name, names(f))
	}
	return i
}

// spelsystemet: "2xKP: Rollpersonen faller medvetslös, och blöder 1 LP/rond tills dess att
// någon läkning erhållits": a part at twice its KP loses 1 LP at every round's end, and the
// unconscious is skipped with the reason, never offered the turn, and is struck by a frislag.
func TestABleedingUnconsciousCharacterLosesLPEachRoundAndIsSkipped(t *testing.T) {
	f := settled(t, fightOfNPCs(t, "spelsystemet", "rovare.json", 2), 1)
	ulv := index(t, f, "Ulv Skägge 1")
	c := f.Chars[ulv].Clone()
	c.Wounds = append(c.Wounds, sheet.Wound{Part: "vanster-arm", Damage: 12, Type: "H"}) // past 2 × KP
	f.Chars[ulv] = c
	if a := f.Able(ulv); a.Able || !a.Helpless || a.Reason.Sv() != "medvetslös" {
		t.Fatalf("Ulv at twice KP: %+v %q", a, a.Reason.Sv())
	}
	wounds := len(c.Wounds)
	for range 2 {
		f.NextRound(rand.New(rand.NewPCG(1, 1)))
		if f.Doc.Turn == ulv {
			t.Fatalf("round %d: the turn is the unconscious one's", f.Doc.Round)
		}
	}
	if got := len(f.Chars[ulv].Wounds) - wounds; got != 2 {
		t.Errorf("two round ends took %d bleeding wounds, want 2", got)
	}
	if !logHas(f, "Ulv Skägge 1", "Blöda en rond", "blöder 1 LP") || !logHas(f, "Ulv Skägge 1 hoppas över: medvetslös") {
		t.Errorf("the log says neither the bleeding nor the skip: %q", f.Doc.Log)
	}
	x, err := f.Exchange(1-ulv, ulv, engineExchange(f, 1-ulv))
	if err != nil {
		t.Fatal(err)
	}
	if ds, _ := fightsOf(f).Defences(x); len(ds) != 1 || ds[0].ID != "frislag" {
		t.Errorf("the unconscious defends with %v; the rules make it a frislag", ds)
	}
	if _, err := f.Act(ulv, 1-ulv, engineExchange(f, ulv), rand.New(rand.NewPCG(1, 2))); err == nil {
		t.Error("the unconscious attacked")
	}
}

// intensitet: "När första rundan börjar: Spelledaren placerar ut intensitetstärningen … med
// värdet ”1” uppåt. Efter varje runda: Spelledaren stegar upp intensitetstärningens värde med
// +1, till den når ”6”"; "Döende … Du måste göra ett räddningsslag mot död varje drag".
func TestTheIntensityDieStepsUpAndTheDyingSaveEveryTurn(t *testing.T) {
	f, _ := fightOf(t, "intensitet", []string{"bombur.json"}, "vatte.json", 1)
	settled(t, f, 2)
	bombur := index(t, f, "Bombur")
	if got := f.Chars[bombur].State["intensitet"]; got != 1 {
		t.Fatalf("the die starts at %d", got)
	}
	r := rand.New(rand.NewPCG(5, 5))
	for round := 2; round <= 7; round++ {
		f.NextRound(r)
		if got := f.Chars[bombur].State["intensitet"]; got != min(round, 6) {
			t.Fatalf("round %d: the die is at %d", round, got)
		}
	}
	dying := f.Chars[bombur].Clone()
	dying.Conditions = append(dying.Conditions, "doende")
	f.Chars[bombur] = dying
	if a := f.Able(bombur); a.Able || !a.Helpless {
		t.Fatalf("the dying can act: %+v", a)
	}
	saves := 0
	for turn := 0; turn < 12 && f.Chars[bombur].State["forsamringar"] < 3; turn++ {
		before := len(f.Doc.Log)
		f.Next(r)
		for _, l := range f.Doc.Log[before:] {
			if strings.Contains(l, "Bombur: Dödsräddningsslag: T20") {
				saves++
			}
		}
		if !slices.Contains(f.Chars[bombur].Conditions, "doende") {
			break // stabilised: medvetslös, no more saves
		}
	}
	if saves == 0 {
		t.Fatalf("no death save in twelve turns: %q", f.Doc.Log)
	}
	if f.Chars[bombur].State["forsamringar"] >= 3 {
		if a := f.Able(bombur); a.Reason.Sv() != "död" {
			t.Errorf("dead of three försämringar, and the reason is %q", a.Reason.Sv())
		}
		if st := f.Rules.Derive(f.Chars[bombur]).Layout().Status; st == nil || st.Text != "död" {
			t.Errorf("dead of three försämringar, and the status reads %v", st)
		}
	}
}

// odestarningar: "För varje handling måste en eller flera ödestärningar användas. Sedan kan
// dessa tärningar inte användas igen förrän nästa sr", "Varje sr indelas i faser", and "För
// grupper av generiska slp med identiska egenskaper slås … bara ett, gemensamt
// initiativslag": one who has spent its dice waits for the next sr, not for ever.
func TestÖdeDiceComeBackEachRoundInPhases(t *testing.T) {
	f, _ := fightOf(t, "odestarningar", []string{"nadir.json"}, "jibril.json", 2)
	settled(t, f, 3)
	j1, j2 := index(t, f, "Jibril 1"), index(t, f, "Jibril 2")
	if !slices.Equal(f.Doc.Combatants[j1].Initiative, f.Doc.Combatants[j2].Initiative) || !f.Simultaneous(j1) {
		t.Errorf("the group's places %v %v, simultaneous %v", f.Doc.Combatants[j1].Initiative, f.Doc.Combatants[j2].Initiative, f.Simultaneous(j1))
	}
	nadir := index(t, f, "Nadir al-Farouk")
	spent := f.Chars[nadir].Clone()
	spent.State["anvanda"] = 10
	f.Chars[nadir] = spent
	if a := f.Able(nadir); a.Able || a.Helpless || !strings.Contains(a.Reason.Sv(), "denna sr") {
		t.Fatalf("Nadir with every die spent: %+v", a)
	}
	f.Doc.Attacked = true // someone struck this phase: the order goes round again
	for f.Doc.Round == 1 {
		f.Next(rand.New(rand.NewPCG(1, 1)))
	}
	if !logHas(f, "Runda 1, fas 2") || !logHas(f, "Nadir al-Farouk: Ny stridsrunda") {
		t.Errorf("no second phase, or no dice back: %q", f.Doc.Log)
	}
	if !f.Able(nadir).Able {
		t.Errorf("round 2 and Nadir still cannot act: %+v", f.Able(nadir))
	}
}

// fightOfNPCs is a fight of n copies of the example npc alone, settled by no one yet.
func fightOfNPCs(t *testing.T, id, npc string, n int) *Fight {
	f, _ := fightOf(t, id, nil, npc, n)
	return f
}

func fightsOf(f *Fight) engine.Fights { return f.Rules.(engine.Fights) }

// engineExchange is combatant a's first attack, set up.
func engineExchange(f *Fight, a int) engine.Exchange {
	return engine.Exchange{Attack: fightsOf(f).Attacks(f.Chars[a])[0].ID}
}
