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
// names no other order of actions, so this one is the fight's, read again at the start of every
// rond from the values as they are then ("Steg 2 - Förflyttning" is a step of every rond).
func (r *Ruleset) Initiative(cs []*sheet.Character, _ *rand.Rand) ([]*sheet.Character, []engine.Initiative, error) {
	out := make([]engine.Initiative, len(cs))
	for i, c := range cs {
		out[i] = r.standing(c)
	}
	return cs, out, nil
}

// standing is c's place by its Snabbhet, SKI and Stridsvana as they are now: Trötthet and
// Utmattning lower Sh, so the place is read again in every stridsrond (engine.RoundRules's
// Standing), where "Steg 2 - Förflyttning" asks who moves first.
func (r *Ruleset) standing(c *sheet.Character) engine.Initiative {
	d := r.Derive(c).(*Derived)
	sh, ski, vana := d.Sh, attributeOf(r, c, "ski"), skillOf(d, "Stridsvana")
	return engine.Initiative{Keys: []int{-sh, -ski, -vana}, Text: engine.Sayf("Sh %d, SKI %d, Stridsvana %d", sh, ski, vana)}
}
