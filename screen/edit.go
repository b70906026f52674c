package screen

import (
	"errors"
	"time"

	"rollformular/sheet"
)

// Edit makes one edit of key to doc, in place, and keeps the document as it was in h for undo:
// all the bookkeeping of a keystroke, apart from showing it. It reports whether the edit
// changed anything: a widget filled from the document echoes its value back, and a value typed
// over with the same is no edit either, so neither makes an undo step. The copy kept is a
// Clone, which shares the portrait's picture, and the comparison is sheet.Equal, which encodes
// nothing, so a keystroke costs microseconds however large the portrait.
func Edit(h *History[*sheet.Character], doc *sheet.Character, key string, change func(*sheet.Character), now time.Time) bool {
	before := doc.Clone()
	change(doc)
	if sheet.Equal(before, doc) {
		return false
	}
	h.Record(before, key, now)
	return true
}

// OpensAgain says why doc, saved, would not open again: a limit of sheet/limits.go (the 501st
// skill), or what keeps it from being encoded. An edit that adds rows is refused with it, for a
// document past a limit would neither save nor open again. The error is the document's words,
// without the line and column of a file no player sees.
func OpensAgain(doc *sheet.Character) error {
	data, err := sheet.Marshal(doc)
	if err != nil {
		return err
	}
	if _, err := sheet.Parse(data); err != nil {
		var le *sheet.LoadError
		if errors.As(err, &le) {
			return &sheet.SaidError{Said: le.Said}
		}
		return err
	}
	return nil
}
