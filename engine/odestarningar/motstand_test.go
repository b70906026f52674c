package odestarningar

import (
	"math/big"
	"testing"
)

// Counts every pair of rolls, to check Motståndschans against.
func bruteOpposed(a, b int, decide bool) (win, tie, lose int64) {
	fa, fb := make([]int, a), make([]int, b)
	var walkA func(i int)
	var walkB func(j int)
	walkB = func(j int) {
		if j == b {
			switch Motstånd(fa, fb, decide) {
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
	for _, c := range [][2]int{{1, 1}, {2, 1}, {3, 2}, {2, 4}, {3, 3}} {
		for _, decide := range []bool{false, true} {
			win, tie, lose := bruteOpposed(c[0], c[1], decide)
			aw, dr, bw, err := Motståndschans(c[0], c[1], decide)
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
				t.Errorf("%d against %d (decide %v): %s %s %s, counted %s %s %s", c[0], c[1], decide,
					aw.RatString(), dr.RatString(), bw.RatString(), want[0].RatString(), want[1].RatString(), want[2].RatString())
			}
		}
	}
	// 1 against 1 with the same die: a draw on 6 of 36.
	_, dr, _, _ := Motståndschans(1, 1, false)
	if dr.Cmp(big.NewRat(1, 6)) != 0 {
		t.Errorf("one die each draws %s, want 1/6", dr.RatString())
	}
	if _, _, _, err := Motståndschans(13, 2, false); err == nil {
		t.Error("13 dice a side must be refused")
	}
}

func BenchmarkOpposedTwelveDice(b *testing.B) {
	for b.Loop() {
		if _, _, _, err := Motståndschans(12, 12, true); err != nil {
			b.Fatal(err)
		}
	}
}
