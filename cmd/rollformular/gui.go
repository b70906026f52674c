package main

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/dialog"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/ui"
)

// appID is the application id of FyneApp.toml; preferences and storage are kept under it.
const appID = "se.rollformular.app"

// runGUI opens the editor with the given files, or with a new character when there are none.
func runGUI(reg *engine.Registry, files []string) int {
	// Fyne reads the locale when the app starts; point it at Swedish unless the system asks
	// for English.
	if key, value, ok := ui.LanguageOverride(os.Getenv); ok {
		os.Setenv(key, value)
	}
	a := app.NewWithID(appID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon()))
	if err := ui.LoadTranslations(); err != nil {
		fmt.Fprintln(os.Stderr, "rollformular: translations:", err)
	}
	session := ui.NewSession(a, reg)
	var failed []error
	opened := 0
	for _, path := range files {
		if _, err := session.ShowFile(path); err != nil {
			failed = append(failed, err)
			continue
		}
		opened++
	}
	if opened == 0 {
		e, err := session.ShowNew()
		if err != nil {
			fmt.Fprintln(os.Stderr, "rollformular:", err)
			return 1
		}
		// A file that could not be opened is said in the window, not only on a terminal
		// nobody may be looking at.
		for _, err := range failed {
			dialog.ShowError(err, e.Window())
		}
	}
	for _, err := range failed {
		fmt.Fprintln(os.Stderr, "rollformular:", err)
	}
	a.Run()
	return 0
}
