package framgangsslag

import (
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// Roll rolls a Framgångsslag from what c names, one of its bases (an attribute, an attack or a
// defence), with mod added to FV, at SV 0 against no opponent.
func (r *Ruleset) Roll(c *sheet.Character, what engine.What, mod int, rng *rand.Rand) (engine.RollResult, error) {
	choices := r.MatrixChoices(c)
	name := what.Name
	for _, a := range r.t.Attributes {
		if strings.EqualFold(a.Abbr, name) {
			name = a.Label
		}
	}
	for i, b := range choices.Bases {
		// A weapon's base is its attack, "Närstridsanfall med Svärd"; the weapon's name finds it.
		weapon := strings.TrimPrefix(strings.TrimPrefix(b.Name, "Närstridsanfall med "), "Avståndsanfall med ")
		isWeapon := weapon != b.Name
		if what.Is(engine.WeaponRoll) && isWeapon && strings.EqualFold(weapon, name) ||
			(what.Kind == engine.AnyRoll || what.Kind == engine.AttributeRoll && !isWeapon) && strings.EqualFold(b.Name, name) {
			return r.RollMatrix(c, MatrixRoll{Base: i, Mod: mod}, rng)
		}
	}
	names := func(words engine.Words) string {
		out := make([]string, len(choices.Bases))
		for i, b := range choices.Bases {
			out[i] = b.NameIn(words)
		}
		return strings.Join(out, ", ")
	}
	return engine.RollResult{}, engine.Errorf("%q: roll one of %s", what.Name, engine.Text(names))
}
