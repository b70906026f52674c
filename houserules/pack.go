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
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"

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
	return &p, nil
}

// Rules reads the pack at path and applies it to the tables in fsys (laid out as assets/
// is), by what base's ruleset of the pack allows: the pack, what it changes, and the rulesets
// with it applied. A pack that does not apply is a *Refused, nothing of it applied.
func Rules(base *engine.Registry, fsys fs.FS, path string) (*Pack, []string, *engine.Registry, error) {
	pack, err := Load(path)
	if err != nil {
		return nil, nil, nil, err
	}
	rs, err := base.Lookup(pack.Ruleset)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	view, changes, err := pack.Apply(fsys, rs.Description().HouseTables)
	if err != nil {
		return nil, nil, nil, &Refused{Path: path, Problems: strings.Split(err.Error(), "\n")}
	}
	reg, err := rulesets.New(view)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: the rules refuse the tables as the pack leaves them: %w", path, err)
	}
	if house, err := reg.Lookup(pack.Ruleset); err == nil {
		pack.mark(house)
	}
	return pack, changes, reg, nil
}

// Refused is a pack that does not apply: its problems, a line each.
type Refused struct {
	Path     string
	Problems []string
}

// Error is one line: how many problems, and the first.
func (r *Refused) Error() string {
	return fmt.Sprintf("%s: the house rules do not apply, %d problems, the first: %s", r.Path, len(r.Problems), r.Problems[0])
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

// mark says in the catalogue of rs which entries the pack changed or added, so a player sees
// a house rule where the entry is chosen: "Husregel Ulvdalens husregler: damage "Grund"".
func (p *Pack) mark(rs engine.Ruleset) {
	d := rs.Description()
	for table, patch := range p.Tables {
		items := catalogOf(d, table)
		for i := range items {
			var note string
			if raw, ok := patch.Change[items[i].ID]; ok {
				members, _ := object(raw)
				var parts []string
				for _, m := range slices.Sorted(maps.Keys(members)) {
					parts = append(parts, m+" "+string(members[m]))
				}
				note = "Husregel " + p.Name + ": " + strings.Join(parts, ", ")
			} else if slices.ContainsFunc(patch.Add, func(raw json.RawMessage) bool {
				var e struct {
					ID string `json:"id"`
				}
				return json.Unmarshal(raw, &e) == nil && e.ID == items[i].ID
			}) {
				note = "Husregel " + p.Name
			}
			if note != "" {
				items[i].Description = strings.TrimPrefix(items[i].Description+" · "+note, " · ")
			}
		}
	}
}
