package odestarningar

import (
	"fmt"
	"math/big"
	"sync"

	"rollformular/engine"
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

// chansTable holds Chans(n, d) as floats for every pool and difficulty a sheet shows, counted
// once, when first asked for: Derive shows the odds of every skill on every keystroke.
var chansTable = sync.OnceValue(func() *[MaxDice + 1][MaxDice + 7]float64 {
	var t [MaxDice + 1][MaxDice + 7]float64
	for n := 1; n <= MaxDice; n++ {
		dist, _ := Fördelning(n)
		sum := new(big.Rat)
		for d := len(dist) - 1; d >= 0; d-- {
			sum.Add(sum, dist[d])
			t[n][d], _ = sum.Float64()
		}
	}
	return &t
})

// chans is the chance that n dice plus mod reach difficulty d, from the table.
func chans(n, d, mod int) float64 {
	d = engine.Minus(d, mod)
	switch {
	case n < 1:
		return 0
	case n > MaxDice:
		n = MaxDice
	}
	if d <= 1 {
		return 1
	}
	t := chansTable()
	if d >= len(t[n]) {
		return 0
	}
	return t[n][d]
}
