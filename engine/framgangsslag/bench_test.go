package framgangsslag

import (
	"testing"

	"rollformular/sheet"
)

// DESIGN.md: Derive of a fully equipped character ≤ 20 µs: a soldier with every skill and
// four weapons.
func BenchmarkFramgangsslagDerive(b *testing.B) {
	r := load(b)
	c := soldier()
	for _, name := range r.t.Skills {
		c.Skills = append(c.Skills, sheet.Skill{Name: name, Value: 2})
	}
	c.Weapons = append(c.Weapons, sheet.Weapon{Name: "Spjut", Damage: "2", Members: sheet.MembersOf(members.Bonus.Is(2))}, sheet.Weapon{Name: "Båge", Damage: "2", Type: "avstand", Members: sheet.MembersOf(members.Bonus.Is(1))},
		sheet.Weapon{Name: "Dolk", Damage: "1", Members: sheet.MembersOf(members.Bonus.Is(2))})
	c.State["antal"] = 4
	for b.Loop() {
		r.Derive(c)
	}
}

// DESIGN.md: exact probabilities of one action roll ≤ 50 µs, with Fördel 2.
func BenchmarkFramgangsslagOdds(b *testing.B) {
	r := load(b)
	for b.Loop() {
		r.Prob(map[string]int{"fv": 10, "sv": 3, "mv": 4, "fordel": 2})
	}
}
