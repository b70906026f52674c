package intensitet

import (
	"fmt"
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// referenceDefense is the defence an attack is set up against until one is typed: the middle
// of the three the sheet gives each attack's odds against, so the first odds shown mean
// something.
const referenceDefense = 20

// attackForm is the one roll form: an attack or a test, T20 + bonus against a defence.
const attackForm = "anfall"

// Forms is the attack: what it is made with, a talent, the defence and the modifiers of the
// text that apply; the talents stand beside it.
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
		worded[i] = engine.Sayf("%s (%d)", b.Text(), b.Value)
	}
	talents := []string{"–"}
	for _, a := range choices.Actions {
		talents = append(talents, a.Name)
	}
	fields := []engine.Field{
		{ID: "base", Label: "Med", Kind: engine.ChoiceField, Choices: bases, ChoicesWorded: worded},
		{ID: "action", Label: "Talang", Kind: engine.ChoiceField, Choices: talents},
		{ID: "mv", Label: "Försvar", Kind: engine.NumberField, Range: defenseRange, Default: referenceDefense},
	}
	for i, m := range choices.Circumstances {
		fields = append(fields, engine.Field{ID: fmt.Sprintf("around.%d", i), Label: fmt.Sprintf("%s %+d", m.Name, m.Value), Kind: engine.FlagField, Group: "modifikationer",
			LabelWorded: engine.Sayf("%s %+d", engine.Say(m.Name), m.Value)})
	}
	return engine.Form{ID: attackForm, Title: "Slag", About: "Ställ upp ett slag; dess exakta odds syns genast",
		Fields: fields, Catalogue: choices.Actions, CatalogueField: "action", CatalogueTitle: "Talanger"}
}

// matrixRoll reads s into the attack it sets up.
func (r *Ruleset) matrixRoll(c *sheet.Character, s engine.Setup) (MatrixRoll, error) {
	choices := r.MatrixChoices(c)
	if err := r.form(choices).Check(s); err != nil {
		return MatrixRoll{}, err
	}
	m := MatrixRoll{Base: s.Get("base", 0), MV: s.Get("mv", referenceDefense), Mod: s.Mod}
	if i := s.Get("action", 0); i > 0 {
		m.Action = choices.Actions[i-1].ID
	}
	for i, a := range choices.Circumstances {
		if s.Get(fmt.Sprintf("around.%d", i), 0) == 1 {
			m.Circumstances = append(m.Circumstances, a.Name)
		}
	}
	return m, nil
}

// FormOdds is the exact odds of the attack s sets up.
func (r *Ruleset) FormOdds(c *sheet.Character, s engine.Setup) (engine.Text, error) {
	m, err := r.matrixRoll(c, s)
	if err != nil {
		return nil, err
	}
	return r.MatrixOdds(c, m)
}

// RollForm rolls the attack s sets up, and its damage; it spends nothing.
func (r *Ruleset) RollForm(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.RollResult, error) {
	m, err := r.matrixRoll(c, s)
	if err != nil {
		return c, engine.RollResult{}, err
	}
	res, err := r.RollMatrix(c, m, rng)
	return c, res, err
}
