package spelsystemet

import "rollformular/engine"

// The ranges of the document's numbers beyond the attributes (whose maximum is the species'
// artmaximum) and the trackers (trackers.json), each with the rule it comes from. Derive
// flags a value outside its range and keeps it; what it drives never goes past the range.
var (
	// "kunskapsfärdigheter [kan] förbättras hur mycket som helst": no maximum. From 40 on
	// every roll is critical ("Dessutom är, vid ett värde på 20 eller mer, alla slag av 20
	// eller däröver kritiska", and the excess over 20 is added to the roll), so 99 loses
	// nothing.
	skillValue = engine.Number{Path: "skills.value", Label: "färdighetsvärde", Range: engine.Range{Min: 0, Max: 99}}
	// "negerar en sköld, om sådan finnes, 3 poäng skada … (en parerdolk fungerar som en sköld
	// värd 1 poäng)": the text gives no shield more; 30 is more than all the armor of the
	// tables on one part.
	shieldSP = engine.Number{Path: "shield.sp", Label: "sköldens SP", Range: engine.Range{Min: 0, Max: 30}}
	// "Om en rollperson tar dubbelt så mycket skada som hon har i (ursprungliga) LP, dör
	// hon": a human dies at 42; one wound of 999 leaves room for any creature.
	woundDamage = engine.Number{Path: "wounds.damage", Label: "skada", Range: engine.Range{Min: 0, Max: 999}}
	// "om du har ett x4 sikte räknas alla avstånd som en fjärdedel": 0 is none; the text
	// names ×4, and ×20 leaves room.
	weaponScope = engine.Number{Path: "weapons.scope", Label: "kikarsikte", Range: engine.Range{Min: 0, Max: 20}}
	// "+1 för packning": carried (1) or not (0).
	packning = engine.Number{Path: "state.packning", Label: "packning", Range: engine.Range{Min: 0, Max: 1}}
	// Grund±N: the text's weapons go from "Grund-3" to "Grund+2", and "Andra vapen får bara en
	// bonus på +2 skadesteg"; ±10 steps leave room.
	grundSteps = engine.Number{Path: "weapons.damage", Label: "skadesteg från Grund", Range: engine.Range{Min: -10, Max: 10}}
)

// numbers lists the ranges for the Description; the original values' range is the species'
// dice, made when the tables load.
var numbers = []engine.Number{skillValue, shieldSP, woundDamage, weaponScope, packning, grundSteps}
