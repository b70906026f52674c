package odestarningar

import (
	"fmt"
	"math/big"
	"slices"
	"sort"

	"rollformular/engine"
)

// MaxOpposed bounds each side of an opposed roll whose odds are computed exactly: every way
// both pools can fall is counted, which stays within 64-bit counts up to 12 dice a side.
const MaxOpposed = 12

// Motståndschans is the exact odds of an opposed roll of a dice against b dice, a's roll
// getting mod more: a wins, a draw, b wins. With decide, a draw goes to the tie-breaks of
// "Motståndsslag" (most sixes, then most fives, …, whatever the modification), and identical
// rolls are rolled again until one side wins, so draw is 0.
func Motståndschans(a, b, mod int, decide bool) (aWins, draw, bWins *big.Rat, err error) {
	if !engine.ModRange.Has(mod) {
		return nil, nil, nil, engine.RangeError(engine.Say("modifikation"), mod, engine.ModRange)
	}
	if a < 1 || b < 1 || a > MaxOpposed || b > MaxOpposed {
		return nil, nil, nil, fmt.Errorf("an opposed roll takes 1 to %d dice a side, not %d and %d", MaxOpposed, a, b)
	}
	pa, pb := pools(a), pools(b)
	var win, tie, lose uint64
	for value, as := range pa {
		value += mod
		bs := pb[value]
		var less, more uint64 // b's ways below and above value
		for v, group := range pb {
			for _, p := range group {
				if v < value {
					less += p.ways
				} else if v > value {
					more += p.ways
				}
			}
		}
		for _, p := range as {
			win += p.ways * less
			lose += p.ways * more
		}
		if len(bs) == 0 {
			continue
		}
		if !decide {
			var same uint64
			for _, q := range bs {
				same += q.ways
			}
			for _, p := range as {
				tie += p.ways * same
			}
			continue
		}
		// Within a value, the sixes, fives, … decide: b's pools sorted by their counts, with
		// running sums, answer for each of a's how many of b's it beats.
		sorted := slices.Clone(bs)
		slices.SortFunc(sorted, func(x, y pool) int { return compareCounts(x.counts, y.counts) })
		prefix := make([]uint64, len(sorted)+1)
		for i, q := range sorted {
			prefix[i+1] = prefix[i] + q.ways
		}
		for _, p := range as {
			lo := sort.Search(len(sorted), func(i int) bool { return compareCounts(sorted[i].counts, p.counts) >= 0 })
			hi := sort.Search(len(sorted), func(i int) bool { return compareCounts(sorted[i].counts, p.counts) > 0 })
			win += p.ways * prefix[lo]
			tie += p.ways * (prefix[hi] - prefix[lo])
			lose += p.ways * (prefix[len(sorted)] - prefix[hi])
		}
	}
	total := new(big.Int).SetUint64(win + tie + lose)
	rat := func(n uint64) *big.Rat { return new(big.Rat).SetFrac(new(big.Int).SetUint64(n), total) }
	if decide {
		// Identical rolls are rolled again: the odds are those of the decided rolls.
		decided := new(big.Int).SetUint64(win + lose)
		return new(big.Rat).SetFrac(new(big.Int).SetUint64(win), decided), new(big.Rat),
			new(big.Rat).SetFrac(new(big.Int).SetUint64(lose), decided), nil
	}
	return rat(win), rat(tie), rat(lose), nil
}

// pool is one way n dice can fall, as counts of each face, and how many orders give it.
type pool struct {
	counts [6]int // sixes first
	ways   uint64
}

// pools lists every way n dice can fall, grouped by the roll's value.
func pools(n int) map[int][]pool {
	out := map[int][]pool{}
	var c [6]int
	var walk func(face, left int)
	walk = func(face, left int) {
		if face == 5 {
			c[5] = left
			faces := make([]int, 0, n)
			for i, k := range c {
				for range k {
					faces = append(faces, 6-i)
				}
			}
			v := Handlingsslag(faces)
			out[v] = append(out[v], pool{counts: c, ways: multinomial(n, c)})
			return
		}
		for k := 0; k <= left; k++ {
			c[face] = k
			walk(face+1, left-k)
		}
	}
	walk(0, n)
	return out
}

// multinomial is n! / (c0! c1! … c5!), the orders in which dice show those counts.
func multinomial(n int, c [6]int) uint64 {
	ways := uint64(1)
	left := n
	for _, k := range c {
		// C(left, k), built up so every step stays a whole number.
		var b uint64 = 1
		for i := 1; i <= k; i++ {
			b = b * uint64(left-k+i) / uint64(i)
		}
		ways *= b
		left -= k
	}
	return ways
}

// Motståndsodds is the exact odds of an opposed roll of a dice against b dice where a's roll
// gets mod more than b's, without tie-breaks: "Om slagen blir lika träffas ingen." It takes
// pools up to MaxDice a side, as it needs only each side's distribution.
func Motståndsodds(a, b, mod int) (aWins, draw, bWins *big.Rat, err error) {
	da, err := Fördelning(a)
	if err != nil {
		return nil, nil, nil, err
	}
	db, err := Fördelning(b)
	if err != nil {
		return nil, nil, nil, err
	}
	aWins, draw, bWins = new(big.Rat), new(big.Rat), new(big.Rat)
	term := new(big.Rat)
	for ra := 1; ra < len(da); ra++ {
		for rb := 1; rb < len(db); rb++ {
			term.Mul(da[ra], db[rb])
			switch a := engine.Plus(ra, mod); {
			case a > rb:
				aWins.Add(aWins, term)
			case a < rb:
				bWins.Add(bWins, term)
			default:
				draw.Add(draw, term)
			}
		}
	}
	return aWins, draw, bWins, nil
}
