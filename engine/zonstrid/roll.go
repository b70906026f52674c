package zonstrid

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

var (
	_ engine.Forms   = (*Ruleset)(nil)
	_ engine.Actions = (*Ruleset)(nil)
)

// pool finds what c names, a skill, a weapon or an attribute, and the dice it rolls; for a
// weapon also its damage.
func (r *Ruleset) pool(c *sheet.Character, what engine.What) (name string, dice, damage int, err error) {
	d := r.Derive(c).(*Derived)
	if what.Is(engine.AttributeRoll) {
		for _, a := range r.desc.Attributes {
			if strings.EqualFold(a.Abbr, what.Name) || strings.EqualFold(a.Label, what.Name) {
				return a.Label, Pool(r.desc.AttributeOf(c, a.ID), 0, d.Förlorad), -1, nil
			}
		}
	}
	if what.Is(engine.WeaponRoll) {
		for _, w := range d.Weapons {
			if strings.EqualFold(w.Name, what.Name) {
				return w.Name, w.Dice, w.Damage, nil
			}
		}
	}
	if what.Is(engine.SkillRoll) {
		for n, dice := range d.Pools {
			if strings.EqualFold(n, what.Name) {
				return n, dice, -1, nil
			}
		}
	}
	return "", 0, 0, fmt.Errorf("%q: no skill, weapon or attribute of the character's has that name", what.Name)
}

func roll(n int, rng *rand.Rand) []int {
	faces := make([]int, max(n, 0))
	for i := range faces {
		faces[i] = rng.IntN(6) + 1
	}
	return faces
}

// Roll rolls the pool of what c names with mod dice more or fewer: one success is enough, and
// a weapon's hit does its damage and one more per extra success.
func (r *Ruleset) Roll(c *sheet.Character, what engine.What, mod int, rng *rand.Rand) (engine.RollResult, error) {
	return r.against(c, what, mod, 0, 0, rng)
}

// Conflict rolls what c names against an opposing pool of opponent + opponentMod dice: a
// parry or a duck against an attack, a chase against a flight, a hold against breaking free.
// Each of the opponent's successes takes one away.
func (r *Ruleset) Conflict(c *sheet.Character, what string, mod, opponent, opponentMod int, rng *rand.Rand) (engine.RollResult, error) {
	return r.against(c, engine.Named(what), mod, opponent, opponentMod, rng)
}

// against is Conflict of what is named of its kind.
func (r *Ruleset) against(c *sheet.Character, what engine.What, mod, opponent, opponentMod int, rng *rand.Rand) (engine.RollResult, error) {
	if err := engine.RangeError(engine.Say("modifikation"), mod, engine.ModRange); err != nil {
		return engine.RollResult{}, err
	}
	if err := engine.RangeError(engine.Say("motståndets tärningar"), opponent, poolRange); err != nil {
		return engine.RollResult{}, err
	}
	if err := engine.RangeError(engine.Say("motståndets modifikation"), opponentMod, engine.ModRange); err != nil {
		return engine.RollResult{}, err
	}
	name, dice, damage, err := r.pool(c, what)
	if err != nil {
		return engine.RollResult{}, err
	}
	n := max(engine.Plus(dice, mod), 0)
	if n > MaxDice {
		return engine.RollResult{}, fmt.Errorf("%d dice: at most %d", n, MaxDice)
	}
	k := max(opponent+opponentMod, 0)
	if k > MaxDice {
		return engine.RollResult{}, fmt.Errorf("the opponent's %d dice: at most %d", k, MaxDice)
	}
	faces := roll(n, rng)
	got := Framgångar(faces)
	res := engine.RollResult{What: name, Value: dice, Mod: mod, Effective: n, Dice: fmt.Sprintf("%dT6", n), Faces: faces, Counted: got}
	left := got
	if k > 0 {
		theirs := roll(k, rng)
		taken := Framgångar(theirs)
		left = max(got-taken, 0)
		res.AddDetail(engine.Sayf("motståndet %v tar bort %d", theirs, taken))
		p, _ := Igenom(n, k, 1)
		f, _ := p.Float64()
		res.SetOdds(engine.Sayf("igenom mot %d T6: %s", k, engine.Percent(f)))
	} else {
		res.SetOdds(oddsText(n))
	}
	switch {
	case left == 0:
		res.SetOutcome(engine.Sayf("%d framgångar, ingen kvar: misslyckas", got))
	case damage >= 0:
		res.SetOutcome(engine.Sayf("%d framgång(ar): träffar, kryssar %d tillstånd", left, Skada(damage, left)))
	default:
		res.SetOutcome(engine.Sayf("%d framgång(ar): lyckas", left))
	}
	if k > 0 && got > 0 && left == 0 {
		res.AddDetail(engine.Say("alla framgångar borttagna"))
	}
	return res, nil
}
