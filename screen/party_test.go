package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
)

// memberOf is the party row of doc, worded in Swedish.
func memberOf(t *testing.T, doc *sheet.Character) (screen.Member, engine.Words) {
	t.Helper()
	rs := rulesetOf(t, doc.Ruleset)
	w := screen.WordsOf(rs, "sv")
	return screen.NewMember(rs, doc, "x.json", w), w
}

// spelsystemet.txt: "varje skada kan orsaka en viss mängd av blodförlust och nedsatt rörlighet,
// vilket representeras med 1 poäng Trötthet". The GM's row of a wounded, tired character shows
// the Trötthet she has taken and her LP as her rules give it, beside her main values.
func TestAPartyRowShowsWhatAFightHasCostTheCharacter(t *testing.T) {
	doc := exampleOf(t, "asa-jarnhand")
	fresh, w := memberOf(t, doc)
	doc.State = sheet.State{"trotthet": 3}
	tired, _ := memberOf(t, doc)

	values, trackers := screen.PartyColumns([]screen.Member{fresh}, w)
	if !slices.ContainsFunc(values, func(c screen.PartyColumn) bool { return c.Head == "LP" }) {
		t.Errorf("the party's columns %v have no LP", values)
	}
	if i := slices.IndexFunc(trackers, func(c screen.PartyColumn) bool { return c.Key == "trotthet" }); i < 0 {
		t.Fatalf("the party's trackers %v have no Trötthet", trackers)
	}
	if got := fresh.TrackerText("trotthet", w); got != "0" {
		t.Errorf("a rested Åsa's Trötthet is %q, want 0", got)
	}
	if got := tired.TrackerText("trotthet", w); got != "3" {
		t.Errorf("a tired Åsa's Trötthet is %q, want 3", got)
	}
	if got := fresh.ValueText("lp", w); got != "13" {
		t.Errorf("Åsa's LP is %q, want 13", got)
	}
}

// zonstrid.txt: "Mänskliga SLP och djur har inte tillstånd utan ett värde i Tålighet." A
// player character's row has no Tålighet column; an NPC's has, and no tracker kept only of
// player characters.
func TestAPartyRowHasOnlyTheTrackersOfItsKind(t *testing.T) {
	eira := exampleOf(t, "eira")
	pc, _ := memberOf(t, eira)
	if slices.ContainsFunc(pc.Trackers, func(tr screen.Tracker) bool { return tr.NPC }) {
		t.Errorf("a player character's row has an NPC's tracker: %v", pc.Trackers)
	}
	bombur := exampleOf(t, "bombur")
	bombur.NPC = true
	npc, _ := memberOf(t, bombur)
	if slices.ContainsFunc(npc.Trackers, func(tr screen.Tracker) bool { return tr.Players }) {
		t.Errorf("an NPC's row has a tracker kept only of player characters: %v", npc.Trackers)
	}
}

// Members of two rulesets give each rules' columns once, in the order the first to have them
// gives them.
func TestAPartysColumnsAreEachMembersOnce(t *testing.T) {
	a, w := memberOf(t, exampleOf(t, "asa-jarnhand"))
	b, _ := memberOf(t, exampleOf(t, "rovare"))
	c, _ := memberOf(t, exampleOf(t, "bombur"))
	values, _ := screen.PartyColumns([]screen.Member{a, b, c}, w)
	seen := map[string]bool{}
	for _, v := range values {
		if seen[v.Key] {
			t.Errorf("column %s twice", v.Key)
		}
		seen[v.Key] = true
	}
	if values[0].Key != a.Values[0].ID || !seen["lp"] {
		t.Errorf("columns %v do not begin with the first member's", values)
	}
}

// exampleOf is the example character assets/examples/NAME.json.
func exampleOf(t *testing.T, name string) *sheet.Character {
	t.Helper()
	c, err := sheet.Load("../assets/examples/" + name + ".json")
	if err != nil {
		t.Fatal(err)
	}
	return c
}
