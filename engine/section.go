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
	// Steps are a ladder's steps, each a box named as the rules name it (a game term, the same
	// in either language), from 1 to MaxSectionBoxes of them; a ladder's Boxes is their count.
	Steps []string
}

// A SectionKind is a kind of section the screen model builds.
type SectionKind string

// The kinds of section.
const (
	// SectionTrack is a track of Boxes boxes counting the state value State.
	SectionTrack SectionKind = "track"
	// SectionLadder is a ladder of named Steps, the state value State the step reached: a
	// track whose boxes say what each step is ("Stadig", "Skakad", "Flyr").
	SectionLadder SectionKind = "ladder"
)

// SectionKinds are the kinds of section there are.
var SectionKinds = []SectionKind{SectionTrack, SectionLadder}

// MaxSectionBoxes is the most boxes a section of a ruleset's own may have: a row of the sheet.
const MaxSectionBoxes = 40
