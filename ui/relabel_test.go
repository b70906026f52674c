package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/ui/locale/translations"
	"rollformular/ui/uitest"
)

// chooseLanguage picks label ("Svenska", "English") in Settings and saves, as a user does.
func chooseLanguage(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	menuAction(t, w, lang.L("Settings…"))
	d := uitest.InDialog(t, w)
	uitest.Choose(t, w, uitest.Find[*widget.Select](d)[0], label)
	uitest.TapButton(t, d, lang.L("Save"))
}

// The language chosen in Settings applies at once; it used to wait for the next start. The
// menu and the sheet's tabs speak it, and the character keeps its unsaved edit and its undo.
// What the sheet keeps beyond that is tested in package sheetview.
func TestTheLanguageChosenAppliesAtOnce(t *testing.T) {
	if err := translations.Load(); err != nil {
		t.Fatal(err)
	}
	e, w := open(t)
	uitest.KeepLanguage(t)
	other, tab, menu := "English", "Character", "File"
	if lang.L("Character") != "Rollperson" {
		other, tab, menu = "Svenska", "Rollperson", "Arkiv"
	}
	retype(t, e, "hal", "20")

	chooseLanguage(t, w, other)
	if got := w.MainMenu().Items[0].Label; got != menu {
		t.Errorf("the menu reads %q, want %q", got, menu)
	}
	if !uitest.ShowsText(e.TabItem().Content, tab) {
		t.Errorf("no tab of the sheet reads %q: %q", tab, uitest.Texts(e.TabItem().Content))
	}
	if !e.Dirty() || e.Document().Attributes["hal"] != 20 {
		t.Fatalf("kept: dirty %v, HÄL %d", e.Dirty(), e.Document().Attributes["hal"])
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if e.Document().Attributes["hal"] == 20 {
		t.Error("Ctrl+Z after the change of language does not undo the edit made before it")
	}
}
