package engine

import (
	"math/rand/v2"

	"rollformular/sheet"
)

// Aids is a ruleset where one character tends another's wound, with the helper's dice, skill and
// gear: first aid that a victim who has collapsed cannot give itself.
type Aids interface {
	// Aid has helper tend victim's wound (an index of victim.Wounds). It returns changed copies of
	// both, the helper having spent what it took; with helper and victim the same document, the
	// one copy as both.
	Aid(helper, victim *sheet.Character, wound int, r *rand.Rand) (*sheet.Character, *sheet.Character, Report, error)
}
