//go:build unix

package sheet

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// loadWithin runs Load in the background and fails the test if it has not returned in time:
// opening a named pipe for reading used to wait for ever.
func loadWithin(t *testing.T, path string) error {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		_, err := Load(path)
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(5 * time.Second):
		t.Fatalf("Load(%s) hangs", path)
		return nil
	}
}

func TestLoadRefusesANamedPipeWithoutOpeningIt(t *testing.T) {
	t.Parallel()
	fifo := filepath.Join(t.TempDir(), "x.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	err := loadWithin(t, fifo)
	if err == nil || err.Error() != fifo+": is a named pipe, not a character document" {
		t.Fatalf("%v", err)
	}
	// Through a link, too.
	link := filepath.Join(t.TempDir(), "link.json")
	os.Symlink(fifo, link)
	if err := loadWithin(t, link); err == nil || !strings.Contains(err.Error(), "named pipe") {
		t.Fatalf("%v", err)
	}
}

func TestLoadRefusesAFolderAndADevice(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := loadWithin(t, dir); err == nil || err.Error() != dir+": is a folder, not a character document" {
		t.Fatalf("%v", err)
	}
	if err := loadWithin(t, "/dev/zero"); err == nil || !strings.Contains(err.Error(), "is a device, not a character document") {
		t.Fatalf("/dev/zero, which never ends: %v", err)
	}
}

func TestNotAFileNamesEachKind(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		mode fs.FileMode
		want string
	}{
		{0o644, ""},
		{fs.ModeDir | 0o755, "a folder"},
		{fs.ModeNamedPipe, "a named pipe"},
		{fs.ModeSocket, "a socket"},
		{fs.ModeDevice | fs.ModeCharDevice, "a device"},
		{fs.ModeDevice, "a device"},
		{fs.ModeSymlink, "a symbolic link"},
		{fs.ModeIrregular, "not a regular file"},
	} {
		if got := notAFile(c.mode); string(got) != c.want {
			t.Errorf("%v: %q, want %q", c.mode, got, c.want)
		}
	}
}

// As root, renaming over /dev/null replaced the device with a regular file. WriteTarget is
// where every write looks first; /dev/null is only looked at here, never written.
func TestWriteTargetRefusesADevice(t *testing.T) {
	t.Parallel()
	_, _, err := WriteTarget("/dev/null")
	if err == nil || err.Error() != "/dev/null is a device, not a file; nothing was written" {
		t.Fatalf("%v", err)
	}
	link := filepath.Join(t.TempDir(), "null.json")
	os.Symlink("/dev/null", link)
	if _, _, err := WriteTarget(link); err == nil || !strings.Contains(err.Error(), "is a device") {
		t.Fatalf("a link to /dev/null: %v", err)
	}
}

func TestSaveRefusesANamedPipeAndAFolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "x.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	c := New("spelsystemet")
	if err := Save(fifo, c); err == nil || err.Error() != fifo+" is a named pipe, not a file; nothing was written" {
		t.Fatalf("%v", err)
	}
	if fi, _ := os.Lstat(fifo); fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Fatal("the named pipe was replaced")
	}
	// A folder said "rename ./.adir.2319438663.tmp adir: file exists".
	sub := filepath.Join(dir, "adir")
	os.Mkdir(sub, 0o755)
	for _, write := range []func() error{
		func() error { return Save(sub, c) },
		func() error { return ReplaceFile(sub, []byte("%PDF-")) },
	} {
		if err := write(); err == nil || err.Error() != sub+" is a folder, not a file; nothing was written" {
			t.Fatalf("%v", err)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Fatalf("left behind: %v", entries)
	}
}

func TestSaveKeepsPrivateMode(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "hemlig.json")
	c := New("spelsystemet")
	if err := Save(path, c); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o644 {
		t.Fatalf("a new file is %v, want 0644", fi.Mode().Perm())
	}
	os.Chmod(path, 0o600)
	c.Name = "Ny"
	if err := Save(path, c); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, path + ".bak"} {
		if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o600 {
			t.Errorf("%s is %v, want 0600 as the file it replaced", filepath.Base(p), fi.Mode().Perm())
		}
	}
	pdf := filepath.Join(dir, "x.pdf")
	os.WriteFile(pdf, []byte("%PDF-old"), 0o640)
	if err := ReplaceFile(pdf, []byte("%PDF-new")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(pdf); fi.Mode().Perm() != 0o640 {
		t.Errorf("ReplaceFile made %v of a 0640 file", fi.Mode().Perm())
	}
}

func TestSaveThroughALinkReplacesItsFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	real := filepath.Join(dir, "data", "asa.json")
	os.Mkdir(filepath.Dir(real), 0o755)
	os.WriteFile(real, []byte(asa), 0o600)
	link := filepath.Join(dir, "asa.json")
	os.Symlink("data/asa.json", link)
	c, _ := Parse([]byte(asa))
	c.Name = "Ny"
	if err := Save(link, c); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&fs.ModeSymlink == 0 {
		t.Fatal("the link was replaced by a file")
	}
	if got, _ := Load(real); got.Name != "Ny" {
		t.Fatalf("the file behind the link holds %q", got.Name)
	}
	if bak, _ := os.ReadFile(real + ".bak"); string(bak) != asa {
		t.Fatal("no .bak beside the file behind the link")
	}
	if fi, _ := os.Stat(real); fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v", fi.Mode().Perm())
	}
	// A link to nothing yet: the file is made where it leads.
	dangling := filepath.Join(dir, "ny.json")
	os.Symlink("data/ny.json", dangling)
	if err := ReplaceFile(dangling, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "data", "ny.json")); string(got) != "x" {
		t.Fatal("not written where the link leads")
	}
	// A loop of links is refused.
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.Symlink(b, a)
	os.Symlink(a, b)
	if err := ReplaceFile(a, nil); err == nil || !strings.Contains(err.Error(), "too many symbolic links") {
		t.Fatalf("%v", err)
	}
}

// A .bak that cannot be written leaves the old file as it was.
func TestSaveWithAFolderForBakLeavesTheFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "asa.json")
	os.WriteFile(path, []byte(asa), 0o644)
	os.Mkdir(path+".bak", 0o755)
	c, _ := Parse([]byte(asa))
	c.Name = "Ny"
	err := Save(path, c)
	if err == nil || !strings.Contains(err.Error(), "cannot keep the previous version as .bak: asa.json.bak is a folder") {
		t.Fatalf("%v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != asa {
		t.Fatal("the file changed")
	}
}
