package cli

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// schema is the part of JSON Schema that docs/ uses: types, required and only the named
// properties (or any, each of a schema), enums, and items.
type schema struct {
	Type       any                `json:"type"`
	Required   []string           `json:"required"`
	Properties map[string]*schema `json:"properties"`
	Closed     *bool              `json:"-"`
	Other      *schema            `json:"-"` // what every property not named is, where additionalProperties is a schema
	Enum       []any              `json:"enum"`
	Items      *schema            `json:"items"`
}

// schemaOf is the schema docs/NAME.schema.json.
func schemaOf(t *testing.T, name string) schema {
	t.Helper()
	data, err := os.ReadFile("../../../docs/" + name + ".schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var s schema
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// UnmarshalJSON reads additionalProperties as false, true or a schema.
func (s *schema) UnmarshalJSON(data []byte) error {
	type plain schema
	var v struct {
		plain
		Additional json.RawMessage `json:"additionalProperties"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*s = schema(v.plain)
	switch a := string(v.Additional); a {
	case "":
	case "true", "false":
		closed := a == "true"
		s.Closed = &closed
	default:
		s.Other = new(schema)
		return json.Unmarshal(v.Additional, s.Other)
	}
	return nil
}

// conform lists where v breaks s, each by its path.
func (s *schema) conform(path string, v any) []string {
	var out []string
	var kind string
	switch x := v.(type) {
	case nil:
		kind = "null"
	case bool:
		kind = "boolean"
	case string:
		kind = "string"
	case float64:
		kind = "number"
		if x == float64(int64(x)) {
			kind = "integer"
		}
	case []any:
		kind = "array"
		if s.Items != nil {
			for i, e := range x {
				out = append(out, s.Items.conform(fmt.Sprintf("%s[%d]", path, i), e)...)
			}
		}
	case map[string]any:
		kind = "object"
		for _, k := range s.Required {
			if _, ok := x[k]; !ok {
				out = append(out, path+"."+k+": missing")
			}
		}
		for k, e := range x {
			p, ok := s.Properties[k]
			switch {
			case ok:
				out = append(out, p.conform(path+"."+k, e)...)
			case s.Other != nil:
				out = append(out, s.Other.conform(path+"."+k, e)...)
			case s.Closed != nil && !*s.Closed:
				out = append(out, path+"."+k+": not in the schema")
			}
		}
	}
	var types []string
	switch t := s.Type.(type) {
	case string:
		types = []string{t}
	case []any:
		for _, e := range t {
			types = append(types, e.(string))
		}
	}
	if len(types) > 0 && !slices.Contains(types, kind) && !(kind == "integer" && slices.Contains(types, "number")) {
		out = append(out, fmt.Sprintf("%s: a %s, the schema says %v", path, kind, types))
	}
	if len(s.Enum) > 0 && !slices.Contains(s.Enum, v) {
		out = append(out, fmt.Sprintf("%s: %v is none of %v", path, v, s.Enum))
	}
	return out
}

// What `encounter show` prints keeps to docs/encounter-show.schema.json: every key present,
// of its type, and none the schema does not name; a wounded fight with a missing file too.
func TestEncounterShowKeepsToItsSchema(t *testing.T) {
	t.Parallel()
	s := schemaOf(t, "encounter-show")
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	asa := copyTo(t, dir, "asa-jarnhand")
	play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", asa, "--npc", exampleFile("rovare"), "--count", "2", "--seed", "4", "-o", fight)
	for k := range 6 {
		run(t, nil, "encounter", "act", fight, "Ulv Skägge 1", "Stridsyxa", "Åsa Järnhand", "--seed", fmt.Sprint(k))
	}
	if err := os.Remove(asa); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"encounter", "show", fight}, {"encounter", "next", fight, "--seed", "1"}} {
		r := run(t, nil, args...)
		var v any
		if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
			t.Fatalf("%v: not JSON: %v", args, err)
		}
		for _, e := range s.conform("", v) {
			t.Errorf("%v: %s", args, e)
		}
	}
}

// What `table` serves at ADDRESS/state keeps to docs/table-state.schema.json: every key
// present, of its type, none the schema does not name; numbers for the players alone.
func TestTableStateKeepsToItsSchema(t *testing.T) {
	t.Parallel()
	s := schemaOf(t, "table-state")
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	play[shown](t, "encounter", "new", "--ruleset", "odestarningar", copyTo(t, dir, "nadir"), "--npc", exampleFile("jibril"), "--count", "2", "--seed", "4", "-o", fight)
	run(t, nil, "encounter", "act", fight, "Nadir al-Farouk", "--seed", "1")
	addr, _ := serveTable(t, fight)
	v := schemaGet(t, addr+"state", s)
	if len(v.(map[string]any)["order"].([]any)) != 3 {
		t.Errorf("order %v", v)
	}
	sheet := schemaOf(t, "table-sheet")
	for _, lang := range []string{"sv", "en"} {
		if v := schemaGet(t, addr+"sheet/state?name=Nadir+al-Farouk&lang="+lang, sheet); len(v.(map[string]any)["sections"].([]any)) < 3 {
			t.Errorf("Nadir's sheet %v", v)
		}
	}
}

// schemaGet is the JSON at url, its breaks of s each an error of t.
func schemaGet(t *testing.T, url string, s schema) any {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var v any
	if err := json.NewDecoder(res.Body).Decode(&v); err != nil {
		t.Fatalf("%s: %v", url, err)
	}
	for _, e := range s.conform("", v) {
		t.Errorf("%s: %s", url, e)
	}
	return v
}
