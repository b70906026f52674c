package houserules

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"

	"rollformular/sheet"
)

// Ref is what a document records of the pack at path it was made by: its name, the SHA-256
// of its file, and where it is, relative to the document's folder doc where it can be.
func Ref(pack *Pack, path, doc string) (*sheet.HouseRules, error) {
	data, err := sheet.ReadDocument(path, sheet.Phrase("a house-rules pack"))
	if err != nil {
		return nil, err
	}
	where := path
	if abs, err := filepath.Abs(path); err == nil {
		where = abs
		if dir, err := filepath.Abs(filepath.Dir(doc)); err == nil {
			if rel, err := filepath.Rel(dir, abs); err == nil {
				where = rel
			}
		}
	}
	return &sheet.HouseRules{Name: pack.Name, SHA256: sum(data), Path: filepath.ToSlash(where)}, nil
}

// ErrChanged says the pack a document names is there but its file is not what it was when
// the document was made by it.
var ErrChanged = errors.New("the pack has changed since")

// Find is where the pack a document at doc names is: its path, relative to the document's
// folder, or as recorded. A pack that is not there is an error that names it; one whose file
// changed since is returned with ErrChanged, for the caller to say so and go on by it.
func Find(ref *sheet.HouseRules, doc string) (string, error) {
	path := filepath.FromSlash(ref.Path)
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(doc), path)
	}
	data, err := sheet.ReadDocument(path, sheet.Phrase("a house-rules pack"))
	if err != nil {
		return "", fmt.Errorf("%s was made by the house rules %q (%s), which are not there: give --rules PACK", doc, ref.Name, ref.Path)
	}
	if sum(data) != ref.SHA256 {
		return path, fmt.Errorf("%s was made by the house rules %q: %w (%s)", doc, ref.Name, ErrChanged, path)
	}
	return path, nil
}

func sum(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}
