package framgangsslag

import (
	"math/big"

	"rollformular/engine"
	"rollformular/engine/memo"
)

// Odds is the exact chance of each level of the matrix, and of an Olycka on a risky roll.
type Odds struct {
	Nivå   [5]*big.Rat
	Olycka *big.Rat
}

// Oddsen is the exact odds of a roll with Framgångsvärde fv, Situationsvärde sv,
// Motståndsvärde mv and fördel (negative for Nackdel).
func Oddsen(fv, sv, mv, fördel int) (Odds, error) {
	dist, err := Fördelning(fördel)
	if err != nil {
		return Odds{}, err
	}
	o := Odds{Olycka: new(big.Rat)}
	for i := range o.Nivå {
		o.Nivå[i] = new(big.Rat)
	}
	for s := 2; s <= 16; s++ {
		u := Utfall(s, fv, sv, mv)
		o.Nivå[NivåAv(u)].Add(o.Nivå[NivåAv(u)], dist[s])
		if Olycka(u) {
			o.Olycka.Add(o.Olycka, dist[s])
		}
	}
	return o, nil
}

// sheetOdds is the odds text the sheet shows for a roll without Fördel at Utfall = 2T8 + k,
// counted once per k when first shown: Derive gives the odds of every attack on every
// keystroke. The text is the levels of the matrix, the rules' terms (VM, M, DL, L, VL), and
// their percentages, the same in either language.
func sheetOdds(k int) engine.Text {
	// 2T8 + k is at most 13 (Väldigt misslyckat) for k ≤ −3 and at least 23 (Väldigt lyckat)
	// for k ≥ 21: the k between give every text, and keep the cache to 25 of them.
	k = min(max(k, -3), 21)
	return func(engine.Words) string {
		return sheetOddsCache.Get(k, func() string {
			o, _ := Oddsen(k, 0, 0, 0)
			return o.Text()
		})
	}
}

var sheetOddsCache = memo.New[int, string](25)
