package sheetview

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/ui/locale/translations"
	"rollformular/ui/uitest"
)

// The language chosen applies at once; it used to wait for the next start. The tabs and the
// sheet speak it, and the character keeps its unsaved edit, its undo, its roll log and the tab
// shown.
func TestTheLanguageChosenAppliesAtOnce(t *testing.T) {
	if err := translations.Load(); err != nil {
		t.Fatal(err)
	}
	e, w := open(t)
	uitest.KeepLanguage(t)
	other, tab := "en", "Character"
	if lang.L("Character") != "Rollperson" {
		other, tab = "sv", "Rollperson"
	}
	retype(e, "hal", "20")
	e.log.add(time.Now(), "STY", "1T100", "42")
	e.tabs.SelectIndex(2)

	hostOf(e).speak(other)
	if got := e.tabs.Items[0].Text; got != tab {
		t.Errorf("the first tab reads %q, want %q", got, tab)
	}
	if !uitest.ShowsText(e.tabs, lang.L("Add from the rules…")) {
		t.Errorf("the tab shown has none of its words in %s: %q", other, uitest.Texts(e.tabs))
	}
	if e.tabs.SelectedIndex() != 2 || !e.Dirty() || e.doc.Attributes["hal"] != 20 || len(e.log.entries) == 0 || e.log.entries[0].outcome != "42" {
		t.Fatalf("kept: tab %d, dirty %v, HÄL %d, log %v", e.tabs.SelectedIndex(), e.Dirty(), e.doc.Attributes["hal"], e.log.entries)
	}
	if got := e.attributes["hal"].Text; got != "20" {
		t.Errorf("the HÄL field reads %q, want 20", got)
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if e.doc.Attributes["hal"] == 20 {
		t.Error("Ctrl+Z after the change of language does not undo the edit made before it")
	}
}

// The language changed between the roll of an exchange in the fight tab and its applying:
// the tab is made anew, and the blow still goes to Ulv with one click.
func TestAFightRolledIsAppliedAfterAChangeOfLanguage(t *testing.T) {
	if err := translations.Load(); err != nil {
		t.Fatal(err)
	}
	asa, ulv, w := fightOf(t)
	uitest.KeepLanguage(t)
	f := asa.fight
	uitest.Choose(t, w, f.weapon, "Farfars svärd")
	uitest.Choose(t, w, f.target, "Ulv Skägge")
	rollABlowOnUlv(t, f)
	other := "en"
	if lang.L("Fight") != "Strid" {
		other = "sv"
	}
	hostOf(asa).speak(other)
	g := asa.fight
	if g == f || g.apply.Disabled() || g.weapon.Selected != "Farfars svärd" || g.target.Selected != "Ulv Skägge" {
		t.Fatalf("after the change: new section %v, apply disabled %v, weapon %q, target %q", g != f, g.apply.Disabled(), g.weapon.Selected, g.target.Selected)
	}
	if g.apply.Text != lang.L("Apply to {{.Name}}", map[string]any{"Name": "Ulv Skägge"}) {
		t.Errorf("the button reads %q in the old words", g.apply.Text)
	}
	test.Tap(g.apply)
	if len(ulv.doc.Wounds) != 1 {
		t.Fatalf("applied after the change: Ulv has %+v", ulv.doc.Wounds)
	}
}
