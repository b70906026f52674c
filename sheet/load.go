package sheet

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
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
	// Said is Msg as a format and its arguments, for the editor to word; the zero Said where
	// the message is the JSON library's own.
	Said Said
	Err  error // the underlying error, if any
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

// ErrEncounter is wrapped by the LoadError of an encounter read as a character: the editor
// opens it as an encounter instead.
var ErrEncounter = errors.New("an encounter, not a character")

// Load reads the document at path. It never writes anything. A path that is not a regular
// file (a named pipe, a device, a folder) is refused before it is opened: reading one would
// wait for ever or never end.
func Load(path string) (*Character, error) {
	data, err := ReadDocument(path, Phrase("a character document"))
	if err != nil {
		return nil, err
	}
	c, err := Parse(data)
	if err != nil {
		return nil, atPath(path, err)
	}
	return c, nil
}

// ReadDocument reads the regular file at path, a document of kind, and at most MaxFileSize of
// it: a LoadError says what kept it from being read.
func ReadDocument(path string, kind Phrase) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		if nf, ok := err.(*notAFileError); ok {
			return nil, sayLoad(path, 0, 0, nil, "is %s, not %s", nf.what, kind)
		}
		return nil, sayLoad(path, 0, 0, err, "cannot open: %s", describeIOError(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, sayLoad(path, 0, 0, err, "cannot read: %s", describeIOError(err))
	}
	if len(data) > MaxFileSize {
		return nil, sayLoad(path, 0, 0, nil, "the file is larger than %d MiB; %s is much smaller", MaxFileSize>>20, kind)
	}
	return data, nil
}

// atPath is err, a document's, with the path of its file where it is a LoadError.
func atPath(path string, err error) error {
	var le *LoadError
	if errors.As(err, &le) {
		le.Path = path
	}
	return err
}

// utf8BOM is what Windows Notepad writes at the start of a UTF-8 file.
var utf8BOM = []byte("\xef\xbb\xbf")

// Parse reads a document from memory. Its errors are *LoadError without a path. It refuses a
// document past the limits of limits.go.
func Parse(data []byte) (*Character, error) {
	// Lines and columns count from after the mark, as an editor that hides it shows them.
	data = bytes.TrimPrefix(data, utf8BOM)
	if err := checkObject(data); err != nil {
		return nil, err
	}
	// The envelope is checked before the whole document, so a file from a newer version
	// is refused as such instead of failing on a member whose shape changed.
	if err := checkEnvelope(data); err != nil {
		return nil, err
	}
	c, err := decode(data)
	if err != nil {
		return nil, err
	}
	if c.Ruleset == "" {
		return nil, sayLoad("", 0, 0, nil, `"ruleset" is missing: the document must name its rule system`)
	}
	// Version 1 is the first; when version 2 exists, its migration from 1 goes here.
	return c, nil
}

// checkObject checks that data is UTF-8 text holding one JSON object, saying where it is not.
func checkObject(data []byte) error {
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
		return sayLoad("", line, col, nil, "not UTF-8 text; is this a character document?")
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return sayLoad("", 0, 0, nil, "the file is empty")
	}
	// The syntax of the whole file first, so a broken file is reported as such wherever it
	// breaks; only a broken one is read twice, for the place of the error.
	if !jsontext.Value(data).IsValid(readOptions) {
		return loadError(data, json.Unmarshal(data, new(jsontext.Value), readOptions))
	}
	if k := jsontext.Value(data).Kind(); k != '{' {
		line, col := position(data, len(data)-len(bytes.TrimLeft(data, " \t\r\n")))
		return sayLoad("", line, col, nil, "not a character document: the file holds %s, not a JSON object", kindName(k))
	}
	return nil
}

// checkEnvelope checks the document's "format" and "version": a character document of a
// version this program reads.
func checkEnvelope(data []byte) error {
	var envelope struct {
		Format  jsontext.Value `json:"format"`
		Version jsontext.Value `json:"version"`
	}
	if err := json.Unmarshal(data, &envelope, readOptions); err != nil {
		return loadError(data, err)
	}
	var f string
	if envelope.Format != nil && json.Unmarshal(envelope.Format, &f) == nil && f == EncounterFormat {
		return sayLoad("", 0, 0, ErrEncounter, "an encounter, not a character document: open it as an encounter")
	}
	if envelope.Format == nil || json.Unmarshal(envelope.Format, &f) != nil || f != Format {
		return sayLoad("", 0, 0, nil, `not a Rollformulär document: "format" must be %q`, Format)
	}
	v, newer, err := documentVersion(envelope.Version)
	if err != nil {
		return err
	}
	if newer {
		return sayLoad("", 0, 0, ErrNewerVersion,
			"made by a newer Rollformulär (document version %s; this program reads up to version %d): update the program to open it", v, Version)
	}
	return nil
}

// decode reads a document, checking the limits of limits.go as it goes. Its errors are
// *LoadError.
func decode(data []byte) (*Character, error) {
	var c Character
	var l limiter
	if err := json.Unmarshal(data, &c, readOptions, json.WithUnmarshalers(json.UnmarshalFromFunc(l.check))); err != nil {
		return nil, loadError(data, err)
	}
	return &c, nil
}

// documentVersion reads "version", a whole number from 1, and says whether it is newer than
// Version. One too large for any Go integer is still a whole number, from a newer program,
// not a broken file: it is told by its count of digits (JSON allows no leading zeros), never
// converted, since converting megabytes of digits takes minutes.
func documentVersion(raw []byte) (shown string, newer bool, err error) {
	lit := string(raw)
	if raw == nil || !isInteger(lit) || strings.HasPrefix(lit, "-") {
		return "", false, sayLoad("", 0, 0, nil, `"version" must be a whole number from 1`)
	}
	if len(lit) > 18 {
		return cutShort(lit), true, nil
	}
	n, err := strconv.ParseInt(lit, 10, 64)
	if err != nil || n < 1 {
		return "", false, sayLoad("", 0, 0, nil, `"version" must be a whole number from 1`)
	}
	return lit, n > Version, nil
}

// loadError says what a decoding error means for the person who wrote the file, at its line
// and column, naming the member as they see it ("skills[3].value"), not as Go or a JSON
// pointer does.
func loadError(data []byte, err error) error {
	var syn *jsontext.SyntacticError
	var sem *json.SemanticError
	switch {
	case errors.As(err, &syn):
		if errors.Is(syn.Err, io.ErrUnexpectedEOF) {
			line, col := position(data, len(data))
			return sayLoad("", line, col, err, "broken JSON: the file ends too early; it may have been cut off")
		}
		off := int(syn.ByteOffset)
		line, col := position(data, off)
		msg := syn.Err.Error()
		// The library quotes the bad byte, not the character, which garbles "Å" and "ö", and
		// calls what is past the end of the document a "top-level value".
		if rest, ok := strings.CutPrefix(msg, "invalid character "); ok && off < len(data) {
			_, context, _ := strings.Cut(rest, "' ")
			context = strings.Replace(context, "after top-level value", "after the document", 1)
			r, _ := utf8.DecodeRune(data[off:])
			msg = fmt.Sprintf("unexpected %s %s", character(r), context)
		}
		return sayLoad("", line, col, err, "broken JSON: %s", msg)
	case errors.As(err, &sem):
		line, col := position(data, int(sem.ByteOffset))
		return sayLoadSaid("", line, col, err, semanticMessage(sem))
	}
	return &LoadError{Msg: err.Error(), Err: err}
}

// semanticMessage says what is wrong with a value that is well-formed JSON.
func semanticMessage(sem *json.SemanticError) Said {
	var limit *limitError
	if errors.As(sem.Err, &limit) {
		return limit.said
	}
	p := placeOf(sem.JSONPointer)
	if sem.GoType == nil || sem.JSONKind == 0 || sem.Err != nil && sem.JSONKind != '0' && sem.JSONKind != '"' {
		return say("%s cannot be read: %v", p, cmp.Or(sem.Err, error(sem)))
	}
	lit := string(sem.JSONValue)
	switch {
	case sem.GoType == reflect.TypeFor[[]byte]() && sem.JSONKind == '"':
		return say("%s must be base64 text: %v", p, sem.Err)
	case sem.JSONKind == '0' && isIntKind(sem.GoType.Kind()) && isInteger(lit):
		return say("%s is %s, too large a number", p, cutShort(lit))
	case sem.JSONKind == '0' && lit != "":
		return say("%s must be %s, not %s", p, goKind(sem.GoType), cutShort(lit))
	}
	return say("%s must be %s, not %s", p, goKind(sem.GoType), kindName(sem.JSONKind))
}

// place is where a value is in the document: show names it for people ("skills[3].name"),
// rule for looking up its limit ("skills[].name").
type place struct{ show, rule string }

func (p place) member(name string) place {
	if p.show == "" {
		return place{name, name}
	}
	return place{p.show + "." + name, p.rule + "." + name}
}

func (p place) item(i string) place { return place{p.show + "[" + i + "]", p.rule + "[]"} }

// entry is the value of a map's member: a body part's armor, an attribute.
func (p place) entry(key string) place {
	return place{p.show + memberName(key), p.rule + "{}"}
}

func (p place) String() string { return fmt.Sprint(p.said()) }

// said is the place as a Said's argument: the document as a whole is a Phrase, worded.
func (p place) said() any {
	if p.show == "" {
		return Phrase("the document")
	}
	return p.show
}

// placeOf names the value a JSON pointer points to, following the pointer through the types
// of Character: "/skills/3/name" is skills[3].name, "/armor/Höger arm/0" armor["Höger arm"][0].
func placeOf(ptr jsontext.Pointer) place {
	t := reflect.TypeFor[Character]()
	var p place
	for tok := range ptr.Tokens() {
		for t != nil && t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		switch {
		case t != nil && t.Kind() == reflect.Slice:
			p, t = p.item(tok), t.Elem()
		case t != nil && t.Kind() == reflect.Map:
			p, t = p.entry(tok), t.Elem()
		case t != nil && t.Kind() == reflect.Struct:
			p, t = p.member(tok), memberType(t, tok)
		default: // within a member this version does not know
			p = p.member(tok)
		}
	}
	return p
}

// memberType is the type of the field of the struct t that the member name goes into, nil
// for a member it does not know.
func memberType(t reflect.Type, name string) reflect.Type {
	for f := range t.Fields() {
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.IsExported() && tag != "-" && tag != "" && tag == name {
			return f.Type
		}
	}
	return nil
}

// memberName shows a map's member name in a message: as .id when it is one, quoted and cut
// short otherwise, so a name with a line break or of 2,000 characters keeps the message one
// short line.
func memberName(key string) string {
	plain := key != "" && len(key) <= 40 && strings.IndexFunc(key, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	}) < 0
	if plain {
		return "." + key
	}
	if utf8.RuneCountInString(key) > 40 {
		key = string([]rune(key)[:40]) + "…"
	}
	return "[" + strconv.Quote(key) + "]"
}

// goKind names what a Go type holds the way a person writing JSON thinks of it.
func goKind(t reflect.Type) Phrase {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return Phrase("a whole number")
	case reflect.Float32, reflect.Float64:
		return Phrase("a number")
	case reflect.String:
		return Phrase("text")
	case reflect.Bool:
		return Phrase("true or false")
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return Phrase("base64 text")
		}
		return Phrase("a list")
	case reflect.Map, reflect.Struct:
		return Phrase("an object")
	case reflect.Pointer:
		return goKind(t.Elem())
	}
	return Phrase(t.String())
}

// kindName names a kind of JSON value.
func kindName(k jsontext.Kind) Phrase {
	switch k {
	case '{':
		return Phrase("an object")
	case '[':
		return Phrase("a list")
	case '"':
		return Phrase("text")
	case 't', 'f':
		return Phrase("true or false")
	case 'n':
		return Phrase("null")
	}
	return Phrase("a number")
}

// cutShort keeps a number written with megabytes of digits from filling a message.
func cutShort(lit string) string {
	if len(lit) > 30 {
		return lit[:30] + "…"
	}
	return lit
}

func isIntKind(k reflect.Kind) bool {
	return k >= reflect.Int && k <= reflect.Uint64
}

// isInteger reports whether a JSON number is written as a whole number: digits, maybe a minus.
func isInteger(lit string) bool {
	lit = strings.TrimPrefix(lit, "-")
	return lit != "" && strings.Trim(lit, "0123456789") == ""
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
