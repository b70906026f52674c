package sheet

import (
	"errors"
	"fmt"
	"os"

	"github.com/gofrs/flock"
)

// Lock takes the lock of the file at path, waiting while another program holds it, and
// returns what gives it back; what names the lock in its errors ("the encounter's lock").
// Every program that reads a file to change and write it holds the lock from the read to the
// write, so two of them at once are done one after the other and neither's change is lost:
// the command line's and the editor's steps of an encounter (encounter.Lock), a save of a
// document in a campaign with its history (campaign.Save). The lock is the file path + ".lock"
// beside the file, which stays there while the file does; the file itself is replaced on every
// save (renamed over), so a lock on it would not outlive one. The lock is advisory (flock on
// Unix, LockFileEx on Windows): it keeps out the programs that take it, and on a network
// share works as far as the share passes the system's locks on.
//
// The lock goes with the file: giving it back where there is no file at path (a refused
// `encounter new`, an `encounter act` on a file that is not there) removes the lock file, so
// a refusal leaves nothing beside it. It is removed while still held, and one who was waiting
// for it and then holds a lock file no longer at its path takes the lock again, on the file
// that is there now: two never hold it at once.
func Lock(path, what string) (unlock func(), err error) {
	lockPath := path + ".lock"
	for range maxRelocks {
		l := flock.New(lockPath)
		if err := l.Lock(); err != nil {
			return nil, fmt.Errorf("%s: cannot take %s: %w", path, what, err)
		}
		if held(l, lockPath) {
			return func() {
				if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
					_ = os.Remove(lockPath)
				}
				_ = l.Unlock()
			}, nil
		}
		_ = l.Unlock() // removed while we waited: lock the one there now
	}
	return nil, fmt.Errorf("%s: cannot take %s: its lock file %s keeps being removed", path, what, lockPath)
}

// maxRelocks bounds how often Lock takes a lock file again that was removed while it waited.
// Each time means another program held the lock and gave it back where there is no file, so
// a waiter among many loses as often as the others take it before it: eight programs taking
// it 20 times each cost one of them up to 160 (a CI run lost 100 in a row). The bound is only
// there for a file system whose lock files never stay the same (it then fails within a
// fraction of a second), not to limit how long a program waits its turn.
const maxRelocks = 10000

// held says whether the lock file l holds is the one at lockPath, not one removed while l
// waited for it.
func held(l *flock.Flock, lockPath string) bool {
	mine, err := l.Stat()
	if err != nil {
		return false
	}
	there, err := os.Stat(lockPath)
	return err == nil && os.SameFile(mine, there)
}
