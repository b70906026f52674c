package zonstrid

import (
	"testing"

	"rollformular/sheet"
)

// DESIGN.md: Derive of a fully equipped character ≤ 20 µs.
func BenchmarkZonstridDerive(b *testing.B) {
	r := load(b)
	c := sheet.New(ID)
	for _, s := range r.skills {
		c.Skills = append(c.Skills, sheet.Skill{ID: s.ID, Value: 2})
	}
	c.Weapons = []sheet.Weapon{{Name: "Gevär", Damage: "2", Type: "avstand", Members: sheet.MembersOf(members.Range.Is("1–3"))}, {Name: "Kniv", Damage: "1"}}
	r.Derive(c)
	b.ResetTimer()
	for b.Loop() {
		r.Derive(c)
	}
}
