// Package tableview is the player view (package table) on a screen the players face: a
// second window of the editor, in type large enough to read from two metres, light or dark as
// the system is. It draws the table.View it is handed and knows nothing of the fight behind it.
package tableview

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"rollformular/sheet"
	"rollformular/table"
)

// The type sizes of the window, in points: a name read from two metres across a table, and
// its numbers a step smaller.
const (
	headSize   = 34
	nameSize   = 30
	stateSize  = 26
	numberSize = 21
)

// Window is the player view in a window of its own.
type Window struct {
	win      fyne.Window
	closed   bool
	onClosed func()
	head     *canvas.Text
	next     *canvas.Text
	rows     *fyne.Container
	// shown is the view drawn last, for a test to read.
	shown table.View
}

// Open opens the player view's window of app, titled title, empty until Show.
func Open(app fyne.App, title string) *Window {
	w := &Window{win: app.NewWindow(title)}
	w.head = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	w.head.TextSize, w.head.TextStyle = headSize, fyne.TextStyle{Bold: true}
	w.next = canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))
	w.next.TextSize = stateSize
	w.rows = container.NewVBox()
	w.win.SetContent(container.NewBorder(container.NewVBox(w.head, w.next), nil, nil, nil, container.NewVScroll(w.rows)))
	w.win.Resize(fyne.NewSize(1280, 800))
	// The colours are the theme's of the moment: drawn again when the system turns light or
	// dark.
	app.Settings().AddListener(func(fyne.Settings) {
		fyne.Do(func() {
			if !w.closed {
				w.Show(w.shown)
			}
		})
	})
	w.win.SetOnClosed(func() {
		w.closed = true
		if w.onClosed != nil {
			w.onClosed()
		}
	})
	w.win.Show()
	return w
}

// SetOnClosed calls f once the window is closed, by the person or by Close.
func (w *Window) SetOnClosed(f func()) { w.onClosed = f }

// Close closes the window.
func (w *Window) Close() { w.win.Close() }

// Shown is the view drawn last.
func (w *Window) Shown() table.View { return w.shown }

// Content is what the window shows, for a test to read.
func (w *Window) Content() fyne.CanvasObject { return w.win.Content() }

// Show draws v: the round and whose turn it is on top, then each combatant in the order they
// act, the one acting marked, with its state in words and, where shown, its numbers.
func (w *Window) Show(v table.View) {
	w.shown = v
	fg := theme.Color(theme.ColorNameForeground)
	w.head.Color = fg
	w.head.Text = headOf(v)
	w.head.Refresh()
	w.next.Color = theme.Color(theme.ColorNamePlaceHolder)
	w.next.Text = ""
	if v.Next >= 0 && v.Next < len(v.Order) {
		w.next.Text = lang.L("Next: {{.Name}}", map[string]any{"Name": v.Order[v.Next].Name})
	}
	w.next.Refresh()
	w.rows.RemoveAll()
	for _, e := range v.Order {
		w.rows.Add(rowOf(e, w.width()))
	}
	w.rows.Refresh()
}

// width is the width the rows are laid out in: the window's, less the scroll bar's room.
func (w *Window) width() float32 {
	return max(w.win.Canvas().Size().Width, minWidth) - 4*theme.Padding()
}

// minWidth is the narrowest the numbers are wrapped to, before the window is laid out.
const minWidth = 640

// linesOf joins parts with " · " into lines of at most width at the numbers' size, a part
// never split; a part wider than width is a line of its own.
func linesOf(parts []string, width float32) []string {
	measure := func(s string) float32 { return fyne.MeasureText(s, numberSize, fyne.TextStyle{}).Width }
	var lines []string
	cur := ""
	for _, p := range parts {
		next := p
		if cur != "" {
			next = cur + " · " + p
		}
		if cur != "" && measure(next) > width {
			lines, next = append(lines, cur), p
		}
		cur = next
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// headOf is the head of the view: "Runda 2 · Åsa Järnhands tur".
func headOf(v table.View) string {
	parts := []string{lang.L("Round {{.Round}}", map[string]any{"Round": v.Round})}
	if v.Phase > 1 {
		parts = append(parts, lang.L("phase {{.N}}", map[string]any{"N": v.Phase}))
	}
	if v.Current >= 0 && v.Current < len(v.Order) {
		parts = append(parts, lang.L("{{.Name}}'s turn", map[string]any{"Name": v.Order[v.Current].Name}))
	}
	return strings.Join(parts, " · ")
}

// rowOf is one combatant: a mark where it acts, its name and side, its state coloured by how
// it fares, and its numbers under them.
func rowOf(e table.Entry, width float32) fyne.CanvasObject {
	mark := "   "
	if e.Acting {
		mark = "▶ "
	}
	name := canvas.NewText(mark+e.Name, theme.Color(theme.ColorNameForeground))
	name.TextSize, name.TextStyle = nameSize, fyne.TextStyle{Bold: e.Acting}
	side := canvas.NewText(sideOf(e), theme.Color(theme.ColorNamePlaceHolder))
	side.TextSize = stateSize
	state := canvas.NewText(e.State, levelColor(e.Level))
	state.TextSize, state.TextStyle = stateSize, fyne.TextStyle{Bold: true}
	line := container.NewHBox(name, side, state)
	if len(e.Numbers) == 0 {
		return line
	}
	parts := make([]string, len(e.Numbers))
	for i, n := range e.Numbers {
		parts[i] = n.Label + " " + n.Text
	}
	lines := container.NewVBox()
	for _, l := range linesOf(parts, width-nameSize) {
		t := canvas.NewText(l, theme.Color(theme.ColorNameForeground))
		t.TextSize = numberSize
		lines.Add(t)
	}
	return container.NewVBox(line, container.NewBorder(nil, nil, indent(), nil, lines))
}

// indent sets a row's numbers in under its name.
func indent() fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(nameSize, 1))
	return r
}

// sideOf words e's side: a player's or the GM's.
func sideOf(e table.Entry) string {
	if e.Side == sheet.SidePlayers {
		return lang.L("players' side")
	}
	return lang.L("the GM's side")
}

// levelColors are the theme's colours of the levels, which it has for light and dark alike.
var levelColors = map[table.Level]fyne.ThemeColorName{
	table.Unhurt:       theme.ColorNameSuccess,
	table.Wounded:      theme.ColorNameWarning,
	table.BadlyWounded: theme.ColorNameError,
	table.Down:         theme.ColorNameError,
	table.Dead:         theme.ColorNameDisabled,
	table.Unknown:      theme.ColorNamePlaceHolder,
}

// levelColor is the colour of a state at level l.
func levelColor(l table.Level) color.Color {
	name, ok := levelColors[l]
	if !ok {
		name = theme.ColorNameForeground
	}
	return theme.Color(name)
}
