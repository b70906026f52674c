package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
)

// poolPanel sets up a roll from the character's pools of dice: how many of its own dice and
// of a skill's, against a difficulty or an opponent's dice. The exact chance shows as the
// roll is set up, and rolling spends what the roll takes.
type poolPanel struct {
	e          *Editor
	pools      engine.Pools
	card       *widget.Card
	tracker    *widget.Label
	skillDice  *widget.Label
	kind       *widget.Select
	skill      *widget.Select
	fate       *widget.Entry
	skillN     *widget.Entry
	difficulty *widget.Select
	opponent   *widget.Entry
	duck       *widget.Entry
	around     []*widget.Check // the circumstances that make the roll harder or easier
	combat     *widget.Check
	oddsLine
}

func newPoolPanel(e *Editor, pools engine.Pools) *poolPanel {
	p := &poolPanel{e: e, pools: pools, tracker: widget.NewLabel(""), skillDice: widget.NewLabel("")}
	p.oddsLine = newOddsLine(p.rollNow)
	p.tracker.TextStyle = fyne.TextStyle{Monospace: true}
	p.skillDice.TextStyle = fyne.TextStyle{Monospace: true}
	p.skillDice.Wrapping = fyne.TextWrapWord
	update := func(string) { p.update() }
	var kinds []string
	for _, k := range pools.RollKinds() {
		kinds = append(kinds, k.Name)
	}
	p.kind = widget.NewSelect(kinds, update)
	p.kind.SetSelectedIndex(0)
	p.skill = widget.NewSelect(nil, update)
	p.fate = widget.NewEntry()
	p.fate.SetText("1")
	p.fate.OnChanged = update
	p.skillN = widget.NewEntry()
	p.skillN.SetText("0")
	p.skillN.OnChanged = update
	var levels []string
	for _, l := range pools.Difficulties() {
		levels = append(levels, fmt.Sprintf("%s (%d)", l.Name, l.Value))
	}
	p.difficulty = widget.NewSelect(levels, update)
	p.difficulty.SetSelectedIndex(min(2, len(levels)-1))
	p.opponent = widget.NewEntry()
	p.opponent.SetPlaceHolder("0")
	p.opponent.OnChanged = update
	p.duck = widget.NewEntry()
	p.duck.SetPlaceHolder("0")
	p.duck.OnChanged = update
	around := container.NewGridWithColumns(3)
	for _, c := range pools.Circumstances() {
		check := widget.NewCheck(fmt.Sprintf("%s %+d", c.Name, c.Value), func(bool) { p.update() })
		p.around = append(p.around, check)
		around.Add(check)
	}
	p.combat = widget.NewCheck(lang.L("In combat: uses this round's dice"), func(bool) { p.update() })
	form := container.NewGridWithColumns(2,
		widget.NewForm(
			widget.NewFormItem(lang.L("Roll"), p.kind),
			widget.NewFormItem(lang.L("Skill"), p.skill),
			widget.NewFormItem(lang.L("Difficulty"), p.difficulty),
		),
		widget.NewForm(
			widget.NewFormItem(p.ownDice(), p.fate),
			widget.NewFormItem(lang.L("Skill dice"), p.skillN),
			widget.NewFormItem(lang.L("Opponent's dice"), p.opponent),
			widget.NewFormItem(lang.L("Target ducks with"), p.duck),
		))
	form = container.NewVBox(form, around, p.combat)
	p.built = true
	p.card = widget.NewCard(lang.L("Dice pool"), lang.L("Set up a roll; the chance shows at once, and the roll spends its dice"),
		container.NewVBox(p.tracker, p.skillDice, form, p.odds, container.NewHBox(p.roll)))
	return p
}

// setup reads the panel into a roll; what does not parse is said instead.
func (p *poolPanel) setup() (engine.PoolRoll, string) {
	r := engine.PoolRoll{Skill: p.skill.SelectedIndex() - 1, Mod: p.e.modifierQuiet(), Combat: p.combat.Checked}
	if i := p.kind.SelectedIndex(); i >= 0 {
		r.Kind = p.pools.RollKinds()[i].ID
	}
	number := func(entry *widget.Entry, what string, into *int) string {
		t := strings.TrimSpace(entry.Text)
		if t == "" {
			*into = 0
			return ""
		}
		v, err := strconv.Atoi(t)
		if err != nil {
			return lang.L("{{.Field}}: “{{.Text}}” is not a whole number", map[string]any{"Field": what, "Text": ellipsis(t, 20)})
		}
		*into = v
		return ""
	}
	for _, f := range []struct {
		entry *widget.Entry
		what  string
		into  *int
	}{{p.fate, p.ownDice(), &r.Fate}, {p.skillN, lang.L("Skill dice"), &r.SkillDice},
		{p.opponent, lang.L("Opponent's dice"), &r.Opponent}, {p.duck, lang.L("Target ducks with"), &r.Duck}} {
		if msg := number(f.entry, f.what, f.into); msg != "" {
			return r, msg
		}
	}
	if i := p.difficulty.SelectedIndex(); i >= 0 {
		r.Difficulty = p.pools.Difficulties()[i].Value
	}
	for i, c := range p.pools.Circumstances() {
		if p.around[i].Checked {
			r.Circumstances = append(r.Circumstances, c.Name)
		}
	}
	return r, ""
}

// update shows the odds of the roll as it stands.
func (p *poolPanel) update() {
	if !p.built {
		return // the widgets call update while they are being made
	}
	r, bad := p.setup()
	p.showOdds(bad, func() (string, []string) { return p.pools.PoolOdds(p.e.doc, r) })
}

func (p *poolPanel) rollNow() {
	e := p.e
	r, bad := p.setup()
	if bad != "" {
		return
	}
	doc, res, err := p.pools.RollPool(e.doc, r, e.rng)
	if err != nil {
		e.log.add(time.Now(), lang.L("Roll"), "", err.Error())
		return
	}
	e.replace(doc)
	outcome := res.Outcome
	if len(res.Details) > 0 {
		outcome += " (" + strings.Join(res.Details, "; ") + ")"
	}
	e.log.add(time.Now(), fmt.Sprintf("%s %s", res.What, res.Dice), fmt.Sprint(res.Faces)+" = "+strconv.Itoa(res.Counted), outcome)
}

// show draws the dice tracker and offers the skills; called after every change.
func (p *poolPanel) show() {
	e := p.e
	names := []string{none}
	var pools []string
	for _, s := range e.doc.Skills {
		name := skillName(e, s)
		names = append(names, name)
		if s.Value > 0 {
			pools = append(pools, fmt.Sprintf("%s %s", name, skillDots(s.Value, s.Spent)))
		}
	}
	selected := p.skill.SelectedIndex()
	p.skill.Options = names
	if selected < 0 || selected >= len(names) {
		selected = 0
	}
	p.skill.SetSelectedIndex(selected)
	p.skill.Refresh()
	if v := e.layout.Pool; v != nil {
		have, ready, lost := v.Have, v.Ready, v.Lost
		p.tracker.SetText(p.ownDice() + " " + dots(ready, max(have-ready, 0), lost) + "  " +
			lang.L("{{.Ready}} ready this round of {{.Have}}", map[string]any{"Ready": ready, "Have": have}))
	}
	p.skillDice.SetText(shortText(strings.Join(pools, "   ")))
	p.update()
}

// maxDots is the most dice drawn as glyphs in one row; a row with more is written as counts.
// It is above any legal pool, so a character within the rules always sees glyphs, and a
// document with an absurd number costs no more to draw than a legal one.
const maxDots = 40

// dots draws dice: ● ready, ○ used or spent, ✕ lost.
func dots(ready, used, lost int) string {
	if ready < 0 || used < 0 || lost < 0 || ready > maxDots || used > maxDots || lost > maxDots || ready+used+lost > maxDots {
		return fmt.Sprintf("●%d ○%d ✕%d", ready, used, lost)
	}
	return strings.Repeat("●", ready) + strings.Repeat("○", used) + strings.Repeat("✕", lost)
}

// skillDots draws a skill's dice, value of them with spent used up. Values outside what can
// be drawn are written as they are, never wrapped around by the subtraction.
func skillDots(value, spent int) string {
	if spent < 0 || spent > value || value > maxDots {
		return fmt.Sprintf("%d (−%d)", value, spent)
	}
	return dots(value-spent, spent, 0)
}

func skillName(e *Editor, s sheet.Skill) string {
	if def, ok := engine.Item(e.desc.Skills, s.ID); ok {
		return def.Name
	}
	return s.Name
}

// ownDice names the character's own dice as the ruleset does, "Ödestärningar".
func (p *poolPanel) ownDice() string {
	if p.e.desc.PoolLabel != "" {
		return p.e.desc.PoolLabel
	}
	return lang.L("Own dice")
}
