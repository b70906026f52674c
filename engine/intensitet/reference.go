package intensitet

import (
	"strconv"

	"rollformular/engine"
)

// quickReference is the quick reference's table of attacks: the chance to hit (a fatality counts
// as a hit) for an attack's adjustment against each defence, PK, Reflexer or Stabilitet.
func (r *Ruleset) quickReference() engine.QuickReference {
	t := engine.OddsTable{Title: "Anfall (1T20 + justering) mot försvar: träff eller fatalitet", Option: "bonus", Head: "Justering",
		Values: []int{0, 2, 4, 6, 8, 10, 12}}
	for _, d := range []int{10, 12, 14, 16, 18, 20, 22} {
		t.Columns = append(t.Columns, engine.OddsColumn{Head: "mot " + strconv.Itoa(d), Given: map[string]int{"defense": d}, Keys: []string{"fatal", "hit"}})
	}
	return engine.QuickReference{Odds: []engine.OddsTable{t}}
}
