package spelsystemet

import (
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

// What the editor does at the table.

var _ engine.Actions = (*Ruleset)(nil)

// The actions at the table, by id.
const (
	förbinda      = "forbinda"
	förbindaAnnan = "forbinda-annan"
	vila          = "vila"
	vilaLäkekonst = "vila-lakekonst"
	erfarenhet    = "erfarenhet"
	trötthet      = "trotthetsslag"
	utmattning    = "utmattningsslag"
	hjältemod     = "hjaltemod"
)

// The inputs of the actions, beside engine's of damage.
const (
	massiv  = "massiv"
	läkare  = "lakare"
	delOmLP = "Direkt mot LP"
)

// läkarensFärdighet is the Läkekonst of the one who tends the resting character.
var läkarensFärdighet = engine.Field{ID: läkare, Label: "Läkarens Läkekonst", Kind: engine.NumberField, Range: skillValue.Range}

// TableActions: taking damage through the armor (or straight to LP, or massive), Förbinda Sår
// on a wound, a week's rest with or without Läkekonst, healing everything, the sets of
// Trötthet and Utmattning rolls, Hjältemod, and the experience round after an adventure.
func (r *Ruleset) TableActions(c *sheet.Character) []engine.Action {
	damage := engine.TakeDamage(&r.desc, woundDamage.Range, r.TakeDamage)
	// "Närhelst något sägs göra skada, utan att det specificeras som "LP-skada" eller "skada
	// direkt mot LP" …, är det KP-skada som avses": damage straight to LP is chosen as a place
	// of its own, after the body parts, where engine.ReadDamage reads it as no part.
	where := &damage.Inputs[0]
	where.Choices = append(slices.Clip(where.Choices), delOmLP)
	where.ChoicesWorded = make([]engine.Text, len(where.Choices)) // the parts' names as the sheet words them
	for i, p := range r.desc.BodyParts {
		where.ChoicesWorded[i] = engine.Say(p.Label)
	}
	where.ChoicesWorded[len(r.desc.BodyParts)] = engine.Say("Direkt mot LP")
	damage.Inputs = append(damage.Inputs, engine.Field{ID: massiv, Label: "Massiv (explosion, fall, jätteklubba)", Kind: engine.FlagField})
	damage.Do = func(c *sheet.Character, s engine.Setup, _ *rand.Rand) (*sheet.Character, engine.Report, error) {
		part, n, kind := engine.ReadDamage(&r.desc, s)
		if s.Get(engine.DamagePart, -1) < 0 {
			return nil, nil, engine.Errorf("välj var skadan tas: en kroppsdel eller direkt mot LP")
		}
		return r.takeDamage(c, part, n, kind, s.Get(massiv, 0) == 1)
	}
	actions := []engine.Action{
		damage,
		{ID: förbinda, Label: "Förbinda sår", About: "Förbinda Sår: lyckat slag stoppar blödningen", Scope: engine.WoundScope, Harm: true, Wounds: engine.Untreated(c),
			Do: func(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
				return r.BindWound(c, s.Get(engine.WoundInput, -1), rng)
			}},
		{ID: förbindaAnnan, Label: "Förbinda annans sår", About: "Förbinda Sår med hjälparens färdighet", Scope: engine.AidWoundScope, Harm: true, Wounds: engine.Untreated(c), Help: r.Aid},
		{ID: vila, Label: "Vila en vecka", About: "en veckas vila utan Läkekonst", Harm: true, Do: engine.Resting(r.Rest)},
		{ID: vilaLäkekonst, Label: "Vila en vecka med Läkekonst", About: "Läkekonst fördubblar den naturliga läkningen; ett slag för korrekt diagnos",
			Harm: true, Inputs: []engine.Field{läkarensFärdighet},
			Do: func(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
				return r.RestTended(c, s.Get(läkare, 0), rng)
			}},
		engine.HealEverything(&r.desc),
		{ID: trötthet, Label: "Trötthetsslag", About: "efter var femte rond av strid, varje rond av spurtande, varje minut av springande: ett HÄL-slag per slag i uppsättningen",
			Do: engine.Resting(r.Trötthetsomgång)},
		{ID: utmattning, Label: "Utmattningsslag", About: "var fjärde vakna timme efter de första åtta: ett HÄL-slag",
			Do: engine.Resting(r.Utmattningsslag)},
		{ID: hjältemod, Label: "Hjältemod", About: "HÄL-slag för att skaka av sig en kroppsdels 1×KP (mot HÄL) eller 2×KP (mot HÄL/2) för stunden",
			Harm: true, Inputs: []engine.Field{r.partField()},
			Do: func(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
				return r.Hjältemod(c, s.Get(engine.DamagePart, -1), rng)
			}},
		{ID: erfarenhet, Label: "Slå för varje erfarenhetsmarkering", About: "efter äventyret: ett slag per markerad färdighet och grundegenskap",
			Do: func(c *sheet.Character, _ engine.Setup, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
				out, report := r.ExperienceRound(c, rng)
				if len(report) == 0 {
					report = engine.Report{engine.Say("inga markeringar att slå för")}
				}
				return out, report, nil
			}},
	}
	if r.Derive(c).(*Derived).Condition.Bleeding > 0 {
		// Offered while the character bleeds: what a round's end does in an encounter
		// (RoundRules), for a fight kept on paper.
		actions = append(actions, engine.Action{ID: blöda, Label: "Blöda en rond", About: "den som blöder förlorar 1 LP per blödande kroppsdel och rond",
			Harm: true, Do: r.bleed})
	}
	return actions
}

// TakeDamage takes off the SP worn on the part against the damage type, "Sedan dras SP för
// den träffade kroppsdelens pansar … bort från skadan", and records the rest as a wound.
// Damage of no type is Hugg: "Om typen av skada inte anges för någon viss attack, räknas den
// som ett Huggvapen."
func (r *Ruleset) TakeDamage(c *sheet.Character, part string, damage int, damageType string) (*sheet.Character, engine.Report, error) {
	return r.takeDamage(c, part, damage, damageType, false)
}

// takeDamage is TakeDamage, massive where the harm is an explosion, a fall or a giant's club,
// which "kan gå vidare från lemmen in i kroppen"; part "" is damage straight to LP, which no
// armor meets.
func (r *Ruleset) takeDamage(c *sheet.Character, part string, damage int, damageType string, massive bool) (*sheet.Character, engine.Report, error) {
	if damageType == "" {
		damageType = "H"
	}
	if damage < 0 {
		return nil, nil, engine.Errorf("skadan %d är under 0", damage)
	}
	if err := engine.RangeError(engine.Say(woundDamage.Label), damage, woundDamage.Range); err != nil {
		return nil, nil, err
	}
	armor, where := 0, "LP"
	if part != "" {
		d := r.Derive(c).(*Derived)
		sp, ok := d.SP[part]
		if !ok {
			return nil, nil, engine.Errorf("okänd kroppsdel %q", part)
		}
		armor, where = map[string]int{"H": sp.H, "K": sp.K, "S": sp.S, "laser": sp.Laser}[damageType], r.desc.PartLabel(part)
	}
	w := sheet.Wound{Part: part, Damage: max(damage-armor, 0), Type: damageType}
	if damageType == "laser" {
		w.Type = "S"
		members.Laser.Set(&w.Members, true)
	}
	if massive {
		members.Massive.Set(&w.Members, true)
	}
	out, report, err := r.TaSkada(c, w)
	if err != nil {
		return nil, nil, err
	}
	head := engine.Sayf("%d %s mot %s: pansaret tar %d, såret blir %d", damage, damageType, where, min(armor, damage), w.Damage)
	return out, append(engine.Report{head}, report...), nil
}

// RestTended is a week of rest tended by one with Läkekonst of value skill: "Fördubbla
// effekten av naturlig läkning … Detta kräver 1 timmes tillsyn varje dag, men bara ett slag
// behöver slås (för korrekt diagnos)." A failed roll leaves the natural healing.
func (r *Ruleset) RestTended(c *sheet.Character, skill int, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	if err := engine.RangeError(engine.Say(läkarensFärdighet.Label), skill, läkarensFärdighet.Range); err != nil {
		return nil, nil, err
	}
	face := t20.Roll(rng).Total
	utfall, _ := Handlingsslag(skill, face)
	out, report := r.Vila(c, rng, utfall.Ok())
	return out, append(engine.Report{engine.Sayf("Läkekonst %d mot %d: %s", face, skill, utfall)}, report...), nil
}

// partField is the choice of a body part, for Hjältemod: the roll says which parts it helps.
func (r *Ruleset) partField() engine.Field {
	f := engine.Field{ID: engine.DamagePart, Label: "Kroppsdel", Kind: engine.ChoiceField, Default: -1}
	for _, p := range r.desc.BodyParts {
		f.Choices = append(f.Choices, p.Label)
	}
	return f
}

// Hjältemod is the HÄL roll that shakes off a part's loss for the moment: "För att ignorera
// att en kroppsdel tagit 1xKP i skada slås mot HÄL, för att få strunta i en skada på 2xKP slås
// mot HÄL/2." It changes nothing on the sheet: the wound stays, only its effect waits.
func (r *Ruleset) Hjältemod(c *sheet.Character, i int, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	if i < 0 || i >= len(r.desc.BodyParts) {
		return nil, nil, engine.Errorf("välj en kroppsdel")
	}
	part := r.desc.BodyParts[i]
	d := r.Derive(c).(*Derived)
	multiple := d.Condition.Parts[part.ID].Multiple
	value := Hjältemod(attributeOf(r, c, "hal"), multiple)
	if value == 0 {
		return nil, nil, engine.Errorf("%s har %d×KP: hjältemod hjälper bara mot 1×KP och 2×KP", part.Label, multiple)
	}
	value = Effektivt(value, -engine.Sane(c.State["utmattning"]))
	face := t20.Roll(rng).Total
	utfall, _ := Handlingsslag(value, face)
	verdict := engine.Say("följ de vanliga reglerna")
	if utfall.Ok() {
		verdict = engine.Sayf("skakar av sig %d×KP i %s för stunden", multiple, part.Label)
	}
	return c, engine.Report{engine.Sayf("Hjältemod, HÄL-slag %d mot %d: %s; %s", face, value, utfall, verdict)}, nil
}

// Rest is a week of rest without Läkekonst.
func (r *Ruleset) Rest(c *sheet.Character, rng *rand.Rand) (*sheet.Character, engine.Report) {
	return r.Vila(c, rng, false)
}

// BindWound uses the character's Förbinda Sår.
func (r *Ruleset) BindWound(c *sheet.Character, i int, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	out, msg, err := r.FörbindaSår(c, i, bindingSkill(c), rng)
	if err != nil {
		return nil, nil, err
	}
	return out, engine.Report{engine.Sayf("Förbinda Sår: %s", msg)}, nil
}

// bindingSkill is c's Förbinda Sår as it tends a wound, Trötthet and Utmattning taken.
func bindingSkill(c *sheet.Character) int {
	skill := 0
	for _, s := range c.Skills {
		if s.ID == "forbinda-sar" {
			skill = max(skill, s.Value)
		}
	}
	return Effektivt(skill, -(engine.Sane(c.State["trotthet"]) + engine.Sane(c.State["utmattning"])))
}

// Aid is Förbinda Sår given by another: "På en stridsrond kan någon som har färdigheten
// stoppa blödning eller väcka en medvetslös person (med ett lyckat slag)". The helper's skill
// and fatigue count; the helper spends nothing.
func (r *Ruleset) Aid(helper, victim *sheet.Character, wound int, rng *rand.Rand) (*sheet.Character, *sheet.Character, engine.Report, error) {
	out, msg, err := r.FörbindaSår(victim, wound, bindingSkill(helper), rng)
	if err != nil {
		return nil, nil, nil, err
	}
	report := engine.Report{engine.Sayf("Förbinda Sår (%s): %s", nameOr(helper.Name), msg)}
	if helper == victim {
		return out, out, report, nil
	}
	return helper.Clone(), out, report, nil
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
	odds := Konfliktslag(own.Value, own.Mod, opponent, opponentMod)
	own.SetOddsNumbers(odds, odds.In)
	own.SetOutcome(res.outcome())
	own.AddDetail(engine.Sayf("%s %d mot %d; motståndaren %d mot %d: %s mot %s", what, own.Faces[0], own.Effective, fb, vb, res.UtfallA, res.UtfallB))
	switch {
	case own.Damage != nil && res.Vinnare != 'A':
		own.Damage = nil // only the winner strikes
	case own.Damage != nil:
		// "Ett kritiskt resultat betyder (vid vinst) att skadan … fördubblas … Om förloraren
		// lyckades erhålla en delvinst halveras den slagna skadan": the opponent's armor is not
		// known here, so the damage is what reaches it before armor (the Fight tab takes it).
		if res.Kritiskt {
			own.Damage.Total *= 2
			own.AddDetail(engine.Sayf("kritiskt: ×2 = %d", own.Damage.Total))
		}
		if res.Delvinst {
			own.Damage.Total = ceilDiv(own.Damage.Total, 2)
			own.AddDetail(engine.Sayf("delvinst: halveras till %d", own.Damage.Total))
		}
	}
	return own, nil
}
