package odestarningar

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// The actions at the table, by id.
const (
	NySr           = "ny-sr"
	Vila           = "vila"
	Bön            = "bon"
	Drivkraft      = "drivkraft"
	Blödning       = "blodning"
	Strålning      = "stralning"
	SpelmötetsSlut = "spelmotets-slut"
	Återställ      = "aterstall"
	StigIÖde       = "stig-i-ode"
	Astrolog       = "astrolog"
	Behandla       = "stralbehandling"
)

// playActions lists what the table does with a character between rolls.
func (r *Ruleset) playActions() []engine.Action {
	return []engine.Action{
		{ID: NySr, Label: "Ny stridsrunda", About: "alla ödestärningar är redo igen; skråmor går över"},
		{ID: Blödning, Label: "Blödningsslag", About: "en tärning per blödande sår: lika med eller under antalet sr sedan skadan"},
		{ID: Vila, Label: "Vila", About: "minst sex timmars sömn: alla färdighetstärningar återhämtas, en gång per spelmöte"},
		{ID: Bön, Label: "Bön", About: "minst en timmes bön: alla färdighetstärningar återhämtas, en gång per spelmöte"},
		{ID: Drivkraft, Label: "Aktivera drivkraft", About: "en handling för drivkraften mot gruppens intressen: alla färdighetstärningar återhämtas, en gång per spelmöte"},
		{ID: Strålning, Label: "Strålningsslag", About: "dubbelslag 2T6 + gammavärdet"},
		{ID: Behandla, Label: "Strålningsbehandling", About: "i medlab med medicin, utmanande (normalt i avancerat medlab): sänker gammavärdet 1–3 steg, en gång per månad"},
		{ID: Astrolog, Label: "Astrologslag", About: "fördelen Astrolog: dubbelslag, −2 till +2 på ett handlingsslag som sl avgör"},
		{ID: StigIÖde, Label: "Stig i öde", About: "när erf når nästa öde × 5"},
		{ID: SpelmötetsSlut, Label: "Spelmötets slut", About: "erf för spelmötet, förlorad ödestärning från Utmana ödet läks, återhämtningarna nollställs"},
		{ID: Återställ, Label: "Återställ fv-potter", About: "vid äventyrets slut, eller när ödet griper in"},
	}
}

// Act does the table action id to a copy of c.
func (r *Ruleset) Act(c *sheet.Character, id string, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	h := r.hjälte(c)
	out := c.Clone()
	switch id {
	case NySr:
		out.State["anvanda"] = 0
		report := engine.Report{engine.Sayf("%d ödestärningar redo", h.iStrid())}
		if len(bleedingWounds(out)) > 0 {
			report = append(report, engine.Say("glöm inte blödningsslagen"))
		}
		return out, report, nil
	case Vila, Bön, Drivkraft:
		return out, nil, r.recover(h, out, id)
	case Blödning:
		return out, r.bleed(out, rng), nil
	case Strålning:
		return out, strålning(h, out, rng), nil
	case Astrolog:
		report, err := r.astrolog(c, rng)
		if err != nil {
			return nil, nil, err
		}
		return out, report, nil
	case Behandla:
		_, treated, report, err := r.Strålningsbehandling(c, c, rng)
		if err != nil {
			return nil, nil, err
		}
		return treated, report, nil
	case StigIÖde:
		report, err := r.stigIÖde(c, h, out)
		if err != nil {
			return nil, nil, err
		}
		return out, report, nil
	case SpelmötetsSlut:
		return out, r.spelmötetsSlut(h, out), nil
	case Återställ:
		for i := range out.Skills {
			members.Spent.Set(&out.Skills[i].Members, 0)
		}
		return out, engine.Report{engine.Say("alla fv-potter återställda")}, nil
	}
	return nil, nil, fmt.Errorf("unknown action %q", id)
}

// strålning rolls 2T6 and the gamma value for radiation sickness, and keeps the worse of it
// and what out has.
func strålning(h *hjälte, out *sheet.Character, rng *rand.Rand) engine.Report {
	a, b := rng.IntN(6)+1, rng.IntN(6)+1
	s := StrålningAv(a + b + h.state("gamma"))
	if s > h.strålning() {
		out.State["stralsjuka"] = int(s)
	}
	return engine.Report{engine.Sayf("%d + %d + gamma %d = %d: %s", a, b, h.state("gamma"), a+b+h.state("gamma"), s)}
}

// stigIÖde raises out's öde by one for the erf it costs.
func (r *Ruleset) stigIÖde(c *sheet.Character, h *hjälte, out *sheet.Character) (engine.Report, error) {
	if err := r.checkÖde(c); err != nil {
		return nil, err
	}
	need := NästaÖde(h.öde)
	if h.state("erf") < need {
		return nil, engine.Errorf("öde %d kräver %d erf, hjälten har %d", h.öde+1, need, h.state("erf"))
	}
	out.Attributes[Öde] = h.öde + 1
	out.State["erf"] -= need
	return engine.Report{engine.Sayf("öde %d; välj gärna en ny drivkraft", h.öde+1)}, nil
}

// spelmötetsSlut ends the session for out: its erf, what the session counted cleared, and the
// skills used, which may be raised, said and unmarked.
func (r *Ruleset) spelmötetsSlut(h *hjälte, out *sheet.Character) engine.Report {
	erf := SessionsErf(h.has("snabb-inlarningsformaga") > 0, h.has("trogtankt") > 0)
	out.State["erf"] += erf
	out.State["erf_kvar"] += erf
	for _, t := range []string{"vila", "bon", "drivkraft", "utmana", "utmana_forlust", "anvanda"} {
		delete(out.State, t)
	}
	report := engine.Report{engine.Sayf("+%d erf", erf)}
	var used []string
	for _, s := range out.Skills {
		if s.Mark {
			used = append(used, r.skillName(s))
		}
	}
	if len(used) > 0 {
		report = append(report, engine.Sayf("använda färdigheter, som får höjas: %s", strings.Join(used, ", ")))
	}
	for i := range out.Skills {
		out.Skills[i].Mark = false
	}
	return report
}

// recover brings back every spent skill die by one of the three ways, each once a session.
func (r *Ruleset) recover(h *hjälte, c *sheet.Character, id string) error {
	limit := 1
	switch id {
	case Bön:
		limit = h.böner()
		if limit == 0 {
			return engine.Errorf("klentrogna hjältar kan aldrig be")
		}
	case Drivkraft:
		if len(c.Drives) == 0 {
			return engine.Errorf("hjälten har ingen drivkraft att aktivera")
		}
	}
	if h.state(id) >= limit {
		return engine.Errorf("redan gjort %d av %d gånger detta spelmöte", h.state(id), limit)
	}
	c.State[id]++
	for i := range c.Skills {
		members.Spent.Set(&c.Skills[i].Members, 0)
	}
	return nil
}

func bleedingWounds(c *sheet.Character) []int {
	var out []int
	for i, w := range c.Wounds {
		if Blöder(GradAv(w.Damage), w.Type) && !w.Stanched && !w.Fatal {
			out = append(out, i)
		}
	}
	return out
}

// bleed rolls for every bleeding wound. A svår wound's bleeding takes the last die and the
// victim collapses; a dödlig wound's kills ("Blir resultatet lika med eller under antalet sr
// som passerat sedan skadan inträffade avlider offret").
func (r *Ruleset) bleed(c *sheet.Character, rng *rand.Rand) engine.Report {
	var report engine.Report
	// The dice left are counted once, not once a wound: the first wound that strikes takes
	// them all, and every later one finds none.
	kvar := -1
	for _, i := range bleedingWounds(c) {
		w := &c.Wounds[i]
		rounds := engine.Plus(members.Rounds.Get(w.Members), 1)
		members.Rounds.Set(&w.Members, rounds)
		t6 := rng.IntN(6) + 1
		g := GradAv(w.Damage)
		var line engine.Text
		switch {
		case !Blödningsslag(t6, rounds):
			line = engine.Sayf("sår %d (%s): %d mot %d sr: klarar sig", i+1, g, t6, rounds)
		case g == Dödlig:
			w.Fatal = true
			line = engine.Sayf("sår %d (%s): %d mot %d sr: avlider", i+1, g, t6, rounds)
		default:
			if kvar < 0 {
				kvar = r.hjälte(c).kropp // every die the wounds leave, so the sickness has none to leave
			}
			if kvar > 0 {
				members.Dice.Set(&w.Members, members.Dice.Get(w.Members)+kvar)
				kvar = 0
				members.Rounds.Set(&w.Members, 0) // from now on the rolls count minutes
				line = engine.Sayf("sår %d (%s): %d mot %d sr: förlorar sin sista ödestärning och säckar ihop; slå sedan en tärning per minut", i+1, g, t6, rounds)
			} else {
				w.Fatal = true
				line = engine.Sayf("sår %d (%s): %d mot %d sr: avlider", i+1, g, t6, rounds)
			}
		}
		report = append(report, line)
		if w.Fatal {
			break // the dead bleed no more
		}
	}
	if len(report) == 0 {
		report = engine.Report{engine.Say("inga blödande sår")}
	}
	return report
}
