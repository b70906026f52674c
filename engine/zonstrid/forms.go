package zonstrid

import (
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

var _ engine.Forms = (*Ruleset)(nil)

// conflict is the one roll form: a pool against the opponent's, "parera, ducka, jaga, hålla
// fast", each of whose successes takes one away.
var conflict = engine.Conflict{ID: "konflikt", Title: "Slag",
	About:    "Mot en parering, en duckning, en jakt eller ett grepp: varje framgång där tar bort en här; modifikationerna är tärningar",
	Opponent: "Motståndets tärningar", OpponentRange: poolRange}

// Forms is the pool roll: what the character rolls, against the opponent's dice if any.
func (r *Ruleset) Forms(c *sheet.Character) []engine.Form {
	return []engine.Form{conflict.Form(r.rollable(c))}
}

// rollable is what c rolls with: attributes, skills and weapons, by the names Roll takes.
func (r *Ruleset) rollable(c *sheet.Character) []string {
	var names []string
	for _, a := range r.desc.Attributes {
		names = append(names, a.Abbr)
	}
	d := r.Derive(c).(*Derived)
	for _, v := range engine.Shown(slices.Concat(d.Sheet.Skills, d.Sheet.Weapons)) {
		names = append(names, v.Label)
	}
	return names
}

// conflict reads s: what is rolled and the opponent's number and modification.
func (r *Ruleset) conflict(c *sheet.Character, s engine.Setup) (what string, opponent, opponentMod int, err error) {
	return conflict.Read(r.Forms(c)[0], s)
}

// FormOdds is the exact chance of the pool set up: of each number of successes, or of getting
// through the opponent's dice.
func (r *Ruleset) FormOdds(c *sheet.Character, s engine.Setup) (engine.Text, error) {
	what, opponent, opponentMod, err := r.conflict(c, s)
	if err != nil {
		return nil, err
	}
	_, dice, _, err := r.pool(c, engine.Named(what))
	if err != nil {
		return nil, err
	}
	n, k := max(engine.Plus(dice, s.Mod), 0), max(opponent+opponentMod, 0)
	if n > MaxDice || k > MaxDice {
		return nil, engine.RangeError(engine.Say("tärningar"), max(n, k), poolRange)
	}
	if k == 0 {
		return func(words engine.Words) string { return poolOdds(words, n) }, nil
	}
	p, err := Igenom(n, k, 1)
	if err != nil {
		return nil, err
	}
	f, _ := p.Float64()
	return func(words engine.Words) string {
		return words.F("%d T6 mot %d T6: igenom %s", n, k, engine.Percent(f))
	}, nil
}

// RollForm rolls the conflict; it spends nothing.
func (r *Ruleset) RollForm(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.RollResult, error) {
	return conflict.Roll(c, r.Forms(c)[0], s, rng, r.Conflict)
}
