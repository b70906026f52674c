package engine

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// FoldKey is a key under which two names are equal exactly when strings.EqualFold says they
// are: every rune becomes the smallest rune of its simple case-folding orbit. Finding a name
// among n others by key takes a map look-up instead of n comparisons, so checking every
// skill against every other stays linear.
func FoldKey(s string) string {
	// EqualFold reads a byte that is not UTF-8 as U+FFFD, and so does the key.
	folded := utf8.ValidString(s)
	for _, r := range s {
		if !folded || foldMin(r) != r {
			folded = false
			break
		}
	}
	if folded {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		b.WriteRune(foldMin(r))
	}
	return b.String()
}

// foldMin is the smallest rune that folds to r (r itself when none is smaller).
func foldMin(r rune) rune {
	// Derive folds every skill's name on every keystroke; an ASCII letter's orbit is its two
	// cases (with K and S a rune above ASCII), least the capital.
	if r < utf8.RuneSelf {
		if 'a' <= r && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}
	least := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	return least
}
