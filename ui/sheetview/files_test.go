package sheetview

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/sheet"
	"rollformular/ui/uitest"
)

// A portrait past the limits in a document is kept, never decoded, and the editor says why
// it is not shown.
func TestAnOversizedPortraitInADocumentIsNotDecoded(t *testing.T) {
	var big bytes.Buffer
	if err := png.Encode(&big, image.NewGray(image.Rect(0, 0, 400, 300))); err != nil {
		t.Fatal(err)
	}
	doc, err := sheet.Load(example)
	if err != nil {
		t.Fatal(err)
	}
	doc.Portrait = &sheet.Portrait{MIME: "image/png", Data: big.Bytes()}
	data, err := sheet.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	e, _ := openFile(t, path)
	s := sectionOf[*characterSection](e)
	if s.portrait.Resource != theme.BrokenImageIcon() || !s.portraitProblem.Visible() || s.portraitProblem.Text == "" {
		t.Fatalf("the oversized portrait: shown %v, problem %q", s.portrait.Resource.Name(), s.portraitProblem.Text)
	}
	if !bytes.Equal(e.Document().Portrait.Data, big.Bytes()) {
		t.Fatal("the portrait must be kept as it is")
	}
}

// "pdf same.json -o same.json" replaced the character with a PDF; Export PDF in the editor
// could do the same through its file dialog, or replace any file that was not a PDF.
func TestExportPDFNeverReplacesACharacterOrANonPDF(t *testing.T) {
	e, _ := open(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "asa.json")
	if err := e.SaveTo(path); err != nil {
		t.Fatal(err)
	}
	saved, _ := os.ReadFile(path)
	if err := e.ExportPDFTo(path); err == nil || !strings.Contains(err.Error(), "character file") {
		t.Fatalf("exporting over the character's own file: %v", err)
	}
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("mina anteckningar"), 0o600)
	if err := e.ExportPDFTo(notes); err == nil || !strings.Contains(err.Error(), "not a PDF") {
		t.Fatalf("exporting over a text file: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(saved, after) {
		t.Fatal("the character file changed")
	}
	if data, _ := os.ReadFile(notes); string(data) != "mina anteckningar" {
		t.Fatal("the text file changed")
	}
	pdf := filepath.Join(dir, "asa.pdf")
	for range 2 { // a new file, then the older PDF replaced
		if err := e.ExportPDFTo(pdf); err != nil {
			t.Fatal(err)
		}
	}
}

// "error messages are English in Swedish": a save that fails is told in the reader's language
// too, the file's kind as well as the sentence (it was "… is a folder, not a file" in a Swedish
// editor).
func TestAFailedSaveIsToldInTheReadersLanguage(t *testing.T) {
	e, w := open(t)
	dir := t.TempDir()
	if err := e.SaveTo(filepath.Join(dir, "asa.json")); err != nil {
		t.Fatal(err)
	}
	retype(e, "ski", "16")
	// The file is gone and a folder took its name: Ctrl+S cannot write over a folder.
	if err := os.Remove(e.path); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(e.path, 0o755); err != nil {
		t.Fatal(err)
	}
	e.Save(nil)
	// Asked first whether to save over what changed on disk: yes, the confirming button.
	for _, b := range uitest.Find[*widget.Button](uitest.InDialog(t, w)) {
		if b.Importance == widget.HighImportance {
			test.Tap(b)
		}
	}
	want := fmt.Sprintf(lang.L("%s is %s, not a file; nothing was written"), e.path, lang.L("a folder"))
	// A wrapped label's lines come apart in texts: compared without white space.
	unspaced := func(s string) string { return strings.Join(strings.Fields(s), "") }
	if text := strings.Join(uitest.Texts(uitest.InDialog(t, w)), " "); !strings.Contains(unspaced(text), unspaced(want)) {
		t.Errorf("a save over a folder is told as %q; want %q", text, want)
	}
	if !e.Dirty() {
		t.Error("the failed save marked the character saved")
	}
}
