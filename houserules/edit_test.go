package houserules_test

import (
	"encoding/json"
	"strings"
	"testing"

	"rollformular/assets"
	"rollformular/engine/rulesets"
	"rollformular/houserules"
)

// A pack made by editing, as the editor's table editor does: a member of the Dolk set, a copy
// of the Svärd added and renamed, the Stridsslägga removed; a value of the wrong kind refused
// and the pack left as it was.
func TestAPackIsMadeByEditingItsTables(t *testing.T) {
	base, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	rules := houserules.Shipped(base, "spelsystemet")
	p := &houserules.Pack{Format: houserules.Format, Version: houserules.Version, Ruleset: "spelsystemet", Name: "Ulvdalen"}
	entries, kinds, err := p.Table(assets.FS, rules, "weapons")
	if err != nil {
		t.Fatal(err)
	}
	if kinds["damage"] != houserules.Text || kinds["hands"] != houserules.Number {
		t.Errorf("kinds %v", kinds)
	}
	var dolk houserules.Entry
	for _, e := range entries {
		if e.ID == "dolk" {
			dolk = e
		}
	}
	dolk.Members["damage"], _ = houserules.ParseValue("Grund", kinds["damage"])
	if err := p.Set(assets.FS, rules, "weapons", "dolk", dolk.Members); err != nil {
		t.Fatal(err)
	}
	if err := p.AddCopy(assets.FS, rules, "weapons", "svard", "husyxa", "Husyxa"); err != nil {
		t.Fatal(err)
	}
	if err := p.Remove(assets.FS, rules, "weapons", "stridsslagga"); err != nil {
		t.Fatal(err)
	}
	_, changes, err := p.Apply(assets.FS, rules)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(changes, "\n"); got != "weapons: − stridsslagga\nweapons: dolk: damage \"Grund-2\" → \"Grund\"\nweapons: + husyxa" {
		t.Errorf("the pack made changes:\n%s", got)
	}
	if _, err := houserules.ParseValue("två", houserules.Number); err == nil {
		t.Error("\"två\" read as a number")
	}
	before, _ := json.Marshal(p)
	dolk.Members["hands"] = json.RawMessage(`"två"`)
	if err := p.Set(assets.FS, rules, "weapons", "dolk", dolk.Members); err == nil {
		t.Error("a text where the table has numbers was kept")
	}
	if after, _ := json.Marshal(p); string(after) != string(before) {
		t.Errorf("a refused edit changed the pack:\n%s\n%s", before, after)
	}
	// Removing an entry the pack adds takes the addition back.
	if err := p.Remove(assets.FS, rules, "weapons", "husyxa"); err != nil || len(p.Tables["weapons"].Add) != 0 {
		t.Errorf("removing the added Husyxa: %v, %d added", err, len(p.Tables["weapons"].Add))
	}
}

// A pack of rules the program does not have may touch no table, and an editor of it is shown
// an empty description rather than failing: the pack's own file says which rules it wants.
func TestAPackOfRulesNotShippedMayTouchNothing(t *testing.T) {
	base, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	if got := houserules.Shipped(base, "spelsystemet").HouseTables; len(got) == 0 {
		t.Error("spelsystemet as shipped lets a pack touch no table")
	}
	if got := houserules.Shipped(base, "drakar-utan-namn").HouseTables; len(got) != 0 {
		t.Errorf("rules not shipped let a pack touch %v", got)
	}
}
