package screen_test

import (
	"slices"
	"testing"

	"rollformular/screen"
)

// spelsystemet.txt: "Om slaget är lägre än det aktuella värdet, räknas det som lyckat." and "Är
// det exakt lika med värdet, har man uppnått ett kritiskt resultat." and "Slår man 20 på
// tärningen, har man fumlat". The quick reference counts its odds: against 11 a T20 succeeds on
// 1–11 (55 %, a critical counted as a success), is critical on 11 (5 %) and fumbles on 20 (5 %).
func TestTheQuickReferenceCountsItsOdds(t *testing.T) {
	ref := screen.ReferenceOf(rulesetOf(t, "spelsystemet"))
	if ref.Rules != "Spelsystemet" || len(ref.Odds) == 0 {
		t.Fatalf("the reference %+v", ref)
	}
	odds := ref.Odds[0]
	if odds.Err != nil || len(odds.Rows) != len(odds.Values) {
		t.Fatalf("the odds %q: %d rows of %d values, %v", odds.Title, len(odds.Rows), len(odds.Values), odds.Err)
	}
	i := slices.Index(odds.Values, 11)
	if i < 0 {
		t.Fatalf("no row for 11 among %v", odds.Values)
	}
	if got, want := odds.Rows[i], []string{"11", "55 %", "5 %", "5 %"}; !slices.Equal(got, want) {
		t.Errorf("against 11: %q, want %q", got, want)
	}
}

// Every ruleset's reference has its tables counted without error, its conditions, and its
// body parts named by their labels with what the rules say of each.
func TestEachRulesetsReferenceIsItsRules(t *testing.T) {
	reg := builtin(t)
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		desc := rs.Description()
		ref := screen.ReferenceOf(rs)
		if ref.Rules != desc.Name || len(ref.Odds) != len(desc.QuickReference.Odds) || len(ref.Tables) != len(desc.QuickReference.Tables) {
			t.Errorf("%s: the reference %+v", id, ref)
		}
		for _, o := range ref.Odds {
			if o.Err != nil || len(o.Rows) != len(o.Values) {
				t.Errorf("%s: the odds %q: %d rows of %d values, %v", id, o.Title, len(o.Rows), len(o.Values), o.Err)
			}
		}
		if len(ref.Conditions) != len(desc.Conditions) || len(ref.BodyParts) != len(desc.BodyParts) {
			t.Errorf("%s: %d conditions, %d body parts", id, len(ref.Conditions), len(ref.BodyParts))
		}
		for i, bp := range desc.BodyParts {
			if ref.BodyParts[i].Name != bp.Label || ref.BodyParts[i].Description != bp.About {
				t.Errorf("%s: body part %d is %+v, want %q", id, i, ref.BodyParts[i], bp.Label)
			}
		}
	}
}
