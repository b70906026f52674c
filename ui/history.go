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

// apply makes one edit of key to doc, in place, and keeps the document as it was for undo: all
// the bookkeeping of a keystroke, apart from showing it. It reports whether the edit changed
// anything: a widget filled from the document echoes its value back, and a value typed over
// with the same is no edit either, so neither makes an undo step. The copy kept is a Clone,
// which shares the portrait's picture, and the comparison is sheet.Equal, which encodes
// nothing, so a keystroke costs microseconds however large the portrait.
func (h *history) apply(doc *sheet.Character, key string, change func(*sheet.Character), now time.Time) bool {
	before := doc.Clone()
	change(doc)
	if sheet.Equal(before, doc) {
		return false
	}
	h.record(before, key, now)
	return true
}

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
	return moveStep(&h.past, &h.future, current)
}

// redo returns the document the last undo left, and keeps current for undo.
func (h *history) redo(current *sheet.Character) (*sheet.Character, bool) {
	return moveStep(&h.future, &h.past, current)
}

// moveStep takes the newest document off from and puts current on to: one step of undo or redo.
func moveStep(from, to *[]step, current *sheet.Character) (*sheet.Character, bool) {
	n := len(*from)
	if n == 0 {
		return nil, false
	}
	top := (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, step{doc: current})
	return top.doc, true
}
