package sheetview

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine/fieldpath"
	"rollformular/ui/kit"
)

// problemsBadge is where the sheet's problems are told, in a place that never moves: a button
// of a fixed size beside the modifier that counts them, and their list in a panel below it
// when tapped. A banner above the sheet pushed the editor down a line per problem, so a click
// landed on another widget than the one aimed at. The rows that have a problem mark it too.
type problemsBadge struct {
	button *widget.Button
	text   *widget.Label // the list as one text
	object fyne.CanvasObject
	win    fyne.Window
	// lines are the problems, each with the field it is about, which goTo shows and focuses
	// when its line in the panel is tapped.
	lines []problemLine
	shown bool // lines are on the badge: a keystroke that changes none redraws nothing
	goTo  func(fieldpath.Path)
	panel *widget.PopUp // while the list shows
}

// problemLine is a problem as the editor words it, and the field of the document it is about.
type problemLine struct {
	text  string
	field fieldpath.Path
}

// badgeWidth holds "99 problems" in either language with its icon.
const badgeWidth = 170

func newProblemsBadge(win fyne.Window, goTo func(fieldpath.Path)) *problemsBadge {
	b := &problemsBadge{text: widget.NewLabel(""), win: win, goTo: goTo}
	b.text.Wrapping = fyne.TextWrapWord
	b.text.Importance = widget.DangerImportance
	b.button = widget.NewButtonWithIcon("", theme.ConfirmIcon(), b.showList)
	b.object = kit.FixedWidth(badgeWidth, b.button)
	b.show(nil)
	return b
}

// show counts lines, each a problem as the editor words it, and keeps them for the panel.
func (b *problemsBadge) show(problems []problemLine) {
	// Most keystrokes change no problem: the button's text, icon and state set again each
	// time redrew it three times, a millisecond a keystroke with twenty tabs open.
	if b.shown && slices.Equal(b.lines, problems) {
		return
	}
	b.shown = true
	b.lines = slices.Clone(problems)
	lines := make([]string, len(problems))
	for i, p := range problems {
		lines[i] = p.text
	}
	b.text.SetText(kit.Bulleted(lines, "• "))
	if len(lines) == 0 {
		b.text.Hide()
		b.button.Text, b.button.Icon, b.button.Importance = lang.L("No problems"), theme.ConfirmIcon(), widget.LowImportance
		b.button.Disable()
		b.button.Refresh()
		return
	}
	b.text.Show()
	b.button.Text = lang.L("{{.Count}} problems", map[string]any{"Count": len(lines)})
	if len(lines) == 1 {
		b.button.Text = lang.L("1 problem")
	}
	b.button.Icon, b.button.Importance = theme.WarningIcon(), widget.DangerImportance
	b.button.Enable()
	b.button.Refresh()
}

// showList shows the problems in a panel below the badge, each a link that goes to its field;
// a tap outside it closes it.
func (b *problemsBadge) showList() {
	c := b.win.Canvas()
	width := min(640, c.Size().Width-2*theme.Padding())
	list := container.NewVBox()
	for i, p := range b.lines {
		if i == kit.MaxLines {
			list.Add(widget.NewLabel(lang.L("… and {{.Count}} more", map[string]any{"Count": len(b.lines) - i})))
			break
		}
		link := widget.NewHyperlink("• "+kit.Ellipsis(p.text, kit.MaxShownText/2), nil)
		link.Wrapping = fyne.TextWrapWord
		link.OnTapped = func() {
			if b.panel != nil {
				b.panel.Hide()
			}
			b.goTo(p.field)
		}
		list.Add(link)
	}
	scroll := container.NewVScroll(list)
	scroll.SetMinSize(fyne.NewSize(width, min(list.MinSize().Height, c.Size().Height/2)))
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b.button)
	at := fyne.NewPos(max(pos.X+badgeWidth-width, 0), pos.Y+b.button.Size().Height)
	b.panel = widget.NewPopUp(scroll, c)
	b.panel.ShowAtPosition(at)
}
