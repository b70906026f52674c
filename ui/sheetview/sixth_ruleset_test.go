package sheetview

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/engine/conformance/minimal"
	"rollformular/ui/uitest"
)

// A sixth ruleset, defined only for tests, gets an editor with every section of its layout:
// the editor knows no ruleset by name, so one it has never seen needs no change here.
func TestASixthRulesetIsEdited(t *testing.T) {
	e, _ := show(t, newHostOf(t, engine.NewRegistry(minimal.New())), minimal.Document(), "")
	shown := editorTabs(t, e)
	w := e.words
	for _, want := range []string{
		"Mini", "KRA Kraft", // who and the attributes
		"LP Livspoäng", w.F("LP = KRA %d + VIL %d", 9, 8), "Tur", "Turtärningar kvar", // derived values by group
		w.F("lyckas %d %%", 40), "till 12", // an attribute's roll and training
		"Topp", "Slag 1", // body parts with their SP
		"Klura", w.F("lyckas %d %%", 50), "Visla", // skills with their odds
		"Pinne", "1T6 slag", // weapons
		"Tyngd: 2",                        // what the equipment costs
		"Bärförmåga", "2 av 4 br", "2 br", // load and gear
		"LP kvar", // state
		"Finns bara i testerna.",
	} {
		if !strings.Contains(shown, want) {
			t.Errorf("the editor does not show %q:\n%s", want, shown)
		}
	}
	if e.words.English() && !strings.Contains(shown, "success 50 %") {
		t.Errorf("the English editor words the odds in Swedish:\n%s", shown)
	}
	// Typing an attribute derives anew, through the same layout.
	uitest.Retype(e.win, e.attributes["kraft"], "12")
	if !strings.Contains(editorTabs(t, e), w.F("LP = KRA %d + VIL %d", 12, 8)) {
		t.Error("typing KRA 12 did not derive LP anew")
	}

	// Its roll form shows live odds and rolls; rolling with luck spends a luck die, undoably.
	form := rollForm(t, e)
	uitest.Choose(t, e.win, form.choices["what"], "Klura")
	uitest.Retype(e.win, form.numbers["bonus"], "2")
	if want := w.F("lyckas %d %%", 60); form.Odds.Text != want {
		t.Errorf("Klura 11 + 2 shows %q, want %q", form.Odds.Text, want)
	}
	uitest.SetCheck(form.flags["tur"], true)
	test.Tap(form.Roll)
	if e.doc.State["tur"] != 1 || !strings.Contains(e.log.line(0), "Klura") {
		t.Errorf("a roll with luck: state %v, log %q", e.doc.State, e.log.line(0))
	}
	// Ctrl+Z through the window, as a person takes it back.
	uitest.Press(e.win, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if e.doc.State["tur"] != 0 {
		t.Error("undo keeps the luck die spent")
	}

	// Its damage, on the state tab, through the same inputs as every ruleset's.
	damage := harmInputs(t, e, engine.DamageAction)
	uitest.Choose(t, e.win, damage.choices[engine.DamagePart], "Botten")
	uitest.Retype(e.win, damage.numbers[engine.DamageAmount], "4")
	showTab(t, e, lang.L("State"))
	uitest.TapButton(t, e.object, w.F("Ta skada"))
	if e.doc.State["skada"] != 7 {
		t.Errorf("3 + 4 damage: %v", e.doc.State)
	}

	// Its own kind of section, a track of honour (screen.Track), is boxes on the state tab:
	// the card's title in the editor's language, honour 2 ticked; ticking the fourth box
	// ticks up to it, and Ctrl+Z takes that back.
	honour := uitest.Find[*widget.Card](e.tabs.Selected().Content)
	honour = slices.DeleteFunc(honour, func(c *widget.Card) bool { return c.Title != w.F("Ära") })
	if len(honour) != 1 || honour[0].Subtitle != w.F("en ruta per ärofull gärning") {
		t.Fatalf("the state tab has no card of honour: %v", honour)
	}
	boxes := uitest.Find[*widget.Check](honour[0])
	ticked := func() (out []bool) {
		for _, b := range boxes {
			out = append(out, b.Checked)
		}
		return out
	}
	if got := ticked(); !slices.Equal(got, []bool{true, true, false, false, false}) {
		t.Fatalf("honour 2 shows %v", got)
	}
	test.Tap(boxes[3])
	if got := ticked(); e.doc.State["ara"] != 4 || !slices.Equal(got, []bool{true, true, true, true, false}) {
		t.Errorf("the fourth box ticked: honour %d, boxes %v", e.doc.State["ara"], got)
	}
	uitest.Press(e.win, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if got := ticked(); e.doc.State["ara"] != 2 || !slices.Equal(got, []bool{true, true, false, false, false}) {
		t.Errorf("undone: honour %d, boxes %v", e.doc.State["ara"], got)
	}
	// Each tick is a step of its own: the third box ticked and cleared, Ctrl+Z ticks it again.
	test.Tap(boxes[2])
	test.Tap(boxes[2])
	uitest.Press(e.win, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if e.doc.State["ara"] != 3 {
		t.Errorf("ticked, cleared and undone: honour %d, want 3", e.doc.State["ara"])
	}

	// A second kind of section only it has, a ladder of courage (screen.Ladder), is boxes
	// named by its steps on the same tab, with no change to the editor: courage 1 ticks
	// Stadig, and ticking Flyr reaches it.
	courage := uitest.Find[*widget.Card](e.tabs.Selected().Content)
	courage = slices.DeleteFunc(courage, func(c *widget.Card) bool { return c.Title != w.F("Mod") })
	if len(courage) != 1 || courage[0].Subtitle != w.F("hur långt modet har gett vika") {
		t.Fatalf("the state tab has no card of courage: %v", courage)
	}
	steps := uitest.Find[*widget.Check](courage[0])
	var names []string
	for _, b := range steps {
		names = append(names, b.Text)
	}
	if !slices.Equal(names, []string{"Stadig", "Skakad", "Flyr"}) || !steps[0].Checked || steps[1].Checked {
		t.Fatalf("courage 1 shows the steps %q, Stadig ticked %v", names, steps[0].Checked)
	}
	test.Tap(steps[2])
	if e.doc.State["mod"] != 3 || !steps[1].Checked {
		t.Errorf("Flyr ticked: courage %d, Skakad ticked %v", e.doc.State["mod"], steps[1].Checked)
	}

	// An action for the whole table reaches every open character of the ruleset.
	other, err := hostOf(e).ShowDocument(minimal.Document(), "")
	if err != nil {
		t.Fatal(err)
	}
	showTab(t, e, lang.L("Rolls"))
	test.Tap(sectionOf[*rollsSection](e).actions["runda"])
	if e.doc.State["runda"] != 1 || other.doc.State["runda"] != 1 {
		t.Errorf("a new round for all: %v and %v", e.doc.State, other.doc.State)
	}
}
