package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"rollformular/sheet"
)

// Actions is a ruleset with things to do at the table: take damage, give a wound first aid,
// rest, roll for experience, fall some metres, deal initiative cards to everyone. Each is an
// Action: data (its label, the inputs it takes, what it is done to) with the function that
// does it, so the editor offers them all the same way and Perform does any of them. An action
// returns changed copies of the documents and a report for the roll log; the documents passed
// in are never touched, so the editor keeps them for undo.
type Actions interface {
	// TableActions lists what can be done to c, in the order the editor offers them.
	TableActions(c *sheet.Character) []Action
}

// Act does an action to c with the inputs s sets.
type Act func(c *sheet.Character, s Setup, r *rand.Rand) (*sheet.Character, []string, error)

// Deal does an action to every one of cs at once, in order.
type Deal func(cs []*sheet.Character, r *rand.Rand) ([]*sheet.Character, []string, error)

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
	// Do does it to the character, for CharacterScope and WoundScope; Deal to the table, for
	// TableScope.
	Do   Act
	Deal Deal
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

// HealAction is the id of HealEverything.
const HealAction = "lak-allt"

// HealEverything is the action that heals everything (Healed), asking first.
func HealEverything(d *Description) Action {
	return Action{ID: HealAction, Label: "Läk allt", Harm: true, Confirm: HealConfirm(d),
		Do: func(c *sheet.Character, _ Setup, _ *rand.Rand) (*sheet.Character, []string, error) {
			return Healed(d, c), []string{"allt läkt"}, nil
		}}
}

// Untreated are the wounds of c that have had no first aid yet, by index: the wounds a first
// aid action is offered for.
func Untreated(c *sheet.Character) []int {
	var out []int
	for i, w := range c.Wounds {
		if !w.Treated {
			out = append(out, i)
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
// types: where (for a ruleset with body parts), how much (within amount) and of what type;
// take takes it.
func TakeDamage(d *Description, amount Range, take func(c *sheet.Character, part string, damage int, damageType string) (*sheet.Character, []string, error)) Action {
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
	return Action{ID: DamageAction, Label: "Ta skada", About: about, Inputs: inputs, Harm: true,
		Do: func(c *sheet.Character, s Setup, _ *rand.Rand) (*sheet.Character, []string, error) {
			part, n, kind := ReadDamage(d, s)
			return take(c, part, n, kind)
		}}
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

// Perform does the action s names among list: to cs[0], or, for an action of scope
// TableScope, to every one of cs, the open characters of the ruleset. It checks s first.
func Perform(list []Action, cs []*sheet.Character, s Setup, r *rand.Rand) ([]*sheet.Character, []string, error) {
	a, ok := ActionByID(list, s.Form)
	switch {
	case !ok:
		return nil, nil, Unknown(s.Form)
	case len(cs) == 0:
		return nil, nil, errors.New("ingen rollperson att göra något med")
	}
	if err := a.Check(s); err != nil {
		return nil, nil, err
	}
	if a.Scope == TableScope {
		if a.Deal == nil {
			return nil, nil, fmt.Errorf("%s: inget att göra", a.Label)
		}
		return a.Deal(cs, r)
	}
	if w := s.Get(WoundInput, -1); a.Scope == WoundScope && !slices.Contains(a.Wounds, w) {
		return nil, nil, fmt.Errorf("%s: sår %d är inget att göra det med", a.Label, w+1)
	}
	if a.Do == nil {
		return nil, nil, fmt.Errorf("%s: inget att göra", a.Label)
	}
	out, report, err := a.Do(cs[0], s, r)
	if err != nil {
		return nil, nil, err
	}
	return []*sheet.Character{out}, report, nil
}

// ByID gives each action of actions without a Do one that does act with its id: for a
// ruleset whose actions of play are one function of their ids.
func ByID(actions []Action, act func(c *sheet.Character, id string, r *rand.Rand) (*sheet.Character, []string, error)) []Action {
	for i := range actions {
		if actions[i].Do == nil && actions[i].Scope != TableScope {
			id := actions[i].ID
			actions[i].Do = func(c *sheet.Character, _ Setup, r *rand.Rand) (*sheet.Character, []string, error) {
				return act(c, id, r)
			}
		}
	}
	return actions
}

// Resting is the Act of a rest, which cannot fail.
func Resting(rest func(c *sheet.Character, r *rand.Rand) (*sheet.Character, []string)) Act {
	return func(c *sheet.Character, _ Setup, r *rand.Rand) (*sheet.Character, []string, error) {
		out, report := rest(c, r)
		return out, report, nil
	}
}

// WoundRows are c's wounds as the state tab lists them (Layout.Wounds), for a ruleset with d's
// body parts and damage types: where, how much of what, and the first aid and bleeding each
// has had, with more of the ruleset's own flags (more(i) for wound i; nil for none).
func WoundRows(d *Description, c *sheet.Character, more func(i int, w sheet.Wound) []Text) []Value {
	rows := make([]Value, len(c.Wounds))
	for i, w := range c.Wounds {
		where := ""
		for _, p := range d.BodyParts {
			if p.ID == w.Part {
				where = p.Label
			}
		}
		kind := w.Type
		if t, ok := Item(d.DamageTypes, w.Type); ok {
			kind = strings.ToLower(t.Name)
		}
		var flags []Text
		if more != nil {
			flags = more(i, w)
		}
		if w.Treated {
			flags = append(flags, Say("förbunden"))
		}
		if w.Stanched {
			flags = append(flags, Say("blödningen stoppad"))
		}
		if w.Fatal {
			flags = append(flags, Say("dödlig"))
		}
		rows[i] = Value{ID: RowID("wounds.", i), Label: where, Text: strings.TrimSpace(strconv.Itoa(w.Damage) + " " + kind),
			Note: func(words Words) string {
				out := make([]string, len(flags))
				for j, f := range flags {
					out[j] = f.In(words)
				}
				return strings.Join(out, ", ")
			}}
	}
	return rows
}
