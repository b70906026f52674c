package engine

import (
	"slices"

	"rollformular/sheet"
)

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

// Kept is how a ruleset keeps the places on the characters, as zonstrid's cards are, so that
// they change during a fight: a card drawn again, two cards swapped.
type Kept struct {
	// Of is c's place as its document holds it; false while it holds none.
	Of func(c *sheet.Character) (Initiative, bool)
	// Swap exchanges a's and b's places: changed copies of both.
	Swap func(a, b *sheet.Character) (*sheet.Character, *sheet.Character, Report, error)
}
