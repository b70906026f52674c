package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// A zonstrid character opens unchanged, shows its pools' odds, draws an initiative card and
// rolls an attack against a parry.
func TestZonstridEditor(t *testing.T) {
	e, _ := openFile(t, "../assets/examples/eira.json")
	if e.Dirty() {
		t.Error("opening marks the document changed")
	}
	if v := e.values["skills.0"]; v.Detail != "7 T6" || !strings.Contains(v.Odds, "träff") {
		t.Errorf("Skytte: %+v", v)
	}
	s := sectionOf[*rollsSection](e)
	test.Tap(s.actions["dra-kort"])
	if c := e.doc.State["initiativ"]; c < 1 || c > 10 {
		t.Errorf("card %d", c)
	}
	s.what.SetSelected("Gevär")
	if s.what.Selected != "Gevär" {
		t.Fatalf("the conflict roller does not offer the rifle: %v", s.what.Options)
	}
}
