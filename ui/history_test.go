package ui

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
	var h history[*sheet.Character]
	t0 := time.Unix(0, 0)
	h.record(named("a"), "name", t0)
	h.record(named("b"), "hal", t0.Add(time.Second))
	doc, ok := h.undo(named("c"))
	if !ok || doc.Name != "b" {
		t.Fatalf("undo gave %v", doc)
	}
	doc, _ = h.undo(doc)
	if doc.Name != "a" {
		t.Fatalf("second undo gave %s", doc.Name)
	}
	if _, ok := h.undo(doc); ok {
		t.Fatal("nothing left to undo")
	}
	doc, _ = h.redo(doc)
	doc, _ = h.redo(doc)
	if doc.Name != "c" {
		t.Fatalf("redo twice gave %s", doc.Name)
	}
	if _, ok := h.redo(doc); ok {
		t.Fatal("nothing left to redo")
	}
}

func TestHistoryCoalescesKeystrokesInOneField(t *testing.T) {
	var h history[*sheet.Character]
	t0 := time.Unix(0, 0)
	h.record(named("1"), "hal", t0)
	h.record(named("12"), "hal", t0.Add(300*time.Millisecond))
	h.record(named("120"), "hal", t0.Add(600*time.Millisecond))
	if len(h.past) != 1 || h.past[0].state.Name != "1" {
		t.Fatalf("three keystrokes made %d steps", len(h.past))
	}
	h.record(named("x"), "hal", t0.Add(5*time.Second))
	h.record(named("y"), "", t0.Add(5*time.Second))
	h.record(named("z"), "", t0.Add(5*time.Second))
	if len(h.past) != 4 {
		t.Fatalf("a pause and keyless edits make steps of their own: %d", len(h.past))
	}
}

func TestNewEditDropsRedo(t *testing.T) {
	var h history[*sheet.Character]
	h.record(named("a"), "", time.Unix(0, 0))
	h.undo(named("b"))
	h.record(named("a"), "", time.Unix(1, 0))
	if _, ok := h.redo(named("c")); ok {
		t.Fatal("redo after a new edit")
	}
}

// apply reports whether an edit changed anything, and keeps a step only for one that did.
func TestApplyReportsWhetherTheEditChangedAnything(t *testing.T) {
	var h history[*sheet.Character]
	doc := named("a")
	t0 := time.Unix(0, 0)
	if applyEdit(&h, doc, "name", func(d *sheet.Character) { d.Name = "a" }, t0) {
		t.Error("the same name is a change")
	}
	// An empty list saves as a missing one does.
	if applyEdit(&h, doc, "skills", func(d *sheet.Character) { d.Skills = []sheet.Skill{} }, t0) {
		t.Error("an empty list for a missing one is a change")
	}
	if len(h.past) != 0 {
		t.Fatalf("%d steps for no change", len(h.past))
	}
	if !applyEdit(&h, doc, "name", func(d *sheet.Character) { d.Name = "b" }, t0) || doc.Name != "b" {
		t.Fatal("a new name is no change")
	}
	if len(h.past) != 1 || h.past[0].state.Name != "a" {
		t.Fatalf("the step does not hold the name before: %d steps", len(h.past))
	}
}
