package ui

import (
	"time"

	"rollformular/sheet"
)

// history keeps the document as it was before each edit, for undo and redo. Keeping whole
// documents is simple and cheap at their size, and covers every kind of edit alike: typing,
// added and removed rows, rolls applied.
type history struct {
	past, future []step
}

type step struct {
	doc *sheet.Character
	key string // what was edited; keystrokes in one field within coalesce are one step
	at  time.Time
}

const (
	coalesce     = 1500 * time.Millisecond
	historyLimit = 300
)

// record keeps before, the document as it was before an edit of key. A new edit makes the
// undone steps unreachable.
func (h *history) record(before *sheet.Character, key string, now time.Time) {
	h.future = nil
	if n := len(h.past); key != "" && n > 0 && h.past[n-1].key == key && now.Sub(h.past[n-1].at) < coalesce {
		h.past[n-1].at = now
		return
	}
	h.past = append(h.past, step{doc: before, key: key, at: now})
	if len(h.past) > historyLimit {
		h.past = h.past[1:]
	}
}

// undo returns the document before the last edit, and keeps current for redo.
func (h *history) undo(current *sheet.Character) (*sheet.Character, bool) {
	n := len(h.past)
	if n == 0 {
		return nil, false
	}
	prev := h.past[n-1]
	h.past = h.past[:n-1]
	h.future = append(h.future, step{doc: current})
	return prev.doc, true
}

// redo returns the document the last undo left, and keeps current for undo.
func (h *history) redo(current *sheet.Character) (*sheet.Character, bool) {
	n := len(h.future)
	if n == 0 {
		return nil, false
	}
	next := h.future[n-1]
	h.future = h.future[:n-1]
	h.past = append(h.past, step{doc: current})
	return next.doc, true
}
