package kit

import "slices"

// RowShape is what a list of rows was built for, one key per item. The rows are rebuilt only
// when it changes, so a keystroke in a row never remakes the row it is typed in.
type RowShape struct {
	keys  []string
	built bool // an empty list is built too: it says that it is empty
}

// Update reports whether the n items' keys differ from those the rows were built for, or the
// rows were never built, and remembers them.
func (s *RowShape) Update(n int, key func(i int) string) bool {
	next := make([]string, n)
	for i := range next {
		next[i] = key(i)
	}
	if s.built && slices.Equal(next, s.keys) {
		return false
	}
	s.keys, s.built = next, true
	return true
}
