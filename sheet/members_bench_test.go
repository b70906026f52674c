package sheet

import "testing"

// The rules read their members on every keystroke, several times a row: reading one must not
// allocate.
func BenchmarkMemberGet(b *testing.B) {
	var m Members
	spent, concept, boxes := Member[int]("spent"), Member[bool]("concept"), Member[float64]("boxes")
	spent.Set(&m, 3000)
	concept.Set(&m, true)
	boxes.Set(&m, 0.25)
	b.ReportAllocs()
	for b.Loop() {
		if spent.Get(m) != 3000 || !concept.Get(m) || boxes.Get(m) != 0.25 {
			b.Fatal("misread")
		}
	}
}
