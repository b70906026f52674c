package campaign

import (
	"reflect"
	"strings"
	"testing"

	"rollformular/encounter"
	"rollformular/sheet"
)

// The bug this guards against: the campaign panel took the summaries apart by a copy of their
// English grammar of its own, so a summary worded anew here would have shown untranslated,
// or half taken apart, with nothing to say so. What the saves write reads back into its parts.
func TestWhatTheSavesSummarizeReadsBackIntoItsParts(t *testing.T) {
	_, asa := campaignWith(t)
	names := spelsystemetNames(t)
	c := load(t, asa)
	c.Attributes["sty"] = 16
	c.Notes = "ny"
	Save(asa, c, names)
	other := load(t, asa)
	other.State["trotthet"] = 3
	sheet.Save(asa, other) // another program
	c = load(t, asa)
	c.Name = "Åsa"
	Save(asa, c, names)
	if _, err := Restore(asa, 1, names); err != nil {
		t.Fatal(err)
	}
	vs, err := History(asa)
	if err != nil || len(vs) != 5 {
		t.Fatal(len(vs), err)
	}
	want := []Summary{
		{Lead: LeadAsFound},
		{Changes: []Change{{Text: "STY 15 → 16"}, {Member: KindNotes, Changed: true}}},
		{Lead: LeadOutside, Changes: []Change{{Text: "Trötthet 0 → 3"}}},
		{Changes: []Change{{Member: KindName, Text: "Åsa Järnhand → Åsa"}}},
		{Lead: LeadRestored, Version: 1},
	}
	for i, v := range vs {
		got := ReadSummary(v.Summary)
		if i == 4 {
			got.Changes = nil // what restoring took back, checked by the history's own tests
		}
		if !reflect.DeepEqual(got, want[i]) {
			t.Errorf("version %d's %q read as %+v, want %+v", v.Version, v.Summary, got, want[i])
		}
	}
}

// A summary cut at MaxSummary says how many changes it left off, and reads back so; a new
// fight reads as its round and count; an empty one as no change.
func TestACutSummaryAndAFightsReadBack(t *testing.T) {
	var parts []string
	for range 40 {
		parts = append(parts, "Svärd 10 → 11")
	}
	got := ReadSummary(cutSummary(strings.Join(parts, ", ")))
	if got.Lead != LeadNone || got.More == 0 || got.More+len(got.Changes) != 41 || got.Changes[0].Text != "Svärd 10 → 11" {
		t.Errorf("a cut summary read as %d changes and %d more", len(got.Changes), got.More)
	}
	fight := &sheet.Encounter{Round: 2, Combatants: make([]sheet.Combatant, 3)}
	if got := ReadSummary(encounter.Summary(nil, fight)); got.Lead != LeadNewFight || got.Round != 2 || got.Combatants != 3 {
		t.Errorf("%q read as %+v", encounter.Summary(nil, fight), got)
	}
	if got := ReadSummary(""); !reflect.DeepEqual(got, Summary{}) {
		t.Errorf("no summary read as %+v", got)
	}
	// A number past what a history holds is no lead: the line is kept whole, as written.
	odd := "restored version 12345678901234567890: STY 1 → 2"
	if got := ReadSummary(odd); got.Lead != LeadNone || len(got.Changes) != 1 || got.Changes[0].Text != odd {
		t.Errorf("%q read as %+v", odd, got)
	}
}
