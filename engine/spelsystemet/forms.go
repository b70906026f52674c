package spelsystemet

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

var _ engine.Forms = (*Ruleset)(nil)

// conflict is the one roll form: "de inblandade i konflikten slår varsitt handlingsslag mot
// det värde de använder sig av, sedan jämförs resultaten".
var conflict = engine.Conflict{ID: "konflikt", Title: "Konflikt",
	About:    "Rollpersonen mot ett värde; modifikationerna kan vara reflexiva, som −5 och +5",
	Opponent: "Motståndarens värde", OpponentRange: skillValue.Range, OpponentDefault: 10}

// Forms is the conflict: what the character rolls, against an opponent's value and modifier.
func (r *Ruleset) Forms(c *sheet.Character) []engine.Form {
	return []engine.Form{conflict.Form(r.rollable(c))}
}

// rollable is what c rolls with: its attributes, skills and weapons, by the names Roll takes.
func (r *Ruleset) rollable(c *sheet.Character) []string {
	var names []string
	for _, a := range r.t.attributes {
		names = append(names, a.Abbr)
	}
	d := r.Derive(c).(*Derived)
	for _, s := range d.Skills {
		names = append(names, s.Name)
	}
	for _, w := range d.Weapons {
		names = append(names, w.Name)
	}
	return names
}

// conflict reads s: what is rolled and the opponent's number and modification.
func (r *Ruleset) conflict(c *sheet.Character, s engine.Setup) (what string, opponent, opponentMod int, err error) {
	return conflict.Read(r.Forms(c)[0], s)
}

// FormOdds is the exact odds of the conflict: each way it may end, out of the 400 pairs of
// faces.
func (r *Ruleset) FormOdds(c *sheet.Character, s engine.Setup) (engine.Text, error) {
	what, opponent, opponentMod, err := r.conflict(c, s)
	if err != nil {
		return nil, err
	}
	own, _, _, err := r.resolve(c, engine.Named(what), s.Mod)
	if err != nil {
		return nil, err
	}
	k := Konfliktslag(own.Value, own.Mod, opponent, opponentMod)
	return k.In, nil
}

// RollForm rolls the conflict; it spends nothing.
func (r *Ruleset) RollForm(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.RollResult, error) {
	return conflict.Roll(c, r.Forms(c)[0], s, rng, r.Conflict)
}
