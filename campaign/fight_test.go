package campaign

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/encounter"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

// A fight saved in a campaign keeps versions of the encounter, its summary the round and who
// acted, and of the player's character it writes; an encounter's version restores as a new
// one, byte for byte.
func TestSaveFightKeepsVersions(t *testing.T) {
	dir, asa := campaignWith(t)
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := reg.Lookup("spelsystemet")
	f := encounter.New(rs)
	if err := f.AddFile(asa, load(t, asa), nil); err != nil {
		t.Fatal(err)
	}
	if err := f.AddCopies(load(t, example("rovare")), 1); err != nil {
		t.Fatal(err)
	}
	if err := f.Settle(rand.New(rand.NewPCG(1, 0))); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "fight.json")
	if _, err := SaveFight(path, f, nil); err != nil {
		t.Fatal(err)
	}
	first, _ := os.ReadFile(path)
	// The player's character changes in the fight, and a round passes.
	ch := f.Chars[0].Clone()
	ch.State["trotthet"] = 3
	f.Chars[0] = ch
	f.NextRound(rand.New(rand.NewPCG(2, 0)))
	written, err := SaveFight(path, f, nil)
	if err != nil || len(written) != 1 {
		t.Fatal(written, err)
	}
	vs, err := History(path)
	if err != nil || len(vs) != 2 {
		t.Fatal(len(vs), err)
	}
	if vs[0].Summary != "new: Runda 1, 2 combatants" || !strings.HasPrefix(vs[1].Summary, "Runda 1 → 2") {
		t.Fatalf("summaries %q, %q", vs[0].Summary, vs[1].Summary)
	}
	if now, _ := os.ReadFile(path); string(now) != vs[1].Doc {
		t.Fatal("the encounter is not its last version")
	}
	cs, err := History(asa)
	if err != nil || len(cs) != 2 || cs[0].Summary != "as found" || !strings.Contains(cs[1].Summary, "3") {
		t.Fatalf("the character's versions %+v, %v", cs, err)
	}
	s, err := Restore(path, 1, nil)
	if err != nil || s.Version != 3 || string(s.Data) != string(first) {
		t.Fatalf("restore: version %d, %v", s.Version, err)
	}
	if vs, _ := History(path); !strings.HasPrefix(vs[2].Summary, "restored version 1: Runda 2 → 1") {
		t.Fatalf("restored: %q", vs[2].Summary)
	}
	if _, err := sheet.LoadEncounter(path); err != nil {
		t.Fatal(err)
	}
}
