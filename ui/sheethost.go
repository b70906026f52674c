package ui

import (
	"fyne.io/fyne/v2/container"

	"rollformular/engine"
	"rollformular/recovery"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/sheetview"
)

// sheetWindow is the session as its sheets' host.
type sheetWindow struct{ s *Session }

var _ sheetview.Host = sheetWindow{}

func (w sheetWindow) Registry() *engine.Registry   { return w.s.reg }
func (w sheetWindow) Tips() *kit.TipLayer          { return w.s.tips }
func (w sheetWindow) Editors() []*sheetview.Editor { return w.s.Editors() }
func (w sheetWindow) Closed(e *sheetview.Editor)   { w.s.remove(e) }
func (w sheetWindow) Opened(e *sheetview.Editor)   { w.s.add(e) }
func (w sheetWindow) OpensBehind() bool            { return w.s.opensBehind() }
func (w sheetWindow) Watch(path string)            { w.s.watchDocument(path) }
func (w sheetWindow) UndoChanged()                 { w.s.showUndo() }
func (w sheetWindow) AskNew()                      { w.s.askNew() }
func (w sheetWindow) AskToOpenFolder(dir string)   { w.s.openFolderDialog(dir) }
func (w sheetWindow) OpenFiles() []string          { return w.s.openFiles() }
func (w sheetWindow) Recent() []string             { return w.s.Recent() }
func (w sheetWindow) RememberPack(path string)     { w.s.rememberPack(path) }
func (w sheetWindow) Recovery() *recovery.Folder   { return w.s.recoveryFolder() }

func (w sheetWindow) RulesOf(doc *sheet.Character, path string, shipped engine.Ruleset) (engine.Ruleset, error) {
	return w.s.rulesOf(doc, path, shipped)
}

func (w sheetWindow) KeepTemplate(doc *sheet.Character) (string, error) {
	return w.s.keepTemplate(doc)
}

func (w sheetWindow) ShowDocument(doc *sheet.Character, path string) (*sheetview.Editor, error) {
	return w.s.ShowDocument(doc, path)
}

func (w sheetWindow) Retitle(tab *container.TabItem, text, window string) {
	w.s.retitle(tab, text, window)
}

func (w sheetWindow) AskToOpen(dir string, untouched *sheetview.Editor) {
	w.s.openDialog(dir, untouched)
}
func (w sheetWindow) OpenPath(path string, untouched *sheetview.Editor) {
	w.s.openPath(path, untouched)
}

func (w sheetWindow) AskForFile(dir, name, failTitle string, write func(path string) error, done func()) {
	w.s.askForFile(dir, name, failTitle, write, done)
}

func (w sheetWindow) Saved(path string, data []byte) {
	w.s.watchDocument(path)
	w.s.knowSaved(path, data)
	w.s.campaignsChanged(path)
	w.s.remember(path)
}

func (w sheetWindow) Paper() string   { return Paper(w.s.app) }
func (w sheetWindow) Packs() []string { return w.s.packsUsed() }
