package encounter

import (
	"fmt"

	"github.com/gofrs/flock"
)

// Lock takes the lock of the encounter at path, waiting while another program holds it, and
// returns what gives it back. Every program that reads an encounter to change and write it
// (the command line's new, act and next; the editor's Save) holds it from the read to the
// write, so two of them at once are done one after the other and neither's step is lost.
// The lock is the file path + ".lock" beside the encounter, which stays there; an encounter
// file itself is replaced on every save, so a lock on it would not outlive one.
func Lock(path string) (unlock func(), err error) {
	l := flock.New(path + ".lock")
	if err := l.Lock(); err != nil {
		return nil, fmt.Errorf("%s: cannot take the encounter's lock: %w", path, err)
	}
	return func() { _ = l.Unlock() }, nil
}
