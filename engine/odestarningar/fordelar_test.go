package odestarningar

import (
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// "Heroisk: Hjältar med denna fördel får satsa extra ödes- eller färdighetstärningar på ett
// handlingsslag efter att tärningarna har rullats. Endast en extra satsning får göras för att
// höja resultatet av handlingsslaget." (004_b260f69c548f960d.txt) Heroisk was text only.
func TestHeroiskStakesMoreAfterTheRoll(t *testing.T) {
	r := load(t)
	heroic := hero(3, func(c *sheet.Character) {
		c.Traits = []sheet.Trait{{ID: "heroisk", Level: 1}}
		c.Skills = []sheet.Skill{{ID: "narstrid", Value: 2}}
	})
	// One öde die against absurt 8 in combat, and two more after the roll if it falls short.
	s := engine.Setup{Form: poolForm, Values: map[string]int{fieldFate: 1, fieldSkill: 1, fieldDifficulty: 5, fieldCombat: 1, fieldHeroisk: 2}}
	seen := map[string]bool{}
	for seed := range uint64(80) {
		out, res, err := r.RollForm(heroic, s, seeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		staked := strings.Contains(strings.Join(res.Details, "; "), "Heroisk: satsar 2 till")
		first := Handlingsslag(res.Faces[:1])
		if staked != (first < 8) || len(res.Faces) != map[bool]int{false: 1, true: 3}[staked] {
			t.Fatalf("seed %d: %v, staked %v", seed, res.Faces, staked)
		}
		if res.Counted != Handlingsslag(res.Faces) {
			t.Fatalf("seed %d: counted %d of %v", seed, res.Counted, res.Faces)
		}
		// The extra dice are öde dice while any is left: both of the two left this round.
		if want := map[bool]int{false: 1, true: 3}[staked]; out.State["anvanda"] != want {
			t.Fatalf("seed %d: %d dice used, want %d", seed, out.State["anvanda"], want)
		}
		seen[map[bool]string{false: "once", true: "staked"}[staked]] = true
	}
	if !seen["staked"] {
		t.Error("80 seeds never fell short")
	}
	odds, err := r.FormOdds(heroic, s)
	if err != nil || !strings.HasPrefix(odds.Sv(), "3 T6") {
		t.Errorf("the odds are those of the three dice: %v %v", odds, err)
	}
	if _, _, err := r.RollForm(hero(3, nil), engine.Setup{Form: poolForm, Values: map[string]int{fieldFate: 1, fieldHeroisk: 1}}, seeded(1)); err == nil {
		t.Error("a hero without Heroisk staked after the roll")
	}
}

// "Kreativ: Till handlingsslag mot en färdighet kan hjälten använda en färdighetstärning från
// någon annan färdighet i samma färdighetsgrupp (se Coriolis). Den kreative kan till exempel
// använda en färdighetstärning från manöver till en närstridsattack. Endast en tärning från fel
// färdighet kan satsas på varje enskilt handlingsslag." (004_b260f69c548f960d.txt)
func TestKreativBorrowsOneDie(t *testing.T) {
	r := load(t)
	creative := hero(3, func(c *sheet.Character) {
		c.Traits = []sheet.Trait{{ID: "kreativ", Level: 1}}
		c.Skills = []sheet.Skill{{ID: "narstrid", Value: 1}, {ID: "manover", Value: 2}}
	})
	// Närstrid (1) with one öde die and its one die, and a die of manöver.
	s := engine.Setup{Form: poolForm, Values: map[string]int{fieldFate: 1, fieldSkill: 1, fieldSkillDice: 1, fieldKreativ: 2}}
	out, res, err := r.RollForm(creative, s, seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Faces) != 3 || members.Spent.Get(out.Skills[1].Members) != 1 || members.Spent.Get(out.Skills[0].Members) != 1 {
		t.Errorf("a die of manöver is rolled and spent: %v, %+v", res.Faces, out.Skills)
	}
	s.Values[fieldKreativ] = 1 // närstrid itself
	if _, _, err := r.RollForm(creative, s, seeded(3)); err == nil {
		t.Error("Kreativ borrowed from the skill rolled")
	}
	plain := creative.Clone()
	plain.Traits = nil
	s.Values[fieldKreativ] = 2
	if _, _, err := r.RollForm(plain, s, seeded(3)); err == nil {
		t.Error("a hero without Kreativ borrowed a die")
	}
}
