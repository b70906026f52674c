package engine

import (
	"math/rand/v2"
	"slices"
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
type Act func(c *sheet.Character, s Setup, r *rand.Rand) (*sheet.Character, Report, error)

// Deal does an action to every one of cs at once, in order.
type Deal func(cs []*sheet.Character, r *rand.Rand) ([]*sheet.Character, Report, error)

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
	// Wounds are the wounds a WoundScope or AidWoundScope action can be done to, by index:
	// those without first aid yet.
	Wounds []int
	// Do does it to the character, for CharacterScope and WoundScope; Deal to the table, for
	// TableScope; Help with another's hands, for AidWoundScope and AidScope.
	Do   Act
	Deal Deal
	Help Help
}

// Help has helper tend victim's wound (an index of victim.Wounds, or -1 for none), with the
// helper's dice, skill and gear. It returns changed copies of both, the helper having spent
// what it took; with helper and victim the same document, the one copy as both.
type Help func(helper, victim *sheet.Character, wound int, r *rand.Rand) (*sheet.Character, *sheet.Character, Report, error)

// Report is what an action did, a line each, worded when shown: the roll log joins them.
type Report []Text

// In is the report in w's language, its lines joined by "; ".
func (r Report) In(w Words) string {
	lines := make([]string, len(r))
	for i, t := range r {
		lines[i] = t.In(w)
	}
	return strings.Join(lines, "; ")
}

// Lines are the report's lines in Swedish.
func (r Report) Lines() []string {
	lines := make([]string, len(r))
	for i, t := range r {
		lines[i] = t.Sv()
	}
	return lines
}

// String is the report in Swedish, its lines joined by "; ".
func (r Report) String() string { return r.In(Words{}) }

// Scope is what an action is done to.
type Scope int

const (
	CharacterScope Scope = iota // the character
	WoundScope                  // one wound of the character's: the input WoundInput is its index
	TableScope                  // every open character of the ruleset at once
	// AidWoundScope is one wound of the character's tended by another, and AidScope the
	// character as a whole (intensitet's dying have livspoäng, not wounds): first aid that a
	// victim who has collapsed cannot give itself. Help does it.
	AidWoundScope
	AidScope
)

// Aided says a is done by another's hands (AidWoundScope, AidScope).
func (a Action) Aided() bool { return a.Scope == AidWoundScope || a.Scope == AidScope }

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

// Unknown is the error of an action id a ruleset does not have.
func Unknown(id string) error { return Errorf("okänd handling %q", id) }

// Perform does the action s names among list: to cs[0], or, for an action of scope
// TableScope, to every one of cs, the open characters of the ruleset; for one done by
// another's hands (Aided), cs[1] tends cs[0], and the two come back in that order. It checks
// s first.
func Perform(list []Action, cs []*sheet.Character, s Setup, r *rand.Rand) ([]*sheet.Character, Report, error) {
	a, ok := ActionByID(list, s.Form)
	switch {
	case !ok:
		return nil, nil, Unknown(s.Form)
	case len(cs) == 0:
		return nil, nil, Errorf("ingen rollperson att göra något med")
	}
	if err := a.Check(s); err != nil {
		return nil, nil, err
	}
	switch a.Scope {
	case TableScope:
		if a.Deal == nil {
			return nil, nil, Errorf("%s: inget att göra", Say(a.Label))
		}
		return a.Deal(cs, r)
	case AidWoundScope, AidScope:
		return helped(a, cs, s, r)
	}
	if w := s.Get(WoundInput, -1); a.Scope == WoundScope && !slices.Contains(a.Wounds, w) {
		return nil, nil, Errorf("%s: sår %d är inget att göra det med", Say(a.Label), w+1)
	}
	if a.Do == nil {
		return nil, nil, Errorf("%s: inget att göra", Say(a.Label))
	}
	out, report, err := a.Do(cs[0], s, r)
	if err != nil {
		return nil, nil, err
	}
	return []*sheet.Character{out}, report, nil
}

// helped is an Aided action done: cs[1] tends cs[0]'s wound, which the action's Help
// judges, as the rules do, rather than Wounds, the ones to offer.
func helped(a Action, cs []*sheet.Character, s Setup, r *rand.Rand) ([]*sheet.Character, Report, error) {
	if len(cs) < 2 || a.Help == nil {
		return nil, nil, Errorf("%s: ingen som hjälper", Say(a.Label))
	}
	helper, victim, report, err := a.Help(cs[1], cs[0], s.Get(WoundInput, -1), r)
	if err != nil {
		return nil, nil, err
	}
	return []*sheet.Character{victim, helper}, report, nil
}

// Helping is the action among actions by which another tends wound i (AidWoundScope), or for
// i < 0 the character as a whole (AidScope), if the rules have one.
func Helping(actions []Action, i int) (Action, bool) {
	for _, a := range actions {
		if i < 0 && a.Scope == AidScope || a.Scope == AidWoundScope && slices.Contains(a.Wounds, i) {
			return a, true
		}
	}
	return Action{}, false
}

// ByID gives each action of actions without a Do one that does act with its id: for a
// ruleset whose actions of play are one function of their ids.
func ByID(actions []Action, act func(c *sheet.Character, id string, r *rand.Rand) (*sheet.Character, Report, error)) []Action {
	for i := range actions {
		if actions[i].Do == nil && actions[i].Scope != TableScope && !actions[i].Aided() {
			id := actions[i].ID
			actions[i].Do = func(c *sheet.Character, _ Setup, r *rand.Rand) (*sheet.Character, Report, error) {
				return act(c, id, r)
			}
		}
	}
	return actions
}

// Resting is the Act of a rest, which cannot fail.
func Resting(rest func(c *sheet.Character, r *rand.Rand) (*sheet.Character, Report)) Act {
	return func(c *sheet.Character, _ Setup, r *rand.Rand) (*sheet.Character, Report, error) {
		out, report := rest(c, r)
		return out, report, nil
	}
}
