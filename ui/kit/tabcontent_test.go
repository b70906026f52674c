package kit

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
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

// refreshCounter is a label that counts the times it is refreshed.
type refreshCounter struct {
	widget.Label
	refreshes int
}

func (r *refreshCounter) Refresh() { r.refreshes++; r.Label.Refresh() }

// Opening a sheet laid its first tab out twice: Fyne's tabs refresh every tab's content as
// they are first drawn, and the sheet, built a moment before, was refreshed whole before it
// was ever drawn, 17 of the 54 ms a sheet took to open. A content not yet drawn is drawn from
// what it holds, so a refresh before that is nothing to do.
func TestATabNotYetDrawnIsNotRefreshedAsItsTabsAreFirstDrawn(t *testing.T) {
	test.NewTempApp(t)
	label := &refreshCounter{}
	label.ExtendBaseWidget(label)
	label.SetText("Åsa Järnhand")
	label.refreshes = 0
	tabs := container.NewDocTabs(container.NewTabItem("Åsa", NewTabContent(label)))
	w := test.NewWindow(tabs)
	defer w.Close()
	if label.refreshes != 0 {
		t.Errorf("the content was refreshed %d times as it was first drawn", label.refreshes)
	}
	if !slices.Contains(drawnTexts(tabs), "Åsa Järnhand") {
		t.Errorf("the content is not drawn: %q", drawnTexts(tabs))
	}
	label.SetText("Bombur")
	if !slices.Contains(drawnTexts(tabs), "Bombur") {
		t.Errorf("drawn, the content does not follow a change: %q", drawnTexts(tabs))
	}
}

// drawnTexts is the text o draws, as Fyne's test driver lays it out (uitest.Texts, which
// imports this package).
func drawnTexts(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range test.LaidOutObjects(o) {
		if t, ok := x.(*canvas.Text); ok {
			out = append(out, t.Text)
		}
	}
	return out
}
