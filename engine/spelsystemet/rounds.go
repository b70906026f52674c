package spelsystemet

import (
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

// The rounds of a fight: a part past 2 × KP bleeds LP every rond, and the unconscious and
// the dead act no more; blows on them are frislag (fight.go's Defences).

// blöda is the action of a rond's bleeding.
const blöda = "bloda"

// Rounds: at the end of each rond, a bleeding character loses 1 LP for each bleeding part;
// each acts once a rond, and a defender met by several splits its skill (economy).
func (r *Ruleset) Rounds() engine.RoundRules {
	return engine.RoundRules{Able: r.Able, Standing: r.standing, Rules: []engine.RoundRule{
		{At: engine.RoundEnd, Action: blöda,
			Rule: "2xKP: Rollpersonen faller medvetslös, och blöder 1 LP/rond tills dess att någon läkning erhållits eller ett slag för hjältemod (se nedan) lyckats.",
			Applies: func(c *sheet.Character) bool {
				cond := r.Derive(c).(*Derived).Condition
				return cond.Bleeding > 0 && !cond.Dead
			}},
	}, Economy: economy}
}

// handling is the one action of a rond.
const handling = "handling"

// economy: "En stridsrond representerar en variabel mängd tid, tillräcklig för att utföra en
// handling": one attack a rond, in the order the rond's Snabbhet makes. A parry or a duck is
// the defender's side of the attacker's konfliktslag, no action of its own, but one met by
// several foes splits its skill between them ("En mot flera").
var economy = engine.Economy{
	Allowances: []engine.Allowance{
		{ID: handling, Name: "handling", Worded: engine.Say("handling"), N: 1,
			Rule: "En stridsrond representerar en variabel mängd tid, tillräcklig för att utföra en handling."},
	},
	Cost: func(_ *sheet.Character, d engine.Deed) engine.Cost {
		switch {
		case d.Kind == engine.Attacking:
			return engine.Cost{Ways: [][]engine.Spend{{{Allowance: handling, N: 1}}},
				Rule: "En stridsrond representerar en variabel mängd tid, tillräcklig för att utföra en handling."}
		case d.Kind == engine.Defending && d.ID != frislag && d.ID != skold:
			return engine.Cost{Reactive: true, Splits: true}
		}
		return engine.Cost{Reactive: true}
	},
	InTurn:      "När det blir väsentligt vem som flyttar först, är det rollpersonen med bäst Snabbhet som har initiativet (det vill säga kan bestämma om hon vill flytta först eller inte).",
	Split:       "Om en rollperson är invecklad i strid mot flera fiender (som mest kan tre stycken komma åt att slå på en helt omringad stackare), får hon dela upp sin färdighet mellan dem och utkämpa konflikter med dem alla.",
	MaxFoes:     3,
	MaxFoesRule: "som mest kan tre stycken komma åt att slå på en helt omringad stackare",
}

// Able: "När rollpersonens LP sjunkit ned till 0, faller hon medvetslös", and the dead act no
// more; neither can defend itself: "Frislag används också mot personer som av någon
// anledning inte kan försvara sig: de kan vara medvetslösa".
func (r *Ruleset) Able(c *sheet.Character) engine.Ability {
	cond := r.Derive(c).(*Derived).Condition
	switch {
	case cond.Dead:
		return engine.Died(engine.Say("död"))
	case cond.Unconscious:
		return engine.Cannot(engine.Say("medvetslös"), true)
	}
	return engine.Can
}

// bleed is a rond's bleeding: 1 LP for each bleeding part, straight to LP.
func (r *Ruleset) bleed(c *sheet.Character, _ engine.Setup, _ *rand.Rand) (*sheet.Character, engine.Report, error) {
	cond := r.Derive(c).(*Derived).Condition
	if cond.Bleeding == 0 {
		return c.Clone(), engine.Report{engine.Say("blöder inte")}, nil
	}
	// Blood lost, not a blow: straight to LP, with no armor, no fatigue and no knockdown; one
	// wound of the blood lost, grown every rond, not a wound a rond.
	out := c.Clone()
	if i := slices.IndexFunc(out.Wounds, func(w sheet.Wound) bool { return w.Part == "" && members.Blood.Get(w.Members) }); i >= 0 {
		out.Wounds[i].Damage = engine.Plus(out.Wounds[i].Damage, cond.Bleeding)
	} else {
		blood := sheet.Wound{Damage: cond.Bleeding}
		members.Blood.Set(&blood.Members, true)
		out.Wounds = append(out.Wounds, blood)
	}
	report := engine.Report{engine.Sayf("blöder %d LP", cond.Bleeding)}
	if after := r.Derive(out).(*Derived).Condition; after.Dead {
		report = append(report, engine.Say("död"))
	} else {
		report = append(report, engine.Sayf("%d LP kvar", after.CurrentLP))
	}
	return out, report, nil
}
