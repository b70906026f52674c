package odestarningar

import (
	"strconv"

	"rollformular/engine"
)

// Reference is the quick reference's table of action rolls: dice against each difficulty the
// text names, "busenkelt 3 lätt 4 normalt 5 utmanande 6 svårt 7 absurt 8".
func (r *Ruleset) Reference() []engine.OddsTable {
	t := engine.OddsTable{Title: "Handlingsslag: ödes- och färdighetstärningar mot svårighet", Option: "dice", Head: "Tärningar",
		Values: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}
	for _, d := range []struct {
		name string
		n    int
	}{{"busenkelt", 3}, {"lätt", 4}, {"normalt", 5}, {"utmanande", 6}, {"svårt", 7}, {"absurt", 8}} {
		t.Columns = append(t.Columns, engine.OddsColumn{Head: d.name + " " + strconv.Itoa(d.n), Given: map[string]int{"difficulty": d.n}, Keys: []string{"success"}})
	}
	return []engine.OddsTable{t}
}
