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

// tableRanges are the ranges of the numbers of the tables a house-rules pack may change
// (Description.TableRanges), each with the rule it comes from.
var tableRanges = []engine.Number{
	// "Tvåhands:" heads the two-handed weapons; the rest are held in one hand.
	{Path: "weapons.hands", Label: "händer", Range: engine.Range{Min: 1, Max: 2}},
	// "\"L\" betyder relativ längd": the tables run from 0 to Lans 3; 5 leaves room.
	{Path: "weapons.length", Label: "längd", Range: engine.Range{Min: 0, Max: 5}},
	// "Vissa svärd har vässade spetsar och skulle i princip kunna användas som stickvapen. En
	// sådan manöver ger en modifikation på -5": a penalty, −10 leaves room.
	{Path: "weapons.thrust_mod", Label: "modifikation som stickvapen", Range: engine.Range{Min: -10, Max: 0}},
	// "behöver man ha minst STO och STY 9 för att kunna använda": an attribute's value, whose
	// largest is a T6-roll's artmaximum 21.
	{Path: "weapons.requires.sto", Label: "STO som krävs", Range: engine.Range{Min: 1, Max: 21}},
	{Path: "weapons.requires.sty", Label: "STY som krävs", Range: engine.Range{Min: 1, Max: 21}},
	// The armor's SP per type of damage: "Reflek har 12 SP enbart mot laserstrålar" is the
	// most the tables give; 30, as for a shield, is more than all of them on one part.
	{Path: "armor.sp.H", Label: "SP mot hugg", Range: engine.Range{Min: 0, Max: 30}},
	{Path: "armor.sp.K", Label: "SP mot kross", Range: engine.Range{Min: 0, Max: 30}},
	{Path: "armor.sp.S", Label: "SP mot stick", Range: engine.Range{Min: 0, Max: 30}},
	{Path: "armor.laser", Label: "SP mot laser", Range: engine.Range{Min: 0, Max: 30}},
	{Path: "helmets.sp.H", Label: "SP mot hugg", Range: engine.Range{Min: 0, Max: 30}},
	{Path: "helmets.sp.K", Label: "SP mot kross", Range: engine.Range{Min: 0, Max: 30}},
	{Path: "helmets.sp.S", Label: "SP mot stick", Range: engine.Range{Min: 0, Max: 30}},
	// "om ett sådant lämnas öppet minskas SP mot Stick till 3".
	{Path: "helmets.visor_open_sp.S", Label: "SP mot stick med öppet visir", Range: engine.Range{Min: 0, Max: 30}},
	{Path: "shields.sp", Label: "sköldens SP", Range: shieldSP.Range},
	// "Fyrfota varelser använder (SKI+STY)/2": two legs or four; eight leaves room.
	{Path: "species.legs", Label: "ben", Range: engine.Range{Min: 0, Max: 8}},
}
