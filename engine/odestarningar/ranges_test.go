package odestarningar

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// `roll` of a document with "ode": 9223372036854775807 panicked (makeslice: len out of
// range): the öde dice plus one skill die wrapped around past the 30-dice check. "Alla hjältar
// ordnas efter … öde, från 1 och uppåt", and a roll counts at most MaxDice.
func TestRollWithÖdeOfTheLargestIntIsRefusedNotPanicked(t *testing.T) {
	r := load(t)
	for _, öde := range []int{math.MaxInt, math.MinInt, 31} {
		c := hero(öde, func(c *sheet.Character) { c.Skills = []sheet.Skill{{ID: "skytte", Value: 2}} })
		for _, what := range []string{"Öde", "Skytte"} {
			if _, err := r.Roll(c, engine.Named(what), 0, seeded(1)); err == nil || !strings.Contains(err.Error(), "Öde") {
				t.Errorf("öde %d, %s: err %v, want öde named", öde, what, err)
			}
		}
	}
}

// A skill value of ±2^63 panicked the same way.
func TestRollWithSkillValueOfTheLargestIntIsRefusedNotPanicked(t *testing.T) {
	r := load(t)
	for _, v := range []int{math.MaxInt, math.MinInt} {
		c := hero(3, func(c *sheet.Character) { c.Skills = []sheet.Skill{{ID: "skytte", Value: v}} })
		if _, err := r.Roll(c, engine.Named("Skytte"), 0, seeded(1)); err == nil {
			t.Errorf("fv %d was rolled", v)
		}
		members.Spent.Set(&c.Skills[0].Members, math.MinInt)
		if _, err := r.Roll(c, engine.Named("Skytte"), 0, seeded(1)); err == nil {
			t.Errorf("fv %d with %d spent was rolled", v, math.MinInt)
		}
	}
}

// The dice panel may pass any numbers: öde dice and skill dice whose sum wraps around are
// refused before they are added, and so is a modification or a difficulty out of range.
func TestPoolWhoseDiceWrapAroundIsRefusedNotPanicked(t *testing.T) {
	r := load(t)
	c := hero(math.MaxInt, func(c *sheet.Character) { c.Skills = []sheet.Skill{{ID: "skytte", Value: math.MaxInt}} })
	for _, p := range []PoolRoll{
		{Skill: 0, Fate: math.MaxInt, SkillDice: 1, Difficulty: 5},
		{Skill: 0, Fate: 1, SkillDice: math.MaxInt, Difficulty: 5},
		{Skill: -1, Fate: 1, Mod: math.MinInt, Difficulty: 5},
		{Skill: -1, Fate: 1, Difficulty: math.MaxInt},
		{Skill: -1, Fate: 1, Difficulty: 5, Opponent: math.MinInt},
	} {
		if _, _, err := r.RollPool(c, p, seeded(1)); err == nil {
			t.Errorf("%+v was rolled", p)
		}
		if _, problems := r.PoolOdds(c, p); problems == nil {
			t.Errorf("%+v has odds", p)
		}
	}
}

// "Är handlingsslaget lika med eller högre än svårighetsgraden lyckas handlingen": a
// modification of −2^63 made difficulty − mod wrap around to a certain success.
func TestOddsWithAModificationOfTheSmallestIntAreNotFlipped(t *testing.T) {
	if got := chans(3, 5, math.MinInt); got != 0 {
		t.Errorf("3 dice −2^63 against 5: %v, want 0", got)
	}
	if got := chans(3, 5, math.MaxInt); got != 1 {
		t.Errorf("3 dice +2^63 against 5: %v, want 1", got)
	}
	a, _, b, err := Motståndsodds(3, 3, math.MaxInt)
	if err != nil || a.Cmp(big.NewRat(1, 1)) != 0 || b.Sign() != 0 {
		t.Errorf("an opposed roll +2^63: a %v, b %v, %v", a, b, err)
	}
	if _, err := load(t).Prob(map[string]int{"dice": 3, "difficulty": 5, "mod": math.MinInt}); err == nil || !strings.Contains(err.Error(), "--mod") {
		t.Errorf("prob --mod MinInt: %v", err)
	}
}

// "2T6 + gammavärdet … 26+ dödligt strålningssjuk": a gammavärde of the largest int wrapped
// around to no effect at all.
func TestRadiationOddsOfAHugeGammaAreDeadly(t *testing.T) {
	p := Strålningsodds(math.MaxInt)
	if p[DödligtStrålningssjuk].Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("gamma MaxInt: %v", p)
	}
	if d := derive(t, hero(3, func(c *sheet.Character) { c.State["gamma"] = math.MaxInt })); d.Gamma.Next[DödligtStrålningssjuk].P != 1 {
		t.Errorf("derived %+v", d.Gamma)
	}
}

// Every number out of its range is flagged and kept, and what the sheet draws for it stays
// within what the largest legal value draws: 30 öde dice, 110 load boxes.
func TestNumbersOutOfRangeAreFlaggedAndBounded(t *testing.T) {
	c := hero(math.MaxInt, func(c *sheet.Character) {
		c.Skills = []sheet.Skill{{ID: "skytte", Value: 61}}
		c.Traits = []sheet.Trait{{ID: "stark", Level: math.MaxInt}}
		c.Gear = []sheet.Gear{{Name: "sten", Count: math.MaxInt, Members: sheet.MembersOf(members.Kg.Is(1e308))}, {Name: "fjäder", Members: sheet.MembersOf(members.Boxes.Is(-1))}}
		c.Weapons = []sheet.Weapon{{Name: "Kanon", Damage: "9223372036854775807", Type: "gevar", Members: sheet.MembersOf(members.Boxes.Is(1e300))}}
		c.Wounds = []sheet.Wound{{Damage: math.MaxInt, Members: sheet.MembersOf(members.Dice.Is(math.MaxInt), members.Rounds.Is(-1))}}
		c.State["utmana_forlust"] = math.MinInt
	})
	d := derive(t, c)
	for _, about := range []string{"Öde 9223372036854775807", "fv 61", "nivå 9223372036854775807", "antal 9223372036854775807",
		"kg 1e+308", "br -1", "skada 9223372036854775807", "br 1e+300", "skadeverkan", "sår 1: ödestärningar", "blödningsslag",
		"Förlorade ödestärningar till spelmötets slut -9223372036854775808"} {
		if !problemAbout(d, engine.Error, about) {
			t.Errorf("no error about %q in %v", about, d.ProblemList)
		}
	}
	if c.Attributes[Öde] != math.MaxInt || c.Gear[0].Count != math.MaxInt {
		t.Error("Derive changed the document")
	}
	pool := d.Sheet.Pool
	have, ready, lost := pool.Have, pool.Ready, pool.Lost
	if have < 0 || ready < 0 || lost < 0 || have+lost > MaxDice {
		t.Errorf("dice %d, %d, %d: the sheet would draw more than %d", have, ready, lost, MaxDice)
	}
	if boxes := d.Sheet.Load.Boxes; boxes > MaxLyft || boxes < 0 {
		t.Errorf("load %v boxes drawn", boxes)
	}
	if d.Belastning.Penalty < 0 {
		t.Errorf("penalty %d", d.Belastning.Penalty)
	}
	for _, s := range d.Skills {
		if s.Chance < 0 || s.Chance > 1 {
			t.Errorf("chance %v", s.Chance)
		}
	}
}

// A weapon's damage past the hit odds' bands reads the same odds as the band's end, and the
// memo keeps one text per band, not one per damage typed.
func TestHitOddsOfHugeDamageAreDeadly(t *testing.T) {
	if got := hitOdds(engine.Words{}, math.MaxInt); got != hitOdds(engine.Words{}, 13) || !strings.Contains(got, "omedelbar död 100 %") {
		t.Errorf("%q", got)
	}
}

// "Fördelar som ger bonus på färdigheter … ger alltid +1 på handlingsslag mot färdigheten": a
// trait is for a skill by the skill's id or its name, each trait once. They are counted by
// skill once per Derive, not looked for among every trait for every skill.
func TestSkillBonusesAreCountedOncePerTrait(t *testing.T) {
	d := derive(t, hero(3, func(c *sheet.Character) {
		c.Skills = []sheet.Skill{{ID: "skytte", Value: 2}, {Name: "Dans", Value: 1}, {Name: "Sång", Value: 1}}
		c.Traits = []sheet.Trait{
			{ID: "fardighetsbonus", Skill: "skytte"}, {ID: "fardighetsbonus", Skill: "SKYTTE"},
			{ID: "fardighetsavdrag", Skill: "dans"}, {ID: "fardighetsbonus", Skill: "Dans"}, {ID: "fardighetsbonus", Skill: "Dans"},
			{ID: "stark", Skill: "Sång"},
		}
	}))
	for i, want := range []int{2, 1, 0} {
		if d.Skills[i].Mod != want {
			t.Errorf("%s: %+d, want %+d", d.Skills[i].Name, d.Skills[i].Mod, want)
		}
	}
}

func BenchmarkDeriveOfManySkillsAndTraits(b *testing.B) {
	c := hero(3, func(c *sheet.Character) {
		for i := range 20000 {
			c.Skills = append(c.Skills, sheet.Skill{Name: fmt.Sprintf("Färdighet %d", i), Value: 2})
		}
		for i := range 2000 {
			c.Traits = append(c.Traits, sheet.Trait{ID: "fardighetsbonus", Skill: fmt.Sprintf("Färdighet %d", i)})
		}
	})
	r := load(b)
	for b.Loop() {
		for _, v := range r.Derive(c).Values() {
			v.Why.In(engine.Words{})
		}
	}
}

// "Till slaget läggs attackens framgångsgrad, det aktuella vapnets skada": a sum past the
// largest int is death, not a wrapped-around scratch.
func TestRuleFunctionsDoNotWrap(t *testing.T) {
	if g := GradAv(Skadeverkan(6, math.MaxInt, 1, 0, 0)); g != Död {
		t.Errorf("Skadeverkan of grad MaxInt: %v", g)
	}
	if g := GradAv(Skadeverkan(6, 0, 2, 0, math.MinInt)); g != Död {
		t.Errorf("Skadeverkan against skydd MinInt: %v", g)
	}
	if Framgångsgrad(math.MaxInt, math.MinInt) < 0 || Framgångsgrad(math.MinInt, math.MaxInt) >= 0 {
		t.Error("Framgångsgrad wrapped")
	}
	if NästaÖde(math.MaxInt) <= 0 || MaxFv(math.MaxInt) <= 0 || Skapelsepoäng(math.MaxInt) <= 0 || KonverteraVapen(math.MaxInt) <= 0 {
		t.Error("a product of öde wrapped")
	}
	if Bärförmåga(math.MaxInt, 0) <= 0 || Belastningsavdrag(math.Inf(1), 5) < 0 {
		t.Error("Bärförmåga or Belastningsavdrag wrapped")
	}
}

// Damage of −2^63 minus the armor wrapped around to a deadly skadeverkan.
func TestTakeDamageRefusesNumbersOutOfRange(t *testing.T) {
	r := load(t)
	for _, dmg := range []int{math.MinInt, math.MaxInt, 100} {
		if _, _, err := r.TakeDamage(hero(3, nil), "", dmg, Egg); err == nil {
			t.Errorf("damage %d was taken", dmg)
		}
	}
}
