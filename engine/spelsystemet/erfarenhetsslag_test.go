package spelsystemet

import (
	"math/rand/v2"
	"testing"

	"rollformular/sheet"
)

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

func TestErfarenhetsrunda(t *testing.T) {
	r := load(t)
	c := character(12, 21, 14, 13, 15)
	c.Skills = []sheet.Skill{{ID: "lyssna", Value: 0, Mark: true}, {ID: "spana", Value: 9}}
	c.AttributeMarks = []string{"kra"}
	out, report := r.Erfarenhetsrunda(c, rand.New(rand.NewPCG(1, 1)))
	// A value of 0 passes on any face; Spana had no mark and is not rolled.
	if out.Skills[0].Value != 1 || out.Skills[0].Mark || out.Skills[1].Value != 9 {
		t.Errorf("skills after the round: %+v", out.Skills)
	}
	// KRA 21 is already the species maximum.
	if out.Attributes["kra"] != 21 || len(out.AttributeMarks) != 0 {
		t.Errorf("KRA at artmaximum: %v marks %v", out.Attributes, out.AttributeMarks)
	}
	if len(report) != 2 || !c.Skills[0].Mark {
		t.Errorf("report %v; the original document must keep its marks", report)
	}
}
