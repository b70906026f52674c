package spelsystemet

import (
	"fmt"

	"rollformular/engine"
)

// quickReference is the quick reference's table of action rolls against a value ("lyckas" counts
// a critical success as one), and the default body's Träffbilder, where a T20 lands in melee
// and at range, higher rolls higher on the body (shared/rules/README.md, 4.).
func (r *Ruleset) quickReference() engine.QuickReference {
	ref := engine.QuickReference{Odds: []engine.OddsTable{{Title: "Handlingsslag mot värde (1T20)", Option: "value", Head: "Värde",
		Values: []int{3, 5, 7, 9, 11, 13, 15, 17, 19, 21},
		Columns: []engine.OddsColumn{{Head: "lyckas", Keys: []string{"crit", "success"}},
			{Head: "krit", Keys: []string{"crit"}}, {Head: "fummel", Keys: []string{"fumble"}}}}}}
	body := r.t.bodies[r.t.species[0].Body]
	hits := engine.Table{Title: "Träffbilder (T20)", Heads: []string{"Kroppsdel", "Närstrid", "Avstånd", "Vid 1 × KP"}}
	for _, p := range body.Parts {
		row := []string{p.Label}
		for _, table := range []string{"narstrid", "avstand"} {
			cell := "–"
			for _, h := range body.HitLocations[table] {
				if h.Part == p.ID {
					cell = fmt.Sprintf("%d–%d", h.From, h.To)
					if h.From == h.To {
						cell = fmt.Sprint(h.From)
					}
				}
			}
			row = append(row, cell)
		}
		hits.Rows = append(hits.Rows, append(row, p.Obrukbar))
	}
	ref.Tables = append(ref.Tables, hits)
	return ref
}
