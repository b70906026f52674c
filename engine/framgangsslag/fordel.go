package framgangsslag

import (
	"fmt"
	"math/big"

	"rollformular/engine"
)

// MaxFördel bounds Fördel and Nackdel: a roll of 2 + MaxFördel T8 is counted exactly.
const MaxFördel = 12

// Netto is the Fördel that counts when both sides have some: "Ifall både man själv och en
// motståndare har Fördel på ett slag så tar de ut varandra. Nackdel är bara ett annat sätt att
// säga att motståndaren har Fördel." Above 0 the roller has Fördel, below 0 Nackdel.
func Netto(egen, motståndarens int) int { return engine.Minus(egen, motståndarens) }

// Slag is the 2T8 of a roll with fördel (negative for Nackdel) read from faces: "Att slå ett
// slag med Fördel innebär att man lägger till en tärning till slaget, och plockar bort en
// valfri tärning" — the roller drops the lowest; with Nackdel the opponent's choice drops the
// highest.
func Slag(faces []int, fördel int) int {
	best, second := 0, 0
	low, secondLow := 9, 9
	for _, f := range faces {
		switch {
		case f > best:
			best, second = f, best
		case f > second:
			second = f
		}
		switch {
		case f < low:
			low, secondLow = f, low
		case f < secondLow:
			secondLow = f
		}
	}
	if fördel < 0 {
		return low + secondLow
	}
	return best + second
}

// Fördelning is the exact distribution of the 2T8 of a roll with fördel: index s holds the
// probability that the two dice kept sum to s (2–16). k = 2 + |fördel| dice are rolled; the
// two kept are the highest (Fördel) or the lowest (Nackdel).
//
// For the highest two, x ≥ y: when x > y exactly one die shows x and the rest are at most y
// with at least one y, k·(y^(k−1) − (y−1)^(k−1)) ways; when x = y at least two dice show x and
// the rest are at most x, x^k − (x−1)^k − k·(x−1)^(k−1) ways. The lowest two mirror the
// highest: a die f reads as 9 − f.
func Fördelning(fördel int) ([]*big.Rat, error) {
	// The bound is checked before the sign is dropped: −(−2^63) is −2^63, which passed it and
	// counted a negative number of dice into probabilities above 1.
	if fördel < -MaxFördel || fördel > MaxFördel {
		return nil, fmt.Errorf("fördel %d: at most %d extra dice are counted", fördel, MaxFördel)
	}
	n := max(fördel, -fördel)
	k := int64(2 + n)
	pow := func(b int64, e int64) *big.Int { return new(big.Int).Exp(big.NewInt(b), big.NewInt(e), nil) }
	ways := make([]*big.Int, 17)
	for s := range ways {
		ways[s] = new(big.Int)
	}
	for x := int64(1); x <= 8; x++ {
		for y := int64(1); y <= x; y++ {
			w := new(big.Int)
			if x > y {
				w.Sub(pow(y, k-1), pow(y-1, k-1))
				w.Mul(w, big.NewInt(k))
			} else {
				w.Sub(pow(x, k), pow(x-1, k))
				w.Sub(w, new(big.Int).Mul(big.NewInt(k), pow(x-1, k-1)))
			}
			s := x + y
			if fördel < 0 {
				s = 18 - s // (9 − x) + (9 − y)
			}
			ways[s].Add(ways[s], w)
		}
	}
	total := pow(8, k)
	out := make([]*big.Rat, 17)
	for s := range out {
		out[s] = new(big.Rat).SetFrac(ways[s], total)
	}
	return out, nil
}
