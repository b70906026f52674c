package odestarningar

import "rollformular/engine"

// The ranges of the document's numbers beyond öde and the trackers (sheet.json), each with
// the rule it comes from. Derive flags a value outside its range and keeps it; what it drives
// (dice rolled, boxes drawn, odds counted) never goes past the range's end.
var (
	// "Värdet på en färdighet (fv) kan inte överstiga en persons dubbla öde", and öde is at
	// most MaxDice.
	skillValue = engine.Number{Path: "skills.value", Label: "fv", Range: engine.Range{Min: 0, Max: 2 * MaxDice}}
	// "Spelarna bockar av använda färdighetstärningar": no more than the skill has.
	skillSpent = engine.Number{Path: "skills.spent", Label: "förbrukade färdighetstärningar", Range: engine.Range{Min: 0, Max: 2 * MaxDice}}
	// "Begränsade fördelar …, måttliga … och utomordentliga": levels 1–3, and 0 for one the
	// catalog fixes.
	traitLevel = engine.Number{Path: "traits.level", Label: "nivå", Range: engine.Range{Min: 0, Max: 3}}
	// "En hjälte kan maximalt lyfta tio gånger sin bärförmåga": with Stark III that is 10 × 11 = 110
	// br, and "fyra av dessa föremål får plats i en och samma ruta" makes 440 light things;
	// things that weigh nothing are counted too, so up to 999.
	gearCount = engine.Number{Path: "gear.count", Label: "antal", Range: engine.Range{Min: 0, Max: 999}}
	gearBoxes = engine.Number{Path: "gear.boxes", Label: "br", Range: engine.Range{Min: 0, Max: MaxLyft}}
	// "kilovikten med två, avrundat uppåt": 110 br is 220 kg.
	gearKg      = engine.Number{Path: "gear.kg", Label: "kg", Range: engine.Range{Min: 0, Max: 2 * MaxLyft}}
	weaponBoxes = engine.Number{Path: "weapons.boxes", Label: "br", Range: engine.Range{Min: 0, Max: MaxLyft}}
	// "det aktuella vapnets skada (från 0 för obeväpnade attacker till 5 eller ännu högre för
	// grovkalibriga skjutvapen)": no maximum; 20 is four times the heaviest the text names.
	weaponDamageRange = engine.Number{Path: "weapons.damage", Label: "skada", Range: engine.Range{Min: 0, Max: 20}}
	// "Skadeverkan 0 eller lägre betyder att attacken inte har någon effekt alls", 13 or more
	// is "omedelbar död"; T6 + framgångsgrad + skada + modifikation reach far below 99.
	woundDamage = engine.Number{Path: "wounds.damage", Label: "skadeverkan", Range: engine.Range{Min: 0, Max: 99}}
	// "Offret förlorar permanent (tills läkning sker) alla ödestärningar utom en": a wound
	// keeps at most the öde dice there are.
	woundDice = engine.Number{Path: "wounds.dice", Label: "ödestärningar", Range: engine.Range{Min: 0, Max: MaxDice}}
	// "Varje sr efter skadan slås en tärning. Blir resultatet lika med eller under antalet sr
	// som passerat": past six rounds (or minutes) the die always strikes; 99 leaves room.
	woundRounds = engine.Number{Path: "wounds.rounds", Label: "blödningsslag", Range: engine.Range{Min: 0, Max: 99}}
)

// MaxLyft is the most boxes a hero lifts: "En hjälte kan maximalt lyfta tio gånger sin bärförmåga",
// and the bärförmåga is at most 5 + 2 × Stark III = 11.
const MaxLyft = 10 * (NormalBärförmåga + 2*3)

// numbers lists the ranges for the Description.
var numbers = []engine.Number{skillValue, skillSpent, traitLevel, gearCount, gearBoxes, gearKg, weaponBoxes,
	weaponDamageRange, woundDamage, woundDice, woundRounds}

// tableRanges are the ranges of the numbers of the tables a house-rules pack may change
// (Description.TableRanges) beyond the document's numbers of the same path (a weapon's boxes
// and damage, gear's boxes and kg), each with the rule it comes from.
var tableRanges = []engine.Number{
	// "Pansarexo har skydd 4", the most the text names; 10 leaves room.
	{Path: "armor.skydd", Label: "skydd", Range: engine.Range{Min: 0, Max: 10}},
	// "Rustningens begränsningsvärde (beg) ger ett lika stort avdrag på alla handlingsslag": the
	// text's heaviest has beg 2; 10 leaves room.
	{Path: "armor.beg", Label: "beg", Range: engine.Range{Min: 0, Max: 10}},
	// "Ett medkit ger +1 … Ordinära medlab och avancerade medlab ger +2 respektive +3".
	{Path: "gear.first_aid", Label: "bonus på första hjälpen", Range: engine.Range{Min: 0, Max: 3}},
	// A trait's levels: "Med nivå II i snabb … och med nivå III": as a document's traits.level.
	{Path: "traits.fixed_level", Label: "nivå", Range: traitLevel.Range},
}
