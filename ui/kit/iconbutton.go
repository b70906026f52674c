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

// IconButton is an icon that acts when tapped and says what it does on hover: a row's ▶ and
// its remove. It takes no focus, so Tab along a row's fields goes from field to field as the
// row reads, never stopping on a ▶, where typed digits were lost, or on a remove, where a
// Space meant for the next field took the row away (a widget.Button is in the Tab order, and
// Fyne has no way to take one out). Every icon button is also a menu entry, a shortcut or a
// button elsewhere for the keyboard.
type IconButton struct {
	widget.BaseWidget
	icon     fyne.ThemeIconName
	tip      string
	onTapped func()
	tips     *TipLayer
	hovered  bool
}

// NewIconButton is a button of the theme's icon that calls onTapped, tip shown in tips.
func NewIconButton(tips *TipLayer, icon fyne.ThemeIconName, tip string, onTapped func()) *IconButton {
	b := &IconButton{icon: icon, tip: tip, onTapped: onTapped, tips: tips}
	b.ExtendBaseWidget(b)
	return b
}

// NewRemoveButton is a row's remove: a tap takes the row away, which Ctrl+Z brings back, as
// its tip says.
func NewRemoveButton(tips *TipLayer, onTapped func()) *IconButton {
	return NewIconButton(tips, theme.IconNameDelete, lang.L("Remove; Ctrl+Z brings it back"), onTapped)
}

// NewRollButton is a roll's ▶, tip saying what it rolls.
func NewRollButton(tips *TipLayer, tip string, onTapped func()) *IconButton {
	return NewIconButton(tips, theme.IconNameMediaPlay, tip, onTapped)
}

// Icon is the icon the button shows, in the theme the button has.
func (b *IconButton) Icon() fyne.Resource { return b.Theme().Icon(b.icon) }

// IsRemove says whether the button removes its row.
func (b *IconButton) IsRemove() bool { return b.icon == theme.IconNameDelete }

var (
	_ fyne.Tappable      = (*IconButton)(nil)
	_ desktop.Hoverable  = (*IconButton)(nil)
	_ desktop.Cursorable = (*IconButton)(nil)
)

func (b *IconButton) Tapped(*fyne.PointEvent) {
	if b.tips != nil {
		b.tips.Hide()
	}
	if b.onTapped != nil {
		b.onTapped()
	}
}

func (b *IconButton) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (b *IconButton) MouseIn(ev *desktop.MouseEvent) {
	b.hovered = true
	b.Refresh()
	if b.tips != nil && b.tip != "" {
		at := ev.AbsolutePosition.Subtract(fyne.CurrentApp().Driver().AbsolutePositionForObject(b.tips.box))
		b.tips.showSoon(b, b.tip, at)
	}
}

func (b *IconButton) MouseMoved(*desktop.MouseEvent) {}

func (b *IconButton) MouseOut() {
	b.hovered = false
	b.Refresh()
	if b.tips != nil {
		b.tips.Hide()
	}
}

func (b *IconButton) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(color.Transparent)
	icon := canvas.NewImageFromResource(b.Icon())
	icon.FillMode = canvas.ImageFillContain
	r := &iconRenderer{b: b, bg: bg, icon: icon}
	r.Refresh()
	return r
}

type iconRenderer struct {
	b    *IconButton
	bg   *canvas.Rectangle
	icon *canvas.Image
}

// MinSize is an icon button's in the button's theme (a dense list's is smaller), so a row
// keeps its height and its columns their places.
func (r *iconRenderer) MinSize() fyne.Size {
	th := r.b.Theme()
	side := th.Size(theme.SizeNameInlineIcon) + 2*th.Size(theme.SizeNameInnerPadding)
	return fyne.NewSize(side, side)
}

func (r *iconRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	side := r.b.Theme().Size(theme.SizeNameInlineIcon)
	r.icon.Resize(fyne.NewSquareSize(side))
	r.icon.Move(fyne.NewPos((size.Width-side)/2, (size.Height-side)/2))
}

func (r *iconRenderer) Refresh() {
	th, v := r.b.Theme(), fyne.CurrentApp().Settings().ThemeVariant()
	r.bg.CornerRadius = th.Size(theme.SizeNameInputRadius)
	r.bg.FillColor = th.Color(theme.ColorNameButton, v)
	if r.b.hovered {
		r.bg.FillColor = th.Color(theme.ColorNameHover, v)
	}
	r.icon.Resource = r.b.Icon() // the theme's, which may have changed
	r.bg.Refresh()
	r.icon.Refresh()
}

func (r *iconRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.icon} }

func (r *iconRenderer) Destroy() {}
