package framgangsslag

import (
	"math/big"
	"testing"

	"rollformular/engine/dice"
)

// The success matrix, and the soldier of the text: "Soldaten slår [ 6 på 2T8 ] + [ 5 från
// Kamp ] + [ 2 från Närkamp ] + [ 3 från Svärdet ] + [ 0 eftersom ingen Manöver gjorts ] [ +9
// från Situationsvärde eftersom Närstridsanfall är "Väldigt lätt"] - [ 0 från Motståndsvärde
// eftersom offret inte Gör motstånd ] = 25 i Utfall. Detta innebär att Anfallet är Väldigt
// lyckat."
func TestUtfallAndMatrix(t *testing.T) {
	for u, want := range map[int]Nivå{-5: VM, 13: VM, 14: M, 16: M, 17: DL, 19: DL, 20: L, 22: L, 23: VL, 40: VL} {
		if got := NivåAv(u); got != want {
			t.Errorf("Utfall %d: %s, want %s", u, got, want)
		}
	}
	soldier := Utfall(6, 5+2+3+0, 9, 0)
	if soldier != 25 || NivåAv(soldier) != VL {
		t.Errorf("the soldier's Utfall %d (%s)", soldier, NivåAv(soldier))
	}
	// "Bonden har [ 4 från Kamp ] + [ 2 från sin Dolk ] = 6 i Värde. Bonden orsakar [ 6 ]
	// Motståndsvärde, vilket sänker Utfallet på Soldatens Anfall från [ 25 - Väldigt lyckat ]
	// till [ 21 - Lyckat ]." The example's own numbers do not add up: 25 − 6 is 19, Delvis
	// lyckat. The rule ("subtraheras resultatet med dennes Motståndsvärde") is what counts.
	if u := Utfall(6, 10, 9, 4+2); u != 19 || NivåAv(u) != DL {
		t.Errorf("the farmer's MV 6 leaves %d (%s)", u, NivåAv(u))
	}
	if FV(5, true, 3, false) != 10 || FV(4, false, 0, true) != 6 {
		t.Error("FV")
	}
}

// "Olyckan inträffar ifall Utfallet är jämnt delbart med 3."
func TestOlycka(t *testing.T) {
	for u, want := range map[int]bool{18: true, 19: false, 0: true, -3: true, -4: false, 21: true} {
		if Olycka(u) != want {
			t.Errorf("Utfall %d: olycka %v", u, !want)
		}
	}
}

// Fördel and Nackdel against counting every way the dice fall.
func TestFördelning(t *testing.T) {
	for _, f := range []int{0, 1, 2, 3, -1, -2, -3} {
		dist, err := Fördelning(f)
		if err != nil {
			t.Fatal(err)
		}
		k := 2 + max(f, -f)
		counts := make([]int64, 17)
		var total int64
		dice.Each(k, 8, func(faces []int) {
			counts[Slag(faces, f)]++
			total++
		})
		sum := new(big.Rat)
		for s := 2; s <= 16; s++ {
			if want := big.NewRat(counts[s], total); dist[s].Cmp(want) != 0 {
				t.Errorf("Fördel %d, sum %d: %s, counted %s", f, s, dist[s], want)
			}
			sum.Add(sum, dist[s])
		}
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			t.Errorf("Fördel %d sums to %s", f, sum)
		}
	}
	if _, err := Fördelning(MaxFördel + 1); err == nil {
		t.Error("an unbounded Fördel")
	}
	if Netto(2, 1) != 1 || Netto(1, 1) != 0 {
		t.Error("Fördel on both sides cancels")
	}
}

// The cell: 2T8 + 10 over the five levels, worked by hand. 2T8 has 64 outcomes; the
// sum s has min(s−1, 17−s) ways. Utfall = s + 10: VM at s ≤ 3 (1+2 = 3 ways), M at s 4–6
// (3+4+5 = 12), DL at s 7–9 (6+7+8 = 21), L at s 10–12 (7+6+5 = 18), VL at s ≥ 13 (4+3+2+1 =
// 10). The Olycka: s + 10 divisible by 3 at s = 2, 5, 8, 11, 14: 1+4+7+6+3 = 21.
func TestOddsFV10(t *testing.T) {
	o, err := Oddsen(10, 0, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := [5]int64{3, 12, 21, 18, 10}
	for i, w := range want {
		if o.Nivå[i].Cmp(big.NewRat(w, 64)) != 0 {
			t.Errorf("%s: %s, want %d/64", Nivå(i), o.Nivå[i], w)
		}
	}
	if o.Olycka.Cmp(big.NewRat(21, 64)) != 0 {
		t.Errorf("olycka %s, want 21/64", o.Olycka)
	}
	// With Fördel 1, VM needs the best two of three dice to sum to 3 or less: (1,1,1) and the
	// three orders of (1,1,2) and of (1,2,1)… counted: best two ≤ 3 means no die above 2 and
	// at most one 2: 1 + 3 = 4 of 512.
	f, _ := Oddsen(10, 0, 0, 1)
	if f.Nivå[VM].Cmp(big.NewRat(4, 512)) != 0 {
		t.Errorf("Fördel 1, VM: %s, want 4/512", f.Nivå[VM])
	}
	// With Nackdel 1, VL needs the lowest two of three to sum to 13 or more: every die at
	// least 5 with the two lowest summing ≥ 13: (7,6,x≥7)… counted by hand: 8,8,8 (1); two 8s
	// and a 7 (3); two 8s and a 6 (3); 8,7,7 (3); 8,8,5 (3); 7,7,7? 14 (1); 8,7,6 (6); 7,7,6? 13
	// (3); 8,6,6? 12 no. Total 23 of 512.
	n, _ := Oddsen(10, 0, 0, -1)
	if n.Nivå[VL].Cmp(big.NewRat(23, 512)) != 0 {
		t.Errorf("Nackdel 1, VL: %s, want 23/512", n.Nivå[VL])
	}
}
