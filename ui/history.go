package ui

import (
	"time"

	"rollformular/sheet"
)

// history keeps whole states of what is edited, a character or a fight, as they were before
// each edit, for undo and redo. Keeping whole states is simple and cheap at their size, and
// covers every kind of edit alike: typing, added and removed rows, rolls applied, turns taken.
type history[T any] struct {
	past, future []step[T]
}

type step[T any] struct {
	state T
	key   string // what was edited; keystrokes in one field within coalesce are one step
	at    time.Time
}

const (
	coalesce     = 1500 * time.Millisecond
	historyLimit = 300
)

// applyEdit makes one edit of key to doc, in place, and keeps the document as it was for undo:
// all the bookkeeping of a keystroke, apart from showing it. It reports whether the edit
// changed anything: a widget filled from the document echoes its value back, and a value typed
// over with the same is no edit either, so neither makes an undo step. The copy kept is a
// Clone, which shares the portrait's picture, and the comparison is sheet.Equal, which encodes
// nothing, so a keystroke costs microseconds however large the portrait.
func applyEdit(h *history[*sheet.Character], doc *sheet.Character, key string, change func(*sheet.Character), now time.Time) bool {
	before := doc.Clone()
	change(doc)
	if sheet.Equal(before, doc) {
		return false
	}
	h.record(before, key, now)
	return true
}

// record keeps before, the state as it was before an edit of key. A new edit makes the undone
// steps unreachable.
func (h *history[T]) record(before T, key string, now time.Time) {
	h.future = nil
	if n := len(h.past); key != "" && n > 0 && h.past[n-1].key == key && now.Sub(h.past[n-1].at) < coalesce {
		h.past[n-1].at = now
		return
	}
	h.past = append(h.past, step[T]{state: before, key: key, at: now})
	if len(h.past) > historyLimit {
		h.past = h.past[1:]
	}
}

// undo returns the state before the last edit, and keeps current for redo.
func (h *history[T]) undo(current T) (T, bool) {
	return moveStep(&h.past, &h.future, current)
}

// redo returns the state the last undo left, and keeps current for undo.
func (h *history[T]) redo(current T) (T, bool) {
	return moveStep(&h.future, &h.past, current)
}

// moveStep takes the newest state off from and puts current on to: one step of undo or redo.
func moveStep[T any](from, to *[]step[T], current T) (T, bool) {
	n := len(*from)
	if n == 0 {
		var none T
		return none, false
	}
	top := (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, step[T]{state: current})
	return top.state, true
}
