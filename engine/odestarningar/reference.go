package odestarningar

import (
	"strconv"

	"rollformular/engine"
)

// quickReference is the quick reference: the table of action rolls, dice against each
// difficulty the text names ("utmaning svårighet busenkelt 3 lätt 4 normalt 5 utmanande 6
// svårt 7 absurt 8"); the difficulty table itself with what a framgångsgrad means; the range
// table of ranged attacks and its modifications, which a GM reads every shot; and the bands
// of skadeverkan (GradAv).
func (r *Ruleset) quickReference() engine.QuickReference {
	t := engine.OddsTable{Title: "Handlingsslag: ödes- och färdighetstärningar mot svårighet", Option: "dice", Head: "Tärningar",
		Values: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}
	// The short tables lie across the page, a column per difficulty or range, so that the
	// whole reference stays on one page.
	difficulty := engine.Table{Title: "Svårighetsgrad", Heads: []string{"Utmaning"}, Rows: [][]string{{"Svårighet"}}}
	for _, d := range r.t.difficulties {
		n := strconv.Itoa(d.Value)
		t.Columns = append(t.Columns, engine.OddsColumn{Head: d.Name + " " + n, Given: map[string]int{"difficulty": d.Value}, Keys: []string{"success"}})
		difficulty.Heads = append(difficulty.Heads, d.Name)
		difficulty.Rows[0] = append(difficulty.Rows[0], n)
	}
	// "En framgångsgrad på 0 eller 1 motsvarar en begränsad framgång i Coriolis, 2-3 motsvarar
	// framgång och 4 eller mer betyder fullständig framgång."
	grade := engine.Table{Title: "Framgångsgrad: handlingsslaget − svårighetsgraden", Heads: []string{"Framgångsgrad", "0–1", "2–3", "4+"},
		Rows: [][]string{{"Motsvarar", "begränsad framgång", "framgång", "fullständig framgång"}}}
	// "Om avståndet är oklart räknas det som medel, alltså svårighetsgrad 5."
	ranges := engine.Table{Title: "Avståndsattacker", Heads: []string{"Avstånd"}, Rows: [][]string{{"Högst meter"}, {"Svårighet"}}}
	for _, a := range r.t.ranges {
		ranges.Heads = append(ranges.Heads, a.Name)
		ranges.Rows[0] = append(ranges.Rows[0], strconv.Itoa(a.Meters))
		ranges.Rows[1] = append(ranges.Rows[1], strconv.Itoa(a.Value))
	}
	ranges.Heads = append(ranges.Heads, "oklart")
	ranges.Rows[0] = append(ranges.Rows[0], "")
	ranges.Rows[1] = append(ranges.Rows[1], "5 (medel)")
	circumstances := engine.Table{Title: "Omständigheter vid avståndsattacker", Heads: []string{"Omständighet", "Svårighet"}}
	for _, m := range r.t.rangeModifiers {
		circumstances.Rows = append(circumstances.Rows, []string{m.Name, signed(m.Value)})
	}
	ladder := engine.Table{Title: "Skadeverkan", Heads: []string{"Skadeverkan", "Skada", "Verkan"}, Rows: [][]string{
		{"0 eller lägre", IngenEffekt.String(), "attacken har ingen effekt alls"},
		{"1–3", Skråma.String(), "förbrukar en oanvänd ödestärning denna sr, men återfår den till nästa sr"},
		{"4–6", Lindrig.String(), "förlorar en ödestärning permanent – tills skadan har läkt"},
		{"7–9", Svår.String(), "förlorar permanent (tills läkning sker) alla ödestärningar utom en men minst en"},
		{"10–12", Dödlig.String(), "förlorar alla ödestärningar, kan inte röra sig och blöder kraftigt"},
		{"13+", Död.String(), "omedelbar död"}}}
	return engine.QuickReference{Odds: []engine.OddsTable{t}, Tables: []engine.Table{difficulty, grade, ranges, circumstances, ladder}}
}
