// Command fyneframe opens the editor's frame with no sheet in it: the window of the editor's
// size with its menu bar, a document tab, the row of the roll modifier and the problems, and
// the tabs of a sheet's parts, each holding a label. `scripts/onscreen.sh` starts it beside
// the minimal window (cmd/fynebaseline) and the editor, to show what the frame alone costs of
// the start: the least any sheet drawn in it can cost. It is built of Fyne's own widgets, as
// the editor's frame is, and none of the editor's code, so it measures Fyne, not the sheet.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("se.rollformular.frame")
	w := a.NewWindow("Rollformulär")
	items := func(labels ...string) []*fyne.MenuItem {
		var out []*fyne.MenuItem
		for _, l := range labels {
			out = append(out, fyne.NewMenuItem(l, func() {}))
		}
		return out
	}
	w.SetMainMenu(fyne.NewMainMenu(
		fyne.NewMenu("Arkiv", items("Ny…", "Öppna…", "Öppna en mapp…", "Senaste", "Duplicera", "Spara",
			"Spara som…", "Spara som mall", "Exportera PDF…", "Skriv ut SLP…", "Nytt möte",
			"Husregler…", "Inställningar…", "Avsluta")...),
		fyne.NewMenu("Redigera", items("Ångra", "Gör om")...),
		fyne.NewMenu("Hjälp", items("Förkortningar…", "Om Rollformulär")...),
	))
	var parts []*container.TabItem
	for _, name := range []string{"Rollperson", "I spel", "Färdigheter", "Utrustning", "Tillstånd", "Strid", "Slag", "Anteckningar"} {
		parts = append(parts, container.NewTabItem(name, widget.NewLabel(name)))
	}
	modifier := widget.NewEntry()
	modifier.SetPlaceHolder("0")
	problems := widget.NewButtonWithIcon("Inga problem", theme.ConfirmIcon(), nil)
	problems.Importance = widget.LowImportance
	top := container.NewBorder(nil, nil, container.NewHBox(widget.NewLabel("Modifikation för slag"), modifier), problems)
	sheet := container.NewBorder(top, nil, nil, nil, container.NewAppTabs(parts...))
	w.SetContent(container.NewDocTabs(container.NewTabItem("Åsa Järnhand", sheet)))
	w.Resize(fyne.NewSize(1280, 720)) // the editor's size, as the minimal window's
	w.ShowAndRun()
}
