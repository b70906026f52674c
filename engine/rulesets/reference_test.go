package rulesets_test

import (
	"slices"
	"testing"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/engine/rulesets"
)

// Every ruleset gives a quick reference whose tables its own Prob fills: a key or an option a
// table names that the roll does not know would fail here, not on paper.
func TestEveryRulesetsReferenceIsCounted(t *testing.T) {
	reg, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		ref := rs.Description().QuickReference
		if len(ref.Odds) == 0 {
			t.Errorf("%s gives no quick reference", id)
			continue
		}
		for _, table := range ref.Tables {
			for _, row := range table.Rows {
				if len(row) != len(table.Heads) {
					t.Errorf("%s: %s: a row of %d cells under %d heads: %q", id, table.Title, len(row), len(table.Heads), row)
				}
			}
		}
		for _, table := range ref.Odds {
			rows, err := table.Rows(rs)
			if err != nil {
				t.Errorf("%s: %v", id, err)
				continue
			}
			if len(rows) != len(table.Values) || len(rows[0]) != len(table.Columns)+1 {
				t.Errorf("%s: %s has %d rows of %d cells", id, table.Title, len(rows), len(rows[0]))
			}
		}
	}
}

// The references say what the sheets say: Åsa's Svärd 13 "lyckas 65 %", three öde dice
// against "normalt 5" 70 % (prob --ruleset odestarningar --dice 3 --difficulty 5: 0.7037).
func TestTheReferencesAgreeWithTheSheets(t *testing.T) {
	reg, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id        string
		value     int
		col, want string
	}{{"spelsystemet", 13, "lyckas", "65 %"}, {"odestarningar", 3, "normalt 5", "70 %"}, {"zonstrid", 1, "minst 1", "17 %"}} {
		rs, _ := reg.Lookup(c.id)
		table := rs.Description().QuickReference.Odds[0]
		rows, err := table.Rows(rs)
		if err != nil {
			t.Fatal(err)
		}
		col := slices.IndexFunc(table.Columns, func(oc engine.OddsColumn) bool { return oc.Head == c.col })
		row := slices.Index(table.Values, c.value)
		if col < 0 || row < 0 || rows[row][col+1] != c.want {
			t.Errorf("%s: %s at %d is %v, want %s", c.id, c.col, c.value, rows[max(row, 0)], c.want)
		}
	}
}
