package spelsystemet

import (
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

// The actions here change a character the way play does. Each takes the document and
// returns a changed copy with a report; the document passed in is never touched, so the
// editor can keep it for undo.

var (
	t3  = dice.MustParse("1T3")
	t20 = dice.MustParse("1T20")
)

// TaSkada adds a wound, and the Trötthet and Utmattning that come with it: "1 poäng Trötthet,
// kumulativt för varje slag som gör någon som helst skada … När en rollperson blir svårt
// sårad (2xKP eller mer i en kroppsdel) får han dessutom 1 poäng Utmattning."
func (r *Ruleset) TaSkada(c *sheet.Character, w sheet.Wound) (*sheet.Character, engine.Report, error) {
	if w.Damage < 0 {
		return nil, nil, engine.Errorf("skadan %d är under 0", w.Damage)
	}
	before := r.Derive(c).(*Derived)
	if w.Part != "" {
		if _, ok := before.KP[w.Part]; !ok {
			return nil, nil, engine.Errorf("okänd kroppsdel %q", w.Part)
		}
	}
	out := c.Clone()
	if w.Damage == 0 { // a blow the armor stops leaves no wound to heal
		return out, engine.Report{engine.Say("ingen skada tränger igenom")}, nil
	}
	out.Wounds = append(out.Wounds, w)
	var report engine.Report
	out.State["trotthet"] = engine.Plus(out.State["trotthet"], 1)
	report = append(report, engine.Said("+1 Trötthet"))
	after := r.Derive(out).(*Derived)
	if w.Part != "" {
		was, now := before.Condition.Parts[w.Part], after.Condition.Parts[w.Part]
		if was.Multiple < 2 && now.Multiple >= 2 {
			out.State["utmattning"] = engine.Plus(out.State["utmattning"], 1)
			report = append(report, engine.Say("+1 Utmattning (svårt sårad)"))
		}
		if now.Status != was.Status {
			report = append(report, engine.Sayf("%s: %s", r.desc.PartLabel(w.Part), now.Status))
		}
	}
	// "Om någonsin T+U=HÄL eller mer … omvandlas all överskjutande T till U": the Trötthet a
	// wound brings may push the sum past HÄL.
	if moved := Överansträngning(out.State, attributeOf(r, c, "hal")); moved > 0 {
		report = append(report, engine.Sayf("T+U når HÄL: %d Trötthet blir Utmattning; vila minst en rond", moved))
	}
	if after.Condition.Dead && !before.Condition.Dead {
		report = append(report, engine.Say("död"))
	} else if after.Condition.Unconscious && !before.Condition.Unconscious {
		report = append(report, engine.Say("medvetslös"))
	}
	return out, report, nil
}

// Vila heals a week of rest: "1T3 poäng läks i varje skadad kroppsdel … När alla
// kroppsdelar är helt återställda, kan skada som tagits direkt på LP börja läkas (i samma
// takt)." Läkekonst doubles it ("Fördubbla effekten av naturlig läkning"). The points of a
// part go to its oldest wounds first; the player may move them between wounds by hand. A week
// of rest also clears Trötthet and Utmattning, which rest and sleep take away by the hour.
func (r *Ruleset) Vila(c *sheet.Character, rng *rand.Rand, läkekonst bool) (*sheet.Character, engine.Report) {
	out := c.Clone()
	heal := func() int {
		n := t3.Roll(rng).Total
		if läkekonst {
			n *= 2
		}
		return n
	}
	var report engine.Report
	parts := []string{}
	for _, w := range out.Wounds {
		if w.Part != "" && w.Damage > 0 && !slices.Contains(parts, w.Part) {
			parts = append(parts, w.Part)
		}
	}
	for _, part := range parts {
		n := heal()
		healed := healWounds(out.Wounds, func(w sheet.Wound) bool { return w.Part == part }, n)
		report = append(report, engine.Sayf("%s: %d läks", r.desc.PartLabel(part), healed))
	}
	if len(parts) == 0 {
		n := heal()
		if healed := healWounds(out.Wounds, func(w sheet.Wound) bool { return w.Part == "" }, n); healed > 0 {
			report = append(report, engine.Sayf("LP: %d läks", healed))
		}
	}
	out.Wounds = dropHealed(out.Wounds)
	for _, k := range []string{"trotthet", "utmattning"} {
		// Set to 0 where there is some, so that a rest with nothing to rest off leaves the
		// document as it was: no unsaved change, no undo step.
		if out.State[k] != 0 {
			out.State[k] = 0
		}
	}
	if len(report) == 0 && sheet.Equal(out, c) {
		report = engine.Report{engine.Say("inget att läka")}
	}
	return out, report
}

// FörbindaSår treats one wound with a roll against skill: "om (en lyckad) behandling
// fortsätter i fem ronder läks 1T3 poäng av skadan. Misslyckas han läks ingenting, men någon
// annan kan göra ett försök. Ett kritiskt slag läker 2T3, en fummel gör att det såret inte
// kan behandlas mer". "Varje enskilt sår kan endast ges en (lyckad) behandling", and damage
// straight to LP only "om LP fortfarande har ett positivt värde". A successful roll also stops
// the wound's bleeding.
func (r *Ruleset) FörbindaSår(c *sheet.Character, wound, skill int, rng *rand.Rand) (*sheet.Character, engine.Text, error) {
	if wound < 0 || wound >= len(c.Wounds) {
		return nil, nil, engine.Errorf("det finns inget sår nummer %d", wound+1)
	}
	w := c.Wounds[wound]
	if w.Treated {
		return nil, nil, engine.Errorf("såret är redan behandlat")
	}
	if w.Part == "" && r.Derive(c).(*Derived).Condition.CurrentLP <= 0 {
		return nil, nil, engine.Errorf("skada direkt på LP kan bara förbindas medan LP är över 0")
	}
	out := c.Clone()
	face := t20.Roll(rng).Total
	utfall, _ := Handlingsslag(skill, face)
	var healed int
	switch utfall {
	case Kritiskt:
		healed = t3.Roll(rng).Total + t3.Roll(rng).Total
	case Lyckat:
		healed = t3.Roll(rng).Total
	case Misslyckat:
		return out, engine.Sayf("slog %d mot %d: misslyckat, inget läks; någon annan kan försöka", face, skill), nil
	case Fumlat:
		out.Wounds[wound].Treated = true
		return out, engine.Sayf("slog %d mot %d: fummel, såret kan inte förbindas mer", face, skill), nil
	}
	healed = min(healed, w.Damage)
	out.Wounds[wound].Damage -= healed
	out.Wounds[wound].Treated = true
	out.Wounds[wound].Stanched = true
	out.Wounds = dropHealed(out.Wounds)
	return out, engine.Sayf("slog %d mot %d: %s, %d läks", face, skill, utfall, healed), nil
}

// healWounds takes up to n points off the wounds that match, oldest first, and returns how
// many it took.
func healWounds(wounds []sheet.Wound, match func(sheet.Wound) bool, n int) int {
	healed := 0
	for i := range wounds {
		if n == 0 {
			break
		}
		if !match(wounds[i]) {
			continue
		}
		take := min(n, wounds[i].Damage)
		wounds[i].Damage -= take
		n -= take
		healed += take
	}
	return healed
}

// dropHealed removes the wounds that have healed fully.
func dropHealed(wounds []sheet.Wound) []sheet.Wound {
	out := wounds[:0]
	for _, w := range wounds {
		if w.Damage > 0 {
			out = append(out, w)
		}
	}
	return out
}
