package encounter

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// A round's economy: what each combatant may do in it, as its ruleset says (engine.Economy).
// The fight counts what each has spent on its combatant (sheet.Combatant.Spent), gives each
// allowance anew when its rules say (a round, a turn of one's own, a phase), and refuses a deed
// past what is left with the rule's sentence; the GM may take it all the same (ActAnyway), and
// the log says it was the GM's ruling.

// ErrPastAllowance is behind every refusal of a deed past what the round allows, so a caller
// can offer to take it as the GM's ruling.
var ErrPastAllowance = errors.New("past what the round allows")

// Left is what a combatant has left of one allowance.
type Left struct {
	engine.Allowance
	Left, Of int
}

// economy is the ruleset's economy of a round.
func (f *Fight) economy() engine.Economy { return f.roundRules().Economy }

// Counts says whether the fight's rules count what a round allows.
func (f *Fight) Counts() bool { return f.economy().Counts() }

// Left is what combatant i has left of each allowance now; nil where the rules count none, or
// its file did not read.
func (f *Fight) Left(i int) []Left {
	e := f.economy()
	if !e.Counts() || i < 0 || i >= len(f.Chars) || f.Chars[i] == nil {
		return nil
	}
	out := make([]Left, len(e.Allowances))
	for k, a := range e.Allowances {
		of := a.Of(f.Chars[i])
		out[k] = Left{Allowance: a, Of: of, Left: max(of-f.Doc.Combatants[i].Spent[a.ID], 0)}
	}
	return out
}

// left is Left by allowance id.
func (f *Fight) left(i int) map[string]int {
	out := map[string]int{}
	for _, l := range f.Left(i) {
		out[l.ID] = l.Left
	}
	return out
}

// LeftText says what combatant i has left, as the log says it: "1 av 2 Handlingspoäng, 0 av 1
// Offensiv handling"; "" where nothing is counted.
func (f *Fight) LeftText(i int) string { return f.leftIn(i, "%d av %d %s") }

// leftShort says what combatant i has left in figures alone, for a message in either language:
// "1/2 Handlingspoäng, 0/1 Offensiv handling".
func (f *Fight) leftShort(i int) string { return f.leftIn(i, "%d/%d %s") }

// leftIn says what combatant i has left, each allowance as format puts its left, of and name.
func (f *Fight) leftIn(i int, format string) string {
	var out []string
	for _, l := range f.Left(i) {
		out = append(out, fmt.Sprintf(format, l.Left, l.Of, l.Name))
	}
	return strings.Join(out, ", ")
}

// spend takes way from what combatant i has left; with more asked than left (the GM's ruling)
// it takes what is left. The map is the combatant's own copy: a Clone shares the one before.
func (f *Fight) spend(i int, way []engine.Spend) {
	if len(way) == 0 {
		return
	}
	c := &f.Doc.Combatants[i]
	spent := maps.Clone(c.Spent)
	if spent == nil {
		spent = map[string]int{}
	}
	left := f.left(i)
	for _, s := range way {
		n := min(s.N, left[s.Allowance])
		left[s.Allowance] -= n
		spent[s.Allowance] = min(spent[s.Allowance]+n, sheet.MaxSpent)
	}
	c.Spent = spent
}

// refill gives combatant i anew what it has of the allowances given at per, and at its own
// turn lets go what it holds (a Gard "tills det är karaktärens Tur igen").
func (f *Fight) refill(i int, per engine.Per) {
	c := &f.Doc.Combatants[i]
	if per == engine.PerTurn {
		c.Holding = nil
	}
	if len(c.Spent) == 0 {
		return
	}
	spent := maps.Clone(c.Spent)
	for _, a := range f.economy().Allowances {
		if a.Per == per || per == engine.PerRound && a.Per == engine.PerPhase {
			delete(spent, a.ID)
		}
	}
	if len(spent) == 0 {
		spent = nil
	}
	c.Spent = spent
}

// newRound gives every combatant anew what a round gives, and forgets the foes it met and the
// place it earned the right to swap.
func (f *Fight) newRound() {
	for i := range f.Doc.Combatants {
		f.refill(i, engine.PerRound)
		c := &f.Doc.Combatants[i]
		c.Faced, c.MaySwap = nil, ""
	}
}

// newPhase gives every combatant anew what a phase gives.
func (f *Fight) newPhase() {
	for i := range f.Doc.Combatants {
		f.refill(i, engine.PerPhase)
	}
}

// spentOut says whether combatant i has spent the allowance that takes one out of the round
// (engine.Economy.Spent), and so is skipped until the next.
func (f *Fight) spentOut(i int) bool {
	e := f.economy()
	if e.Spent == "" || !e.Counts() || f.Chars[i] == nil {
		return false
	}
	return f.left(i)[e.Spent] == 0
}

// allSpent says whether every combatant able to act has spent the allowance that ends the
// round when all have (framgangsslag's Handlingspoäng).
func (f *Fight) allSpent() bool {
	if f.economy().Spent == "" {
		return false
	}
	for i := range f.Chars {
		if f.Able(i).Able && !f.spentOut(i) {
			return false
		}
	}
	return true
}

// spending is what an exchange costs its two sides, as planned before the dice fall.
type spending struct {
	attack, defence []engine.Spend
	hold            string   // the defence the target holds on after paying it
	face            bool     // the attacker is a new foe the target meets this round
	said            []string // the lines of the log: a ruling of the GM, a defence chosen
}

// plan is what the exchange x of combatant a against t costs, its defence and split filled in
// where the GM named none: the first defence the target can pay for, the target's skill split
// among the foes it meets. A deed past what is left is refused, or with ruling taken and said
// in the log as the GM's.
func (f *Fight) plan(a, t int, x *engine.Exchange, ruling bool) (spending, error) {
	e := f.economy()
	var p spending
	if !e.Counts() {
		return p, nil
	}
	cost := e.CostOf(x.Attacker, engine.Deed{Kind: engine.Attacking, ID: x.Attack, Exchange: *x})
	if e.InTurn != "" && !cost.Reactive && !f.atOnce(a, f.Doc.Turn) {
		if !ruling {
			return p, sayBehind(ErrPastAllowance, "%s cannot attack in %s's turn: “%s”", f.logName(a), f.logName(f.Doc.Turn), e.InTurn)
		}
		p.said = append(p.said, fmt.Sprintf("SL:s beslut: %s anfaller utanför sin tur", f.logName(a)))
	}
	way, err := f.pay(a, cost, engine.Attacking, ruling, &p)
	if err != nil {
		return p, err
	}
	p.attack = way
	if err := f.planDefence(t, x, ruling, &p); err != nil {
		return p, err
	}
	return p, f.planSplit(a, t, x, ruling, &p)
}

// atOnce says whether combatant i acts at the moment of j's turn: it is j, or shares j's place
// where the rules make equal places act at the same moment ("Vid lika sker handlingarna exakt
// samtidigt").
func (f *Fight) atOnce(i, j int) bool {
	if i == j {
		return true
	}
	c := f.Doc.Combatants
	return f.roundRules().Simultaneous && len(c[i].Initiative) > 0 && slices.Equal(c[i].Initiative, c[j].Initiative)
}

// pay is the way combatant i pays cost for what, the first of its ways what is left covers;
// past what is left, a refusal with the sentence of the first allowance short, or with ruling
// the first way, said in the log.
func (f *Fight) pay(i int, cost engine.Cost, deed engine.DeedKind, ruling bool, p *spending) ([]engine.Spend, error) {
	sv := "anfalla"
	if deed == engine.Defending {
		sv = "försvara sig"
	}
	left := f.left(i)
	if way, ok := cost.Pay(left); ok {
		return way, nil
	}
	short := f.short(cost.Ways[0], left)
	rule := short.Rule
	if deed == engine.Defending && cost.Rule != "" {
		rule = cost.Rule // what a defence takes, which the allowance's sentence does not say
	}
	switch {
	case !ruling && deed == engine.Defending:
		return nil, sayBehind(ErrPastAllowance, "%s has no %s left to defend with this round (%s): “%s”", f.logName(i), short.Name, f.leftShort(i), rule)
	case !ruling:
		return nil, sayBehind(ErrPastAllowance, "%s has no %s left to attack with this round (%s): “%s”", f.logName(i), short.Name, f.leftShort(i), rule)
	}
	p.said = append(p.said, fmt.Sprintf("SL:s beslut: %s får %s utan %s kvar", f.logName(i), sv, short.Name))
	return cost.Ways[0], nil
}

// short is the first allowance of way that left does not cover.
func (f *Fight) short(way []engine.Spend, left map[string]int) engine.Allowance {
	e := f.economy()
	need := map[string]int{}
	for _, s := range way {
		need[s.Allowance] += s.N
	}
	for _, s := range way {
		if left[s.Allowance] < need[s.Allowance] {
			a, _ := e.Allowance(s.Allowance)
			return a
		}
	}
	a, _ := e.Allowance(way[0].Allowance)
	return a
}

// planDefence is what the target t's defence of x costs. One the GM named costs what it costs,
// past what is left refused (or with ruling taken); without one named, the first of its
// defences it can pay for is taken (Gard while it has Handlingspoäng, then Inget försvar), and
// the log says why one was passed over. A defence held since it was paid costs nothing.
func (f *Fight) planDefence(t int, x *engine.Exchange, ruling bool, p *spending) error {
	e := f.economy()
	defences, err := f.Rules.Defences(*x)
	if err != nil || len(defences) == 0 {
		return err
	}
	held := f.Doc.Combatants[t].Holding
	costOf := func(id string) engine.Cost {
		if slices.Contains(held, id) {
			return engine.Cost{}
		}
		return e.CostOf(x.Target, engine.Deed{Kind: engine.Defending, ID: id, Exchange: *x})
	}
	named := x.Defence != ""
	id := x.Defence
	if !named {
		id = defences[0].ID
		for k, d := range defences {
			if _, ok := costOf(d.ID).Pay(f.left(t)); ok {
				id = d.ID
				if k > 0 {
					p.said = append(p.said, fmt.Sprintf("%s har inget kvar för %s denna runda (%s): %s",
						f.logName(t), defences[0].Name, f.LeftText(t), d.Name))
				}
				break
			}
		}
	} else if c, ok := engine.ChoiceFor(defences, id); ok {
		id = c.ID
	}
	cost := costOf(id)
	way, err := f.pay(t, cost, engine.Defending, ruling, p)
	if err != nil {
		return err
	}
	x.Defence = id
	p.defence = way
	if cost.Holds && !cost.Free() {
		p.hold = id
	}
	return nil
}

// planSplit splits the target's skill among the foes it meets this round where its rules say
// so (engine.Economy.Split): a new foe is one more to split among, past MaxFoes refused, and
// the GM's split (x.Split) stands where it named one.
func (f *Fight) planSplit(a, t int, x *engine.Exchange, ruling bool, p *spending) error {
	e := f.economy()
	if e.Split == "" {
		return nil
	}
	cost := e.CostOf(x.Target, engine.Deed{Kind: engine.Defending, ID: x.Defence, Exchange: *x})
	if !cost.Splits {
		return nil
	}
	faced := f.Doc.Combatants[t].Faced
	foes := len(faced)
	if !slices.Contains(faced, f.Doc.Combatants[a].Name) {
		foes++
		p.face = true
	}
	if e.MaxFoes > 0 && foes > e.MaxFoes {
		if !ruling {
			return sayBehind(ErrPastAllowance, "%s already meets %d foes this round: “%s”", f.logName(t), foes-1, e.MaxFoesRule)
		}
		p.said = append(p.said, fmt.Sprintf("SL:s beslut: %s möter %d fiender", f.logName(t), foes))
	}
	if x.Split == 0 {
		x.Split = min(foes, engine.SplitRange.Max)
	}
	if x.Split > 1 {
		p.said = append(p.said, fmt.Sprintf("%s delar sin färdighet mellan %d: ”%s”", f.logName(t), x.Split, e.Split))
	}
	return nil
}

// spendOn takes what p costs the attacker a and the target t, after the exchange was fought.
func (f *Fight) spendOn(a, t int, p spending) {
	f.spend(a, p.attack)
	f.spend(t, p.defence)
	c := &f.Doc.Combatants[t]
	if p.hold != "" {
		c.Holding = append(slices.Clip(c.Holding), p.hold)
	}
	if p.face {
		c.Faced = append(slices.Clip(c.Faced), f.Doc.Combatants[a].Name)
	}
}
