package engine

import (
	"encoding/json"
	"fmt"
	"io/fs"
)

// ReadTable reads one JSON table of a ruleset, file in the folder dir of fsys (laid out as
// assets/ is), into into. A table that does not parse names its file.
func ReadTable(fsys fs.FS, dir, file string, into any) error {
	data, err := fs.ReadFile(fsys, dir+"/"+file)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, into); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return nil
}

// Index maps each item's id to its position, so a ruleset finds a table row without a scan.
func Index[T any](items []T, id func(*T) string) map[string]int {
	m := make(map[string]int, len(items))
	for i := range items {
		m[id(&items[i])] = i
	}
	return m
}
