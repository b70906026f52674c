package screen_test

import (
	"slices"
	"testing"

	"rollformular/screen"
	"rollformular/sheet"
)

// The editor grouped a skill by its catalogue entry and the printed sheet by its derived row,
// so they could head one skill differently; both now take the groups from one place. A skill
// of the rules is in its entry's group, in the rules' order, one of the player's own in the
// group it names, and the rest, an own skill of a group the rules do not have and a skill the
// rules do not know, under no group of theirs, last.
func TestTheEditorAndThePaperGroupSkillsAlike(t *testing.T) {
	rs, err := builtin(t).Lookup("spelsystemet")
	if err != nil {
		t.Fatal(err)
	}
	doc := sheet.New("spelsystemet")
	doc.Skills = []sheet.Skill{
		{ID: "allmanbildning", Value: 10},           // kunskap
		{ID: "lyssna", Value: 10},                   // vanlig
		{Name: "Segla", Group: "yrke", Value: 8},    // an own skill of a group of the rules'
		{Name: "Trolleri", Group: "magi", Value: 5}, // an own skill of a group they lack
		{ID: "finns-inte", Value: 3},                // a skill they do not know
		{ID: "spana", Value: 9},                     // vanlig
	}
	groups := screen.SkillGroups(rs.Description(), doc)
	var ids []string
	held := map[string][]int{}
	for _, g := range groups {
		ids = append(ids, g.ID)
		held[g.ID] = g.Held
	}
	// The rules' four groups in the text's order, then the others.
	if want := []string{"vanlig", "kunskap", "strid", "yrke", ""}; !slices.Equal(ids, want) {
		t.Fatalf("groups %q, want %q", ids, want)
	}
	for id, want := range map[string][]int{"vanlig": {1, 5}, "kunskap": {0}, "strid": nil, "yrke": {2}, "": {3, 4}} {
		if !slices.Equal(held[id], want) {
			t.Errorf("group %q holds skills %v, want %v", id, held[id], want)
		}
	}
	// A blank sheet lists the rules' catalogue by group, and no skill of a document.
	for _, g := range screen.SkillGroups(rs.Description(), nil) {
		if len(g.Held) > 0 || (g.ID != "" && len(g.Catalogue) == 0) {
			t.Errorf("blank: group %q holds %v and lists %d of the rules' skills", g.ID, g.Held, len(g.Catalogue))
		}
	}
}

// Rules without groups give one group of none, holding every skill.
func TestSkillsOfRulesWithoutGroupsAreOneGroup(t *testing.T) {
	rs, err := builtin(t).Lookup("odestarningar")
	if err != nil {
		t.Fatal(err)
	}
	doc := sheet.New("odestarningar")
	doc.Skills = []sheet.Skill{{Name: "Segla", Value: 2}, {Name: "Skytte", Value: 3}}
	groups := screen.SkillGroups(rs.Description(), doc)
	if len(groups) != 1 || groups[0].ID != "" || !slices.Equal(groups[0].Held, []int{0, 1}) {
		t.Errorf("groups %+v, want one of none holding both", groups)
	}
}
