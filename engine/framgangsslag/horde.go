package framgangsslag

import (
	"math"

	"rollformular/engine"
)

// Rad is the row of the horde table for n individuals: the largest Antal not above n.
func (t *Tabeller) Rad(n int) HordeRad {
	row := t.Horder[0]
	for _, r := range t.Horder {
		if r.Antal <= n {
			row = r
		}
	}
	return row
}

// Avståndsrad is the row a horde of n counts against shooters ranged attacks: "Försvararnas
// Antalsbonus och Ta-stryk-faktor kan inte bli högre än skyttarnas."
func (t *Tabeller) Avståndsrad(n, skyttar int) HordeRad {
	return t.Rad(min(n, max(skyttar, 1)))
}

// TaStryk is the Påfrestning a horde takes: "All Påfrestning som en Hord tar emot multipliceras
// med Horderns egna Ta-stryk-faktor, avrundat uppåt."
func TaStryk(påfrestning int, faktor float64) int {
	return int(math.Ceil(engine.SaneFloat(float64(engine.Sane(påfrestning)) * faktor)))
}

// Överlöp spreads a horde's Påfrestning over its n individuals: "All mottagen Påfrestning läggs
// på en individ i Horden. När denna individ har blivit Skadad löper resterande Påfrestning över
// till nästa individ." Each takes up to skadad before the rest runs on. With träffar > 0 —
// "en projektil bara åsamka Påfrestning på en individ" — at most that many individuals are hit,
// and the last of them takes all that is left. It returns each individual's Påfrestning.
func Överlöp(påfrestning, n, skadad, träffar int) []int {
	out := make([]int, n)
	limit := n
	if träffar > 0 {
		limit = min(n, träffar)
	}
	for i := 0; i < limit && påfrestning > 0; i++ {
		take := min(påfrestning, skadad)
		if i == limit-1 {
			take = påfrestning
		}
		out[i] = take
		påfrestning -= take
	}
	return out
}
