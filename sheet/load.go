package sheet

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxFileSize bounds what Load reads, so a wrong or hostile file cannot take all memory.
// A character with a scaled-down portrait is far below it.
const MaxFileSize = 16 << 20

// LoadError says what is wrong with a document and where. Line and Col are 1-based and zero
// when the problem is not at one place (a newer version, a file too large).
type LoadError struct {
	Path      string
	Line, Col int
	Msg       string
	Err       error // the underlying error, if any
}

func (e *LoadError) Error() string {
	where := e.Path
	if where == "" {
		where = "document"
	}
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", where, e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("%s: %s", where, e.Msg)
}

func (e *LoadError) Unwrap() error { return e.Err }

// ErrNewerVersion is wrapped by the LoadError for a document from a newer program.
var ErrNewerVersion = errors.New("document from a newer version")

// Load reads the document at path. It never writes anything. A path that is not a regular
// file (a named pipe, a device, a folder) is refused before it is opened: reading one would
// wait for ever or never end.
func Load(path string) (*Character, error) {
	f, err := OpenRegular(path)
	if err != nil {
		if nf, ok := err.(*notAFileError); ok {
			return nil, &LoadError{Path: path, Msg: "is " + nf.what + ", not a character document"}
		}
		return nil, &LoadError{Path: path, Msg: "cannot open: " + describeIOError(err), Err: err}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, &LoadError{Path: path, Msg: "cannot read: " + describeIOError(err), Err: err}
	}
	if len(data) > MaxFileSize {
		return nil, &LoadError{Path: path, Msg: fmt.Sprintf("the file is larger than %d MiB; a character document is much smaller", MaxFileSize>>20)}
	}
	c, err := Parse(data)
	if err != nil {
		var le *LoadError
		if errors.As(err, &le) {
			le.Path = path
		}
		return nil, err
	}
	return c, nil
}

// utf8BOM is what Windows Notepad writes at the start of a UTF-8 file.
var utf8BOM = []byte("\xef\xbb\xbf")

// Parse reads a document from memory. Its errors are *LoadError without a path. It refuses a
// document past the limits of limits.go.
func Parse(data []byte) (*Character, error) {
	// Lines and columns count from after the mark, as an editor that hides it shows them.
	data = bytes.TrimPrefix(data, utf8BOM)
	if !utf8.Valid(data) {
		off := 0
		for off < len(data) {
			r, size := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && size <= 1 {
				break
			}
			off += size
		}
		line, col := position(data, off)
		return nil, &LoadError{Line: line, Col: col, Msg: "not UTF-8 text; is this a character document?"}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &LoadError{Msg: "the file is empty"}
	}
	// The syntax of the whole file first, so a broken file is reported as such wherever it
	// breaks; only a broken one is read twice, for the place of the error.
	if !json.Valid(data) {
		return nil, jsonError(data, json.Unmarshal(data, &struct{}{}))
	}
	// The envelope is checked before the whole document, so a file from a newer version
	// is refused as such instead of failing on a member whose shape changed.
	format, version, err := envelope(data)
	if err != nil {
		return nil, err
	}
	var f string
	if format == nil || json.Unmarshal(format, &f) != nil || f != Format {
		return nil, &LoadError{Msg: fmt.Sprintf(`not a Rollformulär document: "format" must be %q`, Format)}
	}
	v, newer, err := documentVersion(version)
	if err != nil {
		return nil, err
	}
	if newer {
		return nil, &LoadError{
			Msg: fmt.Sprintf("made by a newer Rollformulär (document version %s; this program reads up to version %d): update the program to open it", v, Version),
			Err: ErrNewerVersion,
		}
	}
	c, err := decode(data, true)
	if err != nil {
		return nil, err
	}
	if c.Ruleset == "" {
		return nil, &LoadError{Msg: `"ruleset" is missing: the document must name its rule system`}
	}
	// Version 1 is the first; when version 2 exists, its migration from 1 goes here.
	return c, nil
}

// documentVersion reads "version", a whole number from 1, and says whether it is newer than
// Version. One too large for any Go integer is still a whole number, from a newer program,
// not a broken file: it is told by its count of digits (JSON allows no leading zeros), never
// converted, since converting megabytes of digits takes minutes.
func documentVersion(raw []byte) (shown string, newer bool, err error) {
	lit := string(raw)
	if raw == nil || !isInteger(lit) || strings.HasPrefix(lit, "-") {
		return "", false, &LoadError{Msg: `"version" must be a whole number from 1`}
	}
	if len(lit) > 18 {
		return cutShort(lit), true, nil
	}
	n, err := strconv.ParseInt(lit, 10, 64)
	if err != nil || n < 1 {
		return "", false, &LoadError{Msg: `"version" must be a whole number from 1`}
	}
	return lit, n > Version, nil
}

// jsonError turns an encoding/json syntax error into a LoadError with line and column.
func jsonError(data []byte, err error) error {
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &syn):
		if syn.Error() == "unexpected end of JSON input" {
			line, col := position(data, len(data))
			return &LoadError{Line: line, Col: col, Msg: "broken JSON: the file ends too early; it may have been cut off", Err: err}
		}
		// Offset counts the bytes read, the bad one included.
		off := max(int(syn.Offset)-1, 0)
		line, col := position(data, off)
		msg := syn.Error()
		// encoding/json quotes the bad byte, not the character, which garbles "Å" and "ö",
		// and calls what is past the end of the document a "top-level value".
		if rest, ok := strings.CutPrefix(msg, "invalid character '"); ok {
			_, context, _ := strings.Cut(rest, "' ")
			context = strings.Replace(context, "after top-level value", "after the document", 1)
			r, _ := utf8.DecodeRune(data[off:])
			msg = fmt.Sprintf("unexpected %s %s", character(r), context)
		}
		return &LoadError{Line: line, Col: col, Msg: "broken JSON: " + msg, Err: err}
	default:
		return &LoadError{Msg: err.Error(), Err: err}
	}
}

// character names a character for a message: quoted, or by name when it would not show.
func character(r rune) string {
	switch {
	case r == 0:
		return "NUL byte"
	case r == utf8.RuneError:
		return "byte"
	case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
		return fmt.Sprintf("control character %U", r)
	}
	return fmt.Sprintf("%q", r)
}

// position turns a byte offset into a 1-based line and column (in characters).
func position(data []byte, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	col = utf8.RuneCount(before[start:]) + 1
	return line, col
}
