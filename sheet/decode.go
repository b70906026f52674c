package sheet

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// decoder reads a document into the types of this package with member names matched
// exactly. encoding/json matches them without regard to case, so "NAME" would replace
// "name" and a skill's "VALUE" its "value"; here a member in another case is one this
// version does not know, and is kept in Extra like any other. It reads the bytes itself, so
// every error's line and column count from the start of the file, and it checks the limits
// (limits.go) while reading, so a hostile list is refused after its limit's worth of items,
// not after all of them; numbers and true/false are left to encoding/json, so they follow its
// rules exactly.
//
// The input must be well-formed JSON: Parse checks it first, and encoding/json does before
// it calls UnmarshalJSON. The decoder checks only as much syntax as it needs to find its way,
// so a broken input may give an error or a wrong reading, never a panic.
//
// It handles structs (members by their json tag, the rest into a field of type Extra),
// pointers, lists, maps with text keys, text, base64 bytes, numbers and true/false: the
// kinds Character is made of (a test walks the type to keep it so).
type decoder struct {
	data   []byte
	pos    int
	limits bool
}

// decodeInto reads data into v, a pointer to a struct. Its errors are *LoadError.
func decodeInto(data []byte, v any, limits bool) error {
	d := &decoder{data: data, limits: limits}
	if err := d.value(reflect.ValueOf(v).Elem(), place{}); err != nil {
		return err
	}
	if d.peek(); d.pos < len(d.data) {
		return d.fail(d.pos, "broken JSON: unexpected %s after the document", character(rune(d.data[d.pos])))
	}
	return nil
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

func (p place) item(i int) place { return place{p.show + "[" + strconv.Itoa(i) + "]", p.rule + "[]"} }

// entry is the value of a map's member: a body part's armor, an attribute.
func (p place) entry(key string) place {
	return place{p.show + memberName(key), p.rule + "{}"}
}

func (p place) String() string {
	if p.show == "" {
		return "the document"
	}
	return p.show
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

func (d *decoder) fail(at int, format string, args ...any) error {
	line, col := position(d.data, at)
	return &LoadError{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// peek passes white space and returns the next byte, 0 at the end.
func (d *decoder) peek() byte {
	for d.pos < len(d.data) {
		switch c := d.data[d.pos]; c {
		case ' ', '\t', '\r', '\n':
			d.pos++
		default:
			return c
		}
	}
	return 0
}

// broken reports input that is not well-formed JSON, which the callers rule out.
func (d *decoder) broken() error {
	if d.pos >= len(d.data) {
		return d.fail(d.pos, "broken JSON: the file ends too early; it may have been cut off")
	}
	return d.fail(d.pos, "broken JSON: unexpected %s", character(rune(d.data[d.pos])))
}

func (d *decoder) expect(c byte) error {
	if d.peek() != c {
		return d.broken()
	}
	d.pos++
	return nil
}

// skipString passes a string; d.pos is at its opening quote.
func (d *decoder) skipString() error {
	for i := d.pos + 1; i < len(d.data); i++ {
		switch d.data[i] {
		case '\\':
			i++
		case '"':
			d.pos = i + 1
			return nil
		}
	}
	d.pos = len(d.data)
	return d.broken()
}

// skip passes one value and returns its bytes.
func (d *decoder) skip() ([]byte, error) {
	c := d.peek()
	start := d.pos
	switch c {
	case 0:
		return nil, d.broken()
	case '"':
		if err := d.skipString(); err != nil {
			return nil, err
		}
		return d.data[start:d.pos], nil
	case '{', '[':
		depth := 0
		for d.pos < len(d.data) {
			switch d.data[d.pos] {
			case '"':
				if err := d.skipString(); err != nil {
					return nil, err
				}
				continue
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					d.pos++
					return d.data[start:d.pos], nil
				}
			}
			d.pos++
		}
		return nil, d.broken()
	}
	// A number, true, false or null.
	for d.pos < len(d.data) && !isDelimiter(d.data[d.pos]) {
		d.pos++
	}
	if d.pos == start {
		return nil, d.broken()
	}
	return d.data[start:d.pos], nil
}

// isDelimiter reports whether c ends a number or true/false/null.
func isDelimiter(c byte) bool {
	switch c {
	case ',', ':', '}', ']', ' ', '\t', '\r', '\n':
		return true
	}
	return false
}

// text reads a string.
func (d *decoder) text() (string, error) {
	if d.peek() != '"' {
		return "", d.broken()
	}
	start := d.pos
	if err := d.skipString(); err != nil {
		return "", err
	}
	raw := d.data[start+1 : d.pos-1]
	if bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) {
		return string(raw), nil
	}
	var s string // escapes, or bytes that are not UTF-8: as encoding/json reads them
	if err := json.Unmarshal(d.data[start:d.pos], &s); err != nil {
		return "", d.fail(start, "broken JSON: %v", err)
	}
	return s, nil
}

// members reads an object and calls each for every member, with its name and where the name
// starts; each reads the value. Repeated members count towards most, so that a file of one
// member repeated a million times is refused as one of many.
func (d *decoder) members(p place, most int, each func(name string, at int) error) error {
	if err := d.expect('{'); err != nil {
		return err
	}
	if d.peek() == '}' {
		d.pos++
		return nil
	}
	for n := 0; ; n++ {
		d.peek()
		at := d.pos
		if d.limits && n == most {
			return d.fail(at, "%s has more than %d members; a document allows at most %d", p, most, most)
		}
		name, err := d.text()
		if err != nil {
			return err
		}
		if err := d.expect(':'); err != nil {
			return err
		}
		if err := each(name, at); err != nil {
			return err
		}
		switch d.peek() {
		case ',':
			d.pos++
		case '}':
			d.pos++
			return nil
		default:
			return d.broken()
		}
	}
}

// items reads a list and calls each for every item, refusing the item past most.
func (d *decoder) items(p place, most int, each func(i int) error) error {
	if err := d.expect('['); err != nil {
		return err
	}
	if d.peek() == ']' {
		d.pos++
		return nil
	}
	for i := 0; ; i++ {
		if d.peek(); d.limits && i == most {
			return d.fail(d.pos, "%s has more than %d entries; a document allows at most %d", p, most, most)
		}
		if err := each(i); err != nil {
			return err
		}
		switch d.peek() {
		case ',':
			d.pos++
		case ']':
			d.pos++
			return nil
		default:
			return d.broken()
		}
	}
}

func (d *decoder) value(v reflect.Value, p place) error {
	c := d.peek()
	at := d.pos
	if at >= len(d.data) {
		return d.broken()
	}
	if c == 'n' { // null: nothing for a pointer, list or map, the zero value otherwise
		if _, err := d.skip(); err != nil {
			return err
		}
		switch v.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Slice:
			v.SetZero()
		}
		return nil
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		return d.value(v.Elem(), p)
	case reflect.Struct:
		if c != '{' {
			return d.mismatch(at, v.Type(), p, jsonKind(c))
		}
		return d.object(v, p)
	case reflect.Map:
		if c != '{' {
			return d.mismatch(at, v.Type(), p, jsonKind(c))
		}
		return d.mapping(v, p)
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			if c != '"' {
				return d.mismatch(at, v.Type(), p, jsonKind(c))
			}
			return d.bytes(v, p)
		}
		if c != '[' {
			return d.mismatch(at, v.Type(), p, jsonKind(c))
		}
		return d.list(v, p)
	case reflect.String:
		if c != '"' {
			return d.mismatch(at, v.Type(), p, jsonKind(c))
		}
		s, err := d.text()
		if err != nil {
			return err
		}
		if d.limits {
			if n, most := utf8.RuneCountInString(s), textLimit(p.rule); n > most {
				return d.fail(at, "%s is %d characters long; a document allows at most %d", p, n, most)
			}
		}
		v.SetString(s)
		return nil
	}
	// Numbers and true/false follow encoding/json's rules; only the error is placed anew.
	lit, err := d.skip()
	if err != nil {
		return err
	}
	if err := json.Unmarshal(lit, v.Addr().Interface()); err != nil {
		var typ *json.UnmarshalTypeError
		if !errors.As(err, &typ) {
			return d.fail(at, "%s: %v", p, err)
		}
		if lit, ok := strings.CutPrefix(typ.Value, "number "); ok && isInteger(lit) && isIntKind(v.Kind()) {
			return d.fail(at, "%s is %s, too large a number", p, cutShort(lit))
		}
		return d.mismatch(at, v.Type(), p, typeErrorKind(typ.Value))
	}
	return nil
}

func (d *decoder) mismatch(at int, t reflect.Type, p place, got string) error {
	return d.fail(at, "%s must be %s, not %s", p, goKind(t), got)
}

// object reads a JSON object into the struct v: each member into the field whose json tag
// is its exact name, the others into the struct's Extra.
func (d *decoder) object(v reflect.Value, p place) error {
	info := structInfoOf(v.Type())
	return d.members(p, MaxMembers, func(name string, _ int) error {
		if i, ok := info.fields[name]; ok {
			return d.value(v.Field(i), p.member(name))
		}
		raw, err := d.skip()
		if err != nil || info.extra < 0 {
			return err
		}
		extra := v.Field(info.extra)
		if extra.IsNil() {
			extra.Set(reflect.MakeMap(extra.Type()))
		}
		// A copy, so that the document does not hold on to the whole file.
		extra.SetMapIndex(reflect.ValueOf(name), reflect.ValueOf(json.RawMessage(bytes.Clone(raw))))
		return nil
	})
}

func (d *decoder) list(v reflect.Value, p place) error {
	most, ok := countLimits[p.rule]
	if !ok {
		most = -1
	}
	v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	return d.items(p, most, func(i int) error {
		v.Set(reflect.Append(v, reflect.Zero(v.Type().Elem())))
		return d.value(v.Index(i), p.item(i))
	})
}

// mapping reads a JSON object into the map v, whose keys are text.
func (d *decoder) mapping(v reflect.Value, p place) error {
	most, ok := countLimits[p.rule]
	if !ok {
		most = MaxMembers
	}
	if v.IsNil() {
		v.Set(reflect.MakeMap(v.Type()))
	}
	return d.members(p, most, func(key string, at int) error {
		if n := utf8.RuneCountInString(key); d.limits && n > MaxText {
			return d.fail(at, "a member name in %s is %d characters long; a document allows at most %d", p, n, MaxText)
		}
		elem := reflect.New(v.Type().Elem()).Elem()
		if err := d.value(elem, p.entry(key)); err != nil {
			return err
		}
		v.SetMapIndex(reflect.ValueOf(key).Convert(v.Type().Key()), elem)
		return nil
	})
}

// bytes reads base64 text, as encoding/json writes a []byte.
func (d *decoder) bytes(v reflect.Value, p place) error {
	at := d.pos
	s, err := d.text()
	if err != nil {
		return err
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return d.fail(at, "%s must be base64 text: %v", p, err)
	}
	v.SetBytes(b)
	return nil
}

// envelope finds the members "format" and "version" of a document, by their exact names,
// without reading the rest into anything.
func envelope(data []byte) (format, version []byte, err error) {
	d := &decoder{data: data, limits: true}
	if c := d.peek(); c != '{' {
		return nil, nil, d.fail(d.pos, "not a character document: the file holds %s, not a JSON object", jsonKind(c))
	}
	err = d.members(place{}, MaxMembers, func(name string, _ int) error {
		raw, err := d.skip()
		switch name {
		case "format":
			format = raw
		case "version":
			version = raw
		}
		return err
	})
	return format, version, err
}

// structInfo is what the decoder needs of a struct type.
type structInfo struct {
	fields map[string]int // exact member name → field index
	extra  int            // index of the field of type Extra, or -1
}

var structInfos sync.Map // reflect.Type → *structInfo

func structInfoOf(t reflect.Type) *structInfo {
	if info, ok := structInfos.Load(t); ok {
		return info.(*structInfo)
	}
	info := &structInfo{fields: map[string]int{}, extra: -1}
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		if f.Type == reflect.TypeFor[Extra]() {
			info.extra = i
			continue
		}
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if name == "" {
			name = f.Name
		}
		info.fields[name] = i
	}
	structInfos.Store(t, info)
	return info
}

// goKind names what a Go type holds the way a person writing JSON thinks of it.
func goKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return "base64 text"
		}
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.Pointer:
		return goKind(t.Elem())
	}
	return t.String()
}

// jsonKind names the JSON value that starts with c.
func jsonKind(c byte) string {
	switch c {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "text"
	case 't', 'f':
		return "true or false"
	}
	return "a number"
}

// typeErrorKind names the value of a json.UnmarshalTypeError: "string", "number 1e400", ….
func typeErrorKind(v string) string {
	switch v {
	case "string":
		return "text"
	case "bool":
		return "true or false"
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "number":
		return "a number"
	}
	if lit, ok := strings.CutPrefix(v, "number "); ok {
		return cutShort(lit)
	}
	return v
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
