package spelsystemet

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// Initiative orders a fight as the text orders who moves first: "När det blir väsentligt vem
// som flyttar först, är det rollpersonen med bäst Snabbhet som har initiativet (det vill säga
// kan bestämma om hon vill flytta först eller inte); vid lika värden jämförs SKI, och om det
// också är lika går initiativet till den med mest Stridsvana." No die is rolled; the text
// names no other order of actions, so this one holds for the whole fight.
func (r *Ruleset) Initiative(cs []*sheet.Character, _ *rand.Rand) ([]*sheet.Character, []engine.Initiative, error) {
	out := make([]engine.Initiative, len(cs))
	for i, c := range cs {
		d := r.Derive(c).(*Derived)
		sh, ski, vana := d.Sh, attributeOf(r, c, "ski"), skillOf(d, "Stridsvana")
		out[i] = engine.Initiative{Keys: []int{-sh, -ski, -vana}, Text: engine.Sayf("Sh %d, SKI %d, Stridsvana %d", sh, ski, vana)}
	}
	return cs, out, nil
}
