package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"rollformular/ui/kit"
)

// focusLook is how often the session looks where the focus is, to keep it in sight.
const focusLook = 100 * time.Millisecond

// StartFollowingFocus keeps the focused field in sight until stop is closed: Tab moves the
// focus to a field below the fold of a tab, and Fyne neither scrolls to it nor tells anyone
// that the focus moved, so the session looks every focusLook, on Fyne's goroutine.
func (s *Session) StartFollowingFocus(stop <-chan struct{}) {
	every(focusLook, stop, s.followFocus)
}

// followFocus scrolls the tab shown so that the widget that took the focus since the last
// look is in sight.
func (s *Session) followFocus() {
	if s.win == nil {
		return
	}
	f := s.win.Canvas().Focused()
	if f == s.focused {
		return
	}
	s.focused = f
	o, ok := f.(fyne.CanvasObject)
	if e := s.Current(); ok && e != nil && e.Shown() != nil {
		if scroll := scrollHolding(e.Shown(), o); scroll != nil {
			keepInSight(scroll, o)
		}
	}
}

// scrollHolding is the innermost scroll in root that o lies inside, or nil.
func scrollHolding(root, o fyne.CanvasObject) *container.Scroll {
	if root == o {
		return nil
	}
	var inner fyne.CanvasObject
	switch r := root.(type) {
	case *fyne.Container:
		for _, c := range r.Objects {
			if holds(c, o) {
				inner = c
				break
			}
		}
	case *widget.Card:
		inner = r.Content
	case *kit.TabContent:
		inner = r.Content
	case *container.ThemeOverride:
		inner = r.Content
	case *container.Scroll:
		inner = r.Content
	}
	if inner == nil || !holds(inner, o) {
		return nil
	}
	if s := scrollHolding(inner, o); s != nil {
		return s
	}
	if s, ok := root.(*container.Scroll); ok {
		return s
	}
	return nil
}

// keepInSight scrolls scroll, which o lies inside, so that o is wholly in sight, moving it as
// little as it takes.
func keepInSight(scroll *container.Scroll, o fyne.CanvasObject) {
	d := fyne.CurrentApp().Driver()
	// Where o is in the content, whatever the content is scrolled to now.
	at := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(scroll.Content))
	view := scroll.Size()
	off := scroll.Offset
	switch {
	case at.Y < off.Y:
		off.Y = at.Y
	case at.Y+o.Size().Height > off.Y+view.Height:
		off.Y = min(at.Y, at.Y+o.Size().Height-view.Height)
	default:
		return
	}
	scroll.ScrollToOffset(off)
}

// holds says whether o is root or lies inside it, through the containers and cards the
// editor's tabs are built of.
func holds(root, o fyne.CanvasObject) bool {
	if root == o {
		return true
	}
	switch r := root.(type) {
	case *fyne.Container:
		for _, c := range r.Objects {
			if holds(c, o) {
				return true
			}
		}
	case *widget.Card:
		return r.Content != nil && holds(r.Content, o)
	case *kit.TabContent:
		return holds(r.Content, o)
	case *container.ThemeOverride: // a dense list's
		return holds(r.Content, o)
	case *container.Scroll:
		return r.Content != nil && holds(r.Content, o)
	}
	return false
}
