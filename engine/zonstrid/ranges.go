package zonstrid

import "rollformular/engine"

// The ranges of the document's numbers beyond the attributes and the trackers (sheet.json).
// Derive flags a value outside its range and keeps it.
var (
	// "När du anfaller slår du din färdighet": the text gives no skill values, and its game
	// family's skills run 0–5; 10 leaves room, and a pool of an attribute (at most 6) and a
	// skill stays within the MaxDice whose odds are counted.
	skillValue = engine.Number{Path: "skills.value", Label: "färdighetsvärde", Range: engine.Range{Min: 0, Max: 10}}
	// "Skadan är antalet fysiska tillstånd din motståndare måste kryssa": four conditions, or
	// an NPC's Tålighet of up to 30; the text's weapons do 1–3, 10 leaves room.
	weaponDamage = engine.Number{Path: "weapons.damage", Label: "skada", Range: engine.Range{Min: 0, Max: 10}}
	// "Värdet visar hur många zoner ditt vapen når från där du står": Räckvidd reads 0 to 10.
	weaponRange = engine.Number{Path: "weapons.range", Label: "räckvidd i zoner", Range: engine.Range{Min: 0, Max: maxZones}}
)

const maxZones = 10

var numbers = []engine.Number{skillValue, weaponDamage, weaponRange}

// The ranges of prob's options: a pool and an opposing pool are 0 to MaxDice dice, the pools
// whose odds are counted exactly.
var poolRange = engine.Range{Min: 0, Max: MaxDice}
