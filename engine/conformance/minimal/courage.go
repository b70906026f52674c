package minimal

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Mod is how far the character's courage has given way in a fight: a ladder of named steps,
// the step reached kept in the document's state. It is a kind of section (engine.SectionLadder)
// that only this test ruleset uses, which the screen model builds, so the editor and the
// printed sheet show it with no change of their own.
const courageState = "mod"

// modSteps are the ladder's steps, from steady to fleeing.
var modSteps = []string{"Stadig", "Skakad", "Flyr"}

// modRange is the step a document may hold: none up to the last.
var modRange = engine.Range{Min: 0, Max: len(modSteps)}

// courage is the ruleset's second section of its own: the ladder of courage.
var courage = engine.Section{Kind: engine.SectionLadder, Title: "Mod", About: "hur långt modet har gett vika", State: courageState, Steps: modSteps}

// flagMod flags a step of courage past the ladder.
func flagMod(d *engine.Derived, c *sheet.Character) {
	d.OutOfRange(fieldpath.State(courageState), "Mod", c.State[courageState], modRange)
}
