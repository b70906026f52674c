package sheetview

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine/fieldpath"
	"rollformular/ui/uitest"
)

// newGuided makes a new character of ruleset with its guide, as the start panel's form makes
// it with the guide ticked (which package ui tests).
func newGuided(t *testing.T, ruleset string) (*Editor, fyne.Window) {
	t.Helper()
	e := openNew(t, ruleset)
	e.win.Resize(fyne.NewSize(1366, 768))
	e.StartGuide()
	if e.guide == nil || !slices.Contains(uitest.ShownIn(e.object), fyne.CanvasObject(e.guide.object)) {
		t.Fatalf("a new %s character shows no guide", ruleset)
	}
	return e, e.win
}

// guideSays is what the guide's bar reads.
func guideSays(e *Editor) string { return strings.Join(uitest.Texts(e.guide.object), " ") }

// "Creation that guides: a new character starts from a ruleset choice and a short guided path
// (roll or choose attributes, species, pick skills with the budget or rules limits shown,
// equipment), skippable at any step; the rules' limits and costs are visible while choosing."
func TestTheGuideRollsAttributesAndLeadsToEachPartOfTheSheet(t *testing.T) {
	e, _ := newGuided(t, "spelsystemet")
	if !strings.Contains(guideSays(e), "STY 3T6 (1–21)") {
		t.Errorf("the attributes' step does not show their dice and range: %q", guideSays(e))
	}
	uitest.TapButton(t, e.guide.object, lang.L("Roll all attributes"))
	for _, a := range descOf(e).Attributes {
		if v, ok := e.doc.Attributes[a.ID]; a.Dice != "" && (!ok || !a.Range().Has(v)) {
			t.Errorf("after the guide's roll %s is %d (set %v)", a.Abbr, v, ok)
		}
	}
	height := e.guide.object.MinSize().Height
	var tabs []string
	for e.guide != nil && e.guide.at+1 < len(e.guide.steps) {
		uitest.TapButton(t, e.guide.object, lang.L("Next"))
		tabs = append(tabs, e.tabs.Selected().Text)
		// The editor above the bar must not move from step to step.
		if h := e.guide.object.MinSize().Height; h != height {
			t.Errorf("at step %d the guide is %v high, at the first %v", e.guide.at+1, h, height)
		}
	}
	want := []string{lang.L("Skills"), lang.L("Equipment"), lang.L("Character")}
	if !slices.Equal(tabs, want) {
		t.Errorf("Next shows the tabs %q, want %q", tabs, want)
	}
	uitest.TapButton(t, e.guide.object, lang.L("Back"))
	if e.tabs.Selected().Text != lang.L("Equipment") {
		t.Errorf("Back from saving shows %q", e.tabs.Selected().Text)
	}
	uitest.TapButton(t, e.guide.object, lang.L("Next"))
	uitest.TapButton(t, e.guide.object, lang.L("Finish"))
	if e.guide != nil || len(e.bottom.Objects) != 0 {
		t.Error("Finish leaves the guide on the screen")
	}
}

// With creation points the guide and the catalogue both show what is left after each choice.
func TestTheGuideShowsTheCreationPointsWhileSkillsAreChosen(t *testing.T) {
	e, w := newGuided(t, "odestarningar")
	if slices.ContainsFunc(uitest.ShownIn(e.guide.object), func(o fyne.CanvasObject) bool { return uitest.ShowsText(o, lang.L("Roll all attributes")) }) {
		t.Error("the guide offers to roll attributes the rules do not roll")
	}
	uitest.TapButton(t, e.guide.object, lang.L("Next"))
	before := e.budgetLine()
	if before == "" || !strings.Contains(guideSays(e), before) {
		t.Fatalf("the skills' step does not show the creation points %q: %q", before, guideSays(e))
	}
	// The rules' limit for this hero, "kan inte överstiga en persons dubbla öde" (öde 3), not
	// the 0–60 any document may hold.
	if want := lang.L("a skill's value {{.Range}}", map[string]any{"Range": "0–6"}); !strings.Contains(guideSays(e), want) {
		t.Errorf("the skills' step does not say %q: %q", want, guideSays(e))
	}
	search, d := openCatalogue(t, e, w, lang.L("Skills…"))
	if !uitest.ShowsText(d, before) {
		t.Errorf("the catalogue does not show the creation points %q before a choice", before)
	}
	// The rules charge for a skill's value: the value 2 costs points.
	for _, entry := range uitest.Find[*widget.Entry](d) {
		if entry.Text == "0" {
			uitest.Retype(w, entry, "2")
		}
	}
	w.Canvas().Focus(search)
	test.Type(search, "skytte")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(e.doc.Skills) != 1 {
		t.Fatalf("Enter on Skytte: %d skills", len(e.doc.Skills))
	}
	after := e.budgetLine()
	if after == before || !uitest.ShowsText(uitest.InDialog(t, w), after) {
		t.Errorf("after adding Skytte the catalogue shows %q, the points are %q", uitest.Texts(uitest.InDialog(t, w)), after)
	}
	if !strings.Contains(guideSays(e), after) || !strings.Contains(guideSays(e), lang.L("Skills: {{.Count}}", map[string]any{"Count": 1})) {
		t.Errorf("the guide does not follow the choice: %q", guideSays(e))
	}
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	// Closed at any step, the guide goes and the character stays.
	uitest.TapButton(t, e.guide.object, "")
	if e.guide != nil || len(e.doc.Skills) != 1 {
		t.Errorf("closing the guide: guide %v, %d skills", e.guide, len(e.doc.Skills))
	}
}

// A tab chosen by hand takes the guide to its step: the bar says what to do where the player is.
func TestTheGuideFollowsATabChosenByHand(t *testing.T) {
	e, _ := newGuided(t, "spelsystemet")
	showTab(t, e, lang.L("Equipment"))
	if st := e.guide.steps[e.guide.at]; st.title != lang.L("Equipment") {
		t.Errorf("on the equipment tab the guide is at %q", st.title)
	}
	if !strings.Contains(guideSays(e), lang.L("Weapons…")) {
		t.Errorf("on the equipment tab the guide says %q", guideSays(e))
	}
}

// Framgångsslag's guide offered nothing at its equipment step: the rules list no weapons and
// the armor is one value. It now offers a weapon of the player's own, added through its
// dialog, and a button that puts the cursor in the Rustningsvärde field, on the tab shown.
func TestFramgangsslagsGuideAddsAnOwnWeaponAndGoesToTheArmor(t *testing.T) {
	e, w := newGuided(t, "framgangsslag")
	for e.tabs.Selected().Text != lang.L("Equipment") {
		uitest.TapButton(t, e.guide.object, lang.L("Next"))
	}
	uitest.TapButton(t, e.guide.object, lang.L("Own weapon…"))
	d := uitest.InDialog(t, w)
	entries := uitest.Find[*widget.Entry](d)
	uitest.TypeInto(w, entries[0], "Yxa")
	uitest.TypeInto(w, entries[1], "2")
	uitest.TapButton(t, d, lang.L("Add"))
	if len(e.doc.Weapons) != 1 || e.doc.Weapons[0].Name != "Yxa" {
		t.Fatalf("weapons after the guide's Own weapon…: %+v", e.doc.Weapons)
	}
	uitest.TapButton(t, e.guide.object, "Rustningsvärde")
	focused, ok := w.Canvas().Focused().(fyne.CanvasObject)
	if !ok || w.Canvas().Focused() != e.focusable[fieldpath.State("rustning")] || !slices.Contains(uitest.ShownIn(e.tabs.Selected().Content), focused) {
		t.Fatalf("the armor's button focuses %T, shown in %q: %v", w.Canvas().Focused(), e.tabs.Selected().Text, ok)
	}
	uitest.Rune(w, '3')
	if e.doc.State["rustning"] != 3 {
		t.Errorf("typed 3 after the button: Rustningsvärde is %d", e.doc.State["rustning"])
	}
}
