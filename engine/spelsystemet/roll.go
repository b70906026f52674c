package spelsystemet

import (
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

// Roll makes an action roll for what a character names: an attribute by abbreviation or id
// ("HÄL", "hal"), a skill by name ("Svärd", "Spela Flöjt"), or a weapon by name or id, which
// also rolls its damage and where it hits. Trötthet and Utmattning modify it as "Effekter"
// says: T on skills, SKI and STY; U on the same and on HÄL.
func (r *Ruleset) Roll(c *sheet.Character, what engine.What, mod int, rng *rand.Rand) (engine.RollResult, error) {
	res, weapon, d, err := r.resolve(c, what, mod)
	if err != nil {
		return res, err
	}
	face := t20.Roll(rng).Total
	outcome, counted := Handlingsslag(res.Effective, face)
	res.Faces, res.Counted = []int{face}, counted
	res.SetOutcome(outcome.In)
	if weapon != nil && outcome.Ok() {
		dmg, err := damageDice(weapon.Damage)
		if err != nil {
			return res, err
		}
		rolled := dmg.Roll(rng).Total
		if outcome == Kritiskt {
			res.AddDetail(engine.Say("kritiskt: skadan fördubblas om anfallet vinner"))
		}
		table := "narstrid"
		if weapon.Range > 0 {
			table = "avstand"
		}
		species := r.speciesOf(c, d)
		hitRoll := t20.Roll(rng).Total
		part, err := r.t.bodies[species.Body].Träff(table, hitRoll)
		if err != nil {
			return res, err
		}
		res.Damage = &engine.Damage{Dice: dmg.String(), Total: rolled, Type: weapon.Type, HitRoll: hitRoll, Part: part}
	}
	return res, nil
}

// resolve finds what c names, the value it rolls against and what modifies it, before any
// die falls: the roll and the conflict's odds start from it.
func (r *Ruleset) resolve(c *sheet.Character, what engine.What, mod int) (engine.RollResult, *WeaponView, *Derived, error) {
	if err := engine.RangeError(engine.Say("modifikation"), mod, engine.ModRange); err != nil {
		return engine.RollResult{}, nil, nil, err
	}
	d := r.Derive(c).(*Derived)
	t, u := engine.Sane(c.State["trotthet"]), engine.Sane(c.State["utmattning"])
	fatigue := t + u
	res := engine.RollResult{Mod: mod, Dice: "1T20", Against: true}
	var weapon *WeaponView
	name := what.Name
	switch {
	case what.Is(engine.AttributeRoll) && r.findAttribute(name) != nil:
		a := r.findAttribute(name)
		v, ok := c.Attribute(a.ID)
		if !ok {
			v = a.Default
		}
		res.What, res.Value = a.Abbr, v
		res.Mod -= attributeFatigue(a.ID, t, u)
	case what.Is(engine.WeaponRoll) && findWeapon(d.Weapons, name) != nil:
		weapon = findWeapon(d.Weapons, name)
		res.What, res.Value, res.Mod = weapon.Name, weapon.SkillValue, mod-fatigue
		res.AddDetail(engine.Sayf("färdighet %s %d", weapon.Skill, weapon.SkillValue))
	case what.Is(engine.SkillRoll) && findSkill(d.Skills, name) != nil:
		s := findSkill(d.Skills, name)
		res.What, res.Value, res.Mod = s.Name, s.Rolled, mod-fatigue
		if s.CappedBy != "" {
			res.AddDetail(engine.Sayf("%s %d, högst %s %d", s.Name, s.Value, s.CappedBy, s.Rolled))
		}
	default:
		return res, nil, nil, engine.Errorf("%q är varken en grundegenskap, en färdighet eller ett vapen hos %s", name, nameOr(c.Name))
	}
	res.Effective = Effektivt(res.Value, res.Mod)
	chans := Chansen(res.Value, res.Mod)
	res.SetOddsNumbers(chans, chans.In)
	return res, weapon, d, nil
}

// damageDice is the dice of a resolved damage; of "4T6/2T6/1T6" by range, the nearest.
func damageDice(s string) (dice.Expr, error) { return dice.Parse(splitDamage(s)[0]) }

// splitDamage is a resolved damage's dice by range, nearest first: "4T6/2T6/1T6" for a
// shotgun, one for every other weapon.
func splitDamage(s string) []string { return strings.Split(s, "/") }

func (r *Ruleset) findAttribute(what string) *attributeDef {
	for i, a := range r.t.attributes {
		if strings.EqualFold(a.ID, what) || strings.EqualFold(a.Abbr, what) || strings.EqualFold(a.Label, what) {
			return &r.t.attributes[i]
		}
	}
	return nil
}

func findSkill(skills []SkillView, what string) *SkillView {
	for i, s := range skills {
		if strings.EqualFold(s.Name, what) {
			return &skills[i]
		}
	}
	return nil
}

func findWeapon(weapons []WeaponView, what string) *WeaponView {
	for i, w := range weapons {
		if strings.EqualFold(w.Name, what) || strings.EqualFold(w.ID, what) {
			return &weapons[i]
		}
	}
	return nil
}

func nameOr(name string) string {
	if name == "" {
		return "rollpersonen"
	}
	return name
}
