package sheet

import (
	"bytes"
	"encoding/json"
	"slices"
)

// Extra holds the members of a JSON object that this version of the program does not know,
// and those whose name differs from a known one only in case ("NAME" beside "name"). They are
// kept so that a file written by a newer tool, or by hand, loses nothing when saved. The
// decoder (decode.go) fills them.
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
