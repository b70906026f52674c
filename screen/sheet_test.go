package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine"
	"rollformular/screen"
)

// spelsystemet.txt: "Exempelvis är alla egenskapers artmaximum för vanliga människor 21 (3T6
// ger som mest 18 och som minst 3)." A sheet of a character within the rules has nothing that
// breaks them; one whose KRA is past the species' maximum has, and Broken holds the rules'
// errors only, in the order the derivation gives them. The sheet names its rules and takes the
// shape of their description.
func TestASheetSaysWhatBreaksTheRules(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	doc := exampleOf(t, "asa-jarnhand")
	w := screen.WordsOf(rs, "sv")
	fine := screen.Of(rs, doc, w, false)
	if len(fine.Broken) != 0 {
		t.Errorf("Åsa breaks the rules: %+v", fine.Broken)
	}
	if fine.Rules != "Spelsystemet" {
		t.Errorf("Åsa's sheet is of %q, want Spelsystemet", fine.Rules)
	}
	if fine.Shape.Traits.Title != rs.Description().TraitsTitle || !fine.Shape.Armor.ByPart {
		t.Errorf("the sheet's shape %+v is not the rules'", fine.Shape)
	}

	doc.Attributes["kra"] = 40
	view := rs.Derive(doc)
	var want []engine.Problem
	for _, pr := range view.Problems() {
		if pr.Severity == engine.Error {
			want = append(want, pr)
		}
	}
	broken := screen.Of(rs, doc, w, false)
	if len(broken.Broken) == 0 || !slices.EqualFunc(broken.Broken, want, func(a, b engine.Problem) bool { return a.In(w) == b.In(w) }) {
		t.Errorf("KRA 40 breaks %+v, want the errors %+v", broken.Broken, want)
	}
	for _, pr := range broken.Broken {
		if pr.Severity != engine.Error {
			t.Errorf("%+v is no error but is among what breaks the rules", pr)
		}
	}
}

// spelsystemet.txt: "Kunskapsfärdigheter ... Detta är benämningen för en grupp av färdigheter".
// A character's sheet places each of its skills in one group, once; a blank sheet's groups
// hold the rules' catalogue and none of a character's, whatever the document it is drawn from.
func TestASheetsSkillGroupsHoldItsSkillsOrTheCatalogue(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	doc := exampleOf(t, "asa-jarnhand")
	w := screen.WordsOf(rs, "sv")
	held := map[int]int{}
	for _, g := range screen.Of(rs, doc, w, false).SkillGroups {
		for _, i := range g.Held {
			held[i]++
		}
	}
	if len(doc.Skills) == 0 || len(held) != len(doc.Skills) {
		t.Errorf("Åsa's %d skills are placed as %v", len(doc.Skills), held)
	}
	for i, n := range held {
		if n != 1 {
			t.Errorf("skill %d is in %d groups", i, n)
		}
	}
	catalogue := 0
	for _, g := range screen.Of(rs, doc, w, true).SkillGroups {
		if len(g.Held) > 0 {
			t.Errorf("a blank sheet's group %q holds skills %v", g.Name, g.Held)
		}
		catalogue += len(g.Catalogue)
	}
	if catalogue != len(rs.Description().Skills) {
		t.Errorf("a blank sheet lists %d skills of the rules' %d", catalogue, len(rs.Description().Skills))
	}
}

// A blank document is of the rules it is asked of, empty, and an NPC's where asked: a blank
// NPC block is drawn from one, which the rules derive as an NPC's.
func TestABlankDocumentIsOfItsRulesAndKind(t *testing.T) {
	reg := builtin(t)
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		for _, npc := range []bool{false, true} {
			doc := screen.BlankDocument(rs, npc)
			if doc.Ruleset != id || screen.RulesID(rs) != id || doc.NPC != npc || doc.Name != "" || len(doc.Skills) != 0 {
				t.Errorf("%s, NPC %v: the blank document %+v", id, npc, doc)
			}
		}
	}
}
