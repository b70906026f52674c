package encounter

import (
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// logHas says whether a line of f's log holds every one of parts.
func logHas(f *Fight, parts ...string) bool {
	return slices.ContainsFunc(f.Doc.Log, func(l string) bool {
		for _, p := range parts {
			if !strings.Contains(l, p) {
				return false
			}
		}
		return true
	})
}

// settled is f with its order settled by seed.
func settled(t *testing.T, f *Fight, seed uint64) *Fight {
	t.Helper()
	if err := f.Settle(rand.New(rand.NewPCG(seed, 0))); err != nil {
		t.Fatal(err)
	}
	return f
}

// index is the place of the combatant called name.
func index(t *testing.T, f *Fight, name string) int {
	t.Helper()
	i := slices.Index(names(f), name)
	if i < 0 {
		t.Fatalf("no %q among %v", name, names(f))
	}
	return i
}

// spelsystemet: "2xKP: Rollpersonen faller medvetslös, och blöder 1 LP/rond tills dess att
// någon läkning erhållits": a part at twice its KP loses 1 LP at every round's end, and the
// unconscious is skipped with the reason, never offered the turn, and is struck by a frislag.
func TestABleedingUnconsciousCharacterLosesLPEachRoundAndIsSkipped(t *testing.T) {
	t.Parallel()
	f := settled(t, fightOfNPCs(t, "spelsystemet", "rovare.json", 2), 1)
	ulv := index(t, f, "Ulv Skägge 1")
	c := f.Chars[ulv].Clone()
	c.Wounds = append(c.Wounds, sheet.Wound{Part: "vanster-arm", Damage: 12, Type: "H"}) // past 2 × KP
	f.Chars[ulv] = c
	if a := f.Able(ulv); a.Able || !a.Helpless || a.Reason.Sv() != "medvetslös" {
		t.Fatalf("Ulv at twice KP: %+v %q", a, a.Reason.Sv())
	}
	wounds, tired := len(c.Wounds), c.State["trotthet"]
	for range 2 {
		f.NextRound(rand.New(rand.NewPCG(1, 1)))
		if f.Doc.Turn == ulv {
			t.Fatalf("round %d: the turn is the unconscious one's", f.Doc.Round)
		}
	}
	// The blood lost is one wound straight to LP, grown a LP a round.
	if w := f.Chars[ulv].Wounds; len(w) != wounds+1 || w[wounds].Part != "" || w[wounds].Damage != 2 {
		t.Errorf("two round ends left the wounds %+v, want one of 2 LP of blood after the %d", w, wounds)
	}
	if got := f.Chars[ulv].State["trotthet"]; got != tired {
		t.Errorf("blood lost is no blow, and Trötthet went from %d to %d", tired, got)
	}
	if !logHas(f, "Ulv Skägge 1", "Blöda en rond", "blöder 1 LP") || !logHas(f, "Ulv Skägge 1 hoppas över: medvetslös") {
		t.Errorf("the log says neither the bleeding nor the skip: %q", f.Doc.Log)
	}
	x, err := f.Exchange(1-ulv, ulv, engineExchange(f, 1-ulv))
	if err != nil {
		t.Fatal(err)
	}
	if ds, _ := fightsOf(f).Defences(x); len(ds) != 1 || ds[0].ID != "frislag" {
		t.Errorf("the unconscious defends with %v; the rules make it a frislag", ds)
	}
	if _, err := f.Act(ulv, 1-ulv, engineExchange(f, ulv), rand.New(rand.NewPCG(1, 2))); err == nil {
		t.Error("the unconscious attacked")
	}
}

// intensitet: "När första rundan börjar: Spelledaren placerar ut intensitetstärningen … med
// värdet ”1” uppåt. Efter varje runda: Spelledaren stegar upp intensitetstärningens värde med
// +1, till den når ”6”"; "Döende … Du måste göra ett räddningsslag mot död varje drag".
func TestTheIntensityDieStepsUpAndTheDyingSaveEveryTurn(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "intensitet", []string{"bombur.json"}, "vatte.json", 1)
	settled(t, f, 2)
	bombur := index(t, f, "Bombur")
	if got := f.Chars[bombur].State["intensitet"]; got != 1 {
		t.Fatalf("the die starts at %d", got)
	}
	r := rand.New(rand.NewPCG(5, 5))
	for round := 2; round <= 7; round++ {
		f.NextRound(r)
		if got := f.Chars[bombur].State["intensitet"]; got != min(round, 6) {
			t.Fatalf("round %d: the die is at %d", round, got)
		}
	}
	dying := f.Chars[bombur].Clone()
	dying.Conditions = append(dying.Conditions, "doende")
	f.Chars[bombur] = dying
	if a := f.Able(bombur); a.Able || !a.Helpless {
		t.Fatalf("the dying can act: %+v", a)
	}
	saves := 0
	for turn := 0; turn < 12 && f.Chars[bombur].State["forsamringar"] < 3; turn++ {
		before := len(f.Doc.Log)
		f.Next(r)
		for _, l := range f.Doc.Log[before:] {
			if strings.Contains(l, "Bombur: Dödsräddningsslag: T20") {
				saves++
			}
		}
		if !slices.Contains(f.Chars[bombur].Conditions, "doende") {
			break // stabilised: medvetslös, no more saves
		}
	}
	if saves == 0 {
		t.Fatalf("no death save in twelve turns: %q", f.Doc.Log)
	}
	if f.Chars[bombur].State["forsamringar"] >= 3 {
		if a := f.Able(bombur); a.Reason.Sv() != "död" {
			t.Errorf("dead of three försämringar, and the reason is %q", a.Reason.Sv())
		}
		if st := f.Rules.Derive(f.Chars[bombur]).Layout().Status; st == nil || st.Text != "död" {
			t.Errorf("dead of three försämringar, and the status reads %v", st)
		}
	}
}

// odestarningar: "För varje handling måste en eller flera ödestärningar användas. Sedan kan
// dessa tärningar inte användas igen förrän nästa sr", "Varje sr indelas i faser", and "För
// grupper av generiska slp med identiska egenskaper slås … bara ett, gemensamt
// initiativslag": one who has spent its dice waits for the next sr, not for ever.
func TestÖdeDiceComeBackEachRoundInPhases(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "odestarningar", []string{"nadir.json"}, "jibril.json", 2)
	settled(t, f, 3)
	j1, j2 := index(t, f, "Jibril 1"), index(t, f, "Jibril 2")
	if !slices.Equal(f.Doc.Combatants[j1].Initiative, f.Doc.Combatants[j2].Initiative) || !f.Simultaneous(j1) {
		t.Errorf("the group's places %v %v, simultaneous %v", f.Doc.Combatants[j1].Initiative, f.Doc.Combatants[j2].Initiative, f.Simultaneous(j1))
	}
	nadir := index(t, f, "Nadir al-Farouk")
	spent := f.Chars[nadir].Clone()
	spent.State["anvanda"] = 10
	f.Chars[nadir] = spent
	if a := f.Able(nadir); a.Able || a.Helpless || !strings.Contains(a.Reason.Sv(), "denna sr") {
		t.Fatalf("Nadir with every die spent: %+v", a)
	}
	f.Doc.Attacked = true // someone struck this phase: the order goes round again
	for f.Doc.Round == 1 {
		f.Next(rand.New(rand.NewPCG(1, 1)))
	}
	if !logHas(f, "Runda 1, fas 2") || !logHas(f, "Nadir al-Farouk: Ny stridsrunda") {
		t.Errorf("no second phase, or no dice back: %q", f.Doc.Log)
	}
	if !f.Able(nadir).Able {
		t.Errorf("round 2 and Nadir still cannot act: %+v", f.Able(nadir))
	}
}

// fightOfNPCs is a fight of n copies of the example npc alone, settled by no one yet.
func fightOfNPCs(t *testing.T, id, npc string, n int) *Fight {
	f, _ := fightOf(t, id, nil, npc, n)
	return f
}

func fightsOf(f *Fight) engine.Fights { return f.Rules }

// engineExchange is combatant a's first attack, set up.
func engineExchange(f *Fight, a int) engine.Exchange {
	return engine.Exchange{Attack: fightsOf(f).Attacks(f.Chars[a])[0].ID}
}

// "The encounter file is guarded as character files are: saved over only if unchanged since
// read, else the GM chooses": a save over a file another program saved in between is refused,
// and keeping this fight sets the other's aside first, losing neither.
func TestASaveNeverWritesOverAnEncounterChangedOnDisk(t *testing.T) {
	t.Parallel()
	f, dir := fightOf(t, "zonstrid", nil, "skogsrovare.json", 2)
	path := dir + "/fight.json"
	if _, err := f.Save(path); err != nil {
		t.Fatal(err)
	}
	mine, err := Open(registry(t), path)
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := Open(registry(t), path)
	if err != nil {
		t.Fatal(err)
	}
	theirs.Next(rand.New(rand.NewPCG(1, 1)))
	if _, err := theirs.Save(path); err != nil {
		t.Fatal(err)
	}
	mine.Remove(1)
	undo := mine.Clone() // an undo step shares what the file holds
	if _, err := mine.Save(path); !errors.Is(err, ErrEncounterChanged) {
		t.Fatalf("saving over the other's: %v", err)
	}
	aside, err := mine.SetAside()
	if err != nil {
		t.Fatal(err)
	}
	mine.Overrule()
	if _, err := mine.Save(path); err != nil {
		t.Fatal(err)
	}
	kept, err := sheet.LoadEncounter(aside)
	if err != nil || kept.Round != theirs.Doc.Round || len(kept.Combatants) != 2 {
		t.Fatalf("the other's set aside as %s: %+v, %v", aside, kept, err)
	}
	if now, _ := sheet.LoadEncounter(path); len(now.Combatants) != 1 {
		t.Errorf("this fight was not saved: %d combatants", len(now.Combatants))
	}
	if _, err := undo.Save(path); err != nil {
		t.Errorf("a step undone to, saved over what this program wrote: %v", err)
	}
}

// "act keeps one .bak, so the file from before the fight is gone after two acts": the first
// save of a player's file keeps it as it was before the fight, and later saves leave that be.
func TestTheFileFromBeforeTheFightIsKept(t *testing.T) {
	t.Parallel()
	f, dir := fightOf(t, "intensitet", []string{"bombur.json"}, "vatte.json", 1)
	path := dir + "/fight.json"
	bombur := dir + "/bombur.json"
	before, err := os.ReadFile(bombur)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 9))
	saves := 0
	for n := 0; saves < 3; n++ {
		v := index(t, f, "Vätte")
		if n == 200 || !f.Able(v).Able {
			break
		}
		if _, err := f.ActAnyway(v, index(t, f, "Bombur"), engineExchange(f, v), r); err != nil { // blow after blow, by the GM's ruling
			t.Fatal(err)
		}
		written, err := f.Save(path)
		if err != nil {
			t.Fatal(err)
		}
		saves += len(written)
	}
	if saves < 2 {
		t.Fatalf("Bombur's file was written %d times", saves)
	}
	kept, err := os.ReadFile(bombur + ".before-fight")
	if err != nil || string(kept) != string(before) {
		t.Fatalf("the file from before the fight: %v", err)
	}
	if doc, _ := sheet.LoadEncounter(path); doc.Combatants[index(t, f, "Bombur")].BeforeFight != "bombur.json.before-fight" {
		t.Errorf("the encounter does not say where: %+v", doc.Combatants)
	}
}

// "A combatant reached through a symlink is the same combatant": added again by a link to
// its file, it is refused as one in the fight already.
func TestACharacterReachedThroughALinkIsInTheFightOnce(t *testing.T) {
	t.Parallel()
	f, dir := fightOf(t, "intensitet", []string{"bombur.json"}, "", 0)
	link := dir + "/link.json"
	if err := os.Symlink(dir+"/bombur.json", link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	c, err := sheet.Load(link)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.AddFile(link, c, nil); err == nil || !strings.Contains(err.Error(), "in the fight already") {
		t.Errorf("the same file by a link: %v", err)
	}
}

// "After a player file changed on disk the fight can never be saved except by dropping that
// player": it is read again into the fight, and the fight saves.
func TestAPlayerFileChangedOnDiskIsReadAgain(t *testing.T) {
	t.Parallel()
	f, dir := fightOf(t, "intensitet", []string{"bombur.json"}, "vatte.json", 1)
	path, bombur := dir+"/fight.json", dir+"/bombur.json"
	b := index(t, f, "Bombur")
	hurt := f.Chars[b].Clone()
	hurt.State["skada"] = 5
	f.Chars[b] = hurt
	other, err := sheet.Load(bombur)
	if err != nil {
		t.Fatal(err)
	}
	other.Notes = "ändrad av ett annat program"
	if err := sheet.Save(bombur, other); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Save(path); !errors.Is(err, ErrChangedOnDisk) {
		t.Fatalf("saving over the other's change: %v", err)
	}
	if got := f.ChangedOnDisk(); !slices.Equal(got, []int{b}) {
		t.Fatalf("changed on disk: %v", got)
	}
	if err := f.Reread(b); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Save(path); err != nil {
		t.Fatal(err)
	}
	if now, _ := sheet.Load(bombur); now.Notes != other.Notes {
		t.Errorf("the other program's change is lost: %q", now.Notes)
	}
	if err := f.Reread(index(t, f, "Vätte")); err == nil {
		t.Error("an NPC kept in the encounter read from a file")
	}
}

// zonstrid: "Det går bara att byta initiativ i början av rundan, innan någon hunnit göra sina
// handlingar": a swap at the start of a round gives the turn to the first of the new order,
// so nobody loses a turn, and once someone has attacked no swap is made.
func TestASwapAtTheStartOfARoundLosesNoTurn(t *testing.T) {
	t.Parallel()
	f := settled(t, fightOfNPCs(t, "zonstrid", "skogsrovare.json", 3), 4)
	for i := range f.Chars { // "Du och en annan rollperson": the players' side swaps
		if err := f.SetSide(i, sheet.SidePlayers); err != nil {
			t.Fatal(err)
		}
	}
	last := f.Doc.Combatants[2].Name
	if err := f.Swap(0, 2); err != nil {
		t.Fatal(err)
	}
	if got := f.Doc.Combatants[f.Doc.Turn].Name; f.Doc.Turn != 0 || got != last {
		t.Fatalf("after the swap the turn is %d (%s), want 0 (%s); the order %v", f.Doc.Turn, got, last, names(f))
	}
	if _, err := f.Act(0, 1, engineExchange(f, 0), rand.New(rand.NewPCG(1, 1))); err != nil {
		t.Fatal(err)
	}
	if err := f.Swap(0, 2); err == nil {
		t.Errorf("a swap after %s attacked", last)
	}
}

// "Sides: players and NPCs are sides (a GM can change a combatant's side)": the log says
// which side one moved to, and a side that is neither is refused with the two there are.
func TestACombatantChangesSideAndTheLogSaysWhich(t *testing.T) {
	t.Parallel()
	f := fightOfNPCs(t, "spelsystemet", "rovare.json", 2)
	if f.SideOf(0) != sheet.SideNPCs || f.Target(0) >= 0 {
		t.Fatalf("two NPCs: side %q, target %d", f.SideOf(0), f.Target(0))
	}
	if err := f.SetSide(0, sheet.SidePlayers); err != nil {
		t.Fatal(err)
	}
	if f.SideOf(0) != sheet.SidePlayers || f.Target(0) != 1 || !logHas(f, f.Doc.Combatants[0].Name, "byter till spelarnas sida") {
		t.Errorf("side %q, target %d, log %q", f.SideOf(0), f.Target(0), f.Doc.Log)
	}
	if err := f.SetSide(1, "neutral"); err == nil || !strings.Contains(err.Error(), sheet.SideNPCs) || f.SideOf(1) != sheet.SideNPCs {
		t.Errorf("a side that is no side: %v, and it is on %q", err, f.SideOf(1))
	}
}
