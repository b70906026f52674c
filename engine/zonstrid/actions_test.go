package zonstrid

import (
	"math/rand/v2"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// "Ta tio spelkort numrerade från 1 till 10. Blanda dem och låt alla som är med i striden dra
// varsitt kort." (003_95b571e9f4085893.txt) A sheet that draws alone draws from the table's
// one deck: with nine cards at the table only the tenth is left. It once drew from all ten,
// and two at the table could hold the same card.
func TestDrawingACardTakesWhatTheTableLeft(t *testing.T) {
	r := load(t)
	for _, id := range []string{DraKort, Överfall} {
		for seed := range uint64(30) {
			cs := []*sheet.Character{{Ruleset: ID, State: map[string]int{"initiativ": 3}}}
			for card := 1; card <= 10; card++ {
				if card != 7 {
					cs = append(cs, &sheet.Character{Ruleset: ID, State: map[string]int{"initiativ": card}})
				}
			}
			cs[0].State["initiativ"] = 0
			out, _, err := engine.Perform(r.TableActions(cs[0]), cs, engine.Setup{Form: id}, rand.New(rand.NewPCG(seed, 0)))
			if err != nil {
				t.Fatal(err)
			}
			if got := out[0].State["initiativ"]; got != 7 {
				t.Fatalf("%s, seed %d: drew %d; 7 is the one card not at the table", id, seed, got)
			}
			if cs[0].State["initiativ"] != 0 || out[1] != cs[1] {
				t.Fatalf("%s: the inputs changed, or another's document", id)
			}
		}
	}
}

// "Slåss du utan vapen använder du KRAFTPROV." A weapon of the kind Obeväpnad on the sheet
// rolls Kraftprov, where every weapon once rolled Närkamp or Skytte.
func TestUnarmedWeaponRollsKraftprov(t *testing.T) {
	c := sheet.New(ID)
	c.Attributes["fys"] = 3
	c.Skills = []sheet.Skill{{ID: "kraftprov", Value: 2}, {ID: "narkamp", Value: 0}}
	c.Weapons = []sheet.Weapon{{Name: "Knytnäve", Damage: "1", Type: obeväpnad}}
	d := load(t).Derive(c).(*Derived)
	if w := d.Weapons[0]; w.Skill != "Kraftprov" || w.Dice != 5 {
		t.Errorf("bare fists: %+v", w)
	}
}
