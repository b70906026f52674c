package sheet

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// "Temporary files of an interrupted save are cleaned up": the next save of the same file
// removes those an interrupted save left long ago, and leaves a save in progress alone.
func TestASaveRemovesTheTempFilesOfAnInterruptedOne(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "fight [1].json")
	old := filepath.Join(dir, ".fight [1].json.12345.tmp")
	fresh := filepath.Join(dir, ".fight [1].json.67890.tmp")
	other := filepath.Join(dir, ".other.json.1.tmp")
	for _, p := range []string{old, fresh, other} {
		if err := os.WriteFile(p, []byte("{"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	long := time.Now().Add(-time.Hour)
	for _, p := range []string{old, other} {
		if err := os.Chtimes(p, long, long); err != nil {
			t.Fatal(err)
		}
	}
	if err := WriteFile(path, []byte("{}\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Errorf("the interrupted save's file is still there: %v", err)
	}
	for _, p := range []string{fresh, other} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed: %v", filepath.Base(p), err)
		}
	}
}
