package ui

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/gofrs/flock"

	"rollformular/encounter"
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

// Each running program keeps its recovery files in a folder of its own below the recovery
// folder and holds a lock on that folder while it runs; the system lets go of the lock when
// the program ends, however it ends. A folder whose lock can be taken has lost its program,
// and only such folders' files are offered back. Before this, a second program told the
// player that the first one had "closed without saving", and deleted its live files when told
// No. A program that finds such a folder keeps its lock until every file in it is recovered
// or discarded, so two programs started together do not both offer it.

// recoveryLock is the file in an instance's folder that its lock is held on.
const recoveryLock = "lock"

// recoveryDir is the app's recovery folder.
func (s *Session) recoveryDir() string {
	if s.recoveryRoot != "" {
		return s.recoveryRoot
	}
	return filepath.Join(s.app.Storage().RootURI().Path(), "recovery")
}

// ownRecoveryDir is this program's folder in the recovery folder, made and locked when first
// needed.
func (s *Session) ownRecoveryDir() (string, error) {
	if s.own != nil {
		return filepath.Dir(s.own.Path()), nil
	}
	dir, err := os.MkdirTemp(s.recoveryDir(), fmt.Sprintf("%d-", os.Getpid()))
	if err != nil {
		return "", err
	}
	lock := flock.New(filepath.Join(dir, recoveryLock))
	if ok, err := lock.TryLock(); !ok || err != nil {
		os.RemoveAll(dir)
		return "", fmt.Errorf("%s: cannot lock the recovery folder: %v", dir, err)
	}
	s.own = lock
	return dir, nil
}

// CloseRecovery lets go of this program's recovery folder when it ends on purpose, removing
// it when nothing in it is left to recover.
func (s *Session) CloseRecovery() {
	if s.own != nil {
		dir := filepath.Dir(s.own.Path())
		s.own.Unlock()
		s.own = nil
		removeIfNothingLeft(dir)
	}
	for dir, lock := range s.adopted {
		lock.Unlock()
		delete(s.adopted, dir)
	}
}

// removeIfNothingLeft removes an instance's recovery folder once it holds no document.
func removeIfNothingLeft(dir string) bool {
	if docs, _ := filepath.Glob(filepath.Join(dir, "*.json")); len(docs) > 0 {
		return false
	}
	os.Remove(filepath.Join(dir, recoveryLock))
	return os.Remove(dir) == nil
}

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
	if err := os.MkdirAll(s.recoveryDir(), 0o700); err != nil {
		s.autosaveFailed(err)
		return
	}
	dir, err := s.ownRecoveryDir()
	if err != nil {
		s.autosaveFailed(err)
		return
	}
	for _, e := range s.editors {
		if !e.Dirty() {
			continue
		}
		doc := e.doc.Clone()
		recoveryOf.Set(&doc.Members, e.path)
		data, err := sheet.Marshal(doc)
		if err == nil {
			err = sheet.ReplaceFile(e.recoveryFile(dir), data)
		}
		if err != nil {
			e.log.add(time.Now(), "autosave", "", err.Error())
		}
	}
	for _, v := range s.encounters {
		if !v.Dirty() {
			continue
		}
		data, err := v.Fight().Recovery()
		if err == nil {
			err = sheet.ReplaceFile(s.recoveryFile(v.Recovery(), dir, "encounter"), data)
		}
		v.Autosaved(err)
	}
}

func (s *Session) autosaveFailed(err error) {
	for _, e := range s.editors {
		if e.Dirty() {
			e.log.add(time.Now(), "autosave", "", err.Error())
		}
	}
	for _, v := range s.encounters {
		if v.Dirty() {
			v.Autosaved(err)
		}
	}
}

// recoveryFile is the editor's file in the folder dir, named when first needed after a short,
// safe form of the character's name (kit.FileStem), so that no name makes it fail.
func (e *Editor) recoveryFile(dir string) string {
	return e.session.recoveryFile(&e.recovery, dir, kit.FileStem(e.doc.Name))
}

// recoveryFile is a document's recovery file in the folder dir, *file, named after stem and
// numbered when first needed.
func (s *Session) recoveryFile(file *string, dir, stem string) string {
	if *file == "" {
		s.recoverySeq++
		*file = filepath.Join(dir, fmt.Sprintf("%s-%d.json", stem, s.recoverySeq))
	}
	return *file
}

// dropRecovery removes the editor's recovery file: the document is saved or closed on
// purpose.
func (e *Editor) dropRecovery() {
	if e.recovery != "" {
		os.Remove(e.recovery)
		e.recovery = ""
	}
}

// Recoverable lists the documents left in the recovery folder by programs that are gone,
// newest first. Files an earlier version kept straight in the recovery folder have no owner
// and are listed too.
func (s *Session) Recoverable() []Recovered {
	files, _ := filepath.Glob(filepath.Join(s.recoveryDir(), "*.json"))
	dirs, _ := filepath.Glob(filepath.Join(s.recoveryDir(), "*", recoveryLock))
	for _, lockPath := range dirs {
		dir := filepath.Dir(lockPath)
		if s.own != nil && dir == filepath.Dir(s.own.Path()) {
			continue
		}
		if _, mine := s.adopted[dir]; !mine {
			lock := flock.New(lockPath)
			if ok, err := lock.TryLock(); !ok || err != nil {
				continue // its program is running
			}
			if removeIfNothingLeft(dir) {
				lock.Unlock()
				continue
			}
			if s.adopted == nil {
				s.adopted = map[string]*flock.Flock{}
			}
			s.adopted[dir] = lock
		}
		docs, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		files = append(files, docs...)
	}
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
		e.hist.MarkUnsaved()
		kept = &e.recovery
	}
	if dir, err := s.ownRecoveryDir(); err == nil {
		moved := filepath.Join(dir, "recovered-"+filepath.Base(r.File))
		if os.Rename(r.File, moved) == nil {
			*kept = moved
		}
	}
	if *kept == "" {
		*kept = r.File
	}
	s.release(filepath.Dir(r.File))
	return nil
}

// AnyWindow is one of the session's windows, for a question that concerns them all.
func (s *Session) AnyWindow() fyne.Window { return s.win }

// Discard removes a recovered document.
func (s *Session) Discard(r Recovered) {
	os.Remove(r.File)
	s.release(filepath.Dir(r.File))
}

// release lets go of a gone program's folder once nothing in it is left to recover.
func (s *Session) release(dir string) {
	lock, ok := s.adopted[dir]
	if !ok || !removeIfNothingLeft(dir) {
		return
	}
	lock.Unlock()
	delete(s.adopted, dir)
}
