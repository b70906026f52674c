package sheet

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
)

const envelope1 = `"format":"rollformular","version":1,"ruleset":"spelsystemet"`

// encoding/json matched member names without regard to case, so "NAME" replaced "name".
func TestKeysInAnotherCaseAreKeptNotTaken(t *testing.T) {
	t.Parallel()
	doc := `{` + envelope1 + `,"name":"Åsa","NAME":"Bo","Notes":"x",
"skills":[{"id":"spela","value":12,"VALUE":99}],
"weapons":[{"id":"svard","Name":"Fel"}],
"wounds":[{"damage":3,"Damage":9}],
"traits":[{"id":"stark","Level":3}],
"gear":[{"name":"rep","Count":7}],
"shield":{"id":"skold","SP":9},
"portrait":{"mime":"image/jpeg","data":"","MIME":"image/png"}}`
	c, err := Parse([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Åsa" || string(rawOf(c.Members, "NAME")) != `"Bo"` || c.Notes != "" || !has(c.Members, "Notes") {
		t.Fatalf("name %q, members %v", c.Name, c.Members.Names())
	}
	checks := []struct {
		what string
		ok   bool
	}{
		{"skill value", c.Skills[0].Value == 12 && has(c.Skills[0].Members, "VALUE")},
		{"weapon name", c.Weapons[0].Name == "" && has(c.Weapons[0].Members, "Name")},
		{"wound damage", c.Wounds[0].Damage == 3 && has(c.Wounds[0].Members, "Damage")},
		{"trait level", c.Traits[0].Level == 0 && has(c.Traits[0].Members, "Level")},
		{"gear count", c.Gear[0].Count == 0 && has(c.Gear[0].Members, "Count")},
		{"shield sp", c.Shield.SP == nil && has(c.Shield.Members, "SP")},
		{"portrait mime", c.Portrait.MIME == "image/jpeg" && has(c.Portrait.Members, "MIME")},
	}
	for _, ch := range checks {
		if !ch.ok {
			t.Errorf("%s: a member in another case was taken or lost", ch.what)
		}
	}
	out, err := Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Parse(out)
	if err != nil {
		t.Fatal(err)
	}
	if again.Name != "Åsa" || !strings.Contains(string(out), `"NAME": "Bo"`) || !strings.Contains(string(out), `"VALUE": 99`) {
		t.Fatalf("round trip lost a member:\n%s", out)
	}
	// Clone goes through the same decoder.
	if cl := c.Clone(); cl.Skills[0].Value != 12 || !has(cl.Members, "NAME") {
		t.Fatalf("clone: %+v", cl)
	}
}

func TestEnvelopeKeysMatchExactly(t *testing.T) {
	t.Parallel()
	_, err := Parse([]byte(`{"FORMAT":"rollformular","version":1,"ruleset":"spelsystemet"}`))
	if err == nil || !strings.Contains(err.Error(), "not a Rollformulär document") {
		t.Fatalf("\"FORMAT\" taken for \"format\": %v", err)
	}
	_, err = Parse([]byte(`{"format":"rollformular","Version":2,"version":1,"ruleset":"spelsystemet"}`))
	if err != nil {
		t.Fatalf("\"Version\" taken for \"version\": %v", err)
	}
}

// Unknown members of the portrait were dropped on save.
func TestPortraitKeepsUnknownMembers(t *testing.T) {
	t.Parallel()
	c, err := Parse([]byte(`{` + envelope1 + `,"portrait":{"mime":"image/jpeg","data":"AAEC","source":"camera"}}`))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := Marshal(c)
	if !strings.Contains(string(out), `"source": "camera"`) || !strings.Contains(string(out), `"data": "AAEC"`) {
		t.Fatalf("portrait lost a member:\n%s", out)
	}
}

// Windows Notepad starts a UTF-8 file with a byte order mark.
func TestLoadAcceptsUTF8BOM(t *testing.T) {
	t.Parallel()
	c, err := Parse([]byte("\xef\xbb\xbf" + asa))
	if err != nil || c.Name != "Åsa Järnhand" {
		t.Fatalf("%v", err)
	}
	_, err = Parse([]byte("\xef\xbb\xbf{\n" + envelope1 + ",,}"))
	var le *LoadError
	if !errors.As(err, &le) || le.Line != 2 || le.Col != 62 {
		t.Fatalf("error %v, want line 2 column 62, counted after the mark", err)
	}
}

// A NUL byte after the document was reported as "the file ends too early".
func TestGarbageAfterTheDocumentIsNamed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ tail, want string }{
		{"\x00", "2:1: broken JSON: unexpected NUL byte after the document"},
		{"x", `2:1: broken JSON: unexpected 'x' after the document`},
		{"\x01", "unexpected control character U+0001 after the document"},
		{"{}", "after the document"},
	} {
		_, err := Parse([]byte(`{` + envelope1 + "}\n" + c.tail))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "too early") {
			t.Errorf("%q after the document: %v, want %q", c.tail, err, c.want)
		}
	}
	if _, err := Parse([]byte(`{` + envelope1 + `,"name":"Å`)); err == nil || !strings.Contains(err.Error(), "ends too early") {
		t.Errorf("a cut-off file: %v", err)
	}
}

// A version too large for an int was "must be a whole number" instead of "newer".
func TestHugeVersionIsNewer(t *testing.T) {
	t.Parallel()
	_, err := Parse([]byte(`{"format":"rollformular","version":99999999999999999999,"ruleset":"spelsystemet"}`))
	if !errors.Is(err, ErrNewerVersion) || !strings.Contains(err.Error(), "version 99999999999999999999") {
		t.Fatalf("%v", err)
	}
	// Megabytes of digits are told apart by their count, and cut short in the message.
	_, err = Parse([]byte(`{"format":"rollformular","version":` + strings.Repeat("9", 1<<20) + `,"ruleset":"spelsystemet"}`))
	if !errors.Is(err, ErrNewerVersion) || len(err.Error()) > 200 {
		t.Fatalf("%.300v", err)
	}
	for _, v := range []string{`1.5`, `-3`, `0`, `"2"`, `1e3`, `null`, `99999999999999999999.5`} {
		_, err := Parse([]byte(`{"format":"rollformular","version":` + v + `,"ruleset":"spelsystemet"}`))
		if err == nil || !strings.Contains(err.Error(), "must be a whole number from 1") {
			t.Errorf("version %s: %v", v, err)
		}
	}
}

func TestTypeErrorsNameThePlace(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ doc, want string }{
		{`,"skills":[{"value":1},{"value":"x"}]`, "skills[1].value must be a whole number, not text"},
		{`,"skills":{}`, "skills must be a list, not an object"},
		{`,"skills":[{"value":1.5}]`, "skills[0].value must be a whole number, not 1.5"},
		{`,"weapons":[{"id":"a","damage":3}]`, "weapons[0].damage must be text, not a number"},
		{`,"weapons":["x"]`, "weapons[0] must be an object, not text"},
		{`,"attributes":{"hal":99999999999999999999}`, "attributes.hal is 99999999999999999999, too large a number"},
		{`,"armor":{"Höger arm":[1]}`, `armor["Höger arm"][0] must be text, not a number`},
		{`,"portrait":{"data":"***"}`, "portrait.data must be base64 text"},
		{`,"npc":"ja"`, "npc must be true or false, not text"},
		{`,"attributes":{"hal":` + strings.Repeat("9", 1<<20) + `}`, "attributes.hal is 999999999999999999999999999999…, too large a number"},
	} {
		_, err := Parse([]byte(`{` + envelope1 + c.doc + `}`))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "document:1:") {
			t.Errorf("%s: %v, want %q at a line and column", c.doc, err, c.want)
		}
	}
	if _, err := Parse([]byte(`[1]`)); err == nil || !strings.Contains(err.Error(), "holds a list, not a JSON object") {
		t.Errorf("a list: %v", err)
	}
}

// Every struct of the document keeps the members it does not know: one without Members would
// lose them on the next save.
func TestEveryStructKeepsUnknownMembers(t *testing.T) {
	t.Parallel()
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type, where string)
	walk = func(ty reflect.Type, where string) {
		switch ty.Kind() {
		case reflect.Struct:
			if seen[ty] {
				return
			}
			seen[ty] = true
			kept := false
			for f := range ty.Fields() {
				if f.Type == reflect.TypeFor[Members]() && f.Tag.Get("json") == "-" {
					kept = true
					continue
				}
				walk(f.Type, where+"."+f.Name)
			}
			if !kept {
				t.Errorf("%s (%s) has no Members: its unknown members would be lost", where, ty)
			}
		case reflect.Pointer, reflect.Slice, reflect.Map:
			walk(ty.Elem(), where+"[]")
		}
	}
	walk(reflect.TypeFor[Character](), "Character")
}

// Parse never panics, and what it reads saves and reads back the same.
func FuzzParse(f *testing.F) {
	f.Add([]byte(asa))
	f.Add([]byte(`{` + envelope1 + `,"skills":[{"value":1e400}],"armor":{"a":null},"shield":null}`))
	f.Add([]byte(`{` + envelope1 + `,"a":[1,{"b":"\u00e5\"}"}],"name":"x\\","Name":"y","name":"z"}`))
	f.Add([]byte(`{` + envelope1 + `,"portrait":{"mime":"x","data":"AA\nEC"},"notes":"<\u2028>","drives":["\ud800"]}`))
	f.Add([]byte(`{"skills":[{"value":1},`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data)
		if err != nil {
			return
		}
		once, err := Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		again, err := Parse(once)
		if err != nil {
			t.Fatalf("what Parse read does not read back: %v\n%s", err, once)
		}
		if twice, _ := Marshal(again); !bytes.Equal(once, twice) {
			t.Fatalf("reading back changed the document:\n%s\n%s", once, twice)
		}
		// A clone saves the same and is Equal.
		clone := c.Clone()
		if cloned, _ := Marshal(clone); !bytes.Equal(once, cloned) || !Equal(c, clone) {
			t.Fatalf("the clone differs:\n%s\n%s", once, cloned)
		}
	})
}

// has says whether m holds the member name.
func has(m Members, name string) bool {
	_, ok := m.Raw(name)
	return ok
}

// rawOf is the JSON of the member name of m, nil for none.
func rawOf(m Members, name string) []byte {
	v, _ := m.Raw(name)
	return v
}
