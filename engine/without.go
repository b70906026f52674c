package engine

import (
	"math/rand/v2"

	"rollformular/sheet"
)

// NoForms, NoFights and NoActions are what a ruleset embeds for a capability its rules lack:
// no forms to roll, nothing to attack with (Fought says false), nothing to do at the table.
// Each answers every call the way the screens take for "none": an empty list, or an error
// that says so.
type (
	NoForms   struct{}
	NoFights  struct{}
	NoActions struct{}
)

// errNoForms and errNoFights are what a ruleset without them says when asked anyway.
var (
	errNoForms  = Errorf("reglerna har inga slag att ställa upp")
	errNoFights = Errorf("reglerna har inga strider")
)

func (NoForms) Forms(*sheet.Character) []Form                  { return nil }
func (NoForms) FormOdds(*sheet.Character, Setup) (Text, error) { return nil, errNoForms }
func (NoForms) RollForm(*sheet.Character, Setup, *rand.Rand) (*sheet.Character, RollResult, error) {
	return nil, RollResult{}, errNoForms
}

func (NoFights) Attacks(*sheet.Character) []Choice             { return nil }
func (NoFights) Defences(Exchange) ([]Choice, error)           { return nil, errNoFights }
func (NoFights) FightOdds(Exchange) (FightOdds, error)         { return FightOdds{}, errNoFights }
func (NoFights) Fight(Exchange, *rand.Rand) (Exchanged, error) { return Exchanged{}, errNoFights }
func (NoFights) Rounds() RoundRules                            { return RoundRules{} }
func (NoFights) Hurt(*sheet.Character, Hit, *rand.Rand) (*sheet.Character, Blow, Report, error) {
	return nil, Blow{}, nil, errNoFights
}
func (NoFights) Initiative([]*sheet.Character, *rand.Rand) ([]*sheet.Character, []Initiative, error) {
	return nil, nil, errNoFights
}

func (NoActions) TableActions(*sheet.Character) []Action { return nil }
