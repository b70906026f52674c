// Package uitest operates Fyne windows in tests as a person does: through the widgets on the
// window's canvas and Fyne's test driver, never through the handlers behind them. A handler
// called directly cannot show what the widget does around it (the weapon crash was Fyne's
// Select calling its handler again). It knows no screen of the program; the ui packages' tests
// share it.
package uitest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/engine/rulesets"
	"rollformular/ui/kit"
	"rollformular/ui/locale/translations"
)

// Press presses key with mod on window w as Fyne's desktop driver delivers it (glfw's
// window.triggersShortcut in Fyne 2.7.1), which the test driver has no keyboard to do: Ctrl+Z
// and Ctrl+Y are Fyne's Undo and Redo, Ctrl with another key a custom shortcut; the main menu
// is offered it first, then the focused widget, and the canvas only when neither takes it.
// Sending a shortcut to the canvas alone hid that Ctrl+Z never reached the menu's undo and
// that a focused field's own text undo emptied it.
func Press(w fyne.Window, key fyne.KeyName, mod fyne.KeyModifier) {
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

// Key presses a key without modifiers on window w as Fyne's desktop driver delivers it
// (glfw's window.processKeyPressed): to the focused widget when there is one, else to the
// canvas. Calling the canvas's handler alone hid that a focused radio button swallowed Enter.
func Key(w fyne.Window, key fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: key}
	if focused := w.Canvas().Focused(); focused != nil {
		focused.TypedKey(ev)
	} else if typed := w.Canvas().OnTypedKey(); typed != nil {
		typed(ev)
	}
}

// Rune types r on window w as the driver does: to the focused widget, else to the canvas.
func Rune(w fyne.Window, r rune) {
	if focused := w.Canvas().Focused(); focused != nil {
		focused.TypedRune(r)
	} else if typed := w.Canvas().OnTypedRune(); typed != nil {
		typed(r)
	}
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

// ObjectsIn lists every object below o, o included, the insides of widgets too, as they are
// drawn: through each widget's own renderer (test.LaidOutObjects would make new ones).
func ObjectsIn(o fyne.CanvasObject) []fyne.CanvasObject { return collect(nil, o, false) }

// ShownIn is objectsIn without what is hidden: what a person can reach.
func ShownIn(o fyne.CanvasObject) []fyne.CanvasObject { return collect(nil, o, true) }

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

// Find lists the objects of type T below o, in layout order.
func Find[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var out []T
	for _, x := range ObjectsIn(o) {
		if t, ok := x.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

// Texts is every text drawn below o.
func Texts(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range ObjectsIn(o) {
		if t, ok := x.(*canvas.Text); ok {
			out = append(out, t.Text)
		}
	}
	return out
}

// ShowsText says whether o draws s somewhere.
func ShowsText(o fyne.CanvasObject, s string) bool {
	for _, t := range Texts(o) {
		if t == s {
			return true
		}
	}
	return false
}

// PopupItems taps sel open and lists the tappable entries of the menu it shows, with the
// text each draws. The menu stays open.
func PopupItems(t testing.TB, w fyne.Window, sel fyne.Tappable) ([]fyne.Tappable, []string) {
	t.Helper()
	test.Tap(sel)
	top := OpenOverlay(w)
	if top == nil {
		t.Fatal("tapping the drop-down opened no menu")
	}
	var items []fyne.Tappable
	var labels []string
	for _, x := range ObjectsIn(top) {
		tap, ok := x.(fyne.Tappable)
		if !ok || !Innermost(x) {
			continue
		}
		if ts := Texts(x); len(ts) > 0 {
			items = append(items, tap)
			labels = append(labels, ts[0])
		}
	}
	return items, labels
}

// Choose taps sel open and taps the entry that reads label, as a person picks from a
// drop-down; an entry that adds what the rules give of it reads label and that in brackets
// ("Ringbrynja  (H 4 · K 1 · S 2)", catalogLabel).
func Choose(t testing.TB, w fyne.Window, sel fyne.Tappable, label string) {
	t.Helper()
	items, labels := PopupItems(t, w, sel)
	for i, l := range labels {
		if l == label || strings.HasPrefix(l, label+"  (") {
			test.Tap(items[i])
			return
		}
	}
	t.Fatalf("the drop-down offers no %q; it offers %q", label, labels)
}

// Field is an entry to type into: a widget.Entry, or a widget that extends one (a number
// field that selects its text on focus), which must be focused as itself.
type Field interface {
	fyne.CanvasObject
	fyne.Focusable
	fyne.Shortcutable
}

// TypeInto focuses entry as a click does and types text at its end.
func TypeInto(w fyne.Window, entry Field, text string) {
	w.Canvas().Focus(entry)
	if e, ok := entry.(*widget.Entry); ok {
		e.CursorRow, e.CursorColumn = len(e.Text), len([]rune(e.Text))
	} else { // a one-line field that selected its text on focus: End, as a person presses
		entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	}
	test.Type(entry, text)
}

// OpenOverlay is the menu or dialog shown on top of the window, if any.
func OpenOverlay(w fyne.Window) fyne.CanvasObject {
	list := w.Canvas().Overlays().List()
	for i := len(list) - 1; i >= 0; i-- {
		if list[i].Visible() {
			return list[i]
		}
	}
	return nil
}

// Innermost says whether x, a tappable, holds no other tappable: a menu's entry, not the menu.
func Innermost(x fyne.CanvasObject) bool {
	for _, y := range ObjectsIn(x) {
		if _, ok := y.(fyne.Tappable); ok && y != x {
			return false
		}
	}
	return true
}

// Dismiss closes the menu or dialog on top, as a tap beside it does.
func Dismiss(w fyne.Window) {
	if top := OpenOverlay(w); top != nil {
		w.Canvas().Overlays().Remove(top)
	}
}

// Retype replaces what entry holds by typing, as a person selects all and types.
func Retype(w fyne.Window, entry Field, text string) {
	w.Canvas().Focus(entry)
	entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	if text == "" {
		entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		return
	}
	test.Type(entry, text)
}

// SetCheck ticks or clears a check box by tapping it, if it is not as wanted.
func SetCheck(c *widget.Check, on bool) {
	if c.Checked != on {
		test.Tap(c)
	}
}

// TapButton taps the button shown below root that reads label.
func TapButton(t testing.TB, root fyne.CanvasObject, label string) {
	t.Helper()
	for _, o := range ShownIn(root) {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q is shown", label)
}

// TapRollOf taps the ▶ beside what reads name: the first roll button after its text.
func TapRollOf(t testing.TB, root fyne.CanvasObject, name string) {
	t.Helper()
	seen := false
	for _, o := range ShownIn(root) {
		if tx, ok := o.(*canvas.Text); ok && strings.HasPrefix(tx.Text, name) {
			seen = true
		}
		if b, ok := o.(*kit.IconButton); ok && seen && b.Icon().Name() == theme.MediaPlayIcon().Name() {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no ▶ after %q is shown", name)
}

// InDialog is what the dialog on top shows; the test fails when none is open.
func InDialog(t testing.TB, w fyne.Window) fyne.CanvasObject {
	t.Helper()
	top := OpenOverlay(w)
	if top == nil {
		t.Fatal("no dialog is open")
	}
	return top
}

// Paste puts text on the clipboard and pastes it into entry, as Ctrl+V does.
func Paste(entry *widget.Entry, text string) {
	clipboard := fyne.CurrentApp().Clipboard()
	clipboard.SetContent(text)
	entry.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clipboard})
}

// TapCell taps where a row of a list or table in root shows a text that begins with text, as
// the pointer does: the table takes the tap and chooses the row.
func TapCell(t testing.TB, w fyne.Window, root fyne.CanvasObject, text string) {
	t.Helper()
	for _, l := range Find[*widget.Label](root) {
		if l.Visible() && strings.HasPrefix(l.Text, text) {
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(l)
			test.TapCanvas(w.Canvas(), at.Add(fyne.NewPos(4, l.Size().Height/2)))
			return
		}
	}
	t.Fatalf("no row shows %q", text)
}

// CheckReading is the check box shown below root that reads label; the test fails when none
// does.
func CheckReading(t testing.TB, root fyne.CanvasObject, label string) *widget.Check {
	t.Helper()
	for _, o := range ShownIn(root) {
		if c, ok := o.(*widget.Check); ok && c.Text == label {
			return c
		}
	}
	t.Fatalf("no check box %q is shown", label)
	return nil
}

// SaysIn reports whether a label shown below root holds s, wrapped or cut as it may be drawn.
func SaysIn(root fyne.CanvasObject, s string) bool {
	for _, o := range ShownIn(root) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, s) {
			return true
		}
	}
	return false
}

// CheckIn taps the check box of the dialog on top that reads label.
func CheckIn(t testing.TB, w fyne.Window, label string) {
	t.Helper()
	for _, o := range ShownIn(InDialog(t, w)) {
		if c, ok := o.(*widget.Check); ok && c.Text == label {
			test.Tap(c)
			return
		}
	}
	t.Fatalf("the dialog has no check box %q", label)
}

// CopyInto copies the file src into dir, for a test to write to, and returns the copy's path.
func CopyInto(t testing.TB, src, dir string) string {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, filepath.Base(src))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TapTab taps the tab that reads label of the tabs below root.
func TapTab(t testing.TB, root fyne.CanvasObject, label string) {
	t.Helper()
	for _, tabs := range Find[*container.AppTabs](root) {
		for _, x := range ObjectsIn(tabs) {
			// The tab bar's buttons are Fyne's own unexported type.
			if tap, ok := x.(fyne.Tappable); ok && fmt.Sprintf("%T", x) == "*container.tabButton" && ShowsText(x, label) {
				test.Tap(tap)
				return
			}
		}
	}
	t.Fatalf("no tab %q is shown", label)
}

// Keystrokes sets field's text to each of texts in turn, for as long as b runs: a keystroke
// as the field takes it, what the benchmarks of typing measure.
func Keystrokes(b *testing.B, field Field, texts ...string) {
	entry, ok := field.(interface{ SetText(string) })
	if !ok {
		b.Fatalf("%T takes no text", field)
	}
	i := 0
	for b.Loop() {
		entry.SetText(texts[i%len(texts)])
		i++
	}
}

// KeepLanguage puts the process's language back as it was once t is done: the variables a
// change of language sets, and Fyne's words read from them. Going back to the system's language
// would not do: under LANG=C it is Swedish, and the tests after would speak it.
func KeepLanguage(t *testing.T) {
	t.Helper()
	was := map[string]*string{}
	for _, k := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		if v, ok := os.LookupEnv(k); ok {
			was[k] = &v
		} else {
			was[k] = nil
		}
	}
	t.Cleanup(func() {
		for k, v := range was {
			if v == nil {
				os.Unsetenv(k)
			} else {
				os.Setenv(k, *v)
			}
		}
		if err := translations.Load(); err != nil {
			t.Error(err)
		}
	})
}

// Registry is the rules the program ships, for a test's window to open characters by.
func Registry(t testing.TB) *engine.Registry {
	t.Helper()
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return reg
}
