package sheet

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Marshal encodes a document the way it is saved: two-space indent, stable key order, a final
// newline.
func Marshal(c *Character) ([]byte, error) {
	raw, err := json.Marshal(c)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := json.Indent(&buf, raw, "", "  "); err != nil {
		return nil, err
	}
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}

// Save writes c to path without ever leaving a half-written file: the bytes go to a temporary
// file in the same folder, which is synced and renamed over path. The version it replaces is
// kept as path + ".bak". On any error the file at path is as it was.
func Save(path string, c *Character) error {
	data, err := Marshal(c)
	if err != nil {
		return fmt.Errorf("%s: cannot encode the character: %w", path, err)
	}
	return WriteFile(path, data)
}

// WriteFile replaces path with data atomically and keeps the old file as path + ".bak".
func WriteFile(path string, data []byte) error {
	return writeFile(path, data, writeAll)
}

// ReplaceFile writes data to path atomically, like WriteFile, but keeps no .bak: for files the
// program can make again, such as a PDF.
func ReplaceFile(path string, data []byte) error {
	if err := replace(path, data, writeAll); err != nil {
		return fmt.Errorf("%s: not written: %w", path, err)
	}
	return nil
}

func writeAll(w io.Writer, b []byte) error {
	_, err := w.Write(b)
	return err
}

// writeFile is WriteFile with the write step passed in, so tests can fail it halfway.
func writeFile(path string, data []byte, write func(io.Writer, []byte) error) error {
	if old, err := os.ReadFile(path); err == nil {
		if err := replace(path+".bak", old, write); err != nil {
			return fmt.Errorf("%s: cannot keep the previous version as .bak: %w", path, err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: cannot read the previous version: %s", path, describeIOError(err))
	}
	if err := replace(path, data, write); err != nil {
		return fmt.Errorf("%s: not saved: %w", path, err)
	}
	return nil
}

// replace writes data to a temporary file beside path and renames it over path.
func replace(path string, data []byte, write func(io.Writer, []byte) error) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return errors.New(describeIOError(err))
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp, data); err != nil {
		return errors.New(describeIOError(err))
	}
	if err := tmp.Sync(); err != nil {
		return errors.New(describeIOError(err))
	}
	if err := tmp.Close(); err != nil {
		return errors.New(describeIOError(err))
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return errors.New(describeIOError(err))
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return errors.New(describeIOError(err))
	}
	// Sync the folder so the rename itself survives a crash; not every filesystem allows it.
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// describeIOError says in plain words what went wrong with a file.
func describeIOError(err error) string {
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return "the disk is full"
	case errors.Is(err, fs.ErrNotExist):
		return "no such file or folder"
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		return "permission denied"
	case errors.Is(err, syscall.EISDIR):
		return "it is a folder, not a file"
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
