package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"rollformular/sheet"
)

// Forms is a ruleset whose rolls at the table are set up in forms: a pool of dice divided
// between the character's own and a skill's, a value built up and read off a matrix, a
// conflict against an opponent. The editor shows each form's fields, the exact odds of the
// roll they set up while they change, and rolls it. A form knows nothing of the screen, and
// the screen nothing of the rules.
type Forms interface {
	// Forms lists the forms of c: a field's choices may come from c (its skills, its attacks).
	Forms(c *sheet.Character) []Form
	// FormOdds is the exact odds of the roll s sets up, or what is wrong with the setup (an
	// error of Errorf, worded when shown).
	FormOdds(c *sheet.Character, s Setup) (Text, error)
	// RollForm rolls what s sets up. The copy of c it returns has spent what the roll spends;
	// it is c itself when the roll spends nothing.
	RollForm(c *sheet.Character, s Setup, r *rand.Rand) (*sheet.Character, RollResult, error)
}

// Form is one roll as fields to fill in.
type Form struct {
	ID    string
	Title string // "Tärningspöl"
	About string // what the form rolls, in a line
	// Lines are facts shown above the fields, worked out from the character: its own dice,
	// each skill's pool.
	Lines  []Text
	Fields []Field
	// Catalogue is entries to read beside the form, such as the actions of the rules; one can
	// be put into the form's ChoiceField CatalogueField, where entry i is choice i+1 (choice
	// 0 being none).
	Catalogue      []Reference
	CatalogueField string
	CatalogueTitle string // "Handlingar"
}

// FieldKind is what a field takes.
type FieldKind int

const (
	NumberField FieldKind = iota // a whole number within Range
	ChoiceField                  // one of Choices, by index
	FlagField                    // ticked (1) or not (0)
)

// Field is one field of a form.
type Field struct {
	ID      string
	Label   string
	Kind    FieldKind
	Range   Range    // the numbers a NumberField takes
	Choices []string // what a Choice offers
	// Default is a NumberField's value, a ChoiceField's index or a FlagField's 1 when the form
	// opens. A ChoiceField whose Default is -1 starts unchosen, and must be chosen.
	Default int
	// Group gathers FlagFields shown together, such as the circumstances that apply at once.
	Group string
	// LabelWorded is Label in the reader's language where the label is made of the rules'
	// names and numbers ("målet i Underläge +2"); nil where the editor words Label as it is.
	LabelWorded Text
	// ChoicesWorded are the Choices in the reader's language, choice i at i, where they have
	// words around the names ("Närstridsgrundattack med Stridsyxa (14)"); nil, or a nil
	// entry, where a choice is shown as it is.
	ChoicesWorded []Text
}

// LabelIn is the field's label in w's language.
func (f Field) LabelIn(w Words) string {
	if f.LabelWorded != nil {
		return f.LabelWorded(w)
	}
	return w.F(f.Label) // the label is a format of the ruleset's own, looked up in its table
}

// label is the field's label as a Text, for an error about it.
func (f Field) label() Text { return func(w Words) string { return f.LabelIn(w) } }

// ChoicesIn are the field's choices in w's language.
func (f Field) ChoicesIn(w Words) []string { return InOrEach(w, f.Choices, f.ChoicesWorded) }

// Setup is a form filled in: each field's number, choice index or flag by field id, and the
// modification typed for every roll.
type Setup struct {
	Form   string
	Values map[string]int
	Mod    int
}

// Get is the value of field id, or def when s does not set it.
func (s Setup) Get(id string, def int) int {
	if v, ok := s.Values[id]; ok {
		return v
	}
	return def
}

// FormByID is the form of forms with id.
func FormByID(forms []Form, id string) (Form, error) {
	i := slices.IndexFunc(forms, func(f Form) bool { return f.ID == id })
	if i < 0 {
		return Form{}, fmt.Errorf("no roll form %q", id)
	}
	return forms[i], nil
}

// Check says which value of s lies outside its field: a number outside its range, a choice
// that is not offered, a flag that is neither 0 nor 1. Every FormOdds and RollForm checks its
// setup with it first, so no number a screen sends can ask for unbounded work.
func (f Form) Check(s Setup) error {
	if !ModRange.Has(s.Mod) {
		return RangeError(Say("modifikation"), s.Mod, ModRange)
	}
	for _, fd := range f.Fields {
		v, ok := s.Values[fd.ID]
		if !ok && fd.Kind == ChoiceField && fd.Default < 0 {
			return Errorf("%s: välj en", fd.label())
		}
		if !ok {
			continue
		}
		switch fd.Kind {
		case NumberField:
			if err := RangeError(fd.label(), v, fd.Range); err != nil {
				return err
			}
		case ChoiceField:
			if v < 0 || v >= len(fd.Choices) {
				return fmt.Errorf("%s: choice %d of %d", fd.Label, v, len(fd.Choices))
			}
		case FlagField:
			if v != 0 && v != 1 {
				return fmt.Errorf("%s: %d is neither ticked nor not", fd.Label, v)
			}
		}
	}
	return nil
}

// Reference is an entry of a catalogue the editor shows for reference: an action with its
// cost and what it does.
type Reference struct {
	ID, Name string
	Summary  string   // cost and keywords: "2 Handlingspoäng · Utmattning 2"
	Lines    []string // what it does
}

// Level is a named step of a scale, such as a difficulty.
type Level struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
	// Worded is Name in the reader's language where it has words around the names
	// ("Närstridsanfall med Svärd"); nil where Name is the same in either.
	Worded Text `json:"-"`
}

// Text is the level's name as a Text: Worded, or Name as it is.
func (l Level) Text() Text {
	if l.Worded != nil {
		return l.Worded
	}
	return Said(l.Name)
}

// NameIn is the level's name in w's language.
func (l Level) NameIn(w Words) string { return l.Worded.InOr(w, l.Name) }

// Chosen is what Choice field id of f offers at the index s sets, or at its default.
func (f Form) Chosen(s Setup, id string) (string, error) {
	for _, fd := range f.Fields {
		if fd.ID != id {
			continue
		}
		i := s.Get(id, fd.Default)
		if i < 0 || i >= len(fd.Choices) {
			return "", fmt.Errorf("%s: nothing to choose", fd.Label)
		}
		return fd.Choices[i], nil
	}
	return "", fmt.Errorf("the form %s has no field %s", f.ID, id)
}

// Conflict is the roll form of a ruleset whose rolls at the table are what the character
// names against an opponent: a value, or dice that take successes away.
type Conflict struct {
	ID, Title, About string
	Opponent         string // the opponent's field: "Motståndarens värde"
	OpponentRange    Range
	OpponentDefault  int
}

// The fields of a Conflict.
const (
	ConflictWhat        = "what"
	ConflictOpponent    = "opponent"
	ConflictOpponentMod = "opponent_mod"
)

// Form is the conflict's form: what the character rolls with, one of rollable, against the
// opponent and the opponent's modification.
func (k Conflict) Form(rollable []string) Form {
	return Form{ID: k.ID, Title: k.Title, About: k.About, Fields: []Field{
		{ID: ConflictWhat, Label: "Slår med", Kind: ChoiceField, Choices: rollable},
		{ID: ConflictOpponent, Label: k.Opponent, Kind: NumberField, Range: k.OpponentRange, Default: k.OpponentDefault},
		{ID: ConflictOpponentMod, Label: "Motståndarens modifikation", Kind: NumberField, Range: ModRange},
	}}
}

// Read checks s against form, the conflict's form, and reads what is rolled and the
// opponent's number and modification.
func (k Conflict) Read(form Form, s Setup) (what string, opponent, opponentMod int, err error) {
	if err := form.Check(s); err != nil {
		return "", 0, 0, err
	}
	what, err = form.Chosen(s, ConflictWhat)
	return what, s.Get(ConflictOpponent, k.OpponentDefault), s.Get(ConflictOpponentMod, 0), err
}

// Roll reads s against form, the conflict's form, and rolls it with roll, the ruleset's roll
// of what c names against an opponent; a conflict spends nothing, so c comes back as it is.
func (k Conflict) Roll(c *sheet.Character, form Form, s Setup, r *rand.Rand,
	roll func(c *sheet.Character, what string, mod, opponent, opponentMod int, r *rand.Rand) (RollResult, error)) (*sheet.Character, RollResult, error) {
	what, opponent, opponentMod, err := k.Read(form, s)
	if err != nil {
		return c, RollResult{}, err
	}
	res, err := roll(c, what, s.Mod, opponent, opponentMod, r)
	return c, res, err
}
