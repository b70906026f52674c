package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// RemoveButton is a row's remove icon: a tap takes the row away, which Ctrl+Z brings back, as
// its tip says. It takes no focus, so Tab along a row's fields never stops on a delete, where
// a Space meant for the next field would remove the row (a widget.Button is in the Tab order,
// and Fyne has no way to take one out).
type RemoveButton struct {
	widget.BaseWidget
	onTapped func()
	tips     *TipLayer
	hovered  bool
}

// NewRemoveButton is a remove button that calls onTapped, its tip shown in tips.
func NewRemoveButton(tips *TipLayer, onTapped func()) *RemoveButton {
	b := &RemoveButton{onTapped: onTapped, tips: tips}
	b.ExtendBaseWidget(b)
	return b
}

var (
	_ fyne.Tappable      = (*RemoveButton)(nil)
	_ desktop.Hoverable  = (*RemoveButton)(nil)
	_ desktop.Cursorable = (*RemoveButton)(nil)
)

func (b *RemoveButton) Tapped(*fyne.PointEvent) {
	if b.tips != nil {
		b.tips.Hide()
	}
	if b.onTapped != nil {
		b.onTapped()
	}
}

func (b *RemoveButton) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (b *RemoveButton) MouseIn(ev *desktop.MouseEvent) {
	b.hovered = true
	b.Refresh()
	if b.tips != nil {
		at := ev.AbsolutePosition.Subtract(fyne.CurrentApp().Driver().AbsolutePositionForObject(b.tips.box))
		b.tips.showSoon(lang.L("Remove; Ctrl+Z brings it back"), at)
	}
}

func (b *RemoveButton) MouseMoved(*desktop.MouseEvent) {}

func (b *RemoveButton) MouseOut() {
	b.hovered = false
	b.Refresh()
	if b.tips != nil {
		b.tips.Hide()
	}
}

func (b *RemoveButton) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(color.Transparent)
	bg.CornerRadius = theme.InputRadiusSize()
	icon := canvas.NewImageFromResource(theme.DeleteIcon())
	icon.FillMode = canvas.ImageFillContain
	r := &removeRenderer{b: b, bg: bg, icon: icon}
	r.Refresh()
	return r
}

type removeRenderer struct {
	b    *RemoveButton
	bg   *canvas.Rectangle
	icon *canvas.Image
}

// MinSize is an icon button's, so a row keeps its height and its columns their places.
func (r *removeRenderer) MinSize() fyne.Size {
	side := theme.IconInlineSize() + 2*theme.InnerPadding()
	return fyne.NewSize(side, side)
}

func (r *removeRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	side := theme.IconInlineSize()
	r.icon.Resize(fyne.NewSquareSize(side))
	r.icon.Move(fyne.NewPos((size.Width-side)/2, (size.Height-side)/2))
}

func (r *removeRenderer) Refresh() {
	r.bg.FillColor = theme.Color(theme.ColorNameButton)
	if r.b.hovered {
		r.bg.FillColor = theme.Color(theme.ColorNameHover)
	}
	r.icon.Resource = theme.DeleteIcon() // the theme's, which may have changed
	r.bg.Refresh()
	r.icon.Refresh()
}

func (r *removeRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.icon} }

func (r *removeRenderer) Destroy() {}
