package ui

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"fyne.io/fyne/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// AutosaveEvery is how often unsaved documents are written to the recovery folder.
const AutosaveEvery = 30 * time.Second

// recoveryOf is the member a recovery file keeps the document's own path in.
const recoveryOf = "rollformular_recovery_of"

// Recovered is an unsaved document found in the recovery folder after a crash.
type Recovered struct {
	File  string // the recovery file
	Path  string // where the document was saved before, or ""
	Name  string
	Saved time.Time
}

// recoveryDir is the app's recovery folder.
func (s *Session) recoveryDir() string {
	return filepath.Join(s.app.Storage().RootURI().Path(), "recovery")
}

// StartAutosave writes every unsaved document to the recovery folder every interval (0 means
// AutosaveEvery), until stop is closed.
func (s *Session) StartAutosave(interval time.Duration, stop <-chan struct{}) {
	if interval <= 0 {
		interval = AutosaveEvery
	}
	go func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				fyne.Do(func() { s.Autosave() })
			}
		}
	}()
}

// Autosave writes every unsaved document to the recovery folder now. A failure is reported
// on the editor's roll log line, since it must not interrupt the player.
func (s *Session) Autosave() {
	if err := os.MkdirAll(s.recoveryDir(), 0o700); err != nil {
		return
	}
	for _, e := range s.editors {
		if !e.dirty {
			continue
		}
		doc := e.doc.Clone()
		if doc.Extra == nil {
			doc.Extra = sheet.Extra{}
		}
		doc.Extra[recoveryOf], _ = json.Marshal(e.path) // a string always encodes
		data, err := sheet.Marshal(doc)
		if err == nil {
			err = sheet.ReplaceFile(e.recoveryFile(), data)
		}
		if err != nil {
			e.log.add(time.Now(), "autosave", "", err.Error())
		}
	}
}

// recoveryFile is the editor's file in the recovery folder, named when first needed.
func (e *Editor) recoveryFile() string {
	if e.recovery == "" {
		id := engine.ID(e.doc.Name)
		if id == "" {
			id = "rollperson"
		}
		e.recovery = filepath.Join(e.session.recoveryDir(), fmt.Sprintf("%s-%d.json", id, time.Now().UnixNano()))
	}
	return e.recovery
}

// dropRecovery removes the editor's recovery file: the document is saved or closed on
// purpose.
func (e *Editor) dropRecovery() {
	if e.recovery != "" {
		os.Remove(e.recovery)
		e.recovery = ""
	}
}

// Recoverable lists the documents left in the recovery folder, newest first.
func (s *Session) Recoverable() []Recovered {
	files, _ := filepath.Glob(filepath.Join(s.recoveryDir(), "*.json"))
	var out []Recovered
	for _, f := range files {
		doc, err := sheet.Load(f)
		if err != nil {
			continue
		}
		info, _ := os.Stat(f)
		r := Recovered{File: f, Name: doc.Name}
		if info != nil {
			r.Saved = info.ModTime()
		}
		if raw, ok := doc.Extra[recoveryOf]; ok {
			json.Unmarshal(raw, &r.Path) // not a string: recovered without a file of its own
		}
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Recovered) int { return cmp.Compare(b.Saved.UnixNano(), a.Saved.UnixNano()) })
	return out
}

// Recover opens a recovered document as unsaved changes to its own file, and takes it out
// of the recovery folder once it is open again.
func (s *Session) Recover(r Recovered) (*Editor, error) {
	doc, err := sheet.Load(r.File)
	if err != nil {
		return nil, err
	}
	delete(doc.Extra, recoveryOf)
	e, err := s.ShowDocument(doc, r.Path)
	if err != nil {
		return nil, err
	}
	e.recovery = r.File
	e.setDirty(true)
	return e, nil
}

// AnyWindow is one of the session's windows, for a question that concerns them all.
func (s *Session) AnyWindow() fyne.Window {
	if len(s.editors) == 0 {
		return nil
	}
	return s.editors[0].win
}

// Discard removes a recovered document.
func (s *Session) Discard(r Recovered) { os.Remove(r.File) }
