package screen

import (
	"slices"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// An Attribute is one row of the attributes as the editor's character tab and the printed sheet
// both show it: the editor read the rules' attributes and the paper the character's (the player's
// own ones and names too), each with its own default, so a renamed attribute could head its row
// one way on the screen and another on paper.
type Attribute struct {
	// Attribute is the attribute as the rules define it, Label being the name shown: the
	// player's where they give one. An attribute of the player's own has the range
	// engine.OwnAttributeRange, an abbreviation made from its name and no dice.
	engine.Attribute
	// Path is the document's field of the value: "attributes.hal". NamePath is the field of
	// the name the player gives it, where the rules let them; "" where they do not.
	Path, NamePath fieldpath.Path
	// Heading heads the row: the abbreviation and the name ("HÄL Hälsa"), the name alone where
	// they are the same.
	Heading string
	// Given is the name the document gives the attribute, what its name field holds; "" for
	// none. Unnamed is the name it has without one, which that field shows greyed: the rules'
	// label, or an own attribute's id.
	Given, Unnamed string
	// Own says the attribute is the player's own, not the rules': it can be taken away.
	Own bool
	// Value is the document's value, the attribute's default where it sets none.
	Value int
	// Original is the value it was rolled as at creation, where HasOriginal says it was.
	Original    int
	HasOriginal bool
	// Marked says the attribute has its experience mark ticked.
	Marked bool
	// Roll is the roll against the attribute with its odds, Training how far training may take
	// it; each with an empty Label where the rules give none.
	Roll, Training engine.Value
	// Problems are what the rules find wrong with the value, worded.
	Problems []string
}

// Attributes are the attribute rows of doc's sheet by ruleset rs, derived as layout and with
// the view's problems filed: the rules' attributes in their order, then, where the rules allow
// them, the player's own in id order (engine.Description.AttributesOf). A blank sheet passes a
// new document and leaves the values unwritten. A nil layout (the editor's rows made before
// the first derivation) gives rows without a roll or a training cap.
func Attributes(rs engine.Ruleset, doc *sheet.Character, layout *engine.Layout, problems Problems) []Attribute {
	desc := rs.Description()
	attrs := desc.AttributesOf(doc)
	out := make([]Attribute, len(attrs))
	for i, a := range attrs {
		var row engine.AttributeRow
		if layout != nil {
			row = layout.AttributeRow(a.ID)
		}
		r := Attribute{Attribute: a, Path: fieldpath.Attribute(a.ID), Heading: a.Abbr + " " + a.Label,
			Given: doc.AttributeNames[a.ID], Unnamed: a.Label, Value: doc.AttributeOr(a.ID, a.Default),
			Marked: slices.Contains(doc.AttributeMarks, a.ID), Roll: row.Roll, Training: row.Training}
		if a.Abbr == a.Label {
			r.Heading = a.Label
		}
		r.Original, r.HasOriginal = doc.Original[a.ID]
		if desc.OwnAttributes {
			r.NamePath = fieldpath.AttributeName(a.ID)
		}
		if def, ok := desc.Attribute(a.ID); ok {
			r.Unnamed = def.Label
		} else {
			r.Own, r.Unnamed = true, a.ID
		}
		r.Problems = problems.Of(r.Path)
		out[i] = r
	}
	return out
}

// A ValueGroup is a heading of the derived values beside the attributes and the values under
// it, as the editor's character tab and the printed sheet both list them.
type ValueGroup struct {
	// Name is the group's, in Swedish as the rules write it; "" for the main values, which
	// come first under no heading of their own.
	Name   string
	Values []engine.Value
}

// DerivedValues are layout's values without a section of their own (engine.Layout.Values),
// grouped: the main values first, then each group in the order of its first value. None where
// the rules give every value a section of its own, so that no empty heading is shown.
func DerivedValues(layout *engine.Layout) []ValueGroup {
	if len(layout.Values) == 0 {
		return nil
	}
	groups := []ValueGroup{{}}
	for _, v := range layout.Values {
		i := slices.IndexFunc(groups, func(g ValueGroup) bool { return g.Name == v.Group })
		if i < 0 {
			i = len(groups)
			groups = append(groups, ValueGroup{Name: v.Group})
		}
		groups[i].Values = append(groups[i].Values, v)
	}
	return groups
}
