package framgangsslag

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

var _ engine.Actions = (*Ruleset)(nil)

// The actions of harm and healing, by id; the others are playActions'.
const (
	skytte   = "skytte"
	vila     = "vila"
	skyttar  = "skyttar"
	maxSkott = 1000
)

// TableActions: taking Påfrestning, a ranged attack of several shooters on a horde, eight
// hours' rest and healing everything, then the actions of play (playActions). There are no
// wounds to bind: "Stoppa blodförlust" is a roll of the roll form.
func (r *Ruleset) TableActions(c *sheet.Character) []engine.Action {
	damage := engine.TakeDamage(&r.desc, engine.Range{Min: 0, Max: 999}, r.TakeDamage)
	shots := engine.Action{ID: skytte, Label: "Ta skott", Harm: true,
		About: "Försvararnas Antalsbonus och Ta-stryk-faktor räknas som om de var lika många som skyttarna",
		Inputs: []engine.Field{
			{ID: engine.DamageAmount, Label: "Skada", Kind: engine.NumberField, Range: engine.Range{Min: 0, Max: 999}},
			{ID: skyttar, Label: "Skyttar", Kind: engine.NumberField, Range: engine.Range{Min: 1, Max: maxSkott}, Default: 1},
		},
		Do: func(c *sheet.Character, s engine.Setup, _ *rand.Rand) (*sheet.Character, engine.Report, error) {
			return r.TakeShots(c, s.Get(engine.DamageAmount, 0), s.Get(skyttar, 1))
		}}
	return append([]engine.Action{damage, shots,
		{ID: vila, Label: "Vila 8 timmar", About: "All Utmattning nollställs efter 8 timmar i Narrativt spel", Harm: true, Do: engine.Resting(r.Rest)},
		engine.HealEverything(&r.desc),
	}, engine.ByID(r.playActions(), r.Act)...)
}

// TakeDamage takes Påfrestning of a kind through the damage flow: the damage dice have met
// the victim's Storlek already (Skadetärning), so what is typed is their sum; Raud and armor
// (the "rustning" tracker) stand against violent events only. A horde multiplies what is left
// by its Ta-stryk-faktor and spreads it over its individuals; one that is Skadad leaves the
// horde, as "Horder är alltid homogena" and a Skadad one no longer has the others' values.
// There are no body parts.
func (r *Ruleset) TakeDamage(c *sheet.Character, part string, damage int, kind string) (*sheet.Character, engine.Report, error) {
	if part != "" {
		return nil, nil, fmt.Errorf("body part %q: this system has no hit locations", part)
	}
	return r.harm(c, damage, kind, flöde{})
}

// TakeShots is a ranged attack of shooters on c: "Försvararnas Antalsbonus och Ta-stryk-faktor
// kan inte bli högre än skyttarnas", and "Om inget annat sägs så kan en projektil bara åsamka
// Påfrestning på en individ."
func (r *Ruleset) TakeShots(c *sheet.Character, damage, shooters int) (*sheet.Character, engine.Report, error) {
	if shooters < 1 {
		return nil, nil, engine.Errorf("minst en skytt")
	}
	return r.harm(c, damage, Våldsam, flöde{skyttar: shooters})
}

// flöde is how a blow goes through the damage flow beyond its kind.
type flöde struct {
	// skyttar are the shooters of a ranged attack on a horde, 0 for any other harm.
	skyttar int
	// grepp is a grip: "Anfallet ignorerar Rustningsvärde", and "Istället för vanlig Skada så
	// orsakar en Greppning Temporär påfrestning" (the "greppning" tracker).
	grepp bool
}

// harm is damage of a kind through the damage flow after Storlek: Raud, armor and a horde's
// Ta-stryk-faktor.
func (r *Ruleset) harm(c *sheet.Character, damage int, kind string, f flöde) (*sheet.Character, engine.Report, error) {
	shooters := f.skyttar
	if _, ok := engine.Item(r.desc.DamageTypes, kind); !ok {
		return nil, nil, fmt.Errorf("damage type %q: one of vald, kold, sjukdom, fall, drunkning, gift", kind)
	}
	if damage < 0 {
		return nil, nil, engine.Errorf("Påfrestning kan inte vara negativ")
	}
	if err := r.checkHarm(c, damage); err != nil {
		return nil, nil, err
	}
	d := r.Derive(c).(*Derived)
	_, raud, rustning := skyddar(kind)
	left := damage
	report := engine.Report{engine.Said(fmt.Sprintf("%d Påfrestning", damage))}
	if raud && state(c, "raud") > 0 {
		left = max(left-state(c, "raud"), 0)
		report = append(report, engine.Said(fmt.Sprintf("− Raud %d", state(c, "raud"))))
	}
	if rustning && !f.grepp && state(c, "rustning") > 0 {
		left = max(left-state(c, "rustning"), 0)
		report = append(report, engine.Said(fmt.Sprintf("− Rustningsvärde %d", state(c, "rustning"))))
	}
	out := c.Clone()
	if f.grepp {
		// A grip's Påfrestning is temporary and held apart, on the whole horde at once: it
		// heals when the grip is released.
		out.State["greppning"] = engine.Plus(out.State["greppning"], TaStryk(left, r.t.Rad(d.Horde.Antal).Faktor))
		report = append(report, engine.Sayf("= %d Greppningsskada; totalt %d", out.State["greppning"]-state(c, "greppning"), out.State["greppning"]))
		if Greppad(out.State["greppning"], d.Hälsa) {
			report = append(report, engine.Say("Greppad: −3 SV på alla Framgångsslag, kan inte Dra sig ur eller Slänga sig undan"))
		}
		return out, report, nil
	}
	if d.Horde.Antal == 1 {
		out.State["pafrestning"] = engine.Plus(out.State["pafrestning"], left)
		report = append(report, engine.Sayf("= %d; totalt %d av %d innan Skadad", left, out.State["pafrestning"], d.Skadad))
		return out, report, nil
	}
	return out, append(report, r.harmHorde(c, out, d, left, shooters)...), nil
}

// checkHarm checks the horde's count and the damage against their trackers' ranges.
func (r *Ruleset) checkHarm(c *sheet.Character, damage int) error {
	// The horde's individuals are counted one by one, and the damage is multiplied: both
	// within their ranges, or the count would take memory without end.
	for _, t := range r.t.Trackers {
		switch t.ID {
		case "antal":
			if v := c.State[t.ID]; !t.Range().Has(v) {
				return engine.RangeError(t.Label, v, t.Range())
			}
		case "pafrestning":
			if err := engine.RangeError(t.Label, damage, engine.Range{Min: 0, Max: t.Max}); err != nil {
				return err
			}
		}
	}
	return nil
}

// harmHorde spreads left Påfrestning over the horde of c, by the Ta-stryk-faktor of its size
// (of the shooters' row where shot at), into out, and reports who fell.
func (r *Ruleset) harmHorde(c, out *sheet.Character, d *Derived, left, shooters int) engine.Report {
	var report engine.Report
	row := r.t.Rad(d.Horde.Antal)
	if shooters > 0 {
		row = r.t.Avståndsrad(d.Horde.Antal, shooters)
	}
	total := TaStryk(left, row.Faktor)
	// The first individual already carries the horde's Påfrestning so far.
	shares := Överlöp(total+state(c, "pafrestning"), d.Horde.Antal, d.Skadad, shooters)
	var fallen []string
	down := 0
	for i, p := range shares {
		if p >= d.Skadad {
			down++
			fallen = append(fallen, fmt.Sprintf("individ %d: %d", i+1, p))
		}
	}
	out.State["antal"] = d.Horde.Antal - down
	out.State["pafrestning"] = 0
	if down < len(shares) {
		out.State["pafrestning"] = shares[down]
	}
	report = append(report, engine.Said(fmt.Sprintf("= %d × Ta-stryk-faktor %s = %d", left, factor(row.Faktor), total)))
	if shooters > 0 {
		report = append(report, engine.Sayf("%d skyttar: högst %d individer träffas", shooters, shooters))
	}
	if len(fallen) > 0 {
		report = append(report, engine.Sayf("Skadade: %s; horden har %d kvar", strings.Join(fallen, ", "), out.State["antal"]))
	}
	if out.State["antal"] < 1 {
		out.State["antal"] = 1 // the last individual stays, Skadad
		out.State["pafrestning"] = shares[len(shares)-1]
		report = append(report, engine.Say("hela horden är Skadad"))
	}
	return report
}

// Rest is the rest of narrative play: "All Utmattning nollställs efter 8 timmar i Narrativt
// spel". How fast Påfrestning heals is not in the text: it stays for the game master.
func (r *Ruleset) Rest(c *sheet.Character, _ *rand.Rand) (*sheet.Character, engine.Report) {
	out := c.Clone()
	delete(out.State, "utmattning")
	return out, engine.Report{engine.Say("Utmattningen nollställd efter 8 timmar; Påfrestningens läkning står inte i texten")}
}

// The actions at the table, by id.
const (
	ManaHP               = "mana"
	NyStridsrunda        = "ny-stridsrunda"
	TaKomplikationspoäng = "komplikation"
	SläppGrepp           = "slapp-grepp"
)

// playActions lists what the table does with a character between rolls.
func (r *Ruleset) playActions() []engine.Action {
	return []engine.Action{
		{ID: ManaHP, Label: "3 Mana: +1 Handlingspoäng", About: "en gång per Stridsrunda; max 1 Offensiv handling, 1 Besvärjelse och 1 Förflyttning gäller ändå"},
		{ID: NyStridsrunda, Label: "Ny Stridsrunda", About: "Manans extra Handlingspoäng går ut: \"Man kan inte spara Handlingspoäng från en Stridsrunda till en annan\""},
		{ID: TaKomplikationspoäng, Label: "Ta ett Komplikationspoäng", About: "när SL inte kommer på en Komplikation för +1 på ett slag"},
		{ID: SläppGrepp, Label: "Greppet släpps", About: "all Greppningsskada försvinner"},
	}
}

// Act does the table action id to a copy of c.
func (r *Ruleset) Act(c *sheet.Character, id string, _ *rand.Rand) (*sheet.Character, engine.Report, error) {
	out := c.Clone()
	switch id {
	case ManaHP:
		if state(c, "mana") < 3 {
			return nil, nil, engine.Errorf("%d Mana: det krävs 3", state(c, "mana"))
		}
		// "Detta kan bara göras 1 gång / Stridsrunda."
		if state(c, "mana_hp") > 0 {
			return nil, nil, engine.Errorf("Mana ger extra Handlingspoäng bara 1 gång per Stridsrunda")
		}
		out.State["mana"] -= 3
		out.State["mana_hp"] = 1
		return out, engine.Report{engine.Sayf("+1 Handlingspoäng denna Stridsrunda; %d Mana kvar", out.State["mana"])}, nil
	case NyStridsrunda:
		delete(out.State, "mana_hp")
		return out, engine.Report{engine.Say("ny Stridsrunda")}, nil
	case TaKomplikationspoäng:
		if c.NPC {
			return nil, nil, engine.Errorf("NPCs kan inte ta Komplikationer")
		}
		out.State["komplikationspoang"] = engine.Plus(out.State["komplikationspoang"], 1)
		return out, engine.Report{engine.Said(fmt.Sprintf("%d Komplikationspoäng", out.State["komplikationspoang"]))}, nil
	case SläppGrepp:
		delete(out.State, "greppning")
		return out, engine.Report{engine.Say("Greppningsskadan borta")}, nil
	}
	return nil, nil, fmt.Errorf("unknown action %q", id)
}
