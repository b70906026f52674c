package fieldpath

import "testing"

// The paths are the document's JSON places, as `check` prints them and the editor marks them.
func TestPathsAreTheDocumentsPlaces(t *testing.T) {
	for _, c := range []struct {
		got  Path
		want string
	}{
		{Attribute("hal"), "attributes.hal"},
		{State("current_lp"), "state.current_lp"},
		{Armor("huvud"), "armor.huvud"},
		{Skill(3), "skills.3"},
		{Skill(cached), "skills.100"},
		{Weapon(0).Of("damage"), "weapons.0.damage"},
		{Trait(2).Of("skill"), "traits.2.skill"},
		{Gear(99).Of("count"), "gear.99.count"},
		{Wound(1), "wounds.1"},
		{Drive(-1), "drives.-1"},
	} {
		if string(c.got) != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	if p := Gear(3).Of("count"); p.Parent() != Gear(3) || p.Parent().Parent() != "gear" || Path("gear").Parent() != "" {
		t.Errorf("the parents of %q: %q, %q", p, p.Parent(), p.Parent().Parent())
	}
}

// A row's path costs no allocation on a keystroke.
func TestARowPathAllocatesNothing(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = Skill(42) }); n != 0 {
		t.Errorf("%v allocations for a cached row", n)
	}
}
