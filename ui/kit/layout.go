package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// FixedWidth lays o out at width and its own height, wherever a layout would stretch it: a
// field of a few digits is not drawn 500 points wide on a large screen.
func FixedWidth(width float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(widthLayout{width: width}, o)
}

// WrapWidth lays o, a label that wraps, out at width and the height its lines take there,
// stretched as tall as its row: measured before it wrapped, its second line was cut off.
func WrapWidth(width float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(widthLayout{width: width, wrap: true}, o)
}

// widthLayout is FixedWidth's and WrapWidth's layout. It asks o for its height each time
// rather than once: a theme that changes (the dense one of a long list, applied after o was
// made) changes it, and a wrapping label's height is that of its lines at width.
type widthLayout struct {
	width float32
	wrap  bool
}

func (l widthLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	o := objects[0]
	if l.wrap && o.Size().Width != l.width {
		o.Resize(fyne.NewSize(l.width, o.MinSize().Height)) // its lines at this width
	}
	return fyne.NewSize(l.width, o.MinSize().Height)
}

func (l widthLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	o := objects[0]
	height := o.MinSize().Height
	if l.wrap {
		height = size.Height
	}
	o.Move(fyne.NewPos(0, 0))
	o.Resize(fyne.NewSize(l.width, height))
}

// NumberWidth is the width of a field for a number.
const NumberWidth = 90

// Offer puts names into sel, keeping the choice at the same id where it is still offered.
func Offer(sel *widget.Select, names []string, keep int) {
	sel.Options = names
	switch {
	case keep >= 0 && keep < len(names):
		sel.SetSelectedIndex(keep)
	case len(names) > 0:
		sel.SetSelectedIndex(0)
	default:
		sel.ClearSelected()
	}
	sel.Refresh()
}
