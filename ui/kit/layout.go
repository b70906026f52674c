package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// FixedWidth lays o out at width and its own height, wherever a layout would stretch it: a
// field of a few digits is not drawn 500 points wide on a large screen.
func FixedWidth(width float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(fixedWidth(width), o)
}

// fixedWidth is FixedWidth's layout. It asks o for its height each time rather than once: a
// theme that changes (the dense one of a long list, applied after o was made) changes it.
type fixedWidth float32

func (w fixedWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(float32(w), objects[0].MinSize().Height)
}

func (w fixedWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(float32(w), objects[0].MinSize().Height))
}

// WrapWidth lays o, a label that wraps, out at width and the height its lines take there:
// FixedWidth keeps the height o had before it wrapped, and cut the second line off.
func WrapWidth(width float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(wrapWidth(width), o)
}

// wrapWidth is WrapWidth's layout.
type wrapWidth float32

func (w wrapWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	o := objects[0]
	if o.Size().Width != float32(w) {
		o.Resize(fyne.NewSize(float32(w), o.MinSize().Height)) // its lines at this width
	}
	return fyne.NewSize(float32(w), o.MinSize().Height)
}

func (w wrapWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(float32(w), size.Height))
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
