package encounter

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

func registry(t *testing.T) *engine.Registry {
	t.Helper()
	reg, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func example(t *testing.T, name string) *sheet.Character {
	t.Helper()
	data, err := assets.FS.ReadFile("examples/" + name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := sheet.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// fightOf is a fight of ruleset id with the example files copied into a temporary folder,
// added as players' characters, and n copies of npc.
func fightOf(t *testing.T, id string, files []string, npc string, n int) (*Fight, string) {
	t.Helper()
	rs, err := registry(t).Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	f := New(rs)
	for _, name := range files {
		c := example(t, name)
		path := filepath.Join(dir, name)
		if err := sheet.Save(path, c); err != nil {
			t.Fatal(err)
		}
		if err := f.AddFile(path, c, nil); err != nil {
			t.Fatal(err)
		}
	}
	if npc != "" {
		if err := f.AddCopies(example(t, npc), n); err != nil {
			t.Fatal(err)
		}
	}
	return f, dir
}

func names(f *Fight) []string {
	out := make([]string, len(f.Doc.Combatants))
	for i, c := range f.Doc.Combatants {
		out[i] = c.Name
	}
	return out
}

func TestCopiesAreNumberedAndNamesNeverRepeat(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "intensitet", []string{"bombur.json"}, "vatte.json", 3)
	if err := f.AddCopies(example(t, "vatte.json"), 1); err != nil {
		t.Fatal(err)
	}
	want := []string{"Bombur", "Vätte 1", "Vätte 2", "Vätte 3", "Vätte"}
	if got := names(f); !slices.Equal(got[:4], want[:4]) || !strings.HasPrefix(got[4], "Vätte") || slices.Index(got[:4], got[4]) >= 0 {
		t.Errorf("names %v", got)
	}
	if err := f.AddCopies(example(t, "vatte.json"), sheet.MaxCombatants); err == nil {
		t.Error("past the most an encounter holds")
	}
	if err := f.AddCopies(example(t, "asa-jarnhand.json"), 1); !errors.Is(err, ErrOtherRuleset) {
		t.Errorf("a spelsystemet character in an intensitet fight: %v", err)
	}
}

// "Ta tio spelkort numrerade från 1 till 10. Blanda dem och låt alla som är med i striden dra
// varsitt kort. Värdet är ditt initiativ. Lägst initiativ börjar." And "Du och en annan
// rollperson kan byta initiativkort med varandra under striden": the order follows the swap.
func TestZonstridOrderFollowsTheCardsAndASwap(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "zonstrid", []string{"eira.json"}, "skogsrovare.json", 3)
	if err := f.Settle(rand.New(rand.NewPCG(7, 0))); err != nil {
		t.Fatal(err)
	}
	cards := func() []int {
		var out []int
		for _, c := range f.Chars {
			out = append(out, c.State["initiativ"])
		}
		return out
	}
	if c := cards(); !slices.IsSorted(c) || len(slices.Compact(slices.Clone(c))) != 4 {
		t.Fatalf("cards %v: each its own, lowest first", c)
	}
	first, last := f.Doc.Combatants[0].Name, f.Doc.Combatants[3].Name
	for _, i := range []int{0, 3} { // "Du och en annan rollperson": two of the players' side
		if err := f.SetSide(i, sheet.SidePlayers); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Swap(0, 3); err != nil {
		t.Fatal(err)
	}
	if c := cards(); !slices.IsSorted(c) || f.Doc.Combatants[0].Name != last || f.Doc.Combatants[3].Name != first {
		t.Errorf("after the swap: %v %v", names(f), c)
	}
	if !strings.Contains(f.Doc.Log[len(f.Doc.Log)-1], "byter initiativkort") {
		t.Errorf("log %q", f.Doc.Log)
	}
}

// "Lyckas du får du dra ett extra kort för initiativ och välja det bästa": the ambusher's
// draw of two comes from what the others left, and the order follows it.
func TestZonstridAmbushDrawsTwoFromTheDeckTheOthersLeft(t *testing.T) {
	t.Parallel()
	for seed := range uint64(20) {
		f, _ := fightOf(t, "zonstrid", []string{"eira.json"}, "skogsrovare.json", 8)
		r := rand.New(rand.NewPCG(seed, 1))
		if err := f.Settle(r); err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(f.Doc.Combatants, func(c sheet.Combatant) bool { return c.File != "" })
		if _, err := f.Do(i, engine.Setup{Form: "overfall"}, r); err != nil {
			t.Fatal(err)
		}
		var cards []int
		for _, c := range f.Chars {
			cards = append(cards, c.State["initiativ"])
		}
		if !slices.IsSorted(cards) || len(slices.Compact(slices.Clone(cards))) != 9 {
			t.Fatalf("seed %d: cards %v", seed, cards)
		}
	}
}

// "Horder agerar som karaktärer: Alla i Horden gör samma handlingar": a horde is one
// combatant, its individuals counted on it.
func TestAHordeIsOneCombatant(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "framgangsslag", []string{"stadsvakt.json"}, "", 0)
	if err := f.AddHorde(example(t, "bonder.json"), 8); err != nil {
		t.Fatal(err)
	}
	if len(f.Chars) != 2 || f.Chars[1].State["antal"] != 8 {
		t.Fatalf("%v, antal %d", names(f), f.Chars[1].State["antal"])
	}
	if err := f.AddHorde(example(t, "bonder.json"), 100); err == nil {
		t.Error("a horde past the tracker's most")
	}
	rs, _ := registry(t).Lookup("spelsystemet")
	if err := New(rs).AddHorde(example(t, "rovare.json"), 3); err == nil {
		t.Error("a horde where the rules have none")
	}
}

func TestNextEndsTheRoundAndRemoveKeepsTheTurn(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 3)
	if err := f.Settle(rand.New(rand.NewPCG(1, 0))); err != nil {
		t.Fatal(err)
	}
	for range 4 {
		f.Next(rand.New(rand.NewPCG(2, 0)))
	}
	if f.Doc.Round != 2 || f.Doc.Turn != 0 || f.Doc.Log[len(f.Doc.Log)-1] != "Runda 2" {
		t.Fatalf("round %d turn %d log %q", f.Doc.Round, f.Doc.Turn, f.Doc.Log)
	}
	f.Next(rand.New(rand.NewPCG(2, 0)))
	f.Next(rand.New(rand.NewPCG(2, 0)))
	acting := f.Doc.Combatants[f.Doc.Turn].Name
	f.Remove(0)
	if f.Doc.Combatants[f.Doc.Turn].Name != acting {
		t.Errorf("the turn moved from %s to %s", acting, f.Doc.Combatants[f.Doc.Turn].Name)
	}
	f.Remove(f.Doc.Turn)
	if f.Doc.Turn >= len(f.Chars) {
		t.Errorf("turn %d of %d", f.Doc.Turn, len(f.Chars))
	}
}

// The players' characters stay theirs: the fight writes only what it changed, only on Save,
// and never over a file changed on disk since.
func TestSaveWritesOnlyTheChangedFilesAndNeverOverAnEdit(t *testing.T) {
	t.Parallel()
	f, dir := fightOf(t, "intensitet", []string{"bombur.json"}, "vatte.json", 2)
	fights := f.Rules
	if len(f.Changes()) != 0 {
		t.Fatalf("changes before any blow: %v", f.Changes())
	}
	undo := f.Clone() // the first step, for an undo all the way back
	// Vätte 1 strikes Bombur until a blow lands.
	r := rand.New(rand.NewPCG(3, 3))
	for n := 0; len(f.Changes()) == 0; n++ {
		if n == 200 {
			t.Fatal("no blow landed in 200 exchanges")
		}
		x := engine.Exchange{Attack: fights.Attacks(f.Chars[1])[0].ID}
		// Blow after blow in one turn: the GM's ruling, past what the turn allows.
		if _, err := f.ActAnyway(1, 0, x, r); err != nil {
			t.Fatal(err)
		}
	}
	bombur := filepath.Join(dir, "bombur.json")
	if got := f.Changes(); !slices.Equal(got, []string{bombur}) {
		t.Fatalf("changes %v", got)
	}
	path := filepath.Join(dir, "fight.json")
	written, err := f.Save(path)
	if err != nil || !slices.Equal(written, []string{bombur}) {
		t.Fatalf("written %v, %v", written, err)
	}
	if _, err := os.Stat(bombur + ".bak"); err != nil {
		t.Errorf("no .bak: %v", err)
	}
	if len(f.Changes()) != 0 {
		t.Errorf("changes after saving: %v", f.Changes())
	}
	again, err := Open(registry(t), path)
	if err != nil || again.ProblemsError() != nil || !sheet.Equal(again.Chars[0], f.Chars[0]) || again.Doc.Combatants[0].File != "bombur.json" {
		t.Fatalf("read again: %v %v %+v", err, again.ProblemsError(), again.Doc.Combatants[0])
	}
	// The step before the save, undone to, puts Bombur back as he was: that is a change of the
	// file the save wrote, and his file will be written.
	if got := undo.Changes(); !slices.Equal(got, []string{bombur}) {
		t.Errorf("undone to before the save, changes %v", got)
	}
	// But his player edits the file meanwhile, and that is not written over.
	edited := example(t, "bombur.json")
	edited.Notes = "edited by his player"
	if err := sheet.Save(bombur, edited); err != nil {
		t.Fatal(err)
	}
	if _, err := undo.Save(path); !errors.Is(err, ErrChangedOnDisk) {
		t.Errorf("saved over an edit: %v", err)
	}
	if now, _ := sheet.Load(bombur); now.Notes != "edited by his player" {
		t.Error("the edit is lost")
	}
}

func TestAMissingFileKeepsItsPlaceAndNamesIt(t *testing.T) {
	t.Parallel()
	f, dir := fightOf(t, "intensitet", []string{"bombur.json"}, "vatte.json", 1)
	path := filepath.Join(dir, "fight.json")
	if _, err := f.Save(path); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, "bombur.json")); err != nil {
		t.Fatal(err)
	}
	again, err := Open(registry(t), path)
	if err != nil {
		t.Fatal(err)
	}
	if again.Chars[0] != nil || !strings.Contains(again.ProblemsError().Error(), "bombur.json") || again.Chars[1] == nil {
		t.Fatalf("%v", again.ProblemsError())
	}
	if _, err := again.Act(1, 0, engine.Exchange{Attack: "x"}, rand.New(rand.NewPCG(1, 1))); err == nil || !strings.Contains(err.Error(), "bombur.json") {
		t.Errorf("acting on the missing one: %v", err)
	}
	if _, err := again.Save(path); err != nil {
		t.Fatal(err)
	}
	if kept, _ := sheet.LoadEncounter(path); len(kept.Combatants) != 2 || kept.Combatants[0].File != "bombur.json" {
		t.Errorf("the missing one is lost: %+v", kept.Combatants)
	}
}

// What autosave keeps of a fight not saved brings all of it back, and writes no file: the
// players' characters as the fight changed them, the NPCs, the round and the log.
func TestARecoveredFightIsTheFightAndWritesNothing(t *testing.T) {
	t.Parallel()
	f, dir := fightOf(t, "intensitet", []string{"bombur.json"}, "vatte.json", 2)
	fights := f.Rules
	r := rand.New(rand.NewPCG(3, 3))
	for n := 0; len(f.Changes()) == 0 || sheet.Equal(f.Chars[1], example(t, "vatte.json")); n++ {
		if n == 400 {
			t.Fatal("no blow landed both ways in 400 exchanges")
		}
		a, b := n%2, 1-n%2
		if !f.Able(a).Able {
			a = 2 // beaten: the other Vätte strikes on
		}
		if _, err := f.ActAnyway(a, b, engine.Exchange{Attack: fights.Attacks(f.Chars[a])[0].ID}, r); err != nil {
			t.Fatal(err)
		}
	}
	f.Next(rand.New(rand.NewPCG(2, 0)))
	bombur := filepath.Join(dir, "bombur.json")
	before, _ := os.ReadFile(bombur)
	data, err := f.Recovery()
	if err != nil {
		t.Fatal(err)
	}
	if !IsRecovery(data) || IsRecovery(before) {
		t.Fatal("IsRecovery does not tell a kept fight from a character")
	}
	back, err := Recover(registry(t), data)
	if err != nil {
		t.Fatal(err)
	}
	if !Equal(back, f) || !slices.Equal(back.Changes(), []string{bombur}) {
		t.Fatalf("recovered: changes %v, log %q", back.Changes(), back.Doc.Log)
	}
	if now, _ := os.ReadFile(bombur); string(now) != string(before) {
		t.Error("recovering wrote Bombur's file")
	}
	if _, err := Recover(registry(t), before); err == nil {
		t.Error("a character read as a kept fight")
	}
}

// A step undone to is the fight as it was: Clone shares the characters, so no exchange or
// action of any ruleset may change one in place.
func TestAStepLeavesTheFightBeforeItAsItWas(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ ruleset, pc, npc string }{
		{"spelsystemet", "asa-jarnhand.json", "rovare.json"},
		{"framgangsslag", "stadsvakt.json", "bonder.json"},
		{"intensitet", "bombur.json", "vatte.json"},
		{"zonstrid", "eira.json", "skogsrovare.json"},
		{"odestarningar", "nadir.json", "jibril.json"},
	} {
		t.Run(c.ruleset, func(t *testing.T) {
			f, _ := fightOf(t, c.ruleset, []string{c.pc}, c.npc, 2)
			r := rand.New(rand.NewPCG(11, 11))
			if err := f.Settle(r); err != nil {
				t.Fatal(err)
			}
			fights := f.Rules
			for n := range 40 {
				before := f.Clone()
				deep := make([]*sheet.Character, len(f.Chars))
				for i, ch := range f.Chars {
					deep[i] = ch.Clone()
				}
				a, b := n%3, (n+1)%3
				if n%5 == 4 {
					for _, act := range f.Actions(a) {
						if len(act.Inputs) == 0 && act.Confirm == nil {
							f.Do(a, engine.Setup{Form: act.ID}, r) // refused or done, it may not touch before
							break
						}
					}
				} else {
					f.Act(a, b, engine.Exchange{Attack: fights.Attacks(f.Chars[a])[0].ID}, r)
				}
				for i := range deep {
					if !sheet.Equal(before.Chars[i], deep[i]) {
						t.Fatalf("step %d changed %s of the step before in place", n, before.Doc.Combatants[i].Name)
					}
				}
			}
		})
	}
}

// A group of NPCs of a 2,000-character name: "Vätte 3" made of it stays a name a document may
// hold, and the encounter saved opens again with every one of them (their numbered names
// made a document that did not read back).
func TestCopiesOfTheLongestNameOpenAgain(t *testing.T) {
	t.Parallel()
	f, dir := fightOf(t, "intensitet", []string{"bombur.json"}, "", 0)
	vatte := example(t, "vatte.json")
	vatte.Name = strings.Repeat("V", sheet.MaxText)
	if err := f.AddCopies(vatte, 3); err != nil {
		t.Fatal(err)
	}
	if err := f.AddCopies(vatte, 1); err != nil { // named apart: "(2)"
		t.Fatal(err)
	}
	path := filepath.Join(dir, "fight.json")
	if _, err := f.Save(path); err != nil {
		t.Fatal(err)
	}
	again, err := Open(registry(t), path)
	if err != nil || again.ProblemsError() != nil || len(again.Chars) != 5 {
		t.Fatalf("opened again: %v %v", err, again.ProblemsError())
	}
	for _, c := range again.Chars[1:] {
		if n := len([]rune(c.Name)); n > sheet.MaxText {
			t.Errorf("a name of %d characters", n)
		}
	}
}
