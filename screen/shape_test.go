package screen_test

import (
	"testing"

	"rollformular/engine/odestarningar"
	"rollformular/screen"
	"rollformular/sheet"
)

// Each ruleset's switches mean the same on the screen and on paper: what each sheet takes.
func TestEachRulesetsSheetHasItsShape(t *testing.T) {
	reg := builtin(t)
	shape := func(id string) screen.Shape {
		rs, err := reg.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		return screen.ShapeOf(rs.Description())
	}
	// Spelsystemet: species, armor on each body part, an experience mark on a skill.
	s := shape("spelsystemet")
	if len(s.Species) == 0 || !s.Armor.ByPart || s.Armor.WholeBody != "" || !s.Skills.Marked || s.Skills.MarkKey != "Mark" || s.Skills.Pools {
		t.Errorf("spelsystemet: %+v", s)
	}
	// Ödestärningar: skills are pools of dice, marked when used; one armor for the whole body;
	// load in boxes; drives; damage typed per weapon.
	s = shape("odestarningar")
	if !s.Skills.Pools || s.Skills.MarkKey != "Used" || s.Armor.ByPart || s.Armor.WholeBody != odestarningar.WholeBody ||
		s.LoadBoxes == 0 || len(s.Drives) == 0 || !s.WeaponDamage || !s.Armor.Worn() {
		t.Errorf("odestarningar: %+v", s)
	}
	// Framgångsslag: a new skill starts at +2; nowhere to wear armor.
	if s = shape("framgangsslag"); s.Skills.Default != 2 || s.Armor.Worn() {
		t.Errorf("framgangsslag: %+v", s)
	}
	// Intensitet: its occupation is a class; the player names attributes of their own.
	if s = shape("intensitet"); s.Occupation != "Klass" || !s.OwnAttributes || len(s.Species) != 0 {
		t.Errorf("intensitet: %+v", s)
	}
}

// A document that names no species is of the rules' default, the first, on the screen and on
// paper alike; one naming a species the rules lack is of none.
func TestADocumentWithoutASpeciesIsOfTheDefault(t *testing.T) {
	reg := builtin(t)
	rs, _ := reg.Lookup("spelsystemet")
	s := screen.ShapeOf(rs.Description())
	doc := sheet.New("spelsystemet")
	if sp, ok := s.SpeciesOf(doc); !ok || sp.ID != s.Species[0].ID {
		t.Errorf("no species named: %+v %v", sp, ok)
	}
	last := s.Species[len(s.Species)-1]
	doc.Species = last.ID
	if sp, ok := s.SpeciesOf(doc); !ok || sp.ID != last.ID {
		t.Errorf("%s named: %+v %v", doc.Species, sp, ok)
	}
	doc.Species = "drake"
	if _, ok := s.SpeciesOf(doc); ok {
		t.Error("a species the rules lack is one")
	}
	zon, _ := reg.Lookup("zonstrid")
	if _, ok := screen.ShapeOf(zon.Description()).SpeciesOf(sheet.New("zonstrid")); ok {
		t.Error("rules without species give one")
	}
}
