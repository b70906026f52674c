package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The bug this guards against: a long tip wrapped to three lines in a box of two, its last
// line drawn below the box. Every line of a tip lies inside its box, however long.
func TestATipWrapsInsideItsBox(t *testing.T) {
	test.NewTempApp(t)
	l := NewTipLayer()
	w := test.NewTempWindow(t, l.Over(canvas.NewRectangle(nil)))
	w.Resize(fyne.NewSize(1000, 700))
	for _, words := range []int{5, 30, 60, 120} {
		text := strings.TrimSpace(strings.Repeat("dagars studier (2 veckor); ", words/4+1))
		l.show(nil, text, fyne.NewPos(10, 10))
		box := l.bg.Size()
		bottom := l.bg.Position().Y + box.Height
		for _, o := range test.LaidOutObjects(l.text) {
			tx, ok := o.(*canvas.Text)
			if !ok || tx.Text == "" {
				continue
			}
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(tx)
			if y := at.Y + tx.Size().Height; y > bottom+0.5 {
				t.Fatalf("%d words: the line %q ends at %.0f, below the box's %.0f", words, tx.Text, y, bottom)
			}
		}
		l.Hide()
	}
}

// The bug this guards against: a tip stayed after a scroll had carried its widget away, for the
// pointer never left it. A tip whose widget has moved goes.
func TestATipGoesWhenItsWidgetScrollsAway(t *testing.T) {
	test.NewTempApp(t)
	l := NewTipLayer()
	l.Delay = 0 // at once: a timer's goroutine would race the test
	label := NewTipLabel(l, fyne.TextStyle{})
	label.SetText("Lyssna")
	label.SetTip("+1: 10 dagars studier")
	list := container.NewVBox(label)
	for range 40 {
		list.Add(canvas.NewRectangle(nil))
		list.Add(widget.NewLabel("rad"))
	}
	scroll := container.NewVScroll(list)
	w := test.NewTempWindow(t, l.Over(scroll))
	w.Resize(fyne.NewSize(400, 300))
	test.MoveMouse(w.Canvas(), fyne.NewPos(20, 15))
	if l.Shown() == "" {
		t.Fatal("no tip shows over the label")
	}
	if l.FollowAnchor() {
		t.Fatal("the tip went while its widget stayed")
	}
	scroll.ScrollToOffset(fyne.NewPos(0, 200))
	if !l.FollowAnchor() || l.Shown() != "" {
		t.Errorf("the tip %q stays after a scroll", l.Shown())
	}
}
