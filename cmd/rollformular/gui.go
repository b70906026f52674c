package main

import (
	"fmt"
	"log"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/ui"
	"rollformular/ui/locale"
	"rollformular/ui/locale/translations"
)

// offerRecovery asks, after a crash, whether to open the unsaved documents autosave kept.
func offerRecovery(s *ui.Session) {
	found := s.Recoverable()
	if len(found) == 0 {
		return
	}
	var lines []string
	for _, r := range found {
		name := r.Name
		if name == "" {
			name = lang.L("Unnamed")
		}
		lines = append(lines, fmt.Sprintf("• %s (%s)", name, r.Saved.Format("2006-01-02 15:04")))
	}
	win := s.AnyWindow()
	if win == nil {
		return
	}
	msg := lang.L("Rollformulär closed without saving these. Open them again?") + "\n\n" + strings.Join(lines, "\n")
	dialog.ShowConfirm(lang.L("Recover unsaved changes"), msg, func(ok bool) {
		for _, r := range found {
			if !ok {
				s.Discard(r)
				continue
			}
			if err := s.Recover(r); err != nil {
				dialog.ShowError(err, win)
				continue
			}
		}
	}, win)
}

// autosaveInterval reads ROLLFORMULAR_AUTOSAVE, seconds between autosaves; unset or not a
// positive whole number means the default, 30.
func autosaveInterval(v string) time.Duration {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n <= 0 {
		return 0
	}
	return time.Duration(n) * time.Second
}

// runGUI opens the editor with the given files, or with a new character when there are none.
func runGUI(reg *engine.Registry, files []string) (code int) {
	probe, err := checkDisplay(os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, "rollformular:", err)
		return 1
	}
	closeProbe := sync.OnceFunc(func() {
		if probe != nil {
			probe.Close()
		}
	})
	defer closeProbe()
	// Fyne panics when the desktop goes away under it; say so in one line instead.
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintln(os.Stderr, "rollformular: the editor stopped:", r)
			code = 1
		}
	}()
	// The program's name and version as FyneApp.toml gives them, for Help → About: a build
	// by `go build` has Fyne's placeholder "0.0.1" otherwise. Preferences and storage are kept
	// under its id.
	meta := metadata()
	app.SetMetadata(meta)
	a := app.NewWithID(meta.ID)
	a.Lifecycle().SetOnStopped(func() { log.SetOutput(&shutdownLog{out: log.Writer()}) })
	// Fyne's lang reads the locale again when the translations are added: point it at the
	// language chosen in the settings, or at Swedish unless the system asks for English.
	locale.Apply(ui.PreferredLanguage(a))
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon()))
	ui.ApplyTheme(a)
	if err := translations.Load(); err != nil {
		fmt.Fprintln(os.Stderr, "rollformular: translations:", err)
	}
	session := ui.NewSession(a, reg)
	opened, failed := session.OpenAll(files)
	for _, err := range failed {
		fmt.Fprintln(os.Stderr, "rollformular:", err)
	}
	if opened == 0 {
		// Where to start: a new character of the rules chosen, or a file. A file that could
		// not be opened is said in the window, not only on a terminal nobody may be looking at.
		session.ShowStart()
		for _, err := range failed {
			session.ShowError(err)
		}
	}
	closeProbe() // the window has its own connection to the X server now
	offerRecovery(session)
	stop := make(chan struct{})
	session.StartAutosave(autosaveInterval(os.Getenv("ROLLFORMULAR_AUTOSAVE")), stop)
	session.StartFollowingFocus(stop)
	a.Run()
	close(stop)
	session.CloseRecovery()
	return 0
}
