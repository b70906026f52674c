package odestarningar

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// RangeOf is the range the rules allow path of c, narrower than a document's: a skill's fv
// at most twice the hero's öde,
// "Värdet på en färdighet (fv) kan inte överstiga en persons dubbla öde", which the guide
// offers where the document's range (0–60, twice the largest öde) said too much.
func (r *Ruleset) RangeOf(c *sheet.Character, path fieldpath.Path) (engine.Range, bool) {
	if path != fieldpath.Skills.Of("value") {
		return engine.Range{}, false
	}
	öde := max(r.ödeOf(c), 0) // as Derive reads it, without deriving the whole hero again
	return engine.Range{Min: skillValue.Min, Max: min(MaxFv(öde), skillValue.Max)}, true
}
