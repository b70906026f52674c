package spelsystemet

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

var _ engine.Forms = (*Ruleset)(nil)

// conflictForm is the one roll form: "de inblandade i konflikten slår varsitt handlingsslag
// mot det värde de använder sig av, sedan jämförs resultaten".
const conflictForm = "konflikt"

// Forms is the conflict: what the character rolls, against an opponent's value and modifier.
func (r *Ruleset) Forms(c *sheet.Character) []engine.Form {
	return []engine.Form{{ID: conflictForm, Title: "Konflikt",
		About: "Rollpersonen mot ett värde; modifikationerna kan vara reflexiva, som −5 och +5",
		Fields: []engine.Field{
			{ID: "what", Label: "Slår med", Kind: engine.ChoiceField, Choices: r.rollable(c)},
			{ID: "opponent", Label: "Motståndarens värde", Kind: engine.NumberField, Range: skillValue.Range, Default: 10},
			{ID: "opponent_mod", Label: "Motståndarens modifikation", Kind: engine.NumberField, Range: engine.ModRange},
		}}}
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

// conflict reads s: what is rolled and the opponent's value and modifier.
func (r *Ruleset) conflict(c *sheet.Character, s engine.Setup) (what string, opponent, opponentMod int, err error) {
	form := r.Forms(c)[0]
	if err := form.Check(s); err != nil {
		return "", 0, 0, err
	}
	what, err = form.Chosen(s, "what")
	return what, s.Get("opponent", 10), s.Get("opponent_mod", 0), err
}

// FormOdds is the exact odds of the conflict: each way it may end, out of the 400 pairs of
// faces.
func (r *Ruleset) FormOdds(c *sheet.Character, s engine.Setup) (engine.Text, []string) {
	what, opponent, opponentMod, err := r.conflict(c, s)
	if err != nil {
		return nil, []string{err.Error()}
	}
	own, _, _, err := r.resolve(c, what, s.Mod)
	if err != nil {
		return nil, []string{err.Error()}
	}
	k := Konfliktslag(own.Value, own.Mod, opponent, opponentMod)
	return k.Text, nil
}

// RollForm rolls the conflict; it spends nothing.
func (r *Ruleset) RollForm(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.RollResult, error) {
	what, opponent, opponentMod, err := r.conflict(c, s)
	if err != nil {
		return c, engine.RollResult{}, err
	}
	res, err := r.Conflict(c, what, s.Mod, opponent, opponentMod, rng)
	return c, res, err
}
