package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/screen"
	"rollformular/sheet"
)

// rulesetOf is the built-in ruleset id.
func rulesetOf(t *testing.T, id string) engine.Ruleset {
	t.Helper()
	rs, err := builtin(t).Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// derivedOf is doc derived by rs: its layout, and its problems filed in Swedish.
func derivedOf(rs engine.Ruleset, doc *sheet.Character) (*engine.Layout, screen.Problems) {
	view := rs.Derive(doc)
	return view.Layout(), screen.FileProblems(view.Problems(), engine.Words{})
}

// attributesOf are doc's attribute rows by rs, the view's problems filed in Swedish.
func attributesOf(rs engine.Ruleset, doc *sheet.Character) []screen.Attribute {
	layout, filed := derivedOf(rs, doc)
	return screen.Attributes(rs, doc, layout, filed)
}

// Every example character of every ruleset has a row for each of its attributes, in the rules'
// order, holding its value, its field, what the rules derive for it and what is wrong with it:
// the same for the editor and the paper.
func TestEveryExampleHasARowForEachAttribute(t *testing.T) {
	reg := builtin(t)
	for _, id := range reg.IDs() {
		rs := rulesetOf(t, id)
		desc := rs.Description()
		for _, doc := range examplesOf(t, id) {
			layout, filed := derivedOf(rs, doc)
			rows := screen.Attributes(rs, doc, layout, filed)
			want := desc.AttributesOf(doc)
			if len(rows) != len(want) {
				t.Fatalf("%s %s: %d rows, want %d", id, doc.Name, len(rows), len(want))
			}
			for i, r := range rows {
				a := want[i]
				if r.ID != a.ID || r.Path != fieldpath.Attribute(a.ID) || r.Value != doc.AttributeOr(a.ID, a.Default) {
					t.Errorf("%s %s row %d: %s at %s = %d, want %s = %d", id, doc.Name, i, r.ID, r.Path, r.Value, a.ID, doc.AttributeOr(a.ID, a.Default))
				}
				derived := layout.AttributeRow(a.ID)
				if r.Roll.Label != derived.Roll.Label || r.Training.Text != derived.Training.Text {
					t.Errorf("%s %s %s: roll %q, training %q; the rules derive %q, %q", id, doc.Name, a.ID, r.Roll.Label, r.Training.Text, derived.Roll.Label, derived.Training.Text)
				}
				if !slices.Equal(r.Problems, filed.Of(r.Path)) {
					t.Errorf("%s %s %s: problems %q, want %q", id, doc.Name, a.ID, r.Problems, filed.Of(r.Path))
				}
				if (r.NamePath != "") != desc.OwnAttributes {
					t.Errorf("%s %s %s: name field %q where the rules' own attributes are %v", id, doc.Name, a.ID, r.NamePath, desc.OwnAttributes)
				}
			}
		}
	}
}

// Åsa's row of SKI holds the value she trained it to, the one she rolled, her mark on KRA alone,
// the odds of a roll against it and how far training takes it; and it is headed with the
// abbreviation and the name.
func TestAsasAttributesHoldWhatTheSheetShows(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	doc, err := sheet.Load("../assets/examples/asa-jarnhand.json")
	if err != nil {
		t.Fatal(err)
	}
	if !screen.ShapeOf(rs.Description()).RolledAttributes {
		t.Error("the rules roll their attributes; the sheet has no columns for it")
	}
	rows := attributesOf(rs, doc)
	var ski screen.Attribute
	for _, r := range rows {
		if r.ID == "ski" {
			ski = r
		}
		if r.Marked != (r.ID == "kra") {
			t.Errorf("%s marked %v; only KRA has a mark", r.ID, r.Marked)
		}
		if r.Own || r.Dice == "" {
			t.Errorf("%s: own %v, dice %q: the rules' attributes are rolled", r.ID, r.Own, r.Dice)
		}
	}
	if ski.Value != 14 || !ski.HasOriginal || ski.Original != 13 {
		t.Errorf("SKI %d, rolled %d (%v); want 14, rolled 13", ski.Value, ski.Original, ski.HasOriginal)
	}
	if ski.Heading != ski.Abbr+" "+ski.Label || ski.Abbr == "" || ski.Label == "" {
		t.Errorf("SKI heads its row %q", ski.Heading)
	}
	if ski.Roll.Label == "" || ski.Roll.Odds == nil || ski.Training.Label == "" {
		t.Errorf("SKI: roll %+v, training %+v; both given by the rules", ski.Roll, ski.Training)
	}
	if len(ski.Problems) != 0 {
		t.Errorf("SKI: %q; Åsa breaks no rule", ski.Problems)
	}
	// A value past the rules' range is kept as it is, and its problem is the row's.
	doc.Attributes["ski"] = 99
	for _, r := range attributesOf(rs, doc) {
		if r.ID == "ski" && (r.Value != 99 || len(r.Problems) == 0) {
			t.Errorf("SKI 99: value %d, problems %q", r.Value, r.Problems)
		}
	}
}

// A ruleset that lets the player name attributes shows a renamed one under the player's name,
// with the rules' as the name field's hint, and one of the player's own after the rules', under
// its name or its id, with the range the texts leave to the program; a blank sheet's rows are
// the rules' attributes at their defaults.
func TestOwnAndRenamedAttributes(t *testing.T) {
	rs := rulesetOf(t, "intensitet")
	desc := rs.Description()
	doc := sheet.New("intensitet")
	first := desc.Attributes[0]
	doc.Attributes = map[string]int{first.ID: 12, "visdom": 7, "zz": 120}
	doc.AttributeNames = map[string]string{first.ID: "Råstyrka", "visdom": "Visdom"}
	if screen.ShapeOf(desc).RolledAttributes {
		t.Error("the rules roll no attributes; the sheet has columns for it")
	}
	rows := attributesOf(rs, doc)
	if len(rows) != len(desc.Attributes)+2 {
		t.Fatalf("%d rows, want the rules' %d and two own", len(rows), len(desc.Attributes))
	}
	renamed := rows[0]
	if renamed.Label != "Råstyrka" || renamed.Given != "Råstyrka" || renamed.Unnamed != first.Label || renamed.Own ||
		renamed.NamePath != fieldpath.AttributeName(first.ID) || renamed.Heading != first.Abbr+" Råstyrka" {
		t.Errorf("renamed: %+v", renamed)
	}
	visdom, zz := rows[len(rows)-2], rows[len(rows)-1]
	if visdom.ID != "visdom" || !visdom.Own || visdom.Label != "Visdom" || visdom.Given != "Visdom" || visdom.Unnamed != "visdom" ||
		visdom.Value != 7 || visdom.Range() != engine.OwnAttributeRange || visdom.Heading != "VIS Visdom" {
		t.Errorf("own, named: %+v", visdom)
	}
	if zz.ID != "zz" || !zz.Own || zz.Given != "" || zz.Label != "zz" || zz.Unnamed != "zz" || zz.Value != 120 {
		t.Errorf("own, unnamed: %+v", zz)
	}
	blank := sheet.New("intensitet")
	for i, r := range attributesOf(rs, blank) {
		if a := desc.Attributes[i]; r.ID != a.ID || r.Value != a.Default || r.Own || r.Given != "" {
			t.Errorf("blank row %d: %+v, want %s at %d", i, r, a.ID, a.Default)
		}
	}
}

// The derived values beside the attributes are the main ones first, then each group in the
// order of its first value, every value once; none for rules without any, so no empty heading.
func TestDerivedValuesAreGroupedMainFirst(t *testing.T) {
	reg := builtin(t)
	for _, id := range reg.IDs() {
		rs := rulesetOf(t, id)
		for _, doc := range examplesOf(t, id) {
			layout := rs.Derive(doc).Layout()
			groups := screen.DerivedValues(layout)
			if len(layout.Values) == 0 {
				if groups != nil {
					t.Errorf("%s %s: groups %+v of no values", id, doc.Name, groups)
				}
				continue
			}
			if groups[0].Name != "" {
				t.Errorf("%s %s: the first group is %q, not the main values", id, doc.Name, groups[0].Name)
			}
			var order []string
			n := 0
			for gi, g := range groups {
				if gi > 0 && (g.Name == "" || len(g.Values) == 0) {
					t.Errorf("%s %s: group %d %q of %d values", id, doc.Name, gi, g.Name, len(g.Values))
				}
				for _, v := range g.Values {
					if v.Group != g.Name {
						t.Errorf("%s %s: %s of group %q under %q", id, doc.Name, v.ID, v.Group, g.Name)
					}
				}
				order = append(order, g.Name)
				n += len(g.Values)
			}
			var first []string
			for _, v := range layout.Values {
				if v.Group != "" && !slices.Contains(first, v.Group) {
					first = append(first, v.Group)
				}
			}
			if !slices.Equal(order[1:], first) || n != len(layout.Values) {
				t.Errorf("%s %s: groups %q holding %d, want %q holding %d", id, doc.Name, order, n, first, len(layout.Values))
			}
		}
	}
}

// The editor makes its attribute rows before it first derives the sheet: rows of a nil layout
// are the rules' attributes with no roll, where a nil layout crashed the editor's start.
func TestAttributesWithoutALayoutHaveNoRoll(t *testing.T) {
	rs, err := builtin(t).Lookup("spelsystemet")
	if err != nil {
		t.Fatal(err)
	}
	rows := screen.Attributes(rs, sheet.New("spelsystemet"), nil, nil)
	if len(rows) != len(rs.Description().Attributes) || rows[0].Roll.Label != "" {
		t.Fatalf("%d rows for %d attributes, the first rolled as %q", len(rows), len(rs.Description().Attributes), rows[0].Roll.Label)
	}
}
