package ui

import (
	"image/color"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
)

// tipLayer shows one tooltip above the window's content: a widget with a tip shows its text
// near the pointer a moment after the pointer comes to rest on it, and hides it when the
// pointer leaves. Its objects take no mouse events, so a tip never stands between the pointer
// and the widget below it. Fyne 2.7 has no tooltips of its own, and the well-kept add-on
// (github.com/dweymouth/fyne-tooltip) is not served by the module proxy this project builds
// from.
type tipLayer struct {
	box   *fyne.Container // no layout: the tip is placed by hand
	bg    *canvas.Rectangle
	text  *widget.Label
	timer *time.Timer
	shown bool
	// delay is how long the pointer rests before a tip shows: tipDelay, or none in tests,
	// where a timer's goroutine would race the test's.
	delay time.Duration
}

// tipDelay is how long the pointer rests on a widget before its tip shows.
const tipDelay = 600 * time.Millisecond

// tipWidth is the most a tip takes across before its text wraps.
const tipWidth = 420

func newTipLayer() *tipLayer {
	l := &tipLayer{bg: canvas.NewRectangle(color.Transparent), text: widget.NewLabel(""), delay: tipDelay}
	l.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	l.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	l.bg.StrokeWidth = 1
	l.bg.CornerRadius = theme.InputRadiusSize()
	l.box = container.NewWithoutLayout(l.bg, l.text)
	l.bg.Hide()
	l.text.Hide()
	return l
}

// over puts the tip layer over content.
func (l *tipLayer) over(content fyne.CanvasObject) fyne.CanvasObject {
	return container.NewStack(content, l.box)
}

// showSoon shows text at pos, in the window's coordinates, after tipDelay.
func (l *tipLayer) showSoon(text string, pos fyne.Position) {
	l.cancel()
	if text == "" {
		return
	}
	if l.delay == 0 {
		l.show(text, pos)
		return
	}
	l.timer = time.AfterFunc(l.delay, func() { fyne.Do(func() { l.show(text, pos) }) })
}

func (l *tipLayer) show(text string, pos fyne.Position) {
	// Unwrapped first, to measure it; a long text then wraps at tipWidth, and a wrapping
	// label reports its height for the width it was last given.
	l.text.Wrapping = fyne.TextWrapOff
	l.text.SetText(text)
	size := l.text.MinSize()
	if size.Width > tipWidth {
		l.text.Wrapping = fyne.TextWrapWord
		l.text.Resize(fyne.NewSize(tipWidth, size.Height))
		size = fyne.NewSize(tipWidth, l.text.MinSize().Height)
	}
	// Below and right of the pointer, kept inside the window.
	area := l.box.Size()
	at := fyne.NewPos(min(pos.X+12, max(area.Width-size.Width, 0)), pos.Y+18)
	if at.Y+size.Height > area.Height {
		at.Y = max(pos.Y-size.Height-6, 0)
	}
	l.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	l.bg.Move(at)
	l.bg.Resize(size)
	l.text.Move(at)
	l.text.Resize(size)
	l.bg.Show()
	l.text.Show()
	l.shown = true
	l.box.Refresh()
}

func (l *tipLayer) cancel() {
	if l.timer != nil {
		l.timer.Stop()
		l.timer = nil
	}
}

// hide hides the tip, and one about to show.
func (l *tipLayer) hide() {
	l.cancel()
	if l.shown {
		l.bg.Hide()
		l.text.Hide()
		l.shown = false
	}
}

// tipLabel is a label that explains itself when the pointer rests on it.
type tipLabel struct {
	widget.Label
	layer *tipLayer
	tip   string
	// tipOf words the tip when it is about to show, for a tip that costs work to put
	// together (the roll behind odds); it stands in for tip where set.
	tipOf func() string
}

func newTipLabel(layer *tipLayer, style fyne.TextStyle) *tipLabel {
	l := &tipLabel{layer: layer}
	l.TextStyle = style
	l.ExtendBaseWidget(l)
	return l
}

// setTip sets what the label explains on hover.
func (l *tipLabel) setTip(tip string) { l.tip, l.tipOf = shortText(tip), nil }

// setTipOf has the label explain itself on hover with what tip says then.
func (l *tipLabel) setTipOf(tip func() string) { l.tipOf = tip }

var _ desktop.Hoverable = (*tipLabel)(nil)

func (l *tipLabel) MouseIn(ev *desktop.MouseEvent) {
	if l.layer == nil {
		return
	}
	tip := l.tip
	if l.tipOf != nil {
		tip = shortText(l.tipOf())
	}
	l.layer.showSoon(tip, l.inLayer(ev))
}

func (l *tipLabel) MouseMoved(*desktop.MouseEvent) {}

func (l *tipLabel) MouseOut() {
	if l.layer != nil {
		l.layer.hide()
	}
}

// inLayer is the pointer's position in the tip layer's coordinates.
func (l *tipLabel) inLayer(ev *desktop.MouseEvent) fyne.Position {
	d := fyne.CurrentApp().Driver()
	return ev.AbsolutePosition.Subtract(d.AbsolutePositionForObject(l.layer.box))
}

// rollTip explains the odds of rolling against v: what is rolled against what, with the
// modifier typed, and how v was reached.
func (e *Editor) rollTip(v engine.Value, what engine.What) func() string {
	return func() string {
		var lines []string
		if res, err := e.rs.Roll(e.doc, what, e.modifierQuiet(), rand.New(rand.NewPCG(0, 0))); err == nil {
			lines = append(lines, lang.L("The exact odds of rolling {{.Roll}}", map[string]any{"Roll": describeRoll(res, e.words)}))
		}
		if why := explanation(v, e.words); why != "" {
			lines = append(lines, why)
		}
		return strings.Join(append(lines, e.abbreviationsIn(v.Odds.In(e.words))...), "\n")
	}
}

// abbreviationsIn says what each abbreviation of the ruleset's legend in text stands for, a
// line each: "H: hugg".
func (e *Editor) abbreviationsIn(text string) []string {
	words := strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	var lines []string
	for _, l := range e.legend() {
		if slices.Contains(words, l.abbr) {
			lines = append(lines, l.abbr+": "+l.meaning)
		}
	}
	return lines
}
