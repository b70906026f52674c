package screen

import (
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// A Tracker is one of the numbers a ruleset keeps of a character's state (Trötthet, Öde kvar,
// Initiativkort) as the character tab, the table view, the encounter's rows, the printed sheet
// and an NPC's block all show it. Each renderer worded its label and counted its boxes in its
// own way, and the English paper printed the Swedish label; the words and the boxes are the
// model's now, and every renderer says the same.
type Tracker struct {
	// Tracker is the tracker as the rules define it: its range, its levels, whom it is for.
	engine.Tracker
	// Path is the document's field: "state.trotthet".
	Path fieldpath.Path
	// Value is what the document holds, 0 where it holds nothing; Held says whether it holds it.
	Value int
	Held  bool
	// Boxes is how many boxes a printed sheet or block gives the tracker, for this character
	// or, on a blank sheet, for most characters: its fixed number, or the number of the
	// attribute or derived value it takes them from (engine.Tracker.BoxesFrom), at most
	// MaxTrackerBoxes whatever a document says; 0 where the paper gives a field to write the
	// number in.
	Boxes int
}

// MaxTrackerBoxes bounds a row of a tracker's boxes on paper: no drawing takes more, whatever
// an attribute a tracker counts its boxes by says.
const MaxTrackerBoxes = 60

// BlankTrackerBoxes are the boxes a blank sheet gives a tracker whose boxes a character's
// value counts: as many as most characters have.
const BlankTrackerBoxes = 20

// Trackers are the trackers of rs with doc's values, derived as layout (nil before the first
// derivation, which counts boxes from the attributes alone). A blank sheet passes a new
// document and blank, which gives the trackers counted by a character's value
// BlankTrackerBoxes to cross out. Every tracker is given: a renderer leaves out those not for
// the character (Of).
func Trackers(rs engine.Ruleset, doc *sheet.Character, layout *engine.Layout, blank bool) []Tracker {
	desc := rs.Description()
	out := make([]Tracker, len(desc.Trackers))
	for i, t := range desc.Trackers {
		v, held := doc.State[t.ID]
		out[i] = Tracker{Tracker: t, Path: fieldpath.State(t.ID), Value: v, Held: held,
			Boxes: trackerBoxes(t, doc, desc, layout, blank)}
	}
	return out
}

func trackerBoxes(t engine.Tracker, doc *sheet.Character, desc *engine.Description, layout *engine.Layout, blank bool) int {
	switch {
	case t.Boxes > 0:
		return min(t.Boxes, MaxTrackerBoxes)
	case t.BoxesFrom == "":
		return 0
	case blank:
		return BlankTrackerBoxes
	}
	n := BlankTrackerBoxes
	if v, ok := doc.Attribute(t.BoxesFrom); ok {
		n = v
		if a, ok := desc.Attribute(t.BoxesFrom); ok {
			n = min(n, a.Max) // no more boxes than the attribute's largest legal value
		}
	} else if layout != nil {
		if v, ok := layout.Find(t.BoxesFrom); ok {
			if v, err := strconv.Atoi(v.Text); err == nil {
				n = v
			}
		}
	}
	return min(max(n, 0), MaxTrackerBoxes)
}

// LabelIn is the tracker's label in w's language: "Trötthet", "Fatigue".
func (t Tracker) LabelIn(w engine.Words) string { return w.F(t.Label) }

// HeadingIn heads the tracker's field in w's language: its abbreviation before its label
// where the rules' label does not spell it out already ("T Trötthet", "Påfrestning").
func (t Tracker) HeadingIn(w engine.Words) string {
	label := w.F(t.Label)
	if engine.Labelled(t.Abbr, t.Label) != t.Label {
		label = t.Abbr + " " + label
	}
	return label
}

// ShortIn is the tracker's label without what its parentheses add, in w's language, for a
// block's narrow field: "Skada", not "Skada (livspoäng förlorade)".
func (t Tracker) ShortIn(w engine.Words) string {
	label, _, _ := strings.Cut(w.F(engine.Labelled(t.Abbr, t.Label)), " (")
	return label
}

// LevelsIn are the names of the tracker's levels from Min up, in w's language; none where its
// values have no names.
func (t Tracker) LevelsIn(w engine.Words) []string {
	out := make([]string, len(t.Levels))
	for i, l := range t.Levels {
		out[i] = w.F(l)
	}
	return out
}

// Level is the index of the document's value among the levels, and whether it is one of them:
// a value past them (a document's 7) is none, and is flagged by the rules.
func (t Tracker) Level() (int, bool) {
	i := t.Value - t.Min
	return i, i >= 0 && i < len(t.Levels)
}

// TextIn is the document's value as a reader reads it: the name of its level where the rules
// name it, else the number.
func (t Tracker) TextIn(w engine.Words) string {
	if i, ok := t.Level(); ok {
		return w.F(t.Levels[i])
	}
	return strconv.Itoa(t.Value)
}

// Set is the edit that sets the tracker of doc's state to v.
func (t Tracker) Set(doc *sheet.Character, v int) {
	if doc.State == nil {
		doc.State = sheet.State{}
	}
	doc.State[t.ID] = v
}
