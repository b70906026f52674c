package framgangsslag

import "rollformular/engine"

// QuickReference is the quick reference's table of Framgångsslag: Framgångsvärde against a normal
// Situationsvärde, the chance of each Utfall, "Väldigt misslyckat" to "Väldigt lyckat".
func (r *Ruleset) QuickReference() engine.QuickReference {
	t := engine.OddsTable{Title: "Framgångsslag vid normal situation (SV 0)", Option: "fv", Head: "FV",
		Values: []int{0, 2, 4, 6, 8, 10, 12, 14, 16, 18}}
	for _, n := range Nivåer {
		t.Columns = append(t.Columns, engine.OddsColumn{Head: n.String(), Keys: []string{n.String()}})
	}
	return engine.QuickReference{Odds: []engine.OddsTable{t}}
}
