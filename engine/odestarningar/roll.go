package odestarningar

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// Roll rolls what c names as calm play allows: "Under lugna förhållanden kan en oskadd hjälte
// utan risk slå alla sina ödestärningar för en och samma handling." "Öde" rolls the öde dice
// left; a skill adds every skill die left to satisfy; a weapon is an attack with its skill
// against medel (5), "Om avståndet är oklart räknas det som medel", and a hit rolls its
// damage. Nothing is spent: the dice-pool panel spends what a roll takes.
func (r *Ruleset) Roll(c *sheet.Character, named engine.What, mod int, rng *rand.Rand) (engine.RollResult, error) {
	what := named.Name
	p := PoolRoll{Skill: -1, Mod: mod, Difficulty: 5}
	if err := r.checkÖde(c); err != nil {
		return engine.RollResult{}, err
	}
	h := r.hjälte(c)
	p.Fate = h.kvar
	var weapon *WeaponView
	// Öde is the one attribute rolled alone.
	found := named.Is(engine.AttributeRoll) && (strings.EqualFold(what, "öde") || strings.EqualFold(what, Öde))
	if !found && named.Is(engine.WeaponRoll) {
		weapon = r.weaponRolled(c, what, &p)
		found = weapon != nil
	}
	for i, s := range c.Skills {
		if !found && named.Is(engine.SkillRoll) && strings.EqualFold(r.skillName(s), what) {
			p.Skill, found = i, true
		}
	}
	if !found {
		return engine.RollResult{}, fmt.Errorf("%q: no skill or weapon of the character's has that name (or roll \"Öde\")", what)
	}
	if p.Skill >= 0 {
		s := c.Skills[p.Skill]
		if err := engine.RangeError(r.skillName(s)+": fv", s.Value, skillValue.Range); err != nil {
			return engine.RollResult{}, err
		}
		p.SkillDice = h.usable(s)
	}
	_, res, err := r.RollPool(c, p, rng)
	if err != nil {
		return engine.RollResult{}, err
	}
	if weapon != nil {
		weaponOutcome(&res, weapon, h, p.Difficulty, rng)
	}
	return res, nil
}

// weaponRolled is c's weapon named what, if any, with p set to roll its skill against the
// difficulty of its attack.
func (r *Ruleset) weaponRolled(c *sheet.Character, what string, p *PoolRoll) *WeaponView {
	d := r.Derive(c).(*Derived)
	for i := range d.Weapons {
		weapon := &d.Weapons[i]
		if !strings.EqualFold(weapon.Name, what) {
			continue
		}
		for j, s := range c.Skills {
			if s.ID == weapon.Skill || strings.EqualFold(s.Name, weapon.Skill) {
				p.Skill = j
			}
		}
		if weapon.Kind == "narstrid" {
			// "Svårighetsgraden för en närstridsattack mot någon som inte kan eller vill
			// försvara sig är ynka 3": a defender's roll is set up in the dice panel.
			p.Difficulty = Oförsvarad
		}
		return weapon
	}
	return nil
}

// weaponOutcome adds to an attack's result its fumble, where the optional rule has one, and
// its damage where it hit.
func weaponOutcome(res *engine.RollResult, weapon *WeaponView, h *hjälte, difficulty int, rng *rand.Rand) {
	res.What = weapon.Name
	if Fummel(res.Faces, res.Counted >= difficulty) {
		// "Fummel (frivillig regel) … För strid finns särskilda tabeller. Slå en tärning".
		t6 := rng.IntN(6) + 1
		table := FummelIAvståndsstrid
		if weapon.Kind == "narstrid" {
			table = FummelINärstrid
		}
		res.AddDetail(engine.Sayf("fummel (frivillig regel), T6 %d: %s", t6, table(t6)))
	}
	grad := Framgångsgrad(res.Counted, difficulty)
	if grad < 0 {
		return
	}
	bonus := 0
	if weapon.Kind == "narstrid" {
		bonus = h.närstridsskada()
	}
	t6 := rng.IntN(6) + 1
	total := Skadeverkan(t6, grad, weapon.Damage, bonus, 0)
	res.Damage = &engine.Damage{Dice: "T6", Total: total, Type: GradAv(total).String()}
	res.AddDetail(engine.Sayf("skada T6 %d + grad %d + vapen %d%s = %d före skydd: %s", t6, grad, weapon.Damage, signed(bonus), total, GradAv(total)))
}

// checkÖde refuses to roll or act for a character whose öde is out of its range: the dice
// it would take are not the rules'.
func (r *Ruleset) checkÖde(c *sheet.Character) error {
	a := r.t.attributes[0]
	return engine.RangeError(a.Label, c.AttributeOr(Öde, a.Default), a.Range())
}
