package sheetview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/ui/kit"
	"rollformular/ui/uitest"
)

// The bug this guards against: in an attribute row Tab reached the row's ▶ before its value,
// for the row's layout listed the odds and ▶ first. Tab goes along a row as it reads: the
// value, the roll of the creation dice, the mark, then ▶, then the next row's value.
func TestTabGoesAlongAnAttributeRowAsItReads(t *testing.T) {
	e, w := open(t)
	c := w.Canvas()
	c.Focus(e.attributes["hal"])
	var order []string
	for range 4 {
		c.FocusNext()
		switch f := c.Focused().(type) {
		case *widget.Button:
			if f.Text == "" {
				order = append(order, "▶")
			} else {
				order = append(order, f.Text)
			}
		case *widget.Check:
			order = append(order, "mark")
		case *numberField:
			if f == e.attributes["kra"] {
				order = append(order, "KRA")
			} else {
				order = append(order, "another field")
			}
		default:
			order = append(order, "?")
		}
	}
	// ▶ is no stop: typed digits were lost on it (issue 31); it is tapped, or the roll is made
	// from the table view.
	want := []string{descOf(e).Attributes[0].Dice, "mark", "KRA", descOf(e).Attributes[1].Dice}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("Tab from HÄL's value goes %v, want %v", order, want)
		}
	}
}

// The bug this guards against: a remove button took a row away in one click with no word of
// how to get it back. The log says what went and that Ctrl+Z brings it back, which it does.
func TestRemovingARowSaysHowToGetItBack(t *testing.T) {
	e, w := open(t)
	showTab(t, e, lang.L("Skills"))
	skills := sectionOf[*skillsSection](e)
	before := len(e.doc.Skills)
	name := engine.At(e.layout.Skills, 0).Label
	var removes []*kit.IconButton
	for _, b := range uitest.Find[*kit.IconButton](skills.object) {
		if b.IsRemove() {
			removes = append(removes, b)
		}
	}
	if len(removes) == 0 {
		t.Fatal("no remove button on the skills tab")
	}
	test.Tap(removes[0])
	if len(e.doc.Skills) != before-1 || len(e.log.entries) == 0 || !strings.Contains(e.log.entries[0].outcome, "Ctrl+Z") {
		t.Fatalf("removed a skill: %d left of %d, the log %+v", len(e.doc.Skills), before, e.log.entries)
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if len(e.doc.Skills) != before {
		t.Errorf("Ctrl+Z after removing %s: %d skills, want %d", name, len(e.doc.Skills), before)
	}
}

// The bug this guards against: the remove buttons were stops of Tab, so going along the rows
// from the keyboard landed on a delete, where Space took the row away. Tab goes through every
// field of the skills and equipment tabs and never stops on one; the remove buttons are there
// to tap.
func TestTabNeverStopsOnARemoveButton(t *testing.T) {
	e, w := open(t)
	c := w.Canvas()
	for _, tab := range []string{lang.L("Skills"), lang.L("Equipment")} {
		showTab(t, e, tab)
		if len(uitest.Find[*kit.IconButton](e.tabs.Selected().Content)) == 0 {
			t.Fatalf("the %s tab has no remove buttons", tab)
		}
		c.Focus(nil)
		seen := map[fyne.Focusable]bool{}
		for range 400 {
			c.FocusNext()
			f := c.Focused()
			if f == nil || seen[f] {
				break
			}
			seen[f] = true
			if b, ok := f.(*widget.Button); ok && b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
				t.Fatalf("Tab on the %s tab stops on a remove button", tab)
			}
		}
		if len(seen) < 5 {
			t.Fatalf("Tab on the %s tab went through only %d widgets", tab, len(seen))
		}
	}
}

// The bug this guards against: a number field reached by Tab kept its text unselected, so
// typing 12 into a "0" gave "012". A number field selects its text as the focus arrives.
func TestANumberFieldTakesWhatIsTypedInPlaceOfItsText(t *testing.T) {
	e, w := open(t)
	c := w.Canvas()
	c.Focus(e.attributes["hal"])
	for range 10 {
		if c.FocusNext(); c.Focused() == e.attributes["kra"] {
			break
		}
	}
	if c.Focused() != e.attributes["kra"] {
		t.Fatal("Tab never reached KRA")
	}
	for _, r := range "12" { // typed as the keyboard does, into what has the focus
		c.Focused().TypedRune(r)
	}
	if got := e.attributes["kra"].Text; got != "12" || e.doc.Attributes["kra"] != 12 {
		t.Errorf("12 typed into KRA after Tab: the field reads %q, the document %d", got, e.doc.Attributes["kra"])
	}
}
