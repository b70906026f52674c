package ui

import (
	"testing"

	"fyne.io/fyne/v2/widget"
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
