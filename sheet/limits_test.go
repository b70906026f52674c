package sheet

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Every list and map of the document has a limit, so that no member is left for a hostile
// file to grow without bound.
func TestEveryListAndMapHasALimit(t *testing.T) {
	t.Parallel()
	var walk func(ty reflect.Type, rule string)
	walk = func(ty reflect.Type, rule string) {
		switch ty.Kind() {
		case reflect.Pointer:
			walk(ty.Elem(), rule)
		case reflect.Struct:
			for f := range ty.Fields() {
				if name, _, _ := strings.Cut(f.Tag.Get("json"), ","); name != "" && name != "-" {
					walk(f.Type, place{rule, rule}.member(name).rule)
				}
			}
		case reflect.Slice:
			if ty.Elem().Kind() == reflect.Uint8 {
				return // base64 bytes: the portrait, bounded by Portrait.Check
			}
			if _, ok := countLimits[rule]; !ok {
				t.Errorf("the list %s has no limit in countLimits", rule)
			}
			walk(ty.Elem(), rule+"[]")
		case reflect.Map:
			if _, ok := countLimits[rule]; !ok {
				t.Errorf("the map %s has no limit in countLimits", rule)
			}
			walk(ty.Elem(), rule+"{}")
		}
	}
	walk(reflect.TypeFor[Character](), "")
	for rule, n := range countLimits {
		if n <= 0 {
			t.Errorf("%s: limit %d", rule, n)
		}
	}
}

func repeat(item string, n int) string {
	return strings.TrimSuffix(strings.Repeat(item+",", n), ",")
}

func TestLimitsAreRefusedWithMemberAndLimit(t *testing.T) {
	t.Parallel()
	long := func(n int) string { return `"` + strings.Repeat("å", n) + `"` }
	cases := []struct {
		name        string
		at, past    string // the member at its limit, and one past it
		wantMessage string
	}{
		{"skills", `"skills":[` + repeat(`{"value":1}`, MaxSkills) + `]`, `"skills":[` + repeat(`{"value":1}`, MaxSkills+1) + `]`, "skills has more than 500 entries; a document allows at most 500"},
		{"weapons", `"weapons":[` + repeat(`{"id":"a"}`, MaxWeapons) + `]`, `"weapons":[` + repeat(`{"id":"a"}`, MaxWeapons+1) + `]`, "weapons has more than 200 entries"},
		{"armor layers", `"armor":{"huvud":[` + repeat(`"a"`, MaxArmorLayers) + `]}`, `"armor":{"huvud":[` + repeat(`"a"`, MaxArmorLayers+1) + `]}`, "armor.huvud has more than 100 entries"},
		{"name", `"name":` + long(MaxText), `"name":` + long(MaxText+1), "name is 2001 characters long; a document allows at most 2000"},
		{"player", `"player":` + long(MaxText), `"player":` + long(MaxText+1), "player is 2001 characters long"},
		{"weapon text", `"weapons":[{"id":` + long(MaxText) + `}]`, `"weapons":[{"id":"a"},{"id":` + long(MaxText+1) + `}]`, "weapons[1].id is 2001 characters long"},
		{"notes", `"notes":` + long(MaxNotes), `"notes":` + long(MaxNotes+1), "notes is 20001 characters long; a document allows at most 20000"},
		{"state", `"state":{` + stateEntries(MaxStateEntries) + `}`, `"state":{` + stateEntries(MaxStateEntries+1) + `}`, "state has more than 200 members"},
		{"repeated members", `"attributes":{` + repeat(`"hal":1`, MaxAttributes) + `}`, `"attributes":{` + repeat(`"hal":1`, MaxAttributes+1) + `}`, "attributes has more than 100 members"},
		{"map key", `"state":{` + long(MaxText) + `:1}`, `"state":{` + long(MaxText+1) + `:1}`, "a member name in state is 2001 characters long"},
		{"unknown members", unknownMembers(MaxMembers - 3), unknownMembers(MaxMembers), "the document has more than 1000 members"},
		{"nested unknown members", `"skills":[{` + unknownMembers(MaxMembers) + `}]`, `"skills":[{` + unknownMembers(MaxMembers+1) + `}]`, "skills[0] has more than 1000 members"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := Parse([]byte(`{` + envelope1 + `,` + c.at + `}`)); err != nil {
				t.Fatalf("at the limit: %v", err)
			}
			_, err := Parse([]byte(`{` + envelope1 + `,` + c.past + `}`))
			if err == nil || !strings.Contains(err.Error(), c.wantMessage) || !strings.HasPrefix(err.Error(), "document:1:") {
				t.Fatalf("past the limit: %v, want %q at a line and column", err, c.wantMessage)
			}
		})
	}
}

func stateEntries(n int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"t%d":1`, i)
	}
	return b.String()
}

func unknownMembers(n int) string {
	return strings.ReplaceAll(stateEntries(n), `"t`, `"x`)
}

// Files of 16 MiB shaped to cost the most are refused, or read, in a fraction of a second and
// without gigabytes: a list is refused after its limit's worth, a member repeated is counted,
// a value not known is passed over, not decoded.
func BenchmarkParseHostileDocuments(b *testing.B) {
	n := MaxFileSize - 200
	for _, c := range []struct{ name, doc string }{
		{"list of empty skills", `"skills":[` + repeat(`{}`, n/3) + `]`},
		{"list of empty weapons", `"weapons":[` + repeat(`{}`, n/3) + `]`},
		{"one member repeated", `"attributes":{` + repeat(`"a":1`, n/6) + `}`},
		{"one known member repeated", `"shield":{` + repeat(`"id":""`, n/8) + `}`},
		{"unknown members", repeat(`"x":1`, n/6)},
		{"unknown list", `"future":[` + repeat(`[{"a":[1]}]`, n/12) + `]`},
		{"deep unknown list", `"future":` + strings.Repeat("[", n/2) + strings.Repeat("]", n/2)},
		{"long notes", `"notes":"` + strings.Repeat("å", n/2) + `"`},
		{"escaped notes", `"notes":"` + strings.Repeat(`\u00e5`, n/6) + `"`},
		{"long texts", `"drives":[` + repeat(`"`+strings.Repeat("a", MaxText)+`"`, n/(MaxText+3)) + `]`},
		{"large portrait", `"portrait":{"mime":"image/png","data":"` + strings.Repeat("A", n/4*4) + `"}`},
	} {
		doc := []byte(`{` + envelope1 + `,` + c.doc + `}`)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				Parse(doc)
			}
		})
	}
}

// Save must never write what Load would refuse.
func TestSaveRefusesPastALimit(t *testing.T) {
	t.Parallel()
	c := New("spelsystemet")
	c.Notes = strings.Repeat("x", MaxNotes+1)
	path := filepath.Join(t.TempDir(), "x.json")
	err := Save(path, c)
	if err == nil || !strings.Contains(err.Error(), "not saved: notes is 20001 characters long") {
		t.Fatalf("%v", err)
	}
	c.Notes = strings.Repeat("x", MaxNotes)
	if err := Save(path, c); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err != nil {
		t.Fatal(err)
	}
	// The editor's undo keeps working on a document past a limit: Clone does not check them.
	c.Skills = make([]Skill, MaxSkills+1)
	if len(c.Clone().Skills) != MaxSkills+1 {
		t.Fatal("clone")
	}
}

// "encounter new writes a fight file larger than the 16 MiB it will read back": one that would
// not read back is refused before it is written.
func TestAnEncounterPastTheFileLimitIsNotWritten(t *testing.T) {
	t.Parallel()
	big := `{"format":"rollformular","version":1,"ruleset":"zonstrid","name":"` + strings.Repeat("x", MaxFileSize) + `"}`
	e := &Encounter{Format: EncounterFormat, Version: EncounterVersion, Ruleset: "zonstrid", Round: 1,
		Combatants: []Combatant{{Name: "X", Character: []byte(big)}}}
	path := t.TempDir() + "/fight.json"
	if err := SaveEncounter(path, e); err == nil || !strings.Contains(err.Error(), "MiB") {
		t.Fatalf("a 16 MiB encounter: %v", err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("it was written: %v", err)
	}
}
