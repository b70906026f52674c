// Package houserules reads a group's house rules: a pack that changes, adds to and removes
// from a ruleset's own tables by entry id, checked whole against those tables before any of it
// is applied, and applied as a view of the tables the rulesets load from (Apply).
//
// A pack is data, as the rules' tables are:
//
//	{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet",
//	 "name": "Ulvdalens husregler",
//	 "tables": {"weapons": {"change": {"dolk": {"damage": "1T8"}},
//	                        "add": [{"id": "husyxa", "name": "Husyxa", …}],
//	                        "remove": ["stridsslagga"]}}}
//
// A table is a list of the ruleset's table files by its name; the ruleset says which a pack
// may touch (engine.Description.HouseTables). "change" merges members into the entry of that
// id as a JSON Merge Patch (RFC 7386) does.
package houserules

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"rollformular/engine"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

// Format is the value of a pack's "format".
const Format = "rollformular-house-rules"

// Version is the version of the format this program reads.
const Version = 1

// MaxEntries bounds the entries a pack adds, changes and removes in all: more than any
// ruleset's tables hold, so no pack asks for unbounded work.
const MaxEntries = 2000

// Pack is a house-rules pack as its file holds it.
type Pack struct {
	Format  string           `json:"format"`
	Version int              `json:"version"`
	Ruleset string           `json:"ruleset"`
	Name    string           `json:"name"`
	Tables  map[string]Patch `json:"tables"`
}

// Patch is what a pack does to one table: members merged into entries by id, entries added,
// entries removed by id.
type Patch struct {
	Change map[string]json.RawMessage `json:"change,omitempty"`
	Add    []json.RawMessage          `json:"add,omitempty"`
	Remove []string                   `json:"remove,omitempty"`
}

// Load reads the pack at path, within the limits a document has.
func Load(path string) (*Pack, error) {
	data, err := sheet.ReadDocument(path, sheet.Phrase("a house-rules pack"))
	if err != nil {
		return nil, err
	}
	p, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return p, nil
}

// Parse reads a pack: its format and version, its ruleset, and tables of known members only.
func Parse(data []byte) (*Pack, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var p Pack
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("not a house-rules pack: %w", err)
	}
	switch {
	case p.Format != Format:
		return nil, fmt.Errorf("the format is %q, not %q", p.Format, Format)
	case p.Version != Version:
		return nil, fmt.Errorf("version %d: this program reads version %d", p.Version, Version)
	case p.Ruleset == "":
		return nil, errors.New("no \"ruleset\": a pack changes the tables of one ruleset")
	case p.Name == "":
		return nil, errors.New("no \"name\": a pack is named, so a sheet can say whose house rules it was made with")
	}
	n := 0
	for _, t := range p.Tables {
		n += len(t.Change) + len(t.Add) + len(t.Remove)
	}
	if n > MaxEntries {
		return nil, fmt.Errorf("%d entries changed, added and removed: at most %d", n, MaxEntries)
	}
	if err := textsWithin(data); err != nil {
		return nil, err
	}
	return &p, nil
}

// textsWithin refuses a pack with a text longer than a document's (sheet.MaxText), a name or
// a member's, naming where it is: a pack is data a sheet prints, as a document's texts are.
func textsWithin(data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return fmt.Errorf("not a house-rules pack: %w", err)
	}
	var walk func(at string, v any) error
	long := func(at, s string) error {
		if n := utf8.RuneCountInString(s); n > sheet.MaxText {
			return fmt.Errorf("%s is %d characters long; a pack allows at most %d", cmp.Or(at, "a member name"), n, sheet.MaxText)
		}
		return nil
	}
	walk = func(at string, v any) error {
		switch v := v.(type) {
		case string:
			return long(at, v)
		case []any:
			for i, x := range v {
				if err := walk(fmt.Sprintf("%s.%d", at, i), x); err != nil {
					return err
				}
			}
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(v)) {
				if err := long("", k); err != nil {
					return err
				}
				if err := walk(strings.TrimPrefix(at+"."+k, "."), v[k]); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk("", v)
}

// Rules reads the pack at path and applies it to the tables in fsys (laid out as assets/
// is), by what base's ruleset of the pack allows: the pack, what it changes, and the rulesets
// with it applied. A pack that does not apply is a *Refused, nothing of it applied.
func Rules(base *engine.Registry, fsys fs.FS, path string) (*Pack, []string, *engine.Registry, error) {
	data, err := sheet.ReadDocument(path, sheet.Phrase("a house-rules pack"))
	if err != nil {
		return nil, nil, nil, err
	}
	return rulesOf(base, fsys, path, data)
}

// rulesOf is Rules of the pack data read from path.
func rulesOf(base *engine.Registry, fsys fs.FS, path string, data []byte) (*Pack, []string, *engine.Registry, error) {
	pack, err := Parse(data)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	changes, reg, err := pack.Rules(base, fsys)
	if err != nil {
		if r := (*Refused)(nil); errors.As(err, &r) {
			r.Path = path
			return nil, nil, nil, r
		}
		return nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return pack, changes, reg, nil
}

// Rules applies p to the tables in fsys as Rules does a pack's file: what it changes, and the
// rulesets with it applied, their catalogues and explanations saying what it changed.
func (p *Pack) Rules(base *engine.Registry, fsys fs.FS) ([]string, *engine.Registry, error) {
	rs, err := base.Lookup(p.Ruleset)
	if err != nil {
		return nil, nil, err
	}
	view, changes, err := p.Apply(fsys, rs.Description())
	if err != nil {
		return nil, nil, &Refused{Problems: strings.Split(err.Error(), "\n")}
	}
	reg, err := rulesets.New(view)
	if err != nil {
		return nil, nil, fmt.Errorf("the rules refuse the tables as the pack leaves them: %w", err)
	}
	if house, err := reg.Lookup(p.Ruleset); err == nil {
		mark(house, p.houseRules(fsys, view))
	}
	return changes, reg, nil
}

// Refused is a pack that does not apply: its problems, a line each.
type Refused struct {
	Path     string
	Problems []string
}

// Error is one line: how many problems, and the first.
func (r *Refused) Error() string {
	msg := fmt.Sprintf("the house rules do not apply, %d problems, the first: %s", len(r.Problems), r.Problems[0])
	if r.Path == "" {
		return msg // a pack being made in the editor, not yet a file
	}
	return r.Path + ": " + msg
}

// catalogOf is the list of d's catalogue that a table of the rules' files fills, by the
// table's name; nil for a table no catalogue shows.
func catalogOf(d *engine.Description, table string) []engine.CatalogItem {
	switch table {
	case "weapons":
		return d.Weapons
	case "armor", "helmets":
		return d.Armor
	case "shields":
		return d.Shields
	case "skills":
		return d.Skills
	case "species":
		return d.Species
	case "traits":
		return d.Traits
	case "gear":
		return d.Gear
	case "conditions":
		return d.Conditions
	}
	return nil
}

// houseRules are the entries p changed or added, each by its name in view, the tables as p
// leaves them, and in fsys, as the rules ship them, where the pack renamed it.
func (p *Pack) houseRules(fsys, view fs.FS) []engine.HouseRule {
	files, err := tableFiles(view, p.Ruleset)
	if err != nil {
		return nil
	}
	shipped, _ := tableFiles(fsys, p.Ruleset)
	var out []engine.HouseRule
	for _, name := range slices.Sorted(maps.Keys(p.Tables)) {
		patch := p.Tables[name]
		_, t := findTable(files, name)
		if t == nil {
			continue
		}
		_, was := findTable(shipped, name)
		for _, raw := range t.entries {
			id, now := entryName(raw)
			h := engine.HouseRule{Table: name, ID: id, Name: cmp.Or(now, id), Pack: p.Name}
			if change, ok := patch.Change[id]; ok {
				members, _ := object(change)
				var parts []string
				for _, m := range slices.Sorted(maps.Keys(members)) {
					parts = append(parts, m+" "+string(members[m]))
				}
				h.Change = strings.Join(parts, ", ")
				if i, ok := was.index(id); ok {
					if _, before := entryName(was.entries[i]); before != now {
						h.Shipped = before
					}
				}
			} else if !patch.Added(id) {
				continue
			}
			out = append(out, h)
		}
	}
	return out
}

// entryName is the id and the name of a table's entry.
func entryName(raw json.RawMessage) (id, name string) {
	var e struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	}
	_ = json.Unmarshal(raw, &e)
	return e.ID, e.Name
}

// mark keeps rules as the HouseRules of rs, for the values derived from them to say so, and
// says each in the catalogue where its entry is chosen: "Husregel Ulvdalens husregler: Dolk
// damage "1T8"".
func mark(rs engine.Ruleset, rules []engine.HouseRule) {
	d := rs.Description()
	d.HouseRules = rules
	for _, h := range rules {
		items := catalogOf(d, h.Table)
		if i := slices.IndexFunc(items, func(it engine.CatalogItem) bool { return it.ID == h.ID }); i >= 0 {
			items[i].Description = strings.TrimPrefix(items[i].Description+" · "+h.Note(engine.Words{}), " · ")
		}
	}
}
