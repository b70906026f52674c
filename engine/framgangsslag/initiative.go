package framgangsslag

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// Initiative orders a fight by Initiativordning: "Karaktärer med låg Storlek agerar innan
// karaktärer med hög Storlek. Är karaktärerna lika Stora så är det den med högst Kamp börjar.
// Har flera karaktärer samma Kamp så agerar de karaktärer som har högst Erfarenhetsbonus
// först." Those equal in all three keep the order given, which the text leaves to the table
// ("får spelarna och SL avgöra sinsemellan eller slå tärning"). No die is rolled.
func (r *Ruleset) Initiative(cs []*sheet.Character, _ *rand.Rand) ([]*sheet.Character, []engine.Initiative, error) {
	out := make([]engine.Initiative, len(cs))
	for i, c := range cs {
		init := r.Derive(c).(*Derived).Initiativ // Storlek, Kamp, Erfarenhetsbonus
		out[i] = engine.Initiative{Keys: []int{init[0], -init[1], -init[2]},
			Text: engine.Sayf("STO %s, KAM %d, EB %d", signed(init[0]), init[1], init[2])}
	}
	return cs, out, nil
}
