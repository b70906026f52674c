package sheetview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/sheet"
	"rollformular/ui/uitest"
)

// A zonstrid character opens unchanged, shows its pools' odds, draws an initiative card and
// rolls an attack against a parry.
func TestZonstridEditor(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/eira.json")
	if e.Dirty() {
		t.Error("opening marks the document changed")
	}
	if v := value(e, "skills.0"); v.Detail.In(e.words) != "7 T6" || !strings.Contains(v.Odds.In(e.words), "72 %") {
		t.Errorf("Skytte: %+v", v)
	}
	s := sectionOf[*rollsSection](e)
	test.Tap(s.actions["dra-kort"])
	if c := e.doc.State["initiativ"]; c < 1 || c > 10 {
		t.Errorf("card %d", c)
	}
	what := rollForm(t, e).choices["what"]
	uitest.Choose(t, w, what, "Gevär")
	if what.Selected != "Gevär" {
		t.Fatalf("the conflict roller does not kit.Offer the rifle: %v", what.Options)
	}
}

// Where the rules let the player name attributes: renaming one of the ruleset's and adding
// one of their own, both undoable, both in the document.
func TestOwnAndRenamedAttributes(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/eira.json")
	s := sectionOf[*characterSection](e)
	uitest.Retype(w, s.names["fys"], "Styrka")
	if e.doc.AttributeNames["fys"] != "Styrka" {
		t.Fatalf("rename: %v", e.doc.AttributeNames)
	}
	if why := value(e, "skills.1").Why.In(e.words); value(e, "skills.1").Label != "Närkamp" || !strings.Contains(why, "Styrka") {
		t.Errorf("Närkamp's reckoning keeps the old name: %q", why)
	}
	e.edit("", func(doc *sheet.Character) {
		doc.Attributes["mod"] = 3
		setAttributeName(doc, "mod", "Mod")
	})
	s.own.fill()
	if _, ok := s.own.rows["mod"]; !ok {
		t.Fatal("the own attribute has no row")
	}
	uitest.Retype(w, s.own.rows["mod"][1], "4")
	if e.doc.Attributes["mod"] != 4 {
		t.Errorf("own attribute value %d", e.doc.Attributes["mod"])
	}
	e.Undo()
	e.Undo()
	if _, ok := e.doc.Attributes["mod"]; ok {
		t.Error("undo left the own attribute")
	}
}

// Dealing initiative to every open zonstrid character gives each a different card, undoably.
func TestDealInitiativeToTheTable(t *testing.T) {
	e, _ := openFile(t, "../../assets/examples/eira.json")
	doc, err := sheet.Load("../../assets/examples/skogsrovare.json")
	if err != nil {
		t.Fatal(err)
	}
	other, err := hostOf(e).ShowDocument(doc, "")
	if err != nil {
		t.Fatal(err)
	}
	test.Tap(sectionOf[*rollsSection](e).actions["dela"])
	a, b := e.doc.State["initiativ"], other.doc.State["initiativ"]
	if a == b || a < 1 || b < 1 || a > 10 || b > 10 {
		t.Fatalf("cards %d and %d", a, b)
	}
	other.Undo()
	if other.doc.State["initiativ"] != 0 {
		t.Error("undo in the other tab")
	}
}

// The bug this guards against: a pool of dice was logged "Gevär 7 (against 7)", the count of
// its dice as if it were a value to roll under. A pool counts successes and is against
// nothing; a roll under a value still says what it was against.
func TestAPoolOfDiceIsLoggedAgainstNothing(t *testing.T) {
	e, _ := openFile(t, "../../assets/examples/eira.json")
	showTab(t, e, lang.L("Equipment"))
	uitest.TapRollOf(t, e.object, "Gevär")
	if line := e.log.line(0); !strings.Contains(line, "Gevär") || strings.Contains(line, lang.L("against")) {
		t.Errorf("the rifle is logged as %q", line)
	}
	// So is a roll of the Rolls tab's form whose sum is read in a table.
	f, _ := openFile(t, "../../assets/examples/stadsvakt.json")
	test.Tap(rollForm(t, f).Roll)
	if line := f.log.line(0); strings.Contains(line, lang.L("against")) {
		t.Errorf("Framgångsslag's table roll is logged as %q", line)
	}
	a, _ := openFile(t, "../../assets/examples/asa-jarnhand.json")
	showTab(t, a, lang.L("Skills"))
	uitest.TapRollOf(t, a.object, "Dolk")
	if line := a.log.line(0); !strings.Contains(line, lang.L("against")+" 8") {
		t.Errorf("Dolk 8 is logged as %q", line)
	}
}
