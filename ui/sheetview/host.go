package sheetview

import (
	"fyne.io/fyne/v2/container"

	"rollformular/engine"
	"rollformular/recovery"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// Host is everything a character's sheet (Editor) asks of the window that holds it: the
// program's session, or a test's. The sheet reaches the window through nothing else, as the
// encounter's and the campaign's tabs reach it through theirs.
type Host interface {
	// Registry is the rules the program ships.
	Registry() *engine.Registry
	// RulesOf are the rules doc, loaded from path, is read by: shipped, or by the house
	// rules it names; note says why they could not be used where it could not.
	RulesOf(doc *sheet.Character, path string, shipped engine.Ruleset) (rs engine.Ruleset, note error)
	// Tips is the layer the window's tips show in.
	Tips() *kit.TipLayer

	// Opened counts e, made and not yet shown, among the sheets open.
	Opened(e *Editor)
	// OpensBehind says a sheet made now opens behind the one shown, not drawn until chosen.
	OpensBehind() bool
	// Editors are the sheets open, in the order they were opened: those a fight, an aid or
	// a printout of NPCs takes from.
	Editors() []*Editor
	// ShowDocument opens doc, loaded from path ("" for a new one), in a sheet of its own.
	ShowDocument(doc *sheet.Character, path string) (*Editor, error)
	// Closed takes the sheet e away.
	Closed(e *Editor)
	// Retitle makes text tab's title, and window the window's while tab is shown.
	Retitle(tab *container.TabItem, text, window string)
	// UndoChanged says the sheet's undo or redo changed, for the Edit menu to say it.
	UndoChanged()

	// AskNew asks for the rules of a new character and opens it.
	AskNew()
	// AskToOpen asks for a file, starting in dir, and opens it; an untouched new sheet, if
	// given, is replaced by it. AskToOpenFolder opens every character of a folder.
	AskToOpen(dir string, untouched *Editor)
	AskToOpenFolder(dir string)
	// OpenPath opens the document at path, as AskToOpen does once it is chosen.
	OpenPath(path string, untouched *Editor)
	// AskForFile asks where to write a file named name, starting in dir; write writes it,
	// and done, if not nil, runs once it is written. A write that fails is said under
	// failTitle.
	AskForFile(dir, name, failTitle string, write func(path string) error, done func())
	// OpenFiles are the files of every tab open, which nothing printed may write over.
	OpenFiles() []string

	// Watch follows the file at path on disk, so a change another program makes reaches the
	// sheet.
	Watch(path string)
	// Saved tells the session the sheet wrote data to path: its watcher takes it for its own
	// write, the campaigns that hold it read it again, and it is first among the files
	// opened last.
	Saved(path string, data []byte)
	// Recent are the files opened and saved last, newest first.
	Recent() []string
	// RememberPack puts the house-rules pack at path first among those used.
	RememberPack(path string)
	// Packs are the house-rules packs used last, newest first.
	Packs() []string
	// KeepTemplate saves a copy of doc among the templates new characters are made from, and
	// says the name it is offered by.
	KeepTemplate(doc *sheet.Character) (name string, err error)
	// Paper is the paper size chosen in the settings, as export.Options takes it.
	Paper() string
	// Recovery is the folder unsaved sheets are kept in for the next program after a crash.
	Recovery() *recovery.Folder
}
