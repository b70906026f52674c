package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// tabContent holds what a tab shows, and passes a refresh on to it only while it is shown. Fyne's
// tabs refresh the content of every tab, hidden ones too, whenever they are refreshed
// themselves (a tab added, a tab chosen, the theme applied): with a sheet of nine tabs in each of
// several documents, that redrew every field of every tab for one click. A hidden tab's content
// is refreshed when it is shown again instead, so nothing it shows is out of date.
type tabContent struct {
	widget.BaseWidget
	content fyne.CanvasObject
	stale   bool // a refresh came while it was hidden
}

func newTabContent(content fyne.CanvasObject) *tabContent {
	t := &tabContent{content: content}
	t.ExtendBaseWidget(t)
	return t
}

func (t *tabContent) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(t.content)
}

// Refresh refreshes the content now if it is shown, and when it is shown next if not.
func (t *tabContent) Refresh() {
	if !t.Visible() {
		t.stale = true
		return
	}
	t.stale = false
	t.BaseWidget.Refresh()
}

// Show shows the content, refreshed if a refresh came while it was hidden.
func (t *tabContent) Show() {
	t.BaseWidget.Show()
	if t.stale {
		t.Refresh()
	}
}
