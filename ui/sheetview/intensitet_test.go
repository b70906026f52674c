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
	"rollformular/ui/uitest"
)

// Damage to 0 leaves Bombur dying, which the conditions show with what it brings; the roll
// panel's odds follow the defence typed; a rest after the fight may give an impulse point.
func TestIntensitetEditor(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/bombur.json")
	if e.Dirty() {
		t.Error("opening marks the document changed")
	}
	p := rollForm(t, e)
	uitest.Retype(w, p.numbers["mv"], "20")
	against := strings.TrimPrefix(e.words.F("1T20 %s mot %s %d", "", "PK", 20), "1T20 ") // " mot PK 20"
	if !strings.Contains(p.Odds.Text, against) || !strings.Contains(p.Odds.Text, "fatalitet 5 %") {
		t.Fatalf("odds %q", p.Odds.Text)
	}
	// An attack's damage is logged without a hit location, which these rules do not roll;
	// the log once said "hit location 0: " with nothing after it.
	test.Tap(p.Roll)
	if line := e.log.line(0); strings.Contains(line, lang.L("hit location")+" 0") || !strings.Contains(line, lang.L("against")) {
		t.Errorf("the attack is logged as %q", line)
	}
	// Its damage is told once: the log once said "damage 1T10+8 = 14 (… skada 1T10+8: [5] = 14)".
	for range 20 {
		test.Tap(p.Roll)
		if line := e.log.line(0); strings.Count(line, "1T10+8") > 1 {
			t.Fatalf("the damage is told twice: %q", line)
		}
	}
	uitest.Retype(w, harmInputs(t, e, engine.DamageAction).numbers[engine.DamageAmount], "40")
	showTab(t, e, lang.L("State"))
	uitest.TapButton(t, e.object, e.words.F("Ta skada"))
	if !slices.Contains(e.doc.Conditions, "doende") || !conditionCheck(t, e, "doende").Checked {
		t.Fatalf("40 of 34: %v", e.doc.Conditions)
	}
	if _, ok := e.layout.Find("condition.hjalplos"); !ok {
		t.Error("dying does not bring Hjälplös")
	}
	uitest.SetCheck(conditionCheck(t, e, "liggande"), true)
	if !slices.Contains(e.doc.Conditions, "liggande") {
		t.Error("a checked condition is not in the document")
	}
	test.Tap(sectionOf[*rollsSection](e).actions["dodsraddning"])
	if !strings.Contains(e.log.line(0), "T20") {
		t.Errorf("death save: %q", e.log.line(0))
	}
}

// An action that takes a number: a fall of 10 meters from the rolls tab.
func TestFallFromTheEditor(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/bombur.json")
	showTab(t, e, lang.L("Rolls"))
	test.Tap(sectionOf[*rollsSection](e).actions["fall"])
	uitest.TypeInto(w, w.Canvas().Focused().(*widget.Entry), "10")
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("OK"))
	if e.doc.State["skada"] < 5 || !slices.Contains(e.doc.Conditions, "liggande") {
		t.Fatalf("after a fall of 10 m: %v %v", e.doc.State, e.doc.Conditions)
	}
	e.Undo()
	if e.doc.State["skada"] != 0 {
		t.Error("undo")
	}
}

// The bug this guards against: ticking a condition on the state tab added what it brings to the
// state card above, which pushed the wound form down under the pointer. Ticking and unticking
// every condition moves neither the conditions nor the wound form.
func TestTickingAConditionMovesNothingBelowIt(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/bombur.json")
	w.Resize(fyne.NewSize(1366, 768))
	showTab(t, e, lang.L("State"))
	s := sectionOf[*stateSection](e)
	if len(descOf(e).Conditions) == 0 || len(s.harm.inputs) == 0 {
		t.Fatalf("bombur's rules have %d conditions and his state tab %d harm forms", len(descOf(e).Conditions), len(s.harm.inputs))
	}
	d := fyne.CurrentApp().Driver()
	var form fyne.CanvasObject
	for _, in := range s.harm.inputs {
		form = in.widget(in.fields[0])
		break
	}
	at := d.AbsolutePositionForObject(form)
	for _, c := range descOf(e).Conditions {
		check := conditionCheck(t, e, c.ID)
		checkAt := d.AbsolutePositionForObject(check)
		test.Tap(check)
		if !slices.Contains(e.doc.Conditions, c.ID) {
			t.Fatalf("ticking %s put it in no condition: %v", c.Name, e.doc.Conditions)
		}
		if got := d.AbsolutePositionForObject(form); got != at {
			t.Errorf("ticking %s moved the wound form from %v to %v", c.Name, at, got)
		}
		test.Tap(check)
		if got := d.AbsolutePositionForObject(check); got != checkAt {
			t.Errorf("ticking %s and unticking it moved its box from %v to %v", c.Name, checkAt, got)
		}
	}
}

// conditionCheck is the check box of condition id on the editor's state tab, found by the
// condition's name as a person finds it.
func conditionCheck(t testing.TB, e *Editor, id string) *widget.Check {
	t.Helper()
	c, ok := engine.Item(descOf(e).Conditions, id)
	if !ok {
		t.Fatalf("the rules have no condition %q", id)
	}
	return uitest.CheckReading(t, e.object, c.Name)
}
