package sheet

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

const asa = `{
  "format": "rollformular",
  "version": 1,
  "ruleset": "spelsystemet",
  "name": "Åsa Järnhand",
  "player": "",
  "npc": false,
  "attributes": {
    "hal": 12,
    "kra": 11,
    "ski": 14,
    "sto": 13,
    "sty": 15
  },
  "attribute_marks": [
    "kra"
  ],
  "skills": [
    {
      "id": "narstridsvapen",
      "spec": "Svärd",
      "value": 12,
      "mark": true,
      "taught_by": "Farfar"
    },
    {
      "name": "Segla",
      "group": "vanlig",
      "value": 5
    }
  ],
  "armor": {
    "brostkorg": [
      "kvilt",
      "ringbrynja"
    ],
    "huvud": [
      "laderhuva",
      "oppen-hjalm"
    ]
  },
  "shield": {
    "id": "skold",
    "sp": 4,
    "painted": "röd"
  },
  "weapons": [
    {
      "id": "svard",
      "name": "Farfars svärd",
      "engraving": "För Norrvik"
    },
    {
      "id": "dolk"
    }
  ],
  "state": {
    "trotthet": 0,
    "utmattning": 0
  },
  "notes": "",
  "future": {
    "kept": [
      1,
      2
    ]
  }
}
`

func TestRoundTripKeepsEveryByteAndUnknownKeys(t *testing.T) {
	t.Parallel()
	c, err := Parse([]byte(asa))
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Åsa Järnhand" || c.Attributes["ski"] != 14 || len(c.Weapons) != 2 || c.Armor["huvud"][1] != "oppen-hjalm" {
		t.Fatalf("parsed %+v", c)
	}
	if ok := has(c.Members, "future"); !ok {
		t.Fatal("the unknown member \"future\" was dropped")
	}
	if ok := has(c.Weapons[0].Members, "engraving"); !ok || c.Weapons[0].Name != "Farfars svärd" {
		t.Fatalf("the weapon lost a member: %+v", c.Weapons[0])
	}
	if ok := has(c.Skills[0].Members, "taught_by"); !ok || c.Skills[0].Spec != "Svärd" || !c.Skills[0].Mark {
		t.Fatalf("the skill lost a member: %+v", c.Skills[0])
	}
	if ok := has(c.Shield.Members, "painted"); !ok || *c.Shield.SP != 4 {
		t.Fatalf("the shield lost a member: %+v", c.Shield)
	}
	out, err := Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != asa {
		t.Fatalf("round trip changed the document:\n%s", out)
	}
}

func TestEnvelopeOnlyIsAValidCharacter(t *testing.T) {
	t.Parallel()
	c, err := Parse([]byte(`{"format":"rollformular","version":1,"ruleset":"spelsystemet"}`))
	if err != nil {
		t.Fatal(err)
	}
	out, err := Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"attributes": {}`, `"weapons": []`, `"state": {}`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("saved envelope lacks %s:\n%s", want, out)
		}
	}
}

func TestBrokenFilesNameLineAndColumn(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, data, want string
	}{
		{"syntax", "{\n  \"format\": \"rollformular\",\n  \"version\": 1,,\n}", ":3:"},
		{"truncated", asa[:len(asa)/2], "ends too early"},
		{"wrong type", "{\"format\":\"rollformular\",\"version\":1,\"ruleset\":\"spelsystemet\",\n\"attributes\":{\"hal\":\"tolv\"}}", ":2:21: attributes.hal must be a whole number, not text"},
		{"huge number", "{\"format\":\"rollformular\",\"version\":1,\"ruleset\":\"spelsystemet\",\n\"attributes\":{\"hal\":1e400}}", ":2:"},
		{"not json", "Åsa Järnhand, HÄL 12", `:1:1: broken JSON: unexpected 'Å'`},
		{"empty", "", "empty"},
		{"other format", `{"format":"gcs","version":1}`, "not a Rollformulär document"},
		{"no ruleset", `{"format":"rollformular","version":1}`, `"ruleset" is missing`},
		{"not utf-8", "{\"format\":\"rollformular\",\n\"name\":\"\xc5sa\"}", ":2:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "x.json")
			if err := os.WriteFile(path, []byte(c.data), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(path)
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("Load = %v, want a *LoadError", err)
			}
			if !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), path) {
				t.Fatalf("Load error %q, want it to start with the path and contain %q", err, c.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("Load error %q spans lines", err)
			}
			if data, _ := os.ReadFile(path); string(data) != c.data {
				t.Fatal("Load changed the file")
			}
		})
	}
}

func TestSyntaxErrorPointsAtTheBadCharacter(t *testing.T) {
	t.Parallel()
	_, err := Parse([]byte("{\n  \"format\": \"rollformular\",\n  \"version\": 1,,\n}"))
	var le *LoadError
	if !errors.As(err, &le) || le.Line != 3 || le.Col != 16 {
		t.Fatalf("error %v, want line 3 column 16 (the second comma)", err)
	}
}

func TestNewerVersionIsRefused(t *testing.T) {
	t.Parallel()
	_, err := Parse([]byte(`{"format":"rollformular","version":2,"ruleset":"spelsystemet","attributes":["changed shape"]}`))
	if !errors.Is(err, ErrNewerVersion) || !strings.Contains(err.Error(), "newer") {
		t.Fatalf("error %v, want a refusal that names the newer version", err)
	}
}

func TestSaveKeepsBakAndIsAtomic(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "asa.json")
	c, err := Parse([]byte(asa))
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(path, c); err != nil {
		t.Fatal(err)
	}
	c.Name = "Åsa Stenhand"
	if err := Save(path, c); err != nil {
		t.Fatal(err)
	}
	bak, _ := os.ReadFile(path + ".bak")
	if !strings.Contains(string(bak), "Järnhand") {
		t.Fatalf(".bak holds %q, want the previous version", bak)
	}
	now, _ := Load(path)
	if now.Name != "Åsa Stenhand" {
		t.Fatalf("saved name %q", now.Name)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Fatalf("folder holds %d files, want the document and its .bak only", len(entries))
	}
}

// A disk that fills up in the middle of a write must leave the saved file as it was.
func TestSaveFailingHalfwayLeavesTheOldFileIntact(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "asa.json")
	if err := os.WriteFile(path, []byte(asa), 0o644); err != nil {
		t.Fatal(err)
	}
	c, _ := Parse([]byte(asa))
	c.Name = "Ny"
	data, _ := Marshal(c)
	halfway := func(w io.Writer, b []byte) error {
		w.Write(b[:len(b)/2])
		return &os.PathError{Op: "write", Path: "x", Err: errNoSpace}
	}
	err := writeFile(path, data, halfway)
	if err == nil || !strings.Contains(err.Error(), "the disk is full") {
		t.Fatalf("error %v, want the full disk named", err)
	}
	if got, _ := os.ReadFile(path); string(got) != asa {
		t.Fatalf("the old file changed:\n%s", got)
	}
	if bak, _ := os.ReadFile(path + ".bak"); string(bak) != asa {
		t.Fatalf("the .bak holds %q, want the old file", bak)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Fatalf("temporary file %s left behind", e.Name())
		}
	}
}

func TestLoadRefusesAHugeFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "big.json")
	f, _ := os.Create(path)
	f.Truncate(MaxFileSize + 10)
	f.Close()
	_, err := Load(path)
	if err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("error %v, want the size named", err)
	}
}

var errNoSpace = syscall.ENOSPC

// A folder the program may not write to, such as a read-only file system: the save fails
// with a message and leaves nothing behind. (Permission bits would not stop root, who runs
// the tests in CI, so this uses /proc, which refuses new files to everyone.)
func TestSaveIntoAFolderThatRefusesWrites(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/proc/self"); err != nil {
		t.Skip("no /proc on this system")
	}
	c, _ := Parse([]byte(asa))
	err := Save("/proc/rollformular-test.json", c)
	if err == nil || !strings.Contains(err.Error(), "not saved") {
		t.Fatalf("save into /proc: %v", err)
	}
	if strings.Contains(err.Error(), "\n") {
		t.Fatalf("not one line: %q", err)
	}
}

// Actions write to a clone's State and Attributes without checking them for nil.
func TestCloneHasMaps(t *testing.T) {
	t.Parallel()
	c := (&Character{}).Clone()
	if c.State == nil || c.Attributes == nil || c.Armor == nil {
		t.Fatalf("%+v", c)
	}
	if c.AttributeOr("x", 7) != 7 {
		t.Error("default")
	}
}

// SamePath tells one file by any of its names: a link to it, a path with "..", and a file not
// written yet by its absolute path; "" names none.
func TestSamePathTellsAFileByAnyOfItsNames(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.json")
	if err := os.WriteFile(a, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "l.json")
	if err := os.Symlink(a, link); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		x, y string
		want bool
	}{
		{a, link, true},
		{a, filepath.Join(dir, "sub", "..", "a.json"), true},
		{filepath.Join(dir, "new.json"), filepath.Join(dir, ".", "new.json"), true},
		{a, filepath.Join(dir, "new.json"), false},
		{"", "", false},
		{a, "", false},
	} {
		if got := SamePath(tc.x, tc.y); got != tc.want {
			t.Errorf("SamePath(%q, %q) = %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
}
