package sheet

import (
	"bytes"
	"errors"
	"io"

	"github.com/go-json-experiment/json/jsontext"
)

// DuplicateName says where data, a document, gives a member twice in one object ({"hal": 12,
// "hal": 14}): reading takes the last, as encoding/json did, so the first is silently lost.
// `check` flags it; nil when every name is given once, or the document is broken (which
// reading says).
func DuplicateName(data []byte) error {
	d := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(false), jsontext.AllowInvalidUTF8(true))
	for {
		_, err := d.ReadToken()
		var syn *jsontext.SyntacticError
		switch {
		case err == nil:
			continue
		case errors.Is(err, io.EOF):
			return nil
		case errors.As(err, &syn) && errors.Is(syn.Err, jsontext.ErrDuplicateName):
			line, col := position(data, int(syn.ByteOffset))
			return sayLoad("", line, col, err, "%s is given twice in one object; only the last is read", syn.JSONPointer)
		default:
			return nil
		}
	}
}
