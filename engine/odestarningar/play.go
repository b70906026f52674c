package odestarningar

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

var _ engine.Actions = (*Ruleset)(nil)

// The actions of harm and healing, by id; the others are playActions'.
const (
	förstaHjälpen = "forsta-hjalpen"
	hjälpAnnan    = "forsta-hjalpen-annan"
	veckasVila    = "vila-vecka"
)

// TableActions: taking a hit, first aid on a wound, a week's rest and healing everything,
// then the actions of play (playActions).
func (r *Ruleset) TableActions(c *sheet.Character) []engine.Action {
	return append([]engine.Action{
		engine.TakeDamage(&r.desc, woundDamage.Range, r.TakeDamage),
		{ID: förstaHjälpen, Label: "Första hjälpen", About: "stoppar blödningen ur ett svårt eller dödligt sår", Scope: engine.WoundScope, Harm: true, Wounds: engine.Untreated(c),
			Do: func(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
				return r.BindWound(c, s.Get(engine.WoundInput, -1), rng)
			}},
		{ID: hjälpAnnan, Label: "Första hjälpen av annan", About: "med hjälparens ödestärningar, medicin och utrustning", Scope: engine.AidWoundScope, Harm: true, Wounds: engine.Untreated(c), Help: r.Aid},
		{ID: veckasVila, Label: "Vila en vecka", About: "det en veckas vila läker", Harm: true, Do: engine.Resting(r.Rest)},
		engine.HealEverything(&r.desc),
	}, engine.ByID(r.playActions(), r.Act)...)
}

// TakeDamage applies a hit: damage is the sum before armor (T6 + framgångsgrad + the weapon's
// skada + the attacker's Stark or Svag), and the defender's skydd, Robust ("Skadeverkan för
// alla attacker minskar med nivån") and Bräcklig ("Alla attacker som träffar hjälten får sin
// skada ökad med nivån") are reckoned here. A skråma uses a die of this round; worse keeps
// dice until it heals. There are no body parts: part must be "".
func (r *Ruleset) TakeDamage(c *sheet.Character, part string, damage int, damageType string) (*sheet.Character, engine.Report, error) {
	if part != "" {
		return nil, nil, fmt.Errorf("body part %q: this system has no hit locations", part)
	}
	if _, ok := engine.Item(r.desc.DamageTypes, damageType); !ok {
		return nil, nil, fmt.Errorf("damage type %q: one of egg, skjut, trubbigt, annat", damageType)
	}
	// "Till slaget läggs attackens framgångsgrad, det aktuella vapnets skada": what is typed
	// is that sum before armor, in the range of a wound's skadeverkan.
	if err := engine.RangeError(engine.Say("skada"), damage, woundDamage.Range); err != nil {
		return nil, nil, err
	}
	h := r.hjälte(c)
	verkan, skydd, traits := r.verkan(c, h, damage)
	g := GradAv(verkan)
	report := engine.Report{engine.Sayf("%d − skydd %d%s = skadeverkan %d: %s", damage, skydd, signed(traits), verkan, g)}
	out := c.Clone()
	switch g {
	case IngenEffekt:
		report = append(report, engine.Say("rustningen skyddar helt"))
	case Skråma:
		if h.dennaSr() > 0 {
			out.State["anvanda"]++
			report = append(report, engine.Say("omtöcknad: en oanvänd ödestärning förbrukas denna sr"))
		} else {
			report = append(report, engine.Say("omtöcknad, men inga oanvända ödestärningar denna sr"))
		}
	default:
		lost := Förlust(g, h.kropp) // the sickness takes its share of what the wound leaves
		w := sheet.Wound{Damage: verkan, Type: damageType, Fatal: g == Död}
		members.Dice.Set(&w.Members, lost)
		out.Wounds = append(out.Wounds, w)
		report = append(report, engine.Sayf("förlorar %d ödestärning(ar) tills skadan läkt", lost))
		if Blöder(g, damageType) {
			report = append(report, engine.Sayf("blöder: slå en tärning varje sr; stoppas med %d+", Stoppa(g)))
		}
	}
	return out, report, nil
}

// verkan is the skadeverkan of a hit of damage on c: less the armor's skydd and Robust, plus
// Bräcklig, which are reckoned with as traits.
func (r *Ruleset) verkan(c *sheet.Character, h *hjälte, damage int) (verkan, skydd, traits int) {
	skydd = r.Derive(c).(*Derived).Skydd
	traits = h.has("bracklig") - h.has("robust")
	return damage - skydd + traits, skydd, traits
}

// Rest heals what a week of rest heals.
func (r *Ruleset) Rest(c *sheet.Character, _ *rand.Rand) (*sheet.Character, engine.Report) {
	out := c.Clone()
	return out, r.heal(out, 7*24*60)
}

// heal lets every wound of c heal for minutes of rest, and drops those healed.
func (r *Ruleset) heal(c *sheet.Character, minutes int) engine.Report {
	h := r.hjälte(c)
	var report engine.Report
	kept := c.Wounds[:0]
	for i, w := range c.Wounds {
		g := GradAv(w.Damage)
		if w.Fatal || g == Död {
			kept = append(kept, w)
			continue
		}
		per := Läketid(g, w.Treated || w.Stanched, h.state("vard") >= 1, h.has("gott-lakekott") > 0)
		switch {
		case members.Dice.Get(w.Members) <= 0 && !Blöder(g, w.Type):
			report = append(report, engine.Sayf("sår %d (%s) är läkt", i+1, g))
			continue
		case per == 0:
			report = append(report, engine.Sayf("sår %d (%s) läker inte utan första hjälpen", i+1, g))
		default:
			healed := min(minutes/per, members.Dice.Get(w.Members))
			members.Dice.Set(&w.Members, members.Dice.Get(w.Members)-healed)
			report = append(report, engine.Sayf("sår %d (%s): %d ödestärning(ar) läkta", i+1, g, healed))
			if members.Dice.Get(w.Members) == 0 {
				continue
			}
		}
		kept = append(kept, w)
	}
	c.Wounds = slices.Clip(kept)
	if len(c.Wounds) == 0 {
		c.Wounds = nil
	}
	if len(report) == 0 {
		report = engine.Report{engine.Say("inga sår att läka")}
	}
	return report
}

// Aid is FörstaHjälpen: first aid helper gives victim's wound.
func (r *Ruleset) Aid(helper, victim *sheet.Character, wound int, rng *rand.Rand) (*sheet.Character, *sheet.Character, engine.Report, error) {
	return r.FörstaHjälpen(helper, victim, wound, rng)
}

// BindWound is first aid a hero gives its own wound i: FörstaHjälpen with c as the helper.
func (r *Ruleset) BindWound(c *sheet.Character, i int, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	_, out, report, err := r.FörstaHjälpen(c, c, i, rng)
	return out, report, err
}

// firstAidRoll is the helper's roll to stop the bleeding of a wound of grade g: medicin with
// the öde dice left this sr, against what stops it, with the care the victim has and a
// medkit's bonus.
func (r *Ruleset) firstAidRoll(helper, victim *sheet.Character, g Skadegrad) PoolRoll {
	h := r.hjälte(helper)
	p := PoolRoll{Skill: skillIndex(helper, r, "medicin"), Fate: min(h.dennaSr(), h.kvar), Difficulty: Stoppa(g), Combat: true}
	medicin := 0
	if p.Skill >= 0 {
		medicin = helper.Skills[p.Skill].Value
		p.SkillDice = min(h.usable(helper.Skills[p.Skill]), 1)
	}
	medkit := false
	for _, gr := range helper.Gear {
		if def, ok := r.t.gearDef(gr.ID); ok && def.FirstAid > 0 {
			medkit = true
		}
	}
	p.Mod = Vårdbonus(medkit, r.hjälte(victim).state("vard"), medicin)
	return p
}

// FörstaHjälpen is first aid helper gives victim's wound i: stopping its bleeding, which a svår
// or dödlig wound also needs to start healing. The helper rolls: "Att stoppa blödningen kräver
// ett normalt (5+) handlingsslag. Varje försök räknas som en lång handling" — so it takes every
// öde die the helper has left this round, and one die of the helper's medicin if one is left —
// and "Färdigheten medicin och utrustning ökar chanserna": the helper's medkit, or the medlab
// of the victim's care tracker, with the helper's medicin ("All ovanstående utrustning kräver
// minst fv 1 i färdigheten medicin"). A collapsed hero or one with a dödlig skada has no dice
// to help itself: "Om ingen ger Nadir första hjälpen har han inte långt kvar att leva." With
// helper and victim the same document, the one changed copy is returned as both.
func (r *Ruleset) FörstaHjälpen(helper, victim *sheet.Character, i int, rng *rand.Rand) (*sheet.Character, *sheet.Character, engine.Report, error) {
	if i < 0 || i >= len(victim.Wounds) {
		return nil, nil, nil, fmt.Errorf("wound %d: there are %d", i+1, len(victim.Wounds))
	}
	w := victim.Wounds[i]
	g := GradAv(w.Damage)
	if g < Svår || g == Död || w.Fatal {
		return nil, nil, nil, engine.Errorf("sår %d är en %s: första hjälpen gäller svåra och dödliga skador", i+1, g)
	}
	if w.Treated {
		return nil, nil, nil, engine.Errorf("sår %d har redan fått första hjälpen", i+1)
	}
	p := r.firstAidRoll(helper, victim, g)
	if p.Fate < 1 {
		return nil, nil, nil, engine.Errorf("%s har inga ödestärningar kvar denna sr: första hjälpen får ges av någon annan, eller vänta till nästa sr", nameOr(helper.Name))
	}
	helped, res, err := r.RollPool(helper, p, rng)
	if err != nil {
		return nil, nil, nil, err
	}
	out := victim.Clone()
	if helper == victim {
		out = helped
	}
	report := engine.Report{engine.Sayf("%v = %d mot %d: %s", res.Faces, res.Counted, p.Difficulty, res.OutcomeText())}
	if helper != victim {
		report = append(engine.Report{engine.Sayf("%s ger första hjälpen", nameOr(helper.Name))}, report...)
	}
	if p.Mod > 0 {
		report = append(report, engine.Sayf("vård +%d", p.Mod))
	}
	if Framgångsgrad(res.Counted, p.Difficulty) >= 0 {
		out.Wounds[i].Treated, out.Wounds[i].Stanched = true, true
		report = append(report, engine.Say("blödningen stoppad; såret kan börja läka"))
	} else {
		report = append(report, engine.Say("blödningen fortsätter; ett nytt försök nästa sr"))
	}
	return helped, out, report, nil
}
