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

// Rounds: at the end of each rond, a bleeding character loses 1 LP for each bleeding part.
func (r *Ruleset) Rounds() engine.RoundRules {
	return engine.RoundRules{Able: r.Able, Standing: r.standing, Rules: []engine.RoundRule{
		{At: engine.RoundEnd, Action: blöda,
			Rule: "2xKP: Rollpersonen faller medvetslös, och blöder 1 LP/rond tills dess att någon läkning erhållits eller ett slag för hjältemod (se nedan) lyckats.",
			Applies: func(c *sheet.Character) bool {
				cond := r.Derive(c).(*Derived).Condition
				return cond.Bleeding > 0 && !cond.Dead
			}},
	}}
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
