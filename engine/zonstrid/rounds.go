package zonstrid

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// Who may act in a fight. The text has rounds in a fixed order ("När alla har gjort sina
// handlingar är rundan slut och ni börjar om med en ny runda i samma ordning") and nothing
// that happens between them; it does say what damage leaves: "En SLP som träffas av en attack
// som gör 3 i skada förlorar 3 i sitt värde i Tålighet och får slå 3 färre tärningar".

// Rounds: none between the rounds; who can act (Able), and the initiative cards kept on the
// characters (InitiativeOf), which two may swap (Swap).
func (r *Ruleset) Rounds() engine.RoundRules {
	return engine.RoundRules{Able: r.Able, Kept: &engine.Kept{Of: r.InitiativeOf, Swap: r.Swap}}
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
