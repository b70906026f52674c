package minimal

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Ära is the character's honour: a track of boxes, one ticked for each deed of honour, which
// neither the five rulesets nor engine.Layout have. It is kept in the document's state and
// shown by a kind of section of the screen model's (engine.SectionTrack, which the model
// builds), so the editor and the printed sheet show it with no change of their own.
const (
	ära    = "ara"
	äraMax = 5
)

// äraRange is the honour a document may hold: none up to every box ticked.
var äraRange = engine.Range{Min: 0, Max: äraMax}

// honour is the ruleset's own section: the track of honour.
var honour = engine.Section{Kind: engine.SectionTrack, Title: "Ära", About: "en ruta per ärofull gärning", State: ära, Boxes: äraMax}

// flagÄra flags honour outside its track.
func flagÄra(d *engine.Derived, c *sheet.Character) {
	d.OutOfRange(fieldpath.State(ära), "Ära", c.State[ära], äraRange)
}
