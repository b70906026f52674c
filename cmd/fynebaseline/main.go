// Command fynebaseline opens the smallest Fyne window there is with a field to type in, the
// field focused. `make bench` starts it beside rollformular to measure the start-up time, the
// memory and a keystroke's way to the screen against DESIGN.md's budgets, which are given
// relative to a minimal Fyne window of the editor's size on the same machine.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("se.rollformular.baseline")
	w := a.NewWindow("Fyne baseline")
	entry := widget.NewEntry()
	w.SetContent(container.NewVBox(widget.NewLabel("Fyne"), entry))
	w.Resize(fyne.NewSize(1280, 720)) // the editor's size: the same pixels to fill
	w.Canvas().Focus(entry)
	w.ShowAndRun()
}
