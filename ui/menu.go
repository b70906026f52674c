package ui

import (
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/screen"
	"rollformular/ui/kit"
	"rollformular/ui/sheetview"
)

// command is a menu item with its keyboard shortcut; one list makes both, so a shortcut shown
// in a menu always works and every shortcut is shown in a menu.
type command struct {
	label    string
	shortcut fyne.Shortcut
	action   func()
}

// ctrl is the shortcut of Ctrl (Cmd on a Mac) with key, and Shift too if shift is set.
func ctrl(key fyne.KeyName, shift bool) *desktop.CustomShortcut {
	mod := fyne.KeyModifierShortcutDefault
	if shift {
		mod |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: key, Modifier: mod}
}

// on runs an editor's action on the document shown.
func (s *Session) on(action func(e *sheetview.Editor)) func() {
	return func() {
		if e := s.Current(); e != nil {
			action(e)
		}
	}
}

// onPage runs an action on the page shown: a character's or an encounter's.
func (s *Session) onPage(action func(p page)) func() {
	return func() {
		if p := s.currentPage(); p != nil {
			action(p)
		}
	}
}

func (s *Session) fileCommands() []command {
	return []command{
		{"New", ctrl(fyne.KeyN, false), s.onPage(func(page) { s.askNew() })},
		{"Open…", ctrl(fyne.KeyO, false), func() {
			if e := s.Current(); e != nil {
				e.Open()
			} else {
				s.openDialog("", nil)
			}
		}},
		{"Save", ctrl(fyne.KeyS, false), s.onPage(func(p page) { p.Save(nil) })},
		{"Save As…", ctrl(fyne.KeyS, true), s.onPage(func(p page) { p.SaveAs(nil) })},
		{"Export PDF…", ctrl(fyne.KeyP, false), s.onPage(page.ExportPDF)},
	}
}

// editCommands are undo and redo of the character. Their shortcuts are Fyne's own Undo and Redo,
// the ones the desktop driver makes of Ctrl+Z and Ctrl+Y: it offers a key to the main menu
// before the focused widget, so the character's undo runs even in a text field, whose own text
// undo would otherwise empty it.
func (s *Session) editCommands() []command {
	return []command{
		{"Undo", &fyne.ShortcutUndo{}, s.onPage(page.Undo)},
		{"Redo", &fyne.ShortcutRedo{}, s.onPage(page.Redo)},
	}
}

func (s *Session) menu() *fyne.MainMenu {
	items := func(cmds []command) []*fyne.MenuItem {
		var out []*fyne.MenuItem
		for _, c := range cmds {
			item := fyne.NewMenuItem(lang.L(c.label), c.action)
			item.Shortcut = c.shortcut
			out = append(out, item)
		}
		return out
	}
	file := items(s.fileCommands())
	recent := fyne.NewMenuItem(lang.L("Open Recent"), nil)
	var recentFiles []*fyne.MenuItem
	for _, path := range s.Recent() {
		recentFiles = append(recentFiles, fyne.NewMenuItem(filepath.Base(path)+"  ("+filepath.Dir(path)+")", func() { s.openPath(path, s.Current()) }))
	}
	if len(recentFiles) == 0 {
		recent.Disabled = true
	} else {
		recent.ChildMenu = fyne.NewMenu("", recentFiles...)
	}
	quit := fyne.NewMenuItem(lang.L("Quit"), s.Quit)
	quit.IsQuit = true
	openFolder := fyne.NewMenuItem(lang.L("Open a folder…"), func() {
		if e := s.Current(); e != nil {
			e.OpenFolder()
		} else {
			s.openFolderDialog("")
		}
	})
	openCampaign := fyne.NewMenuItem(lang.L("Open campaign…"), s.openCampaignDialog)
	duplicate := fyne.NewMenuItem(lang.L("Duplicate"), s.on((*sheetview.Editor).Duplicate))
	template := fyne.NewMenuItem(lang.L("Save as a template"), s.on((*sheetview.Editor).SaveAsTemplate))
	fileMenu := fyne.NewMenu(lang.L("File menu"), file[0], file[1], openFolder, openCampaign, recent, duplicate, file[2], file[3], template, fyne.NewMenuItemSeparator(), file[4],
		fyne.NewMenuItem(lang.L("Print NPCs…"), s.on((*sheetview.Editor).PrintNPCs)),
		fyne.NewMenuItem(lang.L("New encounter"), s.askNewEncounter),
		fyne.NewMenuItem(lang.L("House rules…"), s.on((*sheetview.Editor).ShowHouseRules)),
		fyne.NewMenuItemSeparator(), fyne.NewMenuItem(lang.L("Settings…"), s.showSettings), quit)
	edits := items(s.editCommands())
	s.undoItem, s.redoItem = edits[0], edits[1]
	s.undoNames = [2]string{} // what plain "Undo" and "Redo" say
	editMenu := fyne.NewMenu(lang.L("Edit"), edits...)
	encounterMenu := fyne.NewMenu(lang.L("Encounter"),
		fyne.NewMenuItem(lang.L("New encounter"), s.askNewEncounter),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Player view"), s.onEncounter(s.showPlayerView)),
		fyne.NewMenuItem(lang.L("Share with the table…"), s.onEncounter(s.askShare)),
		fyne.NewMenuItem(lang.L("Reveal to the table…"), s.onEncounter(s.askReveal)),
		fyne.NewMenuItem(lang.L("Stop sharing"), s.onEncounter(s.stopSharing)))
	helpMenu := fyne.NewMenu(lang.L("Help"), fyne.NewMenuItem(lang.L("Abbreviations…"), s.on((*sheetview.Editor).ShowLegend)),
		fyne.NewMenuItem(lang.L("About Rollformulär"), s.showAbout))
	return fyne.NewMainMenu(fileMenu, editMenu, encounterMenu, helpMenu)
}

// showUndo has the Edit menu say what Undo and Redo of the page shown would do: "Undo: HÄL",
// "Redo: Ta skada: Bröstkorg, 9, Hugg". The menu is redrawn only when a label changes, not at
// each keystroke of one field.
func (s *Session) showUndo() {
	if s.undoItem == nil || s.win == nil {
		return
	}
	undo, redo := "", ""
	if p := s.currentPage(); p != nil {
		undo, redo = p.Undoes()
	}
	if s.undoNames == [2]string{undo, redo} {
		return // a keystroke of the field last named: nothing to word again
	}
	s.undoNames = [2]string{undo, redo}
	u, r := lang.L("Undo"), lang.L("Redo")
	if undo != "" {
		u = lang.L("Undo: {{.What}}", map[string]any{"What": kit.Ellipsis(undo, kit.MaxTitle)})
	}
	if redo != "" {
		r = lang.L("Redo: {{.What}}", map[string]any{"What": kit.Ellipsis(redo, kit.MaxTitle)})
	}
	if u == s.undoItem.Label && r == s.redoItem.Label {
		return
	}
	s.undoItem.Label, s.redoItem.Label = u, r
	if m := s.win.MainMenu(); m != nil {
		m.Refresh()
	}
}

// addShortcuts makes every command's shortcut work where the main menu is not shown (the menu
// takes its shortcuts wherever the focus is), and Ctrl+Shift+Z redo as well as Ctrl+Y.
func (s *Session) addShortcuts() {
	for _, c := range append(s.fileCommands(), s.editCommands()...) {
		action := c.action
		s.win.Canvas().AddShortcut(c.shortcut, func(fyne.Shortcut) { action() })
	}
	s.win.Canvas().AddShortcut(ctrl(fyne.KeyZ, true), func(fyne.Shortcut) { s.onPage(page.Redo)() })
}

// showAbout shows the version, the licence, where the rules come from, and the licences of
// what the program is built from.
func (s *Session) showAbout() {
	var rules []string
	for _, id := range s.reg.IDs() {
		if rs, err := s.reg.Lookup(id); err == nil {
			rules = append(rules, screen.RulesName(rs))
		}
	}
	meta := s.app.Metadata()
	text := fmt.Sprintf("%s %s\n\n%s\n\n%s\n\n%s\n\n%s", meta.Name, meta.Version,
		lang.L("Character sheets for Swedish role-playing rules, with the exact odds of every roll."),
		lang.L("Licence: MIT. The program is free to use, copy, change and give away, as its LICENSE file says."),
		lang.L("Its rules are {{.Rules}}: each from a Swedish rules text, as written. A table a text lost is a default of the program's, which the game master can change.", map[string]any{"Rules": strings.Join(rules, ", ")}),
		lang.L("Built with Fyne (BSD-3-Clause), gofpdf (MIT), the Go fonts (BSD-3-Clause) and the Go standard library (BSD-3-Clause)."))
	label := widget.NewLabel(text)
	label.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(lang.L("About Rollformulär"), "OK", container.NewPadded(label), s.window())
	d.Resize(fyne.NewSize(520, 380))
	d.Show()
}
