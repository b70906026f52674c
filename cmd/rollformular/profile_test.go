package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a buffer the profile's timer writes to while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// ROLLFORMULAR_PROFILE profiles the start: the CPU and the allocations, written after the
// time ROLLFORMULAR_PROFILE_FOR gives, and says where in one line. A time that is no duration
// is said and the default taken; a profile is never written through a link.
func TestTheStartIsProfiledWhereAsked(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"ROLLFORMULAR_PROFILE": dir, "ROLLFORMULAR_PROFILE_FOR": "50ms"}
	var out lockedBuffer
	startProfile(func(k string) string { return env[k] }, &out)
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(out.String(), "written to") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	for _, name := range []string{"cpu.pprof", "allocs.pprof"} {
		if info, err := os.Stat(filepath.Join(dir, name)); err != nil || info.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
	if got := out.String(); got != "rollformular: profile of the start written to "+dir+"\n" {
		t.Errorf("said %q", got)
	}

	// A folder whose cpu.pprof is a link to another file: refused, the file left as it was.
	linked := t.TempDir()
	other := filepath.Join(t.TempDir(), "keep.txt")
	if err := os.WriteFile(other, []byte("keep"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(other, filepath.Join(linked, "cpu.pprof")); err != nil {
		t.Fatal(err)
	}
	var refused lockedBuffer
	env = map[string]string{"ROLLFORMULAR_PROFILE": linked, "ROLLFORMULAR_PROFILE_FOR": "soon"}
	startProfile(func(k string) string { return env[k] }, &refused)
	if data, _ := os.ReadFile(other); string(data) != "keep" {
		t.Errorf("the file behind the link became %q", data)
	}
	lines := strings.Split(strings.TrimSpace(refused.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"soon" is not a duration`) || !strings.Contains(lines[1], "not a regular file") {
		t.Errorf("said %q", refused.String())
	}
}
