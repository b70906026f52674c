package zonstrid

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// members are what the ruleset keeps on the document's rows beyond what sheet knows, read and
// written only through these keys.
var members = struct {
	// Range is the zones a ranged weapon reaches, as Räckvidd reads them: "0–1". Empty for a
	// weapon of close combat in the same zone.
	Range sheet.Member[string]
}{Range: "range"}

// columns are the members as the editor shows them (Description.Columns).
var columns = []engine.Column{
	engine.TextOf(engine.WeaponList, members.Range, "Räckvidd", "0–1", engine.OnRow),
}
