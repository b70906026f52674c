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
