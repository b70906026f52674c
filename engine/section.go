package engine

// A Section is a card of the sheet that a ruleset keeps of its own, beyond what every
// ruleset's sheet has: data of a kind the screen model knows how to build (screen.Sections),
// so that a ruleset with a new card costs its own folder and the model, and neither the
// editor nor the paper changes. The screen model depends on the engine, not the other way.
type Section struct {
	Kind SectionKind
	// Title names the section and About says what it is for, in Swedish as the rules word
	// them; the ruleset's Words put them in English.
	Title, About string
	// State is the document's state value a track counts, ticked from the first box; Boxes
	// is how many boxes it has, from 1 to MaxSectionBoxes.
	State string
	Boxes int
}

// A SectionKind is a kind of section the screen model builds.
type SectionKind string

// SectionTrack is a track of Boxes boxes counting the state value State.
const SectionTrack SectionKind = "track"

// SectionKinds are the kinds of section there are.
var SectionKinds = []SectionKind{SectionTrack}

// MaxSectionBoxes is the most boxes a section of a ruleset's own may have: a row of the sheet.
const MaxSectionBoxes = 40
