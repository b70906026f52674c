package sheet

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
)

// Extra holds the members of a JSON object that this version of the program does not know.
// They are kept so that a file written by a newer tool, or by hand, loses nothing when saved.
type Extra map[string]json.RawMessage

// marshalWithExtra encodes v, a struct, with its fields in declaration order and the extra
// members after them in sorted order, so the output is stable.
func marshalWithExtra(v any, extra Extra) ([]byte, error) {
	known, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	if len(extra) == 0 {
		return known, nil
	}
	var buf bytes.Buffer
	buf.Write(known[:len(known)-1]) // drop the closing brace
	keys := make([]string, 0, len(extra))
	for k := range extra {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for i, k := range keys {
		if i > 0 || len(known) > 2 {
			buf.WriteByte(',')
		}
		name, _ := json.Marshal(k)
		buf.Write(name)
		buf.WriteByte(':')
		buf.Write(extra[k])
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// unmarshalWithExtra decodes data into v, a pointer to a struct, and returns the members that
// none of v's fields take.
func unmarshalWithExtra(data []byte, v any) (Extra, error) {
	if err := json.Unmarshal(data, v); err != nil {
		return nil, err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return nil, err
	}
	// encoding/json matches member names without regard to case, so a member the struct took
	// as "Name" must not be kept a second time as an extra.
	known := jsonKeys(reflect.TypeOf(v).Elem())
	for k := range all {
		if slices.ContainsFunc(known, func(n string) bool { return strings.EqualFold(n, k) }) {
			delete(all, k)
		}
	}
	if len(all) == 0 {
		return nil, nil
	}
	return all, nil
}

// jsonKeys lists the member names the struct type t encodes to.
func jsonKeys(t reflect.Type) []string {
	var keys []string
	for f := range t.Fields() {
		tag := f.Tag.Get("json")
		if tag == "-" || !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if name == "" {
			name = f.Name
		}
		keys = append(keys, name)
	}
	return keys
}
