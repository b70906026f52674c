package odestarningar

import (
	"math/big"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

// nadir is "Nadir har öde 3 och fv 5 i Skytte."
func nadir() *sheet.Character {
	return hero(3, func(c *sheet.Character) {
		c.Skills = []sheet.Skill{{ID: "skytte", Value: 5, Members: sheet.MembersOf(members.Concept.Is(true))}}
	})
}

// "När han avlossar ett skott avgör han hur många av dessa han vill satsa, alltså maximalt
// åtta tärningar. Men medan de tre ödestärningarna är redo att användas i nästa stridsrunda
// igen är färdighetstärningarna förbrukade när de använts."
func TestPoolSpendsSkillDice(t *testing.T) {
	r := load(t)
	c := nadir()
	p := PoolRoll{Skill: 0, Fate: 3, SkillDice: 2, Difficulty: 4, Combat: true}
	text, problems := r.PoolOdds(c, p)
	odds := text.In(engine.Words{})
	want, _ := Chans(5, 4)
	if problems != nil || !strings.Contains(odds, want.RatString()) {
		t.Fatalf("odds %q (want %s), %v", odds, want.RatString(), problems)
	}
	out, res, err := r.RollPool(c, p, seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Faces) != 5 || members.Spent.Get(out.Skills[0].Members) != 2 || !out.Skills[0].Mark || out.State["anvanda"] != 3 {
		t.Fatalf("after the shot: %+v %v %+v", out.Skills[0], out.State, res)
	}
	if members.Spent.Get(c.Skills[0].Members) != 0 {
		t.Error("the document passed in was changed")
	}
	// The three öde dice are used for this round; the next shot waits for the next.
	if _, problems := r.PoolOdds(out, p); problems == nil || !strings.Contains(problems.Error(), "0 ödestärningar kvar denna sr") {
		t.Errorf("a second shot this round: %v", problems)
	}
	next, _, _ := r.Act(out, NySr, nil)
	p.SkillDice = 4
	if _, problems := r.PoolOdds(next, p); problems == nil || !strings.Contains(problems.Error(), "bara 3 kvar") {
		t.Errorf("four of the three skill dice left: %v", problems)
	}
}

// "Varje handling måste utföras med minst en ödestärning, det går inte att agera med enbart
// färdighetstärningar."
func TestPoolNeedsAnÖdeDie(t *testing.T) {
	_, problems := load(t).PoolOdds(nadir(), PoolRoll{Skill: 0, Fate: 0, SkillDice: 3, Difficulty: 5})
	if problems == nil || !strings.Contains(problems.Error(), "minst en ödestärning") {
		t.Errorf("%v", problems)
	}
}

// "Ödesslag slås som vanliga handlingsslag, med en skillnad: Även skadade hjältar får slå med
// sin fulla mängd ödestärningar", and Tursam "Ger +1 på alla ödesslag".
func TestÖdesslagWithFullDice(t *testing.T) {
	r := load(t)
	c := hero(4, func(c *sheet.Character) {
		c.Wounds = []sheet.Wound{{Damage: 8, Type: Trubbigt, Members: sheet.MembersOf(members.Dice.Is(3))}}
		c.Traits = []sheet.Trait{{ID: "tursam", Level: 1}}
	})
	if _, problems := r.PoolOdds(c, PoolRoll{Skill: -1, Fate: 4, Difficulty: 7}); problems == nil {
		t.Error("a wounded hero's action roll takes only the dice left")
	}
	text, problems := r.PoolOdds(c, PoolRoll{Skill: -1, Fate: 4, Difficulty: 7, Kind: Ödesslag})
	odds := text.In(engine.Words{})
	want, _ := Chans(4, 6)
	if problems != nil || !strings.Contains(odds, want.RatString()) {
		t.Errorf("ödesslag %q, want %s: %v", odds, want.RatString(), problems)
	}
}

// "Om det nya slaget misslyckas förlorar hjälten en ödestärning permanent spelmötet ut",
// "En gång per spelmöte kan en hjälte utmana ödet", and Avskydd av ödet "får aldrig utmana
// ödet".
func TestUtmanaÖdet(t *testing.T) {
	r := load(t)
	c := hero(3, nil)
	p := PoolRoll{Skill: -1, Fate: 1, Difficulty: 8, Kind: Utmana} // one die never reaches 8
	out, _, err := r.RollPool(c, p, seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	if out.State["utmana"] != 1 || out.State["utmana_forlust"] != 1 || derive(t, out).Tärningar != 2 {
		t.Fatalf("after a failed challenge: %v", out.State)
	}
	if _, _, err := r.RollPool(out, p, seeded(3)); err == nil {
		t.Error("a second challenge in the session")
	}
	hated := hero(3, func(c *sheet.Character) { c.Traits = []sheet.Trait{{ID: "avskydd-av-odet", Level: 1}} })
	if _, problems := r.PoolOdds(hated, p); problems == nil {
		t.Error("Avskydd av ödet may challenge fate")
	}
}

// "Varje metod kan användas maximalt en gång per spelmöte", "Hjältar med nackdelen klentrogen
// kan inte be. Djupt troende hjältar kan be två gånger per spelmöte."
func TestRecovery(t *testing.T) {
	r := load(t)
	c := nadir()
	members.Spent.Set(&c.Skills[0].Members, 4)
	rested, _, err := r.Act(c, Vila, nil)
	if err != nil || members.Spent.Get(rested.Skills[0].Members) != 0 {
		t.Fatalf("vila: %+v %v", rested.Skills, err)
	}
	if _, _, err := r.Act(rested, Vila, nil); err == nil {
		t.Error("a second vila in one session")
	}
	if _, _, err := r.Act(c, Drivkraft, nil); err == nil {
		t.Error("a drive activated by a hero without one")
	}
	faithless := nadir()
	faithless.Traits = []sheet.Trait{{ID: "klentrogen", Level: 1}}
	if _, _, err := r.Act(faithless, Bön, nil); err == nil {
		t.Error("klentrogen prays")
	}
	devout := nadir()
	devout.Traits = []sheet.Trait{{ID: "djupt-troende", Level: 1}}
	once, _, _ := r.Act(devout, Bön, nil)
	if _, _, err := r.Act(once, Bön, nil); err != nil {
		t.Errorf("djupt troende prays twice: %v", err)
	}
}

// Opposed rolls in melee, "Försvara": "Den som slår högst träffar motståndaren … Om slagen
// blir lika träffas ingen." The odds agree with counting both pools.
func TestMotståndsodds(t *testing.T) {
	for a := 1; a <= 4; a++ {
		for b := 1; b <= 4; b++ {
			win, tie, lose := bruteOpposed(a, b, 0, false)
			total := win + tie + lose
			gotA, gotD, gotB, err := Motståndsodds(a, b, 0)
			if err != nil {
				t.Fatal(err)
			}
			if gotA.Cmp(big.NewRat(win, total)) != 0 || gotD.Cmp(big.NewRat(tie, total)) != 0 || gotB.Cmp(big.NewRat(lose, total)) != 0 {
				t.Errorf("%d against %d", a, b)
			}
		}
	}
	// A modifier moves a's roll: +6 on one die always beats one die without a high roll.
	a, draw, _, _ := Motståndsodds(1, 1, 6)
	if a.Cmp(big.NewRat(1, 1)) != 0 || draw.Sign() != 0 {
		t.Errorf("+6: %s %s", a, draw)
	}
}

// The cells, and every cell of N 1–12, D 2–9, against counting every way the dice
// fall.
func TestProbTable(t *testing.T) {
	r := load(t)
	for n := 1; n <= 12; n++ {
		for d := 2; d <= 9; d++ {
			out, err := r.Prob(map[string]int{"dice": n, "difficulty": d})
			if err != nil {
				t.Fatal(err)
			}
			if n <= 6 {
				if want := bruteChance(n, d); out[0].P.Cmp(want) != 0 {
					t.Errorf("%d dice against %d: %s, counted %s", n, d, out[0].P, want)
				}
			}
			if sum := new(big.Rat).Add(out[0].P, out[1].P); sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("%d against %d sums to %s", n, d, sum)
			}
		}
	}
	for _, c := range []struct {
		n, d int
		want *big.Rat
	}{{2, 7, big.NewRat(1, 36)}, {3, 4, big.NewRat(7, 8)}} {
		out, _ := r.Prob(map[string]int{"dice": c.n, "difficulty": c.d})
		if out[0].Key != "success" || out[0].P.Cmp(c.want) != 0 {
			t.Errorf("%d dice against %d: %s %s, want %s", c.n, c.d, out[0].Key, out[0].P, c.want)
		}
	}
	for _, bad := range []map[string]int{{"dice": 0, "difficulty": 5}, {"dice": 31, "difficulty": 5}, {"dice": 3}, {"difficulty": 4}, {"dice": 3, "difficulty": 4, "vs": 2}} {
		if _, err := r.Prob(bad); err == nil {
			t.Errorf("%v was accepted", bad)
		}
	}
}

// bruteChance counts every way n dice fall.
func bruteChance(n, d int) *big.Rat {
	var hits, total int64
	dice.Each(n, 6, func(faces []int) {
		total++
		if Handlingsslag(faces) >= d {
			hits++
		}
	})
	return big.NewRat(hits, total)
}

// The table the sheet reads its odds from agrees with the exact odds.
func TestChansTable(t *testing.T) {
	for n := 1; n <= MaxDice; n++ {
		for d := -2; d <= MaxDice+8; d++ {
			want, _ := Chans(n, d)
			f, _ := want.Float64()
			if got := chans(n, d, 0); got != f {
				t.Fatalf("%d dice against %d: %g, exact %g", n, d, got, f)
			}
		}
	}
}

// The bug this guards against: a roll's modification was told " +2 angivet", with the space
// that signed puts before a number in a sum.
func TestAModificationIsToldWithoutALeadingSpace(t *testing.T) {
	r := load(t)
	c := hero(3, func(c *sheet.Character) { c.Skills = []sheet.Skill{{ID: "skytte", Value: 2}} })
	res, err := r.Roll(c, engine.Named("Skytte"), 2, seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Details) == 0 || res.Details[0] != "+2 angivet" {
		t.Errorf("details %q", res.Details)
	}
}

// The bug this guards against: a skill's chance in derive counted its skill dice alone where
// no öde die was left (0.868 for Skytte's five), though "Varje handling måste utföras med minst
// en ödestärning, det går inte att agera med enbart färdighetstärningar".
func TestNoÖdeDieLeftNoChance(t *testing.T) {
	c := nadir()
	c.State["utmana_forlust"] = 3
	if d := derive(t, c); d.Skills[0].Chance != 0 {
		t.Errorf("Skytte with no öde die left: chance %v", d.Skills[0].Chance)
	}
	if d := derive(t, nadir()); d.Skills[0].Chance == 0 {
		t.Error("Skytte with three öde dice: no chance")
	}
}
