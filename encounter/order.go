package encounter

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// Settle settles the order of every combatant as the ruleset's initiative does at the start of
// a fight (engine.Fights.Initiative), gives the turn to the first, and logs each one's place. A
// combatant whose file did not read cannot roll, and goes last.
func (f *Fight) Settle(r *rand.Rand) error {
	if !engine.Fought(f.Rules) {
		return say("%s settles no order of its own: the combatants act as they are listed", f.Rules.Description().Name)
	}
	var who []int
	var docs []*sheet.Character
	for i, c := range f.Chars {
		if c != nil {
			who, docs = append(who, i), append(docs, c)
		}
	}
	after, inits, err := f.Rules.Initiative(docs, r)
	if err != nil {
		return err
	}
	var said []string
	shared := map[string]engine.Initiative{} // a group's one roll, by group
	group := f.roundRules().GroupInitiative
	for k, i := range who {
		f.Chars[i] = after[k]
		in := inits[k]
		if g := f.Doc.Combatants[i].Group; group && g != "" {
			// "För grupper av generiska slp med identiska egenskaper slås för enkelhetens
			// skull bara ett, gemensamt initiativslag. Ändå konsumerar alla i gruppen varsin
			// ödestärning": each rolled with its die, and the group takes the first's roll.
			if first, ok := shared[g]; ok {
				in = first
			} else {
				shared[g] = in
			}
		}
		f.place(i, in)
		said = append(said, f.logName(i)+" "+f.Doc.Combatants[i].InitiativeText)
	}
	f.sort()
	f.Doc.Turn, f.Doc.Phase, f.Doc.Attacked = 0, 0, false
	f.log("Initiativ: " + strings.Join(said, ", "))
	f.begin(f.Doc.Round, r)
	return nil
}

// Simultaneous says whether combatant i acts at the same moment as the one before or after it
// in the order: their places are equal in every key, which the rules that say so settle as
// simultaneous (engine.RoundRules.Simultaneous).
func (f *Fight) Simultaneous(i int) bool {
	if !f.roundRules().Simultaneous {
		return false
	}
	c := f.Doc.Combatants
	same := func(j int) bool {
		return j >= 0 && j < len(c) && len(c[i].Initiative) > 0 && slices.Equal(c[i].Initiative, c[j].Initiative)
	}
	return same(i-1) || same(i+1)
}

// place gives combatant i its place in the order.
func (f *Fight) place(i int, in engine.Initiative) {
	f.Doc.Combatants[i].Initiative = in.Keys
	f.Doc.Combatants[i].InitiativeText = in.Text.Sv()
}

// sort puts the combatants in the order their places say, those without a place last, each
// keeping its order among equals. The turn stays with the one who had it.
func (f *Fight) sort() {
	n := len(f.Chars)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	c := f.Doc.Combatants
	slices.SortStableFunc(order, func(a, b int) int {
		ka, kb := c[a].Initiative, c[b].Initiative
		switch {
		case len(ka) == 0 || len(kb) == 0:
			return len(kb) - len(ka) // the placed first
		}
		return slices.Compare(ka, kb)
	})
	comb, chars, probs := make([]sheet.Combatant, n), make([]*sheet.Character, n), make([]error, n)
	turn := f.Doc.Turn
	for k, i := range order {
		comb[k], chars[k], probs[k] = c[i], f.Chars[i], f.Problems[i]
		if i == f.Doc.Turn {
			turn = k
		}
	}
	f.Doc.Combatants, f.Chars, f.Problems = comb, chars, probs
	f.Doc.Turn = turn
}

// restand says the places of the combatants which afresh from their characters as they are
// now, every combatant's when which names none, for a ruleset whose order is drawn from values
// a fight changes (engine.RoundRules.Standing): a wound's Trötthet lowers spelsystemet's
// Snabbhet, and the place says so at once. A step names the ones it changed, so a round's rules
// do not derive every combatant again for each one. The order itself follows at the start of
// the next round (reorder). A combatant with no place yet keeps none.
func (f *Fight) restand(which ...int) {
	standing := f.roundRules().Standing
	if standing == nil {
		return
	}
	if which == nil {
		which = make([]int, len(f.Chars))
		for i := range which {
			which[i] = i
		}
	}
	for _, i := range which {
		if c := f.Chars[i]; c != nil && len(f.Doc.Combatants[i].Initiative) > 0 {
			f.place(i, standing(c))
		}
	}
}

// reorder puts the combatants in the order their places make now, at a round's start, for a
// ruleset whose places are drawn from values (restand), and logs the new order where it changed.
func (f *Fight) reorder() {
	if f.roundRules().Standing == nil {
		return
	}
	f.restand()
	before := slices.Clone(f.Doc.Combatants)
	f.sort()
	f.Doc.Turn = 0
	changed := false
	var said []string
	for i, c := range f.Doc.Combatants {
		changed = changed || c.Name != before[i].Name
		said = append(said, f.logName(i)+" "+c.InitiativeText)
	}
	if changed {
		f.log(fmt.Sprintf("Runda %d: ny ordning: %s", f.Doc.Round, strings.Join(said, ", ")))
	}
}

// resettle reads again the places kept on the characters, for a ruleset that keeps them there
// (engine.RoundRules.Kept): after a card is drawn again or swapped, the order follows it.
func (f *Fight) resettle() {
	kept := f.roundRules().Kept
	if kept == nil {
		return
	}
	for k, c := range f.Chars {
		if c == nil {
			continue
		}
		if in, ok := kept.Of(c); ok {
			f.place(k, in)
		} else {
			f.place(k, engine.Initiative{})
		}
	}
	f.sort()
}

// Swaps reports whether the ruleset lets two combatants swap places (zonstrid's cards).
func (f *Fight) Swaps() bool {
	return f.roundRules().Kept != nil
}

// Swap exchanges the places of combatants i and j, as a ruleset that keeps them on the
// characters allows: two players' characters at the start of a round ("Du och en annan
// rollperson kan byta initiativkort med varandra under striden. Det går bara att byta
// initiativ i början av rundan, innan någon hunnit göra sina handlingar"), or one who earned
// it by its defence with the foe it defended against, this round (sheet.Combatant.MaySwap).
// Anything else is refused with the rule's sentence, behind which is ErrPastAllowance.
func (f *Fight) Swap(i, j int) error { return f.swap(i, j, false) }

// SwapAnyway is Swap taken as the GM's ruling where the rules would refuse it: the log says so.
func (f *Fight) SwapAnyway(i, j int) error { return f.swap(i, j, true) }

func (f *Fight) swap(i, j int, ruling bool) error {
	kept := f.roundRules().Kept
	if err := f.swappable(kept, i, j); err != nil {
		return err
	}
	earned := f.Doc.Combatants[i].MaySwap == f.Doc.Combatants[j].Name || f.Doc.Combatants[j].MaySwap == f.Doc.Combatants[i].Name
	if !earned {
		if err := f.swapAllowed(i, j); err != nil {
			if !ruling {
				return err
			}
			f.log(fmt.Sprintf("Runda %d: SL:s beslut: %s och %s byter plats", f.Doc.Round, f.logName(i), f.logName(j)))
		}
	}
	a, b, report, err := kept.Swap(f.Chars[i], f.Chars[j])
	if err != nil {
		return err
	}
	f.Chars[i], f.Chars[j] = a, b
	f.Doc.Combatants[i].MaySwap, f.Doc.Combatants[j].MaySwap = "", ""
	f.log(fmt.Sprintf("Runda %d: %s", f.Doc.Round, report.String()))
	f.resettle()
	if earned || f.acted() {
		return nil // in the midst of the round the turn stays with the one who has it
	}
	// Nobody has acted yet: the round begins with the first of the new order, where keeping
	// the turn with the one who had it took their turns from those it moved past.
	f.Doc.Turn = 0
	for k := range f.Chars {
		if f.Able(k).Able {
			f.Doc.Turn = k
			break
		}
	}
	return nil
}

// swappable refuses a swap of i and j that no ruling makes: where the rules keep no places,
// of one that is not there or has no character, or of one with itself.
func (f *Fight) swappable(kept *engine.Kept, i, j int) error {
	switch {
	case kept == nil:
		return say("%s's order is not swapped", f.Rules.Description().Name)
	case i < 0 || j < 0 || i >= len(f.Chars) || j >= len(f.Chars):
		return say("no combatant %d or %d among %d", i+1, j+1, len(f.Chars))
	case i == j:
		return say("%s cannot swap with itself", f.Doc.Combatants[i].Name)
	case f.Chars[i] == nil || f.Chars[j] == nil:
		return f.unread(i, j)
	}
	return nil
}

// swapAllowed refuses a swap of i and j that the rules allow only between two players'
// characters before anyone has acted in the round.
func (f *Fight) swapAllowed(i, j int) error {
	if f.acted() {
		return sayBehind(ErrPastAllowance, "places are swapped only at the start of a round, before anyone has acted: “Det går bara att byta initiativ i början av rundan, innan någon hunnit göra sina handlingar.”")
	}
	if f.SideOf(i) != sheet.SidePlayers || f.SideOf(j) != sheet.SidePlayers {
		return sayBehind(ErrPastAllowance, "%s and %s are not both players' characters: “Du och en annan rollperson kan byta initiativkort med varandra under striden.”", f.logName(i), f.logName(j))
	}
	return nil
}

// acted says whether anyone has acted in the round: attacked, or spent of what it allows.
func (f *Fight) acted() bool {
	if f.Doc.Attacked {
		return true
	}
	for _, c := range f.Doc.Combatants {
		if len(c.Spent) > 0 {
			return true
		}
	}
	return false
}

// unread is the problem of whichever of is did not read.
func (f *Fight) unread(is ...int) error {
	for _, i := range is {
		if f.Problems[i] != nil {
			return f.Problems[i]
		}
	}
	return say("%s has no character", f.Doc.Combatants[is[0]].Name)
}
