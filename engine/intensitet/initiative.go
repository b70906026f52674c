package intensitet

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// Initiative rolls each combatant's 1T20 + ½ Händighet + ½ grad, the higher acting first:
// "Om det blir oavgjort mellan två kombattanter, får den med den högre totala justeringen
// agera först. Om även den är lika, slå ett skiljeslag med varsin t20." Every combatant rolls
// its skiljeslag at once, though only a tie of total and adjustment reads it. The intensity
// die of each is set to 1, where a fight begins.
func (r *Ruleset) Initiative(cs []*sheet.Character, rng *rand.Rand) ([]*sheet.Character, []engine.Initiative, error) {
	out := make([]engine.Initiative, len(cs))
	after := make([]*sheet.Character, len(cs))
	for i, c := range cs {
		// "När första rundan börjar: Spelledaren placerar ut intensitetstärningen … med värdet
		// ”1” uppåt": the players' die, which RoundRules steps up after every round.
		after[i] = c
		if !c.NPC { // "Endast spelarfigurer"
			after[i] = c.Clone()
			after[i].State["intensitet"] = 1
		}
		adj := r.Derive(c).(*Derived).Initiativ
		t20, skiljeslag := rng.IntN(20)+1, rng.IntN(20)+1
		total := t20 + adj
		out[i] = engine.Initiative{Keys: []int{-total, -adj, -skiljeslag},
			Text: engine.Sayf("%d (1T20 %d %s; skiljeslag %d)", total, t20, signed(adj), skiljeslag)}
	}
	return after, out, nil
}
