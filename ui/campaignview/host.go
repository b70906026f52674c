package campaignview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"rollformular/engine"
	"rollformular/sheet"
)

// Host is the session a campaign's tab is part of: its window, the rules, and the tabs the
// panel opens documents and fights in.
type Host interface {
	Window() fyne.Window
	// RulesOf is the rules the document doc, read from path, is by: its house rules where it
	// records them, else its ruleset as shipped.
	RulesOf(doc *sheet.Character, path string) (engine.Ruleset, error)
	// Open shows the document at path in a tab: the one it is open in, else a new one.
	Open(path string) error
	// NewCharacter makes a new character of ruleset, by the house-rules pack at pack ("" for
	// the rules as shipped), an NPC with its attributes rolled or a player's character with
	// them at their defaults, saves it at path, and opens it in a tab.
	NewCharacter(ruleset, pack string, npc bool, path string) error
	// Fights are the fights open in tabs.
	Fights() []Fight
	// NewFight opens a new fight by ruleset's rules with the characters of the files at
	// paths, and shows it.
	NewFight(ruleset string, paths []string) error
	// AskForFile asks where to write a file named name, starting in dir; write writes it, and
	// done, if not nil, runs once it is written. A write that fails is said under failTitle.
	AskForFile(dir, name, failTitle string, write func(path string) error, done func())
	// Paper is the paper PDFs are printed on, as export.Options takes it.
	Paper() string
	// Retitle makes text tab's title, and window the window's while tab is shown.
	Retitle(tab *container.TabItem, text, window string)
	// Closed takes the view's tab away.
	Closed(v *View)
}

// Fight is a fight open in a tab, as the panel adds characters to it.
type Fight interface {
	// Title names it as its tab does.
	Title() string
	// Ruleset is the id of the rules it is fought by.
	Ruleset() string
	// AddFiles adds the characters of the files at paths, in one undo step; what it leaves
	// out is said under title.
	AddFiles(paths []string, title string)
	// Select shows its tab.
	Select()
}
