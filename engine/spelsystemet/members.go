package spelsystemet

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// members are what the ruleset keeps on the document's rows beyond what sheet knows, read and
// written only through these keys.
var members = struct {
	// Laser marks a wound from a laser, which does not bleed and which armor meets with its
	// SP against laser.
	Laser sheet.Member[bool]
	// Massive marks harm such as an explosion, a fall or a giant's club, which passes on to LP
	// beyond what a limb passes on from a normal attack.
	Massive sheet.Member[bool]
	// Ammo is a firearm's special ammunition, by id: "dum-dum", "pansarbrytande".
	Ammo sheet.Member[string]
	// Scope is the magnification of a weapon's scope: 4 for ×4.
	Scope sheet.Member[int]
	// Blood marks the wound straight to LP that a bleeding's LP are taken to, one more each
	// rond: the blood lost, one line however long it bleeds.
	Blood sheet.Member[bool]
}{Laser: "laser", Massive: "massive", Ammo: "ammo", Scope: "scope", Blood: "blood"}

// columns are the members as the document holds them (Description.Columns). The rules set
// them, or the CLI's attack; the editor asks for none.
var columns = []engine.Column{
	engine.FlagOf(engine.WoundList, members.Laser, "laser", 0),
	engine.FlagOf(engine.WoundList, members.Massive, "massiv", 0),
	engine.FlagOf(engine.WoundList, members.Blood, "blodförlust", 0),
	engine.TextOf(engine.WeaponList, members.Ammo, "ammunition", "", 0),
	engine.NumberOf(engine.WeaponList, members.Scope, "kikarsikte", weaponScope.Range, 0),
}
