package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"rollformular/sheet"
)

// Actions is a ruleset with things to do at the table: take damage, give a wound first aid,
// rest, roll for experience, fall some metres, deal initiative cards to everyone. Each is data
// (an Action with the inputs it takes), so the editor offers them all the same way. An action
// returns changed copies of the documents and a report for the roll log; the documents passed
// in are never touched, so the editor keeps them for undo.
type Actions interface {
	// TableActions lists what can be done to c, in the order the editor offers them.
	TableActions(c *sheet.Character) []Action
	// Do does the action s.Form with s's inputs: to cs[0], or, for an action of scope
	// TableScope, to every character of cs, the open characters of the ruleset.
	Do(cs []*sheet.Character, s Setup, r *rand.Rand) ([]*sheet.Character, []string, error)
}

// Action is one thing to do at the table.
type Action struct {
	ID    string
	Label string // "Vila"
	About string // what it does, from the rules
	// Inputs are what the action takes: the damage and where, the metres of a fall.
	Inputs []Field
	Scope  Scope
	// Harm marks harm and healing, which the editor offers beside the wounds.
	Harm bool
	// Confirm is asked before the action is done, when it cannot be taken back at a glance:
	// "Ta bort alla sår och nollställ T, U?"; nil for none.
	Confirm Text
	// Wounds are the wounds a WoundScope action can be done to, by index: those without
	// first aid yet.
	Wounds []int
}

// Scope is what an action is done to.
type Scope int

const (
	CharacterScope Scope = iota // the character
	WoundScope                  // one wound of the character's: the input WoundInput is its index
	TableScope                  // every open character of the ruleset at once
)

// WoundInput is the input of a WoundScope action: the index of the wound.
const WoundInput = "wound"

// ActionByID is the action of actions with id.
func ActionByID(actions []Action, id string) (Action, bool) {
	for _, a := range actions {
		if a.ID == id {
			return a, true
		}
	}
	return Action{}, false
}

// Check says what is wrong with s's inputs for a, as Form.Check does.
func (a Action) Check(s Setup) error {
	return Form{ID: a.ID, Fields: a.Inputs}.Check(s)
}

// Healed is c with every wound gone, every condition over and every tracker that heals
// (Tracker.Heals) back at its default: what "heal everything" does, for a ruleset whose
// harm is all of that.
func Healed(d *Description, c *sheet.Character) *sheet.Character {
	out := c.Clone()
	out.Wounds, out.Conditions = nil, nil
	for _, t := range d.Trackers {
		if t.Heals {
			delete(out.State, t.ID)
		}
	}
	return out
}

// HealConfirm is the question before Healed: which trackers it clears too.
func HealConfirm(d *Description) Text {
	var harm []string
	for _, t := range d.Trackers {
		if t.Heals {
			harm = append(harm, t.Label)
		}
	}
	if len(harm) == 0 {
		return Say("Ta bort alla sår?")
	}
	list := strings.Join(harm, ", ")
	return func(w Words) string { return w.F("Ta bort alla sår och nollställ %s?", list) }
}

// The inputs of the damage action.
const (
	DamageAction = "damage"
	DamagePart   = "part"
	DamageAmount = "damage"
	DamageType   = "type"
)

// TakeDamage is the action of taking damage, for a ruleset with d's body parts and damage
// types: where (for a ruleset with body parts), how much (within amount) and of what type.
func TakeDamage(d *Description, amount Range) Action {
	about := "Skadan går genom rustningen som bärs på kroppsdelen"
	var inputs []Field
	if len(d.BodyParts) > 0 {
		parts := make([]string, len(d.BodyParts))
		for i, p := range d.BodyParts {
			parts[i] = p.Label
		}
		inputs = append(inputs, Field{ID: DamagePart, Label: "Kroppsdel", Kind: ChoiceField, Choices: parts, Default: -1})
	} else {
		about = "Skriv hela skadan före rustning; rustningen som bärs dras av"
	}
	inputs = append(inputs, Field{ID: DamageAmount, Label: "Skada", Kind: NumberField, Range: amount})
	if len(d.DamageTypes) > 0 {
		types := make([]string, len(d.DamageTypes))
		for i, t := range d.DamageTypes {
			types[i] = t.Name
		}
		inputs = append(inputs, Field{ID: DamageType, Label: "Typ", Kind: ChoiceField, Choices: types})
	}
	if d.DamageAbout != "" {
		about = d.DamageAbout
	}
	return Action{ID: DamageAction, Label: "Ta skada", About: about, Inputs: inputs, Harm: true}
}

// ReadDamage is where, how much and what type of damage s sets for TakeDamage(d, …): a body part
// id ("" without body parts), the amount, and a damage type id ("" without types).
func ReadDamage(d *Description, s Setup) (part string, amount int, damageType string) {
	if i := s.Get(DamagePart, -1); i >= 0 && i < len(d.BodyParts) {
		part = d.BodyParts[i].ID
	}
	if i := s.Get(DamageType, 0); i >= 0 && i < len(d.DamageTypes) {
		damageType = d.DamageTypes[i].ID
	}
	return part, s.Get(DamageAmount, 0), damageType
}

// Unknown is the error of an action id a ruleset does not have.
func Unknown(id string) error { return fmt.Errorf("okänd handling %q", id) }

// DoOne does the action s names among list(cs[0]) to cs[0], for an action of scope
// CharacterScope or WoundScope: it checks s first, then act does it. Every ruleset's Do
// starts from it.
func DoOne(list func(*sheet.Character) []Action, cs []*sheet.Character, s Setup,
	act func(c *sheet.Character, a Action) (*sheet.Character, []string, error)) ([]*sheet.Character, []string, error) {
	if len(cs) == 0 {
		return nil, nil, errors.New("ingen rollperson att göra något med")
	}
	a, ok := ActionByID(list(cs[0]), s.Form)
	if !ok {
		return nil, nil, Unknown(s.Form)
	}
	if err := a.Check(s); err != nil {
		return nil, nil, err
	}
	if w := s.Get(WoundInput, -1); a.Scope == WoundScope && !slices.Contains(a.Wounds, w) {
		return nil, nil, fmt.Errorf("%s: sår %d är inget att göra det med", a.Label, w+1)
	}
	out, report, err := act(cs[0], a)
	if err != nil {
		return nil, nil, err
	}
	return []*sheet.Character{out}, report, nil
}
