package spelsystemet

import "rollformular/engine"

// Reference is the quick reference's table of action rolls against a value: "lyckas" counts
// a critical success as one.
func (r *Ruleset) Reference() []engine.OddsTable {
	return []engine.OddsTable{{Title: "Handlingsslag mot värde (1T20)", Option: "value", Head: "Värde",
		Values: []int{3, 5, 7, 9, 11, 13, 15, 17, 19, 21},
		Columns: []engine.OddsColumn{{Head: "lyckas", Keys: []string{"crit", "success"}},
			{Head: "krit", Keys: []string{"crit"}}, {Head: "fummel", Keys: []string{"fumble"}}}}}
}
