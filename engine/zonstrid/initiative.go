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
		out[i], _ = r.InitiativeOf(c)
	}
	return dealt, out, nil
}

// InitiativeOf is the card c holds: "Värdet är ditt initiativ. Lägst initiativ börjar."
func (r *Ruleset) InitiativeOf(c *sheet.Character) (engine.Initiative, bool) {
	card, ok := c.State["initiativ"]
	if !ok || card < 1 {
		return engine.Initiative{}, false
	}
	return engine.Initiative{Keys: []int{card}, Text: engine.Sayf("kort %d", card)}, true
}

// Swap exchanges a's and b's cards: "Du och en annan rollperson kan byta initiativkort med
// varandra under striden. Det går bara att byta initiativ i början av rundan", and after a
// parry or a duck with successes to spare: "Får du fler framgångar än du behöver kan du välja
// att byta initiativkort med din motståndare." When is for the table to say; both must hold a
// card.
func (r *Ruleset) Swap(a, b *sheet.Character) (*sheet.Character, *sheet.Character, engine.Report, error) {
	ca, okA := a.State["initiativ"]
	cb, okB := b.State["initiativ"]
	if !okA || !okB || ca < 1 || cb < 1 {
		return nil, nil, nil, engine.Errorf("båda måste ha ett initiativkort för att byta")
	}
	a, b = a.Clone(), b.Clone()
	a.State["initiativ"], b.State["initiativ"] = cb, ca
	return a, b, engine.Report{engine.Sayf("%s och %s byter initiativkort: %d och %d", a.Name, b.Name, cb, ca)}, nil
}
