package screen_test

import (
	"testing"

	"rollformular/engine/fieldpath"
	"rollformular/screen"
	"rollformular/sheet"
)

// 004_b260f69c548f960d.txt: "Belastningsrutor (br eller bara rutor) ersätter kilo för alla
// prylar som hjältar släpar på." Each line of Nadir's gear is named by the rules' list or by
// the document, counted at least once (none in the document is one), with the boxes the rules
// count it to, and a line the rules do not know is flagged at its own field.
func TestAGearLineIsCountedOnceAtLeast(t *testing.T) {
	rs := rulesetOf(t, "odestarningar")
	doc, err := sheet.Load("../assets/examples/nadir.json")
	if err != nil {
		t.Fatal(err)
	}
	doc.Gear = append(doc.Gear, sheet.Gear{Name: "Eget rep", Count: 0}, sheet.Gear{ID: "no-such-thing", Count: 2})
	layout, filed := derivedOf(rs, doc)
	rows := screen.GearRows(rs, doc, layout, filed)
	for i, want := range []struct {
		name  string
		count int
	}{{"Magasin", 3}, {"Medkit", 1}, {"Dygnsranson", 2}, {"Eget rep", 1}, {"", 2}} {
		r := rows[i]
		if r.Count != want.count || want.name != "" && r.Name != want.name || r.Path != fieldpath.Gear(i) || r.CountPath != fieldpath.Gear(i).Of("count") {
			t.Errorf("line %d: %q × %d at %q, want %q × %d", i, r.Name, r.Count, r.Path, want.name, want.count)
		}
	}
	for _, r := range rows[:3] {
		if r.Derived.Label == "" || r.Derived.Abbr == "" {
			t.Errorf("%s: no boxes counted: %+v", r.Name, r.Derived)
		}
	}
	if len(rows[4].Problems) == 0 {
		t.Errorf("a line the rules do not know is not flagged: %+v", rows[4])
	}
}
