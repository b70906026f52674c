package kit

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// With twenty sheets open, a keystroke that widened a label laid the session's tabs out anew,
// which rebuilds each of their twenty buttons: the content's growth stops at its tab, until
// the tab is shown again.
func TestATabsSizeDoesNotFollowItsContentWhileShown(t *testing.T) {
	test.NewTempApp(t)
	label := widget.NewLabel("12")
	tab := NewTabContent(label)
	before := tab.MinSize()
	label.SetText("a label that grew far wider than it was")
	if got := tab.MinSize(); got != before {
		t.Errorf("the tab's size followed its content: %v, was %v", got, before)
	}
	tab.Hide()
	tab.Show()
	if got := tab.MinSize(); got.Width <= before.Width {
		t.Errorf("shown again, the tab keeps its old size %v; its content needs %v", got, label.MinSize())
	}
	tab.Set(widget.NewLabel("x"))
	if got := tab.MinSize(); got.Width >= before.Width {
		t.Errorf("with new content the tab keeps the old content's size: %v", got)
	}
}
