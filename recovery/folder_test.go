package recovery_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rollformular/recovery"
)

// keep writes a document's file into f, as autosave does, and returns its path.
func keep(t *testing.T, f *recovery.Folder, file *string, stem string) string {
	t.Helper()
	path, err := f.File(file, stem)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(`{}`), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// A second running program told the player that the first one "closed without saving" and,
// told No, deleted the first one's live recovery file. A running program's files are offered
// to no one, itself included; once it is gone they are offered to one program, not to a third
// started meanwhile, and a file discarded is offered to none.
func TestARunningProgramsFilesAreOfferedOnlyOnceItIsGone(t *testing.T) {
	root := filepath.Join(t.TempDir(), "recovery")
	first, second, third := recovery.New(root), recovery.New(root), recovery.New(root)
	for _, f := range []*recovery.Folder{first, second, third} {
		t.Cleanup(f.Close)
	}
	var asa string
	live := keep(t, first, &asa, "Åsa")
	if left := second.Left(); len(left) != 0 {
		t.Fatalf("a running program's file is offered: %v", left)
	}
	if left := first.Left(); len(left) != 0 {
		t.Fatalf("a program is offered its own live file: %v", left)
	}
	first.Abandon() // killed
	if left := second.Left(); !slices.Equal(left, []string{live}) {
		t.Fatalf("after the crash %v is offered, want %s", left, live)
	}
	if left := third.Left(); len(left) != 0 {
		t.Fatalf("a file already offered by another program is offered again: %v", left)
	}
	second.Discard(live)
	if left := third.Left(); len(left) != 0 {
		t.Fatalf("a discarded file is offered: %v", left)
	}
	if _, err := os.Stat(filepath.Dir(live)); !os.IsNotExist(err) {
		t.Errorf("the gone program's folder is left once nothing in it is: %v", err)
	}
}

// A file kept from a gone program moves into this program's folder, where autosave goes on
// writing it, and the gone program's folder goes with its last file.
func TestARecoveredFileMovesIntoTheRunningProgramsFolder(t *testing.T) {
	root := filepath.Join(t.TempDir(), "recovery")
	gone, next := recovery.New(root), recovery.New(root)
	t.Cleanup(next.Close)
	var a, b string
	keep(t, gone, &a, "Åsa")
	keep(t, gone, &b, "Ulv")
	gone.Abandon()
	left := next.Left()
	if len(left) != 2 {
		t.Fatalf("offered %v, want Åsa's and Ulv's", left)
	}
	kept := next.Keep(left[0])
	own, _ := next.Own()
	if filepath.Dir(kept) != own || !strings.HasPrefix(filepath.Base(kept), "recovered-") {
		t.Errorf("a kept file is at %s, want in the program's own folder %s", kept, own)
	}
	if _, err := os.Stat(filepath.Dir(left[0])); err != nil {
		t.Errorf("the gone program's folder went while Ulv's file is still in it: %v", err)
	}
	next.Keep(left[1])
	if _, err := os.Stat(filepath.Dir(left[0])); !os.IsNotExist(err) {
		t.Errorf("the gone program's folder is left with nothing in it: %v", err)
	}
	if again := recovery.New(root).Left(); len(again) != 0 {
		t.Errorf("files this program kept are offered to another: %v", again)
	}
}

// A document keeps its file however often it is written, and two documents never share one,
// though their names do: an 800-character name broke autosave when the file was named after
// it, and renaming the character did not help.
func TestEachDocumentKeepsAFileOfItsOwn(t *testing.T) {
	f := recovery.New(filepath.Join(t.TempDir(), "recovery"))
	t.Cleanup(f.Close)
	var one, two string
	first := keep(t, f, &one, "Bonde")
	if again := keep(t, f, &one, "Bonde"); again != first {
		t.Errorf("a document's second write went to %s, its first to %s", again, first)
	}
	if other := keep(t, f, &two, "Bonde"); other == first {
		t.Errorf("two documents of one name share %s", other)
	}
}

// A program that ends on purpose leaves no folder behind where nothing is left to recover,
// and keeps its folder where something is (a document it was told to keep unsaved).
func TestClosingRemovesTheProgramsFolderOnlyWhenEmpty(t *testing.T) {
	root := filepath.Join(t.TempDir(), "recovery")
	f := recovery.New(root)
	own, err := f.Own()
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := os.Stat(own); !os.IsNotExist(err) {
		t.Errorf("an empty folder is left after Close: %v", err)
	}
	g := recovery.New(root)
	var doc string
	path := keep(t, g, &doc, "Åsa")
	g.Close()
	if left := recovery.New(root).Left(); !slices.Equal(left, []string{path}) {
		t.Errorf("after a Close with a document in its folder, %v is offered, want %s", left, path)
	}
}

// Files an earlier version kept straight in the recovery folder have no owner, and are
// offered.
func TestFilesOfAnEarlierVersionAreOffered(t *testing.T) {
	root := filepath.Join(t.TempDir(), "recovery")
	if err := os.MkdirAll(root, 0o700); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(root, "asa.json")
	if err := os.WriteFile(old, []byte(`{}`), 0o600); err != nil {
		t.Fatal(err)
	}
	f := recovery.New(root)
	t.Cleanup(f.Close)
	if left := f.Left(); !slices.Equal(left, []string{old}) {
		t.Errorf("offered %v, want %s", left, old)
	}
}
