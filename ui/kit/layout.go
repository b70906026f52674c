package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// FixedWidth lays o out at width and its own height, wherever a layout would stretch it: a
// field of a few digits is not drawn 500 points wide on a large screen.
func FixedWidth(width float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(width, o.MinSize().Height), o)
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
