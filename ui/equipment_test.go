package ui

import (
	"testing"

	"fyne.io/fyne/v2/lang"
)

// The bug this guards against: a shield's SP could not be entered, though "SP kan ändras för
// en viss sköld", and an SP the document gave was dropped when the shield was changed.
func TestTheShieldsOwnSPIsEnteredAndKept(t *testing.T) {
	e, w := open(t)
	eq := sectionOf[*equipmentSection](e)
	showTab(t, e, lang.L("Equipment"))
	if eq.shieldSP.PlaceHolder != "SP 3" || eq.shieldSP.Text != "" || eq.shieldSP.Disabled() {
		t.Fatalf("Åsa's Sköld: SP field %q with placeholder %q (disabled %v), want empty showing the rules' SP 3",
			eq.shieldSP.Text, eq.shieldSP.PlaceHolder, eq.shieldSP.Disabled())
	}
	typeInto(w, eq.shieldSP, "5")
	if sp := e.doc.Shield.SP; sp == nil || *sp != 5 {
		t.Fatalf("typed SP 5: the document holds %v", sp)
	}
	if got := e.layout.Shield.Text; got != "SP 5" {
		t.Errorf("typed SP 5: the sheet says %q", got)
	}
	choose(t, w, eq.shield, "Parerdolk")
	if e.doc.Shield.ID != "parerdolk" || e.doc.Shield.SP == nil || *e.doc.Shield.SP != 5 || eq.shieldSP.Text != "5" {
		t.Errorf("another shield chosen: %+v, the field %q; the SP typed is the shield's own and stays", e.doc.Shield, eq.shieldSP.Text)
	}
	retypeEntry(w, eq.shieldSP, "")
	if e.doc.Shield.SP != nil || eq.shieldSP.PlaceHolder != "SP 1" {
		t.Errorf("SP cleared: the document holds %v, the placeholder %q; want the rules' SP 1", e.doc.Shield.SP, eq.shieldSP.PlaceHolder)
	}
	retypeEntry(w, eq.shieldSP, "x")
	if e.doc.Shield.SP != nil || e.problems.button.Disabled() {
		t.Errorf("“x” typed: the document holds SP %v and no problem is told", e.doc.Shield.SP)
	}
	retypeEntry(w, eq.shieldSP, "")
	choose(t, w, eq.shield, none)
	if e.doc.Shield != nil || !eq.shieldSP.Disabled() {
		t.Errorf("no shield: %+v, the SP field disabled %v", e.doc.Shield, eq.shieldSP.Disabled())
	}
}
