package framgangsslag

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// members are what the ruleset keeps on the document's rows beyond what sheet knows, read and
// written only through these keys.
var members = struct {
	// Bonus is what a weapon adds to its wielder's attack: its stridsvärde, "[ 3 från Svärdet ]".
	Bonus sheet.Member[int]
}{Bonus: "bonus"}

// columns are the members as the editor shows them (Description.Columns).
var columns = []engine.Column{
	engine.NumberOf(engine.WeaponList, members.Bonus, "Stridsvärde", weaponBonus.Range, engine.OnRow|engine.OnAdd),
}
