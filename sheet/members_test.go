package sheet

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// v1Rows is a document as version 1 of the program wrote it, when sheet still had a field for
// every ruleset's members: each row with every member it had then, in its struct's order,
// and members it never knew after them, sorted.
const v1Rows = `{
  "format": "rollformular",
  "version": 1,
  "ruleset": "spelsystemet",
  "name": "Åsa",
  "player": "",
  "npc": false,
  "attributes": {},
  "skills": [
    {
      "id": "fardighet",
      "spec": "Flöjt",
      "value": 3,
      "mark": true,
      "concept": true,
      "spent": 2,
      "taught_by": "Bo"
    }
  ],
  "armor": {},
  "weapons": [
    {
      "id": "svard",
      "name": "Farfars svärd",
      "skill": "Svärd",
      "damage": "Grund+1",
      "type": "H",
      "ammo": "dum-dum",
      "scope": 4,
      "boxes": 0.25,
      "range": "0–1",
      "bonus": 3,
      "notes": "vässad",
      "engraving": "R",
      "zz": [
        1
      ]
    }
  ],
  "state": {},
  "wounds": [
    {
      "part": "huvud",
      "damage": 3,
      "type": "S",
      "laser": true,
      "massive": true,
      "treated": true,
      "stanched": true,
      "dice": 2,
      "rounds": 1,
      "fatal": true
    }
  ],
  "traits": [
    {
      "id": "stark",
      "kind": "fordel",
      "level": 2,
      "background": true,
      "skill": "Svärd"
    }
  ],
  "gear": [
    {
      "name": "rep",
      "count": 2,
      "boxes": 0.5,
      "kg": 1.5
    }
  ],
  "notes": "",
  "future": true
}
`

// The bug this guards against: moving a ruleset's members out of sheet moved them to the end
// of their object when saved, after "notes" and the weapon's members the program never knew,
// so every file saved before changed its bytes on the next save.
func TestMembersMovedToTheRulesetsSaveInTheOrderRead(t *testing.T) {
	t.Parallel()
	c, err := Parse([]byte(v1Rows))
	if err != nil {
		t.Fatal(err)
	}
	if got := marshal(t, c); string(got) != v1Rows {
		t.Errorf("saved differently:\n%s", got)
	}
	if got := marshal(t, c.Clone()); string(got) != v1Rows {
		t.Errorf("a clone saved differently:\n%s", got)
	}
}

// Every example, once saved, is saved again to the same bytes. (The examples were written by
// hand, with their maps unsorted; a file the program saved is what must keep its bytes.)
func TestEveryExampleSavesToItsOwnBytes(t *testing.T) {
	t.Parallel()
	examples, _ := filepath.Glob("../assets/examples/*.json")
	if len(examples) == 0 {
		t.Fatal("no examples")
	}
	for _, path := range examples {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		c, err := Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		data = marshal(t, c)
		if c, err = Parse(data); err != nil {
			t.Fatalf("%s saved: %v", path, err)
		}
		if got := marshal(t, c); !bytes.Equal(got, data) {
			t.Errorf("%s saved differently", path)
		}
	}
}

// A member set by the program goes after the members the row was read with; one set again
// keeps its place, and a zero removes it, as the document's own numbers and flags are left
// out when zero.
func TestMemberSetKeepsItsPlace(t *testing.T) {
	t.Parallel()
	c, err := Parse([]byte(v1Rows))
	if err != nil {
		t.Fatal(err)
	}
	bonus, grip := Member[int]("bonus"), Member[string]("grip")
	w := &c.Weapons[0]
	bonus.Set(&w.Members, 5)
	grip.Set(&w.Members, "två händer")
	out := string(marshal(t, c))
	if !strings.Contains(out, `"bonus": 5,
      "notes": "vässad",`) || !strings.Contains(out, `"zz": [
        1
      ],
      "grip": "två händer"
    }`) {
		t.Errorf("saved as\n%s", out)
	}
	bonus.Set(&w.Members, 0)
	if _, ok := w.Members.Raw("bonus"); ok || strings.Contains(string(marshal(t, c)), `"bonus"`) {
		t.Error("a bonus of 0 is still saved")
	}
}

// A member is read as its type, and one of another type is read as its zero value, reported
// by Check and kept as it was, so saving changes nothing the player did not change.
func TestMemberOfTheWrongTypeIsReportedAndKept(t *testing.T) {
	t.Parallel()
	doc := strings.Replace(v1Rows, `"spent": 2`, `"spent": "två"`, 1)
	doc = strings.Replace(doc, `"kg": 1.5`, `"kg": 1`+strings.Repeat("0", 400), 1)
	c, err := Parse([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	spent, concept := Member[int]("spent"), Member[bool]("concept")
	kg, ammo := Member[float64]("kg"), Member[string]("ammo")
	if spent.Get(c.Skills[0].Members) != 0 || !concept.Get(c.Skills[0].Members) {
		t.Error("spent or concept misread")
	}
	if err := spent.Check(c.Skills[0].Members); err == nil || err.Error() != "text, not a whole number" {
		t.Errorf("spent: %v", err)
	}
	if err := kg.Check(c.Gear[0].Members); err == nil || !strings.Contains(err.Error(), "too large") || len(err.Error()) > 80 {
		t.Errorf("kg: %v", err)
	}
	if ammo.Get(c.Weapons[0].Members) != "dum-dum" || Member[int]("scope").Get(c.Weapons[0].Members) != 4 ||
		Member[float64]("boxes").Get(c.Weapons[0].Members) != 0.25 {
		t.Error("a weapon's members misread")
	}
	if err := Member[bool]("ammo").Check(c.Weapons[0].Members); err == nil || err.Error() != "text, not true or false" {
		t.Errorf("ammo as a flag: %v", err)
	}
	if got := marshal(t, c); string(got) != doc {
		t.Errorf("saved differently:\n%s", got)
	}
}
