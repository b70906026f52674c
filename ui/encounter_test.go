package ui

import (
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
	"rollformular/sheet"
	"rollformular/ui/encounterview"
	"rollformular/ui/uitest"
)

// copyExample copies the example file name into dir, for a fight to write to.
func copyExample(t testing.TB, dir, name string) string {
	t.Helper()
	return uitest.CopyInto(t, "../assets/examples/"+name, dir)
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

// sessionWith opens docs, each in a tab of a session of its own, never saved.
func sessionWith(t *testing.T, docs ...*sheet.Character) (*Session, fyne.Window) {
	t.Helper()
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	for _, d := range docs {
		if _, err := s.ShowDocument(d, ""); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(s.win.Close)
	return s, s.win
}

// encounterShown is the encounter of the tab shown.
func encounterShown(t testing.TB, s *Session) *encounterview.View {
	t.Helper()
	v, ok := s.currentPage().(*encounterview.View)
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
	s := NewSession(a, uitest.Registry(t))
	s.seed = 5 // the fight's dice: the same blows every run
	asa, err := s.ShowFile(asaPath)
	if err != nil {
		t.Fatal(err)
	}
	w := asa.Window()
	t.Cleanup(w.Close)
	ulv, _ := sheet.Load("../assets/examples/rovare.json")
	if _, err := s.ShowDocument(ulv, ""); err != nil {
		t.Fatal(err)
	}
	menuAction(t, w, lang.L("New encounter"))
	v := encounterShown(t, s)
	content := v.TabItem().Content

	// Åsa from the open tabs: Ulv, never saved, is left out here, and comes as a group.
	uitest.TapButton(t, v.TabItem().Content, lang.L("Open characters…"))
	uitest.CheckIn(t, w, "Ulv Skägge")
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	uitest.TapButton(t, v.TabItem().Content, lang.L("Group of NPCs…"))
	group := uitest.InDialog(t, w)
	uitest.Choose(t, w, uitest.Find[*widget.Select](group)[0], "Ulv Skägge")
	uitest.Retype(w, uitest.Find[*widget.Entry](group)[0], "3")
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	if got := names(v.Fight()); !slices.Equal(got, []string{"Åsa Järnhand", "Ulv Skägge 1", "Ulv Skägge 2", "Ulv Skägge 3"}) {
		t.Fatalf("combatants %v", got)
	}
	if v.Fight().Doc.Combatants[0].File == "" || v.Fight().Doc.Combatants[1].File != "" {
		t.Fatalf("Åsa is not from her file, or a Rövare is: %+v", v.Fight().Doc.Combatants)
	}

	// Initiative: "rollpersonen med bäst Snabbhet som har initiativet".
	uitest.TapButton(t, v.TabItem().Content, lang.L("Roll initiative"))
	for _, c := range v.Fight().Doc.Combatants {
		if c.InitiativeText == "" {
			t.Fatalf("%s has no initiative", c.Name)
		}
	}
	if !uitest.SaysIn(v.TabItem().Content, v.Fight().Doc.Combatants[0].InitiativeText) {
		t.Error("the rows do not show the initiative")
	}

	// The exchange: whoever acts first attacks the other side.
	act := exchangeIn(t, v)
	first := v.Fight().Doc.Combatants[v.Fight().Doc.Turn].Name
	if act.actor.Selected != first {
		t.Fatalf("the attacker is %q; %q's turn", act.actor.Selected, first)
	}
	// Åsa attacks Ulv Skägge 2, whatever the order.
	uitest.Choose(t, w, act.actor, "Åsa Järnhand")
	uitest.Choose(t, w, act.weapon, "Farfars svärd")
	uitest.Choose(t, w, act.target, "Ulv Skägge 2")
	if !uitest.SaysIn(content, "%") || buttonIn(t, content, lang.L("Roll")).Disabled() {
		t.Fatalf("no odds before the roll: %q", uitest.Texts(content))
	}
	logged := len(v.Fight().Doc.Log)
	uitest.TapButton(t, content, lang.L("Roll"))
	if buttonIn(t, content, lang.L("Apply")).Disabled() || len(v.Fight().Doc.Log) != logged {
		t.Fatal("a roll is applied before Apply, or cannot be applied")
	}
	uitest.TapButton(t, content, lang.L("Apply"))
	if len(v.Fight().Doc.Log) != logged+1 || !strings.Contains(v.Fight().Doc.Log[logged], "Åsa Järnhand anfaller Ulv Skägge 2") {
		t.Fatalf("the log after the exchange: %q", v.Fight().Doc.Log[logged:])
	}
	if !v.Dirty() || !strings.HasPrefix(v.TabItem().Text, "*") {
		t.Error("an applied exchange leaves the encounter saved")
	}

	// The next turn, then every step back with Ctrl+Z and forward with Ctrl+Y.
	turn := v.Fight().Doc.Turn
	uitest.TapButton(t, v.TabItem().Content, lang.L("Next turn"))
	if v.Fight().Doc.Turn == turn {
		t.Fatal("the turn did not pass")
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if v.Fight().Doc.Turn != turn || len(v.Fight().Doc.Log) != logged {
		t.Fatalf("undone twice: turn %d, log %q", v.Fight().Doc.Turn, v.Fight().Doc.Log)
	}
	uitest.Press(w, fyne.KeyY, fyne.KeyModifierShortcutDefault)
	if len(v.Fight().Doc.Log) != logged+1 {
		t.Fatal("redo did not bring the exchange back")
	}

	// Ulv Skägge 3 hits Åsa, rolled until a blow lands: her file changes only on save.
	strikeUntilAFileChanges(t, w, v, "Ulv Skägge 3", "Åsa Järnhand")
	if !uitest.SaysIn(content, "asa-jarnhand.json") {
		t.Errorf("the GM is not told Åsa's file will change: %q", uitest.Texts(content))
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
	if got, _ := sheet.Load(asaPath); !sheet.Equal(got, v.Fight().Chars[slices.Index(names(v.Fight()), "Åsa Järnhand")]) {
		t.Error("Åsa's file does not hold the fight's outcome")
	}
	if !sheet.Equal(asa.Document(), v.Fight().Chars[slices.Index(names(v.Fight()), "Åsa Järnhand")]) {
		t.Error("Åsa's tab does not show what the encounter wrote to her file")
	}

	// Another blow on Åsa, then Ctrl+S: the GM is asked, with her file named, before it is
	// written.
	strikeUntilAFileChanges(t, w, v, "Ulv Skägge", "Åsa Järnhand")
	uitest.Press(w, fyne.KeyS, fyne.KeyModifierShortcutDefault)
	asked := uitest.InDialog(t, w)
	if !uitest.SaysIn(asked, asaPath) {
		t.Fatalf("the save does not say which files it writes: %q", uitest.Texts(asked))
	}
	uitest.TapButton(t, asked, lang.L("Save"))
	if v.Dirty() || len(v.Fight().Changes()) != 0 {
		t.Error("saved, and still unsaved")
	}
	again, err := encounter.Open(uitest.Registry(t), fightPath)
	if err != nil || again.ProblemsError() != nil || len(again.Chars) != 4 || !slices.Equal(again.Doc.Log, v.Fight().Doc.Log) {
		t.Fatalf("the saved encounter: %v %v", err, again.ProblemsError())
	}
}

// strikeUntilAFileChanges has an attacker strike target from the attack panel, rolled and
// applied, until a blow changes a player's character: the first whose name starts with attacker
// and who can still fight (a Rövare may fall to Åsa's parries).
func strikeUntilAFileChanges(t *testing.T, w fyne.Window, v *encounterview.View, attacker, target string) {
	t.Helper()
	for n := 0; len(v.Fight().Changes()) == 0; n++ {
		if n == 60 {
			t.Fatalf("sixty exchanges and no blow of %s on %s", attacker, target)
		}
		act := exchangeIn(t, v)
		uitest.Choose(t, w, act.actor, ableOf(t, v, attacker))
		uitest.Choose(t, w, act.target, target)
		ruleBlowAfterBlow(t, v)
		uitest.TapButton(t, v.TabItem().Content, lang.L("Roll"))
		uitest.TapButton(t, v.TabItem().Content, lang.L("Apply"))
	}
}

// ruleBlowAfterBlow ticks the GM's ruling for the next exchange: blow after blow of one
// attacker is past what a round allows.
func ruleBlowAfterBlow(t testing.TB, v *encounterview.View) {
	t.Helper()
	for _, o := range uitest.ShownIn(v.TabItem().Content) {
		if c, ok := o.(*widget.Check); ok && c.Text == lang.L("GM's ruling: allow past what the round allows") {
			if !c.Checked {
				test.Tap(c)
			}
			return
		}
	}
	t.Fatal("no GM's ruling is offered")
}

// ableOf is the first combatant whose name starts with name and who can still fight.
func ableOf(t testing.TB, v *encounterview.View, name string) string {
	t.Helper()
	f := v.Fight()
	for i, c := range f.Doc.Combatants {
		if strings.HasPrefix(c.Name, name) && f.Able(i).Able {
			return c.Name
		}
	}
	t.Fatalf("no %s can fight on", name)
	return ""
}

func names(f *encounter.Fight) []string {
	out := make([]string, len(f.Doc.Combatants))
	for i, c := range f.Doc.Combatants {
		out[i] = c.Name
	}
	return out
}

// Closing an encounter with steps not saved asks first, as closing a character does.
func TestAnUnsavedEncounterAsksBeforeClosing(t *testing.T) {
	s, w := sessionWith(t, mustLoad(t, "../assets/examples/vatte.json"))
	menuAction(t, w, lang.L("New encounter"))
	v := encounterShown(t, s)
	uitest.TapButton(t, v.TabItem().Content, lang.L("Group of NPCs…"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	if len(v.Fight().Chars) != 3 || !v.Dirty() {
		t.Fatalf("the group added %v", names(v.Fight()))
	}
	menuAction(t, w, lang.L("Quit"))
	asked := uitest.InDialog(t, w)
	if !uitest.SaysIn(asked, lang.L("Save the changes to the encounter before closing?")) {
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

// mustLoad reads the character at path.
func mustLoad(t testing.TB, path string) *sheet.Character {
	t.Helper()
	doc, err := sheet.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// A fight not saved when the program dies is offered back, whole: Åsa's wounds, which her
// file does not hold yet, and the turn; recovering it writes no file, and saving it takes it
// out of the recovery folder.
func TestAnUnsavedFightIsRecoveredAfterACrash(t *testing.T) {
	// The second program starts after the first has played: a test app made is the current
	// one, whose driver opens the drop-downs.
	root := filepath.Join(t.TempDir(), "recovery")
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	s.KeepRecoveryIn(root)
	s.seed = 9
	t.Cleanup(s.CloseRecovery)
	dir := t.TempDir()
	asaPath := copyExample(t, dir, "asa-jarnhand.json")
	asaBefore, _ := os.ReadFile(asaPath)
	asa, _ := sheet.Load(asaPath)
	ulv, _ := sheet.Load("../assets/examples/rovare.json")
	rs, _ := s.reg.Lookup("spelsystemet")
	f := encounter.New(rs)
	if err := f.AddFile(asaPath, asa, asa); err != nil {
		t.Fatal(err)
	}
	if err := f.AddCopies(ulv, 2); err != nil {
		t.Fatal(err)
	}
	v := s.ShowEncounter(f)
	t.Cleanup(s.win.Close)
	uitest.TapButton(t, v.TabItem().Content, lang.L("Roll initiative"))
	strikeUntilAFileChanges(t, s.win, v, "Ulv Skägge 1", "Åsa Järnhand")
	uitest.TapButton(t, v.TabItem().Content, lang.L("Next turn"))
	s.Autosave()
	crash(s)

	next := NewSession(test.NewTempApp(t), uitest.Registry(t))
	next.KeepRecoveryIn(root)
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
	t.Cleanup(next.window().Close)
	if !encounter.Equal(back.Fight(), v.Fight()) || !back.Dirty() || !slices.Equal(back.Fight().Changes(), []string{asaPath}) {
		t.Fatalf("recovered: changes %v, turn %d, log %q", back.Fight().Changes(), back.Fight().Doc.Turn, back.Fight().Doc.Log)
	}
	if now, _ := os.ReadFile(asaPath); string(now) != string(asaBefore) {
		t.Fatal("recovering the fight wrote Åsa's file")
	}
	if err := back.SaveTo(filepath.Join(dir, "fight.json")); err != nil {
		t.Fatal(err)
	}
	if left, _ := filepath.Glob(filepath.Join(next.recoveryFolder().Root(), "*", "*.json")); len(left) != 0 {
		t.Fatalf("after saving the recovered fight, recovery files remain: %v", left)
	}
}

// exchange is the exchange panel of an encounter's tab as the GM sees it: its drop-downs.
type exchange struct{ actor, weapon, target, defence *widget.Select }

// exchangeIn finds v's exchange panel: the one form of the tab.
func exchangeIn(t testing.TB, v *encounterview.View) exchange {
	t.Helper()
	forms := uitest.Find[*widget.Form](v.TabItem().Content)
	if len(forms) != 1 {
		t.Fatalf("the encounter's tab has %d forms", len(forms))
	}
	sel := uitest.Find[*widget.Select](forms[0])
	if len(sel) != 4 {
		t.Fatalf("the exchange offers %d drop-downs", len(sel))
	}
	return exchange{sel[0], sel[1], sel[2], sel[3]}
}

// buttonIn is the button shown below root that reads label.
func buttonIn(t testing.TB, root fyne.CanvasObject, label string) *widget.Button {
	t.Helper()
	for _, o := range uitest.ShownIn(root) {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			return b
		}
	}
	t.Fatalf("no button %q is shown", label)
	return nil
}
