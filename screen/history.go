// Package screen is what the editor and the paper do with a document beyond the rules: the
// parts of a ruleset's sheet (Parts), a view's problems filed under the places they are about
// (FileProblems), and the history of the edits with whether any is not saved (History). It
// knows no toolkit, so what a user does to a character or a fight is tested here in
// microseconds.
package screen

import "time"

// History keeps whole states of what is edited, a character or a fight, as they were before
// each edit, for undo and redo, and tells whether the state shown is the one last saved.
// Keeping whole states is simple and cheap at their size, and covers every kind of edit alike:
// typing, added and removed rows, rolls applied, turns taken. The zero History has nothing to
// undo and no unsaved change.
type History[T any] struct {
	past, future []step[T]
	// at numbers the state shown, saved the state last saved (-1: none of them), last the
	// newest number given. Undoing back to the saved state leaves nothing unsaved.
	at, saved, last int
}

type step[T any] struct {
	state T
	id    int    // the number of the state
	key   string // what was edited; keystrokes in one field within Coalesce are one step
	name  string // what a person calls the edit, for "Undo HÄL"; "" where unnamed
	at    time.Time
}

const (
	// Coalesce is how long keystrokes in one field keep making a single undo step.
	Coalesce = 1500 * time.Millisecond
	// Limit is the most undo steps kept; the oldest go first.
	Limit = 300
)

// Record keeps before, the state as it was before an edit of key made the state shown. A new
// edit makes the undone steps unreachable. Edits of one key (a field) within Coalesce of each
// other are one step; an edit without a key is always a step of its own.
func (h *History[T]) Record(before T, key string, now time.Time) {
	h.future = nil
	h.last++
	if n := len(h.past); key != "" && n > 0 && h.past[n-1].key == key && now.Sub(h.past[n-1].at) < Coalesce {
		h.past[n-1].at = now
		h.at = h.last
		return
	}
	h.past = append(h.past, step[T]{state: before, id: h.at, key: key, at: now})
	h.at = h.last
	if len(h.past) > Limit {
		h.past = h.past[1:]
	}
}

// Name names the edit last recorded, as a person calls it ("HÄL", "Ta skada: 9, Hugg,
// Bröstkorg"), for the menu's "Undo HÄL". An edit named already keeps its name: the keystrokes
// of one field are one step of that field's name.
func (h *History[T]) Name(name string) {
	if n := len(h.past); n > 0 && h.past[n-1].name == "" {
		h.past[n-1].name = name
	}
}

// UndoName is the name of the edit Undo takes back, RedoName of the one Redo puts back; ""
// where there is none or it has no name.
func (h *History[T]) UndoName() string { return newestName(h.past) }

// RedoName: see UndoName.
func (h *History[T]) RedoName() string { return newestName(h.future) }

// CanRedo says whether there is an undone edit to put back.
func (h *History[T]) CanRedo() bool { return len(h.future) > 0 }

func newestName[T any](steps []step[T]) string {
	if len(steps) == 0 {
		return ""
	}
	return steps[len(steps)-1].name
}

// Undo returns the state before the last edit, and keeps current for redo.
func (h *History[T]) Undo(current T) (T, bool) {
	return h.move(&h.past, &h.future, current)
}

// Redo returns the state the last undo left, and keeps current for undo.
func (h *History[T]) Redo(current T) (T, bool) {
	return h.move(&h.future, &h.past, current)
}

// Steps is how many edits can be undone.
func (h *History[T]) Steps() int { return len(h.past) }

// move takes the newest state off from and puts current on to: one step of undo or redo.
func (h *History[T]) move(from, to *[]step[T], current T) (T, bool) {
	n := len(*from)
	if n == 0 {
		var none T
		return none, false
	}
	top := (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, step[T]{state: current, id: h.at, name: top.name}) // redo says what it redoes
	h.at = top.id
	return top.state, true
}

// Saved says the state shown is now the one on disk.
func (h *History[T]) Saved() { h.saved = h.at }

// Unsaved says no state of this history is on disk: a duplicate, a recovered document.
func (h *History[T]) Unsaved() { h.saved = -1 }

// Dirty reports whether the state shown differs from the one last saved.
func (h *History[T]) Dirty() bool { return h.at != h.saved }
