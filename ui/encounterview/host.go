package encounterview

import (
	"math/rand/v2"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// Host is the session an encounter's tab is part of: its window and rules, the characters open
// beside the fight, and where files are asked for and remembered.
type Host interface {
	Window() fyne.Window
	Registry() *engine.Registry
	// Tips is the layer the window's tips show in.
	Tips() *kit.TipLayer
	// Sheets are the characters open in tabs, in the order they were opened.
	Sheets() []Sheet
	// OpenKept opens doc, an NPC the fight keeps, in a tab of its own that saves into keeper.
	OpenKept(doc *sheet.Character, keeper *Keeper) error
	// AskForFile asks where to write a file named name, starting in dir; write writes it, and
	// done, if not nil, runs once it is written. A write that fails is said under failTitle.
	AskForFile(dir, name, failTitle string, write func(path string) error, done func())
	// Remember puts path first among the files opened and saved last.
	Remember(path string)
	// OpenFiles are the files of every tab open, which nothing printed may write over.
	OpenFiles() []string
	// Dice is a source of dice for a new fight to roll with.
	Dice() *rand.Rand
	// Paper is the paper PDFs are printed on, as export.Options takes it.
	Paper() string
	// Retitle makes text tab's title, and window the window's while tab is shown.
	Retitle(tab *container.TabItem, text, window string)
	// Closed takes the view's tab away.
	Closed(v *View)
}

// Sheet is a character open in a tab of the session, as the fight sees it.
type Sheet interface {
	Doc() *sheet.Character
	// File is the character's file, "" for one never saved.
	File() string
	// Ruleset is the id of the rules it is by.
	Ruleset() string
	// Dirty reports whether the tab has changes not saved.
	Dirty() bool
	// Keeper is the fight an NPC's tab saves into, nil for a character of its own.
	Keeper() *Keeper
	// Select shows its tab.
	Select()
	// ReadAgain shows the file as it is now, unless the tab has changes of its own.
	ReadAgain()
	// Kept shows doc, as the fight that keeps the NPC now has it: saved, and an undo step.
	Kept(doc *sheet.Character)
}
