package odestarningar

import (
	"testing"

	"rollformular/sheet"
)

// equipped is a hero with every list of the sheet filled: a dozen skills, five traits, two
// drives, four weapons, armor, gear and wounds.
func equipped() *sheet.Character {
	return hero(4, func(c *sheet.Character) {
		for _, id := range []string{"skytte", "manover", "narstrid", "medicin", "overtala", "forhandla", "spaning", "rorlighet", "kastvapen", "vapensystem", "odesmastare"} {
			c.Skills = append(c.Skills, sheet.Skill{ID: id, Value: 3, Members: sheet.MembersOf(members.Spent.Is(1), members.Concept.Is(id == "skytte"))})
		}
		c.Skills = append(c.Skills, sheet.Skill{Name: "Pilot", Value: 4})
		c.Traits = []sheet.Trait{{ID: "stark", Level: 2}, {ID: "snabb", Level: 1, Members: sheet.MembersOf(members.Background.Is(true))}, {ID: "fardighetsbonus", Skill: "skytte"},
			{ID: "ful", Level: 1}, {ID: "klentrogen", Level: 1, Members: sheet.MembersOf(members.Background.Is(true))}}
		c.Drives = []string{"heder", "hämnd"}
		c.Weapons = []sheet.Weapon{{ID: "vulkanpistol", Damage: "coriolis 4"}, {ID: "durakniv", Damage: "1"}, {ID: "termalgevar", Damage: "4"}, {Name: "Spjut", Damage: "2", Members: sheet.MembersOf(members.Boxes.Is(2))}}
		c.Armor[WholeBody] = []string{"tung-ordinar-rustning"}
		c.Gear = []sheet.Gear{{ID: "magasin", Count: 6}, {ID: "medkit"}, {Name: "Tält", Members: sheet.MembersOf(members.Kg.Is(5))}}
		c.Wounds = []sheet.Wound{{Damage: 5, Members: sheet.MembersOf(members.Dice.Is(1))}, {Damage: 8, Type: Egg, Members: sheet.MembersOf(members.Dice.Is(1), members.Rounds.Is(2))}}
		c.State["gamma"] = 6
	})
}

// DESIGN.md: Derive of a fully equipped character ≤ 20 µs.
func BenchmarkOdestarningarDerive(b *testing.B) {
	r := load(b)
	c := equipped()
	r.Derive(c) // the odds table is counted once, on first use
	b.ResetTimer()
	for b.Loop() {
		r.Derive(c)
	}
}

// DESIGN.md: exact probabilities of one action roll ≤ 50 µs.
func BenchmarkOdestarningarActionOdds(b *testing.B) {
	r := load(b)
	for b.Loop() {
		r.Prob(map[string]int{"dice": 12, "difficulty": 9})
	}
}

// DESIGN.md: exact probabilities of one conflict ≤ 1 ms; an opposed roll of the most dice a
// side, a winner found by the tie-breaks ("flest sexor", then fives …), which costs most.
func BenchmarkOdestarningarOpposedOdds(b *testing.B) {
	r := load(b)
	for b.Loop() {
		if _, err := r.Prob(map[string]int{"dice": MaxOpposed, "vs": MaxOpposed, "decide": 1}); err != nil {
			b.Fatal(err)
		}
	}
}
