package sheet

import (
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// A lock given back where there is no file removes its lock file, and those who waited for
// it take the lock again on the file there now: never two hold it at once, and none is left.
func TestALockRemovedWhileWaitedForIsNeverHeldTwice(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "fight.json") // never written: every unlock removes the lock
	var holding, most atomic.Int32
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 20 {
				unlock, err := Lock(path, "the lock")
				if err != nil {
					t.Error(err)
					return
				}
				n := holding.Add(1)
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
				time.Sleep(50 * time.Microsecond)
				holding.Add(-1)
				unlock()
			}
		})
	}
	wg.Wait()
	if most.Load() != 1 {
		t.Errorf("%d held the lock at once", most.Load())
	}
	if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
		t.Errorf("no file, and its lock is left: %v", err)
	}
}
