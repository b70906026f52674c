package ui

import "fyne.io/fyne/v2/widget"

// adder is a drop-down that adds what is picked from a catalog and goes back to its
// placeholder: a menu, not a value. It is its own widget because resetting a Select from its
// own OnChanged re-enters it (Fyne's ClearSelected calls OnChanged("") again), and a handler
// that reset unconditionally recursed until the stack overflowed: choosing a weapon from the
// rules killed the editor. Here the reset is recognised and the pick runs once.
type adder struct {
	widget.Select
	onPick func(i int) // i indexes the options
}

func newAdder(options []string, placeholder string, onPick func(i int)) *adder {
	a := &adder{onPick: onPick}
	a.Options = options
	a.PlaceHolder = placeholder
	a.OnChanged = func(string) {
		i := a.SelectedIndex()
		if i < 0 {
			return // the reset below, or an option that is gone
		}
		a.ClearSelected()
		a.onPick(i)
	}
	a.ExtendBaseWidget(a)
	return a
}
