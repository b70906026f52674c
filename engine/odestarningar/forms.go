package odestarningar

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// poolForm is the one roll form: a roll set up from the character's pools of dice.
const poolForm = "pool"

// The fields of the pool form.
const (
	fieldKind       = "kind"
	fieldSkill      = "skill"
	fieldDifficulty = "difficulty"
	fieldFate       = "fate"
	fieldSkillDice  = "skill_dice"
	fieldOpponent   = "opponent"
	fieldDuck       = "duck"
	fieldDecide     = "decide"
	fieldHeroisk    = "heroisk"
	fieldKreativ    = "kreativ"
	fieldCombat     = "combat"
	groupAround     = "omstandigheter"
)

// Forms is the dice pool: how many of the character's own dice and of a skill's, against a
// difficulty or an opponent's dice; the dice it has and each skill's pool stand above it.
func (r *Ruleset) Forms(c *sheet.Character) []engine.Form {
	var kinds, difficulties []string
	for _, k := range r.RollKinds() {
		kinds = append(kinds, k.Name)
	}
	var worded []engine.Text
	for _, l := range r.Difficulties() {
		difficulties = append(difficulties, fmt.Sprintf("%s (%d)", l.Name, l.Value))
		worded = append(worded, engine.Sayf("%s (%d)", l.Text(), l.Value))
	}
	skills := []string{"–"}
	var pools []string
	for _, s := range c.Skills {
		skills = append(skills, r.skillName(s))
		if s.Value > 0 {
			pools = append(pools, r.skillName(s)+" "+skillDots(s.Value, members.Spent.Get(s.Members)))
		}
	}
	pool := r.Derive(c).Layout().Pool
	lines := []engine.Text{func(words engine.Words) string {
		return words.F("%s %s  %d redo denna sr av %d", poolLabel, dots(pool.Ready, max(pool.Have-pool.Ready, 0), pool.Lost), pool.Ready, pool.Have)
	}}
	if len(pools) > 0 {
		lines = append(lines, engine.Said(strings.Join(pools, "   ")))
	}
	fields := []engine.Field{
		{ID: fieldKind, Label: "Slag", Kind: engine.ChoiceField, Choices: kinds},
		{ID: fieldSkill, Label: "Färdighet", Kind: engine.ChoiceField, Choices: skills},
		{ID: fieldDifficulty, Label: "Svårighet", Kind: engine.ChoiceField, Choices: difficulties, ChoicesWorded: worded, Default: min(2, len(difficulties)-1)},
		{ID: fieldFate, Label: poolLabel, Kind: engine.NumberField, Range: engine.Range{Min: 0, Max: MaxDice}, Default: 1},
		{ID: fieldSkillDice, Label: "Färdighetstärningar", Kind: engine.NumberField, Range: engine.Range{Min: 0, Max: 2 * MaxDice}},
		{ID: fieldOpponent, Label: "Motståndarens tärningar", Kind: engine.NumberField, Range: engine.Range{Min: 0, Max: MaxDice}},
		{ID: fieldDuck, Label: "Målet duckar med", Kind: engine.NumberField, Range: engine.Range{Min: 0, Max: MaxDice}},
		{ID: fieldDecide, Label: "En vinnare måste koras (flest sexor, femmor …)", Kind: engine.FlagField},
	}
	// The advantages that change how a roll is staked, for the heroes that have them.
	h := r.hjälte(c)
	if h.has("heroisk") > 0 {
		fields = append(fields, engine.Field{ID: fieldHeroisk, Label: "Heroisk: tärningar till efter slaget, om det inte räcker", Kind: engine.NumberField, Range: engine.Range{Min: 0, Max: MaxDice}})
	}
	if h.has("kreativ") > 0 {
		fields = append(fields, engine.Field{ID: fieldKreativ, Label: "Kreativ: en tärning från", Kind: engine.ChoiceField, Choices: skills})
	}
	for i, a := range r.Circumstances() {
		fields = append(fields, engine.Field{ID: fmt.Sprintf("around.%d", i), Label: fmt.Sprintf("%s %+d", a.Name, a.Value), Kind: engine.FlagField, Group: groupAround})
	}
	fields = append(fields, engine.Field{ID: fieldCombat, Label: "I strid: använder rondens tärningar", Kind: engine.FlagField})
	return []engine.Form{{ID: poolForm, Title: "Tärningspöl", About: "Ställ upp ett slag; chansen syns genast, och slaget drar sina tärningar",
		Lines: lines, Fields: fields}}
}

// poolRoll reads s into the roll it sets up.
func (r *Ruleset) poolRoll(c *sheet.Character, s engine.Setup) (PoolRoll, error) {
	form := r.Forms(c)[0]
	if err := form.Check(s); err != nil {
		return PoolRoll{}, err
	}
	p := PoolRoll{Skill: s.Get(fieldSkill, 0) - 1, Fate: s.Get(fieldFate, 1), SkillDice: s.Get(fieldSkillDice, 0),
		Opponent: s.Get(fieldOpponent, 0), Duck: s.Get(fieldDuck, 0), Mod: s.Mod, Combat: s.Get(fieldCombat, 0) == 1,
		Decide: s.Get(fieldDecide, 0) == 1, Heroisk: s.Get(fieldHeroisk, 0), Kreativ: s.Get(fieldKreativ, 0)}
	p.Kind = r.RollKinds()[s.Get(fieldKind, 0)].ID
	if levels := r.Difficulties(); len(levels) > 0 {
		p.Difficulty = levels[s.Get(fieldDifficulty, min(2, len(levels)-1))].Value
	}
	for i, a := range r.Circumstances() {
		if s.Get(fmt.Sprintf("around.%d", i), 0) == 1 {
			p.Circumstances = append(p.Circumstances, a.Name)
		}
	}
	return p, nil
}

// FormOdds is the exact chance of the pool roll s sets up.
func (r *Ruleset) FormOdds(c *sheet.Character, s engine.Setup) (engine.Text, error) {
	p, err := r.poolRoll(c, s)
	if err != nil {
		return nil, err
	}
	return r.PoolOdds(c, p)
}

// RollForm rolls the pool roll s sets up and spends what it takes.
func (r *Ruleset) RollForm(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.RollResult, error) {
	p, err := r.poolRoll(c, s)
	if err != nil {
		return c, engine.RollResult{}, err
	}
	return r.RollPool(c, p, rng)
}

// maxDots is the most dice drawn as glyphs in one row; a row with more is written as counts.
// It is above any legal pool, so a character within the rules always sees glyphs, and a
// document with an absurd number costs no more to draw than a legal one.
const maxDots = 40

// dots draws dice: ● ready, ○ used or spent, ✕ lost.
func dots(ready, used, lost int) string {
	if ready < 0 || used < 0 || lost < 0 || ready > maxDots || used > maxDots || lost > maxDots || ready+used+lost > maxDots {
		return fmt.Sprintf("●%d ○%d ✕%d", ready, used, lost)
	}
	return strings.Repeat("●", ready) + strings.Repeat("○", used) + strings.Repeat("✕", lost)
}

// skillDots draws a skill's dice, value of them with spent used up. Values outside what can
// be drawn are written as they are, never wrapped around by the subtraction.
func skillDots(value, spent int) string {
	if spent < 0 || spent > value || value > maxDots {
		return fmt.Sprintf("%d (−%d)", value, spent)
	}
	return dots(value-spent, spent, 0)
}
