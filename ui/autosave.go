package ui

import (
	"cmp"
	"os"
	"path/filepath"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"rollformular/encounter"
	"rollformular/recovery"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// AutosaveEvery is how often unsaved documents are written to the recovery folder.
const AutosaveEvery = 30 * time.Second

// recoveryOf is the member a recovery file keeps the document's own path in.
var recoveryOf = sheet.Member[string]("rollformular_recovery_of")

// Recovered is an unsaved document found in the recovery folder after a crash: a character,
// or a fight (encounter.Recovery).
type Recovered struct {
	File      string // the recovery file
	Path      string // where the document was saved before, or ""
	Name      string
	Saved     time.Time
	Encounter bool
}

// recoveryFolder is the session's recovery folder (recovery.Folder): the app's own, or the
// one KeepRecoveryIn names.
func (s *Session) recoveryFolder() *recovery.Folder {
	if s.rescue == nil {
		s.rescue = recovery.New(filepath.Join(s.app.Storage().RootURI().Path(), "recovery"))
	}
	return s.rescue
}

// KeepRecoveryIn makes dir the recovery folder instead of the app's own, which Fyne's test
// apps share.
func (s *Session) KeepRecoveryIn(dir string) { s.rescue = recovery.New(dir) }

// CloseRecovery lets go of this program's recovery folder when it ends on purpose, removing
// it when nothing in it is left to recover.
func (s *Session) CloseRecovery() { s.recoveryFolder().Close() }

// StartAutosave writes every unsaved document to the recovery folder every interval (0 means
// AutosaveEvery), until stop is closed.
func (s *Session) StartAutosave(interval time.Duration, stop <-chan struct{}) {
	if interval <= 0 {
		interval = AutosaveEvery
	}
	every(interval, stop, func() { s.Autosave() })
}

// every runs f on Fyne's goroutine every interval, until stop is closed.
func every(interval time.Duration, stop <-chan struct{}, f func()) {
	go func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				fyne.Do(f)
			}
		}
	}()
}

// Autosave writes every unsaved document to the recovery folder now. A failure is reported
// on the editor's roll log line, since it must not interrupt the player.
func (s *Session) Autosave() {
	folder := s.recoveryFolder()
	if _, err := folder.Own(); err != nil {
		s.autosaveFailed(err)
		return
	}
	for _, e := range s.editors {
		if !e.Dirty() {
			continue
		}
		doc := e.Document().Clone()
		recoveryOf.Set(&doc.Members, e.Path())
		data, err := sheet.Marshal(doc)
		if err == nil {
			err = write(folder, e.Recovery(), kit.FileStem(doc.Name), data)
		}
		e.Autosaved(err)
	}
	for _, v := range s.encounters {
		if !v.Dirty() {
			continue
		}
		data, err := v.Fight().Recovery()
		if err == nil {
			err = write(folder, v.Recovery(), "encounter", data)
		}
		v.Autosaved(err)
	}
}

func (s *Session) autosaveFailed(err error) {
	for _, e := range s.editors {
		if e.Dirty() {
			e.Autosaved(err)
		}
	}
	for _, v := range s.encounters {
		if v.Dirty() {
			v.Autosaved(err)
		}
	}
}

// Recoverable lists the documents left in the recovery folder by programs that are gone,
// newest first. Files an earlier version kept straight in the recovery folder have no owner
// and are listed too.
func (s *Session) Recoverable() []Recovered {
	files := s.recoveryFolder().Left()
	var out []Recovered
	for _, f := range files {
		var r Recovered
		if doc, err := sheet.Load(f); err == nil {
			r = Recovered{File: f, Name: doc.Name}
			r.Path = recoveryOf.Get(doc.Members) // not a string: recovered without a file of its own
		} else if fight, err := encounter.RecoverFile(s.reg, f); err == nil {
			r = Recovered{File: f, Name: lang.L("Encounter"), Path: fight.Path, Encounter: true}
			if fight.Path != "" {
				r.Name += " " + filepath.Base(fight.Path)
			}
		} else {
			continue
		}
		if info, _ := os.Stat(f); info != nil {
			r.Saved = info.ModTime()
		}
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Recovered) int { return cmp.Compare(b.Saved.UnixNano(), a.Saved.UnixNano()) })
	return out
}

// Recover opens a recovered document as unsaved changes to its own file (a fight's characters
// as unsaved changes to theirs); its recovery file moves into this program's folder, where
// autosave goes on writing it.
func (s *Session) Recover(r Recovered) error {
	var kept *string
	if r.Encounter {
		f, err := encounter.RecoverFile(s.reg, r.File)
		if err != nil {
			return err
		}
		v := s.ShowEncounter(f)
		v.Unsaved()
		kept = v.Recovery()
	} else {
		doc, err := sheet.Load(r.File)
		if err != nil {
			return err
		}
		recoveryOf.Set(&doc.Members, "")
		e, err := s.ShowDocument(doc, r.Path)
		if err != nil {
			return err
		}
		e.Unsaved()
		kept = e.Recovery()
	}
	*kept = s.recoveryFolder().Keep(r.File)
	return nil
}

// AnyWindow is one of the session's windows, for a question that concerns them all.
func (s *Session) AnyWindow() fyne.Window { return s.win }

// Discard removes a recovered document.
func (s *Session) Discard(r Recovered) { s.recoveryFolder().Discard(r.File) }

// write puts data, a document's, in its file in the folder: *file, or one named after stem
// when first needed (a short, safe form of the character's name, kit.FileStem, so that no
// name makes it fail).
func write(folder *recovery.Folder, file *string, stem string, data []byte) error {
	path, err := folder.File(file, stem)
	if err != nil {
		return err
	}
	return sheet.ReplaceFile(path, data)
}
