package intensitet

import (
	"testing"

	"rollformular/sheet"
)

// DESIGN.md: Derive of a fully equipped character ≤ 20 µs.
func BenchmarkIntensitetDerive(b *testing.B) {
	r := load(b)
	c := sheet.New(ID)
	c.Attributes = map[string]int{"sty": 18, "han": 14, "fys": 16, "grad": 6, "maxlp": 40}
	c.Weapons = []sheet.Weapon{{Name: "Yxa", Damage: "1T10", Members: sheet.MembersOf(members.Bonus.Is(2))}, {Name: "Båge", Damage: "1T8", Type: "avstand", Members: sheet.MembersOf(members.Bonus.Is(2))}, {Name: "Dolk", Damage: "1T4", Members: sheet.MembersOf(members.Bonus.Is(3))}}
	c.Conditions = []string{"doende", "dov"}
	c.State["skada"] = 40
	r.Derive(c)
	b.ResetTimer()
	for b.Loop() {
		r.Derive(c)
	}
}

// Ten weapons of 1000T100 once took 5–9 s a keystroke: their means and maxima are the
// closed forms now, whatever the dice.
func BenchmarkIntensitetDeriveThousandDiceWeapons(b *testing.B) {
	r := load(b)
	c := sheet.New(ID)
	for range 10 {
		c.Weapons = append(c.Weapons, sheet.Weapon{Name: "Jätteklubba", Damage: "1000T100", Members: sheet.MembersOf(members.Bonus.Is(2))})
	}
	for b.Loop() {
		r.Derive(c)
	}
}
