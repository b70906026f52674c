package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/screen"
	"rollformular/sheet"
)

// The editor reads the rules through screen.Rules alone; each ruleset's is its description's
// catalogues and words, and what it works out (a group's name, a skill's range, the groups
// a character's skills go in) is the description's answer.
func TestTheRulesAreWhatTheirDescriptionSays(t *testing.T) {
	reg := builtin(t)
	for _, id := range reg.IDs() {
		rs, err := reg.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		d, r := rs.Description(), screen.RulesOf(rs)
		if r.ID != d.ID || r.Name != d.Name || len(r.Attributes) != len(d.Attributes) || len(r.Skills) != len(d.Skills) ||
			len(r.Weapons) != len(d.Weapons) || len(r.Traits) != len(d.Traits) || len(r.Gear) != len(d.Gear) || len(r.Legend) != len(d.Legend) {
			t.Errorf("%s: the rules shown are not its description's", id)
		}
		if r.Shape.Skills != screen.ShapeOf(d).Skills || r.AttributeLimits() != screen.AttributeLimitsOf(d) {
			t.Errorf("%s: the shape or the attributes' limits differ from the description's", id)
		}
		for _, g := range d.SkillGroups {
			if r.GroupName(g.ID) != g.Name {
				t.Errorf("%s: group %s named %q, want %q", id, g.ID, r.GroupName(g.ID), g.Name)
			}
		}
		if r.GroupName("no-such-group") != "no-such-group" {
			t.Errorf("%s: a group the rules lack is not named by its id", id)
		}
		want, wok := d.Number(fieldpath.Skills.Of("value"))
		if got, ok := r.Number(fieldpath.Skills.Of("value")); got != want || ok != wok {
			t.Errorf("%s: a skill's range %+v, %v; the description's %+v, %v", id, got, ok, want, wok)
		}
		if len(d.Attributes) > 0 {
			if _, ok := r.Attribute(d.Attributes[0].ID); !ok {
				t.Errorf("%s: its own first attribute is not the rules'", id)
			}
		}
		doc := sheet.New(id)
		if len(r.GroupsOf(doc)) != len(screen.SkillGroups(d, doc)) {
			t.Errorf("%s: the skills' groups differ from the description's", id)
		}
		if got := r.NewRow(engine.SkillList); !slices.Equal(got.Names(), engine.NewRow(d.Columns, engine.SkillList).Names()) {
			t.Errorf("%s: a new row's columns differ from the description's", id)
		}
	}
}
