package campaign

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"rollformular/sheet"
)

// next is the watcher's next event, or fails after a long wait (no timing is asserted: the
// wait only keeps a broken watcher from hanging the test).
func next(t *testing.T, w *Watcher) Event {
	t.Helper()
	select {
	case ev := <-w.Events():
		return ev
	case <-time.After(10 * time.Second):
		t.Fatal("no event")
	}
	return Event{}
}

// Our own save makes no event; another writer's change does, and so does a new conflict
// copy. The own save comes first, so an event from it would be the first one read.
func TestWatcherTellsOthersChangesOnly(t *testing.T) {
	dir, asa := campaignWith(t)
	w, err := Watch(dir, 20*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	c := load(t, asa)
	c.Notes = "mitt"
	if _, err := w.Save(asa, c, nil); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond) // past the debounce, so the own save has settled
	other := load(t, asa)
	other.Notes = "deras"
	if err := sheet.Save(asa, other); err != nil {
		t.Fatal(err)
	}
	if ev := next(t, w); ev != (Event{Kind: Changed, File: "asa.json"}) {
		t.Fatalf("event %+v", ev)
	}
	conflict := filepath.Join(dir, "asa.sync-conflict-20260413-091523-K3X2R2T.json")
	data, _ := os.ReadFile(asa)
	os.WriteFile(conflict, data, 0o644)
	if ev := next(t, w); ev != (Event{Kind: ConflictCopy, File: filepath.Base(conflict), Original: "asa.json"}) {
		t.Fatalf("event %+v", ev)
	}
	os.Remove(asa)
	if ev := next(t, w); ev != (Event{Kind: Removed, File: "asa.json"}) {
		t.Fatalf("event %+v", ev)
	}
}
