package kit

import "rollformular/screen"

// History is a page's screen.History with what its title last showed: the title is redrawn
// only when whether anything is unsaved changes, not at every keystroke. The editor and the
// encounter view each keep one.
type History[T any] struct {
	screen.History[T]
	starred bool   // the title shows unsaved changes
	Redraw  func() // puts the title right; nil until the page has one
}

// Show stars the title while there are unsaved changes.
func (h *History[T]) Show() {
	if d := h.Dirty(); d != h.starred && h.Redraw != nil {
		h.starred = d
		h.Redraw()
	}
}

// MarkSaved says the state shown is the one on disk (or in the fight that keeps an NPC).
func (h *History[T]) MarkSaved() {
	h.Saved()
	h.Show()
}

// MarkUnsaved says no state is on disk yet: a copy, a recovered document or fight, a character
// made from a template; closing it asks.
func (h *History[T]) MarkUnsaved() {
	h.Unsaved()
	h.Show()
}

// Back takes *state one step back, if there is a step to take, and shows it with show.
func (h *History[T]) Back(state *T, show func()) {
	if s, ok := h.Undo(*state); ok {
		*state = s
		h.Show()
		show()
	}
}

// Forward puts back the step last taken back, if there is one, and shows it with show.
func (h *History[T]) Forward(state *T, show func()) {
	if s, ok := h.Redo(*state); ok {
		*state = s
		h.Show()
		show()
	}
}

// Undoes names what Undo and Redo would take back and put back, "" for an edit without a name,
// for the Edit menu's "Undo: HÄL".
func (h *History[T]) Undoes() (undo, redo string) { return h.UndoName(), h.RedoName() }
