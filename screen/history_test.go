package screen

import (
	"testing"
	"time"

	"rollformular/sheet"
)

func named(n string) *sheet.Character {
	c := sheet.New("spelsystemet")
	c.Name = n
	return c
}

func TestHistoryUndoRedo(t *testing.T) {
	var h History[*sheet.Character]
	t0 := time.Unix(0, 0)
	h.Record(named("a"), "name", t0)
	h.Record(named("b"), "hal", t0.Add(time.Second))
	doc, ok := h.Undo(named("c"))
	if !ok || doc.Name != "b" {
		t.Fatalf("undo gave %v", doc)
	}
	doc, _ = h.Undo(doc)
	if doc.Name != "a" {
		t.Fatalf("second undo gave %s", doc.Name)
	}
	if _, ok := h.Undo(doc); ok {
		t.Fatal("nothing left to undo")
	}
	doc, _ = h.Redo(doc)
	doc, _ = h.Redo(doc)
	if doc.Name != "c" {
		t.Fatalf("redo twice gave %s", doc.Name)
	}
	if _, ok := h.Redo(doc); ok {
		t.Fatal("nothing left to redo")
	}
}

func TestHistoryCoalescesKeystrokesInOneField(t *testing.T) {
	var h History[*sheet.Character]
	t0 := time.Unix(0, 0)
	h.Record(named("1"), "hal", t0)
	h.Record(named("12"), "hal", t0.Add(300*time.Millisecond))
	h.Record(named("120"), "hal", t0.Add(600*time.Millisecond))
	if h.Steps() != 1 || h.past[0].state.Name != "1" {
		t.Fatalf("three keystrokes made %d steps", h.Steps())
	}
	h.Record(named("x"), "hal", t0.Add(5*time.Second))
	h.Record(named("y"), "", t0.Add(5*time.Second))
	h.Record(named("z"), "", t0.Add(5*time.Second))
	if h.Steps() != 4 {
		t.Fatalf("a pause and keyless edits make steps of their own: %d", h.Steps())
	}
}

func TestNewEditDropsRedo(t *testing.T) {
	var h History[*sheet.Character]
	h.Record(named("a"), "", time.Unix(0, 0))
	h.Undo(named("b"))
	h.Record(named("a"), "", time.Unix(1, 0))
	if _, ok := h.Redo(named("c")); ok {
		t.Fatal("redo after a new edit")
	}
}

func TestHistoryKeepsTheNewestSteps(t *testing.T) {
	var h History[int]
	for i := range Limit + 5 {
		h.Record(i, "", time.Unix(int64(i), 0))
	}
	if h.Steps() != Limit {
		t.Fatalf("%d steps kept, the most is %d", h.Steps(), Limit)
	}
	var oldest int
	for s, ok := Limit+5, true; ok; s, ok = h.Undo(s) {
		oldest = s
	}
	if oldest != 5 {
		t.Errorf("undoing all the way gives state %d, want 5: the oldest go first", oldest)
	}
}

// A document is unsaved while the state shown is not the one saved: an edit makes it so, and
// undoing back to what was saved makes it saved again, as in every editor people know; an edit
// coalesced into the step before the save still differs from the file.
func TestUndoingBackToTheSavedStateLeavesNothingUnsaved(t *testing.T) {
	var h History[string]
	t0 := time.Unix(0, 0)
	if h.Dirty() {
		t.Fatal("a document just opened has unsaved changes")
	}
	h.Record("", "name", t0) // "Å"
	if !h.Dirty() {
		t.Fatal("an edit left nothing unsaved")
	}
	h.Saved()
	h.Record("Å", "name", t0.Add(100*time.Millisecond)) // "Ås", one step with "Å"
	if !h.Dirty() {
		t.Fatal("a keystroke after the save left nothing unsaved")
	}
	s, _ := h.Undo("Ås")
	if s != "" || !h.Dirty() {
		t.Fatalf("undone to %q, before the saved state: dirty %v", s, h.Dirty())
	}
	s, _ = h.Redo(s)
	if s != "Ås" || !h.Dirty() {
		t.Fatalf("redone to %q, after the saved state: dirty %v", s, h.Dirty())
	}
	h.Record("Ås", "notes", t0.Add(time.Minute))
	h.Saved()
	s, _ = h.Undo("Ås!")
	if !h.Dirty() {
		t.Fatal("undone past the save and nothing is unsaved")
	}
	if _, _ = h.Redo(s); h.Dirty() {
		t.Fatal("redone to the saved state and something is unsaved")
	}
	h.Unsaved()
	if !h.Dirty() {
		t.Fatal("a recovered document reads as saved")
	}
}

// Edit reports whether an edit changed anything, and keeps a step only for one that did.
func TestEditReportsWhetherItChangedAnything(t *testing.T) {
	var h History[*sheet.Character]
	doc := named("a")
	t0 := time.Unix(0, 0)
	if Edit(&h, doc, "name", func(d *sheet.Character) { d.Name = "a" }, t0) {
		t.Error("the same name is a change")
	}
	// An empty list saves as a missing one does.
	if Edit(&h, doc, "skills", func(d *sheet.Character) { d.Skills = []sheet.Skill{} }, t0) {
		t.Error("an empty list for a missing one is a change")
	}
	if h.Steps() != 0 || h.Dirty() {
		t.Fatalf("%d steps and dirty %v for no change", h.Steps(), h.Dirty())
	}
	if !Edit(&h, doc, "name", func(d *sheet.Character) { d.Name = "b" }, t0) || doc.Name != "b" {
		t.Fatal("a new name is no change")
	}
	if h.Steps() != 1 || h.past[0].state.Name != "a" || !h.Dirty() {
		t.Fatalf("the step does not hold the name before: %d steps", h.Steps())
	}
}

// Undo and Redo say what they take back and put back: "Undo: HÄL", "Redo: Ta skada". A field's
// keystrokes are one step under the field's name; an unnamed step says nothing.
func TestUndoAndRedoNameTheirEdit(t *testing.T) {
	var h History[string]
	t0 := time.Unix(0, 0)
	h.Record("a", "hal", t0)
	h.Name("HÄL")
	h.Record("ab", "hal", t0.Add(100*time.Millisecond))
	h.Name("HÄL again") // the same step: keeps its name
	h.Record("abc", "", t0.Add(time.Minute))
	h.Name("Ta skada: 9")
	if h.UndoName() != "Ta skada: 9" || h.RedoName() != "" || h.CanRedo() {
		t.Fatalf("after two edits: undo %q, redo %q", h.UndoName(), h.RedoName())
	}
	h.Undo("abcd")
	if h.UndoName() != "HÄL" || h.RedoName() != "Ta skada: 9" || !h.CanRedo() {
		t.Fatalf("after an undo: undo %q, redo %q", h.UndoName(), h.RedoName())
	}
	h.Redo("abc")
	if h.UndoName() != "Ta skada: 9" || h.RedoName() != "" {
		t.Fatalf("after a redo: undo %q, redo %q", h.UndoName(), h.RedoName())
	}
	h.Record("x", "", t0.Add(2*time.Minute))
	if h.UndoName() != "" {
		t.Errorf("an unnamed edit is undone as %q", h.UndoName())
	}
}
