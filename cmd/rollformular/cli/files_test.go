//go:build unix

package cli

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"rollformular/engine/rulesets"
)

// runWithin runs a command and fails the test if it has not returned in time: reading or
// writing a named pipe used to wait for ever.
func runWithin(t *testing.T, args ...string) result {
	t.Helper()
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan result, 1)
	go func() {
		var out, errOut bytes.Buffer
		code := Run(Env{Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }, Rulesets: reg}, args)
		done <- result{code, out.String(), errOut.String()}
	}()
	select {
	case r := <-done:
		if strings.Contains(r.stderr, "goroutine") || strings.Count(r.stderr, "\n") > 1 {
			t.Fatalf("%v: stderr is not one clear line:\n%s", args, r.stderr)
		}
		return r
	case <-time.After(10 * time.Second):
		t.Fatalf("%v hangs", args)
		return result{}
	}
}

func mkfifo(t *testing.T, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skip(err)
	}
}

// copyExample puts the example character in a folder of the test's own.
func copyExample(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(example)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReadingANamedPipeReturnsAtOnce(t *testing.T) {
	t.Parallel()
	fifo := filepath.Join(t.TempDir(), "x.json")
	mkfifo(t, fifo)
	for _, args := range [][]string{
		{"derive", fifo},
		{"check", fifo},
		{"roll", fifo, "Svärd"},
		{"pdf", fifo, "-o", filepath.Join(t.TempDir(), "x.pdf")},
	} {
		r := runWithin(t, args...)
		if r.code != Failed || !strings.Contains(r.stderr, fifo+": is a named pipe, not a character document") {
			t.Errorf("%v: exit %d, %q", args, r.code, r.stderr)
		}
	}
	dir := t.TempDir()
	if r := runWithin(t, "derive", dir); r.code != Failed || !strings.Contains(r.stderr, "is a folder, not a character document") {
		t.Errorf("derive a folder: exit %d, %q", r.code, r.stderr)
	}
}

// "pdf same.json -o same.json" replaced the character with a PDF, with exit 0 and no .bak.
func TestPDFOntoItsOwnInputIsRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	doc := copyExample(t, dir, "same.json")
	before, _ := os.ReadFile(doc)
	link := filepath.Join(dir, "link.json")
	os.Symlink("same.json", link)
	for _, args := range [][]string{
		{"pdf", doc, "-o", doc},
		{"pdf", doc, "-o", filepath.Join(dir, ".", "same.json")},
		{"pdf", doc, "-o", link},
		{"pdf", link, "-o", doc, "--force"},
		{"pdf", example, doc, "--npc", "-o", doc},
	} {
		r := runWithin(t, args...)
		if r.code != Failed || !strings.Contains(r.stderr, "is the character file") || !strings.Contains(r.stderr, "it would be overwritten") {
			t.Errorf("%v: exit %d, %q", args, r.code, r.stderr)
		}
	}
	if after, _ := os.ReadFile(doc); !bytes.Equal(before, after) {
		t.Fatal("the character file changed")
	}
}

func TestPDFReplacesOnlyAPDFUnlessForced(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("mina anteckningar"), 0o644)
	r := runWithin(t, "pdf", example, "-o", notes)
	if r.code != Failed || !strings.Contains(r.stderr, notes+" exists and is not a PDF; add --force to replace it") {
		t.Fatalf("exit %d, %q", r.code, r.stderr)
	}
	if data, _ := os.ReadFile(notes); string(data) != "mina anteckningar" {
		t.Fatal("the file was replaced")
	}
	if r := runWithin(t, "pdf", "--blank", "--ruleset", "spelsystemet", "-o", notes); r.code != Failed {
		t.Fatalf("--blank replaced a file that is not a PDF: %+v", r)
	}
	if r := runWithin(t, "pdf", example, "-o", notes, "--force"); r.code != OK {
		t.Fatalf("--force: %+v", r)
	}
	if data, _ := os.ReadFile(notes); !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatal("--force wrote no PDF")
	}
	// An older PDF is replaced without asking, keeping its mode.
	old := filepath.Join(dir, "old.pdf")
	os.WriteFile(old, []byte("%PDF-1.3 old"), 0o600)
	if r := runWithin(t, "pdf", example, "-o", old); r.code != OK {
		t.Fatalf("replacing a PDF: %+v", r)
	}
	fi, _ := os.Stat(old)
	if fi.Size() < 1000 || fi.Mode().Perm() != 0o600 {
		t.Fatalf("old.pdf is %d bytes, mode %v; want the new sheet, still 0600", fi.Size(), fi.Mode().Perm())
	}
}

// -o naming a folder said "rename ./.adir.2319438663.tmp adir: file exists"; a named pipe or
// a device was replaced by a regular file.
func TestWritingOntoWhatIsNotAFileIsRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	folder := filepath.Join(dir, "adir")
	os.Mkdir(folder, 0o755)
	fifo := filepath.Join(dir, "pipe.pdf")
	mkfifo(t, fifo)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"pdf", example, "-o", folder}, folder + " is a folder, not a file; nothing was written"},
		{[]string{"pdf", example, "-o", folder, "--force"}, folder + " is a folder, not a file"},
		{[]string{"pdf", "--blank", "--ruleset", "spelsystemet", "-o", fifo}, fifo + " is a named pipe, not a file; nothing was written"},
		{[]string{"pdf", example, "-o", fifo, "--force"}, fifo + " is a named pipe"},
		{[]string{"new", "--ruleset", "spelsystemet", "-o", folder}, folder + " is a folder"},
		{[]string{"new", "--ruleset", "spelsystemet", "-o", fifo}, fifo + " is a named pipe"},
	} {
		r := runWithin(t, c.args...)
		if r.code != Failed || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want %q", c.args, r.code, r.stderr, c.want)
		}
	}
	if fi, _ := os.Lstat(fifo); fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Fatal("the named pipe was replaced")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Fatalf("left behind: %v", entries)
	}
}

func TestNewFollowsALinkToANewFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	link := filepath.Join(dir, "ny.json")
	os.Symlink("riktig.json", link)
	if r := runWithin(t, "new", "--ruleset", "spelsystemet", "-o", link); r.code != OK {
		t.Fatalf("%+v", r)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Fatal("the link was replaced")
	}
	if r := runWithin(t, "derive", filepath.Join(dir, "riktig.json")); r.code != OK {
		t.Fatalf("%+v", r)
	}
	if r := runWithin(t, "new", "--ruleset", "spelsystemet", "-o", link); r.code != Failed || !strings.Contains(r.stderr, "exists already") {
		t.Fatalf("new over the file behind a link: %+v", r)
	}
}

// A 2 MB document with a 20000 × 20000 portrait ran pdf out of memory in gofpdf, which
// unpacks a PNG with transparency whole; now the portrait is left out after a look at its
// header. (2000 × 2000 here, so that the test would not take the memory it guards against.)
func TestPDFLeavesOutAnOversizedPortrait(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	doc := filepath.Join(dir, "bild.json")
	os.WriteFile(doc, []byte(`{"format":"rollformular","version":1,"ruleset":"spelsystemet","name":"Bild",`+
		`"portrait":{"mime":"image/png","data":"`+base64.StdEncoding.EncodeToString(blankPNG(t, 2000, 2000))+`"}}`), 0o644)
	out := filepath.Join(dir, "bild.pdf")
	if r := runWithin(t, "pdf", doc, "-o", out); r.code != OK {
		t.Fatalf("%+v", r)
	}
	if pdf, _ := os.ReadFile(out); bytes.Contains(pdf, []byte("/Subtype /Image")) {
		t.Fatal("the oversized portrait was printed")
	}
	if r := runWithin(t, "derive", doc); r.code != OK {
		t.Fatalf("%+v", r)
	}
}

// blankPNG is a transparent w × h PNG, written by hand: it is small, since its rows of
// zeros pack down to almost nothing, and image/png would want all of w × h in memory.
func blankPNG(t *testing.T, w, h int) []byte {
	var idat bytes.Buffer
	z := zlib.NewWriter(&idat)
	row := make([]byte, 1+4*w) // filter byte, then RGBA
	for range h {
		z.Write(row)
	}
	z.Close()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		binary.Write(&out, binary.BigEndian, uint32(len(data)))
		body := append([]byte(kind), data...)
		out.Write(body)
		binary.Write(&out, binary.BigEndian, crc32.ChecksumIEEE(body))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, 6 // 8 bits, RGBA
	chunk("IHDR", ihdr)
	chunk("IDAT", idat.Bytes())
	chunk("IEND", nil)
	if _, err := png.DecodeConfig(bytes.NewReader(out.Bytes())); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}
