package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/engine/fieldpath"
	"rollformular/sheet"
	"rollformular/ui/sheetview"
	"rollformular/ui/uitest"
)

// openCopies opens n copies of the example in one session, as a GM opens a folder of NPCs,
// and returns the last, which is shown.
func openCopies(tb testing.TB, s *Session, doc *sheet.Character, n int) *sheetview.Editor {
	tb.Helper()
	var e *sheetview.Editor
	for range n {
		var err error
		if e, err = s.ShowDocument(doc.Clone(), ""); err != nil {
			tb.Fatal(err)
		}
	}
	return e
}

// Opening sheets costs what they are times one: DESIGN.md's budget is twenty at most four
// times the CPU of one. Each is a new session of its own app, opening a folder of n copies of
// the example as a GM opens a folder of NPCs (Session.OpenAll).
func BenchmarkOpenSheets(b *testing.B) {
	reg := uitest.Registry(b)
	for _, n := range []int{1, 5, 10, 20} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			paths := copiesOf(b, example, n)
			for b.Loop() {
				s := NewSession(test.NewTempApp(b), reg)
				if opened, failed := s.OpenAll(paths); opened != n {
					b.Fatalf("opened %d of %d: %v", opened, n, failed)
				}
				s.win.Close()
			}
		})
	}
}

// copiesOf writes n copies of the document at path into a folder of their own, each named by
// its number, and returns their paths in order.
func copiesOf(tb testing.TB, path string, n int) []string {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	dir := tb.TempDir()
	paths := make([]string, n)
	for i := range paths {
		paths[i] = filepath.Join(dir, fmt.Sprintf("%02d.json", i+1))
		if err := os.WriteFile(paths[i], data, 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	return paths
}

// A folder opened at once shows its last character; each of the others is shown whole when
// its tab is chosen, though it was not drawn as it opened.
func TestAFolderOpensWithItsLastCharacterShown(t *testing.T) {
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	paths := copiesOf(t, example, 3)
	if opened, failed := s.OpenAll(append(paths, filepath.Join(t.TempDir(), "missing.json"))); opened != 3 || len(failed) != 1 {
		t.Fatalf("opened %d, failed %v", opened, failed)
	}
	t.Cleanup(s.win.Close)
	if got := s.Current(); got == nil || got.Path() != paths[2] {
		t.Fatalf("the tab shown is %v, not the last opened", got)
	}
	first := s.editors[1] // opened between, and never shown until now
	s.tabs.Select(first.TabItem())
	// What is drawn, not only what the widgets hold: the name as the entry draws it.
	if !slices.Contains(uitest.Texts(first.Shown()), "Åsa Järnhand") {
		t.Errorf("the second character's tab draws %q", uitest.Texts(first.Shown()))
	}
	uitest.TapTab(t, first.TabItem().Content, lang.L("Equipment"))
	if !uitest.ShowsText(first.Shown(), "Farfars svärd") {
		t.Errorf("the second character's equipment draws %q", uitest.Texts(first.Shown()))
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
			e := openCopies(b, NewSession(test.NewTempApp(b), uitest.Registry(b)), doc, n)
			b.Cleanup(e.Window().Close)
			uitest.Keystrokes(b, fieldOf(b, e, fieldpath.Attribute("hal")), "12", "13")
		})
	}
}
