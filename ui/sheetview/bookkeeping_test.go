package sheetview

import (
	"path/filepath"
	"strings"
	"testing"

	"rollformular/ui/uitest"
)

// Typing over a field's text with the same text changes nothing: no undo step and no unsaved
// change, so undo takes back the last real edit, not the retyping.
func TestTypingTheSameTextAgainIsNoEdit(t *testing.T) {
	e, w := open(t)
	name, player := e.Document().Name, e.Document().Player
	uitest.Retype(w, e.player, "K")
	uitest.TypeInto(w, e.name, "s")
	if err := e.SaveTo(filepath.Join(t.TempDir(), "asa.json")); err != nil {
		t.Fatal(err)
	}
	uitest.Retype(w, e.player, "K") // the same letter over the same letter
	if e.player.Text != "K" || e.Document().Player != "K" {
		t.Fatalf("the field shows %q, the document has %q", e.player.Text, e.Document().Player)
	}
	if e.Dirty() || strings.HasPrefix(w.Title(), "*") {
		t.Fatalf("typing the same text marked the character changed: %q", w.Title())
	}
	if e.hist.Steps() != 2 {
		t.Fatalf("%d undo steps after two edits and a retyping", e.hist.Steps())
	}
	e.Undo()
	if e.Document().Name != name || e.name.Text != name || e.Document().Player != "K" {
		t.Fatalf("undo gave name %q and player %q; it should take back the name", e.Document().Name, e.Document().Player)
	}
	e.Undo()
	if e.Document().Player != player || e.player.Text != player {
		t.Fatalf("the second undo left player %q", e.Document().Player)
	}
}

// An action that changes nothing makes no undo step and no unsaved change.
func TestAnActionThatChangesNothingIsNoEdit(t *testing.T) {
	e, _ := open(t)
	if e.replace(e.Document().Clone()) {
		t.Error("replace reports a change for an equal document")
	}
	if e.Dirty() || e.hist.Steps() != 0 {
		t.Fatalf("dirty %v, %d undo steps", e.Dirty(), e.hist.Steps())
	}
	doc := e.Document().Clone()
	doc.Notes += "!"
	if !e.replace(doc) || !e.Dirty() || e.hist.Steps() != 1 {
		t.Fatalf("a real change: dirty %v, %d undo steps", e.Dirty(), e.hist.Steps())
	}
}
