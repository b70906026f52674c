package sheetview

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"rollformular/campaign"
	"rollformular/engine"
	"rollformular/export"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// New asks what the new character is (its rules, and whether it is a random NPC) and opens it
// in a tab of its own.
func (e *Editor) New() { e.host.AskNew() }

// Duplicate opens a copy of the character in a tab of its own, unsaved: a game master's second
// guard from the first.
func (e *Editor) Duplicate() {
	doc := e.doc.Clone()
	doc.Name = strings.TrimSpace(lang.L("{{.Name}} (copy)", map[string]any{"Name": doc.Name}))
	d, err := e.host.ShowDocument(doc, "")
	if err != nil {
		e.ShowError(lang.L("Duplicate"), err)
		return
	}
	d.hist.MarkUnsaved()
}

// OpenFolder asks for a folder and opens every character in it.
func (e *Editor) OpenFolder() { e.host.AskToOpenFolder(e.Folder()) }

// Open asks for a file and opens it in a tab of its own, starting in the folder of the
// document shown. An untouched new character is replaced by it.
func (e *Editor) Open() { e.host.AskToOpen(e.Folder(), e) }

// Folder is the folder of the document's file, where its file dialogs start; "" for a new one.
func (e *Editor) Folder() string {
	if e.path == "" {
		return ""
	}
	return filepath.Dir(e.path)
}

// OpenPath opens the document at path in a tab of its own, or says why it cannot.
func (e *Editor) OpenPath(path string) { e.host.OpenPath(path, e) }

// Save writes the document to its file, or asks for one the first time. done, if not nil,
// runs after a successful save.
func (e *Editor) Save(done func()) {
	if e.keeper != nil {
		// An NPC kept in an encounter goes back into the fight.
		if err := e.keeper.Keep(e.doc); err != nil {
			e.ShowError(lang.L("Cannot save"), err)
			return
		}
		e.hist.MarkSaved()
		e.dropRecovery()
		if done != nil {
			done()
		}
		return
	}
	if e.path == "" {
		e.SaveAs(done)
		return
	}
	save := func() {
		if err := e.SaveTo(e.path); err != nil {
			e.ShowError(lang.L("Cannot save"), err)
			return
		}
		if done != nil {
			done()
		}
	}
	// Another program (or another Rollformulär) may have written the file since it was
	// opened or saved here: ask before writing over that.
	if e.changedOnDisk() {
		dialog.ShowConfirm(lang.L("The file has changed"),
			lang.L("{{.File}} was changed by another program after it was opened here. Save over those changes?", map[string]string{"File": filepath.Base(e.path)}),
			func(ok bool) {
				if ok {
					save()
				}
			}, e.win)
		return
	}
	save()
}

// diskStamp is what the editor last knew of its file: when it was written, and its size.
type diskStamp struct {
	mod  time.Time
	size int64
}

func stampOf(path string) diskStamp {
	info, err := os.Stat(path)
	if err != nil {
		return diskStamp{}
	}
	return diskStamp{info.ModTime(), info.Size()}
}

// changedOnDisk reports whether the file is no longer as the editor last read or wrote it.
func (e *Editor) changedOnDisk() bool {
	return e.path != "" && e.stamp != (diskStamp{}) && stampOf(e.path) != e.stamp
}

// SaveAs asks for a file and saves the document there.
func (e *Editor) SaveAs(done func()) {
	e.askForFile(kit.FileName(e.doc.Name, ".json"), lang.L("Cannot save"), e.SaveTo, done)
}

// askForFile asks where to write a file, as Session.askForFile, starting in the document's
// folder.
func (e *Editor) askForFile(name, failTitle string, write func(path string) error, done func()) {
	e.host.AskForFile(e.Folder(), name, failTitle, func(path string) error {
		err := write(path)
		if err != nil {
			e.ShowError(failTitle, err)
		}
		return err
	}, done)
}

// SaveTo saves the document to path and makes it the document's file. On failure the file on
// disk is as it was and the document stays unsaved.
func (e *Editor) SaveTo(path string) error {
	// In a campaign's folder each save keeps a version in the document's timeline.
	saved, err := campaign.Save(path, e.doc, campaign.NamesIn(e.rs))
	if err != nil {
		return err
	}
	e.path, e.keeper = path, nil // saved as a file of its own, it is no longer the fight's
	e.stamp, e.base = stampOf(path), e.doc.Clone()
	e.host.Saved(path, saved.Data)
	e.hist.MarkSaved()
	e.UpdateTitle()
	e.dropRecovery()
	// A character may be saved unfinished, but not without a word that it breaks the rules.
	if n := countErrors(e.view.Problems()); n > 0 {
		e.log.add(time.Now(), lang.L("Saved"), "", lang.L("{{.Count}} of the rules' errors remain; the problems at the top right list them", map[string]any{"Count": n}))
	}
	return nil
}

// countErrors is how many of problems are errors, not warnings.
func countErrors(problems []engine.Problem) int {
	n := 0
	for _, p := range problems {
		if p.Severity == engine.Error {
			n++
		}
	}
	return n
}

// ExportPDF asks for a file and writes the character's sheet there.
func (e *Editor) ExportPDF() {
	var path string
	e.askForFile(kit.FileName(e.doc.Name, ".pdf"), lang.L("Cannot export"), func(p string) error {
		path = p
		return e.ExportPDFTo(p)
	}, func() { e.toldWritten(lang.L("Sheet exported"), path) })
}

// toldWritten says where a file was written, in a dialog and in the roll log.
func (e *Editor) toldWritten(what, path string) {
	e.log.add(time.Now(), what, "", path)
	dialog.ShowInformation(what, lang.L("Written to {{.Path}}", map[string]any{"Path": path}), e.win)
}

// ExportPDFTo writes the character's sheet to path. It never replaces a character file of an open tab, nor a file that is not a PDF
// (export.CheckTarget): Fyne's dialog asks before replacing, but not what.
func (e *Editor) ExportPDFTo(path string) error {
	if err := export.CheckTarget(path, e.host.OpenFiles()); err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := export.Sheet(&buf, e.doc, e.rs, export.Options{Paper: e.host.Paper(), HouseRules: e.houseRules, Language: lang.SystemLocale().String()}); err != nil {
		return err
	}
	return sheet.ReplaceFile(path, buf.Bytes())
}

// CloseAsking closes the tab, asking first whether to save unsaved changes. then, if not
// nil, runs once the tab is closed; Cancel leaves the tab open and skips it.
func (e *Editor) CloseAsking(then func()) {
	kit.CloseAsking(e.win, e.Dirty(), lang.L("Save the changes to {{.Name}} before closing?", map[string]string{"Name": kit.DisplayName(e.doc)}),
		e.Save, e.Close, then)
}

// freeName is name, or name with a number added, so that no file of that name is in the folder
// the file dialog opens in: a name suggested for a new file (the NPCs' pages) that is already
// taken leads to Fyne's question whether to overwrite it, which Fyne asks in English only.
func (e *Editor) freeName(name string) string {
	if e.path == "" {
		return name
	}
	return kit.UniqueName(filepath.Dir(e.path), name)
}

// errorIn is err in the reader's language, where the sheet package or the rules word it.
func (e *Editor) errorIn(err error) string { return kit.ErrorInWords(err, e.words) }

func (e *Editor) ShowError(title string, err error) {
	kit.ShowError(e.win, title, kit.ErrorInWords(err, e.words))
}

// ReadAgain shows the character as its file holds it now that an encounter wrote the fight's
// outcome there: an undo step, as any change of the document is. A tab with unsaved changes
// of its own keeps them; its next save asks before writing over the file.
func (e *Editor) ReadAgain() {
	what := lang.L("Written by the encounter")
	if e.Dirty() {
		e.log.add(time.Now(), what, "", lang.L("The file has the fight's outcome; this tab keeps its unsaved changes, and saving them asks first"))
		return
	}
	doc, err := sheet.Load(e.path)
	if err != nil {
		e.log.add(time.Now(), what, "", e.errorIn(err))
		return
	}
	e.takeFile(doc)
	e.log.add(time.Now(), what, "", lang.L("The tab shows the fight's outcome, as the file now holds it"))
}
