package spelsystemet

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// What the editor does at the table.

var _ engine.Actions = (*Ruleset)(nil)

// The actions at the table, by id.
const (
	förbinda   = "forbinda"
	vila       = "vila"
	erfarenhet = "erfarenhet"
)

// TableActions: taking damage through the armor, Förbinda Sår on a wound, a week's rest,
// healing everything, and the experience round after an adventure.
func (r *Ruleset) TableActions(c *sheet.Character) []engine.Action {
	return []engine.Action{
		engine.TakeDamage(&r.desc, woundDamage.Range, r.TakeDamage),
		{ID: förbinda, Label: "Förbinda sår", About: "Förbinda Sår: lyckat slag stoppar blödningen", Scope: engine.WoundScope, Harm: true, Wounds: engine.Untreated(c),
			Do: func(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
				return r.BindWound(c, s.Get(engine.WoundInput, -1), rng)
			}},
		{ID: vila, Label: "Vila en vecka", About: "en veckas vila utan Läkekonst", Harm: true, Do: engine.Resting(r.Rest)},
		engine.HealEverything(&r.desc),
		{ID: erfarenhet, Label: "Slå för varje erfarenhetsmarkering", About: "efter äventyret: ett slag per markerad färdighet och grundegenskap",
			Do: func(c *sheet.Character, _ engine.Setup, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
				out, report := r.ExperienceRound(c, rng)
				if len(report) == 0 {
					report = engine.Report{engine.Say("inga markeringar att slå för")}
				}
				return out, report, nil
			}},
	}
}

// TakeDamage takes off the SP worn on the part against the damage type, "Sedan dras SP för
// den träffade kroppsdelens pansar … bort från skadan", and records the rest as a wound.
// Damage of no type is Hugg: "Om typen av skada inte anges för någon viss attack, räknas den
// som ett Huggvapen."
func (r *Ruleset) TakeDamage(c *sheet.Character, part string, damage int, damageType string) (*sheet.Character, engine.Report, error) {
	if damageType == "" {
		damageType = "H"
	}
	if damage < 0 {
		return nil, nil, engine.Errorf("skadan %d är under 0", damage)
	}
	if err := engine.RangeError(engine.Say(woundDamage.Label), damage, woundDamage.Range); err != nil {
		return nil, nil, err
	}
	d := r.Derive(c).(*Derived)
	sp, ok := d.SP[part]
	if !ok {
		return nil, nil, engine.Errorf("okänd kroppsdel %q", part)
	}
	armor := map[string]int{"H": sp.H, "K": sp.K, "S": sp.S, "laser": sp.Laser}[damageType]
	w := sheet.Wound{Part: part, Damage: max(damage-armor, 0), Type: damageType}
	if damageType == "laser" {
		w.Type = "S"
		members.Laser.Set(&w.Members, true)
	}
	out, report, err := r.TaSkada(c, w)
	if err != nil {
		return nil, nil, err
	}
	head := engine.Sayf("%d %s mot %s: pansaret tar %d, såret blir %d", damage, damageType, r.desc.PartLabel(part), min(armor, damage), w.Damage)
	return out, append(engine.Report{head}, report...), nil
}

// Rest is a week of rest without Läkekonst.
func (r *Ruleset) Rest(c *sheet.Character, rng *rand.Rand) (*sheet.Character, engine.Report) {
	return r.Vila(c, rng, false)
}

// BindWound uses the character's Förbinda Sår.
func (r *Ruleset) BindWound(c *sheet.Character, i int, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	skill := 0
	for _, s := range c.Skills {
		if s.ID == "forbinda-sar" {
			skill = max(skill, s.Value)
		}
	}
	fatigue := c.State["trotthet"] + c.State["utmattning"]
	out, msg, err := r.FörbindaSår(c, i, Effektivt(skill, -fatigue), rng)
	if err != nil {
		return nil, nil, err
	}
	return out, engine.Report{engine.Sayf("Förbinda Sår: %s", msg)}, nil
}

// ExperienceRound is the round of experience rolls after an adventure.
func (r *Ruleset) ExperienceRound(c *sheet.Character, rng *rand.Rand) (*sheet.Character, engine.Report) {
	return r.Erfarenhetsrunda(c, rng)
}

// Conflict rolls a conflict between what the character names and an opponent's value:
// "de inblandade i konflikten slår varsitt handlingsslag mot det värde de använder sig av,
// sedan jämförs resultaten".
func (r *Ruleset) Conflict(c *sheet.Character, what string, mod, opponent, opponentMod int, rng *rand.Rand) (engine.RollResult, error) {
	if err := engine.RangeError(engine.Say("motståndarens värde"), opponent, skillValue.Range); err != nil {
		return engine.RollResult{}, err
	}
	if err := engine.RangeError(engine.Say("motståndarens modifikation"), opponentMod, engine.ModRange); err != nil {
		return engine.RollResult{}, err
	}
	own, err := r.Roll(c, engine.Named(what), mod, rng)
	if err != nil {
		return own, err
	}
	vb := Effektivt(opponent, opponentMod)
	fb := t20.Roll(rng).Total
	res := Konfliktutfall(own.Effective, own.Faces[0], vb, fb)
	own.Faces = append(own.Faces, fb)
	own.Odds = Konfliktslag(own.Value, own.Mod, opponent, opponentMod)
	var outcome engine.Text
	switch {
	case res.Oavgjort:
		outcome = engine.Say("oavgjort")
	case res.Vinnare == 0:
		outcome = engine.Say("båda misslyckas")
	case res.Vinnare == 'A' && res.Delvinst:
		outcome = engine.Say("vinst, motståndaren får delvinst")
	case res.Vinnare == 'A':
		outcome = engine.Say("vinst")
	case res.Delvinst:
		outcome = engine.Say("förlust med delvinst")
	default:
		outcome = engine.Say("förlust")
	}
	if res.Kritiskt {
		outcome = engine.Sayf("%s (kritiskt)", outcome)
	}
	own.SetOutcome(outcome)
	own.AddDetail(engine.Sayf("%s %d mot %d; motståndaren %d mot %d: %s mot %s", what, own.Faces[0], own.Effective, fb, vb, res.UtfallA, res.UtfallB))
	if own.Damage != nil && (res.Vinnare != 'A') {
		own.Damage = nil // only the winner strikes
	}
	return own, nil
}
