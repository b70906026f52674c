package zonstrid

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// Initiative deals every combatant a card from one deck of ten, kept on the character: "Ta
// tio spelkort numrerade från 1 till 10. Blanda dem och låt alla som är med i striden dra
// varsitt kort. Värdet är ditt initiativ. Lägst initiativ börjar. … Ni drar inte nya kort
// under stridens gång." More than ten cannot draw.
func (r *Ruleset) Initiative(cs []*sheet.Character, rng *rand.Rand) ([]*sheet.Character, []engine.Initiative, error) {
	dealt, _, err := r.Deal(cs, rng)
	if err != nil {
		return nil, nil, err
	}
	out := make([]engine.Initiative, len(dealt))
	for i, c := range dealt {
		card := c.State["initiativ"]
		out[i] = engine.Initiative{Keys: []int{card}, Text: engine.Sayf("kort %d", card)}
	}
	return dealt, out, nil
}
