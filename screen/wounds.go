package screen

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
)

// A Wound is one of the document's wounds as the state tab, the table view, the printed state
// and an NPC's block show it: where it is (Label, the body part or its number), what it is
// (Text, its damage and type) and what has been done about it (Note: "förbunden"), as the rules
// derive it (engine.Layout.Wounds). The block printed a wound without what was done about it,
// where the sheet and the editor said it; each says the same now.
type Wound struct {
	engine.Value
	// Path is the document's field of the wound: "wounds.0".
	Path fieldpath.Path
}

// WoundsOf are the wounds layout derives, in the document's order; none before the first
// derivation.
func WoundsOf(layout *engine.Layout) []Wound {
	if layout == nil {
		return nil
	}
	out := make([]Wound, len(layout.Wounds))
	for i, v := range layout.Wounds {
		out[i] = Wound{Value: v, Path: fieldpath.Wound(i)}
	}
	return out
}

// LineIn is the wound in one line in w's language: where, what, and what was done about it,
// "Höger arm: 9 hugg (förbunden)"; "" for a wound the rules say nothing of.
func (w Wound) LineIn(words engine.Words) string {
	line := w.TextIn(words)
	if line == "" {
		return ""
	}
	if w.Label != "" {
		line = w.LabelIn(words) + ": " + line
	}
	if n := w.Note.In(words); n != "" {
		line += " (" + n + ")"
	}
	return line
}
