package encounterview

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// sides are the sides a row offers, in the order of its drop-down.
var sides = []string{sheet.SidePlayers, sheet.SideNPCs}

// combatantRow is one combatant of the fight as its row shows it: its place, name and where it
// is kept, its state, and what can be done to it there. Row i is made once and filled anew
// with each step (fill): a step of a fight of sixty took 90 ms while every row was made anew.
type combatantRow struct {
	widget.BaseWidget
	content fyne.CanvasObject
	turn    *canvas.Rectangle // behind the row of the one whose turn it is
	// The widgets tests reach.
	name, facts, state *widget.Label
	swap               *widget.Select // nil where the rules swap no places
	actions            *widget.Select // nil without actions to offer
	side               *widget.Select // the side it fights on
	open               *widget.Button // nil but for an NPC kept in the encounter
	remove             *kit.IconButton
	filling            bool // fill is setting the widgets: their choices are not the GM's

	swapWith []int           // the combatants swap offers, by index
	offered  []engine.Action // the actions actions offers
}

func (r *combatantRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(r.content)
}

// offers is what combatant i's row offers beyond what fill puts in it: a swap, and actions.
// A row is made anew when it changes (kit.RowShape).
func (v *View) offers(i int) (swap, actions, open bool) {
	f := v.fight
	return f.Swaps() && f.Chars[i] != nil && len(f.Chars) > 1, len(v.actionsOf(i)) > 0, f.Chars[i] != nil && f.Doc.Combatants[i].File == ""
}

// showRows shows the combatants: their rows filled anew, and made anew where a combatant came
// or went or its row offers other things. A fight has at most sheet.MaxCombatants.
func (v *View) showRows() {
	f := v.fight
	if v.rowShape.Update(len(f.Chars), func(i int) string { swap, actions, open := v.offers(i); return fmt.Sprint(swap, actions, open) }) {
		v.rowList = make([]*combatantRow, len(f.Chars))
		v.rows.Objects = v.rows.Objects[:0]
		for i := range f.Chars {
			swap, actions, open := v.offers(i)
			v.rowList[i] = v.newCombatantRow(i, swap, actions, open)
			v.rows.Add(v.rowList[i])
		}
		if len(f.Chars) == 0 {
			empty := widget.NewLabel(lang.L("No combatants yet."))
			empty.Importance = widget.LowImportance
			v.rows.Add(empty)
		}
		v.rows.Refresh()
	}
	// Only what changed is drawn anew: shaping the text of sixty rows took most of a step.
	labels := v.combatantLabels()
	for i, r := range v.rowList {
		v.fill(r, i, labels)
	}
	v.scrollToTurn()
}

// scrollToTurn brings the row of the one whose turn it is into sight, once the turn moves: a
// fight of sixty is longer than the window.
func (v *View) scrollToTurn() {
	t := v.fight.Doc.Turn
	if t == v.scrolledTo || t < 0 || t >= len(v.rowList) {
		return
	}
	v.scrolledTo = t
	// The list is laid out first: rows added since it last was would leave the content at its
	// old height, and the scroll would take the offset back to the top.
	v.rowScroll.Refresh()
	row := v.rowList[t]
	top, height := row.Position().Y, v.rowScroll.Size().Height
	// The row and the one after it are in sight, so the GM sees who is next as well.
	if top < v.rowScroll.Offset.Y || top+2*row.Size().Height > v.rowScroll.Offset.Y+height {
		v.rowScroll.ScrollToOffset(fyne.NewPos(0, max(top-height/3, 0)))
	}
}

// newCombatantRow makes row i, with a swap and actions to offer or not, empty: fill puts the
// combatant in it.
func (v *View) newCombatantRow(i int, swap, actions, open bool) *combatantRow {
	r := &combatantRow{}
	r.name = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	r.facts = widget.NewLabel("")
	r.facts.SizeName = theme.SizeNameCaptionText
	r.facts.Truncation = fyne.TextTruncateEllipsis
	r.state = widget.NewLabel("")
	r.state.Wrapping = fyne.TextWrapWord
	r.state.SizeName = theme.SizeNameCaptionText
	r.remove = kit.NewRemoveButton(v.host.Tips(), func() {
		if v.change(func(f *encounter.Fight) error { f.Remove(i); return nil }) {
			v.host.Tips().Hide()
		}
	})
	tools := container.NewHBox()
	r.side = widget.NewSelect([]string{lang.L("Players"), lang.L("NPCs")}, func(string) {
		k := r.side.SelectedIndex()
		if k < 0 || r.filling {
			return
		}
		if side := sides[k]; side != v.fight.SideOf(i) {
			v.change(func(f *encounter.Fight) error { return f.SetSide(i, side) })
		}
	})
	tools.Add(r.side)
	if open {
		// An NPC kept in the encounter is a character: its own tab has every action of its
		// rules (damage typed in, Liggande, healing), and saving it puts it back.
		r.open = widget.NewButtonWithIcon(lang.L("Open"), theme.DocumentIcon(), func() { v.openNPC(i) })
		tools.Add(r.open)
	}
	if swap {
		r.swap = widget.NewSelect(nil, func(string) {
			if k := r.swap.SelectedIndex(); k >= 0 && k < len(r.swapWith) {
				v.change(func(f *encounter.Fight) error {
					if v.act.ruled() {
						return f.SwapAnyway(i, r.swapWith[k])
					}
					return f.Swap(i, r.swapWith[k])
				})
			}
		})
		r.swap.PlaceHolder = lang.L("Swap place with…")
		tools.Add(r.swap)
	}
	if actions {
		r.actions = widget.NewSelect(nil, func(string) {
			if k := r.actions.SelectedIndex(); k >= 0 && k < len(r.offered) {
				v.do(i, r.offered[k])
			}
		})
		r.actions.PlaceHolder = lang.L("Actions…")
		tools.Add(r.actions)
	}
	tools.Add(container.NewCenter(r.remove))
	// The name whole, and the place and the file after it, on a line of the row's whole width,
	// cut short only where that is not enough; the state below, beside the tools. Beside the
	// tools, the name line of a row with every tool (five of them) had room for the name alone.
	head := container.NewBorder(nil, nil, r.name, nil, r.facts)
	r.turn = canvas.NewRectangle(theme.Color(theme.ColorNameSelection))
	r.turn.CornerRadius = theme.InputRadiusSize()
	r.content = container.NewStack(r.turn, container.NewPadded(container.NewBorder(head, nil, nil, tools, r.state)))
	r.ExtendBaseWidget(r)
	return r
}

// fill puts combatant i into its row; labels are the combatants as a drop-down names them.
func (v *View) fill(r *combatantRow, i int, labels []string) {
	f := v.fight
	c := f.Doc.Combatants[i]
	name := fmt.Sprintf("%d  %s", i+1, kit.Ellipsis(c.Name, kit.MaxTitle))
	if acting := i == f.Doc.Turn; acting != r.turn.Visible() {
		// The one whose turn it is stands out, and says so in words too.
		r.turn.Hidden = !acting
		r.turn.Refresh()
	}
	if i == f.Doc.Turn {
		name = "▶ " + name
	}
	kit.SetLabel(r.name, name)
	place := c.InitiativeText
	if place == "" {
		place = lang.L("no initiative yet")
	} else if f.Simultaneous(i) {
		place += " · " + lang.L("acts at the same time")
	}
	where := lang.L("NPC kept in the encounter")
	if c.File != "" {
		where = filepath.Base(c.File)
	}
	kit.SetLabel(r.facts, place+" · "+where)
	r.filling = true
	if k := slices.Index(sides, f.SideOf(i)); r.side.SelectedIndex() != k {
		r.side.SetSelectedIndex(k)
	}
	r.filling = false
	state, importance := v.stateOf(i)
	if r.state.Importance != importance {
		r.state.Importance = importance
		r.state.Refresh()
	}
	kit.SetLabel(r.state, kit.ShortText(state))
	v.fillChoices(r, i, labels)
}

// stateOf is what combatant i's row says of its state, and how loudly: why it cannot act, or
// why its document cannot be read.
func (v *View) stateOf(i int) (string, widget.Importance) {
	f := v.fight
	state, importance := "", widget.MediumImportance
	if doc := f.Chars[i]; doc != nil {
		state = strings.Join(screen.CombatantOf(f.Rules, doc).Lines(v.words), "\n")
		if left := v.leftOf(i); left != "" {
			state += "\n" + left
		}
		if able := f.Able(i); !able.Able {
			// Skipped in the order, and never offered as attacker: the row says why.
			state = lang.L("Cannot act: {{.Reason}}", map[string]any{"Reason": able.Reason.InOr(v.words, "")}) + "\n" + state
			importance = widget.LowImportance
		}
	} else {
		state, importance = kit.ErrorInWords(f.Problems[i], v.words), widget.DangerImportance
	}
	return state, importance
}

// leftOf says what combatant i has left of what the round allows, where the rules count it,
// and whose place it may take: "Left this round: 1 of 2 Handlingspoäng · 0 of 1 Offensiv
// handling".
func (v *View) leftOf(i int) string {
	f := v.fight
	var parts []string
	for _, l := range f.Left(i) {
		parts = append(parts, lang.L("{{.Left}} of {{.Of}} {{.Name}}", map[string]any{"Left": l.Left, "Of": l.Of, "Name": l.NameIn(v.words)}))
	}
	var out []string
	if len(parts) > 0 {
		out = append(out, lang.L("Left this round: {{.Left}}", map[string]any{"Left": strings.Join(parts, " · ")}))
	}
	if foe := f.Doc.Combatants[i].MaySwap; foe != "" {
		out = append(out, lang.L("May swap places with {{.Name}} this round", map[string]any{"Name": kit.Ellipsis(foe, kit.MaxTitle)}))
	}
	return strings.Join(out, "\n")
}

// fillChoices offers the row of combatant i the others to swap places with and the actions it
// can take; labels are the combatants as a drop-down names them.
func (v *View) fillChoices(r *combatantRow, i int, labels []string) {
	f := v.fight
	if r.swap != nil {
		r.swapWith = r.swapWith[:0]
		var names []string
		for k := range f.Doc.Combatants {
			if k != i && f.Chars[k] != nil {
				r.swapWith, names = append(r.swapWith, k), append(names, labels[k])
			}
		}
		setOptions(r.swap, names)
	}
	if r.actions != nil {
		r.offered = v.actionsOf(i)
		names := make([]string, len(r.offered))
		for k, a := range r.offered {
			names[k] = v.words.F(a.Label)
		}
		setOptions(r.actions, names)
	}
}

// combatantLabels are the combatants as the drop-downs offer them: each name cut to MaxTitle,
// and where cut names are alike ("Vätte 1" to "Vätte 60" of a long name) their place in the
// order after them, so no two read the same.
func (v *View) combatantLabels() []string {
	c := v.fight.Doc.Combatants
	out := make([]string, len(c))
	seen := map[string]int{}
	for i := range c {
		out[i] = kit.Ellipsis(c[i].Name, kit.MaxTitle)
		seen[out[i]]++
	}
	for i := range out {
		if seen[out[i]] > 1 {
			out[i] += fmt.Sprintf("  (%d)", i+1)
		}
	}
	return out
}

// setOptions offers names in sel, nothing chosen: a choice made is done once.
func setOptions(sel *widget.Select, names []string) {
	if !slices.Equal(sel.Options, names) {
		sel.Options = names
		sel.Refresh()
	}
	if sel.SelectedIndex() >= 0 {
		sel.ClearSelected()
	}
}

// actionsOf are the actions of the table the row offers for combatant i: those the rules do
// without anything to type (a card drawn, two drawn for an ambush). The rest, with their
// inputs, are on the character's own sheet.
func (v *View) actionsOf(i int) []engine.Action {
	var out []engine.Action
	for _, a := range v.fight.Actions(i) {
		if len(a.Inputs) == 0 && !a.Harm && (a.Scope == engine.TableScope || a.Do != nil) {
			out = append(out, a)
		}
	}
	return out
}

// do does action a for combatant i, asking first where the rules say to.
func (v *View) do(i int, a engine.Action) {
	kit.ConfirmAction(v.host.Window(), v.words, a, func() {
		v.change(func(f *encounter.Fight) error {
			_, err := f.Do(i, engine.Setup{Form: a.ID}, v.rng)
			return err
		})
	}, v.show) // not done: the row's choice of action is cleared
}
