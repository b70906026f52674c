package zonstrid

import (
	"math/rand/v2"
	"slices"

	"rollformular/engine"
)

// Kortlek is the initiative cards not yet drawn: "Ta tio spelkort numrerade från 1 till 10.
// Blanda dem och låt alla som är med i striden dra varsitt kort."
type Kortlek []int

// NyKortlek is the ten cards.
func NyKortlek() Kortlek { return Kortlek{1, 2, 3, 4, 5, 6, 7, 8, 9, 10} }

// Dra draws a card at random, without putting it back.
func (k *Kortlek) Dra(r *rand.Rand) (int, error) {
	if len(*k) == 0 {
		return 0, engine.Errorf("alla tio initiativkort är dragna")
	}
	i := r.IntN(len(*k))
	card := (*k)[i]
	*k = slices.Delete(*k, i, i+1)
	return card, nil
}

// DraBästa draws n cards and keeps the best, the lowest ("Lägst initiativ börjar"), putting the
// rest back: "får dra ett extra kort för initiativ och välja det bästa".
func (k *Kortlek) DraBästa(n int, r *rand.Rand) (int, error) {
	var drawn []int
	for range n {
		c, err := k.Dra(r)
		if err != nil {
			break
		}
		drawn = append(drawn, c)
	}
	if len(drawn) == 0 {
		return 0, engine.Errorf("alla tio initiativkort är dragna")
	}
	best := slices.Min(drawn)
	for _, c := range drawn {
		if c != best {
			*k = append(*k, c)
		}
	}
	return best, nil
}
