package dice

import (
	"fmt"
	"math/big"
)

// Dist is the exact distribution of an expression: Counts[i] ways out of Outcomes to roll Min+i.
type Dist struct {
	Min      int
	Counts   []*big.Int
	Outcomes *big.Int // Sides^Count, the number of equally likely throws
}

// Totals is how many different totals the expression can roll.
func (e Expr) Totals() int { return e.Count*(e.Sides-1) + 1 }

// Dist computes the exact distribution by counting, never by sampling. It refuses at once
// an expression with more than MaxTotals possible totals.
func (e Expr) Dist() (*Dist, error) {
	if e.Count < 1 || e.Sides < 1 || e.Count > MaxDice || e.Sides > MaxSides {
		return nil, fmt.Errorf("dice expression %s is outside 1–%d dice of 1–%d sides", e, MaxDice, MaxSides)
	}
	if n := e.Totals(); n > MaxTotals {
		return nil, fmt.Errorf("dice expression %s has %d possible totals; exact odds are computed for at most %d", e, n, MaxTotals)
	}
	// Adding one die to a distribution of sums is a sliding window of width Sides over it,
	// so each die costs one pass instead of Sides passes. The distribution is symmetric, and
	// a total's count needs only the counts at or below it, so each pass works out the lower
	// half and reads the upper half of the last one as the mirror of its lower half. Two
	// buffers of values are reused die after die: the numbers grow to thousands of bits, and
	// allocating them anew for every total is what made 1000T100 take a minute.
	n := e.Totals()
	cur, next := make([]big.Int, n/2+1), make([]big.Int, n/2+1)
	for i := range min(e.Sides, len(cur)) {
		cur[i].SetInt64(1)
	}
	length := e.Sides
	mirror := func(i, length int) int { return min(i, length-1-i) }
	for range e.Count - 1 {
		newLength := length + e.Sides - 1
		// Each total's window is the one before it, a count in and a count out: two
		// operations on the growing numbers, not a third to copy the window.
		for t := 0; t <= (newLength-1)/2; t++ {
			switch {
			case t == 0:
				next[0].Set(&cur[0])
			case t < length:
				next[t].Add(&next[t-1], &cur[mirror(t, length)])
			default:
				next[t].Set(&next[t-1])
			}
			if t-e.Sides >= 0 {
				next[t].Sub(&next[t], &cur[mirror(t-e.Sides, length)])
			}
		}
		cur, next, length = next, cur, newLength
	}
	counts := make([]*big.Int, n)
	for i := range counts {
		counts[i] = &cur[mirror(i, n)]
	}
	outcomes := new(big.Int).Exp(big.NewInt(int64(e.Sides)), big.NewInt(int64(e.Count)), nil)
	return &Dist{Min: e.Min(), Counts: counts, Outcomes: outcomes}, nil
}

// Max is the highest total.
func (d *Dist) Max() int { return d.Min + len(d.Counts) - 1 }

// P is the exact probability of rolling exactly total.
func (d *Dist) P(total int) *big.Rat {
	i := total - d.Min
	if i < 0 || i >= len(d.Counts) {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(d.Counts[i], d.Outcomes)
}

// Float is the probability of rolling exactly total as a float64, without the cost of an
// exact fraction's reduction.
func (d *Dist) Float(total int) float64 {
	i := total - d.Min
	if i < 0 || i >= len(d.Counts) {
		return 0
	}
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(d.Counts[i]), new(big.Float).SetInt(d.Outcomes)).Float64()
	return f
}

// Mean is the exact expected total.
func (d *Dist) Mean() *big.Rat {
	sum := new(big.Int)
	term := new(big.Int)
	for i, c := range d.Counts {
		term.Mul(c, big.NewInt(int64(d.Min+i)))
		sum.Add(sum, term)
	}
	return new(big.Rat).SetFrac(sum, d.Outcomes)
}
