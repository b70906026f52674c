package screen_test

import (
	"testing"

	"rollformular/engine/fieldpath"
	"rollformular/screen"
	"rollformular/sheet"
)

// 004_b260f69c548f960d.txt: "Färdighetsbonus: Fördelar som ger bonus på färdigheter kan bara
// köpas i en nivå och räknas samtliga som måttliga fördelar." A trait the rules give one level
// has it whatever the document says, and is for the skill the player names; one the player
// chooses has the document's level, 0 meaning 1, and a level past 1–3 reads as 1 with the
// rules' problem filed at the trait. Each has its kind's sign and the rules' reckoning.
func TestATraitsRowHasTheLevelTheRulesAllow(t *testing.T) {
	rs := rulesetOf(t, "odestarningar")
	doc, err := sheet.Load("../assets/examples/nadir.json")
	if err != nil {
		t.Fatal(err)
	}
	doc.Traits = []sheet.Trait{
		{ID: "fardighetsbonus", Level: 3, Skill: "skytte"},
		{ID: "stark", Level: 3},
		{ID: "bracklig"},
		{Name: "Envis", Kind: "fordel", Level: 7},
	}
	layout, filed := derivedOf(rs, doc)
	rows := screen.TraitRows(rs, doc, layout, filed)
	for i, want := range []struct {
		name, sign string
		level      int
		fixed      bool
		forSkill   bool
	}{
		{"Färdighetsbonus", "+", 2, true, true},
		{"Stark", "+", 3, false, false},
		{"Bräcklig", "−", 1, false, false},
		{"Envis", "+", 1, false, false},
	} {
		r := rows[i]
		if r.Name != want.name || r.Kind.Sign != want.sign || !r.KindOK || r.Level != want.level || r.Fixed != want.fixed || r.ForSkill != want.forSkill {
			t.Errorf("trait %d: %q %q level %d fixed %v for a skill %v, want %+v", i, r.Name, r.Kind.Sign, r.Level, r.Fixed, r.ForSkill, want)
		}
		if r.Path != fieldpath.Trait(i) || r.Derived.Label == "" && len(r.Problems) == 0 {
			t.Errorf("trait %d at %q: neither derived nor flagged", i, r.Path)
		}
	}
	if len(rows[3].Problems) == 0 {
		t.Errorf("Envis at level 7 is not flagged: %+v", rows[3])
	}
}
