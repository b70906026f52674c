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
	// so each die costs one pass instead of Sides passes.
	counts := make([]*big.Int, e.Sides)
	for i := range counts {
		counts[i] = big.NewInt(1)
	}
	for range e.Count - 1 {
		next := make([]*big.Int, len(counts)+e.Sides-1)
		window := new(big.Int)
		for t := range next {
			if t < len(counts) {
				window.Add(window, counts[t])
			}
			if t-e.Sides >= 0 {
				window.Sub(window, counts[t-e.Sides])
			}
			next[t] = new(big.Int).Set(window)
		}
		counts = next
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
