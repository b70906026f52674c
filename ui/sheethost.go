package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"rollformular/engine"
	"rollformular/recovery"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// sheetHost is everything a character's sheet (Editor) asks of the window that holds it. The
// sheet reaches the session through nothing else, so this is the boundary it keeps when it
// moves into a package of its own, as the encounter's and the campaign's tabs did (their
// Host): issue 46's room of the sheet. *Session is the one host, through sheetWindow.
type sheetHost interface {
	// App is the program's app, for its preferences and the paper they choose.
	App() fyne.App
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
	// TemplateDir is the folder the templates of new characters are kept in.
	TemplateDir() string
	// Recovery is the folder unsaved sheets are kept in for the next program after a crash.
	Recovery() *recovery.Folder
}

// sheetWindow is the session as its sheets' host.
type sheetWindow struct{ s *Session }

var _ sheetHost = sheetWindow{}

func (w sheetWindow) App() fyne.App              { return w.s.app }
func (w sheetWindow) Registry() *engine.Registry { return w.s.reg }
func (w sheetWindow) Tips() *kit.TipLayer        { return w.s.tips }
func (w sheetWindow) Editors() []*Editor         { return w.s.Editors() }
func (w sheetWindow) Closed(e *Editor)           { w.s.remove(e) }
func (w sheetWindow) Opened(e *Editor)           { w.s.add(e) }
func (w sheetWindow) OpensBehind() bool          { return w.s.opensBehind() }
func (w sheetWindow) Watch(path string)          { w.s.watchDocument(path) }
func (w sheetWindow) UndoChanged()               { w.s.showUndo() }
func (w sheetWindow) AskNew()                    { w.s.askNew() }
func (w sheetWindow) AskToOpenFolder(dir string) { w.s.openFolderDialog(dir) }
func (w sheetWindow) OpenFiles() []string        { return w.s.openFiles() }
func (w sheetWindow) Recent() []string           { return w.s.Recent() }
func (w sheetWindow) RememberPack(path string)   { w.s.rememberPack(path) }
func (w sheetWindow) TemplateDir() string        { return w.s.templateDir() }
func (w sheetWindow) Recovery() *recovery.Folder { return w.s.recoveryFolder() }

func (w sheetWindow) RulesOf(doc *sheet.Character, path string, shipped engine.Ruleset) (engine.Ruleset, error) {
	return w.s.rulesOf(doc, path, shipped)
}

func (w sheetWindow) ShowDocument(doc *sheet.Character, path string) (*Editor, error) {
	return w.s.ShowDocument(doc, path)
}

func (w sheetWindow) Retitle(tab *container.TabItem, text, window string) {
	w.s.retitle(tab, text, window)
}

func (w sheetWindow) AskToOpen(dir string, untouched *Editor) { w.s.openDialog(dir, untouched) }
func (w sheetWindow) OpenPath(path string, untouched *Editor) { w.s.openPath(path, untouched) }

func (w sheetWindow) AskForFile(dir, name, failTitle string, write func(path string) error, done func()) {
	w.s.askForFile(dir, name, failTitle, write, done)
}

func (w sheetWindow) Saved(path string, data []byte) {
	w.s.watchDocument(path)
	w.s.knowSaved(path, data)
	w.s.campaignsChanged(path)
	w.s.remember(path)
}
