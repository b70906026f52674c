package sheetview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/engine"
	"rollformular/ui/uitest"
)

const bonder = "../../assets/examples/bonder.json"

// The roll panel shows the odds of every level as the roll is set up, and an action of the
// catalogue adds to it.
func TestMatrixPanelShowsOddsLive(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/stadsvakt.json")
	p := rollForm(t, e)
	for _, o := range p.choices["base"].Options {
		if strings.HasPrefix(o, e.words.F("Närstridsanfall med %s", "Svärd")+" (") {
			uitest.Choose(t, w, p.choices["base"], o)
		}
	}
	if !strings.Contains(p.Odds.Text, "FV 10") || !strings.Contains(p.Odds.Text, "VL ") {
		t.Fatalf("odds %q", p.Odds.Text)
	}
	uitest.Choose(t, w, p.choices["situation"], p.choices["situation"].Options[0]) // Väldigt lätt +9
	if !strings.Contains(p.Odds.Text, "SV +9") {
		t.Errorf("situation: %q", p.Odds.Text)
	}
	uitest.Choose(t, w, p.choices["action"], "Frenesi")
	if !strings.Contains(p.Odds.Text, "FV 12") {
		t.Errorf("Frenesi: %q", p.Odds.Text)
	}
	uitest.Retype(w, p.numbers["fordel"], "x")
	if !p.Roll.Disabled() {
		t.Error("a Fördel of x can be rolled")
	}
	uitest.Retype(w, p.numbers["fordel"], "1")
	test.Tap(p.Roll)
	if !strings.Contains(e.log.line(0), "Utfall") {
		t.Errorf("log %q", e.log.line(0))
	}
}

// A horde takes damage through its Ta-stryk-faktor: "2 Bönder … 15 Påfrestning … den första
// Bonden får 9 … den andra … 6", here four farmers taking 10: 20 over individuals of 9.
func TestHordeTakesDamageInTheEditor(t *testing.T) {
	e, w := openFile(t, bonder)
	uitest.Retype(w, harmInputs(t, e, engine.DamageAction).numbers[engine.DamageAmount], "10")
	uitest.Choose(t, w, harmInputs(t, e, engine.DamageAction).choices[engine.DamageType], "Våldsam händelse")
	showTab(t, e, lang.L("State"))
	uitest.TapButton(t, e.object, e.words.F("Ta skada"))
	if e.doc.State["antal"] != 2 || e.doc.State["pafrestning"] != 2 {
		t.Fatalf("after 10 × 2 = 20 over four of 9: %v", e.doc.State)
	}
	if got := value(e, "horde.kam").Text; got != "7" {
		t.Errorf("two left: Kamp 4 + 3 = %q", got)
	}
	e.Undo()
	if e.doc.State["antal"] != 4 {
		t.Errorf("undo: %v", e.doc.State)
	}
}

// Three shooters against a horde: the horde counts as no more than three, and at most three
// are hit.
func TestShootersCapTheHorde(t *testing.T) {
	e, w := openFile(t, bonder)
	shots := harmInputs(t, e, "skytte")
	uitest.Retype(w, shots.numbers[engine.DamageAmount], "20")
	uitest.Retype(w, shots.numbers["skyttar"], "2")
	showTab(t, e, lang.L("State"))
	uitest.TapButton(t, e.object, e.words.F("Ta skott"))
	// Four farmers against two shooters count as two (×1,5): 30 over two individuals of 9:
	// the first 9, the second the rest 21; both Skadad.
	if e.doc.State["antal"] != 2 {
		t.Errorf("after two shots: %v", e.doc.State)
	}
	uitest.Retype(w, shots.numbers["skyttar"], "x")
	uitest.Retype(w, shots.numbers[engine.DamageAmount], "5")
	before := e.doc.Clone()
	showTab(t, e, lang.L("State"))
	uitest.TapButton(t, e.object, e.words.F("Ta skott"))
	if e.doc.State["antal"] != before.State["antal"] || e.doc.State["pafrestning"] != before.State["pafrestning"] {
		t.Error("a shooter count of x took damage")
	}
}

// Description.SkillDefault was set by no ruleset, so a Framgångsslag skill added from the rules
// started at +0 although "[2 ifall man har rätt Grundfärdighet]"; and its rest, eight hours,
// was offered as a week's.
func TestFramgangsslagSkillsStartAtPlusTwoAndRestIsEightHours(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/stadsvakt.json")
	before := len(e.doc.Skills)
	d := pickSkill(t, e, w, "Rida")
	uitest.TapButton(t, d, lang.L("Add"))
	if len(e.doc.Skills) != before+1 || e.doc.Skills[before].Value != 2 {
		t.Fatalf("a Grundfärdighet added from the rules: %+v, want value 2", e.doc.Skills[before:])
	}
	showTab(t, e, lang.L("State"))
	if !uitest.ShowsText(e.object, e.words.F("Vila 8 timmar")) {
		t.Error("the state tab offers no eight hours' rest")
	}
}

// The bug this guards against: every skill row had a ▶, and in Framgångsslag a Grundfärdighet
// is no roll of its own ("FV = [Grundegenskap] + [2 ifall man har rätt Grundfärdighet]"), so
// tapping it only ever logged an error. A skill with odds of its own keeps its ▶.
func TestSkillThatIsNoRollOfItsOwnHasNoRollButton(t *testing.T) {
	e, _ := openFile(t, "../../assets/examples/stadsvakt.json")
	showTab(t, e, lang.L("Skills"))
	s := sectionOf[*skillsSection](e)
	if len(s.rows) == 0 {
		t.Fatal("no skills")
	}
	for i, r := range s.rows {
		if r.roll.Visible() {
			t.Errorf("skill %d offers a roll", i)
		}
	}
	n, _ := openFile(t, nadir)
	showTab(t, n, lang.L("Skills"))
	test.Tap(sectionOf[*skillsSection](n).rows[0].roll)
	if line := n.log.line(0); !strings.Contains(line, "Skytte") {
		t.Errorf("Ödestärningar's Skytte rolled as %q", line)
	}
}
