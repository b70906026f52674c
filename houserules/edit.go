package houserules

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"strings"

	"rollformular/engine"
)

// Entry is an entry of a table as a pack leaves it: its id and its members.
type Entry struct {
	ID      string
	Members map[string]json.RawMessage
}

// Kinds of a member, as an editor offers to type them.
const (
	Text   = "text"
	Number = "number"
	Flag   = "true or false"
	List   = "list"
	Object = "object"
)

// Shipped is the description of the ruleset id of reg as it is shipped, what a pack may touch
// (its HouseTables) and what an editor of a pack shows beside the pack's changes: the empty
// description, which allows no table, where reg has no such ruleset.
func Shipped(reg *engine.Registry, id string) *engine.Description {
	rs, err := reg.Lookup(id)
	if err != nil {
		return &engine.Description{}
	}
	return rs.Description()
}

// Table is the table name of the pack's ruleset as the pack leaves it, for an editor: its
// entries in the table's order, and the kind of each member its entries have.
func (p *Pack) Table(fsys fs.FS, rules *engine.Description, name string) ([]Entry, map[string]string, error) {
	view, _, err := p.Apply(fsys, rules)
	if err != nil {
		return nil, nil, err
	}
	files, err := tableFiles(view, p.Ruleset)
	if err != nil {
		return nil, nil, err
	}
	_, t := findTable(files, name)
	if t == nil {
		return nil, nil, fmt.Errorf("%s: no such table", name)
	}
	var entries []Entry
	for _, raw := range t.entries {
		m, err := object(raw)
		if err != nil {
			continue
		}
		var id string
		_ = json.Unmarshal(m["id"], &id)
		entries = append(entries, Entry{ID: id, Members: m})
	}
	kinds := map[string]string{}
	for m, k := range t.kinds {
		kinds[m] = map[byte]string{'"': Text, '0': Number, 't': Flag, '[': List, '{': Object}[k]
	}
	return entries, kinds, nil
}

// Value is a member as an editor shows it to type: a text without its quotes, a number,
// true or false, a list or an object as JSON.
func Value(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return string(raw)
}

// ParseValue reads what was typed for a member of kind as the member's JSON; what does not read as
// that kind is an error that says what it should be.
func ParseValue(typed, kind string) (json.RawMessage, error) {
	switch kind {
	case Text:
		return json.Marshal(typed)
	case Number:
		if _, err := strconv.ParseFloat(strings.TrimSpace(typed), 64); err != nil {
			return nil, fmt.Errorf("%q is not a number", typed)
		}
		return json.RawMessage(strings.TrimSpace(typed)), nil
	case Flag:
		if t := strings.TrimSpace(typed); t == "true" || t == "false" {
			return json.RawMessage(t), nil
		}
		return nil, fmt.Errorf("%q is not true or false", typed)
	}
	raw := json.RawMessage(strings.TrimSpace(typed))
	if !json.Valid(raw) || (kind == List) != (kindOf(raw) == '[') || (kind == Object) != (kindOf(raw) == '{') {
		return nil, fmt.Errorf("%q is not a %s written in JSON", typed, kind)
	}
	return raw, nil
}

// Set makes the members of entry id of table what members says: for an entry the pack adds,
// the entry itself; for one of the rules, the pack changes the members that differ from the
// rules' (and none, where none does). The pack must still apply, or it is left as it was.
func (p *Pack) Set(fsys fs.FS, rules *engine.Description, table, id string, members map[string]json.RawMessage) error {
	return p.edit(fsys, rules, table, func(t *Patch, shipped map[string]json.RawMessage) {
		if i := addedIndex(t.Add, id); i >= 0 {
			t.Add[i], _ = json.Marshal(members)
			return
		}
		change := map[string]json.RawMessage{}
		for m, v := range members {
			if string(shipped[m]) != string(v) {
				change[m] = v
			}
		}
		if t.Change == nil {
			t.Change = map[string]json.RawMessage{}
		}
		if len(change) == 0 {
			delete(t.Change, id)
		} else {
			t.Change[id], _ = json.Marshal(change)
		}
	}, id)
}

// Remove removes entry id from table: an entry the pack adds is no longer added, one of the
// rules is removed.
func (p *Pack) Remove(fsys fs.FS, rules *engine.Description, table, id string) error {
	return p.edit(fsys, rules, table, func(t *Patch, _ map[string]json.RawMessage) {
		if i := addedIndex(t.Add, id); i >= 0 {
			t.Add = slices.Delete(t.Add, i, i+1)
			return
		}
		delete(t.Change, id)
		t.Remove = append(t.Remove, id)
	}, "")
}

// AddCopy adds to table a copy of entry from, as the pack leaves it, under id and name.
func (p *Pack) AddCopy(fsys fs.FS, rules *engine.Description, table, from, id, name string) error {
	entries, _, err := p.Table(fsys, rules, table)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(entries, func(e Entry) bool { return e.ID == from })
	if i < 0 {
		return fmt.Errorf("%s: no entry %q to copy", table, from)
	}
	members := maps.Clone(entries[i].Members)
	members["id"], _ = json.Marshal(id)
	if _, ok := members["name"]; ok {
		members["name"], _ = json.Marshal(name)
	}
	raw, _ := json.Marshal(members)
	return p.edit(fsys, rules, table, func(t *Patch, _ map[string]json.RawMessage) { t.Add = append(t.Add, raw) }, "")
}

// edit changes the pack's patch of table with change, given the shipped members of entry id
// where id is not "", and keeps the change only where the pack still applies.
func (p *Pack) edit(fsys fs.FS, rules *engine.Description, table string, change func(t *Patch, shipped map[string]json.RawMessage), id string) error {
	var shipped map[string]json.RawMessage
	if id != "" {
		files, err := tableFiles(fsys, p.Ruleset)
		if err != nil {
			return err
		}
		if _, t := findTable(files, table); t != nil {
			if i, ok := t.index(id); ok {
				shipped, _ = object(t.entries[i])
			}
		}
	}
	before := p.Tables
	p.Tables = maps.Clone(p.Tables)
	if p.Tables == nil {
		p.Tables = map[string]Patch{}
	}
	t := p.Tables[table]
	t.Change, t.Add, t.Remove = maps.Clone(t.Change), slices.Clone(t.Add), slices.Clone(t.Remove)
	change(&t, shipped)
	p.Tables[table] = t
	if _, _, err := p.Apply(fsys, rules); err != nil {
		p.Tables = before
		return err
	}
	return nil
}

// addedIndex is the place of entry id among those a patch adds; -1 for none.
func addedIndex(add []json.RawMessage, id string) int {
	return slices.IndexFunc(add, func(raw json.RawMessage) bool {
		var e struct {
			ID string `json:"id"`
		}
		return json.Unmarshal(raw, &e) == nil && e.ID == id
	})
}

// Added reports whether the patch adds entry id.
func (t Patch) Added(id string) bool { return addedIndex(t.Add, id) >= 0 }
