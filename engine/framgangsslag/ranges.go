package framgangsslag

import "rollformular/engine"

// The ranges of the document's numbers beyond the attributes and the trackers (sheet.json),
// each with the rule it comes from. Derive flags a value outside its range and keeps it.
var (
	// "[2 ifall man har rätt Grundfärdighet]": a skill adds 2; the fragment names no other
	// number, so up to 10 leaves room for the rest of the rulebook.
	skillValue = engine.Number{Path: "skills.value", Label: "Grundfärdighet", Range: engine.Range{Min: 0, Max: 10}}
	// "[ 3 från Svärdet ]": a weapon's stridsvärde; 10 leaves room for better weapons.
	weaponBonus = engine.Number{Path: "weapons.bonus", Label: "stridsvärde", Range: engine.Range{Min: 0, Max: 10}}
	// A weapon's damage is its T6 damage dice ("Varje T6 modifieras +1 från anfallarens
	// Skadebonus"); skadetärningar reads 0 to 20 of them.
	weaponDice = engine.Number{Path: "weapons.damage", Label: "skadetärningar", Range: engine.Range{Min: 0, Max: maxSkadetärningar}}
)

const maxSkadetärningar = 20

var numbers = []engine.Number{skillValue, weaponBonus, weaponDice}

// The ranges of prob's options and of a matrix roll set up in the roll panel.
var (
	// "FV = [Grundegenskap] + [2 …] + [0-5 …] + [2 …]": an attribute of at most 30 and what
	// is added to it; ±100 leaves room for a roll's modification.
	fvRange = engine.Range{Min: -100, Max: 100}
	// "Dessa kommer alltid i sjok om 3", from +9 to −9 in the general table, and an action
	// adds its own: ±30.
	svRange = engine.Range{Min: -30, Max: 30}
	// An MV is built as an FV is: "MV: Kamp + Närkamp + Vapen".
	mvRange = engine.Range{Min: -100, Max: 100}
	// "Att slå ett slag med Fördel innebär att man lägger till en tärning": at most MaxFördel
	// extra dice are counted exactly, and a negative Fördel is a Nackdel.
	fördelRange = engine.Range{Min: -MaxFördel, Max: MaxFördel}
)

// tableRanges are the ranges of the numbers of the handlingar a house-rules pack may change
// (Description.TableRanges), each with the rule it comes from: what an action adds to the
// roll's FV, to its SV and to the SB.
var tableRanges = []engine.Number{
	// Frenesi: "+2 på Framgångsslaget"; ±10 leaves room.
	{Path: "handlingar.fv", Label: "FV", Range: engine.Range{Min: -10, Max: 10}},
	// Snabbt skott: "−3 SV"; ±10 leaves room.
	{Path: "handlingar.sv", Label: "SV", Range: engine.Range{Min: -10, Max: 10}},
	// Greppa's "+3 SB", Snabbt skott's "−1 SB"; ±10 leaves room.
	{Path: "handlingar.sb", Label: "SB", Range: engine.Range{Min: -10, Max: 10}},
}
