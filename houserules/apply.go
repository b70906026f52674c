package houserules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	jsonpatch "github.com/evanphx/json-patch/v5"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
)

// Apply checks the pack against its ruleset's tables in fsys (laid out as assets/ is) and
// returns fsys as the rulesets see it with the pack applied, and what it changes, a line
// each. rules are the pack's rules as shipped: the tables they let a pack touch
// (HouseTables) and the ranges of those tables' numbers (TableRanges, else the document's
// Numbers of the same path). Every problem found is returned, a line each naming its table and
// entry, and then nothing is applied: a table that is not the ruleset's or not allowed, an id
// that is not there (or, added, is), a member the table's entries do not have, one of another
// kind than theirs, a number outside its range or an empty name.
func (p *Pack) Apply(fsys fs.FS, rules *engine.Description) (fs.FS, []string, error) {
	allowed := rules.HouseTables
	files, err := tableFiles(fsys, p.Ruleset)
	if err != nil {
		return nil, nil, err
	}
	a := &applying{rules: rules}
	changed := map[string]bool{} // the files a table of which changed
	for _, name := range slices.Sorted(maps.Keys(p.Tables)) {
		patch := p.Tables[name]
		file, t := findTable(files, name)
		if t == nil || !slices.Contains(allowed, name) {
			a.problem(name, "not a table a pack may change in %s; those are %s", p.Ruleset, strings.Join(allowed, ", "))
			continue
		}
		a.remove(name, t, patch.Remove)
		a.change(name, t, patch.Change)
		a.add(name, t, patch.Add)
		changed[file] = true
	}
	if len(a.problems) > 0 {
		return nil, nil, errors.New(strings.Join(a.problems, "\n"))
	}
	view := &overlay{base: fsys, files: map[string][]byte{}}
	for file := range changed {
		data, err := files[file].encode()
		if err != nil {
			return nil, nil, err
		}
		view.files[path.Join(p.Ruleset, file)] = data
	}
	return view, a.changes, nil
}

// applying is a pack as its tables' patches are applied: what was wrong, and what changed.
type applying struct {
	rules             *engine.Description
	problems, changes []string
}

func (a *applying) problem(table, format string, args ...any) {
	a.problems = append(a.problems, table+": "+fmt.Sprintf(format, args...))
}

func (a *applying) changed(table, format string, args ...any) {
	a.changes = append(a.changes, table+": "+fmt.Sprintf(format, args...))
}

// problemsOf says each of bad of entry id, and whether there were any.
func (a *applying) problemsOf(table, id string, bad []string) bool {
	for _, b := range bad {
		a.problem(table, "%s: %s", id, b)
	}
	return len(bad) > 0
}

// remove takes the entries ids out of t.
func (a *applying) remove(name string, t *table, ids []string) {
	for _, id := range ids {
		if _, ok := t.index(id); !ok {
			a.problem(name, "%s: no such entry to remove", id)
			continue
		}
		t.remove(id)
		a.changed(name, "− %s", id)
	}
}

// change merges each patch into its entry of t, when both it and what it makes are legal.
func (a *applying) change(name string, t *table, patches map[string]json.RawMessage) {
	for _, id := range slices.Sorted(maps.Keys(patches)) {
		i, ok := t.index(id)
		if !ok {
			a.problem(name, "%s: no such entry to change", id)
			continue
		}
		members, err := object(patches[id])
		if err != nil {
			a.problem(name, "%s: %v", id, err)
			continue
		}
		if a.problemsOf(name, id, t.check(members, true)) {
			continue
		}
		merged, err := jsonpatch.MergePatch(t.entries[i], patches[id])
		if err != nil {
			a.problem(name, "%s: %v", id, err)
			continue
		}
		if a.problemsOf(name, id, outOfRange(a.rules, name, merged)) {
			continue
		}
		for _, m := range slices.Sorted(maps.Keys(members)) {
			before := "–"
			if old, err := object(t.entries[i]); err == nil && old[m] != nil {
				before = string(old[m])
			}
			a.changed(name, "%s: %s %s → %s", id, m, before, members[m])
		}
		t.entries[i] = merged
	}
}

// add appends each new entry to t, when it has an id of its own and is legal.
func (a *applying) add(name string, t *table, entries []json.RawMessage) {
	for n, raw := range entries {
		members, err := object(raw)
		if err != nil {
			a.problem(name, "entry %d added: %v", n+1, err)
			continue
		}
		var id string
		if json.Unmarshal(members["id"], &id) != nil || id == "" {
			a.problem(name, "entry %d added: no \"id\"", n+1)
			continue
		}
		if _, ok := t.index(id); ok {
			a.problem(name, "%s: already an entry; change it instead of adding it", id)
			continue
		}
		if a.problemsOf(name, id, append(t.check(members, false), outOfRange(a.rules, name, raw)...)) {
			continue
		}
		t.entries = append(t.entries, raw)
		a.changed(name, "+ %s", id)
	}
}

// outOfRange says what of entry, of the rules' table, is outside the range its rules allow: a
// number (one level into an object too: armor's "sp.H") by the range rules give its path
// ("weapons.hands"), and a name, which must not be empty.
func outOfRange(rules *engine.Description, table string, entry json.RawMessage) []string {
	members, err := object(entry)
	if err != nil {
		return []string{err.Error()}
	}
	var bad []string
	if raw, ok := members["name"]; ok {
		var name string
		if json.Unmarshal(raw, &name) == nil && strings.TrimSpace(name) == "" {
			bad = append(bad, `"name" is empty`)
		}
	}
	numbers := map[string]float64{}
	for _, m := range slices.Sorted(maps.Keys(members)) {
		var v float64
		if json.Unmarshal(members[m], &v) == nil {
			numbers[m] = v
		}
		if inner, err := object(members[m]); err == nil {
			for _, k := range slices.Sorted(maps.Keys(inner)) {
				if json.Unmarshal(inner[k], &v) == nil {
					numbers[m+"."+k] = v
				}
			}
		}
	}
	for _, m := range slices.Sorted(maps.Keys(numbers)) {
		if r, ok := rules.TableRange(fieldpath.Path(table + "." + m)); ok && !r.HasFloat(numbers[m]) {
			bad = append(bad, fmt.Sprintf("%s %s: must be within %s (%s)", m, strconv.FormatFloat(numbers[m], 'f', -1, 64), r.Range, r.Label))
		}
	}
	return bad
}

// tableFile is one of a ruleset's table files: its members, the lists of entries among them
// decoded as tables.
type tableFile struct {
	members map[string]json.RawMessage
	tables  map[string]*table
}

// table is a list of entries with ids, and the kinds of the members its entries have.
type table struct {
	entries []json.RawMessage
	kinds   map[string]byte
}

// tableFiles reads every JSON file of the ruleset's folder in fsys.
func tableFiles(fsys fs.FS, ruleset string) (map[string]*tableFile, error) {
	entries, err := fs.ReadDir(fsys, ruleset)
	if err != nil {
		return nil, fmt.Errorf("no tables of a ruleset %q", ruleset)
	}
	out := map[string]*tableFile{}
	for _, e := range entries {
		if e.IsDir() || path.Ext(e.Name()) != ".json" {
			continue
		}
		data, err := fs.ReadFile(fsys, path.Join(ruleset, e.Name()))
		if err != nil {
			return nil, err
		}
		var members map[string]json.RawMessage
		if json.Unmarshal(data, &members) != nil {
			continue // not a table file: a list of words
		}
		f := &tableFile{members: members, tables: map[string]*table{}}
		for k, v := range members {
			var list []json.RawMessage
			if json.Unmarshal(v, &list) != nil || len(list) == 0 {
				continue
			}
			t := &table{entries: list, kinds: map[string]byte{}}
			for _, en := range list {
				m, err := object(en)
				if err != nil || m["id"] == nil {
					t = nil // not a list of entries by id
					break
				}
				for name, raw := range m {
					t.kinds[name] = kindOf(raw)
				}
			}
			if t != nil {
				f.tables[k] = t
			}
		}
		out[e.Name()] = f
	}
	return out, nil
}

// findTable is the file that holds the list name, and the list.
func findTable(files map[string]*tableFile, name string) (string, *table) {
	for _, file := range slices.Sorted(maps.Keys(files)) {
		if t := files[file].tables[name]; t != nil {
			return file, t
		}
	}
	return "", nil
}

// encode is the file with its tables as they now stand.
func (f *tableFile) encode() ([]byte, error) {
	for k, t := range f.tables {
		data, err := json.Marshal(t.entries)
		if err != nil {
			return nil, err
		}
		f.members[k] = data
	}
	return json.Marshal(f.members)
}

// index is the position of the entry with id.
func (t *table) index(id string) (int, bool) {
	for i, en := range t.entries {
		var e struct {
			ID string `json:"id"`
		}
		if json.Unmarshal(en, &e) == nil && e.ID == id {
			return i, true
		}
	}
	return 0, false
}

func (t *table) remove(id string) {
	if i, ok := t.index(id); ok {
		t.entries = slices.Delete(t.entries, i, i+1)
	}
}

// check says what of members the table's entries do not have, or have as another kind; null
// removes a member where a change may (patch).
func (t *table) check(members map[string]json.RawMessage, patch bool) []string {
	var bad []string
	for _, name := range slices.Sorted(maps.Keys(members)) {
		kind, ok := t.kinds[name]
		got := kindOf(members[name])
		switch {
		case !ok:
			bad = append(bad, fmt.Sprintf("%q: the table's entries have no such member; they have %s", name, strings.Join(slices.Sorted(maps.Keys(t.kinds)), ", ")))
		case patch && name == "id":
			bad = append(bad, "\"id\" cannot change: remove the entry and add another")
		case patch && got == 'n':
		case got != kind:
			bad = append(bad, fmt.Sprintf("%q is %s, where the table's entries have %s", name, kindName(got), kindName(kind)))
		}
	}
	return bad
}

// object decodes raw as a JSON object.
func object(raw json.RawMessage) (map[string]json.RawMessage, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return nil, errors.New("not an object of members")
	}
	return m, nil
}

// kindOf is the kind of a JSON value by its first byte: '"', '{', '[', 't' (true or false),
// 'n' (null), or '0' for a number.
func kindOf(raw json.RawMessage) byte {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return 'n'
	}
	switch c := raw[0]; c {
	case '"', '{', '[', 'n':
		return c
	case 't', 'f':
		return 't'
	}
	return '0'
}

func kindName(k byte) string {
	return map[byte]string{'"': "text", '{': "an object", '[': "a list", 't': "true or false", 'n': "null", '0': "a number"}[k]
}

// overlay is a file system with some files in place of the base's: the tables as a pack
// changed them.
type overlay struct {
	base  fs.FS
	files map[string][]byte
}

func (o *overlay) ReadFile(name string) ([]byte, error) {
	if data, ok := o.files[name]; ok {
		return bytes.Clone(data), nil
	}
	return fs.ReadFile(o.base, name)
}

func (o *overlay) Open(name string) (fs.File, error) {
	if data, ok := o.files[name]; ok {
		return &memFile{Reader: bytes.NewReader(data), name: path.Base(name), size: int64(len(data))}, nil
	}
	return o.base.Open(name)
}

// memFile is a file of an overlay, read from memory.
type memFile struct {
	*bytes.Reader
	name string
	size int64
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f, nil }
func (f *memFile) Close() error               { return nil }
func (f *memFile) Name() string               { return f.name }
func (f *memFile) Size() int64                { return f.size }
func (f *memFile) Mode() fs.FileMode          { return 0o444 }
func (f *memFile) ModTime() time.Time         { return time.Time{} }
func (f *memFile) IsDir() bool                { return false }
func (f *memFile) Sys() any                   { return nil }
