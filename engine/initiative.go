package engine

import (
	"math/rand/v2"
	"slices"

	"rollformular/sheet"
)

// Initiatives is the optional interface of a ruleset whose fights go in an order its rules
// settle: who acts first, and how ties break.
type Initiatives interface {
	// Initiative settles the order among cs at the start of a fight, drawing or rolling with
	// r where the rules do: each combatant's place, in cs's order, and the documents after
	// (a card drawn is kept on the character, dice staked on the roll are used for the round).
	// It changes none of cs.
	Initiative(cs []*sheet.Character, r *rand.Rand) ([]*sheet.Character, []Initiative, error)
}

// Initiative is one combatant's place in a fight's order. Keys are compared in turn, the lower
// acting first (a ruleset where the higher goes first gives them negated); combatants equal in
// every key keep the order they were given, for the table to settle as its rules say.
type Initiative struct {
	Keys []int
	// Text says the place as the table does: "kort 3", "17 (1T20 11 +6)".
	Text Text
}

// InitiativeOrder is the indexes of inits in the order their combatants act.
func InitiativeOrder(inits []Initiative) []int {
	order := make([]int, len(inits))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return slices.Compare(inits[a].Keys, inits[b].Keys) })
	return order
}

// InitiativeKept is the optional interface of a ruleset whose places are kept on the
// characters, as zonstrid's cards are, and so change during a fight: a card drawn again, two
// cards swapped.
type InitiativeKept interface {
	Initiatives
	// InitiativeOf is c's place as its document holds it; false while it holds none.
	InitiativeOf(c *sheet.Character) (Initiative, bool)
	// Swap exchanges a's and b's places: changed copies of both.
	Swap(a, b *sheet.Character) (*sheet.Character, *sheet.Character, Report, error)
}
