package screen

import (
	"slices"
	"strconv"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// A Section is a card of boxes to tick that the editor shows in the state tab, below what the
// rules derive of the state, and the printed sheet prints below the state's boxes: the
// conditions a character is in, or a track a ruleset keeps of its own. The renderers build it
// from what it holds and know nothing of what it means, so a new kind of section is a new way
// of making one here, which a ruleset asks for as data (engine.Section), and neither renderer
// changes.
type Section struct {
	// Title names the section in Swedish, as the sheet prints it and the ruleset's Words put
	// it in English. Key, when set, is the program's own name for a section it makes
	// ("Conditions"), which the editor translates instead.
	Title string
	Key   Key
	// About says what the section is for, as Title and Key do its name; "" when it need not.
	About    string
	AboutKey Key
	Boxes    []Box
}

// A Box is one box of a section to tick.
type Box struct {
	// Path is the document's field the box is of: "conditions.liggande", "state.ara.3".
	Path fieldpath.Path
	// Label is written beside the box, in Swedish as the rules word it; "" for a box of a
	// track, which its place says.
	Label   string
	Checked bool
	// Set is the edit that ticking (on) or clearing the box makes to a document.
	Set func(doc *sheet.Character, on bool)
}

// Sections are the sections of doc's sheet by ruleset rs, with doc's boxes ticked: its
// conditions, then the ruleset's own.
func Sections(rs engine.Ruleset, doc *sheet.Character) []Section {
	var out []Section
	if c := rs.Description().Conditions; len(c) > 0 {
		out = append(out, conditions(c, doc))
	}
	for _, own := range rs.Description().Sections {
		switch own.Kind {
		case engine.SectionTrack:
			out = append(out, Track(own.Title, own.About, own.State, min(own.Boxes, engine.MaxSectionBoxes), doc))
		case engine.SectionLadder:
			out = append(out, Ladder(own.Title, own.About, own.State, own.Steps[:min(len(own.Steps), engine.MaxSectionBoxes)], doc))
		}
	}
	return out
}

// conditions are a box for each condition the rules name, those doc is in ticked.
func conditions(catalog []engine.CatalogItem, doc *sheet.Character) Section {
	s := Section{Title: "Tillstånd", Key: "Conditions", AboutKey: "Tick the conditions the character is in; the rules count them in its values."}
	for _, c := range catalog {
		s.Boxes = append(s.Boxes, Box{Path: fieldpath.Conditions.Of(c.ID), Label: c.Name,
			Checked: slices.Contains(doc.Conditions, c.ID),
			Set: func(doc *sheet.Character, on bool) {
				doc.Conditions = slices.DeleteFunc(doc.Conditions, func(id string) bool { return id == c.ID })
				if on {
					doc.Conditions = append(doc.Conditions, c.ID)
				}
			}})
	}
	return s
}

// Track is a section that counts tracker id of the document's state in boxes, n of them: the
// value is how many are ticked from the first. Ticking a box counts up to it; clearing one
// counts down to the box before it, so the ticks stay together from the first.
func Track(title, about, id string, n int, doc *sheet.Character) Section {
	s := Section{Title: title, About: about}
	have := doc.State[id]
	for i := 1; i <= n; i++ {
		s.Boxes = append(s.Boxes, Box{Path: fieldpath.State(id).Of(strconv.Itoa(i)), Checked: i <= have,
			Set: func(doc *sheet.Character, on bool) {
				if doc.State == nil {
					doc.State = sheet.State{}
				}
				if on {
					doc.State[id] = i
				} else {
					doc.State[id] = i - 1
				}
			}})
	}
	return s
}

// Ladder is a track of named steps counting tracker id of the document's state: a box for each
// step, labelled with it, the steps up to the one reached ticked, as a track's are.
func Ladder(title, about, id string, steps []string, doc *sheet.Character) Section {
	s := Track(title, about, id, len(steps), doc)
	for i := range s.Boxes {
		s.Boxes[i].Label = steps[i]
	}
	return s
}
