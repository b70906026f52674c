package screen

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// What a renderer shows of a ruleset as a whole, beside a character's sheet: its name in a
// title or a choice of rules, its words, a new character of it. The renderers ask the model
// for these rather than reading the rules' description themselves.

// RulesName is the name of rs's rules, as a title gives it: "Spelsystemet".
func RulesName(rs engine.Ruleset) string { return rs.Description().Name }

// RulesID is the id of rs's rules, as a document names them: "spelsystemet".
func RulesID(rs engine.Ruleset) string { return rs.Description().ID }

// WordsOf are the words of rs in language, a locale or language tag (engine.WordsIn).
func WordsOf(rs engine.Ruleset, language string) engine.Words {
	return engine.WordsIn(rs.Description(), language)
}

// NewCharacter is a new character of rs: its attributes at their defaults, or rolled with r
// where r is not nil, as the rules roll them (engine.New).
func NewCharacter(rs engine.Ruleset, r *rand.Rand) (*sheet.Character, error) {
	return engine.New(rs.Description(), r)
}

// RollsAttributes says whether NewCharacter rolls a character's attributes with the rules'
// dice: rules that have them chosen have nothing to roll, and NewCharacter refuses the dice.
func RollsAttributes(rs engine.Ruleset) bool { return rs.Description().RollsAttributes() }
