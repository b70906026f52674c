package houserules_test

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/engine/conformance"
	"rollformular/engine/fieldpath"
	"rollformular/engine/rulesets"
	"rollformular/houserules"
	"rollformular/sheet"
)

const ulvdalen = `{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "Ulvdalens husregler",
 "tables": {"weapons": {"change": {"dolk": {"damage": "Grund"}},
                        "add": [{"id": "husyxa", "name": "Husyxa", "kind": "narstrid", "hands": 1, "damage": "Grund+1", "type": "H", "length": 1, "skill": "Svärd"}],
                        "remove": ["stridsslagga"]}}}`

// registryWith is the rulesets with pack applied to spelsystemet's tables.
func registryWith(t *testing.T, text string) (*engine.Registry, []string) {
	t.Helper()
	base, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	p, err := houserules.Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	changes, reg, err := p.Rules(base, assets.FS)
	if err != nil {
		t.Fatalf("the rules refuse the pack: %v", err)
	}
	return reg, changes
}

// A group's pack changes the Dolk's damage, adds a weapon and removes one: Åsa's Dolk
// strikes harder by the group's rules, the catalogue offers Husyxa and no Stridsslägga, and
// the rules as shipped are untouched.
func TestAPackChangesAddsAndRemovesWeapons(t *testing.T) {
	reg, changes := registryWith(t, ulvdalen)
	if got := strings.Join(changes, "\n"); got != "weapons: − stridsslagga\nweapons: dolk: damage \"Grund-2\" → \"Grund\"\nweapons: + husyxa" {
		t.Errorf("changes:\n%s", got)
	}
	asa, err := sheet.Load("../assets/examples/asa-jarnhand.json")
	if err != nil {
		t.Fatal(err)
	}
	damage := func(reg *engine.Registry) string {
		rs, _ := reg.Lookup("spelsystemet")
		for _, v := range rs.Derive(asa).Layout().Weapons {
			if v.Label == "Dolk" {
				return v.Text
			}
		}
		return ""
	}
	base, _ := rulesets.New(assets.FS)
	if house, shipped := damage(reg), damage(base); house == shipped || house != "1T10" {
		t.Errorf("Åsa's Dolk: %q by the house rules, %q by the rules; want 1T10 (Grund, her G) by the house rules", house, shipped)
	}
	rs, _ := reg.Lookup("spelsystemet")
	weapons := rs.Description().Weapons
	if _, ok := engine.Item(weapons, "husyxa"); !ok {
		t.Error("the catalogue lacks Husyxa")
	}
	if _, ok := engine.Item(weapons, "stridsslagga"); ok {
		t.Error("the catalogue still offers Stridsslägga")
	}
}

// A bad pack is refused whole, a line per problem naming its table and entry.
func TestABadPackIsRefusedWholeALinePerProblem(t *testing.T) {
	bad := `{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "Trasig",
 "tables": {"weapons": {"change": {"dolk": {"damage": 8, "skarpa": true}, "laser": {"damage": "1T6"}},
                        "add": [{"name": "Utan id"}, {"id": "svard", "name": "Svärd igen"}],
                        "remove": ["yxan"]},
            "attributes": {"remove": ["hal"]},
            "drakar": {"add": [{"id": "x"}]}}}`
	p, err := houserules.Parse([]byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	base, _ := rulesets.New(assets.FS)
	rs, _ := base.Lookup("spelsystemet")
	view, changes, err := p.Apply(assets.FS, rs.Description())
	if err == nil || view != nil || changes != nil {
		t.Fatal("a bad pack was applied")
	}
	lines := strings.Split(err.Error(), "\n")
	for _, want := range []string{"attributes: not a table a pack may change", "drakar: not a table", "weapons: yxan: no such entry to remove",
		"weapons: dolk: \"damage\" is a number, where the table's entries have text", "weapons: dolk: \"skarpa\": the table's entries have no such member",
		"weapons: laser: no such entry to change", "weapons: entry 1 added: no \"id\"", "weapons: svard: already an entry"} {
		found := false
		for _, l := range lines {
			found = found || strings.HasPrefix(l, want)
		}
		if !found {
			t.Errorf("no line %q in:\n%s", want, err)
		}
	}
}

// What a pack is not: another format, another version, no ruleset or name, an unknown key,
// more entries than any table holds.
func TestParseRefusesWhatIsNoPack(t *testing.T) {
	for text, want := range map[string]string{
		`{"format": "rollformular-character", "version": 1, "ruleset": "spelsystemet", "name": "x"}`:                                                                                                  "the format",
		`{"format": "rollformular-house-rules", "version": 2, "ruleset": "spelsystemet", "name": "x"}`:                                                                                                "version 2",
		`{"format": "rollformular-house-rules", "version": 1, "name": "x"}`:                                                                                                                           "no \"ruleset\"",
		`{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet"}`:                                                                                                             "no \"name\"",
		`{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "x", "färg": 1}`:                                                                                     "unknown field",
		`{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "x", "tables": {"weapons": {"remove": [` + strings.Repeat(`"a",`, houserules.MaxEntries) + `"a"]}}}`: "at most",
		// "Packs have the limits documents have": a text of 2,001 characters, a name or an
		// entry's member.
		`{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "` + strings.Repeat("å", sheet.MaxText+1) + `"}`:                                                             "name is 2001 characters long",
		`{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "x", "tables": {"weapons": {"change": {"dolk": {"name": "` + strings.Repeat("y", sheet.MaxText+1) + `"}}}}}`: "tables.weapons.change.dolk.name is 2001",
	} {
		if _, err := houserules.Parse([]byte(text)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.60s…: %v, want %q", text, err, want)
		}
	}
}

// "Proven generic: the conformance kit runs every ruleset under a pack that adds, changes and
// removes an entry of each table it allows."
func TestEveryRulesetTakesAPackOnEveryTableItAllows(t *testing.T) {
	base, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range base.IDs() {
		rs, _ := base.Lookup(id)
		allowed := rs.Description().HouseTables
		if len(allowed) == 0 {
			t.Errorf("%s lets a pack touch no table", id)
			continue
		}
		var tables []string
		want := 0
		firsts := map[string]string{}
		for _, table := range allowed {
			first, last, entry := entryIDs(t, id, table)
			firsts[table] = first
			remove := ""
			if last != first { // a table of one (the one species) keeps it
				remove, want = fmt.Sprintf(`, "remove": [%q]`, last), want+1
			}
			// A copy of the first entry under an id of its own, added.
			var added map[string]json.RawMessage
			if err := json.Unmarshal(entry, &added); err != nil {
				t.Fatal(err)
			}
			added["id"] = json.RawMessage(`"husregel-` + table + `"`)
			add, _ := json.Marshal(added)
			tables = append(tables, fmt.Sprintf(`%q: {"change": {%q: {"name": "Husregelns namn"}}, "add": [%s]%s}`, table, first, add, remove))
			want += 2
		}
		text := fmt.Sprintf(`{"format": "rollformular-house-rules", "version": 1, "ruleset": %q, "name": "Prov", "tables": {%s}}`, id, strings.Join(tables, ", "))
		reg, changes := registryWith(t, text)
		if len(changes) != want {
			t.Errorf("%s: %d changes for %d tables: %q", id, len(changes), len(allowed), changes)
		}
		house, _ := reg.Lookup(id)
		if house.Description().Name != rs.Description().Name {
			t.Errorf("%s: the house rules are another ruleset", id)
		}
		// The ruleset conforms by the house rules as by its own (engine/conformance): its
		// catalogues, Derive of an empty document and of its examples, Prob at its ends.
		if err := conformance.Check(house, examplesOf(t, id)...); err != nil {
			t.Errorf("%s by the house rules: %v", id, err)
		}
		// "Derived values and odds that a house rule changed say so in their explanation": a
		// weapon and a skill the pack changed, carried by the first example.
		c := examplesOf(t, id)[0]
		if first, ok := firsts["weapons"]; ok {
			c.Weapons = append(c.Weapons, sheet.Weapon{ID: first})
		}
		if first, ok := firsts["skills"]; ok {
			c.Skills = append(c.Skills, sheet.Skill{ID: first})
		}
		layout := house.Derive(c).Layout()
		for list, rows := range map[string][]engine.Value{"weapons": layout.Weapons, "skills": layout.Skills} {
			if _, ok := firsts[list]; !ok {
				continue
			}
			if why := rows[len(rows)-1].Why.Sv(); !strings.Contains(why, "Husregel Prov: Husregelns namn name") {
				t.Errorf("%s: the %s the pack changed is explained %q", id, list, why)
			}
		}
	}
}

// examplesOf are the examples of ruleset in assets/examples.
func examplesOf(t *testing.T, ruleset string) []*sheet.Character {
	t.Helper()
	paths, _ := filepath.Glob("../assets/examples/*.json")
	var out []*sheet.Character
	for _, p := range paths {
		c, err := sheet.Load(p)
		if err != nil {
			t.Fatal(err)
		}
		if c.Ruleset == ruleset {
			out = append(out, c)
		}
	}
	return out
}

// entryIDs are the first and the last id of a ruleset's table as assets/ ship it, and the
// first entry.
func entryIDs(t *testing.T, ruleset, table string) (first, last string, entry json.RawMessage) {
	t.Helper()
	files, _ := fs.Glob(assets.FS, ruleset+"/*.json")
	for _, f := range files {
		data, _ := fs.ReadFile(assets.FS, f)
		var m map[string]json.RawMessage
		if json.Unmarshal(data, &m) != nil || m[table] == nil {
			continue
		}
		var entries []json.RawMessage
		if json.Unmarshal(m[table], &entries) == nil && len(entries) > 0 {
			id := func(raw json.RawMessage) string {
				var e struct {
					ID string `json:"id"`
				}
				_ = json.Unmarshal(raw, &e)
				return e.ID
			}
			return id(entries[0]), id(entries[len(entries)-1]), entries[0]
		}
	}
	t.Fatalf("%s has no table %q", ruleset, table)
	return "", "", nil
}

// Every pack docs/house-rules.md gives applies, and the ruleset conforms by it: the worked
// examples are kept true.
func TestTheDocumentedPacksApply(t *testing.T) {
	data, err := os.ReadFile("../docs/house-rules.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```json\n(.*?)```").FindAllStringSubmatch(string(data), -1)
	rulesetsSeen := map[string]bool{}
	for _, b := range blocks {
		reg, changes := registryWith(t, b[1])
		p, _ := houserules.Parse([]byte(b[1]))
		rulesetsSeen[p.Ruleset] = true
		if len(changes) == 0 {
			t.Errorf("%s: the documented pack changes nothing", p.Name)
		}
		rs, _ := reg.Lookup(p.Ruleset)
		if err := conformance.Check(rs, examplesOf(t, p.Ruleset)...); err != nil {
			t.Errorf("%s by %s: %v", p.Ruleset, p.Name, err)
		}
	}
	if len(rulesetsSeen) != 5 {
		t.Errorf("docs/house-rules.md gives packs of %d rulesets, want all five: %v", len(rulesetsSeen), rulesetsSeen)
	}
}

// "Catalogue rows … that a house rule changed say so in their explanation": the Dolk a pack
// changed and the Husyxa it added say so where a player chooses them.
func TestTheCatalogueSaysWhatAHouseRuleChanged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ulvdalen.json")
	if err := os.WriteFile(path, []byte(ulvdalen), 0o644); err != nil {
		t.Fatal(err)
	}
	base, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	_, _, reg, err := houserules.Rules(base, assets.FS, path)
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := reg.Lookup("spelsystemet")
	for id, want := range map[string]string{"dolk": `Husregel Ulvdalens husregler: Dolk damage "Grund"`, "husyxa": "Husregel Ulvdalens husregler: Husyxa (tillagd)"} {
		it, ok := engine.Item(rs.Description().Weapons, id)
		if !ok || !strings.Contains(it.Description, want) {
			t.Errorf("%s: %q, want it to say %q", id, it.Description, want)
		}
	}
	shipped, _ := base.Lookup("spelsystemet")
	if it, _ := engine.Item(shipped.Description().Weapons, "dolk"); strings.Contains(it.Description, "Husregel") {
		t.Error("the rules as shipped say a house rule")
	}
}

// "A pack is validated against the ruleset's own ranges": every number of every table a pack
// may change has the range its rules allow, and a pack past one is refused with a line that
// names the entry, the member, the value and the range.
func TestEveryNumberOfATablePackHasItsRange(t *testing.T) {
	base, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range base.IDs() {
		rs, _ := base.Lookup(id)
		d := rs.Description()
		for _, table := range d.HouseTables {
			files, _ := fs.Glob(assets.FS, id+"/*.json")
			for _, f := range files {
				data, _ := fs.ReadFile(assets.FS, f)
				var m map[string][]map[string]any
				if json.Unmarshal(data, &m) != nil {
					continue
				}
				for _, entry := range m[table] {
					for member, v := range entry {
						paths := map[string]any{table + "." + member: v}
						if inner, ok := v.(map[string]any); ok {
							for k, x := range inner {
								paths[table+"."+member+"."+k] = x
							}
						}
						for path, x := range paths {
							if _, isNumber := x.(float64); isNumber {
								if _, ok := d.TableRange(fieldpath.Path(path)); !ok {
									t.Errorf("%s: %s has no range", id, path)
								}
							}
						}
					}
				}
			}
		}
	}
}

func TestAPackPastARangeIsRefused(t *testing.T) {
	for _, c := range []struct{ ruleset, tables, want string }{
		{"spelsystemet", `{"weapons": {"change": {"dolk": {"hands": 99}}}}`, `weapons: dolk: hands 99: must be within 1–2 (händer)`},
		{"spelsystemet", `{"weapons": {"change": {"dolk": {"length": -5}}}}`, `weapons: dolk: length -5: must be within 0–5 (längd)`},
		{"spelsystemet", `{"weapons": {"change": {"dolk": {"name": " "}}}}`, `weapons: dolk: "name" is empty`},
		{"spelsystemet", `{"armor": {"change": {"kvilt": {"sp": {"H": 31}}}}}`, `armor: kvilt: sp.H 31: must be within 0–30 (SP mot hugg)`},
		{"odestarningar", `{"weapons": {"add": [{"id": "kanon", "name": "Kanon", "kind": "avstand", "boxes": 1, "damage": 21}]}}`, `weapons: kanon: damage 21: must be within 0–20 (skada)`},
		{"framgangsslag", `{"handlingar": {"change": {"frenesi": {"fv": 11}}}}`, `handlingar: frenesi: fv 11: must be within −10–10 (FV)`},
		{"intensitet", `{"conditions": {"change": {"liggande": {"attack": 2}}}}`, `conditions: liggande: attack 2: must be within −10–0 (på attackslag)`},
	} {
		p, err := houserules.Parse([]byte(fmt.Sprintf(`{"format": "rollformular-house-rules", "version": 1, "ruleset": %q, "name": "Fel", "tables": %s}`, c.ruleset, c.tables)))
		if err != nil {
			t.Fatal(err)
		}
		base, _ := rulesets.New(assets.FS)
		rs, _ := base.Lookup(c.ruleset)
		if _, _, err := p.Apply(assets.FS, rs.Description()); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: %v, want %q", c.ruleset, c.tables, err, c.want)
		}
	}
}

// A GM's twenty NPCs made by one pack read it into rules once; a pack whose file changed is
// read anew.
func TestACacheMakesAPacksRulesOnce(t *testing.T) {
	base, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ulvdalen.json")
	if err := os.WriteFile(path, []byte(ulvdalen), 0o644); err != nil {
		t.Fatal(err)
	}
	var c houserules.Cache
	_, _, first, err := c.Rules(base, assets.FS, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, again, _ := c.Rules(base, assets.FS, path); again != first {
		t.Error("the same pack was made into rules twice")
	}
	if err := os.WriteFile(path, []byte(strings.Replace(ulvdalen, `"Grund"`, `"Grund+1"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, changed, err := c.Rules(base, assets.FS, path)
	if err != nil || changed == first {
		t.Fatalf("a changed pack: %v, the rules made before: %v", err, changed == first)
	}
	rs, _ := changed.Lookup("spelsystemet")
	if it, _ := engine.Item(rs.Description().Weapons, "dolk"); !strings.Contains(it.Description, `"Grund+1"`) {
		t.Errorf("the changed pack's Dolk says %q", it.Description)
	}
}
