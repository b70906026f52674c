package zonstrid

import (
	"strconv"

	"rollformular/engine"
)

// quickReference is the quick reference's table of pools: the chance of at least one, two and
// three successes from a pool of attribute and skill dice.
func (r *Ruleset) quickReference() engine.QuickReference {
	t := engine.OddsTable{Title: "Tärningspöl (grundegenskap + färdighet): minst så många framgångar", Option: "dice", Head: "Tärningar",
		Values: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}
	var none []string
	for k := range 3 {
		none = append(none, "successes."+strconv.Itoa(k))
		t.Columns = append(t.Columns, engine.OddsColumn{Head: "minst " + strconv.Itoa(k+1), Keys: append([]string(nil), none...), Not: true})
	}
	return engine.QuickReference{Odds: []engine.OddsTable{t}}
}
