package sheetview

import (
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
	"rollformular/ui/kit"
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
	kit.OddsLine
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
	told           bool // the result tells of a roll, not that none was rolled yet
}

func newFightSection(e *Editor, fights engine.Fights) *fightSection {
	s := &fightSection{e: e, fights: fights}
	s.OddsLine = kit.NewOddsLine(s.rollNow)
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
	if unit := e.rules.Distance; unit != "" {
		form.Append(lang.L("Distance")+" ("+e.words.F(unit)+")", s.distance)
	}
	setUp := widget.NewCard(lang.L("Attack"), lang.L("The modifier for rolls above counts for the attacker."),
		container.NewVBox(s.alone, form, s.Odds, container.NewHBox(s.Roll)))
	outcome := widget.NewCard(lang.L("What happened"), "", container.NewVBox(container.NewHBox(s.apply), s.result))
	// Side by side, so the result and its button show beside the set-up on a small screen.
	s.object = container.NewGridWithColumns(2, container.NewVScroll(setUp), container.NewVScroll(outcome))
	s.Built = true
	return s
}

func (s *fightSection) fill() {}

// carry takes over what old, this section before the language changed (SetLanguage), was set
// to: the exchange chosen, and one rolled and not yet applied, told again in the new words.
func (s *fightSection) carry(old *fightSection) {
	s.distance.SetText(old.distance.Text)
	s.update()
	for _, sel := range [][2]*widget.Select{{s.weapon, old.weapon}, {s.target, old.target}, {s.defence, old.defence}} {
		sel[0].SetSelectedIndex(sel[1].SelectedIndex())
	}
	s.rolled, s.rolledOn, s.before, s.victim = old.rolled, old.rolledOn, old.before, old.victim
	switch {
	case s.rolled != nil && slices.Contains(s.e.host.Editors(), s.rolledOn):
		s.result.SetText(kit.ShortText(strings.Join(s.describe(*s.rolled, s.rolledOn), "\n")))
		s.apply.SetText(lang.L("Apply to {{.Name}}", map[string]any{"Name": kit.Ellipsis(kit.DisplayName(s.struck(*s.rolled, s.rolledOn).doc), kit.MaxTitle)}))
	case old.told:
		s.result.SetText(old.result.Text) // what was said of the last, in the words it was said in
	}
	s.told = old.told
	if old.apply.Disabled() {
		s.apply.Disable()
	} else {
		s.apply.Enable()
	}
}

// newTarget opens a new spelledarperson of the ruleset to fight, named so its tab says what it
// is for; the game master types its values there.
func (s *fightSection) newTarget() {
	doc := sheet.New(s.e.rules.ID)
	for _, a := range s.e.rules.Attributes {
		doc.Attributes[a.ID] = a.Default
	}
	doc.NPC, doc.Name = true, lang.L("Target")
	if _, err := s.e.host.ShowDocument(doc, ""); err != nil {
		s.e.ShowError(lang.L("New target"), err)
	}
}

// show offers the choices anew after every change of this character's, and whenever the tab
// is looked at: the other characters open may have changed.
func (s *fightSection) show() { s.update() }

// others are the other open characters of this ruleset, in tab order.
func (s *fightSection) others() []*Editor {
	var out []*Editor
	for _, o := range s.e.host.Editors() {
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
			return x, nil, lang.L("{{.Field}}: “{{.Text}}” is not a whole number", map[string]any{"Field": lang.L("Distance"), "Text": kit.Ellipsis(t, 20)}), false
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
	if !s.Built {
		return // the widgets call update while they are being made
	}
	s.Built = false // setting the drop-downs calls update again
	defer func() { s.Built = true }()
	words := s.e.words

	s.attacks = s.fights.Attacks(s.e.doc)
	keep := s.weapon.SelectedIndex()
	kit.Offer(s.weapon, kit.ChoiceNames(s.attacks, words), keep)

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
		names[i] = kit.Ellipsis(kit.DisplayName(o.doc), kit.MaxTitle)
		if o == was {
			keep = i
		}
	}
	kit.Offer(s.target, names, keep)
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
	kit.Offer(s.defence, kit.ChoiceNames(s.defences, words), keep)

	x, _, bad, ok := s.exchange()
	if !ok && bad == "" {
		s.Odds.SetText(lang.L("Choose a weapon and a target."))
		s.Roll.Disable()
		return
	}
	s.ShowOdds(bad, func() (string, string) {
		odds, err := s.fights.FightOdds(x)
		if err != nil {
			return "", engine.ErrorIn(err, words)
		}
		return odds.Text.In(words), ""
	})
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
	s.rolled, s.rolledOn, s.told = &res, target, true
	s.before, s.victim = e.doc.Clone(), target.doc.Clone()
	lines := s.describe(res, target)
	s.result.SetText(kit.ShortText(strings.Join(lines, "\n")))
	changed := !sheet.Equal(res.Target, target.doc) || !sheet.Equal(res.Attacker, e.doc)
	s.apply.SetText(lang.L("Apply to {{.Name}}", map[string]any{"Name": kit.Ellipsis(kit.DisplayName(s.struck(res, target).doc), kit.MaxTitle)}))
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

// describe is the exchange as the rules tell it (describeExchange), this character attacking
// target.
func (s *fightSection) describe(res engine.Exchanged, target *Editor) []string {
	return kit.DescribeExchange(s.e.rs, s.e.words, res, kit.DisplayName(s.e.doc), kit.DisplayName(target.doc))
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
	if !sheet.Equal(e.doc, s.before) || !sheet.Equal(target.doc, s.victim) || !slices.Contains(s.e.host.Editors(), target) {
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
