package zonstrid

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// Who may act in a fight. The text has rounds in a fixed order ("När alla har gjort sina
// handlingar är rundan slut och ni börjar om med en ny runda i samma ordning") and nothing
// that happens between them; it does say what damage leaves: "En SLP som träffas av en attack
// som gör 3 i skada förlorar 3 i sitt värde i Tålighet och får slå 3 färre tärningar".

// Rounds: none between the rounds; who can act (Able), the initiative cards kept on the
// characters (InitiativeOf), which two may swap (Swap), and the long and short action of a
// round (economy).
func (r *Ruleset) Rounds() engine.RoundRules {
	return engine.RoundRules{Able: r.Able, Kept: &engine.Kept{Of: r.InitiativeOf, Swap: r.Swap}, Economy: economy}
}

// The actions of a round.
const (
	lång = "lang"
	kort = "kort"
)

// economy: "Människor, djur och de flesta väsen får göra två handlingar varje runda, en lång
// och en kort." An attack is a long action; a parry, a duck and breaking free are short and
// reactive, made with the short action or, "istället för din långa handling", the long one.
var economy = engine.Economy{
	Allowances: []engine.Allowance{
		{ID: lång, Name: "lång handling", Worded: engine.Say("lång handling"), N: 1,
			Rule: "Människor, djur och de flesta väsen får göra två handlingar varje runda, en lång och en kort."},
		{ID: kort, Name: "kort handling", Worded: engine.Say("kort handling"), N: 1,
			Rule: "Om du vill kan du istället för din långa handling göra en kort och alltså göra två korta handlingar under rundan."},
	},
	Cost:   cost,
	InTurn: "Reaktiva handlingar går att göra när som helst i rundan.",
}

// cost is what deed d costs: an attack the long action ("Långa handlingar tar längre tid och
// innebär oftast att du slår för en färdighet"), a reactive action the short one or else the
// long; no reactive action, and noticing an ambush, cost nothing.
func cost(_ *sheet.Character, d engine.Deed) engine.Cost {
	switch {
	case d.Kind == engine.Attacking:
		return engine.Cost{Ways: [][]engine.Spend{{{Allowance: lång, N: 1}}},
			Rule: "Långa handlingar tar längre tid och innebär oftast att du slår för en färdighet."}
	case d.Kind == engine.Defending && (d.ID == parera || d.ID == ducka || d.ID == taSigLoss):
		return engine.Cost{Ways: [][]engine.Spend{{{Allowance: kort, N: 1}}, {{Allowance: lång, N: 1}}}, Reactive: true,
			Rule: "När du blir attackerad kan du välja att använda din korta handling för att parera i närkamp, eller ducka för ett skott eller annan typ av avståndsattack."}
	}
	return engine.Cost{}
}

// Able: an NPC whose Tålighet is gone has no dice left to act with, and a character with all
// four physical conditions crossed is broken (the convention of the game family the text
// comes from, as ../shared/rules/README.md takes its dice); neither can parry or duck.
func (r *Ruleset) Able(c *sheet.Character) engine.Ability {
	if c.NPC && c.State["talighet"] > 0 {
		if engine.Sane(c.State["talighet_forlorad"]) >= engine.Sane(c.State["talighet"]) {
			return engine.Cannot(engine.Say("besegrad: ingen Tålighet kvar"), true)
		}
		return engine.Can
	}
	if c.State["tillstand"] >= 4 {
		return engine.Cannot(engine.Say("bruten: alla fyra fysiska tillstånd kryssade"), true)
	}
	return engine.Can
}
