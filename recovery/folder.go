// Package recovery keeps the unsaved documents of a running program where the next one finds
// them after a crash: the recovery folder, shared by every copy of the program a person runs.
//
// Each running program keeps its files in a folder of its own below the recovery folder and
// holds a lock on that folder while it runs; the system lets go of the lock when the program
// ends, however it ends. A folder whose lock can be taken has lost its program, and only such
// folders' files are offered back (Left). Before this, a second program told the player that
// the first one had "closed without saving", and deleted its live files when told No. A
// program that finds such a folder keeps its lock until every file in it is recovered or
// discarded, so two programs started together do not both offer it.
//
// What the files hold (a character, a fight) is the caller's: this package only keeps them.
package recovery

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/gofrs/flock"
)

// lockName is the file in a program's folder that its lock is held on.
const lockName = "lock"

// A Folder is the recovery folder as one running program uses it: its own folder below it,
// made and locked when first needed, and the folders of programs that are gone which it
// offers the files of. A Folder is used from one goroutine.
type Folder struct {
	root    string
	own     *flock.Flock            // the lock on this program's folder; nil until needed
	adopted map[string]*flock.Flock // gone programs' folders, locked while their files are offered
	seq     int                     // numbers the files this program names
}

// New is the recovery folder at root as this program uses it. Nothing is made on disk until
// a file is kept in it.
func New(root string) *Folder { return &Folder{root: root} }

// Root is the recovery folder's path.
func (f *Folder) Root() string { return f.root }

// Own is this program's folder below the recovery folder, made (with the recovery folder) and
// locked when first needed.
func (f *Folder) Own() (string, error) {
	if f.own != nil {
		return filepath.Dir(f.own.Path()), nil
	}
	if err := os.MkdirAll(f.root, 0o700); err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp(f.root, fmt.Sprintf("%d-", os.Getpid()))
	if err != nil {
		return "", err
	}
	lock := flock.New(filepath.Join(dir, lockName))
	if ok, err := lock.TryLock(); !ok || err != nil {
		os.RemoveAll(dir)
		return "", fmt.Errorf("%s: cannot lock the recovery folder: %v", dir, err)
	}
	f.own = lock
	return dir, nil
}

// File is a document's file in this program's folder: *file where it was named before, else
// a new name after stem ("Åsa-3.json"), numbered so no two documents share one, kept in *file
// so the document keeps its file however its name changes. stem must be a safe file name.
func (f *Folder) File(file *string, stem string) (string, error) {
	if *file != "" {
		return *file, nil
	}
	dir, err := f.Own()
	if err != nil {
		return "", err
	}
	f.seq++
	*file = filepath.Join(dir, fmt.Sprintf("%s-%d.json", stem, f.seq))
	return *file, nil
}

// Left are the files left by programs that are gone, whose folders this program now holds
// until each file is kept or discarded; and files an earlier version kept straight in the
// recovery folder, which have no owner. A running program's files are never among them, nor
// this program's own.
func (f *Folder) Left() []string {
	files, _ := filepath.Glob(filepath.Join(f.root, "*.json"))
	locks, _ := filepath.Glob(filepath.Join(f.root, "*", lockName))
	for _, lockPath := range locks {
		dir := filepath.Dir(lockPath)
		if f.own != nil && dir == filepath.Dir(f.own.Path()) {
			continue
		}
		if _, mine := f.adopted[dir]; !mine {
			lock := flock.New(lockPath)
			if ok, err := lock.TryLock(); !ok || err != nil {
				continue // its program is running
			}
			if removeIfEmpty(dir) {
				lock.Unlock()
				continue
			}
			if f.adopted == nil {
				f.adopted = map[string]*flock.Flock{}
			}
			f.adopted[dir] = lock
		}
		docs, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		files = append(files, docs...)
	}
	return files
}

// Keep takes file, one of Left, into this program's folder, where it is written from now on,
// and returns where it is; file itself where it cannot be moved. A gone program's folder is
// let go of once nothing in it is left.
func (f *Folder) Keep(file string) string {
	kept := file
	if dir, err := f.Own(); err == nil {
		moved := filepath.Join(dir, "recovered-"+filepath.Base(file))
		if os.Rename(file, moved) == nil {
			kept = moved
		}
	}
	f.release(filepath.Dir(file))
	return kept
}

// Discard removes file, one of Left or this program's own.
func (f *Folder) Discard(file string) {
	os.Remove(file)
	f.release(filepath.Dir(file))
}

// Close lets go of this program's folder when it ends on purpose, removing it when nothing in
// it is left to recover, and of the gone programs' folders it held.
func (f *Folder) Close() {
	if f.own != nil {
		dir := filepath.Dir(f.own.Path())
		f.own.Unlock()
		f.own = nil
		removeIfEmpty(dir)
	}
	for dir, lock := range f.adopted {
		lock.Unlock()
		delete(f.adopted, dir)
	}
}

// Abandon lets go of this program's folder and leaves everything in it, as the system does
// for a program that is killed: the next program offers its files. A test's crash.
func (f *Folder) Abandon() {
	if f.own != nil {
		f.own.Unlock()
		f.own = nil
	}
}

// release lets go of a gone program's folder once nothing in it is left to recover.
func (f *Folder) release(dir string) {
	lock, ok := f.adopted[dir]
	if !ok || !removeIfEmpty(dir) {
		return
	}
	lock.Unlock()
	delete(f.adopted, dir)
}

// removeIfEmpty removes a program's folder once it holds no document.
func removeIfEmpty(dir string) bool {
	if docs, _ := filepath.Glob(filepath.Join(dir, "*.json")); len(docs) > 0 {
		return false
	}
	os.Remove(filepath.Join(dir, lockName))
	return os.Remove(dir) == nil
}
