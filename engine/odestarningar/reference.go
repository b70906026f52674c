package odestarningar

import (
	"strconv"

	"rollformular/engine"
)

// QuickReference is the quick reference's table of action rolls, dice against each difficulty the
// text names, "busenkelt 3 lätt 4 normalt 5 utmanande 6 svårt 7 absurt 8", and the bands of
// skadeverkan (GradAv).
func (r *Ruleset) QuickReference() engine.QuickReference {
	t := engine.OddsTable{Title: "Handlingsslag: ödes- och färdighetstärningar mot svårighet", Option: "dice", Head: "Tärningar",
		Values: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}
	for _, d := range []struct {
		name string
		n    int
	}{{"busenkelt", 3}, {"lätt", 4}, {"normalt", 5}, {"utmanande", 6}, {"svårt", 7}, {"absurt", 8}} {
		t.Columns = append(t.Columns, engine.OddsColumn{Head: d.name + " " + strconv.Itoa(d.n), Given: map[string]int{"difficulty": d.n}, Keys: []string{"success"}})
	}
	ladder := engine.Table{Title: "Skadeverkan", Heads: []string{"Skadeverkan", "Skada", "Verkan"}, Rows: [][]string{
		{"0 eller lägre", IngenEffekt.String(), "attacken har ingen effekt alls"},
		{"1–3", Skråma.String(), "förbrukar en oanvänd ödestärning denna sr, men återfår den till nästa sr"},
		{"4–6", Lindrig.String(), "förlorar en ödestärning permanent – tills skadan har läkt"},
		{"7–9", Svår.String(), "förlorar permanent (tills läkning sker) alla ödestärningar utom en men minst en"},
		{"10–12", Dödlig.String(), "förlorar alla ödestärningar, kan inte röra sig och blöder kraftigt"},
		{"13+", Död.String(), "omedelbar död"}}}
	return engine.QuickReference{Odds: []engine.OddsTable{t}, Tables: []engine.Table{ladder}}
}
