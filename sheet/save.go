package sheet

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// Marshal encodes a document the way it is saved: two-space indent, the known members in
// their fixed order and the unknown ones after them sorted, a final newline.
func Marshal(c *Character) ([]byte, error) {
	data, err := json.Marshal(c, writeOptions, jsontext.WithIndent("  "))
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// Save writes c to path without ever leaving a half-written file: the bytes go to a temporary
// file in the same folder, which is synced and renamed over path. The version it replaces is
// kept as path + ".bak". On any error the file at path is as it was. A document past the
// limits of limits.go is refused, since Load would refuse it: better said now, while the
// editor still holds it, than when the file will not open.
func Save(path string, c *Character) error {
	data, err := Marshal(c)
	if err != nil {
		return sayError(err, "%s: cannot encode the character: %s", path, err)
	}
	if _, err := decode(data); err != nil {
		var msg any = err
		if le, ok := err.(*LoadError); ok {
			msg = le.Said // its line and column are in bytes the player never sees
		}
		return sayError(err, "%s: not saved: %s", path, msg)
	}
	return WriteFile(path, data)
}

// WriteFile replaces path with data atomically and keeps the old file as path + ".bak". What
// it replaces follows WriteTarget: a symbolic link's file, never a folder or device. The new
// file and the .bak keep the mode of the file replaced (a private 0600 character stays
// private); a new file is 0644.
func WriteFile(path string, data []byte) error {
	return writeFile(path, data, writeAll)
}

// ReplaceFile writes data to path atomically, like WriteFile, but keeps no .bak: for files the
// program can make again, such as a PDF.
func ReplaceFile(path string, data []byte) error {
	target, old, err := WriteTarget(path)
	if err != nil {
		return err
	}
	if err := replace(target, modeOf(old), func(w io.Writer) error { return writeAll(w, data) }); err != nil {
		return sayError(err, "%s: not written: %s", path, err)
	}
	return nil
}

func writeAll(w io.Writer, b []byte) error {
	_, err := w.Write(b)
	return err
}

// modeOf is the permission a file replacing old gets: old's, or 0644 for a new file.
func modeOf(old fs.FileInfo) fs.FileMode {
	if old == nil {
		return 0o644
	}
	return old.Mode().Perm()
}

// writeFile is WriteFile with the write of data passed in, so tests can fail it halfway.
func writeFile(path string, data []byte, write func(io.Writer, []byte) error) error {
	target, old, err := WriteTarget(path)
	if err != nil {
		return err
	}
	if old != nil {
		if err := keepBackup(target, old); err != nil {
			return sayError(err, "%s: cannot keep the previous version as .bak: %s", path, err)
		}
	}
	if err := replace(target, modeOf(old), func(w io.Writer) error { return write(w, data) }); err != nil {
		return sayError(err, "%s: not saved: %s", path, err)
	}
	return nil
}

// keepBackup copies the file at target, a regular file, to target + ".bak" with its mode. It
// streams the copy, so a large file chosen by mistake takes no memory.
func keepBackup(target string, old fs.FileInfo) error {
	bak := target + ".bak"
	// The .bak is the program's own: a link there is replaced, not followed, but a folder or
	// device by that name is no .bak of ours.
	if fi, err := os.Lstat(bak); err == nil && fi.Mode()&fs.ModeSymlink == 0 {
		if what := notAFile(fi.Mode()); what != "" {
			return sayError(nil, "%s is %s", filepath.Base(bak), what)
		}
	}
	src, err := OpenRegular(target)
	if err != nil {
		return ioError(err)
	}
	defer src.Close()
	return replace(bak, modeOf(old), func(w io.Writer) error {
		_, err := io.Copy(w, src)
		return err
	})
}

// replace writes a temporary file beside path with fill, gives it mode and renames it over
// path.
func replace(path string, mode fs.FileMode, fill func(io.Writer) error) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return ioError(err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := fill(tmp); err != nil {
		return ioError(err)
	}
	if err := tmp.Sync(); err != nil {
		return ioError(err)
	}
	if err := tmp.Close(); err != nil {
		return ioError(err)
	}
	// CreateTemp makes the file 0600; Chmod is not subject to the umask, so the mode is kept
	// exactly.
	if err := os.Chmod(tmp.Name(), mode); err != nil {
		return ioError(err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return ioError(err)
	}
	removeStale(dir, filepath.Base(path), time.Now())
	// Sync the folder so the rename itself survives a crash; not every filesystem allows it.
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// staleAfter is how old a temporary file of a save must be to be taken as left by a save that
// was interrupted (the program killed, the machine off): a save takes milliseconds.
const staleAfter = 10 * time.Minute

// removeStale removes the temporary files of saves of base in dir that were interrupted
// before their rename, once a save of the same file has succeeded: they hold nothing the file
// does not, and would otherwise pile up beside it, hidden.
func removeStale(dir, base string, now time.Time) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + "."
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, ".tmp") || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err == nil && now.Sub(fi.ModTime()) > staleAfter {
			os.Remove(filepath.Join(dir, name))
		}
	}
}

// describeIOError says in plain words what went wrong with a file.
func describeIOError(err error) Phrase {
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return Phrase("the disk is full")
	case errors.Is(err, fs.ErrNotExist):
		return Phrase("no such file or folder")
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		return Phrase("permission denied")
	case errors.Is(err, syscall.EISDIR):
		return Phrase("it is a folder, not a file")
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return Phrase(pe.Err.Error()) // the system's words, which no table holds: left as they are
	}
	return Phrase(err.Error())
}
