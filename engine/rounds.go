package engine

import "rollformular/sheet"

// Moment is when in a fight a round rule applies.
type Moment int

const (
	// TurnStart is when a combatant's turn begins, before it acts.
	TurnStart Moment = iota
	// TurnEnd is when a combatant's turn ends: when the table moves on to the next, whether it
	// acted or was skipped.
	TurnEnd
	// RoundEnd is when the last in the order has had its turn, before the next round begins;
	// the rule is applied to every combatant in the order.
	RoundEnd
)

// RoundRules are a ruleset's rules of the round, as data: what its rules do when a turn starts
// or ends and when a round ends (dice that come back, a die that steps up, bleeding, a save
// against death), and who may act at all. The encounter applies them on Next turn and Next
// round, in the editor and the command line alike, writes each step in the log and makes it
// one undo step with the turn. The zero RoundRules has no rules, and everyone can act.
type RoundRules struct {
	Rules []RoundRule
	// Able says whether c can act in a fight, and if not why: an unconscious, helpless, dead
	// or beaten combatant keeps its place but is skipped, never offered as attacker, and
	// attacks on it follow the rules of the helpless. Nil where everyone can.
	Able func(c *sheet.Character) Ability
	// Kept is how the places are kept on the characters, where they are (zonstrid's cards),
	// and so change during a fight; nil where the order is settled once, at the start.
	Kept *Kept
	// Standing is c's place as its values say it now, for a ruleset whose order is drawn from
	// values a fight changes rather than rolled (spelsystemet's Snabbhet, which every wound's
	// Trötthet lowers): the encounter says each place afresh after every step, and begins
	// every round in the order they make. Nil where places are rolled once or kept (Kept).
	Standing func(c *sheet.Character) Initiative
	// Phases says the order is gone through again within the round while anyone can still act
	// (odestarningar's "Varje sr indelas i faser. Varje deltagare får utföra en handling per
	// fas"); the round ends when a whole phase has passed with nobody able, or with no attack.
	Phases bool
	// GroupInitiative says identical NPCs of one group share one initiative roll
	// (odestarningar's "bara ett, gemensamt initiativslag").
	GroupInitiative bool
	// Simultaneous says combatants equal in initiative act at the same moment
	// (odestarningar's "Vid lika sker handlingarna exakt samtidigt"), rather than in an order
	// the table settles.
	Simultaneous bool
	// Economy is how much a round lets each do and what each deed costs of it; the zero
	// Economy counts nothing.
	Economy Economy
}

// At are the rules of moment m, in order.
func (rr RoundRules) At(m Moment) []RoundRule {
	var out []RoundRule
	for _, r := range rr.Rules {
		if r.At == m {
			out = append(out, r)
		}
	}
	return out
}

// RoundRule is one thing a ruleset's rules do at a moment of the round: one of its table
// actions (Actions) done to the combatant, as the GM would do it by hand.
type RoundRule struct {
	At Moment
	// Action is the id of the action among the ruleset's TableActions; it takes no inputs.
	Action string
	// Rule is the sentence of the rules text that the step follows, quoted as written.
	Rule string
	// Applies says whether the rule is for c (only the dying save against death, only the
	// bleeding bleed); nil for every combatant.
	Applies func(c *sheet.Character) bool
}

// For says whether r is to be applied to c.
func (r RoundRule) For(c *sheet.Character) bool { return r.Applies == nil || r.Applies(c) }

// Ability is whether a combatant can act and, when not, why, in the rules' words.
type Ability struct {
	Able bool
	// Reason is why not: "medvetslös", "död", "besegrad", "inga ödestärningar kvar denna sr";
	// nil when able.
	Reason Text
	// Helpless says that attacks on it are made against one who cannot defend itself (a
	// frislag, a Nådastöt). A combatant out of ödestärningar for the round cannot act but is
	// not helpless.
	Helpless bool
	// Dead says it has died: it neither acts nor bleeds, and no rule of the round is applied
	// to it any more (its dice come back no more, its die steps up no more). The dead are
	// helpless.
	Dead bool
}

// Can is the ability of one who can act.
var Can = Ability{Able: true}

// Cannot is the ability of one who cannot act for reason; helpless says whether attacks on it
// meet no defence.
func Cannot(reason Text, helpless bool) Ability {
	return Ability{Reason: reason, Helpless: helpless}
}

// Died is the ability of the dead, reason saying so in the rules' words.
func Died(reason Text) Ability {
	return Ability{Reason: reason, Helpless: true, Dead: true}
}

// AbleIn is c's ability by rs's rules of the round.
func AbleIn(rs Ruleset, c *sheet.Character) Ability {
	if able := rs.Rounds().Able; able != nil && c != nil {
		return able(c)
	}
	return Can
}
