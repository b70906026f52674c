package ui

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/ui/uitest"
)

// tapText taps the innermost tappable below root that shows text, as a person clicks an
// option of a radio group.
func tapText(t testing.TB, root fyne.CanvasObject, text string) {
	t.Helper()
	for _, o := range uitest.ShownIn(root) {
		if tap, ok := o.(fyne.Tappable); ok && uitest.Innermost(o) && uitest.ShowsText(o, text) {
			test.Tap(tap)
			return
		}
	}
	t.Fatalf("nothing to tap shows %q", text)
}

// The bug this guards against: with no file the program opened a blank character of one
// ruleset without asking, and File → New beside it made a second. It starts by asking which
// rules the new character plays by, or for a file.
func TestTheFirstStartAsksWhichRules(t *testing.T) {
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	s.ShowStart()
	t.Cleanup(s.win.Close)
	if len(s.editors) != 0 {
		t.Fatalf("the start opened %d characters unasked", len(s.editors))
	}
	rs, err := s.reg.Lookup("odestarningar")
	if err != nil {
		t.Fatal(err)
	}
	tapText(t, s.win.Content(), rs.Description().Name)
	uitest.TapButton(t, s.win.Content(), lang.L("Create"))
	if len(s.editors) != 1 || s.editors[0].Document().Ruleset != "odestarningar" {
		t.Fatalf("chose %s and Create: %d characters open, the first of %v", rs.Description().Name, len(s.editors), s.editors)
	}
	if s.start != nil || s.tabs.Selected() != s.editors[0].TabItem() {
		t.Fatal("the character is not shown in its tab")
	}
}

// The bug this guards against: closing the last tab quit the program. The window shows where
// to start again instead.
func TestClosingTheLastTabShowsWhereToStart(t *testing.T) {
	e, w := open(t)
	closeTab(t, e)
	if len(sessionOf(e).editors) != 0 || sessionOf(e).start == nil || !slices.Contains(uitest.ObjectsIn(w.Content()), sessionOf(e).start.object) {
		t.Fatalf("after the last tab closed the window shows %s", fmt.Sprintf("%T", w.Content()))
	}
	uitest.TapButton(t, w.Content(), lang.L("Create"))
	if len(sessionOf(e).editors) != 1 {
		t.Fatalf("Create after the last tab closed: %d characters", len(sessionOf(e).editors))
	}
}

// For the game master: a random NPC rolled up where the rules roll attributes, a character
// duplicated, and a folder of characters opened at once.
func TestTheGameMasterRollsUpDuplicatesAndOpensAFolder(t *testing.T) {
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	s.ShowStart()
	t.Cleanup(s.win.Close)
	form := s.start.form
	rs, _ := s.reg.Lookup("spelsystemet")
	tapText(t, s.win.Content(), rs.Description().Name)
	test.Tap(form.random)
	uitest.TapButton(t, s.win.Content(), lang.L("Create"))
	if len(s.editors) != 1 {
		t.Fatalf("%d characters after Create", len(s.editors))
	}
	npc := s.editors[0]
	if !npc.Document().NPC || len(npc.Document().Original) == 0 || !npc.Dirty() {
		t.Fatalf("a random NPC: NPC %v, rolled originals %v, unsaved %v", npc.Document().NPC, npc.Document().Original, npc.Dirty())
	}
	for _, a := range rs.Description().Attributes {
		if v := npc.Document().Attributes[a.ID]; a.Dice != "" && (v < 3 || v > 18) {
			t.Errorf("%s %d is no roll of %s", a.Abbr, v, a.Dice)
		}
	}
	// Rules whose attributes are chosen cannot roll one up.
	zs, _ := s.reg.Lookup("zonstrid")
	npc.New()
	d := uitest.InDialog(t, s.win)
	tapText(t, d, zs.Description().Name)
	for _, c := range uitest.Find[*widget.Check](d) {
		if c.Text == lang.L("A random NPC: its attributes rolled") && !c.Disabled() {
			t.Error("zonstrid's attributes are chosen, and a random NPC is offered")
		}
	}
	uitest.Dismiss(s.win)

	npc.Document().Name = "Vakt"
	npc.Duplicate()
	if len(s.editors) != 2 || s.editors[1].Document().Name == "Vakt" || !strings.HasPrefix(s.editors[1].Document().Name, "Vakt") ||
		!maps.Equal(s.editors[1].Document().Attributes, npc.Document().Attributes) || !s.editors[1].Dirty() {
		t.Fatalf("duplicated Vakt: %d characters, the copy %q, unsaved %v", len(s.editors), s.editors[1].Document().Name, s.editors[1].Dirty())
	}

	dir := t.TempDir()
	for _, f := range []string{"bombur.json", "vatte.json"} {
		data, err := os.ReadFile("../assets/examples/" + f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("x"), 0o644)
	s.openFolder(dir)
	if len(s.editors) != 4 || s.editors[2].Document().Name != "Bombur" {
		t.Fatalf("a folder of two characters and a note opened %d tabs in all", len(s.editors))
	}
}

// For the game master and the player: a character saved as a template is offered when a new
// one is made, and the new one is a copy of it with no file of its own.
func TestANewCharacterIsMadeFromATemplate(t *testing.T) {
	e, w := openFile(t, "../assets/examples/stadsvakt.json")
	s := sessionOf(e)
	s.templateRoot = t.TempDir()
	e.SaveAsTemplate()
	e.SaveAsTemplate() // a second of the same name goes beside the first
	if got := s.Templates(); len(got) != 2 {
		t.Fatalf("saved twice as a template: %v", got)
	}
	e.New()
	d := uitest.InDialog(t, w)
	var from *widget.Select
	for _, sel := range uitest.Find[*widget.Select](d) {
		if slices.Contains(sel.Options, templateName(s.Templates()[0])) {
			from = sel
		}
	}
	if from == nil {
		t.Fatal("New offers no template")
	}
	uitest.Choose(t, w, from, templateName(s.Templates()[0]))
	uitest.TapButton(t, d, lang.L("Create"))
	if len(s.editors) != 2 {
		t.Fatalf("%d characters after Create from a template", len(s.editors))
	}
	made := s.editors[1]
	if made.Path() != "" || !made.Dirty() || made.Document().Name != e.Document().Name || !maps.Equal(made.Document().Attributes, e.Document().Attributes) {
		t.Errorf("from the template: %q at %q (unsaved %v), attributes %v, want a copy of %q with no file",
			made.Document().Name, made.Path(), made.Dirty(), made.Document().Attributes, e.Document().Name)
	}
}
