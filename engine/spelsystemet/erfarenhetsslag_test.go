package spelsystemet

import "testing"

// 000_66db17633cb0378a.txt, "Erfarenhetsslag".
func TestErfarenhetsslag(t *testing.T) {
	for _, c := range []struct{ value, faces int }{
		{12, 8}, // "gäller det att slå högre än det givna värdet": 13–20
		{0, 20}, // a new skill passes on any face
		{19, 1}, // only a 20 is higher
		{20, 1}, // "Om värdet är 20 eller mer, lyckas slaget ändå om det blir precis 20."
		{27, 1},
	} {
		if got := Erfarenhetsslag(c.value); got != c.faces {
			t.Errorf("experience roll against %d passes on %d faces, want %d", c.value, got, c.faces)
		}
		passes := 0
		for face := 1; face <= 20; face++ {
			if ErfarenhetsslagLyckas(c.value, face) {
				passes++
			}
		}
		if passes != c.faces {
			t.Errorf("ErfarenhetsslagLyckas against %d passes %d faces, want %d", c.value, passes, c.faces)
		}
	}
}
