package odestarningar

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// ranges are the ranges the rules narrow by the hero, for Layout.Ranges: a skill's fv at
// most twice the hero's öde,
// "Värdet på en färdighet (fv) kan inte överstiga en persons dubbla öde", which the guide
// offers where the document's range (0–60, twice the largest öde) said too much.
func (r *Ruleset) ranges(c *sheet.Character) []engine.Number {
	öde := max(r.ödeOf(c), 0) // as Derive reads it, without deriving the whole hero again
	return []engine.Number{{Path: fieldpath.Skills.Of("value"), Label: "fv",
		Range: engine.Range{Min: skillValue.Min, Max: min(MaxFv(öde), skillValue.Max)}}}
}
