package odestarningar

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// members are what the ruleset keeps on the document's rows beyond what sheet knows, read and
// written only through these keys.
var members = struct {
	// Spent is how many of a skill's dice are used up until recovered: "Spelarna bockar av
	// använda färdighetstärningar".
	Spent sheet.Member[int]
	// Concept marks a skill that is part of the character's concept, which makes it cheaper.
	Concept sheet.Member[bool]
	// Background marks a trait of the character's background or concept, which changes what
	// it costs or gives.
	Background sheet.Member[bool]
	// Boxes is what one thing weighs in load boxes, for a weapon or a thing of the player's
	// own; a quarter box is 0.25.
	Boxes sheet.Member[float64]
	// Kg is what one thing of the player's own weighs in kilograms, when its boxes come from
	// its weight.
	Kg sheet.Member[float64]
	// Dice are the ödestärningar a wound still keeps: set when it is taken, lowered as it
	// heals.
	Dice sheet.Member[int]
	// Rounds counts the bleeding rolls made for a wound so far.
	Rounds sheet.Member[int]
}{Spent: "spent", Concept: "concept", Background: "background", Boxes: "boxes", Kg: "kg", Dice: "dice", Rounds: "rounds"}

// columns are the members as the editor shows them (Description.Columns).
var columns = []engine.Column{
	engine.NumberOf(engine.SkillList, members.Spent, "förbrukade", skillSpent.Range, engine.OnRow),
	engine.FlagOf(engine.SkillList, members.Concept, "Koncept", engine.OnRow),
	background,
	engine.DecimalOf(engine.WeaponList, members.Boxes, "Belastningsrutor", weaponBoxes.Range, "1, ¼", engine.OnAdd),
	engine.DecimalOf(engine.GearList, members.Boxes, "Belastningsrutor", gearBoxes.Range, "1, ¼", engine.OnAdd),
	engine.DecimalOf(engine.GearList, members.Kg, "kg", gearKg.Range, "eller kilo", engine.OnAdd),
	engine.NumberOf(engine.WoundList, members.Dice, "ödestärningar", woundDice.Range, 0),
	engine.NumberOf(engine.WoundList, members.Rounds, "blödningsslag", woundRounds.Range, 0),
}

// background is the trait's flag, set on a trait the player adds: traits are mostly chosen
// while the character is made, from its background and concept.
var background = func() engine.Column {
	col := engine.FlagOf(engine.TraitList, members.Background, "Bakgrund eller koncept", engine.OnRow)
	col.Set = true
	return col
}()
