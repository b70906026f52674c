package intensitet

import (
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

// The rounds of a fight: the intensity die steps up after each round, the dying save against
// death each turn, and those who "kan inte utföra några handlingar" are skipped.

// Rounds: "Efter varje runda: Spelledaren stegar upp intensitetstärningens värde med +1,
// till den når ”6”" (on the players' sheets: "Endast spelarfigurer"), and "Döende … Du måste göra ett räddningsslag mot död varje drag", at
// the end of the turn; and what a turn allows (economy).
func (r *Ruleset) Rounds() engine.RoundRules {
	return engine.RoundRules{Able: r.Able, Rules: []engine.RoundRule{
		{At: engine.TurnEnd, Action: Dödsräddning_,
			Rule:    "Döende: Dina livspoäng är slut och ditt liv ebbar ut. Du måste göra ett räddningsslag mot död varje drag.",
			Applies: func(c *sheet.Character) bool { return r.dying(c) }},
		{At: engine.RoundEnd, Action: NyRunda,
			Rule: "Efter varje runda: Spelledaren stegar upp intensitetstärningens värde med +1, till den når ”6”. Därefter ökar den inte mer.",
			// "Endast spelarfigurer: … Monster och spelledarfigurer får normalt inte någon
			// fördel av intensitetstärningen."
			Applies: func(c *sheet.Character) bool { return !c.NPC }},
	}, Economy: economy}
}

// The actions of a turn.
const (
	normalHandling = "normal"
	kortHandling   = "kort"
	snabbHandling  = "snabb"
)

// economy: "Du kan utföra tre handlingar – en normal, en kort och en snabb handling", each
// turn ("Här utför du alla dina handlingar i ditt drag"); an attack takes the normal one ("De
// flesta attacker kräver en normal handling"). A defence is the defender's value, no action.
var economy = engine.Economy{
	Allowances: []engine.Allowance{
		{ID: normalHandling, Name: "normal handling", Worded: engine.Say("normal handling"), N: 1, Per: engine.PerTurn,
			Rule: "Normal handling: Du kan bara utföra en normal handling per drag."},
		{ID: kortHandling, Name: "kort handling", Worded: engine.Say("kort handling"), N: 1, Per: engine.PerTurn,
			Rule: "Kort handling: Du kan vanligtvis bara utföra en kort handling per drag (fast du kan växla ner din normala handling till en kort)."},
		{ID: snabbHandling, Name: "snabb handling", Worded: engine.Say("snabb handling"), N: 1, Per: engine.PerTurn,
			Rule: "Du kan utföra tre handlingar – en normal, en kort och en snabb handling."},
	},
	Cost: func(_ *sheet.Character, d engine.Deed) engine.Cost {
		if d.Kind != engine.Attacking {
			return engine.Cost{}
		}
		return engine.Cost{Ways: [][]engine.Spend{{{Allowance: normalHandling, N: 1}}},
			Rule: "Normal handling: Du kan bara utföra en normal handling per drag. De flesta attacker kräver en normal handling."}
	},
	InTurn: "Här utför du alla dina handlingar i ditt drag.",
}

// dying says whether c is Döende and not yet dead.
func (r *Ruleset) dying(c *sheet.Character) bool {
	return slices.Contains(c.Conditions, "doende") && !dead(c)
}

// dead says whether c has died of its third försämring: the death-save table's "tre
// försämringar: död".
func dead(c *sheet.Character) bool { return c.State["forsamringar"] >= 3 }

// Able: the dead, a spelledarperson beaten at 0 livspoäng ("0 livspoäng: besegrad"), and
// one under a condition that says "Du kan inte utföra några handlingar" (Hjälplös, which the
// Medvetslös and the Döende are; Förstenad, Omtöcknad, Överraskad) are skipped, named by the
// condition given them. Only the Hjälplös "kan utsättas för en Nådastöt".
func (r *Ruleset) Able(c *sheet.Character) engine.Ability {
	if dead(c) {
		return engine.Died(engine.Say("död"))
	}
	if c.NPC && r.Derive(c).(*Derived).LP <= 0 {
		return engine.Cannot(engine.Say("besegrad"), true)
	}
	for _, id := range c.Conditions {
		for _, t := range r.Gäller([]string{id}) {
			if t.NoActions {
				named, _ := r.condition(id)
				return engine.Cannot(engine.Said(named.Name), hasID(r.conditionIDs(id), "hjalplos"))
			}
		}
	}
	return engine.Can
}

// conditionIDs are the ids of the condition id and of every one it brings.
func (r *Ruleset) conditionIDs(id string) []string {
	var out []string
	for _, t := range r.Gäller([]string{id}) {
		out = append(out, t.ID)
	}
	return out
}
