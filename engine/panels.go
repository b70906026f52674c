package engine

import (
	"math/rand/v2"

	"rollformular/sheet"
)

// Pools is a ruleset whose rolls are pools of dice the player divides: so many of the
// character's own dice, so many of a skill's, against a difficulty or an opponent's pool.
type Pools interface {
	// PoolOdds is the exact chance of the roll p sets up, as a line to show while it is
	// being set up, and the problems with the setup (too many dice, none of the character's
	// own).
	PoolOdds(c *sheet.Character, p PoolRoll) (string, []string)
	// RollPool rolls p, spends what it spends, and returns the changed copy of c.
	RollPool(c *sheet.Character, p PoolRoll, r *rand.Rand) (*sheet.Character, RollResult, error)
	// Difficulties names the ruleset's difficulties, lowest first.
	Difficulties() []Level
	// RollKinds lists the kinds of roll a pool can make, the plain one first.
	RollKinds() []CatalogItem
	// Circumstances lists what may make a roll harder or easier, each with what it adds to
	// the difficulty.
	Circumstances() []Level
}

// Matrix is a ruleset whose rolls build a value up from the character (an attribute, a skill,
// a tool kit) and read the result off a success matrix, with a situation, an opponent's value
// and advantage: the editor's roll panel and action catalogue.
type Matrix interface {
	// MatrixChoices lists what a roll of c may be built from.
	MatrixChoices(c *sheet.Character) MatrixChoices
	// MatrixOdds is the exact odds of the roll m sets up, as a line, and what is wrong with m.
	MatrixOdds(c *sheet.Character, m MatrixRoll) (string, []string)
	// RollMatrix rolls m.
	RollMatrix(c *sheet.Character, m MatrixRoll, r *rand.Rand) (RollResult, error)
}

// MatrixChoices are the parts a matrix roll is built from.
type MatrixChoices struct {
	Bases         []Level     // the values a roll starts from: attributes, and the character's attacks and defences
	Situations    []Level     // the situation table, easiest first; none: no situation
	Circumstances []Level     // what may apply at once, each adding to the roll
	Actions       []Reference // the action catalogue
	Fields        MatrixFields
}

// MatrixFields name the panel's number fields and checks as the ruleset calls them; an empty
// name leaves the field out.
type MatrixFields struct {
	Kit, TakeTime, MV, Fördel, Risky string
}

// Reference is an entry of a catalogue the editor shows for reference: an action with its
// cost and what it does.
type Reference struct {
	ID, Name string
	Summary  string   // cost and keywords: "2 Handlingspoäng · Utmattning 2"
	Lines    []string // what it does
}

// MatrixRoll is one matrix roll set up.
type MatrixRoll struct {
	Base     int // index into MatrixChoices.Bases
	Kit      int // a tool kit's bonus, 0–5
	TakeTime bool
	SV, MV   int
	Fördel   int  // negative for Nackdel
	Risky    bool // a risky roll: an accident on an Utfall divisible by 3
	Action   string
	Mod      int
	// Circumstances are names of MatrixChoices.Circumstances that apply.
	Circumstances []string
}

// PoolRoll is one roll set up from a pool.
type PoolRoll struct {
	Skill      int // the index of the skill in the document, or -1
	Fate       int // the character's own dice
	SkillDice  int // dice of the skill's pool
	Difficulty int // the value to reach; ignored when Opponent is set
	Opponent   int // the opponent's dice in an opposed roll; 0 for none
	Mod        int // added to the roll
	// Kind is one of RollKinds, "" for the plain roll.
	Kind string
	// Combat says the roll is made in a combat round, where the character's own dice are
	// used for the round.
	Combat bool
	// Circumstances are names of Circumstances() that apply.
	Circumstances []string
	// Duck is the dice the target rolls to duck a ranged attack; 0 when it does not.
	Duck int
}

// Level is a named step of a scale, such as a difficulty.
type Level struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}
