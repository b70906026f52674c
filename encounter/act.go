package encounter

import (
	"fmt"
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// DistanceUnit is the measure the fight's rules count an exchange's distance in ("m",
// "zoner"), a Swedish format to word; "" where they count none.
func (f *Fight) DistanceUnit() string { return f.Rules.Description().Distance }

// Exchange is x as the fight plays it: combatant a attacking combatant t, their characters
// filled in.
func (f *Fight) Exchange(a, t int, x engine.Exchange) (engine.Exchange, error) {
	switch {
	case a < 0 || a >= len(f.Chars) || t < 0 || t >= len(f.Chars):
		return x, say("no combatant %d or %d among %d", a+1, t+1, len(f.Chars))
	case a == t:
		return x, say("%s cannot attack itself", f.Doc.Combatants[a].Name)
	case f.Chars[a] == nil || f.Chars[t] == nil:
		return x, f.unread(a, t)
	}
	if able := f.Able(a); !able.Able {
		return x, say("%s cannot act: %s", f.Doc.Combatants[a].Name, reasonOf(able))
	}
	x.Attacker, x.Target = f.Chars[a], f.Chars[t]
	return x, nil
}

// DefaultAttack is the attack x takes when none is named, x as Exchange filled it in: the first
// of the attacker's Attacks, which its ruleset leads with the best weapon it carries
// (engine.BestFirst), that can reach the target as x sets it up (a Gevär of range 1–3 zones is
// passed over in the attacker's own zone); the first's refusal when none can.
func (f *Fight) DefaultAttack(x engine.Exchange) (engine.Choice, error) {
	attacks := f.Rules.Attacks(x.Attacker)
	if len(attacks) == 0 {
		return engine.Choice{}, say("%s has nothing to attack with", nameOf(x.Attacker))
	}
	var first error
	for _, a := range attacks {
		x.Attack = a.ID
		_, err := f.Rules.FightOdds(x)
		if err == nil {
			return a, nil
		}
		if first == nil {
			first = err
		}
	}
	return engine.Choice{}, first
}

// Act plays one exchange, combatant a attacking combatant t as x sets up (its attack, the
// defence, the modifier and distance), and applies it to both: a wound, a condition, a horde's
// individuals lost. The log tells it as the rules do. What the round allows each side is
// counted (economy.go): an attack out of turn or past what a side has left is refused with the
// rule's sentence, behind which is ErrPastAllowance; without a defence named the target makes
// the first it can pay for.
func (f *Fight) Act(a, t int, x engine.Exchange, r *rand.Rand) (engine.Exchanged, error) {
	return f.act(a, t, x, false, r)
}

// ActAnyway is Act taken as the GM's ruling past what the round allows: the log says so.
func (f *Fight) ActAnyway(a, t int, x engine.Exchange, r *rand.Rand) (engine.Exchanged, error) {
	return f.act(a, t, x, true, r)
}

func (f *Fight) act(a, t int, x engine.Exchange, ruling bool, r *rand.Rand) (engine.Exchanged, error) {
	fights := f.Rules
	if !engine.Fought(fights) {
		return engine.Exchanged{}, say("%s has no fights", f.Rules.Description().Name)
	}
	x, err := f.Exchange(a, t, x)
	if err != nil {
		return engine.Exchanged{}, err
	}
	if x.Attack == "" {
		attack, err := f.DefaultAttack(x)
		if err != nil {
			return engine.Exchanged{}, err
		}
		x.Attack = attack.ID
	}
	spent, err := f.plan(a, t, &x, ruling)
	if err != nil {
		return engine.Exchanged{}, err
	}
	res, err := fights.Fight(x, r)
	if err != nil {
		return engine.Exchanged{}, err
	}
	for _, line := range spent.said {
		f.log(fmt.Sprintf("Runda %d: %s", f.Doc.Round, line))
	}
	f.spendOn(a, t, spent)
	if res.Swap {
		f.Doc.Combatants[t].MaySwap = f.Doc.Combatants[a].Name
	}
	f.Chars[a], f.Chars[t] = res.Attacker, res.Target
	weapon := x.Attack
	if c, ok := engine.ChoiceFor(fights.Attacks(x.Attacker), x.Attack); ok {
		weapon = c.NameIn(engine.Words{})
	}
	line := fmt.Sprintf("Runda %d: %s anfaller %s med %s: %s", f.Doc.Round, f.logName(a), f.logName(t),
		weapon, res.Attack.OutcomeIn(engine.Words{}))
	if res.Defence != nil {
		line += " / " + res.Defence.OutcomeIn(engine.Words{})
	}
	switch res.Struck {
	case engine.TargetSide:
		line += "; " + f.logName(t) + " träffas"
	case engine.AttackerSide:
		line += "; " + f.logName(a) + " träffas"
	}
	if len(res.Report) > 0 {
		line += ": " + res.Report.String()
	}
	f.log(line)
	f.Doc.Attacked = true
	f.restand(a, t)
	return res, nil
}

// Actions are what combatant i can do at the table besides attacking, as its ruleset offers
// them (engine.Actions): an action of the table is done with the others in the fight.
func (f *Fight) Actions(i int) []engine.Action {
	if f.Chars[i] == nil {
		return nil
	}
	return f.Rules.TableActions(f.Chars[i])
}

// Do does action s.Form to combatant i, or, for an action of the table, for i and to every
// other in the fight; the order follows a place drawn again. It returns what happened.
func (f *Fight) Do(i int, s engine.Setup, r *rand.Rand) (engine.Report, error) {
	if i < 0 || i >= len(f.Chars) {
		return nil, say("no combatant %d among %d", i+1, len(f.Chars))
	}
	if f.Chars[i] == nil {
		return nil, f.unread(i)
	}
	actions := f.Actions(i)
	a, ok := engine.ActionByID(actions, s.Form)
	if !ok {
		return nil, engine.Unknown(s.Form)
	}
	who := []int{i}
	if a.Scope == engine.TableScope {
		for k, c := range f.Chars {
			if k != i && c != nil {
				who = append(who, k)
			}
		}
	}
	docs := make([]*sheet.Character, len(who))
	for k, w := range who {
		docs[k] = f.Chars[w]
	}
	out, report, err := engine.Perform(actions, docs, s, r)
	if err != nil {
		return nil, err
	}
	if len(out) != len(who) {
		return nil, fmt.Errorf("%s: %d characters back for %d", a.Label, len(out), len(who))
	}
	for k, w := range who {
		f.Chars[w] = out[k]
	}
	f.log(fmt.Sprintf("Runda %d: %s: %s: %s", f.Doc.Round, f.logName(i), a.Label, report.String()))
	f.resettle()
	f.restand()
	return report, nil
}
