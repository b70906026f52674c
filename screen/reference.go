package screen

import "rollformular/engine"

// A Reference is a ruleset's page of quick reference, as a session pack prints it for the
// table: the odds of its common rolls counted, the tables a fight looks up, its conditions
// with what each does and its body parts with what each is. The pack's page drew it from the
// rules' description itself; it draws this now.
type Reference struct {
	// Rules is the rules' name, which heads the page (RulesName).
	Rules string
	Odds  []Odds
	// Tables are the rules' tables as they give them (engine.QuickReference.Tables).
	Tables []engine.Table
	// Conditions are the conditions the rules name, each with what it does; BodyParts the
	// body's parts, each named by its label with what the rules say of it.
	Conditions, BodyParts []engine.CatalogItem
}

// Odds is a table of odds of a quick reference with its rows counted: the row's value, then
// each column's chance as a percent (engine.OddsTable.Rows). Err says what is wrong with the
// ruleset's own table, which then has no rows.
type Odds struct {
	engine.OddsTable
	Rows [][]string
	Err  error
}

// ReferenceOf is the quick reference of rs; its tables none where the rules give none.
func ReferenceOf(rs engine.Ruleset) Reference {
	desc := rs.Description()
	r := Reference{Rules: desc.Name, Tables: desc.QuickReference.Tables, Conditions: desc.Conditions}
	for _, t := range desc.QuickReference.Odds {
		rows, err := t.Rows(rs)
		r.Odds = append(r.Odds, Odds{OddsTable: t, Rows: rows, Err: err})
	}
	for _, bp := range desc.BodyParts {
		r.BodyParts = append(r.BodyParts, engine.CatalogItem{Name: bp.Label, Description: bp.About})
	}
	return r
}
