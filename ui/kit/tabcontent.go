package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// TabContent holds what a tab shows, and passes a refresh on to it only while it is shown. Fyne's
// tabs refresh the content of every tab, hidden ones too, whenever they are refreshed
// themselves (a tab added, a tab chosen, the theme applied): with a sheet of nine tabs in each of
// several documents, that redrew every field of every tab for one click. A hidden tab's content
// is refreshed when it is shown again instead, so nothing it shows is out of date.
//
// CatchUp, when set, is called as the content is about to be shown, and says whether it changed
// what the content shows: the editor makes a tab's widgets, and fills them from the document,
// only as it is shown. A tab may start with no content, which Set puts in later.
type TabContent struct {
	widget.BaseWidget
	box     *fyne.Container   // holds the content
	Content fyne.CanvasObject // nil until set
	CatchUp func() bool
	stale   bool      // a refresh came while it was hidden
	min     fyne.Size // the content's MinSize as it was set or shown; zero until measured
	made    bool      // its renderer is made, to be drawn or measured: before, nothing is drawn to redo
}

// NewTabContent holds content, which may be nil until Set.
func NewTabContent(content fyne.CanvasObject) *TabContent {
	t := &TabContent{box: container.NewStack()}
	t.ExtendBaseWidget(t)
	if content != nil {
		t.Set(content)
		t.stale = false // drawn as it is first shown
	}
	return t
}

// Set makes content what the tab shows; it is laid out as the tab is next shown.
func (t *TabContent) Set(content fyne.CanvasObject) {
	t.Content = content
	t.box.Objects = []fyne.CanvasObject{content}
	t.stale = true
	t.min = fyne.Size{}
}

// MinSize is the content's as it was when it was set or last shown. Fyne lays a widget's
// parents out anew whenever its MinSize changes, up to the window: a label inside the content
// that grew by a letter laid the session's tabs out again, which rebuilds every tab's button,
// twenty of them for a keystroke with twenty sheets open. What the content holds is laid out
// anew all the same, inside the tab's size.
func (t *TabContent) MinSize() fyne.Size {
	if t.min.IsZero() {
		t.min = t.BaseWidget.MinSize()
	}
	return t.min
}

func (t *TabContent) CreateRenderer() fyne.WidgetRenderer {
	t.made = true
	return widget.NewSimpleRenderer(t.box)
}

// Refresh refreshes the content now if it is shown, and when it is shown next if not. Before
// its renderer is made there is nothing to refresh: Fyne's tabs refresh every tab's content as
// they are drawn, which laid a sheet just built out a second time before its first frame.
func (t *TabContent) Refresh() {
	if !t.made {
		return
	}
	if !t.Visible() {
		t.stale = true
		return
	}
	t.stale = false
	t.BaseWidget.Refresh()
}

// Show shows the content, brought up to date and refreshed if anything changed while it was
// hidden: the refresh lays it out anew for what it now holds.
func (t *TabContent) Show() {
	t.min = fyne.Size{}
	if t.CatchUp != nil && t.CatchUp() {
		t.stale = true
	}
	t.BaseWidget.Show()
	if t.stale {
		t.Refresh()
	}
}
