package ui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/campaign"
	"rollformular/encounter"
	"rollformular/sheet"
	"rollformular/ui/campaignview"
	"rollformular/ui/sheetview"
	"rollformular/ui/uitest"
)

// newCampaign makes a campaign of Åsa (the party), Ulv and a second NPC in a folder of the
// test's, and returns the folder.
func newCampaign(t testing.TB) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "Ulvdalen")
	c, err := campaign.New(dir, "Ulvdalen", "spelsystemet")
	if err != nil {
		t.Fatal(err)
	}
	src := t.TempDir()
	vakt, _ := sheet.Load("../assets/examples/rovare.json")
	vakt.Name = "Östra vakten"
	if err := sheet.Save(filepath.Join(src, "vakt.json"), vakt); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Add(copyExample(t, src, "asa-jarnhand.json"), copyExample(t, src, "rovare.json"), filepath.Join(src, "vakt.json")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// openCampaign opens dir in a session of its own, as the command line and Open Recent do. What
// its watchers see reaches the test's goroutine (onDisk).
func openCampaign(t *testing.T, dir string) (*Session, *campaignview.View) {
	t.Helper()
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	s.diskQueue = make(chan func(), 256)
	if err := s.Open(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		s.unwatchAll()
		s.win.Close()
	})
	v, ok := s.currentPage().(*campaignview.View)
	if !ok {
		t.Fatal("the campaign is not shown")
	}
	return s, v
}

// onDisk runs what the session's watchers saw, on the test's goroutine, until cond holds; the
// test fails when it does not within 10 s.
func onDisk(t *testing.T, s *Session, what string, cond func() bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for !cond() {
		select {
		case f := <-s.diskQueue:
			f()
		case <-deadline:
			t.Fatalf("10 s on: %s", what)
		}
	}
}

// rowsShown are the texts of names shown below root, top to bottom, each once.
func rowsShown(root fyne.CanvasObject, names ...string) []string {
	type at struct {
		y    float32
		text string
	}
	var seen []at
	for _, l := range uitest.Find[*widget.Label](root) {
		if l.Visible() && slices.Contains(names, l.Text) {
			seen = append(seen, at{fyne.CurrentApp().Driver().AbsolutePositionForObject(l).Y, l.Text})
		}
	}
	slices.SortFunc(seen, func(a, b at) int { return int(a.y - b.y) })
	out := make([]string, len(seen))
	for i, a := range seen {
		out[i] = a.text
	}
	return out
}

// selectShowing is the drop-down shown below root that shows chosen.
func selectShowing(t testing.TB, root fyne.CanvasObject, chosen string) *widget.Select {
	t.Helper()
	for _, o := range uitest.ShownIn(root) {
		if sel, ok := o.(*widget.Select); ok && sel.Selected == chosen {
			return sel
		}
	}
	t.Fatalf("no drop-down shows %q", chosen)
	return nil
}

// entryHolding is the entry shown below root whose placeholder is hint.
func entryHolding(t testing.TB, root fyne.CanvasObject, hint string) *widget.Entry {
	t.Helper()
	for _, e := range uitest.Find[*widget.Entry](root) {
		if e.PlaceHolder == hint {
			return e
		}
	}
	t.Fatalf("no entry %q", hint)
	return nil
}

var everyone = []string{"Åsa Järnhand", "Ulv Skägge", "Östra vakten"}

// "A campaign is a folder … The editor has … a campaign panel: party, NPC library (search,
// filter, sort by every column …)". The party tab shows Åsa alone; the library shows all
// three, finds the guard by a piece of her name, filters the player characters, and sorts by
// name the Swedish way (Å and Ö after U), tapped again the other way round.
func TestACampaignShowsItsPartyAndItsNPCLibrary(t *testing.T) {
	s, v := openCampaign(t, newCampaign(t))
	w := s.win
	content := v.TabItem().Content
	if got := rowsShown(content, everyone...); !slices.Equal(got, []string{"Åsa Järnhand"}) {
		t.Fatalf("the party shows %v, want Åsa alone", got)
	}
	uitest.TapTab(t, content, lang.L("Characters and NPCs"))
	if got := rowsShown(content, everyone...); len(got) != 3 {
		t.Fatalf("the library shows %v, want all three", got)
	}
	search := entryHolding(t, content, lang.L("Search by name or file"))
	test.Type(search, "VAKT")
	if got := rowsShown(content, everyone...); !slices.Equal(got, []string{"Östra vakten"}) {
		t.Errorf("searching for VAKT shows %v", got)
	}
	search.SetText("")
	kind := selectShowing(t, content, lang.L("Everyone"))
	uitest.Choose(t, w, kind, lang.L("Player characters"))
	if got := rowsShown(content, everyone...); !slices.Equal(got, []string{"Åsa Järnhand"}) {
		t.Errorf("the player characters are %v", got)
	}
	uitest.Choose(t, w, kind, lang.L("Everyone"))
	uitest.TapButton(t, content, lang.L("Name"))
	if got := rowsShown(content, everyone...); !slices.Equal(got, []string{"Ulv Skägge", "Åsa Järnhand", "Östra vakten"}) {
		t.Errorf("sorted by name: %v", got)
	}
	uitest.TapButton(t, content, lang.L("Name")+" ▲")
	if got := rowsShown(content, everyone...); !slices.Equal(got, []string{"Östra vakten", "Åsa Järnhand", "Ulv Skägge"}) {
		t.Errorf("sorted by name the other way: %v", got)
	}
}

// "duplicate an NPC, add NPCs to a fight": the guard found by the search goes into a new fight
// fighting from her file, in one action; Ulv duplicated is a file of the folder of his own.
func TestTheLibraryDuplicatesAnNPCAndPutsNPCsIntoAFight(t *testing.T) {
	dir := newCampaign(t)
	s, v := openCampaign(t, dir)
	w := s.win
	content := v.TabItem().Content
	uitest.TapTab(t, content, lang.L("Characters and NPCs"))
	uitest.TapCell(t, w, content, "Ulv Skägge")
	uitest.TapButton(t, content, lang.L("Duplicate"))
	copyName := lang.L("{{.Name}} (copy)", map[string]any{"Name": "Ulv Skägge"})
	i := slices.IndexFunc(v.Campaign().Characters, func(c campaign.Character) bool { return c.Name == copyName && c.NPC })
	if i < 0 {
		t.Fatalf("the library does not list %q as an NPC: %+v", copyName, v.Campaign().Characters)
	}
	if c, err := sheet.Load(filepath.Join(dir, v.Campaign().Characters[i].File)); err != nil || c.Name != copyName {
		t.Fatalf("the duplicate: %v", err)
	}
	test.Type(entryHolding(t, content, lang.L("Search by name or file")), "vakt")
	uitest.TapButton(t, content, lang.L("Add all shown to a fight…"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	f := encounterShown(t, s).Fight()
	if len(f.Doc.Combatants) != 1 || f.Doc.Combatants[0].Name != "Östra vakten" || f.FileOf(0) != filepath.Join(dir, "vakt.json") {
		t.Fatalf("the fight is %+v", f.Doc.Combatants)
	}
}

// "add the party to a new fight in one action".
func TestThePartyGoesIntoANewFightInOneAction(t *testing.T) {
	s, v := openCampaign(t, newCampaign(t))
	uitest.TapButton(t, v.TabItem().Content, lang.L("New fight with the party"))
	if got := names(encounterShown(t, s).Fight()); !slices.Equal(got, []string{"Åsa Järnhand"}) {
		t.Fatalf("the fight is %v", got)
	}
}

// openFromLibrary opens the character that reads name from the campaign's library.
func openFromLibrary(t *testing.T, s *Session, v *campaignview.View, name string) *sheetview.Editor {
	t.Helper()
	content := v.TabItem().Content
	uitest.TapTab(t, content, lang.L("Characters and NPCs"))
	uitest.TapCell(t, s.win, content, name)
	uitest.TapButton(t, content, lang.L("Open"))
	e := s.Current()
	if e == nil || e.Document().Name != name {
		t.Fatalf("%s did not open", name)
	}
	return e
}

// anotherWriter changes the file at path as another machine's program does, by change.
func anotherWriter(t *testing.T, path string, change func(c *sheet.Character)) {
	t.Helper()
	c, err := sheet.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	change(c)
	if err := sheet.Save(path, c); err != nil {
		t.Fatal(err)
	}
}

// "the editor notices when a file it has open changes on disk (a watcher), reloads it when
// nothing is unsaved": Åsa's notes written by another program show in her tab, saved, and
// Undo brings back what the tab showed.
func TestAnotherWritersChangeReachesTheOpenTab(t *testing.T) {
	dir := newCampaign(t)
	s, v := openCampaign(t, dir)
	e := openFromLibrary(t, s, v, "Åsa Järnhand")
	before := e.Document().Notes
	anotherWriter(t, filepath.Join(dir, "asa-jarnhand.json"), func(c *sheet.Character) { c.Notes = "Skrivet på den andra datorn" })
	onDisk(t, s, "the tab shows the other machine's notes", func() bool { return e.Document().Notes == "Skrivet på den andra datorn" })
	if e.Dirty() {
		t.Error("the file as it is now shows as unsaved")
	}
	e.Undo()
	if e.Document().Notes != before {
		t.Errorf("undone, the notes are %q, want %q", e.Document().Notes, before)
	}
}

// "… and otherwise shows both and lets the person keep either or merge field by field": the
// name typed in the tab, unsaved, and the STY another program saved meanwhile are both in the
// merge, each taken from the side that changed it; saved, the file has both, and the other
// program's version is in the timeline before the merge's.
func TestUnsavedEditsAndAnotherWritersChangeAreMerged(t *testing.T) {
	dir := newCampaign(t)
	path := filepath.Join(dir, "asa-jarnhand.json")
	s, v := openCampaign(t, dir)
	e := openFromLibrary(t, s, v, "Åsa Järnhand")
	uitest.Retype(s.win, nameOf(t, e), "Åsa den röda")
	anotherWriter(t, path, func(c *sheet.Character) { c.Attributes["sty"] = 17 })
	onDisk(t, s, "the merge is offered", func() bool { return uitest.OpenOverlay(s.win) != nil })
	merge := uitest.InDialog(t, s.win)
	if !uitest.SaysIn(merge, "Åsa den röda") || !uitest.SaysIn(merge, "17") {
		t.Fatalf("the merge does not show both sides: %v", uitest.Texts(merge))
	}
	uitest.TapButton(t, merge, lang.L("Merge"))
	if e.Document().Name != "Åsa den röda" || e.Document().Attributes["sty"] != 17 || !e.Dirty() {
		t.Fatalf("merged: name %q, STY %d, dirty %v", e.Document().Name, e.Document().Attributes["sty"], e.Dirty())
	}
	e.Save(nil)
	if uitest.OpenOverlay(s.win) != nil {
		t.Fatalf("saving the merge asks: %v", uitest.Texts(uitest.OpenOverlay(s.win)))
	}
	saved, _ := sheet.Load(path)
	if saved.Name != "Åsa den röda" || saved.Attributes["sty"] != 17 {
		t.Errorf("the file has name %q, STY %d", saved.Name, saved.Attributes["sty"])
	}
	versions, err := campaign.History(path)
	if err != nil || len(versions) < 2 {
		t.Fatalf("the timeline is %d versions: %v", len(versions), err)
	}
	theirs, err := sheet.Parse([]byte(versions[len(versions)-2].Doc))
	if err != nil || theirs.Name != "Åsa Järnhand" || theirs.Attributes["sty"] != 17 {
		t.Errorf("the version before the merge is not the other program's file: %v", err)
	}
}

// "Conflict copies are recognised, never listed as extra characters, and offered as a merge":
// a Syncthing copy of Åsa is not a fourth character; merged with the copy's notes, the
// original has them and the copy is gone.
func TestAConflictCopyIsOfferedAsAMergeAndNotListed(t *testing.T) {
	dir := newCampaign(t)
	orig := filepath.Join(dir, "asa-jarnhand.json")
	c, _ := sheet.Load(orig)
	c.Notes = "Från laptopen"
	copyPath := filepath.Join(dir, "asa-jarnhand.sync-conflict-20261207-101500-ABCDEF1.json")
	if err := sheet.Save(copyPath, c); err != nil {
		t.Fatal(err)
	}
	s, v := openCampaign(t, dir)
	content := v.TabItem().Content
	uitest.TapTab(t, content, lang.L("Characters and NPCs"))
	if got := rowsShown(content, everyone...); len(got) != 3 {
		t.Errorf("the library lists %v", got)
	}
	uitest.TapTab(t, content, lang.L("Conflicts ({{.Count}})", map[string]any{"Count": 1}))
	uitest.TapButton(t, content, lang.L("Merge…"))
	merge := uitest.InDialog(t, s.win)
	uitest.TapButton(t, merge, lang.L("Keep all of {{.Side}}", map[string]any{"Side": lang.L("the copy")}))
	uitest.TapButton(t, merge, lang.L("Merge"))
	if got, _ := sheet.Load(orig); got.Notes != "Från laptopen" {
		t.Errorf("the original's notes are %q", got.Notes)
	}
	if _, err := os.Stat(copyPath); !os.IsNotExist(err) {
		t.Errorf("the copy is still there: %v", err)
	}
	if len(v.Campaign().Conflicts) != 0 {
		t.Errorf("conflicts left: %+v", v.Campaign().Conflicts)
	}
}

// The timeline words a version's summary in the reader's language: the document's own
// fields by their names on the sheet ("Name", not the history's "name"), what kind of save it
// was, and the rules' own names and values as written.
func TestTheTimelineWordsEachSummaryInTheReadersLanguage(t *testing.T) {
	dir := newCampaign(t)
	path := filepath.Join(dir, "asa-jarnhand.json")
	c, _ := sheet.Load(path)
	c.Name, c.Notes = "Åsa", "Ny anteckning"
	c.Attributes["sty"] = 18
	if _, err := campaign.Save(path, c, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := campaign.Restore(path, 1, nil); err != nil {
		t.Fatal(err)
	}
	s, v := openCampaign(t, dir)
	content := v.TabItem().Content
	uitest.TapTab(t, content, lang.L("Characters and NPCs"))
	uitest.TapCell(t, s.win, content, "Åsa")
	uitest.TapButton(t, content, lang.L("Timeline"))
	changed := func(name string) string { return lang.L("{{.Name}} changed", map[string]any{"Name": name}) }
	for _, want := range []string{
		lang.L("as it was found"),
		lang.L("Name") + " Åsa Järnhand → Åsa, STY 15 → 18, " + changed(lang.L("Notes")),
		lang.L("brought back version {{.N}}", map[string]any{"N": 1}) + ": " + lang.L("Name") + " Åsa → Åsa Järnhand, STY 18 → 15, " + changed(lang.L("Notes")),
	} {
		if !slices.ContainsFunc(uitest.Texts(content), func(line string) bool { return strings.HasSuffix(line, " · "+want) }) {
			t.Errorf("no version of the timeline reads %q: %q", want, uitest.Texts(content))
		}
	}
}

// "A person sees a character's timeline, compares two versions side by side, and brings back
// an old one as a new save (never by losing the present one)".
func TestTheTimelineComparesAndBringsBackAVersion(t *testing.T) {
	dir := newCampaign(t)
	path := filepath.Join(dir, "asa-jarnhand.json")
	for _, sty := range []int{14, 18} {
		c, _ := sheet.Load(path)
		c.Attributes["sty"] = sty
		if _, err := campaign.Save(path, c, nil); err != nil {
			t.Fatal(err)
		}
	}
	s, v := openCampaign(t, dir)
	content := v.TabItem().Content
	uitest.TapTab(t, content, lang.L("Characters and NPCs"))
	uitest.TapCell(t, s.win, content, "Åsa Järnhand")
	uitest.TapButton(t, content, lang.L("Timeline"))
	checks := uitest.Find[*widget.Check](content)
	if len(checks) < 3 {
		t.Fatalf("the timeline lists %d versions, want 3", len(checks))
	}
	// Newest first: 3 (STY 18), 2 (STY 14), 1 (as found).
	test.Tap(checks[0])
	test.Tap(checks[1])
	uitest.TapButton(t, content, lang.L("Compare the two ticked"))
	cmp := uitest.InDialog(t, s.win)
	if !uitest.SaysIn(cmp, "14") || !uitest.SaysIn(cmp, "18") {
		t.Fatalf("the comparison does not show STY 14 and 18: %v", uitest.Texts(cmp))
	}
	uitest.Dismiss(s.win)
	test.Tap(checks[0]) // version 2 alone stays ticked
	uitest.TapButton(t, content, lang.L("Bring back the ticked version"))
	uitest.TapButton(t, uitest.InDialog(t, s.win), lang.L("Bring back"))
	if got, _ := sheet.Load(path); got.Attributes["sty"] != 14 {
		t.Errorf("brought back, STY is %d, want 14", got.Attributes["sty"])
	}
	versions, _ := campaign.History(path)
	if len(versions) != 4 || versions[2].Version != 3 {
		t.Errorf("the present version was lost: %+v", versions)
	}
	// "the recent sessions": today's, with the save that brought version 2 back first.
	uitest.TapTab(t, content, lang.L("Sessions"))
	if !uitest.SaysIn(content, time.Now().Format("2006-01-02")) || !uitest.SaysIn(content, "Åsa Järnhand (4): "+lang.L("brought back version {{.N}}", map[string]any{"N": "2"})) {
		t.Errorf("the sessions do not list today's saves: %v", uitest.Texts(content))
	}
}

// A fight of the campaign stepped from a shell (`encounter next` on another machine, or in a
// terminal) shows in its tab at once: the GM's screen, and the table's, follow the file.
func TestAFightSteppedFromAShellShowsInItsTab(t *testing.T) {
	dir := newCampaign(t)
	fightPath := filepath.Join(dir, "strid.json")
	rs, _ := uitest.Registry(t).Lookup("spelsystemet")
	f := encounter.New(rs)
	for _, file := range []string{"asa-jarnhand.json", "rovare.json"} {
		c, _ := sheet.Load(filepath.Join(dir, file))
		if err := f.AddFile(filepath.Join(dir, file), c, c); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := f.Save(fightPath); err != nil {
		t.Fatal(err)
	}
	s, v := openCampaign(t, dir)
	content := v.TabItem().Content
	uitest.TapTab(t, content, lang.L("Fights"))
	uitest.TapCell(t, s.win, content, "strid.json")
	uitest.TapButton(t, content, lang.L("Open"))
	view := encounterShown(t, s)
	before := view.Fight().Doc.Turn

	shell, err := encounter.Open(uitest.Registry(t), fightPath)
	if err != nil {
		t.Fatal(err)
	}
	shell.Next(rand.New(rand.NewPCG(1, 2)))
	if _, err := shell.Save(fightPath); err != nil {
		t.Fatal(err)
	}
	onDisk(t, s, "the tab follows the shell's step", func() bool { return view.Fight().Doc.Turn != before })
	if view.Dirty() {
		t.Error("the fight as its file holds it shows as unsaved")
	}
	view.Undo()
	if view.Fight().Doc.Turn != before {
		t.Errorf("undone, the turn is %d, want %d", view.Fight().Doc.Turn, before)
	}
}

// "A campaign of 5 player characters, 30 NPCs and 3 fights made and played in the real
// editor": five heroes and one guard; the guard duplicated from the library 29 times; three
// fights, each the party in one action and NPCs added from the library's search; each fight's
// initiative rolled, an exchange rolled and applied and the turn passed, then saved into the
// folder, which the panel lists with its round, each save a version of the fight's timeline.
func TestACampaignOfFiveHeroesThirtyNPCsAndThreeFightsIsPlayed(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Ulvdalen")
	c, err := campaign.New(dir, "Ulvdalen", "spelsystemet")
	if err != nil {
		t.Fatal(err)
	}
	src := t.TempDir()
	asa, _ := sheet.Load("../assets/examples/asa-jarnhand.json")
	files := []string{}
	for i, name := range []string{"Åsa", "Tove", "Gorm", "Ylva", "Bjarke"} {
		hero := asa.Clone()
		hero.Name = name
		files = append(files, filepath.Join(src, fmt.Sprintf("pc%d.json", i)))
		if err := sheet.Save(files[i], hero); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := c.Add(append(files, copyExample(t, src, "rovare.json"))...); err != nil {
		t.Fatal(err)
	}
	s, v := openCampaign(t, dir)
	s.seed = 7
	content := v.TabItem().Content
	uitest.TapTab(t, content, lang.L("Characters and NPCs"))
	for range 29 {
		uitest.TapCell(t, s.win, content, "Ulv Skägge")
		uitest.TapButton(t, content, lang.L("Duplicate"))
	}
	var npcs, pcs int
	for _, ch := range v.Campaign().Characters {
		if ch.NPC {
			npcs++
		} else {
			pcs++
		}
	}
	if pcs != 5 || npcs != 30 || len(v.Campaign().File.Party) != 5 {
		t.Fatalf("%d player characters (%d in the party) and %d NPCs, want 5 and 30", pcs, len(v.Campaign().File.Party), npcs)
	}

	for k := range 3 {
		s.tabs.Select(v.TabItem())
		uitest.TapTab(t, content, lang.L("Party"))
		uitest.TapButton(t, content, lang.L("New fight with the party"))
		fight := encounterShown(t, s)
		s.tabs.Select(v.TabItem())
		uitest.TapTab(t, content, lang.L("Characters and NPCs"))
		search := entryHolding(t, content, lang.L("Search by name or file"))
		search.SetText("")
		test.Type(search, fmt.Sprintf("-%d.json", k+2)) // the copies' files "…-2.json", "…-12.json", "…-22.json"
		uitest.TapButton(t, content, lang.L("Add all shown to a fight…"))
		tapOption(t, uitest.InDialog(t, s.win), fight.TabItem().Text)
		uitest.TapButton(t, uitest.InDialog(t, s.win), lang.L("Add"))
		if got := len(fight.Fight().Doc.Combatants); got < 6 {
			if d := uitest.OpenOverlay(s.win); d != nil {
				t.Logf("dialog: %v", uitest.Texts(d))
			}
			t.Fatalf("fight %d has %d combatants, want the party and an NPC", k+1, got)
		}
		fc := fight.TabItem().Content
		uitest.TapButton(t, fc, lang.L("Roll initiative"))
		logged := len(fight.Fight().Doc.Log)
		uitest.TapButton(t, fc, lang.L("Roll"))
		uitest.TapButton(t, fc, lang.L("Apply"))
		uitest.TapButton(t, fc, lang.L("Next turn"))
		if len(fight.Fight().Doc.Log) <= logged {
			t.Fatalf("fight %d: the exchange was not logged", k+1)
		}
		path := filepath.Join(dir, fmt.Sprintf("strid%d.json", k+1))
		if err := fight.SaveTo(path); err != nil { // the first save asks where: Fyne's file dialog
			t.Fatal(err)
		}
		if versions, err := campaign.History(path); err != nil || len(versions) != 1 {
			t.Errorf("fight %d's timeline: %+v, %v", k+1, versions, err)
		}
	}
	v.Reload()
	if len(v.Campaign().Encounters) != 3 {
		t.Fatalf("the panel lists %d fights", len(v.Campaign().Encounters))
	}
	s.tabs.Select(v.TabItem())
	uitest.TapTab(t, content, lang.L("Fights"))
	for k := range 3 {
		if !uitest.SaysIn(content, fmt.Sprintf("strid%d.json", k+1)) {
			t.Errorf("the fights do not list strid%d.json", k+1)
		}
	}
}

// tapOption taps the option of a radio group below root that reads label.
func tapOption(t testing.TB, root fyne.CanvasObject, label string) {
	t.Helper()
	for _, o := range uitest.ShownIn(root) {
		// A radio group's options are Fyne's own unexported type.
		if tap, ok := o.(fyne.Tappable); ok && fmt.Sprintf("%T", o) == "*widget.radioItem" && uitest.ShowsText(o, label) {
			test.Tap(tap)
			return
		}
	}
	t.Fatalf("no option %q", label)
}

// "campaign.json (name, ruleset, the house-rules pack it plays by, the party)": the pack chosen
// in the panel is what a character made there is made by. A new NPC, its attributes rolled,
// and a new player's character, who joins the party, each open in a tab read by the pack, and
// each saved into the folder with its first version.
func TestNewCharactersOfACampaignPlayByItsPack(t *testing.T) {
	dir := newCampaign(t)
	pack := `{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "Ulvdalens husregler",
 "tables": {"weapons": {"change": {"dolk": {"damage": "Grund"}}}}}`
	if err := os.WriteFile(filepath.Join(dir, "ulvdalen-regler.json"), []byte(pack), 0o644); err != nil {
		t.Fatal(err)
	}
	s, v := openCampaign(t, dir)
	v.Reload() // the pack written after the campaign was made
	content := v.TabItem().Content
	uitest.Choose(t, s.win, selectShowing(t, content, lang.L("The rules as shipped")), "ulvdalen-regler.json")
	if got, _ := campaign.ReadFile(filepath.Join(dir, campaign.FileName)); got.Rules != "ulvdalen-regler.json" {
		t.Fatalf("campaign.json plays by %q", got.Rules)
	}
	for _, npc := range []bool{true, false} {
		s.tabs.Select(v.TabItem())
		uitest.TapTab(t, content, lang.L("Characters and NPCs"))
		label := map[bool]string{true: lang.L("New NPC"), false: lang.L("New character")}[npc]
		uitest.TapButton(t, content, label)
		e := s.Current()
		if e == nil || e.Document().Name != label || e.Document().NPC != npc {
			t.Fatalf("%s did not open", label)
		}
		if e.HouseRules() != "Ulvdalens husregler" {
			t.Errorf("%s is read by %q, not the campaign's pack", label, e.HouseRules())
		}
		if versions, err := campaign.History(e.Path()); err != nil || len(versions) != 1 || filepath.Dir(e.Path()) != dir {
			t.Errorf("%s is not saved into the folder with a version: %s, %v", label, e.Path(), err)
		}
		inParty := slices.Contains(v.Campaign().File.Party, filepath.Base(e.Path()))
		if inParty == npc {
			t.Errorf("%s in the party: %v", label, inParty)
		}
	}
}

// The header counted "1 rollpersoner": one character is counted in the singular.
func TestACampaignOfOneCharacterSaysSo(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Ensam")
	c, err := campaign.New(dir, "Ensam", "spelsystemet")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Add(copyExample(t, t.TempDir(), "asa-jarnhand.json")); err != nil {
		t.Fatal(err)
	}
	s, _ := openCampaign(t, dir)
	texts := strings.Join(uitest.Texts(s.win.Content()), " | ")
	if !strings.Contains(texts, lang.L("1 character")) || strings.Contains(texts, lang.L("{{.Count}} characters", map[string]any{"Count": 1})) {
		t.Errorf("a campaign of one character says: %s", texts)
	}
}
