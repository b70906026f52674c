package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine"
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

// A skill's row is the same for the skills tab and the paper: a skill of the rules named by its
// catalogue entry ("Spela") and asking for the specialisation the entry names ("Instrument"),
// one of the player's own by its own name, each with what the rules derive of it, the roll
// that names it, and its problems at its own field.
func TestASkillsRowIsNamedByTheRulesOrThePlayer(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	doc := &sheet.Character{Ruleset: "spelsystemet", Skills: []sheet.Skill{
		{ID: "spela", Spec: "Flöjt", Value: 12},
		{Name: "Knyta knopar", Value: 31}, // past the range: a problem of its row
	}}
	layout, filed := derivedOf(rs, doc)
	rows := screen.SkillRows(rs, doc, layout, filed)
	if len(rows) != 2 {
		t.Fatalf("%d rows of 2 skills", len(rows))
	}
	spela, own := rows[0], rows[1]
	if spela.Name != "Spela" || spela.SpecHint != "Instrument" || spela.Path != "skills.0" || spela.SpecPath != "skills.0.spec" {
		t.Errorf("the rules' skill: %q (spec %q) at %q and %q", spela.Name, spela.SpecHint, spela.Path, spela.SpecPath)
	}
	if own.Name != "Knyta knopar" || own.SpecHint != "" {
		t.Errorf("the player's own skill: %q (spec %q)", own.Name, own.SpecHint)
	}
	for _, r := range rows {
		if r.Derived.Label == "" || r.Roll.Kind != engine.SkillRoll || r.Roll.Name != r.Derived.Label {
			t.Errorf("%s: derived %q rolled as %+v", r.Name, r.Derived.Label, r.Roll)
		}
		if r.HasDice {
			t.Errorf("%s: spelsystemet's skills are no pools of dice", r.Name)
		}
	}
	if len(own.Problems) == 0 || len(spela.Problems) != 0 {
		t.Errorf("problems: %q for the rules' skill, %q for FV 31", spela.Problems, own.Problems)
	}
}

// 004_b260f69c548f960d.txt: "En hjältes färdighetsvärde fungerar som en pott av extra tärningar
// ... Spelarna bockar av använda färdighetstärningar på rollformuläret." Each of Nadir's skills
// is a pool of dice with those he has spent, as the paper ticks them.
func TestASkillOfDiceCarriesItsPool(t *testing.T) {
	rs := rulesetOf(t, "odestarningar")
	doc, err := sheet.Load("../assets/examples/nadir.json")
	if err != nil {
		t.Fatal(err)
	}
	layout, filed := derivedOf(rs, doc)
	for i, r := range screen.SkillRows(rs, doc, layout, filed) {
		if !r.HasDice || r.Dice != layout.SkillDice[i] || r.Dice.Have != doc.Skills[i].Value {
			t.Errorf("%s: pool %+v (has %v), want the layout's %+v of FV %d", r.Name, r.Dice, r.HasDice, layout.SkillDice[i], doc.Skills[i].Value)
		}
	}
}
