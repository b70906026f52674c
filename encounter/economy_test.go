package encounter

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// logged says whether the fight's log has a line with every one of parts.
func logged(f *Fight, parts ...string) bool {
	for _, line := range f.Doc.Log {
		all := true
		for _, p := range parts {
			all = all && strings.Contains(line, p)
		}
		if all {
			return true
		}
	}
	return false
}

// toTurnOf moves the turn on to combatant i, as the GM presses Next.
func toTurnOf(t *testing.T, f *Fight, i int) {
	t.Helper()
	for n := 0; f.Doc.Turn != i; n++ {
		if n == len(f.Chars)+1 {
			t.Fatalf("the turn never came to %s: %v", f.Doc.Combatants[i].Name, f.Doc.Log)
		}
		f.Next(rand.New(rand.NewPCG(1, 1)))
	}
}

// framgangsslag: "Gard (1 Handlingspoäng, Reaktiv handling) … Gäller mot alla inkommande
// Närstridsanfall tills det är karaktärens Tur igen": the first blow at a defender takes its
// Handlingspoäng for the Gard, the next blow before its turn none, and at its turn the Gard is
// let go. Before, a Gard was free against every blow and no Handlingspoäng were ever spent.
func TestAGardHoldsUntilTheDefendersTurn(t *testing.T) {
	t.Parallel()
	f := settled(t, fightOfNPCs(t, "framgangsslag", "bonder.json", 3), 5)
	d := 2
	r := rand.New(rand.NewPCG(4, 4))
	for _, a := range []int{0, 1} {
		toTurnOf(t, f, a)
		if _, err := f.Act(a, d, engineExchange(f, a), r); err != nil {
			t.Fatal(err)
		}
		if got := f.Doc.Combatants[d].Spent[hp]; got != 1 {
			t.Fatalf("after %d blows the defender has spent %d Handlingspoäng, want the Gard's 1", a+1, got)
		}
	}
	if !strings.Contains(strings.Join(f.Doc.Combatants[d].Holding, ","), "gard") {
		t.Fatalf("holding %v, want the Gard", f.Doc.Combatants[d].Holding)
	}
	toTurnOf(t, f, d)
	if h := f.Doc.Combatants[d].Holding; len(h) != 0 {
		t.Errorf("at its own turn it still holds %v", h)
	}
}

// hp is framgangsslag's allowance of Handlingspoäng, by id.
const hp = "hp"

// framgangsslag: "Man kan inte göra mer än 1 Offensiv handling per Stridsrunda" (a second
// attack is refused with the sentence, ErrPastAllowance behind it, and taken as the GM's
// ruling all the same), and "När samtliga stridande har spenderat sina Handlingspoäng är
// Stridsrundan slut": a Frenesi (2 Handlingspoäng) and an Anfall against a Gard spend all, and
// the round ends at once, the log quoting the rule. A defender with no Handlingspoäng left
// meets the blow with Inget försvar, and the log says why.
func TestTheStridsrundaEndsWhenAllHaveSpentTheirHandlingspoäng(t *testing.T) {
	t.Parallel()
	f := settled(t, fightOfNPCs(t, "framgangsslag", "bonder.json", 2), 5)
	r := rand.New(rand.NewPCG(2, 2))
	a, b := f.Doc.Turn, 1-f.Doc.Turn
	frenesi := ""
	for _, c := range f.Rules.Attacks(f.Chars[a]) {
		if strings.HasPrefix(c.ID, "frenesi:") {
			frenesi = c.ID
			break
		}
	}
	if frenesi == "" {
		t.Fatalf("no Frenesi among %v", f.Rules.Attacks(f.Chars[a]))
	}
	if _, err := f.Act(a, b, engine.Exchange{Attack: frenesi}, r); err != nil {
		t.Fatal(err)
	}
	_, err := f.Act(a, b, engineExchange(f, a), r)
	if !errors.Is(err, ErrPastAllowance) || !strings.Contains(err.Error(), "Man kan inte göra mer än 1 Offensiv handling per Stridsrunda.") &&
		!strings.Contains(err.Error(), "2 Handlingspoäng och 1 Snabbt handlingspoäng per Stridsrunda") {
		t.Fatalf("a second attack: %v", err)
	}
	f.Next(r)
	if f.Doc.Turn != b || f.Doc.Round != 1 {
		t.Fatalf("round %d, turn %d; want round 1, %s's turn", f.Doc.Round, f.Doc.Turn, f.Doc.Combatants[b].Name)
	}
	if _, err := f.Act(b, a, engineExchange(f, b), r); err != nil {
		t.Fatal(err)
	}
	if !logged(f, f.Doc.Combatants[a].Name, "har inget kvar för Gard") {
		t.Errorf("the defender without Handlingspoäng is not said to meet the blow without its Gard: %q", f.Doc.Log)
	}
	f.Next(r)
	if f.Doc.Round != 2 || !logged(f, "När samtliga stridande har spenderat sina Handlingspoäng är Stridsrundan slut") {
		t.Fatalf("round %d after all spent; the log %q", f.Doc.Round, f.Doc.Log)
	}
	for i, c := range f.Doc.Combatants {
		if len(c.Spent) != 0 {
			t.Errorf("%s begins the round having spent %v", f.Doc.Combatants[i].Name, c.Spent)
		}
	}
}

// zonstrid: "När du blir attackerad kan du välja att använda din korta handling för att
// parera" and "istället för din långa handling göra en kort": a second parry in a round takes
// the long action, so its maker cannot attack in its turn, and a third blow meets no parry.
// Before, one character parried five attacks in a round and attacked too.
func TestAParryIsTheShortActionOfTheRound(t *testing.T) {
	t.Parallel()
	f := settled(t, fightOfNPCs(t, "zonstrid", "skogsrovare.json", 4), 4)
	d := 3
	r := rand.New(rand.NewPCG(5, 5))
	for a := range 2 {
		toTurnOf(t, f, a)
		if _, err := f.Act(a, d, engineExchange(f, a), r); err != nil {
			t.Fatal(err)
		}
	}
	if got := f.LeftText(d); got != "0 av 1 lång handling, 0 av 1 kort handling" {
		t.Fatalf("after two parries %s has %q left", f.Doc.Combatants[d].Name, got)
	}
	toTurnOf(t, f, 2)
	_, err := f.Act(2, d, engine.Exchange{Attack: engineExchange(f, 2).Attack, Defence: "parera"}, r)
	if !errors.Is(err, ErrPastAllowance) || !strings.Contains(err.Error(), "När du blir attackerad kan du välja att använda din korta handling för att parera") {
		t.Fatalf("a third parry named: %v", err)
	}
	if _, err := f.Act(2, d, engineExchange(f, 2), r); err != nil {
		t.Fatal(err)
	}
	if !logged(f, f.Doc.Combatants[d].Name, "har inget kvar för Parera", "Ingen") {
		t.Errorf("the third blow is not said to meet no parry: %q", f.Doc.Log[len(f.Doc.Log)-2:])
	}
	toTurnOf(t, f, d)
	_, err = f.Act(d, 0, engineExchange(f, d), r)
	if !errors.Is(err, ErrPastAllowance) || !strings.Contains(err.Error(), "en lång och en kort") {
		t.Fatalf("an attack after two parries: %v", err)
	}
}

// zonstrid: "Får du fler framgångar än du behöver kan du välja att byta initiativkort med din
// motståndare": a parry with successes to spare gives the right to swap with that foe in the
// midst of the round (the turn staying with the one who has it), once; a swap between two
// NPCs once someone has acted is refused with "Det går bara att byta initiativ i början av
// rundan", and taken as the GM's ruling all the same. Before, the log announced the swap and
// no swap could be made once anyone had attacked.
func TestAParryWithSuccessesToSpareEarnsASwap(t *testing.T) {
	t.Parallel()
	for seed := uint64(1); seed < 400; seed++ {
		f := settled(t, fightOfNPCs(t, "zonstrid", "skogsrovare.json", 3), 4)
		a, d := f.Doc.Turn, (f.Doc.Turn+1)%3
		res, err := f.Act(a, d, engineExchange(f, a), rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatal(err)
		}
		if !res.Swap {
			continue
		}
		if f.Doc.Combatants[d].MaySwap != f.Doc.Combatants[a].Name {
			t.Fatalf("may_swap %q, want %q", f.Doc.Combatants[d].MaySwap, f.Doc.Combatants[a].Name)
		}
		other := 3 - a - d
		if err := f.Swap(other, a); !errors.Is(err, ErrPastAllowance) || !strings.Contains(err.Error(), "Det går bara att byta initiativ i början av rundan") {
			t.Fatalf("a swap of two NPCs in the midst of the round: %v", err)
		}
		acting := f.Doc.Combatants[f.Doc.Turn].Name
		dName, aName := f.Doc.Combatants[d].Name, f.Doc.Combatants[a].Name
		cards := [2]int{f.Chars[d].State["initiativ"], f.Chars[a].State["initiativ"]}
		if err := f.Swap(d, a); err != nil {
			t.Fatal(err)
		}
		if got := f.Doc.Combatants[f.Doc.Turn].Name; got != acting {
			t.Errorf("the turn went from %s to %s", acting, got)
		}
		nd, na := index(t, f, dName), index(t, f, aName)
		if f.Chars[nd].State["initiativ"] != cards[1] || f.Chars[na].State["initiativ"] != cards[0] {
			t.Errorf("cards %d and %d after the swap, want %v swapped", f.Chars[nd].State["initiativ"], f.Chars[na].State["initiativ"], cards)
		}
		if err := f.Swap(nd, na); !errors.Is(err, ErrPastAllowance) {
			t.Errorf("the right to swap was used twice: %v", err)
		}
		if err := f.SwapAnyway(nd, na); err != nil || !logged(f, "SL:s beslut") {
			t.Errorf("the GM's swap: %v; %q", err, f.Doc.Log)
		}
		return
	}
	t.Fatal("no parry had successes to spare in 400 seeds")
}

// spelsystemet: "Om en rollperson är invecklad i strid mot flera fiender (som mest kan tre
// stycken komma åt att slå på en helt omringad stackare), får hon dela upp sin färdighet
// mellan dem": the second foe of a rond meets half her skill, the third a third, and a fourth
// is refused with the sentence. Before, one defender kept her whole skill against three.
func TestOneAgainstSeveralSplitsTheSkill(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 4)
	f = settled(t, f, 1)
	asa := index(t, f, "Åsa Järnhand")
	if err := f.SetSide(asa, sheet.SidePlayers); err != nil {
		t.Fatal(err)
	}
	whole := 0
	foes := 0
	r := rand.New(rand.NewPCG(8, 8))
	for i := range f.Chars {
		if i == asa {
			continue
		}
		toTurnOf(t, f, i)
		x := engine.Exchange{Attack: engineExchange(f, i).Attack}
		if foes == 3 {
			_, err := f.Act(i, asa, x, r)
			if !errors.Is(err, ErrPastAllowance) || !strings.Contains(err.Error(), "som mest kan tre stycken komma åt att slå på en helt omringad stackare") {
				t.Fatalf("a fourth foe: %v", err)
			}
			return
		}
		res, err := f.Act(i, asa, x, r)
		if err != nil {
			t.Fatal(err)
		}
		if res.Defence == nil {
			t.Skipf("Åsa fell to the blow of foe %d: no parry to split", foes+1)
		}
		foes++
		if foes == 1 {
			whole = res.Defence.Value
			continue
		}
		if res.Defence.Value != whole/foes || !logged(f, "Åsa Järnhand delar sin färdighet mellan") {
			t.Errorf("foe %d meets %d of her %d; want %d, and the log to say so", foes, res.Defence.Value, whole, whole/foes)
		}
	}
	t.Fatalf("only %d foes came at her", foes)
}

// odestarningar: "Vid lika sker handlingarna exakt samtidigt", and a group of NPCs shares one
// initiative roll: the one who shares the place of the one whose turn it is attacks at that
// moment too, and one of another place is refused as out of turn.
func TestThoseOfOnePlaceActAtOnce(t *testing.T) {
	t.Parallel()
	for seed := uint64(1); seed < 100; seed++ {
		f, _ := fightOf(t, "odestarningar", []string{"nadir.json"}, "jibril.json", 2)
		f = settled(t, f, seed)
		turn := f.Doc.Turn
		same, other := -1, -1
		for i := range f.Chars {
			switch {
			case i == turn:
			case f.atOnce(i, turn):
				same = i
			default:
				other = i
			}
		}
		if same < 0 || other < 0 {
			continue // every place alike, or none shared: another roll
		}
		r := rand.New(rand.NewPCG(1, 1))
		if _, err := f.Act(same, other, engineExchange(f, same), r); err != nil {
			t.Fatalf("one of the same place as the turn's: %v", err)
		}
		if _, err := f.Act(other, same, engineExchange(f, other), r); !errors.Is(err, ErrPastAllowance) {
			t.Fatalf("one of another place out of turn: %v", err)
		}
		return
	}
	t.Fatal("no roll of 100 gave two of one place beside one of another")
}
