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
	var h history
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
	var h history
	t0 := time.Unix(0, 0)
	h.record(named("1"), "hal", t0)
	h.record(named("12"), "hal", t0.Add(300*time.Millisecond))
	h.record(named("120"), "hal", t0.Add(600*time.Millisecond))
	if len(h.past) != 1 || h.past[0].doc.Name != "1" {
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
	var h history
	h.record(named("a"), "", time.Unix(0, 0))
	h.undo(named("b"))
	h.record(named("a"), "", time.Unix(1, 0))
	if _, ok := h.redo(named("c")); ok {
		t.Fatal("redo after a new edit")
	}
}
