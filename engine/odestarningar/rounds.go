package odestarningar

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// The rounds of "stridens grunder": the öde dice come back each sr, the rounds go in phases,
// a bleeding wound is rolled for each sr, and a group of NPCs rolls one initiative.

// Rounds: at the end of each sr, every bleeding wound is rolled for ("Varje sr efter
// skadan slås en tärning"), then the dice are ready again ("Sedan kan dessa tärningar inte
// användas igen förrän nästa sr"); the sr goes in phases, a group of NPCs shares its
// initiative, ties act at once, and each acts once a phase (economy).
func (r *Ruleset) Rounds() engine.RoundRules {
	return engine.RoundRules{Able: r.Able,
		Rules: []engine.RoundRule{
			{At: engine.RoundEnd, Action: Blödning,
				Rule: "Blödning: En svår skada från egg- eller skjutvapen orsakar blödning. Varje sr efter skadan slås en tärning.",
				// Once collapsed, a svår wound's rolls count minutes, which the GM rolls by hand; a
				// dödlig wound's count sr, with no dice left as with some: "Offret förlorar alla
				// ödestärningar … Blödning: Varje sr efter skadan slås en tärning. Blir
				// resultatet lika med eller under antalet sr som passerat sedan skadan
				// inträffade avlider offret."
				Applies: r.bleedsThisSr},
			{At: engine.RoundEnd, Action: NySr,
				Rule: "För varje handling måste en eller flera ödestärningar användas. Sedan kan dessa tärningar inte användas igen förrän nästa sr."},
		},
		Phases:          true,
		GroupInitiative: true,
		Simultaneous:    true,
		Economy:         economy,
	}
}

// fas is the one action of a phase.
const fas = "fas"

// economy: "Varje deltagare får utföra en handling per fas", in the order of the initiative;
// "En defensiv handling kan en hjälte utföra direkt när hon eller han blir angripen. Det
// spelar ingen roll om hjälten utför en annan handling i samma fas eller inte." The öde dice
// each action takes are the hero's own (Able and the stakes).
var economy = engine.Economy{
	Allowances: []engine.Allowance{
		{ID: fas, Name: "handling i fasen", Worded: engine.Say("handling i fasen"), N: 1, Per: engine.PerPhase,
			Rule: "Varje deltagare får utföra en handling per fas."},
	},
	Cost: func(_ *sheet.Character, d engine.Deed) engine.Cost {
		if d.Kind != engine.Attacking {
			return engine.Cost{Reactive: true}
		}
		return engine.Cost{Ways: [][]engine.Spend{{{Allowance: fas, N: 1}}}, Rule: "Varje deltagare får utföra en handling per fas."}
	},
	InTurn: "Initiativslaget avgör i vilken ordning stridens deltagare agerar i varje fas av varje sr (nedan).",
}

// bleedsThisSr says whether c's bleeding is rolled at the end of an sr: it has bleeding wounds
// and is alive, and either has dice left or bleeds from dödliga wounds alone, whose rolls count
// sr however many dice are left. One collapsed from a svår wound's bleeding, whose rolls count
// minutes, is left to the GM's hand.
func (r *Ruleset) bleedsThisSr(c *sheet.Character) bool {
	bleeding := bleedingWounds(c)
	h := r.hjälte(c)
	if len(bleeding) == 0 || h.död {
		return false
	}
	if h.kvar > 0 {
		return true
	}
	for _, i := range bleeding {
		if GradAv(c.Wounds[i].Damage) != Dödlig {
			return false
		}
	}
	return true
}

// Able: the dead and the mortally wounded cannot act, nor one who has lost every öde die
// ("förlorar den blödande sin sista ödestärning och säckar ihop"), and these cannot defend;
// one who has used every die this sr cannot act until the next ("En (oskadd) hjälte med öde 3
// kan alltså utföra maximalt tre handlingar per sr"), but is not helpless.
func (r *Ruleset) Able(c *sheet.Character) engine.Ability {
	h := r.hjälte(c)
	switch {
	case h.död:
		return engine.Died(engine.Say("död"))
	case worstWound(c) == Dödlig:
		return engine.Cannot(engine.Say("dödligt skadad"), true)
	case h.kvar == 0:
		return engine.Cannot(engine.Say("utslagen"), true)
	case h.dennaSr() == 0:
		return engine.Cannot(engine.Say("inga ödestärningar kvar denna sr"), false)
	}
	return engine.Can
}

// worstWound is the gravest of c's wounds' grades.
func worstWound(c *sheet.Character) Skadegrad {
	worst := IngenEffekt
	for _, w := range c.Wounds {
		worst = max(worst, GradAv(w.Damage))
	}
	return worst
}
