package ui

import "slices"

// rowShape is what a list of rows was built for, one key per item. The rows are rebuilt only
// when it changes, so a keystroke in a row never remakes the row it is typed in.
type rowShape []string

// update reports whether the n items' keys differ from those the rows were built for, and
// remembers them.
func (s *rowShape) update(n int, key func(i int) string) bool {
	next := make([]string, n)
	for i := range next {
		next[i] = key(i)
	}
	if slices.Equal(next, *s) {
		return false
	}
	*s = next
	return true
}
