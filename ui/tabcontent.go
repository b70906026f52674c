package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// tabContent holds what a tab shows, and passes a refresh on to it only while it is shown. Fyne's
// tabs refresh the content of every tab, hidden ones too, whenever they are refreshed
// themselves (a tab added, a tab chosen, the theme applied): with a sheet of nine tabs in each of
// several documents, that redrew every field of every tab for one click. A hidden tab's content
// is refreshed when it is shown again instead, so nothing it shows is out of date.
//
// catchUp, when set, is called as the content is about to be shown, and says whether it changed
// what the content shows: the editor makes a tab's widgets, and fills them from the document,
// only as it is shown. A tab may start with no content, which set puts in later.
type tabContent struct {
	widget.BaseWidget
	box     *fyne.Container   // holds the content
	content fyne.CanvasObject // nil until set
	catchUp func() bool
	stale   bool // a refresh came while it was hidden
}

func newTabContent(content fyne.CanvasObject) *tabContent {
	t := &tabContent{box: container.NewStack()}
	t.ExtendBaseWidget(t)
	if content != nil {
		t.set(content)
		t.stale = false // drawn as it is first shown
	}
	return t
}

// set makes content what the tab shows; it is laid out as the tab is next shown.
func (t *tabContent) set(content fyne.CanvasObject) {
	t.content = content
	t.box.Objects = []fyne.CanvasObject{content}
	t.stale = true
}

func (t *tabContent) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(t.box)
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

// Show shows the content, brought up to date and refreshed if anything changed while it was
// hidden: the refresh lays it out anew for what it now holds.
func (t *tabContent) Show() {
	if t.catchUp != nil && t.catchUp() {
		t.stale = true
	}
	t.BaseWidget.Show()
	if t.stale {
		t.Refresh()
	}
}
