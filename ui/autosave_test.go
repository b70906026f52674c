package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/sheetview"
	"rollformular/ui/uitest"
)

// twoPrograms opens the example in one session and starts a second, as two running copies
// of the program sharing one recovery folder.
func twoPrograms(t *testing.T) (first *sheetview.Editor, second *Session) {
	t.Helper()
	root := filepath.Join(t.TempDir(), "recovery")
	first, _ = open(t)
	sessionOf(first).KeepRecoveryIn(root)
	second = NewSession(test.NewTempApp(t), uitest.Registry(t))
	second.KeepRecoveryIn(root)
	t.Cleanup(sessionOf(first).CloseRecovery)
	t.Cleanup(second.CloseRecovery)
	return first, second
}

// crash lets go of a session's recovery folder without tidying it, as the system does for
// a program that is killed.
func crash(s *Session) {
	s.recoveryFolder().Abandon()
}

func TestAutosaveAndRecovery(t *testing.T) {
	e, next := twoPrograms(t)
	retype(t, e, "hal", "16")
	sessionOf(e).Autosave()
	crash(sessionOf(e))
	found := next.Recoverable()
	if len(found) != 1 || found[0].Name != "Åsa Järnhand" {
		t.Fatalf("recoverable: %+v", found)
	}
	if err := next.Recover(found[0]); err != nil {
		t.Fatal(err)
	}
	r := next.Current()
	t.Cleanup(r.Window().Close)
	if r.Document().Attributes["hal"] != 16 || !r.Dirty() {
		t.Fatalf("recovered HÄL %d, dirty %v", r.Document().Attributes["hal"], r.Dirty())
	}
	if _, ok := r.Document().Members.Raw(string(recoveryOf)); ok {
		t.Fatal("the recovery mark must not stay in the document")
	}
	// Saving it takes it out of the recovery folder, and the crashed program's folder is gone.
	if err := r.SaveTo(filepath.Join(t.TempDir(), "asa.json")); err != nil {
		t.Fatal(err)
	}
	left, _ := filepath.Glob(filepath.Join(next.recoveryFolder().Root(), "*", "*.json"))
	if len(left) != 0 {
		t.Fatalf("after saving the recovered copy, recovery files remain: %v", left)
	}
	if dirs, _ := filepath.Glob(filepath.Join(next.recoveryFolder().Root(), "*")); len(dirs) != 1 {
		t.Fatalf("recovery folders left: %v; want only the running program's own", dirs)
	}
}

// A second running program told the player that the first one "closed without saving" and,
// told No, deleted the first one's live recovery file.
func TestASecondProgramLeavesTheFirstsRecoveryFilesAlone(t *testing.T) {
	e, next := twoPrograms(t)
	retype(t, e, "hal", "16")
	sessionOf(e).Autosave()
	if found := next.Recoverable(); len(found) != 0 {
		t.Fatalf("the running program's file is offered: %+v", found)
	}
	// Its own files are not offered to itself either.
	if found := sessionOf(e).Recoverable(); len(found) != 0 {
		t.Fatalf("a program is offered its own live file: %+v", found)
	}
	if _, err := os.Stat(*e.Recovery()); err != nil {
		t.Fatalf("the live recovery file is gone: %v", err)
	}
	// Once the first is gone, its file is offered, once: a third program started meanwhile
	// does not offer it too.
	crash(sessionOf(e))
	third := NewSession(test.NewTempApp(t), uitest.Registry(t))
	third.KeepRecoveryIn(next.recoveryFolder().Root())
	t.Cleanup(third.CloseRecovery)
	if found := next.Recoverable(); len(found) != 1 {
		t.Fatalf("after the crash %d files are offered, want 1", len(found))
	}
	if found := third.Recoverable(); len(found) != 0 {
		t.Fatalf("a file already offered by another program is offered again: %+v", found)
	}
	for _, r := range next.Recoverable() {
		next.Discard(r)
	}
	if found := third.Recoverable(); len(found) != 0 {
		t.Fatalf("a discarded file is offered: %+v", found)
	}
}

// An 800-character name broke autosave ("file name too long") and Save, and renaming the
// character did not help, since the recovery file's name was fixed at first use.
func TestALongNameAutosavesAndSaves(t *testing.T) {
	e, w := open(t)
	sessionOf(e).KeepRecoveryIn(filepath.Join(t.TempDir(), "recovery"))
	t.Cleanup(sessionOf(e).CloseRecovery)
	entry := nameOf(t, e)
	w.Canvas().Focus(entry)
	entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	uitest.Paste(entry, strings.Repeat("Järnhandske ", 70))
	if n := len([]rune(e.TabItem().Text)); n > kit.MaxTitle+1 {
		t.Errorf("the tab's title is %d characters long", n)
	}
	sessionOf(e).Autosave()
	if *e.Recovery() == "" || says(e, "autosave") {
		t.Fatalf("autosave failed: %q", uitest.Texts(e.TabItem().Content))
	}
	saved, err := sheet.Load(*e.Recovery())
	if err != nil || !strings.HasPrefix(saved.Name, "Järnhandske") {
		t.Fatalf("the recovery file: %v", err)
	}
	if len(filepath.Base(*e.Recovery())) > 100 {
		t.Fatalf("recovery file name of %d bytes", len(filepath.Base(*e.Recovery())))
	}
	name := kit.FileName(e.Document().Name, ".json")
	if len(name) > kit.MaxFileStem+len(".json") || !strings.HasPrefix(name, "jarnhandske-jarnhandske") {
		t.Fatalf("suggested file name %q", name)
	}
	if err := e.SaveTo(filepath.Join(t.TempDir(), name)); err != nil {
		t.Fatalf("save under the suggested name: %v", err)
	}
}
