package ui

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/uitest"
)

// copyExample copies the example file name into dir, for a fight to write to.
func copyExample(t testing.TB, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile("../assets/examples/" + name)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// menuAction runs the main menu's item that reads label, as a click on it does.
func menuAction(t testing.TB, w fyne.Window, label string) {
	t.Helper()
	for _, m := range w.MainMenu().Items {
		for _, item := range m.Items {
			if item.Label == label && item.Action != nil {
				item.Action()
				return
			}
		}
	}
	t.Fatalf("the menu has no %q", label)
}

// checkIn taps the check box of the dialog on top that reads label.
func checkIn(t testing.TB, w fyne.Window, label string) {
	t.Helper()
	for _, o := range uitest.ShownIn(uitest.InDialog(t, w)) {
		if c, ok := o.(*widget.Check); ok && c.Text == label {
			test.Tap(c)
			return
		}
	}
	t.Fatalf("the dialog has no check box %q", label)
}

// newEncounter opens an empty fight of ruleset in a session of its own.
func newEncounter(t *testing.T, ruleset string) (*Session, *encounterView, fyne.Window) {
	t.Helper()
	s := NewSession(test.NewTempApp(t), registry(t))
	v, err := s.NewEncounter(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.win.Close)
	return s, v, s.win
}

// sessionWith opens docs, each in a tab of a session of its own, never saved.
func sessionWith(t *testing.T, docs ...*sheet.Character) (*Session, fyne.Window) {
	t.Helper()
	s := NewSession(test.NewTempApp(t), registry(t))
	for _, d := range docs {
		if _, err := s.ShowDocument(d, ""); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(s.win.Close)
	return s, s.win
}

// saysIn reports whether a label shown below root holds s, wrapped or cut as it may be drawn.
func saysIn(root fyne.CanvasObject, s string) bool {
	for _, o := range uitest.ShownIn(root) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, s) {
			return true
		}
	}
	return false
}

// encounterShown is the encounter of the tab shown.
func encounterShown(t testing.TB, s *Session) *encounterView {
	t.Helper()
	v, ok := s.currentPage().(*encounterView)
	if !ok {
		t.Fatal("no encounter is shown")
	}
	return v
}

// The fight played in the editor, as a GM does: Åsa from her file and three Rövare made from
// an open NPC, added through the view's own dialogs; initiative rolled; an exchange set up
// from the drop-downs with its odds shown, rolled and applied; the next turn; every step
// undone with Ctrl+Z and redone; and Åsa's file written only when the encounter is saved,
// after the GM is told so.
func TestTheEncounterIsPlayedInTheEditorAndWritesOnlyOnSave(t *testing.T) {
	dir := t.TempDir()
	asaPath := copyExample(t, dir, "asa-jarnhand.json")
	asaBefore, _ := os.ReadFile(asaPath)
	a := test.NewTempApp(t)
	s := NewSession(a, registry(t))
	asa, err := s.ShowFile(asaPath)
	if err != nil {
		t.Fatal(err)
	}
	w := asa.win
	t.Cleanup(w.Close)
	ulv, _ := sheet.Load("../assets/examples/rovare.json")
	if _, err := s.ShowDocument(ulv, ""); err != nil {
		t.Fatal(err)
	}
	menuAction(t, w, lang.L("New encounter"))
	v := encounterShown(t, s)

	// Åsa from the open tabs: Ulv, never saved, is left out here, and comes as a group.
	uitest.TapButton(t, v.object, lang.L("Open characters…"))
	checkIn(t, w, "Ulv Skägge")
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	uitest.TapButton(t, v.object, lang.L("Group of NPCs…"))
	group := uitest.InDialog(t, w)
	uitest.Choose(t, w, uitest.Find[*widget.Select](group)[0], "Ulv Skägge")
	uitest.Retype(w, uitest.Find[*widget.Entry](group)[0], "3")
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	if got := names(v.fight); !slices.Equal(got, []string{"Åsa Järnhand", "Ulv Skägge 1", "Ulv Skägge 2", "Ulv Skägge 3"}) {
		t.Fatalf("combatants %v", got)
	}
	if v.fight.Doc.Combatants[0].File == "" || v.fight.Doc.Combatants[1].File != "" {
		t.Fatalf("Åsa is not from her file, or a Rövare is: %+v", v.fight.Doc.Combatants)
	}

	// Initiative: "rollpersonen med bäst Snabbhet som har initiativet".
	uitest.TapButton(t, v.object, lang.L("Roll initiative"))
	for _, c := range v.fight.Doc.Combatants {
		if c.InitiativeText == "" {
			t.Fatalf("%s has no initiative", c.Name)
		}
	}
	if !saysIn(v.object, v.fight.Doc.Combatants[0].InitiativeText) {
		t.Error("the rows do not show the initiative")
	}

	// The exchange: whoever acts first attacks the other side.
	act := v.act
	v.rng = rand.New(rand.NewPCG(5, 5))
	first := v.fight.Doc.Combatants[v.fight.Doc.Turn].Name
	if act.actor.Selected != first {
		t.Fatalf("the attacker is %q; %q's turn", act.actor.Selected, first)
	}
	// Åsa attacks Ulv Skägge 2, whatever the order.
	uitest.Choose(t, w, act.actor, "Åsa Järnhand")
	uitest.Choose(t, w, act.weapon, "Farfars svärd")
	uitest.Choose(t, w, act.target, "Ulv Skägge 2")
	if !strings.Contains(act.Odds.Text, "%") || act.Roll.Disabled() {
		t.Fatalf("no odds before the roll: %q", act.Odds.Text)
	}
	logged := len(v.fight.Doc.Log)
	test.Tap(act.Roll)
	if act.apply.Disabled() || len(v.fight.Doc.Log) != logged {
		t.Fatal("a roll is applied before Apply, or cannot be applied")
	}
	test.Tap(act.apply)
	if len(v.fight.Doc.Log) != logged+1 || !strings.Contains(v.fight.Doc.Log[logged], "Åsa Järnhand anfaller Ulv Skägge 2") {
		t.Fatalf("the log after the exchange: %q", v.fight.Doc.Log[logged:])
	}
	if !v.Dirty() || !strings.HasPrefix(v.tab.Text, "*") {
		t.Error("an applied exchange leaves the encounter saved")
	}

	// The next turn, then every step back with Ctrl+Z and forward with Ctrl+Y.
	turn := v.fight.Doc.Turn
	uitest.TapButton(t, v.object, lang.L("Next turn"))
	if v.fight.Doc.Turn == turn {
		t.Fatal("the turn did not pass")
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if v.fight.Doc.Turn != turn || len(v.fight.Doc.Log) != logged {
		t.Fatalf("undone twice: turn %d, log %q", v.fight.Doc.Turn, v.fight.Doc.Log)
	}
	uitest.Press(w, fyne.KeyY, fyne.KeyModifierShortcutDefault)
	if len(v.fight.Doc.Log) != logged+1 {
		t.Fatal("redo did not bring the exchange back")
	}

	// Ulv Skägge 3 hits Åsa, rolled until a blow lands: her file changes only on save.
	strikeUntilAFileChanges(t, w, v, "Ulv Skägge 3", "Åsa Järnhand")
	if !v.changes.Visible() || !strings.Contains(v.changes.Text, "asa-jarnhand.json") {
		t.Errorf("the GM is not told Åsa's file will change: %q", v.changes.Text)
	}
	if now, _ := os.ReadFile(asaPath); string(now) != string(asaBefore) {
		t.Fatal("Åsa's file was written before the encounter was saved")
	}
	fightPath := filepath.Join(dir, "fight.json")
	if err := v.SaveTo(fightPath); err != nil { // the first save asks where: Fyne's file dialog
		t.Fatal(err)
	}
	if _, err := os.Stat(asaPath + ".bak"); err != nil {
		t.Errorf("no .bak of Åsa's file: %v", err)
	}
	if got, _ := sheet.Load(asaPath); !sheet.Equal(got, v.fight.Chars[slices.Index(names(v.fight), "Åsa Järnhand")]) {
		t.Error("Åsa's file does not hold the fight's outcome")
	}
	if !sheet.Equal(asa.doc, v.fight.Chars[slices.Index(names(v.fight), "Åsa Järnhand")]) {
		t.Error("Åsa's tab does not show what the encounter wrote to her file")
	}

	// Another blow on Åsa, then Ctrl+S: the GM is asked, with her file named, before it is
	// written.
	strikeUntilAFileChanges(t, w, v, "Ulv Skägge 1", "Åsa Järnhand")
	uitest.Press(w, fyne.KeyS, fyne.KeyModifierShortcutDefault)
	asked := uitest.InDialog(t, w)
	if !saysIn(asked, asaPath) {
		t.Fatalf("the save does not say which files it writes: %q", uitest.Texts(asked))
	}
	uitest.TapButton(t, asked, lang.L("Save"))
	if v.Dirty() || len(v.fight.Changes()) != 0 {
		t.Error("saved, and still unsaved")
	}
	again, err := encounter.Open(registry(t), fightPath)
	if err != nil || again.ProblemsError() != nil || len(again.Chars) != 4 || !slices.Equal(again.Doc.Log, v.fight.Doc.Log) {
		t.Fatalf("the saved encounter: %v %v", err, again.ProblemsError())
	}
}

// strikeUntilAFileChanges has attacker strike target from the attack panel, rolled and applied,
// until a blow changes a player's character.
func strikeUntilAFileChanges(t *testing.T, w fyne.Window, v *encounterView, attacker, target string) {
	t.Helper()
	for n := 0; len(v.fight.Changes()) == 0; n++ {
		if n == 60 {
			t.Fatalf("sixty exchanges and no blow of %s on %s", attacker, target)
		}
		uitest.Choose(t, w, v.act.actor, attacker)
		uitest.Choose(t, w, v.act.target, target)
		test.Tap(v.act.Roll)
		test.Tap(v.act.apply)
	}
}

func names(f *encounter.Fight) []string {
	out := make([]string, len(f.Doc.Combatants))
	for i, c := range f.Doc.Combatants {
		out[i] = c.Name
	}
	return out
}

// An encounter file opens with the rest of the fight when a character file is gone: its row
// says which file and why, and it can be removed (and brought back with Ctrl+Z).
func TestAnEncounterWithAMissingFileOpensAndNamesIt(t *testing.T) {
	dir := t.TempDir()
	reg := registry(t)
	rs, _ := reg.Lookup("intensitet")
	f := encounter.New(rs)
	bombur := copyExample(t, dir, "bombur.json")
	doc, _ := sheet.Load(bombur)
	vatte, _ := sheet.Load("../assets/examples/vatte.json")
	if f.AddFile(bombur, doc, doc) != nil || f.AddCopies(vatte, 2) != nil {
		t.Fatal("adding")
	}
	path := filepath.Join(dir, "fight.json")
	if _, err := f.Save(path); err != nil {
		t.Fatal(err)
	}
	os.Remove(bombur)
	s := NewSession(test.NewTempApp(t), reg)
	if err := s.Open(path); err != nil {
		t.Fatal(err)
	}
	w := s.win
	t.Cleanup(w.Close)
	v := encounterShown(t, s)
	told := uitest.InDialog(t, w)
	if !saysIn(told, "bombur.json") {
		t.Errorf("opening does not name the missing file: %q", uitest.Texts(told))
	}
	uitest.Dismiss(w)
	rows := uitest.Find[*combatantRow](v.object)
	if len(rows) != 3 || !strings.Contains(rows[0].state.Text, "bombur.json") {
		t.Fatalf("%d rows; the first says %q", len(rows), rows[0].state.Text)
	}
	test.Tap(rows[0].remove)
	if len(v.fight.Chars) != 2 {
		t.Fatal("the missing one was not removed")
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if len(v.fight.Chars) != 3 || v.fight.Doc.Combatants[0].File != "bombur.json" {
		t.Fatalf("undo did not bring it back: %v", names(v.fight))
	}
}

// Zonstrid's cards in the editor: "Ni drar inte nya kort under stridens gång", but the one who
// ambushes draws two and keeps the best, and two may swap their cards; the order follows.
func TestZonstridCardsAreDrawnForAnAmbushAndSwappedInTheEncounter(t *testing.T) {
	s, v, w := newEncounter(t, "zonstrid")
	eira, _ := sheet.Load("../assets/examples/eira.json")
	rovare, _ := sheet.Load("../assets/examples/skogsrovare.json")
	if _, err := s.ShowDocument(eira, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ShowDocument(rovare, ""); err != nil {
		t.Fatal(err)
	}
	s.tabs.Select(v.tab)
	uitest.TapButton(t, v.object, lang.L("Open characters…"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	uitest.TapButton(t, v.object, lang.L("Roll initiative"))
	cards := func() []int {
		var out []int
		for _, c := range v.fight.Chars {
			out = append(out, c.State["initiativ"])
		}
		return out
	}
	if c := cards(); len(c) != 2 || !slices.IsSorted(c) || c[0] == c[1] {
		t.Fatalf("cards %v", c)
	}
	rows := uitest.Find[*combatantRow](v.object)
	last := v.fight.Doc.Combatants[1].Name
	uitest.Choose(t, w, rows[0].swap, last)
	if v.fight.Doc.Combatants[0].Name != last || !slices.IsSorted(cards()) {
		t.Fatalf("after the swap: %v %v", names(v.fight), cards())
	}
	i := slices.Index(names(v.fight), eira.Name)
	rows = uitest.Find[*combatantRow](v.object)
	uitest.Choose(t, w, rows[i].actions, v.words.F("Dra två kort, behåll bästa"))
	if c := cards(); !slices.IsSorted(c) || c[0] == c[1] || !strings.Contains(v.fight.Doc.Log[len(v.fight.Doc.Log)-1], "två kort") {
		t.Fatalf("after the ambush: %v, log %q", c, v.fight.Doc.Log)
	}
}

// "Horder agerar som karaktärer": a group of farmers added as one horde is one row.
func TestAFramgangsslagHordeIsAddedAsOneRow(t *testing.T) {
	bonder, _ := sheet.Load("../assets/examples/bonder.json")
	s, w := sessionWith(t, bonder)
	menuAction(t, w, lang.L("New encounter"))
	v := encounterShown(t, s)
	uitest.TapButton(t, v.object, lang.L("Group of NPCs…"))
	group := uitest.InDialog(t, w)
	uitest.Retype(w, uitest.Find[*widget.Entry](group)[0], "8")
	checkIn(t, w, lang.L("As one horde: they act and are struck as one"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	if len(v.fight.Chars) != 1 || v.fight.Chars[0].State["antal"] != 8 {
		t.Fatalf("%v", names(v.fight))
	}
	if rows := uitest.Find[*combatantRow](v.object); len(rows) != 1 || !strings.Contains(rows[0].state.Text, "Antal 8") {
		t.Errorf("the row does not count the horde: %q", rows[0].state.Text)
	}
}

// Closing an encounter with steps not saved asks first, as closing a character does; the
// encounter prints to a PDF of its own, never over one of its files.
func TestAnUnsavedEncounterAsksBeforeClosingAndPrints(t *testing.T) {
	dir := t.TempDir()
	s, v, w := newEncounter(t, "intensitet")
	bombur := copyExample(t, dir, "bombur.json")
	copyExample(t, dir, "asa-jarnhand.json")
	v.addFolderAt(dir)
	if len(v.fight.Chars) != 1 || !v.Dirty() {
		t.Fatalf("the folder added %v", names(v.fight))
	}
	// "Say so clearly when a file of another ruleset is added."
	if told := uitest.InDialog(t, w); !saysIn(told, "asa-jarnhand.json") || !saysIn(told, "spelsystemet") {
		t.Errorf("the spelsystemet character left out is not named: %q", uitest.Texts(told))
	}
	uitest.Dismiss(w)
	pdf := filepath.Join(dir, "fight.pdf")
	if err := v.ExportPDFTo(pdf); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(pdf); !strings.HasPrefix(string(data), "%PDF") {
		t.Error("no PDF was written")
	}
	if err := v.ExportPDFTo(bombur); err == nil {
		t.Error("the encounter printed over Bombur's file")
	}
	menuAction(t, w, lang.L("Quit"))
	asked := uitest.InDialog(t, w)
	if !saysIn(asked, lang.L("Save the changes to the encounter before closing?")) {
		t.Fatalf("quitting asks %q", uitest.Texts(asked))
	}
	uitest.TapButton(t, asked, lang.L("Cancel"))
	if len(s.encounters) != 1 {
		t.Fatal("Cancel closed the encounter")
	}
	menuAction(t, w, lang.L("Quit"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Don't save"))
	if len(s.encounters) != 0 {
		t.Error("Don't save kept the encounter open")
	}
}

// sixtyCombatants is an encounter as full as one may be: Åsa from a file and 59 Rövare.
func sixtyCombatants(b *testing.B) *encounterView {
	s := NewSession(test.NewTempApp(b), registry(b))
	v, err := s.NewEncounter("spelsystemet")
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(s.win.Close)
	asa := copyExample(b, b.TempDir(), "asa-jarnhand.json")
	doc, _ := sheet.Load(asa)
	ulv, _ := sheet.Load("../assets/examples/rovare.json")
	v.change(func(f *encounter.Fight) error {
		if err := f.AddFile(asa, doc, doc); err != nil {
			return err
		}
		return f.AddCopies(ulv, sheet.MaxCombatants-1)
	})
	if len(v.fight.Chars) != sheet.MaxCombatants {
		b.Fatalf("%d combatants", len(v.fight.Chars))
	}
	return v
}

// A step of the largest fight, the next turn: the fight copied for undo and every row shown
// anew.
func BenchmarkEncounterStepOfSixtyCombatants(b *testing.B) {
	v := sixtyCombatants(b)
	for b.Loop() {
		v.change(func(f *encounter.Fight) error { f.Next(v.rng); return nil })
	}
}

// A keystroke in the attack panel's modifier of the largest fight: the exchange's odds anew.
func BenchmarkEncounterModifierKeystroke(b *testing.B) {
	v := sixtyCombatants(b)
	w := v.s.win
	w.Canvas().Focus(v.act.mod)
	for i := 0; b.Loop(); i++ {
		v.act.mod.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		test.Type(v.act.mod, string(rune('1'+i%5)))
	}
	if !strings.Contains(v.act.Odds.Text, "%") {
		b.Fatalf("no odds: %q", v.act.Odds.Text)
	}
}

// A fight not saved when the program dies is offered back, whole: Åsa's wounds, which her
// file does not hold yet, and the turn; recovering it writes no file, and saving it takes it
// out of the recovery folder.
func TestAnUnsavedFightIsRecoveredAfterACrash(t *testing.T) {
	// The second program starts after the first has played: a test app made is the current
	// one, whose driver opens the drop-downs.
	root := filepath.Join(t.TempDir(), "recovery")
	s := NewSession(test.NewTempApp(t), registry(t))
	s.recoveryRoot = root
	t.Cleanup(s.CloseRecovery)
	dir := t.TempDir()
	asaPath := copyExample(t, dir, "asa-jarnhand.json")
	asaBefore, _ := os.ReadFile(asaPath)
	asa, _ := sheet.Load(asaPath)
	ulv, _ := sheet.Load("../assets/examples/rovare.json")
	v, err := s.NewEncounter("spelsystemet")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.win.Close)
	v.change(func(f *encounter.Fight) error {
		if err := f.AddFile(asaPath, asa, asa); err != nil {
			return err
		}
		return f.AddCopies(ulv, 2)
	})
	v.rng = rand.New(rand.NewPCG(9, 9))
	uitest.TapButton(t, v.object, lang.L("Roll initiative"))
	strikeUntilAFileChanges(t, s.win, v, "Ulv Skägge 1", "Åsa Järnhand")
	uitest.TapButton(t, v.object, lang.L("Next turn"))
	s.Autosave()
	crash(s)

	next := NewSession(test.NewTempApp(t), registry(t))
	next.recoveryRoot = root
	t.Cleanup(next.CloseRecovery)
	found := next.Recoverable()
	i := slices.IndexFunc(found, func(r Recovered) bool { return r.Encounter })
	if i < 0 {
		t.Fatalf("the fight is not offered back: %+v", found)
	}
	if err := next.Recover(found[i]); err != nil {
		t.Fatal(err)
	}
	back := encounterShown(t, next)
	t.Cleanup(next.win.Close)
	if !encounter.Equal(back.fight, v.fight) || !back.Dirty() || !slices.Equal(back.fight.Changes(), []string{asaPath}) {
		t.Fatalf("recovered: changes %v, turn %d, log %q", back.fight.Changes(), back.fight.Doc.Turn, back.fight.Doc.Log)
	}
	if now, _ := os.ReadFile(asaPath); string(now) != string(asaBefore) {
		t.Fatal("recovering the fight wrote Åsa's file")
	}
	if err := back.SaveTo(filepath.Join(dir, "fight.json")); err != nil {
		t.Fatal(err)
	}
	if left, _ := filepath.Glob(filepath.Join(next.recoveryDir(), "*", "*.json")); len(left) != 0 {
		t.Fatalf("after saving the recovered fight, recovery files remain: %v", left)
	}
}

// Two tabs of one name, a guard and its copy never saved, are two check boxes, each added.
func TestTwoOpenCharactersOfOneNameAreBothOffered(t *testing.T) {
	vatte, _ := sheet.Load("../assets/examples/vatte.json")
	s, w := sessionWith(t, vatte, vatte.Clone())
	menuAction(t, w, lang.L("New encounter"))
	v := encounterShown(t, s)
	uitest.TapButton(t, v.object, lang.L("Open characters…"))
	checkIn(t, w, "Vätte  (2)") // unticked: only the first is added
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	if len(v.fight.Chars) != 1 {
		t.Fatalf("%v", names(v.fight))
	}
	uitest.TapButton(t, v.object, lang.L("Open characters…"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	if got := names(v.fight); len(got) != 3 || got[1] == got[2] {
		t.Fatalf("%v: each is its own combatant, named apart", got)
	}
}

// The limits of the view, at them and one past: sixty combatants and not sixty-one, a
// modifier at the rules' most and one past it, and a name of 2,000 characters, which the rows
// and the drop-downs shorten.
func TestTheEncounterViewAtItsLimits(t *testing.T) {
	long, _ := sheet.Load("../assets/examples/vatte.json")
	long.Name = strings.Repeat("V", 2000)
	s, w := sessionWith(t, long)
	menuAction(t, w, lang.L("New encounter"))
	v := encounterShown(t, s)
	addGroup := func(n string) {
		uitest.TapButton(t, v.object, lang.L("Group of NPCs…"))
		uitest.Retype(w, uitest.Find[*widget.Entry](uitest.InDialog(t, w))[0], n)
		uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	}
	addGroup(fmt.Sprint(sheet.MaxCombatants + 1))
	if told := uitest.InDialog(t, w); len(v.fight.Chars) != 0 || !saysIn(told, fmt.Sprint(sheet.MaxCombatants)) {
		t.Fatalf("%d combatants after asking for one past the most; told %q", len(v.fight.Chars), uitest.Texts(told))
	}
	uitest.Dismiss(w)
	addGroup(fmt.Sprint(sheet.MaxCombatants))
	if len(v.fight.Chars) != sheet.MaxCombatants {
		t.Fatalf("%d combatants, want the most, %d", len(v.fight.Chars), sheet.MaxCombatants)
	}
	for _, l := range []*widget.Label{v.rowList[0].name, v.rowList[0].state} {
		if len([]rune(l.Text)) > kit.MaxShownText {
			t.Errorf("a row shows %d characters of a name", len([]rune(l.Text)))
		}
	}
	if n := len([]rune(v.act.actor.Selected)); n > kit.MaxTitle+6 {
		t.Errorf("the attacker's drop-down shows %d characters", n)
	}
	// Sixty names alike in their first 40 characters are told apart by their place.
	if opts := v.act.actor.Options; len(slices.Compact(slices.Clone(opts))) != len(opts) {
		t.Errorf("the attackers offered read alike: %q", opts[:3])
	}
	// Sixty of one side have no foe: the GM names the target.
	uitest.Choose(t, w, v.act.target, v.act.target.Options[0])
	_, most := engine.ModRange.Ends()
	uitest.Retype(w, v.act.mod, most)
	if v.act.Roll.Disabled() {
		t.Fatalf("a modifier of %s, the most, is refused: %q", most, v.act.Odds.Text)
	}
	uitest.Retype(w, v.act.mod, fmt.Sprint(engine.ModRange.Max+1))
	if !v.act.Roll.Disabled() || !strings.Contains(v.act.Odds.Text, fmt.Sprint(engine.ModRange.Max)) {
		t.Errorf("one past the most is rolled, or not said: %q", v.act.Odds.Text)
	}
	// "With 60 combatants the list does not scroll to the active row": each Next turn brings
	// the row whose turn it is into sight.
	uitest.Retype(w, v.act.mod, "0")
	for range 12 {
		uitest.TapButton(t, v.object, lang.L("Next turn"))
		row := v.rowList[v.fight.Doc.Turn]
		top, seen := row.Position().Y, v.rowScroll.Offset.Y
		if top < seen || top+row.Size().Height > seen+v.rowScroll.Size().Height {
			t.Fatalf("turn %d: its row at %v–%v, the list shows %v–%v", v.fight.Doc.Turn, top,
				top+row.Size().Height, seen, seen+v.rowScroll.Size().Height)
		}
	}
	if v.rowScroll.Offset.Y == 0 {
		t.Error("12 turns into sixty rows and the list never scrolled")
	}
}

// An encounter of sixty copies whose names are past the limit opens at once, each row saying
// why it did not read, and the message on opening is cut short: uncut, Fyne took minutes to
// lay out sixty 2,000-character names, and the window stayed empty.
func TestAnEncounterOfSixtyUnreadableCopiesOpensAtOnce(t *testing.T) {
	vatte, _ := sheet.Load("../assets/examples/vatte.json")
	vatte.Name = strings.Repeat("V", sheet.MaxText+2)
	data, err := sheet.Marshal(vatte)
	if err != nil {
		t.Fatal(err)
	}
	e := &sheet.Encounter{Format: sheet.EncounterFormat, Version: sheet.EncounterVersion, Ruleset: "intensitet", Round: 1}
	for i := range sheet.MaxCombatants {
		e.Combatants = append(e.Combatants, sheet.Combatant{Name: fmt.Sprint(vatte.Name, i), Character: bytes.TrimSpace(data)})
	}
	path := filepath.Join(t.TempDir(), "fight.json")
	if err := sheet.SaveEncounter(path, e); err != nil {
		t.Fatal(err)
	}
	s := NewSession(test.NewTempApp(t), registry(t))
	if err := s.Open(path); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.win.Close)
	v := encounterShown(t, s)
	if len(v.rowList) != sheet.MaxCombatants || !strings.Contains(v.rowList[59].state.Text, fmt.Sprint(sheet.MaxText)) {
		t.Fatalf("%d rows; the last says %q", len(v.rowList), v.rowList[59].state.Text)
	}
	for _, l := range uitest.Find[*widget.Label](uitest.InDialog(t, s.win)) {
		if n := len([]rune(l.Text)); n > kit.MaxShownText {
			t.Errorf("the message on opening is %d characters", n)
		}
	}
}
