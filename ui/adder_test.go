package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
)

// Choosing a weapon from "Vapen ur reglerna" killed the editor: the drop-down's handler reset
// the drop-down, which called the handler again, until the stack overflowed.
func TestChoosingAWeaponFromTheRulesDoesNotCrash(t *testing.T) {
	e, w := open(t)
	before := len(e.Document().Weapons)
	showTab(t, e, lang.L("Equipment"))
	picks := find[*adder](e.object)
	if len(picks) == 0 {
		t.Fatal("the equipment tab has no weapon drop-down")
	}
	pick := picks[0]
	choose(t, w, pick, e.desc.Weapons[0].Name)
	choose(t, w, pick, e.desc.Weapons[1].Name)
	if got := len(e.Document().Weapons); got != before+2 {
		t.Fatalf("after choosing two weapons the character has %d, want %d", got, before+2)
	}
	if last := e.Document().Weapons[before+1].ID; last != e.desc.Weapons[1].ID {
		t.Fatalf("the weapon added is %q, want %q", last, e.desc.Weapons[1].ID)
	}
	if pick.Selected != "" {
		t.Fatalf("the drop-down shows %q after adding; it should be back at its placeholder", pick.Selected)
	}
	e.Undo()
	if got := len(e.Document().Weapons); got != before+1 {
		t.Fatalf("undo left %d weapons, want %d", got, before+1)
	}
}

// The same drop-down for gear, in a ruleset that counts load.
func TestChoosingGearFromTheRulesAddsItOnce(t *testing.T) {
	e, w := openFile(t, "../assets/examples/nadir.json")
	before := len(e.Document().Gear)
	showTab(t, e, lang.L("Equipment"))
	var gear *adder
	for _, a := range find[*adder](e.object) {
		if a.PlaceHolder == lang.L("Gear from the rules") {
			gear = a
		}
	}
	if gear == nil {
		t.Fatal("no gear drop-down")
	}
	_, labels := popupItems(t, w, gear)
	dismiss(w)
	choose(t, w, gear, labels[len(labels)-1])
	if got := len(e.Document().Gear); got != before+1 {
		t.Fatalf("gear %d, want %d", got, before+1)
	}
}

// Adding a row rebuilds its own section only: what was typed elsewhere and not applied (HÄL
// "1x") stays as typed, with its mark.
func TestAddingARowKeepsATypedTextElsewhere(t *testing.T) {
	e, w := open(t)
	retype(e, "hal", "1x")
	showTab(t, e, lang.L("Equipment"))
	choose(t, w, find[*adder](e.object)[0], e.desc.Weapons[0].Name)
	if got := e.attributes["hal"].Text; got != "1x" {
		t.Fatalf("HÄL shows %q after a weapon was added; what was typed must stay", got)
	}
	if !strings.Contains(e.problems.text.Text, "1x") {
		t.Fatalf("the mark of HÄL is gone: %q", e.problems.text.Text)
	}
}
