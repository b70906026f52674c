package encounter

import (
	"fmt"
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// A fight is rounds: the ruleset's round rules (engine.RoundRules) are applied as the turn moves,
// the fallen are skipped, and each step is a line of the log. Next and NextRound are the only
// ways the turn moves on, so the editor and the command line apply the same rules.

// roundRules are the ruleset's rules of the round.
func (f *Fight) roundRules() engine.RoundRules { return f.Rules.Rounds() }

// Able is whether combatant i can act, and why not: by its ruleset's rules, and not at all
// when its file did not read.
func (f *Fight) Able(i int) engine.Ability {
	if i < 0 || i >= len(f.Chars) {
		return engine.Cannot(engine.Say("ingen sådan deltagare"), false)
	}
	if f.Chars[i] == nil {
		return engine.Cannot(engine.Say("filen gick inte att läsa"), false)
	}
	return engine.AbleIn(f.Rules, f.Chars[i])
}

// SideOf is the side combatant i fights on: the one the GM gave it, or its character's (an
// NPC's or a player's); a combatant whose file did not read is a player's where it has a file.
func (f *Fight) SideOf(i int) string {
	c := f.Doc.Combatants[i]
	switch {
	case c.Side != "":
		return c.Side
	case f.Chars[i] != nil && f.Chars[i].NPC, f.Chars[i] == nil && c.File == "":
		return sheet.SideNPCs
	}
	return sheet.SidePlayers
}

// SetSide puts combatant i on side, sheet.SidePlayers or sheet.SideNPCs.
func (f *Fight) SetSide(i int, side string) error {
	if side != sheet.SidePlayers && side != sheet.SideNPCs {
		return say("%q is no side: %s or %s", side, sheet.SidePlayers, sheet.SideNPCs)
	}
	if i < 0 || i >= len(f.Chars) {
		return say("no combatant %d among %d", i+1, len(f.Chars))
	}
	f.Doc.Combatants[i].Side = side
	to := "spelarnas"
	if side == sheet.SideNPCs {
		to = "SLP:s"
	}
	f.log(fmt.Sprintf("Runda %d: %s byter till %s sida", f.Doc.Round, f.logName(i), to))
	return nil
}

// Target is whom combatant a attacks unless told otherwise: the first combatant of the other
// side in the order who is still in the fight (able, or only out of actions for now, as one
// who has spent this round's öde dice); -1 when every one of them has fallen, and the fight is
// won.
func (f *Fight) Target(a int) int {
	for i := range f.Chars {
		if i == a || f.Chars[i] == nil || f.SideOf(i) == f.SideOf(a) {
			continue
		}
		if able := f.Able(i); able.Able || !able.Helpless {
			return i
		}
	}
	return -1
}

// apply does the ruleset's rules of moment m to combatant i, a line of the log each. The dead
// are left alone: no rule of the round is theirs (engine.Ability.Dead), not even the rest of
// the rules of the moment a bleeding killed them in.
func (f *Fight) apply(m engine.Moment, i int, r *rand.Rand) {
	c := f.Chars[i]
	if c == nil {
		return
	}
	for _, rule := range f.roundRules().At(m) {
		if engine.AbleIn(f.Rules, c).Dead {
			break
		}
		if !rule.For(c) {
			continue
		}
		out, report, err := engine.Perform(f.actionsOf(c), []*sheet.Character{c}, engine.Setup{Form: rule.Action}, r)
		if err != nil {
			f.log(fmt.Sprintf("Runda %d: %s: %s", f.Doc.Round, f.logName(i), engine.ErrorIn(err, engine.Words{})))
			continue
		}
		c = out[0]
		f.log(fmt.Sprintf("Runda %d: %s: %s: %s", f.Doc.Round, f.logName(i), f.actionLabel(c, rule.Action), report.String()))
	}
	f.Chars[i] = c
	f.restand(i)
}

// actionsOf are the table actions of c's ruleset.
func (f *Fight) actionsOf(c *sheet.Character) []engine.Action {
	return f.Rules.TableActions(c)
}

// actionLabel is the label of c's action id, as the log names it.
func (f *Fight) actionLabel(c *sheet.Character, id string) string {
	if a, ok := engine.ActionByID(f.actionsOf(c), id); ok {
		return a.Label
	}
	return id
}

// Next ends the turn of the one acting and gives the turn to the next who can act: the
// ruleset's rules of a turn's end, of a round's end and of a turn's start are applied on the
// way, and each one skipped is said in the log with the reason. After the last in the order
// the next round begins (or, where the rounds have phases, the next phase).
func (f *Fight) Next(r *rand.Rand) {
	if len(f.Chars) == 0 {
		return
	}
	started := f.Doc.Round
	f.apply(engine.TurnEnd, f.Doc.Turn, r)
	f.advance(r)
	f.begin(started, r)
}

// NextRound ends the round where it stands and begins the next, its turn with the first in
// the order who can act.
func (f *Fight) NextRound(r *rand.Rand) {
	if len(f.Chars) == 0 {
		f.Doc.Round++
		return
	}
	started := f.Doc.Round
	f.endRound(r)
	f.begin(started, r)
}

// advance moves the turn to the next in the order, ending the phase or round after the last.
// Where a round lasts until all have spent what it gives (framgangsslag's Handlingspoäng), it
// ends as soon as they have, and the order goes round again while any has some left and
// someone attacked in the last go.
func (f *Fight) advance(r *rand.Rand) {
	f.Doc.Turn++
	rr := f.roundRules()
	if f.allSpent() {
		if a, ok := rr.Economy.Allowance(rr.Economy.Spent); ok {
			f.log(fmt.Sprintf("Runda %d: alla har spenderat sina %s: ”%s”", f.Doc.Round, a.Name, rr.Economy.SpentRule))
		}
		f.endRound(r)
		return
	}
	if f.Doc.Turn < len(f.Chars) {
		return
	}
	goesRound := rr.Phases || rr.Economy.Spent != ""
	if goesRound && f.Doc.Attacked && f.Doc.Phase < sheet.MaxPhases && f.anyAble() {
		// "När rondens första fas är över inleds fas två, då alla som har ödestärningar kvar
		// kan utföra nya handlingar."
		f.Doc.Turn, f.Doc.Attacked = 0, false
		f.Doc.Phase++
		f.newPhase()
		if rr.Phases {
			f.log(fmt.Sprintf("Runda %d, fas %d", f.Doc.Round, f.Doc.Phase+1))
		} else {
			f.log(fmt.Sprintf("Runda %d: några har %s kvar: ordningen går ett varv till", f.Doc.Round, f.spentName()))
		}
		return
	}
	if rr.Phases && !f.Doc.Attacked && f.anyAble() {
		// "om en hel fas passerar utan att någon utför en offensiv handling är stridsrundan
		// omedelbart slut. Eventuellt oanvända ödestärningar går då förlorade."
		f.log(fmt.Sprintf("Runda %d: en hel fas utan anfall: rundan är slut", f.Doc.Round))
	}
	f.endRound(r)
}

// endRound applies the rules of a round's end to every combatant in the order, and begins the
// next round with the first.
func (f *Fight) endRound(r *rand.Rand) {
	for i := range f.Chars {
		f.apply(engine.RoundEnd, i, r)
	}
	f.newRound()
	f.Doc.Turn, f.Doc.Phase, f.Doc.Attacked = 0, 0, false
	f.Doc.Round++
	f.log(fmt.Sprintf("Runda %d", f.Doc.Round))
	f.reorder()
}

// begin starts the turn of the one whose turn it is: the rules of a turn's start, and, when it
// cannot act, the log says why and the turn passes on. Once the round has ended since started
// (the round Next or NextRound was called in), a whole order of turns with nobody able to act
// stops with the last, and the log says so: the fight is over, or waits for the GM. So no call
// ends more than one round.
func (f *Fight) begin(started int, r *rand.Rand) {
	for {
		i := f.Doc.Turn
		f.refill(i, engine.PerTurn)
		f.apply(engine.TurnStart, i, r)
		a := f.Able(i)
		if a.Able && !f.spentOut(i) {
			return
		}
		why := reasonOf(a)
		if a.Able {
			why = "har spenderat sina " + f.spentName()
		}
		f.log(fmt.Sprintf("Runda %d: %s hoppas över: %s", f.Doc.Round, f.logName(i), why))
		f.apply(engine.TurnEnd, i, r)
		if i == len(f.Chars)-1 && f.Doc.Round > started {
			f.log(fmt.Sprintf("Runda %d: ingen kan handla", f.Doc.Round))
			return
		}
		f.advance(r)
	}
}

// anyAble says whether anyone in the fight can act, and has not spent what the round gives.
func (f *Fight) anyAble() bool {
	for i := range f.Chars {
		if f.Able(i).Able && !f.spentOut(i) {
			return true
		}
	}
	return false
}

// spentName is the name of the allowance whose being spent takes one out of the round.
func (f *Fight) spentName() string {
	e := f.economy()
	a, _ := e.Allowance(e.Spent)
	return a.Name
}

// reasonOf is why a cannot act, in Swedish for the log.
func reasonOf(a engine.Ability) string {
	if a.Reason == nil {
		return "kan inte handla"
	}
	return a.Reason.Sv()
}

// Put puts c into the fight as combatant i's character, as the GM changed it by hand in a tab
// of its own: damage typed in, Liggande set, a wound healed. The log says so.
func (f *Fight) Put(i int, c *sheet.Character) error {
	if i < 0 || i >= len(f.Chars) {
		return say("no combatant %d among %d", i+1, len(f.Chars))
	}
	if err := f.sameRules(c, f.Doc.Combatants[i].Name); err != nil {
		return err
	}
	f.Chars[i], f.Problems[i] = c.Clone(), nil
	f.log(fmt.Sprintf("Runda %d: %s ändrad för hand", f.Doc.Round, f.logName(i)))
	f.restand(i)
	return nil
}

// Named is the place of the combatant called name (names are unique in a fight); -1 for none.
func (f *Fight) Named(name string) int {
	for i, c := range f.Doc.Combatants {
		if c.Name == name {
			return i
		}
	}
	return -1
}
