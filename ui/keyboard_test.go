package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
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
		case *widget.Entry:
			if f == e.attributes["kra"] {
				order = append(order, "KRA")
			} else {
				order = append(order, "another field")
			}
		default:
			order = append(order, "?")
		}
	}
	want := []string{e.desc.Attributes[0].Dice, "mark", "▶", "KRA"}
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
	var remove *widget.Button
	for _, b := range find[*widget.Button](skills.object) {
		if b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
			remove = b
			break
		}
	}
	if remove == nil {
		t.Fatal("no remove button on the skills tab")
	}
	test.Tap(remove)
	if len(e.doc.Skills) != before-1 || len(e.log.entries) == 0 || !strings.Contains(e.log.entries[0].outcome, "Ctrl+Z") {
		t.Fatalf("removed a skill: %d left of %d, the log %+v", len(e.doc.Skills), before, e.log.entries)
	}
	press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if len(e.doc.Skills) != before {
		t.Errorf("Ctrl+Z after removing %s: %d skills, want %d", name, len(e.doc.Skills), before)
	}
}
