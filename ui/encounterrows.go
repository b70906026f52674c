package ui

import (
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/sheet"
)

// combatantRow is one combatant of the fight as its row shows it: its place, name and where it
// is kept, its state, and what can be done to it there.
type combatantRow struct {
	widget.BaseWidget
	content fyne.CanvasObject
	// The widgets tests reach.
	name, state *widget.Label
	swap        *widget.Select // nil where the rules swap no places
	actions     *widget.Select // nil without actions to offer
	remove      *removeButton
}

func (r *combatantRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(r.content)
}

// showRows makes the combatants' rows anew: a fight has at most sheet.MaxCombatants.
func (v *encounterView) showRows() {
	f := v.fight
	v.rows.Objects = v.rows.Objects[:0]
	for i := range f.Chars {
		v.rows.Add(v.newCombatantRow(i))
	}
	if len(f.Chars) == 0 {
		empty := widget.NewLabel(lang.L("No combatants yet."))
		empty.Importance = widget.LowImportance
		v.rows.Add(empty)
	}
	v.rows.Refresh()
}

func (v *encounterView) newCombatantRow(i int) *combatantRow {
	f := v.fight
	c := f.Doc.Combatants[i]
	r := &combatantRow{}
	place := c.InitiativeText
	if place == "" {
		place = lang.L("no initiative yet")
	}
	where := lang.L("NPC kept in the encounter")
	if c.File != "" {
		where = filepath.Base(c.File)
	}
	r.name = widget.NewLabelWithStyle(fmt.Sprintf("%d  %s", i+1, ellipsis(c.Name, maxTitle)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	facts := widget.NewLabel(place + " · " + where)
	facts.SizeName = theme.SizeNameCaptionText
	facts.Truncation = fyne.TextTruncateEllipsis
	r.state = widget.NewLabel("")
	r.state.Wrapping = fyne.TextWrapWord
	r.state.SizeName = theme.SizeNameCaptionText
	if doc := f.Chars[i]; doc != nil {
		r.state.SetText(shortText(combatantState(f.Rules, v.words, doc)))
	} else {
		r.state.SetText(shortText(errorInWords(f.Problems[i], v.words)))
		r.state.Importance = widget.DangerImportance
	}
	r.remove = newRemoveButton(v.s.tips, func() {
		if v.change(func(f *encounter.Fight) error { f.Remove(i); return nil }) {
			v.s.tips.hide()
		}
	})
	tools := container.NewHBox()
	if f.Swaps() && f.Chars[i] != nil && len(f.Chars) > 1 {
		var others []int
		var names []string
		for k, o := range f.Doc.Combatants {
			if k != i && f.Chars[k] != nil {
				others, names = append(others, k), append(names, ellipsis(o.Name, maxTitle))
			}
		}
		r.swap = widget.NewSelect(names, func(string) {
			if k := r.swap.SelectedIndex(); k >= 0 {
				v.change(func(f *encounter.Fight) error { return f.Swap(i, others[k]) })
			}
		})
		r.swap.PlaceHolder = lang.L("Swap place with…")
		tools.Add(r.swap)
	}
	if actions := v.actionsOf(i); len(actions) > 0 {
		names := make([]string, len(actions))
		for k, a := range actions {
			names[k] = v.words.F(a.Label)
		}
		r.actions = widget.NewSelect(names, func(string) {
			if k := r.actions.SelectedIndex(); k >= 0 {
				v.do(i, actions[k])
			}
		})
		r.actions.PlaceHolder = lang.L("Actions…")
		tools.Add(r.actions)
	}
	tools.Add(container.NewCenter(r.remove))
	// The name whole, where it and what follows it fit; the place and the file after it, cut
	// short where they do not.
	text := container.NewVBox(container.NewBorder(nil, nil, r.name, nil, facts), r.state)
	row := container.NewBorder(nil, nil, nil, tools, text)
	if i == f.Doc.Turn && len(f.Chars) > 0 {
		// The one whose turn it is stands out, and says so to a screen reader's eye too.
		r.name.SetText("▶ " + r.name.Text)
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameSelection))
		bg.CornerRadius = theme.InputRadiusSize()
		r.content = container.NewStack(bg, container.NewPadded(row))
	} else {
		r.content = container.NewPadded(row)
	}
	r.ExtendBaseWidget(r)
	return r
}

// combatantState is a combatant's state in a line or two: its headline values, how hurt it is,
// the trackers a GM keeps for it in a fight, and its wounds.
func combatantState(rs engine.Ruleset, words engine.Words, c *sheet.Character) string {
	l := rs.Derive(c).Layout()
	var values []string
	for _, v := range l.Values {
		if v.Group == "" {
			values = append(values, abbreviated(v.Abbr, v.LabelIn(words))+" "+v.TextIn(words))
		}
	}
	lines := []string{strings.Join(values, " · ")}
	var state []string
	if st := l.Status; st != nil {
		state = append(state, st.LabelIn(words)+" "+st.TextIn(words))
	}
	for _, t := range rs.Description().Trackers {
		n, ok := c.State[t.ID]
		if !ok || !t.Block && !t.Horde || n == 0 && !t.Horde {
			continue
		}
		text := fmt.Sprint(n)
		if k := n - t.Min; k >= 0 && k < len(t.Levels) {
			text = words.F(t.Levels[k])
		}
		state = append(state, abbreviated(t.Abbr, words.F(t.Label))+" "+text)
	}
	state = append(state, woundLines(l, words)...)
	if len(state) > 0 {
		lines = append(lines, strings.Join(state, " · "))
	}
	return strings.Join(lines, "\n")
}

// abbreviated is a value's abbreviation, or its label where it has none: a row of a dozen
// values has room for no more.
func abbreviated(abbr, label string) string {
	if abbr != "" {
		return abbr
	}
	return label
}

// actionsOf are the actions of the table the row offers for combatant i: those the rules do
// without anything to type (a card drawn, two drawn for an ambush). The rest, with their
// inputs, are on the character's own sheet.
func (v *encounterView) actionsOf(i int) []engine.Action {
	var out []engine.Action
	for _, a := range v.fight.Actions(i) {
		if len(a.Inputs) == 0 && !a.Harm && (a.Scope == engine.TableScope || a.Do != nil) {
			out = append(out, a)
		}
	}
	return out
}

// do does action a for combatant i, asking first where the rules say to.
func (v *encounterView) do(i int, a engine.Action) {
	confirmAction(v.s.win, v.words, a, func() {
		v.change(func(f *encounter.Fight) error {
			_, err := f.Do(i, engine.Setup{Form: a.ID}, v.rng)
			return err
		})
	}, v.show) // not done: the row's choice of action is cleared
}
