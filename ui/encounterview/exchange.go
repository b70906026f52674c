package encounterview

import (
	"errors"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/ui/kit"
)

// exchangePanel is the exchange of an encounter: the actor (whose turn it is, unless another is
// chosen) attacks a target with a weapon, the target defends as its rules allow, and the exact
// odds of the whole exchange show while it is set up. A roll shows what happened step by step;
// Apply makes it a step of the fight, undoable.
type exchangePanel struct {
	v      *View
	object fyne.CanvasObject

	actor, weapon, target, defence *widget.Select
	mod, distance                  *widget.Entry
	kit.OddsLine
	result *widget.Label
	apply  *widget.Button
	// ruling takes a step past what the round allows as the GM's ruling; shown where the rules
	// count what a round allows or keep places to swap.
	ruling *widget.Check

	actors, targets []int // the combatants offered, by index in the fight
	attacks         []engine.Choice
	defences        []engine.Choice
	turn            int // the turn the actor was chosen for, to follow the next turn
	// rolled is the fight as the last roll left it, until applied; rolledOn is the fight it
	// was rolled on, so a step taken since is not overwritten by applying it.
	rolled, rolledOn *encounter.Fight
	told             bool // the result tells of a roll, not that none was rolled yet
}

func newExchangePanel(v *View) *exchangePanel {
	a := &exchangePanel{v: v, turn: -1}
	a.OddsLine = kit.NewOddsLine(a.rollNow)
	a.actor = widget.NewSelect(nil, func(string) { a.update() })
	a.actor.PlaceHolder = lang.L("Choose who attacks")
	a.weapon = widget.NewSelect(nil, func(string) { a.update() })
	a.weapon.PlaceHolder = lang.L("Choose a weapon")
	a.target = widget.NewSelect(nil, func(string) { a.update() })
	a.target.PlaceHolder = lang.L("Choose a target")
	a.defence = widget.NewSelect(nil, func(string) { a.update() })
	a.defence.PlaceHolder = lang.L("Choose a defence")
	a.mod = widget.NewEntry()
	a.mod.SetPlaceHolder("0")
	a.mod.OnChanged = func(string) { a.update() }
	a.distance = widget.NewEntry()
	a.distance.SetPlaceHolder("0")
	a.distance.OnChanged = func(string) { a.update() }
	a.result = widget.NewLabel(lang.L("No exchange rolled yet."))
	a.result.Wrapping = fyne.TextWrapWord
	a.apply = widget.NewButtonWithIcon(lang.L("Apply"), theme.ConfirmIcon(), a.applyNow)
	a.apply.Importance = widget.HighImportance
	a.apply.Disable()
	a.ruling = widget.NewCheck(lang.L("GM's ruling: allow past what the round allows"), func(bool) { a.update() })
	if !v.fight.Counts() && !v.fight.Swaps() {
		a.ruling.Hide()
	}
	// The modifier and the distance share a row, and the panel has no card's title: the
	// result of a roll stays in sight under the set-up on a 768-pixel screen.
	numbers := container.NewHBox(kit.FixedWidth(kit.NumberWidth, a.mod))
	if unit := v.fight.DistanceUnit(); unit != "" {
		numbers.Add(widget.NewLabel(lang.L("Distance") + " (" + v.words.F(unit) + ")"))
		numbers.Add(kit.FixedWidth(kit.NumberWidth, a.distance))
	}
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Attacker"), a.actor),
		widget.NewFormItem(lang.L("Weapon"), a.weapon),
		widget.NewFormItem(lang.L("Target"), a.target),
		widget.NewFormItem(lang.L("Defence"), a.defence),
		widget.NewFormItem(lang.L("Modifier"), numbers),
	)
	a.object = container.NewVScroll(container.NewVBox(form, a.Odds, container.NewHBox(a.Roll, a.apply), a.ruling, a.result))
	a.Built = true
	return a
}

// carry takes over what old, the panel before the language changed, was set to: the exchange
// chosen, and one rolled and not yet applied with what was said of it.
func (a *exchangePanel) carry(old *exchangePanel) {
	a.mod.SetText(old.mod.Text)
	a.distance.SetText(old.distance.Text)
	for _, sel := range [][2]*widget.Select{{a.actor, old.actor}, {a.weapon, old.weapon}, {a.target, old.target}, {a.defence, old.defence}} {
		sel[0].SetSelectedIndex(sel[1].SelectedIndex())
	}
	a.turn, a.rolled, a.rolledOn, a.told = old.turn, old.rolled, old.rolledOn, old.told
	a.ruling.SetChecked(old.ruling.Checked)
	if old.told {
		a.result.SetText(old.result.Text) // in the words it was said in
	}
	if !old.apply.Disabled() {
		a.apply.Enable()
	}
}

// number reads a whole number typed into entry, 0 when empty; bad says what does not read.
func number(entry *widget.Entry, field string) (n int, bad string) {
	t := strings.TrimSpace(entry.Text)
	if t == "" {
		return 0, ""
	}
	n, err := strconv.Atoi(t)
	if err != nil {
		return 0, lang.L("{{.Field}}: “{{.Text}}” is not a whole number", map[string]any{"Field": field, "Text": kit.Ellipsis(t, 20)})
	}
	return n, ""
}

// exchange reads the set-up: the actor's and the target's index and the exchange; ok is false
// while something is missing, and bad says what of it does not read.
func (a *exchangePanel) exchange() (actor, target int, x engine.Exchange, bad string, ok bool) {
	x.Mod, bad = number(a.mod, lang.L("Modifier"))
	if bad == "" {
		x.Distance, bad = number(a.distance, lang.L("Distance"))
	}
	for _, c := range []struct {
		label string
		v     int
		r     engine.Range
	}{{lang.L("Modifier"), x.Mod, engine.ModRange}, {lang.L("Distance"), x.Distance, engine.DistanceRange}} {
		if err := engine.RangeError(c.label, c.v, c.r); bad == "" && err != nil {
			bad = engine.ErrorIn(err, a.v.words)
		}
	}
	i, w, t, d := a.actor.SelectedIndex(), a.weapon.SelectedIndex(), a.target.SelectedIndex(), a.defence.SelectedIndex()
	if i < 0 || i >= len(a.actors) || w < 0 || w >= len(a.attacks) || t < 0 || t >= len(a.targets) {
		return 0, 0, x, bad, false
	}
	actor, target = a.actors[i], a.targets[t]
	x.Attack = a.attacks[w].ID
	if d >= 0 && d < len(a.defences) {
		x.Defence = a.defences[d].ID
	}
	x, err := a.v.fight.Exchange(actor, target, x)
	if err != nil {
		return actor, target, x, err.Error(), false
	}
	return actor, target, x, bad, true
}

// update offers what the fight has now, and shows the odds of the exchange set up. The actor
// follows the turn; the target stays whoever it was while still in the fight.
func (a *exchangePanel) update() {
	if !a.Built {
		return
	}
	a.Built = false // setting the drop-downs calls update again
	defer func() { a.Built = true }()
	f, words := a.v.fight, a.v.words
	fights := f.Rules
	labels := a.v.combatantLabels()

	wasActor, wasTarget := a.chosen(a.actor, a.actors), a.chosen(a.target, a.targets)
	if f.Doc.Turn != a.turn || wasActor < 0 {
		// A new turn: the one whose turn it is attacks the first of the other side still in
		// the fight, with no modifier and at no distance until the GM says otherwise.
		wasActor, wasTarget, a.turn = f.Doc.Turn, -1, f.Doc.Turn
		a.mod.SetText("")
		a.distance.SetText("")
	}
	actor := a.offerActors(wasActor, labels)
	a.attacks = nil
	if actor >= 0 {
		a.attacks = fights.Attacks(f.Chars[actor])
	}
	kit.Offer(a.weapon, kit.ChoiceNames(a.attacks, words), a.weapon.SelectedIndex())
	a.offerTargets(actor, wasTarget, labels)
	a.defences = nil
	if _, _, x, _, ok := a.exchange(); ok {
		x.Defence = ""
		if d, err := fights.Defences(x); err == nil {
			a.defences = d
		}
	}
	kit.Offer(a.defence, kit.ChoiceNames(a.defences, words), a.defence.SelectedIndex())
	a.showOdds(fights, actor)
	if a.rolledOn != f {
		a.apply.Disable() // the fight took a step since the roll
	}
}

// offerActors offers those who can act, wasActor kept where still among them, and gives the
// actor chosen by its index in the fight; -1 for none.
func (a *exchangePanel) offerActors(wasActor int, labels []string) int {
	f := a.v.fight
	a.actors = nil
	var names []string
	keep := -1
	for i, c := range f.Chars {
		// Only those who can act attack: the fallen are never offered.
		if c != nil && f.Able(i).Able {
			if i == wasActor {
				keep = len(a.actors)
			}
			a.actors, names = append(a.actors, i), append(names, labels[i])
		}
	}
	kit.Offer(a.actor, names, keep)
	return a.chosen(a.actor, a.actors)
}

// offerTargets offers everyone but the actor, wasTarget kept where still among them, or else
// the actor's first foe still in the fight.
func (a *exchangePanel) offerTargets(actor, wasTarget int, labels []string) {
	f := a.v.fight
	a.targets = nil
	var names []string
	keep := -1
	if wasTarget < 0 && actor >= 0 {
		wasTarget = f.Target(actor)
	}
	for i, c := range f.Chars {
		// The fallen may be struck, as the rules allow (a frislag, a Nådastöt).
		if c != nil && i != actor {
			if i == wasTarget {
				keep = len(a.targets)
			}
			a.targets, names = append(a.targets, i), append(names, labels[i])
		}
	}
	kit.Offer(a.target, names, keep)
	if keep < 0 {
		// Nobody of the other side is still in the fight: no target is chosen for the GM,
		// least of all the first in the order, who may be the attacker's own ally.
		a.target.ClearSelected()
	}
}

// showOdds shows the odds of the exchange set up, or what it lacks.
func (a *exchangePanel) showOdds(fights engine.Ruleset, actor int) {
	words := a.v.words
	_, _, x, bad, ok := a.exchange()
	switch {
	case !engine.Fought(fights):
		a.Odds.SetText(lang.L("These rules have no fights to play."))
		a.Roll.Disable()
	case !ok && bad == "":
		a.Odds.SetText(a.missing(actor))
		a.Roll.Disable()
	default:
		a.ShowOdds(bad, func() (string, string) {
			odds, err := fights.FightOdds(x)
			if err != nil {
				return "", engine.ErrorIn(err, words)
			}
			return odds.Text.In(words), ""
		})
	}
}

// missing says what the exchange still lacks: combatants, a target when the other side has
// fallen (the GM may still strike one of them), or the weapon and the target.
func (a *exchangePanel) missing(actor int) string {
	switch {
	case len(a.actors) == 0 || len(a.targets) == 0:
		return lang.L("Add two combatants, then choose a weapon and a target.")
	case actor >= 0 && a.target.SelectedIndex() < 0 && a.v.fight.Target(actor) < 0:
		return lang.L("No one of the other side can fight on. Choose a target to strike one anyway.")
	default:
		return lang.L("Choose a weapon and a target.")
	}
}

// chosen is the combatant a selection of sel names, by its index in the fight; -1 for none.
func (a *exchangePanel) chosen(sel *widget.Select, among []int) int {
	if i := sel.SelectedIndex(); i >= 0 && i < len(among) {
		return among[i]
	}
	return -1
}

// rollNow rolls the exchange set up on a copy of the fight and shows what happened; nothing
// changes until it is applied.
func (a *exchangePanel) rollNow() {
	actor, target, x, bad, ok := a.exchange()
	if !ok || bad != "" {
		return
	}
	trial := a.v.fight.Clone()
	act := trial.Act
	if a.ruled() {
		act = trial.ActAnyway
	}
	res, err := act(actor, target, x, a.v.rng)
	if err != nil {
		said := kit.ErrorInWords(err, a.v.words)
		if errors.Is(err, encounter.ErrPastAllowance) {
			said += "\n" + lang.L("Tick “GM's ruling” to roll it all the same.")
		}
		a.result.SetText(kit.ShortText(said))
		a.told = true
		return
	}
	f := a.v.fight
	lines := kit.DescribeExchange(f.Rules, a.v.words, res, f.Doc.Combatants[actor].Name, f.Doc.Combatants[target].Name)
	a.result.SetText(kit.ShortText(strings.Join(lines, "\n")))
	a.rolled, a.rolledOn, a.told = trial, f, true
	a.apply.SetText(lang.L("Apply"))
	a.apply.Enable()
}

// ruled says whether the GM takes the next step past what the round allows.
func (a *exchangePanel) ruled() bool { return a.ruling.Visible() && a.ruling.Checked }

// applyNow makes the exchange rolled a step of the fight, unless the fight took another step
// since the roll: then it is stale, and said to be.
func (a *exchangePanel) applyNow() {
	rolled, on := a.rolled, a.rolledOn
	a.rolled, a.rolledOn = nil, nil
	a.apply.Disable()
	if rolled == nil {
		return
	}
	if on != a.v.fight {
		a.result.SetText(lang.L("The fight changed since the roll; roll again."))
		return
	}
	a.v.commit(rolled)
	a.result.SetText(a.result.Text + "\n" + lang.L("Applied."))
	a.ruling.SetChecked(false) // a ruling is for one step: the next is counted again
}
