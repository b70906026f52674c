package ui

import (
	"fmt"
	"rollformular/engine"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// These helpers operate the editor as a person does: through the widgets on the window's
// canvas and Fyne's test driver, never through the handlers behind them. A handler called
// directly cannot show what the widget does around it (the weapon crash was Fyne's Select
// calling its handler again).

// press presses key with mod on window w as Fyne's desktop driver delivers it (glfw's
// window.triggersShortcut in Fyne 2.7.1), which the test driver has no keyboard to do: Ctrl+Z
// and Ctrl+Y are Fyne's Undo and Redo, Ctrl with another key a custom shortcut; the main menu
// is offered it first, then the focused widget, and the canvas only when neither takes it.
// Sending a shortcut to the canvas alone hid that Ctrl+Z never reached the menu's undo and
// that a focused field's own text undo emptied it.
func press(w fyne.Window, key fyne.KeyName, mod fyne.KeyModifier) {
	var sc fyne.Shortcut = &desktop.CustomShortcut{KeyName: key, Modifier: mod}
	if mod == fyne.KeyModifierShortcutDefault {
		switch key {
		case fyne.KeyZ:
			sc = &fyne.ShortcutUndo{}
		case fyne.KeyY:
			sc = &fyne.ShortcutRedo{}
		case fyne.KeyA:
			sc = &fyne.ShortcutSelectAll{}
		}
	}
	if menu := w.MainMenu(); menu != nil {
		for _, m := range menu.Items {
			if runMenuShortcut(m, sc) {
				return
			}
		}
	}
	if focused, ok := w.Canvas().Focused().(fyne.Shortcutable); ok {
		focused.TypedShortcut(sc)
		return
	}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(sc)
}

func runMenuShortcut(m *fyne.Menu, sc fyne.Shortcut) bool {
	for _, item := range m.Items {
		if item.Shortcut != nil && item.Shortcut.ShortcutName() == sc.ShortcutName() && item.Action != nil {
			item.Action()
			return true
		}
		if item.ChildMenu != nil && runMenuShortcut(item.ChildMenu, sc) {
			return true
		}
	}
	return false
}

// objectsIn lists every object below o, o included, the insides of widgets too, as they are
// drawn: through each widget's own renderer (test.LaidOutObjects would make new ones).
func objectsIn(o fyne.CanvasObject) []fyne.CanvasObject { return collect(nil, o, false) }

// shownIn is objectsIn without what is hidden: what a person can reach.
func shownIn(o fyne.CanvasObject) []fyne.CanvasObject { return collect(nil, o, true) }

func collect(out []fyne.CanvasObject, o fyne.CanvasObject, shownOnly bool) []fyne.CanvasObject {
	if o == nil || shownOnly && !o.Visible() {
		return out
	}
	out = append(out, o)
	switch c := o.(type) {
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(c).Objects() {
			out = collect(out, child, shownOnly)
		}
	case *fyne.Container:
		for _, child := range c.Objects {
			out = collect(out, child, shownOnly)
		}
	}
	return out
}

// find lists the objects of type T below o, in layout order.
func find[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var out []T
	for _, x := range objectsIn(o) {
		if t, ok := x.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

// texts is every text drawn below o.
func texts(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range objectsIn(o) {
		if t, ok := x.(*canvas.Text); ok {
			out = append(out, t.Text)
		}
	}
	return out
}

// showsText says whether o draws s somewhere.
func showsText(o fyne.CanvasObject, s string) bool {
	for _, t := range texts(o) {
		if t == s {
			return true
		}
	}
	return false
}

// popupItems taps sel open and lists the tappable entries of the menu it shows, with the
// text each draws. The menu stays open.
func popupItems(t testing.TB, w fyne.Window, sel fyne.Tappable) ([]fyne.Tappable, []string) {
	t.Helper()
	test.Tap(sel)
	top := openOverlay(w)
	if top == nil {
		t.Fatal("tapping the drop-down opened no menu")
	}
	var items []fyne.Tappable
	var labels []string
	for _, x := range objectsIn(top) {
		tap, ok := x.(fyne.Tappable)
		if !ok || !innermost(x) {
			continue
		}
		if ts := texts(x); len(ts) > 0 {
			items = append(items, tap)
			labels = append(labels, ts[0])
		}
	}
	return items, labels
}

// choose taps sel open and taps the entry that reads label, as a person picks from a
// drop-down; an entry that adds what the rules give of it reads label and that in brackets
// ("Ringbrynja  (H 4 · K 1 · S 2)", catalogLabel).
func choose(t testing.TB, w fyne.Window, sel fyne.Tappable, label string) {
	t.Helper()
	items, labels := popupItems(t, w, sel)
	for i, l := range labels {
		if l == label || strings.HasPrefix(l, label+"  (") {
			test.Tap(items[i])
			return
		}
	}
	t.Fatalf("the drop-down offers no %q; it offers %q", label, labels)
}

// showTab taps the editor's tab that reads label.
func showTab(t testing.TB, e *Editor, label string) {
	t.Helper()
	for _, tabs := range find[*container.AppTabs](e.object) {
		for _, x := range objectsIn(tabs) {
			// The tab bar's buttons are Fyne's own unexported type.
			if tap, ok := x.(fyne.Tappable); ok && fmt.Sprintf("%T", x) == "*container.tabButton" && showsText(x, label) {
				test.Tap(tap)
				return
			}
		}
	}
	t.Fatalf("the editor has no tab %q", label)
}

// typeInto focuses entry as a click does and types text at its end.
func typeInto(w fyne.Window, entry *widget.Entry, text string) {
	w.Canvas().Focus(entry)
	entry.CursorRow, entry.CursorColumn = len(entry.Text), len([]rune(entry.Text))
	test.Type(entry, text)
}

// openOverlay is the menu or dialog shown on top of the window, if any.
func openOverlay(w fyne.Window) fyne.CanvasObject {
	list := w.Canvas().Overlays().List()
	for i := len(list) - 1; i >= 0; i-- {
		if list[i].Visible() {
			return list[i]
		}
	}
	return nil
}

// innermost says whether x, a tappable, holds no other tappable: a menu's entry, not the menu.
func innermost(x fyne.CanvasObject) bool {
	for _, y := range objectsIn(x) {
		if _, ok := y.(fyne.Tappable); ok && y != x {
			return false
		}
	}
	return true
}

// dismiss closes the menu or dialog on top, as a tap beside it does.
func dismiss(w fyne.Window) {
	if top := openOverlay(w); top != nil {
		w.Canvas().Overlays().Remove(top)
	}
}

// retypeEntry replaces what entry holds by typing, as a person selects all and types.
func retypeEntry(w fyne.Window, entry *widget.Entry, text string) {
	w.Canvas().Focus(entry)
	entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	if text == "" {
		entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		return
	}
	test.Type(entry, text)
}

// setCheck ticks or clears a check box by tapping it, if it is not as wanted.
func setCheck(c *widget.Check, on bool) {
	if c.Checked != on {
		test.Tap(c)
	}
}

// tapButton taps the button shown below root that reads label.
func tapButton(t testing.TB, root fyne.CanvasObject, label string) {
	t.Helper()
	for _, o := range shownIn(root) {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q is shown", label)
}

// tapRollOf taps the ▶ beside what reads name: the first roll button after its text.
func tapRollOf(t testing.TB, root fyne.CanvasObject, name string) {
	t.Helper()
	seen := false
	for _, o := range shownIn(root) {
		if tx, ok := o.(*canvas.Text); ok && strings.HasPrefix(tx.Text, name) {
			seen = true
		}
		if b, ok := o.(*widget.Button); ok && seen && b.Icon != nil && b.Icon.Name() == theme.MediaPlayIcon().Name() {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no ▶ after %q is shown", name)
}

// inDialog is what the dialog on top shows; the test fails when none is open.
func inDialog(t testing.TB, w fyne.Window) fyne.CanvasObject {
	t.Helper()
	top := openOverlay(w)
	if top == nil {
		t.Fatal("no dialog is open")
	}
	return top
}

// closeTab taps the × of the editor's tab.
func closeTab(t testing.TB, e *Editor) {
	t.Helper()
	for _, x := range shownIn(e.session.tabs) {
		if fmt.Sprintf("%T", x) != "*container.tabButton" || !showsText(x, e.tab.Text) {
			continue
		}
		// The × is the one tappable inside the tab's button.
		for _, y := range objectsIn(x) {
			if c, ok := y.(fyne.Tappable); ok && y != x {
				test.Tap(c)
				return
			}
		}
	}
	t.Fatalf("no tab %q to close", e.tab.Text)
}

// paste puts text on the clipboard and pastes it into entry, as Ctrl+V does.
func paste(entry *widget.Entry, text string) {
	clipboard := fyne.CurrentApp().Clipboard()
	clipboard.SetContent(text)
	entry.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clipboard})
}

// value is the derived value with id, wherever the layout puts it: tests may name values,
// the editor does not.
func value(e *Editor, id string) engine.Value {
	v, _ := e.layout.Find(id)
	return v
}

// rollForm is the first roll form of the editor's rolls tab.
func rollForm(t testing.TB, e *Editor) *formPanel {
	t.Helper()
	s := sectionOf[*rollsSection](e)
	if s == nil || len(s.forms) == 0 {
		t.Fatal("the rolls tab has no roll form")
	}
	return s.forms[0]
}

// harmInputs are the inputs of the state tab's action of harm with id.
func harmInputs(t testing.TB, e *Editor, id string) *inputs {
	t.Helper()
	s := sectionOf[*stateSection](e)
	if s == nil || s.harm[id] == nil {
		t.Fatalf("the state tab has no action %q with inputs", id)
	}
	return s.harm[id]
}

// openCatalogue taps the button that reads button, and returns the catalogue it opens and its
// search, which has the focus.
func openCatalogue(t testing.TB, e *Editor, w fyne.Window, button string) (*keyEntry, fyne.CanvasObject) {
	t.Helper()
	tapButton(t, e.object, button)
	d := inDialog(t, w)
	search, ok := w.Canvas().Focused().(*keyEntry)
	if !ok {
		t.Fatalf("the catalogue opens with the focus on %T, not its search", w.Canvas().Focused())
	}
	return search, d
}

// pickSkill opens the skills tab's catalogue of the rules, searches for name and taps the
// skill, as a person adds one; the dialog stays open, to be filled in and added.
func pickSkill(t testing.TB, e *Editor, w fyne.Window, name string) fyne.CanvasObject {
	t.Helper()
	showTab(t, e, lang.L("Skills"))
	search, d := openCatalogue(t, e, w, lang.L("Add from the rules…"))
	test.Type(search, name)
	tapCell(t, w, d, name)
	return d
}

// tapCell taps where a row of a list or table in root shows a text that begins with text, as
// the pointer does: the table takes the tap and chooses the row.
func tapCell(t testing.TB, w fyne.Window, root fyne.CanvasObject, text string) {
	t.Helper()
	for _, l := range find[*widget.Label](root) {
		if l.Visible() && strings.HasPrefix(l.Text, text) {
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(l)
			test.TapCanvas(w.Canvas(), at.Add(fyne.NewPos(4, l.Size().Height/2)))
			return
		}
	}
	t.Fatalf("no row shows %q", text)
}
