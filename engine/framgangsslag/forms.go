package framgangsslag

import (
	"fmt"
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// matrixForm is the one roll form: a value built up from the character and read off the
// success matrix.
const matrixForm = "matris"

// Forms is the matrix roll: what it starts from, the situation, an action of the catalogue, a
// tool kit, the opponent's value, Fördel, taking one's time and a risky roll; the action
// catalogue stands beside it.
func (r *Ruleset) Forms(c *sheet.Character) []engine.Form {
	return []engine.Form{r.form(r.MatrixChoices(c))}
}

// form is the roll form of what a roll may be built from: its choices come from the
// character, which matrixRoll derives once for the form and the roll both.
func (r *Ruleset) form(choices MatrixChoices) engine.Form {
	bases := make([]string, len(choices.Bases))
	worded := make([]engine.Text, len(choices.Bases))
	for i, b := range choices.Bases {
		bases[i] = fmt.Sprintf("%s (%d)", b.Name, b.Value)
		if b.Worded != nil {
			worded[i] = func(words engine.Words) string { return fmt.Sprintf("%s (%d)", b.NameIn(words), b.Value) }
		}
	}
	var situations []string
	normal := 0
	for i, s := range choices.Situations {
		situations = append(situations, fmt.Sprintf("%s (%+d)", s.Name, s.Value))
		if s.Value == 0 {
			normal = i
		}
	}
	actions := []string{"–"}
	for _, a := range choices.Actions {
		actions = append(actions, a.Name)
	}
	return engine.Form{ID: matrixForm, Title: "Slag", About: "Ställ upp ett slag; dess exakta odds syns genast",
		Fields: []engine.Field{
			{ID: "base", Label: "Utgår från", Kind: engine.ChoiceField, Choices: bases, ChoicesWorded: worded},
			{ID: "situation", Label: "Situation", Kind: engine.ChoiceField, Choices: situations, Default: normal},
			{ID: "action", Label: "Handling", Kind: engine.ChoiceField, Choices: actions},
			{ID: "kit", Label: "Redskapspaket", Kind: engine.NumberField, Range: engine.Range{Min: 0, Max: 5}},
			{ID: "mv", Label: "Motståndsvärde", Kind: engine.NumberField, Range: mvRange},
			{ID: "fordel", Label: "Fördel (under 0: Nackdel)", Kind: engine.NumberField, Range: fördelRange},
			{ID: "take_time", Label: "Ta sin tid (+2)", Kind: engine.FlagField},
			{ID: "risky", Label: "Riskabelt: Olycka när Utfallet är delbart med 3", Kind: engine.FlagField},
		},
		Catalogue: choices.Actions, CatalogueField: "action", CatalogueTitle: "Handlingar"}
}

// matrixRoll reads s into the roll it sets up.
func (r *Ruleset) matrixRoll(c *sheet.Character, s engine.Setup) (MatrixRoll, error) {
	choices := r.MatrixChoices(c)
	form := r.form(choices)
	if err := form.Check(s); err != nil {
		return MatrixRoll{}, err
	}
	m := MatrixRoll{Base: s.Get("base", 0), Kit: s.Get("kit", 0), TakeTime: s.Get("take_time", 0) == 1, MV: s.Get("mv", 0),
		Fördel: s.Get("fordel", 0), Risky: s.Get("risky", 0) == 1, Mod: s.Mod}
	if i := s.Get("situation", form.Fields[1].Default); i < len(choices.Situations) {
		m.SV = choices.Situations[i].Value
	}
	if i := s.Get("action", 0); i > 0 {
		m.Action = choices.Actions[i-1].ID
	}
	return m, nil
}

// FormOdds is the exact odds of every level of the roll s sets up.
func (r *Ruleset) FormOdds(c *sheet.Character, s engine.Setup) (engine.Text, error) {
	m, err := r.matrixRoll(c, s)
	if err != nil {
		return nil, err
	}
	return r.MatrixOdds(c, m)
}

// RollForm rolls the matrix roll s sets up; it spends nothing.
func (r *Ruleset) RollForm(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.RollResult, error) {
	m, err := r.matrixRoll(c, s)
	if err != nil {
		return c, engine.RollResult{}, err
	}
	res, err := r.RollMatrix(c, m, rng)
	return c, res, err
}
