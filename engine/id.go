package engine

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// ID turns a name into the ASCII id that documents use for it, by DESIGN.md's rule: lower case,
// letters without their accents (å, ä → a, ö → o, é → e), every other run of characters that
// are not ASCII letters or digits → "-", trimmed. "Förstärkt ringbrynja" → "forstarkt-ringbrynja".
func ID(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range norm.NFD.String(strings.ToLower(name)) {
		switch {
		case unicode.Is(unicode.Mn, r):
			// an accent split off its letter by NFD
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		default:
			dash = true
		}
	}
	return b.String()
}
