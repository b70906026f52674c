package odestarningar

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// Initiative rolls each combatant's initiativslag with one öde die, which is used for the
// first round as the text says: "I stridens första runda slår varje deltagare ett
// initiativslag, även det med en ödestärning eller flera … Högst går först. Vid lika sker
// handlingarna exakt samtidigt. Ordningen gäller striden ut." Beslutsam and Tvehågsen count
// (RollPool). Those equal keep the order given: they act at the same time.
//
// The fight begins a new sr: the dice an earlier fight used are ready again. One with no öde
// die joins all the same, with no initiativslag, after everyone who rolled:
// "En person som förlorar sin sista ödestärning faller utmattad ihop, och kan inte utföra någon
// handling förrän en ödestärning har återhämtats" (Able says so), and once one has, it acts
// in that place, last, "Ordningen gäller striden ut".
func (r *Ruleset) Initiative(cs []*sheet.Character, rng *rand.Rand) ([]*sheet.Character, []engine.Initiative, error) {
	after := make([]*sheet.Character, len(cs))
	out := make([]engine.Initiative, len(cs))
	for i, c := range cs {
		// A new fight is a new sr: every die the character has is ready again, whatever an
		// earlier fight used ("Sedan kan dessa tärningar inte användas igen förrän nästa sr").
		c, _, err := r.Act(c, NySr, rng)
		if err != nil {
			return nil, nil, err
		}
		if r.hjälte(c).dennaSr() < 1 {
			after[i] = c.Clone()
			// In the order given among themselves, none at the same time as another.
			out[i] = engine.Initiative{Keys: []int{noInitiativ, i}, Text: engine.Say("inget initiativslag: ingen ödestärning")}
			continue
		}
		rolled, res, err := r.RollPool(c, PoolRoll{Skill: -1, Fate: 1, Kind: Initiativ, Combat: true}, rng)
		if err != nil {
			return nil, nil, err
		}
		after[i] = rolled
		out[i] = engine.Initiative{Keys: []int{-res.Counted}, Text: engine.Sayf("initiativ %d", res.Counted)}
	}
	return after, out, nil
}

// noInitiativ is the key of one who rolled no initiativslag: after every roll, whose keys are
// the negated counts, none above 0.
const noInitiativ = 1
