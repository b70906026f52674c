package sheetview

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/uitest"
)

// columnEntry is the input of row i's column labelled label in s, a row's columnRow.
func columnEntry(t testing.TB, r columnRow, label string) *numberField {
	t.Helper()
	for i, o := range r.objects {
		if l, ok := o.(*widget.Label); ok && l.Text == label && i+1 < len(r.objects) {
			if entries := uitest.Find[*numberField](r.objects[i+1]); len(entries) == 1 {
				return entries[0]
			}
		}
	}
	t.Fatalf("no input %q on the row", label)
	return nil
}

// Framgångsslag's weapons carry their Stridsvärde, a member of the ruleset's own: typed into
// the weapon's row, it goes into the document and the odds of the weapon follow it; Ctrl+Z
// takes it back.
func TestAWeaponsStridsvärdeIsTypedIntoItsRow(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/stadsvakt.json")
	showTab(t, e, "Equipment")
	s := sectionOf[*equipmentSection](e)
	entry := columnEntry(t, s.wRows[0].columns, "Stridsvärde")
	if entry.Text != "3" {
		t.Fatalf("the sword's Stridsvärde shows %q", entry.Text)
	}
	before := engine.At(e.layout.Weapons, 0).Odds.In(e.words)
	uitest.Retype(w, entry, "7")
	if got := sheet.Member[int]("bonus").Get(e.doc.Weapons[0].Members); got != 7 {
		t.Fatalf("the document holds %d", got)
	}
	if after := engine.At(e.layout.Weapons, 0).Odds.In(e.words); after == before {
		t.Errorf("the odds stayed %q", after)
	}
	w.Canvas().Unfocus() // Ctrl+Z through the window, as a person takes it back
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if got := sheet.Member[int]("bonus").Get(e.doc.Weapons[0].Members); got != 3 || entry.Text != "3" {
		t.Errorf("after undo: %d in the document, %q in the row", got, entry.Text)
	}
}

// A member of a ruleset's own that a file holds with the wrong type opens, is flagged on its
// row, and is saved back as it was: nothing the player did not change is changed.
func TestAMemberOfTheWrongTypeIsFlaggedAndKept(t *testing.T) {
	data, err := os.ReadFile("../../assets/examples/eira.json")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), `"range": "1–3"`, `"range": 13`, 1)
	if bad == string(data) {
		t.Fatal("eira's rifle has no range to break")
	}
	path := filepath.Join(t.TempDir(), "eira.json")
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	e, _ := openFile(t, path)
	if got := e.problemsOf("weapons.0.range"); len(got) != 1 || !strings.Contains(got[0], "13") {
		t.Errorf("the range is flagged as %q", got)
	}
	saved, err := sheet.Marshal(e.doc)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(saved), `"range": 13`) {
		t.Error("the range was changed")
	}
}
