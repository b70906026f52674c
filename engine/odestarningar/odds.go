package odestarningar

import (
	"fmt"
	"math/big"
)

// MaxDice bounds the pools whose odds are computed exactly, by counting every way the dice
// can fall.
const MaxDice = 30

// Fördelning is the exact distribution of the value of a roll of n dice: index r holds the
// probability that the roll is worth r (1–6, and 7 and up for high rolls).
//   - Worth r ≤ 5: the highest die shows r.
//   - Worth 6: exactly one six.
//   - Worth 5+k for k ≥ 2: exactly k sixes.
func Fördelning(n int) ([]*big.Rat, error) {
	if n < 1 || n > MaxDice {
		return nil, fmt.Errorf("%d dice: a roll takes from 1 to %d", n, MaxDice)
	}
	total := pow(6, n)
	out := make([]*big.Rat, 5+n+1)
	for r := range out {
		out[r] = new(big.Rat)
	}
	for r := 1; r <= 5; r++ {
		ways := new(big.Int).Sub(pow(int64(r), n), pow(int64(r-1), n))
		out[r].SetFrac(ways, total)
	}
	// k sixes: C(n, k) × 5^(n-k).
	for k := 1; k <= n; k++ {
		ways := new(big.Int).Mul(new(big.Int).Binomial(int64(n), int64(k)), pow(5, n-k))
		r := 6
		if k >= 2 {
			r = 5 + k
		}
		out[r].SetFrac(ways, total)
	}
	return out, nil
}

// Chans is the exact chance that n dice reach difficulty d: "Är handlingsslaget lika med
// eller högre än svårighetsgraden lyckas handlingen."
func Chans(n, d int) (*big.Rat, error) {
	dist, err := Fördelning(n)
	if err != nil {
		return nil, err
	}
	p := new(big.Rat)
	for r := max(d, 0); r < len(dist); r++ {
		p.Add(p, dist[r])
	}
	return p, nil
}

func pow(b int64, e int) *big.Int {
	return new(big.Int).Exp(big.NewInt(b), big.NewInt(int64(e)), nil)
}
