package ui

import "rollformular/screen"

// history is a page's screen.History with what its title last showed: the title is redrawn
// only when whether anything is unsaved changes, not at every keystroke. The editor and the
// encounter view each keep one.
type history[T any] struct {
	screen.History[T]
	starred bool   // the title shows unsaved changes
	redraw  func() // puts the title right; nil until the page has one
}

// show stars the title while there are unsaved changes.
func (h *history[T]) show() {
	if d := h.Dirty(); d != h.starred && h.redraw != nil {
		h.starred = d
		h.redraw()
	}
}

// saved says the state shown is the one on disk (or in the fight that keeps an NPC).
func (h *history[T]) saved() {
	h.Saved()
	h.show()
}

// unsaved says no state is on disk yet: a copy, a recovered document or fight, a character
// made from a template; closing it asks.
func (h *history[T]) unsaved() {
	h.Unsaved()
	h.show()
}
