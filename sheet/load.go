package sheet

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
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

// Load reads the document at path. It never writes anything.
func Load(path string) (*Character, error) {
	f, err := os.Open(path)
	if err != nil {
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

// Parse reads a document from memory. Its errors are *LoadError without a path.
func Parse(data []byte) (*Character, error) {
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
	// The envelope is checked before the whole document, so a file from a newer version
	// is refused as such instead of failing on a member whose shape changed.
	var head struct {
		Format  *string          `json:"format"`
		Version *json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, jsonError(data, err)
	}
	if head.Format == nil || *head.Format != Format {
		return nil, &LoadError{Msg: fmt.Sprintf(`not a Rollformulär document: "format" must be %q`, Format)}
	}
	var version int
	if head.Version == nil || json.Unmarshal(*head.Version, &version) != nil || version < 1 {
		return nil, &LoadError{Msg: `"version" must be a whole number from 1`}
	}
	if version > Version {
		return nil, &LoadError{
			Msg: fmt.Sprintf("made by a newer Rollformulär (document version %d; this program reads up to version %d): update the program to open it", version, Version),
			Err: ErrNewerVersion,
		}
	}
	c, err := decode(data)
	if err != nil {
		return nil, jsonError(data, err)
	}
	if c.Ruleset == "" {
		return nil, &LoadError{Msg: `"ruleset" is missing: the document must name its rule system`}
	}
	// Version 1 is the first; when version 2 exists, its migration from 1 goes here.
	return c, nil
}

// jsonError turns an encoding/json error into a LoadError with line and column.
func jsonError(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		// Offset counts the bytes read, the bad one included.
		off := max(int(syn.Offset)-1, 0)
		if int(syn.Offset) >= len(bytes.TrimRight(data, " \t\r\n")) {
			line, col := position(data, int(syn.Offset))
			return &LoadError{Line: line, Col: col, Msg: "broken JSON: the file ends too early; it may have been cut off", Err: err}
		}
		line, col := position(data, off)
		msg := syn.Error()
		// encoding/json quotes the bad byte, not the character, which garbles "Å" and "ö".
		if _, context, ok := strings.Cut(msg, "' "); ok && strings.HasPrefix(msg, "invalid character '") {
			r, _ := utf8.DecodeRune(data[off:])
			msg = fmt.Sprintf("unexpected %q %s", r, context)
		}
		return &LoadError{Line: line, Col: col, Msg: "broken JSON: " + msg, Err: err}
	case errors.As(err, &typ):
		line, col := position(data, int(typ.Offset))
		field := typ.Field
		if field == "" {
			field = "the document"
		}
		return &LoadError{Line: line, Col: col, Msg: fmt.Sprintf("a value in %s must be %s, not %s", field, kind(typ.Type.Kind().String()), typ.Value), Err: err}
	default:
		return &LoadError{Msg: err.Error(), Err: err}
	}
}

// kind names a Go kind the way a person writing JSON thinks of it.
func kind(k string) string {
	switch k {
	case "int", "int64", "int32":
		return "a whole number"
	case "string":
		return "text"
	case "bool":
		return "true or false"
	case "slice":
		return "a list"
	case "map", "struct":
		return "an object"
	}
	return k
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
