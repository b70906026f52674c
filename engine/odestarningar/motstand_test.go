package odestarningar

import (
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// Counts every pair of rolls, to check Motståndschans against.
func bruteOpposed(a, b, mod int, decide bool) (win, tie, lose int64) {
	fa, fb := make([]int, a), make([]int, b)
	var walkA func(i int)
	var walkB func(j int)
	walkB = func(j int) {
		if j == b {
			switch MotståndMed(fa, fb, mod, decide) {
			case 1:
				win++
			case -1:
				lose++
			default:
				tie++
			}
			return
		}
		for f := 1; f <= 6; f++ {
			fb[j] = f
			walkB(j + 1)
		}
	}
	walkA = func(i int) {
		if i == a {
			walkB(0)
			return
		}
		for f := 1; f <= 6; f++ {
			fa[i] = f
			walkA(i + 1)
		}
	}
	walkA(0)
	return
}

// "Motståndsslag: När två personer mäter sina förmågor mot varandra slår de varsitt
// handlingsslag. Högst slag vinner."
func TestMotståndschans(t *testing.T) {
	for _, c := range [][3]int{{1, 1, 0}, {2, 1, 0}, {3, 2, 0}, {2, 4, 0}, {3, 3, 0}, {2, 3, 1}, {3, 2, -2}, {4, 4, 0}, {2, 3, 9}, {3, 2, -9}, {1, 4, 6}} {
		for _, decide := range []bool{false, true} {
			win, tie, lose := bruteOpposed(c[0], c[1], c[2], decide)
			aw, dr, bw, err := Motståndschans(c[0], c[1], c[2], decide)
			if err != nil {
				t.Fatal(err)
			}
			var want [3]*big.Rat
			if decide {
				// "Slår de båda parterna exakt identiska slag slås tärningarna om."
				want = [3]*big.Rat{big.NewRat(win, win+lose), new(big.Rat), big.NewRat(lose, win+lose)}
			} else {
				total := win + tie + lose
				want = [3]*big.Rat{big.NewRat(win, total), big.NewRat(tie, total), big.NewRat(lose, total)}
			}
			if aw.Cmp(want[0]) != 0 || dr.Cmp(want[1]) != 0 || bw.Cmp(want[2]) != 0 {
				t.Errorf("%v (decide %v): %s %s %s, counted %s %s %s", c, decide,
					aw.RatString(), dr.RatString(), bw.RatString(), want[0].RatString(), want[1].RatString(), want[2].RatString())
			}
		}
	}
	// 1 against 1 with the same die: a draw on 6 of 36.
	_, dr, _, _ := Motståndschans(1, 1, 0, false)
	if dr.Cmp(big.NewRat(1, 6)) != 0 {
		t.Errorf("one die each draws %s, want 1/6", dr.RatString())
	}
	if _, _, _, err := Motståndschans(13, 2, 0, false); err == nil {
		t.Error("13 dice a side must be refused")
	}
}

// "Exempel: Nadir bryter arm mot Nica. Båda slår tre ödestärningar, och ingen av dem har
// fördelen stark. Nadir slår 2,3,5 medan Nica slår 1,4,5. Nica vinner tack vare sin fyra.
// Framgångsgraden blir noll (5 minus 5)." (004_b260f69c548f960d.txt) The tie-break was
// implemented but unreachable: the dice panel always called this a draw. Its field "En
// vinnare måste koras" now asks for it.
func TestDicePanelFindsAWinner(t *testing.T) {
	r := load(t)
	c := hero(3, nil)
	s := engine.Setup{Form: poolForm, Values: map[string]int{fieldFate: 3, fieldOpponent: 3, fieldDecide: 1}}
	_, res, err := r.RollForm(c, s, seeded(841)) // Nadir's 2,5,3 and Nica's 1,4,5
	if err != nil {
		t.Fatal(err)
	}
	details := strings.Join(res.Details, "; ")
	if !sameDice(res.Faces, []int{2, 3, 5}) || !strings.Contains(details, "[1 4 5]") {
		t.Fatalf("seed 841 rolls %v, %s", res.Faces, details)
	}
	if res.Outcome != "lika, men motståndaren vinner på flest sexor, femmor …: framgångsgrad 0" {
		t.Errorf("Nica wins thanks to her four: %q", res.Outcome)
	}
	odds, err := r.FormOdds(c, s)
	if err != nil || !strings.Contains(odds.Sv(), "en vinnare koras") {
		t.Errorf("the odds of a decided roll: %v %v", odds, err)
	}
	// Without the field the same dice are a draw: "Vid lika blir motståndsslaget oavgjort."
	delete(s.Values, fieldDecide)
	if _, res, _ := r.RollForm(c, s, seeded(841)); res.Outcome != "oavgjort: ingen träffas" {
		t.Errorf("undecided: %q", res.Outcome)
	}
	// prob --vs --decide: no draw is left, and the odds are the tie-broken ones.
	out, err := r.Prob(map[string]int{"dice": 3, "vs": 3, "decide": 1})
	if err != nil || len(out) != 2 || out[0].P.Cmp(out[1].P) != 0 || out[0].P.Cmp(big.NewRat(1, 2)) != 0 {
		t.Errorf("3 against 3, decided: %v %v", out, err)
	}
}

func sameDice(a, b []int) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// "Hotelser sker också med motståndsslag. … Personer som är beväpnade får +2 på
// handlingsslaget, med skjutvapen blir det +4. Hjältar med fördelen robust får sin nivå i bonus
// på slaget." (004_b260f69c548f960d.txt) The bonuses were text only: no roll added them.
func TestThreatBonus(t *testing.T) {
	r := load(t)
	kind := slices.IndexFunc(r.RollKinds(), func(k engine.CatalogItem) bool { return k.ID == Hota })
	if kind < 0 {
		t.Fatal("no threat among the kinds of roll")
	}
	for _, c := range []struct {
		weapons []sheet.Weapon
		robust  int
		want    int
	}{
		{nil, 0, 0},
		{[]sheet.Weapon{{ID: "obevapnad"}}, 0, 0},
		{[]sheet.Weapon{{ID: "durakniv", Damage: "1"}}, 0, 2},
		{[]sheet.Weapon{{ID: "durakniv", Damage: "1"}, {ID: "vulkanpistol", Damage: "3"}}, 0, 4},
		{[]sheet.Weapon{{ID: "durakniv", Damage: "1"}}, 2, 4},
	} {
		h := hero(3, func(h *sheet.Character) {
			h.Weapons = c.weapons
			if c.robust > 0 {
				h.Traits = []sheet.Trait{{ID: "robust", Level: c.robust}}
			}
		})
		s := engine.Setup{Form: poolForm, Values: map[string]int{fieldKind: kind, fieldFate: 2, fieldOpponent: 2}}
		_, res, err := r.RollForm(h, s, seeded(1))
		if err != nil {
			t.Fatal(err)
		}
		if res.Mod != c.want {
			t.Errorf("weapons %v, Robust %d: %+d, want %+d", c.weapons, c.robust, res.Mod, c.want)
		}
	}
}

// Motståndschans walks both sides' pools in the order of their counts; pools must give them so
// for every number of dice, or the tie-breaks would be counted wrong for the larger pools the
// brute-force test above cannot reach.
func TestPoolsComeInTheOrderOfTheirCounts(t *testing.T) {
	for n := 1; n <= MaxOpposed; n++ {
		var total uint64
		for v, ps := range pools(n) {
			if !slices.IsSortedFunc(ps, func(x, y pool) int { return compareCounts(x.counts, y.counts) }) {
				t.Fatalf("%d dice: the pools of value %d are out of order", n, v)
			}
			total += waysOf(ps)
		}
		if want := uint64(math.Pow(6, float64(n))); total != want {
			t.Errorf("%d dice fall %d ways, want 6^%d = %d", n, total, n, want)
		}
	}
}
