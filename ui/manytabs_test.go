package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"

	"rollformular/sheet"
)

// openCopies opens n copies of the example in one session, as a GM opens a folder of NPCs,
// and returns the last, which is shown.
func openCopies(tb testing.TB, s *Session, doc *sheet.Character, n int) *Editor {
	tb.Helper()
	var e *Editor
	for range n {
		var err error
		if e, err = s.ShowDocument(doc.Clone(), ""); err != nil {
			tb.Fatal(err)
		}
	}
	return e
}

// Opening sheets costs what they are times one: DESIGN.md's budget is twenty at most four
// times the CPU of one. Each is a new session of its own app, opening n copies of the example.
func BenchmarkOpenSheets(b *testing.B) {
	doc, err := sheet.Load(example)
	if err != nil {
		b.Fatal(err)
	}
	reg := registry(b)
	for _, n := range []int{1, 5, 10, 20} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				s := NewSession(test.NewTempApp(b), reg)
				e := openCopies(b, s, doc, n)
				e.win.Close()
			}
		})
	}
}

// A keystroke costs the same with twenty tabs open as with one: the other sheets are hidden,
// and nothing of theirs is refreshed for it.
func BenchmarkKeystrokeWithTabs(b *testing.B) {
	doc, err := sheet.Load(example)
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{1, 20} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			e := openCopies(b, NewSession(test.NewTempApp(b), registry(b)), doc, n)
			b.Cleanup(e.win.Close)
			keystrokes(b, e)
		})
	}
}
