package kit

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// Regression: Save As onto an existing character truncated it before the atomic save ran,
// so its .bak held an empty file.
func TestSaveDialogWriterDoesNotTruncateTheChosenFile(t *testing.T) {
	test.NewTempApp(t)
	ProtectFileRepository()
	ProtectFileRepository() // twice is once
	path := filepath.Join(t.TempDir(), "asa.json")
	os.WriteFile(path, []byte("old"), 0o644)
	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Fatalf("the chosen file now holds %q", got)
	}
	// A writer that is written to still writes.
	w, _ = storage.Writer(storage.NewFileURI(path))
	w.Write([]byte("new"))
	w.Close()
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Fatalf("writing through the writer gave %q", got)
	}
	// Listing, which the file dialog needs, still works.
	if ok, err := storage.CanList(storage.NewFileURI(filepath.Dir(path))); !ok || err != nil {
		t.Fatalf("CanList: %v %v", ok, err)
	}
}
