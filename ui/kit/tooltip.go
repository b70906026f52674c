package kit

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TipLayer shows one tooltip above the window's content: a widget with a tip shows its text
// near the pointer a moment after the pointer comes to rest on it, and hides it when the
// pointer leaves. Its objects take no mouse events, so a tip never stands between the pointer
// and the widget below it. Fyne 2.7 has no tooltips of its own, and the well-kept add-on
// (github.com/dweymouth/fyne-tooltip) is not served by the module proxy this project builds
// from.
type TipLayer struct {
	box   *fyne.Container // no layout: the tip is placed by hand
	bg    *canvas.Rectangle
	text  *widget.Label
	timer *time.Timer
	shown bool
	// anchor is the widget the tip shown explains, at anchorAt in the window when it showed:
	// a scroll moves it from under the pointer without a MouseOut, and the tip then goes.
	anchor   fyne.CanvasObject
	anchorAt fyne.Position
	// Delay is how long the pointer rests before a tip shows: tipDelay, or none in tests,
	// where a timer's goroutine would race the test's.
	Delay time.Duration
}

// tipDelay is how long the pointer rests on a widget before its tip shows.
const tipDelay = 600 * time.Millisecond

// tipWidth is the most a tip takes across before its text wraps.
const tipWidth = 420

// NewTipLayer is a layer for tips, with nothing shown; Over puts it over the content.
func NewTipLayer() *TipLayer {
	l := &TipLayer{bg: canvas.NewRectangle(color.Transparent), text: widget.NewLabel(""), Delay: tipDelay}
	l.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	l.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	l.bg.StrokeWidth = 1
	l.bg.CornerRadius = theme.InputRadiusSize()
	l.box = container.NewWithoutLayout(l.bg, l.text)
	l.bg.Hide()
	l.text.Hide()
	return l
}

// Over puts the tip layer over content.
func (l *TipLayer) Over(content fyne.CanvasObject) fyne.CanvasObject {
	return container.NewStack(content, l.box)
}

// tipWatch is how often a tip shown looks whether its widget has moved.
const tipWatch = 200 * time.Millisecond

// showSoon shows text about anchor at pos, in the window's coordinates, after tipDelay.
func (l *TipLayer) showSoon(anchor fyne.CanvasObject, text string, pos fyne.Position) {
	l.cancel()
	if text == "" {
		return
	}
	if l.Delay == 0 {
		l.show(anchor, text, pos)
		return
	}
	l.timer = time.AfterFunc(l.Delay, func() {
		fyne.Do(func() {
			l.show(anchor, text, pos)
			l.watch()
		})
	})
}

// watch looks every tipWatch, while the tip shows, whether its widget has moved.
func (l *TipLayer) watch() {
	l.timer = time.AfterFunc(tipWatch, func() {
		fyne.Do(func() {
			if l.shown && !l.FollowAnchor() {
				l.watch()
			}
		})
	})
}

// FollowAnchor hides the tip shown when its widget has moved since it showed (a scroll, a
// row added above), and says whether it did.
func (l *TipLayer) FollowAnchor() bool {
	if !l.shown || l.anchor == nil {
		return false
	}
	if fyne.CurrentApp().Driver().AbsolutePositionForObject(l.anchor) == l.anchorAt && l.anchor.Visible() {
		return false
	}
	l.Hide()
	return true
}

func (l *TipLayer) show(anchor fyne.CanvasObject, text string, pos fyne.Position) {
	l.anchor = anchor
	if anchor != nil {
		l.anchorAt = fyne.CurrentApp().Driver().AbsolutePositionForObject(anchor)
	}
	// Unwrapped first, to measure it; a long text then wraps at tipWidth. A wrapping label
	// reports its height for the lines it last laid out, which it does as it is resized and
	// shown: measured hidden, a tip of three lines got a box of two.
	l.text.Wrapping = fyne.TextWrapOff
	l.text.SetText(text)
	l.text.Show()
	size := l.text.MinSize()
	if size.Width > tipWidth {
		l.text.Wrapping = fyne.TextWrapWord
		l.text.Refresh()
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

// Shown is the text of the tip shown, "" while none is.
func (l *TipLayer) Shown() string {
	if !l.shown {
		return ""
	}
	return l.text.Text
}

func (l *TipLayer) cancel() {
	if l.timer != nil {
		l.timer.Stop()
		l.timer = nil
	}
}

// Hide hides the tip, and one about to show.
func (l *TipLayer) Hide() {
	l.cancel()
	if l.shown {
		l.bg.Hide()
		l.text.Hide()
		l.shown = false
	}
}

// TipLabel is a label that explains itself when the pointer rests on it.
type TipLabel struct {
	widget.Label
	layer *TipLayer
	tip   string
	// tipOf words the tip when it is about to show, for a tip that costs work to put
	// together (the roll behind odds); it stands in for tip where set.
	tipOf func() string
}

// NewTipLabel is a label in style whose tip shows in layer.
func NewTipLabel(layer *TipLayer, style fyne.TextStyle) *TipLabel {
	l := &TipLabel{layer: layer}
	l.TextStyle = style
	l.ExtendBaseWidget(l)
	return l
}

// SetTip sets what the label explains on hover.
func (l *TipLabel) SetTip(tip string) { l.tip, l.tipOf = ShortText(tip), nil }

// Tip is what the label explains on hover.
func (l *TipLabel) Tip() string {
	if l.tipOf != nil {
		return ShortText(l.tipOf())
	}
	return l.tip
}

// SetTipOf has the label explain itself on hover with what tip says then.
func (l *TipLabel) SetTipOf(tip func() string) { l.tipOf = tip }

var _ desktop.Hoverable = (*TipLabel)(nil)

func (l *TipLabel) MouseIn(ev *desktop.MouseEvent) {
	if l.layer == nil {
		return
	}
	l.layer.showSoon(l, l.Tip(), l.inLayer(ev))
}

func (l *TipLabel) MouseMoved(*desktop.MouseEvent) {}

func (l *TipLabel) MouseOut() {
	if l.layer != nil {
		l.layer.Hide()
	}
}

// inLayer is the pointer's position in the tip layer's coordinates.
func (l *TipLabel) inLayer(ev *desktop.MouseEvent) fyne.Position {
	d := fyne.CurrentApp().Driver()
	return ev.AbsolutePosition.Subtract(d.AbsolutePositionForObject(l.layer.box))
}
