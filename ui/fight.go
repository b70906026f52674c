package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
)

// fightSection is the exchange, for a ruleset whose characters fight (engine.Fights): this
// character attacks another open character of its ruleset with a weapon or bare hands, the
// target defends as its rules allow, and the section shows the exact odds of the whole
// exchange while it is set up. A roll shows what happened step by step; one click applies it
// to both documents, each change undoable in its own tab.
type fightSection struct {
	e      *Editor
	fights engine.Fights
	object fyne.CanvasObject

	weapon, target, defence *widget.Select
	distance                *widget.Entry
	oddsLine
	alone *widget.Label // said when no other character of the ruleset is open

	result *widget.Label
	apply  *widget.Button

	attacks  []engine.Choice
	targets  []*Editor
	defences []engine.Choice
	// rolled is the last exchange rolled, until applied; before are the documents it was
	// rolled on, so that an edit made since is not overwritten by applying it.
	rolled         *engine.Exchanged
	rolledOn       *Editor
	before, victim *sheet.Character
}

func newFightSection(e *Editor, fights engine.Fights) *fightSection {
	s := &fightSection{e: e, fights: fights}
	s.oddsLine = newOddsLine(s.rollNow)
	s.weapon = widget.NewSelect(nil, func(string) { s.update() })
	s.weapon.PlaceHolder = lang.L("Choose a weapon")
	s.target = widget.NewSelect(nil, func(string) { s.update() })
	s.target.PlaceHolder = lang.L("Choose a target")
	s.defence = widget.NewSelect(nil, func(string) { s.update() })
	s.defence.PlaceHolder = lang.L("Choose a defence")
	s.distance = widget.NewEntry()
	s.distance.SetPlaceHolder("0")
	s.distance.OnChanged = func(string) { s.update() }
	s.alone = widget.NewLabel(lang.L("Open another character of this ruleset (File → New or Open), or make a New target, to fight it."))
	s.alone.Wrapping = fyne.TextWrapWord
	s.alone.Importance = widget.WarningImportance
	// A target typed in on the spot: a new spelledarperson of the ruleset, in a tab of its own,
	// its values at the rules' defaults until the game master types them.
	newTarget := widget.NewButtonWithIcon(lang.L("New target"), theme.ContentAddIcon(), s.newTarget)
	s.result = widget.NewLabel(lang.L("No exchange rolled yet."))
	s.result.Wrapping = fyne.TextWrapWord
	s.apply = widget.NewButtonWithIcon(lang.L("Apply"), theme.ConfirmIcon(), s.applyNow)
	s.apply.Importance = widget.HighImportance
	s.apply.Disable()

	form := widget.NewForm(
		widget.NewFormItem(lang.L("Weapon"), s.weapon),
		widget.NewFormItem(lang.L("Target"), container.NewBorder(nil, nil, nil, newTarget, s.target)),
		widget.NewFormItem(lang.L("Defence"), s.defence),
	)
	if unit := e.desc.Distance; unit != "" {
		form.Append(lang.L("Distance")+" ("+e.words.F(unit)+")", s.distance)
	}
	setUp := widget.NewCard(lang.L("Attack"), lang.L("The modifier for rolls above counts for the attacker."),
		container.NewVBox(s.alone, form, s.odds, container.NewHBox(s.roll)))
	outcome := widget.NewCard(lang.L("What happened"), "", container.NewVBox(container.NewHBox(s.apply), s.result))
	// Side by side, so the result and its button show beside the set-up on a small screen.
	s.object = container.NewGridWithColumns(2, container.NewVScroll(setUp), container.NewVScroll(outcome))
	s.built = true
	return s
}

func (s *fightSection) fill() {}

// newTarget opens a new spelledarperson of the ruleset to fight, named so its tab says what it
// is for; the game master types its values there.
func (s *fightSection) newTarget() {
	doc := sheet.New(s.e.desc.ID)
	for _, a := range s.e.desc.Attributes {
		doc.Attributes[a.ID] = a.Default
	}
	doc.NPC, doc.Name = true, lang.L("Target")
	if _, err := s.e.session.ShowDocument(doc, ""); err != nil {
		s.e.showError(lang.L("New target"), err)
	}
}

// show offers the choices anew after every change of this character's, and whenever the tab
// is looked at: the other characters open may have changed.
func (s *fightSection) show() { s.update() }

// offer puts names into sel, keeping the choice at the same id where it is still offered.
func offer(sel *widget.Select, names []string, keep int) {
	sel.Options = names
	switch {
	case keep >= 0 && keep < len(names):
		sel.SetSelectedIndex(keep)
	case len(names) > 0:
		sel.SetSelectedIndex(0)
	default:
		sel.ClearSelected()
	}
	sel.Refresh()
}

// others are the other open characters of this ruleset, in tab order.
func (s *fightSection) others() []*Editor {
	var out []*Editor
	for _, o := range s.e.session.editors {
		if o != s.e && o.rs == s.e.rs {
			out = append(out, o)
		}
	}
	return out
}

// exchange reads the set-up; ok is false while something is missing, and bad says what of it
// does not read.
func (s *fightSection) exchange() (x engine.Exchange, target *Editor, bad string, ok bool) {
	x = engine.Exchange{Attacker: s.e.doc, Mod: s.e.modifierQuiet()}
	if t := strings.TrimSpace(s.distance.Text); t != "" {
		var err error
		if x.Distance, err = strconv.Atoi(t); err != nil {
			return x, nil, lang.L("{{.Field}}: “{{.Text}}” is not a whole number", map[string]any{"Field": lang.L("Distance"), "Text": ellipsis(t, 20)}), false
		}
	}
	w, t, d := s.weapon.SelectedIndex(), s.target.SelectedIndex(), s.defence.SelectedIndex()
	if w < 0 || w >= len(s.attacks) || t < 0 || t >= len(s.targets) {
		return x, nil, "", false
	}
	x.Attack, target = s.attacks[w].ID, s.targets[t]
	x.Target = target.doc
	if d >= 0 && d < len(s.defences) {
		x.Defence = s.defences[d].ID
	}
	return x, target, "", true
}

// update offers what the characters have now, and shows the odds of the exchange set up.
func (s *fightSection) update() {
	if !s.built {
		return // the widgets call update while they are being made
	}
	s.built = false // setting the drop-downs calls update again
	defer func() { s.built = true }()
	words := s.e.words

	s.attacks = s.fights.Attacks(s.e.doc)
	keep := s.weapon.SelectedIndex()
	offer(s.weapon, choiceNames(s.attacks, words), keep)

	chosen := -1
	if i := s.target.SelectedIndex(); i >= 0 && i < len(s.targets) {
		chosen = i
	}
	was := (*Editor)(nil)
	if chosen >= 0 {
		was = s.targets[chosen]
	}
	s.targets = s.others()
	names := make([]string, len(s.targets))
	keep = -1
	for i, o := range s.targets {
		names[i] = ellipsis(displayName(o.doc), maxTitle)
		if o == was {
			keep = i
		}
	}
	offer(s.target, names, keep)
	if len(s.targets) == 0 {
		s.alone.Show()
	} else {
		s.alone.Hide()
	}

	x, _, _, ok := s.exchange()
	s.defences = nil
	if ok {
		x.Defence = ""
		if d, err := s.fights.Defences(x); err == nil {
			s.defences = d
		}
	}
	keep = s.defence.SelectedIndex()
	offer(s.defence, choiceNames(s.defences, words), keep)

	x, _, bad, ok := s.exchange()
	if !ok && bad == "" {
		s.odds.SetText(lang.L("Choose a weapon and a target."))
		s.roll.Disable()
		return
	}
	s.showOdds(bad, func() (string, string) {
		odds, err := s.fights.FightOdds(x)
		if err != nil {
			return "", engine.ErrorIn(err, words)
		}
		return odds.Text.In(words), ""
	})
}

func choiceNames(cs []engine.Choice, words engine.Words) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = ellipsis(c.NameIn(words), maxTitle)
	}
	return out
}

// rollNow rolls the exchange set up and shows it; nothing changes until it is applied.
func (s *fightSection) rollNow() {
	e := s.e
	x, target, bad, ok := s.exchange()
	if !ok || bad != "" {
		return
	}
	res, err := s.fights.Fight(x, e.rng)
	if err != nil {
		e.log.add(time.Now(), lang.L("Attack"), "", engine.ErrorIn(err, e.words))
		return
	}
	s.rolled, s.rolledOn = &res, target
	s.before, s.victim = e.doc.Clone(), target.doc.Clone()
	lines := s.describe(res, target)
	s.result.SetText(shortText(strings.Join(lines, "\n")))
	changed := !sheet.Equal(res.Target, target.doc) || !sheet.Equal(res.Attacker, e.doc)
	s.apply.SetText(lang.L("Apply to {{.Name}}", map[string]any{"Name": ellipsis(displayName(s.struck(res, target).doc), maxTitle)}))
	if changed {
		s.apply.Enable()
	} else {
		s.apply.Disable()
	}
	// The log gets the outcome in a line; the section shows the reckoning.
	summary := res.Attack.OutcomeIn(e.words)
	if res.Defence != nil {
		summary += " / " + res.Defence.OutcomeIn(e.words)
	}
	if len(res.Report) > 0 {
		summary += "; " + res.Report.In(e.words)
	}
	e.log.add(time.Now(), lines[0], "", summary)
	target.log.add(time.Now(), lines[0], "", summary)
}

// struck is the editor of the one the blow went to: the target, or the attacker who lost a
// melee.
func (s *fightSection) struck(res engine.Exchanged, target *Editor) *Editor {
	if res.Struck == engine.AttackerSide {
		return s.e
	}
	return target
}

// blowSum is a blow's reckoning: its dice as rolled and what reaches the one struck. A fixed
// damage (a weapon of a ruleset that rolls no damage dice) is its number alone, not "[] = 2".
func blowSum(b engine.Blow) string {
	sum := strconv.Itoa(b.Rolled)
	switch {
	case len(b.Faces) > 0:
		sum = strings.TrimSpace(fmt.Sprintf("%s %v = %d", b.Dice, b.Faces, b.Rolled))
	case b.Dice != "":
		sum = fmt.Sprintf("%s = %d", b.Dice, b.Rolled)
	}
	if len(b.Faces) > 0 || b.Total != b.Rolled {
		sum += fmt.Sprintf(" → %d", b.Total)
	}
	return sum
}

// describe is the exchange as the rules tell it (describeExchange), this character attacking
// target.
func (s *fightSection) describe(res engine.Exchanged, target *Editor) []string {
	return describeExchange(s.e.rs, s.e.words, res, displayName(s.e.doc), displayName(target.doc))
}

// describeExchange is an exchange as the rules tell it, a line a step: who attacks whom, the
// attack, the defence, the blow and its reckoning, and what it did to the one struck.
func describeExchange(rs engine.Ruleset, words engine.Words, res engine.Exchanged, attacker, target string) []string {
	attacker, target = ellipsis(attacker, maxTitle), ellipsis(target, maxTitle)
	desc := rs.Description()
	lines := []string{lang.L("{{.Attacker}} attacks {{.Target}}", map[string]any{"Attacker": attacker, "Target": target})}
	roll := func(label string, r engine.RollResult) string {
		return fmt.Sprintf("%s: %s %v → %s", label, describeRoll(r, words), r.Faces, outcomeText(desc, words, r))
	}
	lines = append(lines, roll(lang.L("Attack"), res.Attack))
	if res.Defence != nil {
		lines = append(lines, roll(lang.L("Defence"), *res.Defence))
	}
	struck, after := target, res.Target
	if res.Struck == engine.AttackerSide {
		struck, after = attacker, res.Attacker
	}
	if b := res.Blow; b != nil {
		line := lang.L("Blow on {{.Name}}", map[string]any{"Name": struck}) + ": " + blowSum(*b)
		if t, ok := engine.Item(desc.DamageTypes, b.Type); ok {
			line += " " + words.F(t.Name) // the rules' name of the type: "Hugg", not its id
		} else if b.Type != "" {
			line += " " + b.Type
		}
		if b.Part != "" {
			line += ", " + desc.PartLabel(b.Part)
		}
		lines = append(lines, line)
		steps := make([]string, len(b.Steps))
		for i, t := range b.Steps {
			steps[i] = t.In(words)
		}
		if len(steps) > 0 {
			lines = append(lines, "  "+strings.Join(steps, "; "))
		}
	}
	if len(res.Report) > 0 {
		lines = append(lines, res.Report.In(words))
	}
	if res.Struck != engine.NoSide {
		// Where the one struck stands now, as its State tab will say once the blow is applied.
		if st := rs.Derive(after).Layout().Status; st != nil {
			lines = append(lines, fmt.Sprintf("%s: %s", struck, st.TextIn(words)))
		}
	}
	if res.Blow == nil && len(res.Report) == 0 {
		lines = append(lines, lang.L("No blow landed."))
	}
	return lines
}

// applyNow puts the exchange rolled into both documents, each an undo step in its own tab,
// unless one was edited since the roll: then the roll is stale, and is said to be.
func (s *fightSection) applyNow() {
	e, res, target := s.e, s.rolled, s.rolledOn
	if res == nil {
		return
	}
	s.apply.Disable()
	s.rolled = nil
	if !sheet.Equal(e.doc, s.before) || !sheet.Equal(target.doc, s.victim) || !slices.Contains(s.e.session.editors, target) {
		s.result.SetText(lang.L("A character changed since the roll; roll again."))
		return
	}
	if !sheet.Equal(res.Target, s.victim) {
		target.replace(res.Target)
	}
	if !sheet.Equal(res.Attacker, s.before) {
		e.replace(res.Attacker)
	}
	s.result.SetText(s.result.Text + "\n" + lang.L("Applied."))
	s.update()
}
