package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/screen"
	"rollformular/sheet"
)

// weaponsOf are doc's weapons by rs, the view's problems filed in Swedish.
func weaponsOf(rs engine.Ruleset, doc *sheet.Character) screen.WeaponTable {
	layout, filed := derivedOf(rs, doc)
	return screen.Weapons(rs, doc, layout, filed)
}

// Every example character of every ruleset has a row for each of its weapons, at its field,
// holding what the rules derive of it, its notes and what is wrong with it, and the rules'
// column heads: the same for the editor, the sheet and the NPC block.
func TestEveryExampleHasARowForEachWeapon(t *testing.T) {
	reg := builtin(t)
	for _, id := range reg.IDs() {
		rs := rulesetOf(t, id)
		desc := rs.Description()
		for _, doc := range examplesOf(t, id) {
			layout, filed := derivedOf(rs, doc)
			table := screen.Weapons(rs, doc, layout, filed)
			if table.Columns != desc.WeaponColumns || table.Listed != (len(desc.Weapons) > 0) || table.DamageHint != desc.DamageHint {
				t.Errorf("%s %s: columns %q, listed %v, hint %q", id, doc.Name, table.Columns, table.Listed, table.DamageHint)
			}
			if len(table.Rows) != max(len(doc.Weapons), len(layout.Weapons)) {
				t.Fatalf("%s %s: %d rows of %d weapons", id, doc.Name, len(table.Rows), len(doc.Weapons))
			}
			for i, r := range table.Rows {
				w := doc.Weapons[i]
				if r.Path != fieldpath.Weapon(i) || !r.Held || r.Derived.ID != engine.At(layout.Weapons, i).ID || r.Notes != w.Notes || r.Damage != w.Damage {
					t.Errorf("%s %s weapon %d: %+v", id, doc.Name, i, r)
				}
				if (r.DamagePath != "") != desc.EnterWeaponDamage || r.Roll.Kind != engine.WeaponRoll || r.Roll.Name != r.Name || r.Name == "" {
					t.Errorf("%s %s weapon %d: damage field %q, roll %+v", id, doc.Name, i, r.DamagePath, r.Roll)
				}
				if !slices.Equal(r.Problems, filed.Of(r.Path)) {
					t.Errorf("%s %s weapon %d: problems %q, want %q", id, doc.Name, i, r.Problems, filed.Of(r.Path))
				}
			}
		}
	}
}

// A weapon is named by the document, else by the rules' catalogue, else by its id: the editor
// and the paper named one the rules derive nothing for apart. One the rules do not know is
// kept, with what is wrong with it; what the rules say of a weapon is said once for two of it.
func TestWeaponsAreNamedAndNotedOnce(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	doc := sheet.New("spelsystemet")
	doc.Weapons = []sheet.Weapon{{ID: "svard", Notes: "hackig egg"}, {ID: "stridsgissel"}, {ID: "stridsgissel", Name: "Andra gisslet"}, {ID: "finns-inte"}}
	table := weaponsOf(rs, doc)
	var names []string
	for _, r := range table.Rows {
		names = append(names, r.Name)
	}
	if want := []string{"Svärd", "Stridsgissel", "Andra gisslet", "finns-inte"}; !slices.Equal(names, want) {
		t.Errorf("names %q, want %q", names, want)
	}
	if unknown := table.Rows[3]; unknown.Derived.Label != "" || len(unknown.Problems) == 0 || len(table.Problems) == 0 {
		t.Errorf("an unknown weapon: derived %q, problems %q; the table's %q", unknown.Derived.Label, unknown.Problems, table.Problems)
	}
	if table.Known() != 3 {
		t.Errorf("%d weapons known, want 3", table.Known())
	}
	w := engine.Words{}
	if notes, want := table.Notes(w), []string{table.Rows[0].Derived.Note.In(w), table.Rows[1].Derived.Note.In(w)}; !slices.Equal(notes, want) || want[1] == "" {
		t.Errorf("the rules' notes %q, want the sword's and the flail's once: %q", notes, want)
	}
	if table.Rows[0].Notes != "hackig egg" {
		t.Errorf("the sword's notes %q", table.Rows[0].Notes)
	}
}
