package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

const bonder = "../assets/examples/bonder.json"

// The roll panel shows the odds of every level as the roll is set up, and an action of the
// catalogue adds to it.
func TestMatrixPanelShowsOddsLive(t *testing.T) {
	e, _ := openFile(t, "../assets/examples/stadsvakt.json")
	p := sectionOf[*rollsSection](e).matrix
	if p == nil {
		t.Fatal("no roll panel")
	}
	for i, b := range p.choices.Bases {
		if b.Name == "Närstridsanfall med Svärd" {
			p.base.SetSelectedIndex(i)
		}
	}
	if !strings.Contains(p.odds.Text, "FV 10") || !strings.Contains(p.odds.Text, "VL ") {
		t.Fatalf("odds %q", p.odds.Text)
	}
	p.situation.SetSelectedIndex(0) // Väldigt lätt +9
	if !strings.Contains(p.odds.Text, "SV +9") {
		t.Errorf("situation: %q", p.odds.Text)
	}
	p.action.SetSelected("Frenesi")
	if !strings.Contains(p.odds.Text, "FV 12") {
		t.Errorf("Frenesi: %q", p.odds.Text)
	}
	p.fördel.SetText("x")
	if !p.roll.Disabled() {
		t.Error("a Fördel of x can be rolled")
	}
	p.fördel.SetText("1")
	test.Tap(p.roll)
	if !strings.Contains(e.log.line(0), "Utfall") {
		t.Errorf("log %q", e.log.line(0))
	}
}

// A horde takes damage through its Ta-stryk-faktor: "2 Bönder … 15 Påfrestning … den första
// Bonden får 9 … den andra … 6", here four farmers taking 10: 20 over individuals of 9.
func TestHordeTakesDamageInTheEditor(t *testing.T) {
	e, _ := openFile(t, bonder)
	s := sectionOf[*stateSection](e)
	s.damage.SetText("10")
	s.kind.SetSelected("Våldsam händelse")
	s.takeDamage()
	if e.doc.State["antal"] != 2 || e.doc.State["pafrestning"] != 2 {
		t.Fatalf("after 10 × 2 = 20 over four of 9: %v", e.doc.State)
	}
	if got := e.values["horde.kam"].Text; got != "7" {
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
	e, _ := openFile(t, bonder)
	s := sectionOf[*stateSection](e)
	s.damage.SetText("20")
	s.shooters.SetText("2")
	s.takeDamage()
	// Four farmers against two shooters count as two (×1,5): 30 over two individuals of 9:
	// the first 9, the second the rest 21; both Skadad.
	if e.doc.State["antal"] != 2 {
		t.Errorf("after two shots: %v", e.doc.State)
	}
	s.shooters.SetText("x")
	s.damage.SetText("5")
	before := e.doc.Clone()
	s.takeDamage()
	if e.doc.State["antal"] != before.State["antal"] || e.doc.State["pafrestning"] != before.State["pafrestning"] {
		t.Error("a shooter count of x took damage")
	}
}
