package sheet

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// notAFile names what a file of mode m is when it is not a regular file ("a named pipe",
// "a folder"), and is "" for a regular file. Reading a named pipe or a device blocks or never
// ends, and replacing one by renaming a file over it destroys it, so neither Load nor a save
// goes near anything else.
func notAFile(m fs.FileMode) Phrase {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return Phrase("a folder")
	case m&fs.ModeNamedPipe != 0:
		return Phrase("a named pipe")
	case m&fs.ModeSocket != 0:
		return Phrase("a socket")
	case m&fs.ModeDevice != 0:
		return Phrase("a device")
	case m&fs.ModeSymlink != 0:
		return Phrase("a symbolic link")
	}
	return Phrase("not a regular file")
}

// OpenRegular opens path for reading if it is a regular file (after symbolic links), and
// says what it is otherwise. It looks before it opens, since opening a named pipe waits for a
// writer that may never come, and looks again at what it opened, in case the file was
// swapped in between; on Unix the open itself does not wait (nonBlocking).
func OpenRegular(path string) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if what := notAFile(fi.Mode()); what != "" {
		return nil, &notAFileError{path, what}
	}
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlocking, 0)
	if err != nil {
		return nil, err
	}
	if fi, err = f.Stat(); err != nil {
		f.Close()
		return nil, err
	}
	if what := notAFile(fi.Mode()); what != "" {
		f.Close()
		return nil, &notAFileError{path, what}
	}
	return f, nil
}

// notAFileError is the refusal of a path that is not a regular file.
type notAFileError struct {
	path string
	what Phrase
}

func (e *notAFileError) Error() string { return e.path + " is " + string(e.what) + ", not a file" }

// ErrOverInput: a write would replace one of the files the command reads.
var ErrOverInput = errors.New("it would be overwritten")

// CheckOverInputs refuses to write out over one of inputs, however either is named (./a.json,
// a link to it): a command never writes onto its own input. It returns out's WriteTarget.
func CheckOverInputs(out string, inputs []string) (string, fs.FileInfo, error) {
	target, old, err := WriteTarget(out)
	if err != nil || old == nil {
		return target, old, err
	}
	for _, in := range inputs {
		if fi, err := os.Stat(in); err == nil && os.SameFile(old, fi) {
			return "", nil, sayError(ErrOverInput, "%s is the character file %s; it would be overwritten", out, in)
		}
	}
	return target, old, nil
}

// WriteTarget is the file that writing path replaces: path itself, or where the symbolic
// links at path lead, so that a link stays a link and its file gets the new bytes. Its info
// is nil when nothing is there yet. A folder, device, named pipe or socket is refused in one
// line that says which: renaming a file over it would destroy it (a device node) or fail
// with a puzzling message (a folder).
func WriteTarget(path string) (string, fs.FileInfo, error) {
	target := path
	for range 40 { // as many links as Linux follows
		fi, err := os.Lstat(target)
		if errors.Is(err, fs.ErrNotExist) {
			return target, nil, nil
		}
		if err != nil {
			return "", nil, sayError(err, "%s: %s", path, describeIOError(err))
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			if what := notAFile(fi.Mode()); what != "" {
				return "", nil, sayError(nil, "%s is %s, not a file; nothing was written", path, what)
			}
			return target, fi, nil
		}
		link, err := os.Readlink(target)
		if err != nil {
			return "", nil, sayError(err, "%s: %s", path, describeIOError(err))
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(target), link)
		}
		target = link
	}
	return "", nil, sayError(nil, "%s: too many symbolic links; nothing was written", path)
}

// SamePath says whether a and b name one file: the same file on disk (a link, another spelling
// of its path), or, where either is not there, the same absolute path. "" names no file.
func SamePath(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	if a == b {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(fa, fb)
	}
	ca, err1 := filepath.Abs(a)
	cb, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && ca == cb
}
