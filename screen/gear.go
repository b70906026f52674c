package screen

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// A Gear is one line of the things the document carries, as the equipment tab's load and the
// printed sheet's load both list it: its name, how many, and what the rules count it to.
type Gear struct {
	// Path is the document's field of the line, "gear.4", and CountPath that of its count.
	Path, CountPath fieldpath.Path
	// Name is the line's: the document's where it names it, else the catalogue's.
	Name string
	// Count is how many are carried: the document's count, at least 1 (none in the
	// document means one; a line of none is removed instead).
	Count int
	// Doc is the document's line, as it holds it.
	Doc sheet.Gear
	// Derived is what the rules count the line to, its weight and how it was reckoned; an
	// empty Label where they count nothing.
	Derived engine.Value
	// Problems are what the rules find wrong with the line, worded.
	Problems []string
}

// GearRows are doc's lines of gear by ruleset rs, in the document's order, derived as layout
// (nil before the first derivation, which leaves Derived empty) and with the view's problems
// filed.
func GearRows(rs engine.Ruleset, doc *sheet.Character, layout *engine.Layout, problems Problems) []Gear {
	desc := rs.Description()
	out := make([]Gear, len(doc.Gear))
	for i, it := range doc.Gear {
		g := Gear{Path: fieldpath.Gear(i), CountPath: fieldpath.Gear(i).Of("count"), Name: it.Name, Count: max(it.Count, 1), Doc: it}
		if def, ok := engine.Item(desc.Gear, it.ID); ok && g.Name == "" {
			g.Name = def.Name
		}
		if layout != nil {
			g.Derived = engine.At(layout.Gear, i)
		}
		g.Problems = problems.Of(g.Path)
		out[i] = g
	}
	return out
}
