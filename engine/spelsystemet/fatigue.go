package spelsystemet

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// Trötthetsomgång rolls a set of Trötthet rolls, as many as the armor and pack call for: "Ett
// T- eller U-slag är alltid ett HÄL-slag. Varje misslyckat slag ger 1 poängs ökning", and
// Utmattning is "en negativ modifikation på HÄL-slag. Ja, detta gäller även trötthets- och
// utmattningsslag." It then applies the limit of T+U (see Överansträngning).
func (r *Ruleset) Trötthetsomgång(c *sheet.Character, rng *rand.Rand) (*sheet.Character, engine.Report) {
	d := r.Derive(c).(*Derived)
	return r.hälslag(c, "trotthet", d.FatigueRolls, rng)
}

// Utmattningsslag rolls the one Utmattning roll of every fourth waking hour past the eighth.
func (r *Ruleset) Utmattningsslag(c *sheet.Character, rng *rand.Rand) (*sheet.Character, engine.Report) {
	return r.hälslag(c, "utmattning", 1, rng)
}

func (r *Ruleset) hälslag(c *sheet.Character, tracker string, rolls int, rng *rand.Rand) (*sheet.Character, engine.Report) {
	out := c.Clone()
	hal, ok := c.Attribute("hal")
	if !ok {
		hal = r.attributeDefault("hal")
	}
	var report engine.Report
	for range rolls {
		value := Effektivt(hal, -out.State["utmattning"])
		face := t20.Roll(rng).Total
		utfall, _ := Handlingsslag(value, face)
		if !utfall.Ok() {
			out.State[tracker] = engine.Plus(out.State[tracker], 1)
		}
		report = append(report, engine.Sayf("HÄL-slag %d mot %d: %s", face, value, utfall))
	}
	if moved := Överansträngning(out.State, hal); moved > 0 {
		report = append(report, engine.Sayf("T+U når HÄL: %d Trötthet blir Utmattning; vila minst en rond", moved))
	}
	return out, report
}

// Överansträngning applies "Om någonsin T+U=HÄL eller mer, måste rollpersonen upphöra med
// all aktivitet … Dessutom omvandlas all överskjutande T till U": the Trötthet past HÄL moves
// to Utmattning. It changes state and returns how many points moved.
func Överansträngning(state sheet.State, hal int) int {
	t, u := engine.Sane(state["trotthet"]), engine.Sane(state["utmattning"])
	over := t + u - engine.Sane(hal)
	moved := min(max(over, 0), t)
	if moved == 0 {
		return 0
	}
	state["trotthet"] -= moved
	state["utmattning"] = engine.Plus(state["utmattning"], moved)
	return moved
}

func (r *Ruleset) attributeDefault(id string) int {
	for _, a := range r.t.attributes {
		if a.ID == id {
			return a.Default
		}
	}
	return 0
}
