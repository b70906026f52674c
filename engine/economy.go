package engine

import "rollformular/sheet"

// Economy is how much a round lets each combatant do and what each deed costs of it, as data of
// a ruleset's rules of the round: framgangsslag's 2 Handlingspoäng and 1 Snabbt a Stridsrunda,
// zonstrid's long and short action, intensitet's normal, short and quick action of a turn,
// spelsystemet's one action a rond, odestarningar's one action a phase. The encounter counts
// what each combatant has spent, refuses a deed past what is left with the rule's sentence (or
// takes it as the GM's ruling, logged as such), and shows what is left. The zero Economy
// counts nothing: anyone may act at any time.
type Economy struct {
	Allowances []Allowance
	// Cost is what deed d costs c; nil where no deed costs anything.
	Cost func(c *sheet.Character, d Deed) Cost
	// InTurn is the rules' sentence that a deed which is not reactive is made in one's own
	// turn; "" where the rules let anyone act at any time.
	InTurn string
	// Spent, where set, is the id of the allowance whose being spent takes a combatant out of
	// the round (framgangsslag's "När samtliga stridande har spenderat sina Handlingspoäng är
	// Stridsrundan slut"): one who has spent it is skipped, and when all have, the round ends.
	// SpentRule is that sentence.
	Spent, SpentRule string
	// Split is the rules' sentence that one defender met by several foes in a round splits its
	// skill between them (spelsystemet's "En mot flera"), and MaxFoes how many may come at one
	// at most; "" and 0 where a defender keeps its whole skill against every attack.
	Split   string
	MaxFoes int
	// MaxFoesRule is the sentence MaxFoes follows.
	MaxFoesRule string
}

// Counts says whether the economy counts anything.
func (e Economy) Counts() bool { return e.Cost != nil && len(e.Allowances) > 0 }

// Allowance is one thing a combatant has of a round (or a turn, or a phase) to spend: "2
// Handlingspoäng", "en lång handling".
type Allowance struct {
	ID string
	// Name is as the rules word it ("Handlingspoäng"); Worded is it in the reader's language
	// where it differs.
	Name   string
	Worded Text
	// N is how many every combatant gets; Count, where set, is how many c gets instead
	// (framgangsslag's "Är man Skadad så får man -1 Handlingspoäng / Stridsrunda").
	N     int
	Count func(c *sheet.Character) int
	// Per is when it is given anew.
	Per Per
	// Rule is the sentence of the rules that gives it.
	Rule string
}

// Of is how many of a c gets, never below 0 nor above MaxAllowance.
func (a Allowance) Of(c *sheet.Character) int {
	n := a.N
	if a.Count != nil && c != nil {
		n = a.Count(c)
	}
	return min(max(n, 0), MaxAllowance)
}

// NameIn is the allowance's name in w's language.
func (a Allowance) NameIn(w Words) string { return a.Worded.InOr(w, a.Name) }

// MaxAllowance bounds an allowance: no text gives anyone more than a few actions a round, and
// a document's count of what was spent is refused above it.
const MaxAllowance = sheet.MaxSpent

// Per is when an allowance is given anew.
type Per int

const (
	// PerRound is at the start of each round.
	PerRound Per = iota
	// PerTurn is at the start of each of the combatant's own turns (intensitet's "i ditt drag").
	PerTurn
	// PerPhase is at the start of each phase of the round (odestarningar's "Varje deltagare får
	// utföra en handling per fas").
	PerPhase
)

// DeedKind is what a deed is.
type DeedKind int

const (
	// Attacking is an attack, the exchange's attacker's deed.
	Attacking DeedKind = iota
	// Defending is a defence against an attack, the exchange's target's deed.
	Defending
	// Doing is an action of the table (Actions).
	Doing
)

// Deed is one thing a combatant does that may cost of its allowances.
type Deed struct {
	Kind DeedKind
	// ID is the attack's id, the defence's (never "": the first is named) or the action's.
	ID string
	// Exchange is the exchange of an attack or a defence, its ids filled in; zero for an
	// action.
	Exchange Exchange
}

// Cost is what a deed costs.
type Cost struct {
	// Ways are the ways it may be paid, each what it spends of which allowances; the first way
	// that what is left covers is taken (a quick action of the quick point before an ordinary
	// one). None: it is free.
	Ways [][]Spend
	// Reactive says it may be made out of one's turn ("Reaktiva handlingar kan göras trots att
	// det inte är ens egen tur").
	Reactive bool
	// Holds says that once paid it costs nothing again until one's next turn (framgangsslag's
	// Gard: "Gäller mot alla inkommande Närstridsanfall tills det är karaktärens Tur igen").
	Holds bool
	// Splits says a defence of this kind is split among the foes of the round (Economy.Split).
	Splits bool
	// Rule is the sentence of the rules the cost follows.
	Rule string
}

// Free says the deed costs nothing.
func (c Cost) Free() bool { return len(c.Ways) == 0 }

// Spend is N of an allowance.
type Spend struct {
	Allowance string
	N         int
}

// Pay is one way of c that left covers (left by allowance id), the first of them; false when
// none does.
func (c Cost) Pay(left map[string]int) ([]Spend, bool) {
	if c.Free() {
		return nil, true
	}
	for _, way := range c.Ways {
		if covers(way, left) {
			return way, true
		}
	}
	return nil, false
}

// covers says whether left has every spend of way.
func covers(way []Spend, left map[string]int) bool {
	need := map[string]int{}
	for _, s := range way {
		need[s.Allowance] += s.N
	}
	for id, n := range need {
		if left[id] < n {
			return false
		}
	}
	return true
}

// CostOf is what deed d costs c by e; free where e counts nothing.
func (e Economy) CostOf(c *sheet.Character, d Deed) Cost {
	if e.Cost == nil || c == nil {
		return Cost{}
	}
	return e.Cost(c, d)
}

// Allowance is e's allowance id; false for none.
func (e Economy) Allowance(id string) (Allowance, bool) {
	for _, a := range e.Allowances {
		if a.ID == id {
			return a, true
		}
	}
	return Allowance{}, false
}
