package framgangsslag

import (
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// Roll rolls a Framgångsslag from what c names, one of its bases (an attribute, an attack or a
// defence), with mod added to FV, at SV 0 against no opponent.
func (r *Ruleset) Roll(c *sheet.Character, what string, mod int, rng *rand.Rand) (engine.RollResult, error) {
	choices := r.MatrixChoices(c)
	for i, b := range choices.Bases {
		if strings.EqualFold(b.Name, what) || strings.EqualFold(strings.TrimPrefix(b.Name, "Närstridsanfall med "), what) ||
			strings.EqualFold(strings.TrimPrefix(b.Name, "Avståndsanfall med "), what) {
			return r.RollMatrix(c, MatrixRoll{Base: i, Mod: mod}, rng)
		}
	}
	for _, a := range r.t.Attributes {
		if strings.EqualFold(a.Abbr, what) {
			return r.Roll(c, a.Label, mod, rng)
		}
	}
	names := func(words engine.Words) string {
		out := make([]string, len(choices.Bases))
		for i, b := range choices.Bases {
			out[i] = b.NameIn(words)
		}
		return strings.Join(out, ", ")
	}
	return engine.RollResult{}, engine.Errorf("%q: roll one of %s", what, engine.Text(names))
}
