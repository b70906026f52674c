package odestarningar

import (
	"fmt"
	"math/big"

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
	pa := pools(a)
	pb := pa // the same dice on both sides: the same pools
	if b != a {
		pb = pools(b)
	}
	win, tie, lose := countOpposed(pa, pb, mod, decide)
	if decide {
		// Identical rolls are rolled again: the odds are those of the decided rolls.
		decided := new(big.Int).SetUint64(win + lose)
		return new(big.Rat).SetFrac(new(big.Int).SetUint64(win), decided), new(big.Rat),
			new(big.Rat).SetFrac(new(big.Int).SetUint64(lose), decided), nil
	}
	all := new(big.Int).SetUint64(win + tie + lose)
	rat := func(n uint64) *big.Rat { return new(big.Rat).SetFrac(new(big.Int).SetUint64(n), all) }
	return rat(win), rat(tie), rat(lose), nil
}

// countOpposed counts the ways a's pools pa, getting mod more, win, tie and lose against b's
// pools pb; with decide, a tie within a value goes to the sixes, fives, ….
func countOpposed(pa, pb [maxOpposedRoll + 1][]pool, mod int, decide bool) (win, tie, lose uint64) {
	// below[v] is b's ways to roll less than v.
	var below [maxOpposedRoll + 2]uint64
	for v := 1; v < len(below); v++ {
		below[v] = below[v-1] + waysOf(pb[v-1])
	}
	total := below[maxOpposedRoll+1]
	for value, as := range pa {
		if len(as) == 0 {
			continue
		}
		// b's ways below a's roll with its modification, and at it.
		var less, same uint64
		var bs []pool
		switch v := value + mod; {
		case v > maxOpposedRoll:
			less = total
		case v >= 1:
			less, bs = below[v], pb[v]
			same = waysOf(bs)
		}
		more := total - less - same
		if !decide || len(bs) == 0 {
			for _, p := range as {
				win += p.ways * less
				tie += p.ways * same
				lose += p.ways * more
			}
			continue
		}
		w, t, l := decideWithin(as, bs, less, same, more)
		win, tie, lose = win+w, tie+t, lose+l
	}
	return win, tie, lose
}

// decideWithin counts a's ways to win, tie and lose with the pools as of one value against
// b's, where b has less ways below it, the pools bs at it and more above it. Within a value,
// the sixes, fives, … decide. Both sides' pools come in the order of their counts (pools
// lists them so), so one walk along b's as a's rise finds how many of b's each of a's beats,
// and how many it equals.
func decideWithin(as, bs []pool, less, same, more uint64) (win, tie, lose uint64) {
	lo, beaten := 0, uint64(0)
	for _, p := range as {
		for lo < len(bs) && compareCounts(bs[lo].counts, p.counts) < 0 {
			beaten += bs[lo].ways
			lo++
		}
		var equal uint64
		for k := lo; k < len(bs) && bs[k].counts == p.counts; k++ {
			equal += bs[k].ways
		}
		win += p.ways * (less + beaten)
		tie += p.ways * equal
		lose += p.ways * (same - beaten - equal + more)
	}
	return win, tie, lose
}

// maxOpposedRoll is the most an opposed roll comes to: every die of MaxOpposed a six.
const maxOpposedRoll = 5 + MaxOpposed

// pool is one way n dice can fall, as counts of each face, and how many orders give it.
type pool struct {
	counts [6]int // sixes first
	ways   uint64
}

// pools lists every way n dice (at most MaxOpposed) can fall, by the roll's value, each
// value's in the order of their counts (compareCounts): fewest sixes first, then fewest fives …
// It walks the falls twice, counting them by value first, so each value's list is cut from one
// array of the right size: growing the lists as they came took half the time of a roll's odds.
func pools(n int) [maxOpposedRoll + 1][]pool {
	var sizes [maxOpposedRoll + 1]int
	total := 0
	falls(n, func(c [6]int) { sizes[handlingsslagOf(c)]++; total++ })
	var out [maxOpposedRoll + 1][]pool
	all := make([]pool, 0, total)
	for v, k := range sizes {
		out[v], all = all[:0:k], all[k:k]
	}
	falls(n, func(c [6]int) {
		v := handlingsslagOf(c)
		out[v] = append(out[v], pool{counts: c, ways: multinomial(n, c)})
	})
	return out
}

// falls calls visit with every way n dice can fall, as counts of each face, sixes first, in the
// order compareCounts gives them.
func falls(n int, visit func(counts [6]int)) {
	var c [6]int
	var walk func(face, left int)
	walk = func(face, left int) {
		if face == 5 {
			c[5] = left
			visit(c)
			return
		}
		// Counts rise from none, face by face, sixes first: the falls come out in order.
		for k := 0; k <= left; k++ {
			c[face] = k
			walk(face+1, left-k)
		}
	}
	walk(0, n)
}

// handlingsslagOf is Handlingsslag of dice showing counts, sixes first.
func handlingsslagOf(counts [6]int) int {
	if counts[0] >= 2 {
		return 5 + counts[0]
	}
	for i, k := range counts {
		if k > 0 {
			return 6 - i
		}
	}
	return 0
}

// waysOf is how many orders of the dice give one of ps.
func waysOf(ps []pool) uint64 {
	var n uint64
	for _, p := range ps {
		n += p.ways
	}
	return n
}

// multinomial is n! / (c0! c1! … c5!), the orders in which n dice (at most MaxOpposed) show
// those counts.
func multinomial(n int, c [6]int) uint64 {
	d := uint64(1)
	for _, k := range c {
		d *= factorial[k]
	}
	return factorial[n] / d
}

// factorial is k! for every count of dice an opposed roll has; 12! fits a uint64 with room.
var factorial = func() (f [MaxOpposed + 1]uint64) {
	f[0] = 1
	for k := 1; k <= MaxOpposed; k++ {
		f[k] = f[k-1] * uint64(k)
	}
	return f
}()

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
