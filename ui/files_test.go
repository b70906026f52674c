package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/assets"
	"rollformular/sheet"
	"rollformular/ui/uitest"
)

// Choosing a named pipe in the open dialog hung the editor: Fyne's dialog opens the chosen
// file for reading before it hands it over, and opening a pipe waits for a writer.
func TestChoosingANamedPipeToOpenDoesNotHang(t *testing.T) {
	e, w := open(t)
	fifo := filepath.Join(t.TempDir(), "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		// What Fyne's open dialog does with the chosen file, and what the editor then reads.
		r, err := storage.Reader(storage.NewFileURI(fifo))
		if err == nil {
			_, err = r.Read(make([]byte, 1))
			r.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Fatalf("reading a pipe chosen in the dialog: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("reading a named pipe chosen in the dialog hangs")
	}
	e.OpenPath(fifo)
	if len(sessionOf(e).editors) != 1 {
		t.Fatal("a pipe was opened as a character")
	}
	if top := uitest.OpenOverlay(w); top == nil || !strings.Contains(strings.Join(uitest.Texts(top), " "), "named pipe") {
		t.Fatal("opening a pipe says nothing about it")
	}
}

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

// The bug this guards against: a document that did not open was told in English in a Swedish
// editor ("broken JSON: …", "made by a newer Rollformulär"). The sheet package says what is
// wrong as a format the editor translates.
func TestABrokenFileIsToldInTheReadersLanguage(t *testing.T) {
	e, w := open(t)
	path := filepath.Join(t.TempDir(), "trasig.json")
	if err := os.WriteFile(path, []byte(`{"format": "rollformular", x}`), 0o644); err != nil {
		t.Fatal(err)
	}
	e.OpenPath(path)
	lead, _, _ := strings.Cut(lang.L("broken JSON: %s"), "%s")
	where := strings.Split(lang.L("line {{.Line}}, column {{.Col}}: {{.What}}", map[string]any{"Line": 1, "Col": 0, "What": ""}), ",")[0]
	text := strings.Join(uitest.Texts(uitest.InDialog(t, w)), " ")
	if !strings.Contains(text, "trasig.json") || !strings.Contains(text, lead) || !strings.Contains(text, where) {
		t.Errorf("a broken file is told as %q; want its name, %q and %q", text, where, lead)
	}
	// Every message of the sheet package has Swedish of its own.
	sv, err := assets.FS.ReadFile("translations/sv.json")
	if err != nil {
		t.Fatal(err)
	}
	var table map[string]string
	if err := json.Unmarshal(sv, &table); err != nil {
		t.Fatal(err)
	}
	verb := regexp.MustCompile(`%(\[\d+\])?[a-z]`)
	for _, said := range sheetSaid(t) {
		words := verb.ReplaceAllString(said, "") // "%s: %s" has no words to put in Swedish
		if table[said] == said && said != "text" && said != "null" && strings.ContainsFunc(words, unicode.IsLetter) {
			t.Errorf("%q is not Swedish in sv.json", said)
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
	uitest.Press(w, fyne.KeyS, fyne.KeyModifierShortcutDefault)
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
