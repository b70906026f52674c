package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"rollformular/engine"
	"rollformular/engine/conformance/minimal"
)

// A sixth ruleset, defined only for tests, gets an editor with every section of its layout:
// the editor knows no ruleset by name, so one it has never seen needs no change here.
func TestASixthRulesetIsEdited(t *testing.T) {
	a := test.NewTempApp(t)
	e, err := NewSession(a, engine.NewRegistry(minimal.New())).ShowDocument(minimal.Document(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.win.Close)
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
	retypeEntry(e.win, e.attributes["kraft"], "12")
	if !strings.Contains(editorTabs(t, e), w.F("LP = KRA %d + VIL %d", 12, 8)) {
		t.Error("typing KRA 12 did not derive LP anew")
	}
}
