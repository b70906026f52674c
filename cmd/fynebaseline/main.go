// Command fynebaseline opens the smallest Fyne window there is. `make bench` starts it beside
// rollformular to measure start-up time and memory against DESIGN.md's budgets, which are
// given relative to a minimal Fyne window on the same machine.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("se.rollformular.baseline")
	w := a.NewWindow("Fyne baseline")
	w.SetContent(widget.NewLabel("Fyne"))
	w.Resize(fyne.NewSize(400, 300))
	w.ShowAndRun()
}
