package spelsystemet

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// Erfarenhetsrunda rolls the experience roll for every marked skill and attribute, after an
// adventure: "Ett lyckat resultat gör att värdet ifråga permanent höjs med 1." The marks are
// used up whatever the roll. An attribute does not rise past its species maximum ("KRA kan
// som mest uppgå till artmaximum").
func (r *Ruleset) Erfarenhetsrunda(c *sheet.Character, rng *rand.Rand) (*sheet.Character, engine.Report) {
	out := c.Clone()
	d := r.Derive(c).(*Derived)
	species := r.speciesOf(c, d)
	var report engine.Report
	for i := range out.Skills {
		s := &out.Skills[i]
		if !s.Mark {
			continue
		}
		s.Mark = false
		face := t20.Roll(rng).Total
		name := d.Skills[i].Name
		if ErfarenhetsslagLyckas(s.Value, face) {
			s.Value = engine.Plus(s.Value, 1)
			report = append(report, engine.Sayf("%s: slog %d, höjs till %d", name, face, s.Value))
		} else {
			report = append(report, engine.Sayf("%s: slog %d, ingen höjning", name, face))
		}
	}
	for _, id := range out.AttributeMarks {
		a := r.findAttribute(id)
		if a == nil {
			continue
		}
		if out.Attributes == nil {
			out.Attributes = map[string]int{}
		}
		v, ok := out.Attributes[a.ID]
		if !ok {
			v = a.Default
		}
		face := t20.Roll(rng).Total
		switch {
		case !ErfarenhetsslagLyckas(v, face):
			report = append(report, engine.Sayf("%s: slog %d, ingen höjning", a.Abbr, face))
		case v >= species.Artmaximum(a.ID):
			report = append(report, engine.Sayf("%s: slog %d, men %d är redan artmaximum", a.Abbr, face, v))
		default:
			out.Attributes[a.ID] = v + 1
			report = append(report, engine.Sayf("%s: slog %d, höjs till %d", a.Abbr, face, v+1))
		}
	}
	out.AttributeMarks = nil
	return out, report
}
