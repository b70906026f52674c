// Package soak plays every example character in the editor with seeded random actions, as a
// person might for an evening, and checks that nothing hangs, panics or breaks the document.
// It is a package of its own so that `make test` runs it beside the ui package's tests.
package soak

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
	"rollformular/ui"
	"rollformular/ui/uitest"
)

// soakTimes multiplies the soak test's actions: `go test ./ui/soak -soak 10`.
var soakTimes = flag.Int("soak", 1, "how many times the soak test's default count of actions to run")

// soakSeed is the first document's seed; the others follow it. Another seed is another
// evening at the table.
var soakSeed = flag.Uint64("soakseed", 1, "the soak test's first seed")

// soakActions is the default count of actions on each example document. Under `make test`
// (-race) all of them take well under a minute.
const soakActions = 100

// An action hangs when it works the processor for over soakHang (raceSlowdown times that
// under the race detector, which slows every memory access), or waits for over soakWait.
// Processor time, not the clock, is held to the second: `make test` runs beside other builds
// on two cores, where the clock of a quick action can run long.
const (
	soakHang = time.Second
	soakWait = 10 * time.Second
)

// actionTime is what an action took: on the clock and of the processor's time.
type actionTime struct{ wall, cpu time.Duration }

func (a actionTime) max(b actionTime) actionTime {
	return actionTime{max(a.wall, b.wall), max(a.cpu, b.cpu)}
}

func (a actionTime) hang() bool { return a.cpu > soakHang*raceSlowdown || a.wall > soakWait }

type instant struct {
	wall time.Time
	cpu  time.Duration
}

func now() instant { return instant{time.Now(), processTime()} }

func since(i instant) actionTime {
	return actionTime{time.Since(i.wall), processTime() - i.cpu}
}

// processTime is the processor time the test has used, user and system.
func processTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// soakTexts are what the soak test types: numbers of every size, text, and nothing.
var soakTexts = []string{
	"0", "1", "-1", "7", "18", "99999999", "9223372036854775807", "9223372036854775808",
	"-9223372036854775808", "1e9", "3,5", "½", "¼", "abc", "Åsa Järnhand", " ", "3T6", "2T8+3",
	"1000T100", "-", "+", "0x10", "١٢", strings.Repeat("9", 40), strings.Repeat("Järnhandske ", 170),
}

// TestSoakEveryExample opens every example document and performs seeded random actions on
// it as a person would, through the widgets: taps on anything tappable (buttons, checks,
// drop-downs and their menus, tabs, list rows, dialog buttons), typing numbers of any size
// and text into any field, undo and redo, and dismissing what is open. It asserts that
// nothing panics, that no action takes over a second, and that the document still saves
// and loads. A failure names the seed and the action, so it can be played again.
func TestSoakEveryExample(t *testing.T) {
	if testing.Short() {
		t.Skip("the soak test runs in full only")
	}
	examples, err := filepath.Glob("../../assets/examples/*.json")
	if err != nil || len(examples) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for i, path := range examples {
		t.Run(filepath.Base(path), func(t *testing.T) {
			soak(t, path, *soakSeed+uint64(i), soakActions*max(*soakTimes, 1))
		})
	}
}

func soak(t *testing.T, path string, seed uint64, actions int) {
	home := t.TempDir()
	t.Setenv("HOME", home) // a file dialog the soak opens starts here
	doc, err := sheet.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	s := ui.NewSession(test.NewTempApp(t), reg)
	s.KeepRecoveryIn(filepath.Join(home, "recovery"))
	t.Cleanup(s.CloseRecovery)
	e, err := s.ShowDocument(doc, "")
	if err != nil {
		t.Fatal(err)
	}
	w := e.Window()
	t.Cleanup(w.Close)
	rng := rand.New(rand.NewPCG(seed, 0))
	var log []string
	stayed := 0 // the actions whose box or field was looked at again, and had not moved
	fail := func(format string, args ...any) {
		t.Helper()
		// Every action, so what led to a failure reads whole and plays again with the seed.
		t.Fatalf("seed %d, action %d: %s\nthe actions:\n  %s", seed, len(log), fmt.Sprintf(format, args...), strings.Join(log, "\n  "))
	}
	for range actions {
		if s.Current() == nil { // the soak closed the document's tab: open it again
			if _, err := s.ShowFile(path); err != nil {
				fail("reopening: %v", err)
			}
			continue
		}
		what, target, act := pickAction(rng, w)
		log = append(log, what)
		before, tabs := placeOf(w, target), tabsShown(w)
		var longest actionTime
		start := now()
		keystroke = func(rune) { // each keystroke of a typed text is timed on its own
			longest = longest.max(since(start))
			start = now()
		}
		act()
		if took := longest.max(since(start)); took.hang() {
			fail("%s took %v (%v of processor time)", what, took.wall.Round(time.Millisecond), took.cpu.Round(time.Millisecond))
		}
		// Nothing moves under the pointer: the box ticked or the field typed in stays where
		// it was, unless the action took its tab or its dialog away (issue 31: a ticked
		// condition moved the grid down a line, and the next click ticked another).
		if target != nil && slices.Equal(tabs, tabsShown(w)) {
			after := placeOf(w, target)
			if before != nil && after != nil && *after != *before {
				fail("%s moved it from %v to %v", what, *before, *after)
			}
			if before != nil && after != nil {
				stayed++
			}
		}
	}
	t.Logf("seed %d: %d actions, %d of them on a box or field that stayed where it was", seed, len(log), stayed)
	for _, ed := range s.Editors() {
		data, err := sheet.Marshal(ed.Document())
		if err != nil {
			fail("the document no longer encodes: %v", err)
		}
		if _, err := sheet.Parse(data); err != nil {
			var le *sheet.LoadError
			if !errors.As(err, &le) || !strings.Contains(le.Msg, "at most") {
				fail("the document no longer loads: %v", err)
			}
			// Past a limit of sheet/limits.go (a name typed too long): Save refuses it with
			// that message, which is what the player sees.
			if err := ed.SaveTo(filepath.Join(home, "soak.json")); err == nil {
				fail("a document past a limit was saved")
			}
		}
	}
}

// keystroke is called before each keystroke of a typed text, so that keystrokes are timed
// one by one.
var keystroke = func(rune) {}

// typable is a field one types into: a widget.Entry, or a widget that extends one (the
// editor's number fields).
type typable interface {
	uitest.Field
	fyne.Disableable
	SelectedText() string
}

// placeOf is where o is in the window, laid out anew as a frame would (the test driver draws
// no frames); nil for no o, or one no longer shown.
func placeOf(w fyne.Window, o fyne.CanvasObject) *fyne.Position {
	if o == nil {
		return nil
	}
	size := w.Canvas().Size()
	w.Resize(size.AddWidthHeight(0, 1))
	w.Resize(size)
	if !slices.Contains(uitest.ShownIn(w.Canvas().Content()), o) {
		return nil
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	return &at
}

// tabsShown are the tabs selected, the session's and the editor's, and whether a dialog is
// open: an action that changes them may move anything.
func tabsShown(w fyne.Window) []string {
	var out []string
	for _, tabs := range uitest.Find[*container.AppTabs](w.Canvas().Content()) {
		if tabs.Selected() != nil {
			out = append(out, tabs.Selected().Text)
		}
	}
	return append(out, fmt.Sprint(uitest.OpenOverlay(w) != nil))
}

// pickAction chooses what a person might do next with what the window shows; target is the
// box it ticks or the field it types in, which must not move for it, or nil.
func pickAction(rng *rand.Rand, w fyne.Window) (what string, target fyne.CanvasObject, act func()) {
	c := w.Canvas()
	if top := uitest.OpenOverlay(w); top != nil && isFileDialog(top) {
		// Browsing the real file system at random is no test of the editor, and could
		// make folders in it.
		return "dismiss the file dialog", nil, func() { uitest.Dismiss(w) }
	}
	root := c.Content()
	if top := uitest.OpenOverlay(w); top != nil {
		root = top // a dialog or menu is modal: only it can be reached
	}
	shown := uitest.ShownIn(root)
	var taps []fyne.Tappable
	var entries []typable
	var drags []fyne.Draggable
	for _, o := range shown {
		if en, ok := o.(typable); ok && !en.Disabled() {
			entries = append(entries, en)
		}
		if d, ok := o.(fyne.Draggable); ok {
			drags = append(drags, d)
		}
		if tap, ok := o.(fyne.Tappable); ok && uitest.Innermost(o) {
			if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
				continue
			}
			taps = append(taps, tap)
		}
	}
	switch n := rng.IntN(100); {
	case n < 42 && len(taps) > 0:
		tap := taps[rng.IntN(len(taps))]
		if check, ok := tap.(*widget.Check); ok {
			return fmt.Sprintf("tick %s", describe(check)), check, func() { test.Tap(check) }
		}
		return fmt.Sprintf("tap %s", describe(tap.(fyne.CanvasObject))), nil, func() { test.Tap(tap) }
	case n < 45 && len(drags) > 0:
		// A split's divider or a scroll bar, dragged as the pointer does: each step of a
		// drag is an event of its own.
		d := drags[rng.IntN(len(drags))]
		dx, dy := float32(rng.IntN(201)-100), float32(rng.IntN(201)-100)
		return fmt.Sprintf("drag %s by %v,%v", describe(d.(fyne.CanvasObject)), dx, dy), nil, func() {
			for i := range 4 {
				d.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: dx / 4, DY: dy / 4}, PointEvent: fyne.PointEvent{Position: fyne.NewPos(float32(i), float32(i))}})
			}
			d.DragEnd()
		}
	case n < 85 && len(entries) > 0:
		en := entries[rng.IntN(len(entries))]
		text := soakTexts[rng.IntN(len(soakTexts))]
		replace := rng.IntN(2) == 0
		// A long text is pasted, as people enter one; a keystroke is one action, so typing
		// is timed per keystroke.
		if len([]rune(text)) > 40 {
			return fmt.Sprintf("paste %q into %s (replacing: %v)", engine.Shorten(text, 30), describe(en), replace), en, func() {
				c.Focus(en)
				if replace {
					en.TypedShortcut(&fyne.ShortcutSelectAll{})
				}
				clipboard := fyne.CurrentApp().Clipboard()
				clipboard.SetContent(text)
				en.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clipboard})
			}
		}
		return fmt.Sprintf("type %q into %s (replacing: %v)", text, describe(en), replace), en, func() {
			c.Focus(en)
			if replace {
				en.TypedShortcut(&fyne.ShortcutSelectAll{})
			}
			for _, r := range text {
				keystroke(r)
				test.Type(en, string(r))
			}
		}
	case n < 90:
		return "Ctrl+Z", nil, func() { uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault) }
	case n < 94:
		return "Ctrl+Shift+Z", nil, func() { uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift) }
	case n < 97:
		return "Ctrl+Y", nil, func() { uitest.Press(w, fyne.KeyY, fyne.KeyModifierShortcutDefault) }
	default:
		return "dismiss", nil, func() { uitest.Dismiss(w) }
	}
}

// isFileDialog says whether an overlay is Fyne's file dialog.
func isFileDialog(o fyne.CanvasObject) bool {
	for _, x := range uitest.ObjectsIn(o) {
		if strings.HasPrefix(fmt.Sprintf("%T", x), "*dialog.file") {
			return true
		}
	}
	return false
}

// describe names a widget for the soak's log: its type and the first text it shows.
func describe(o fyne.CanvasObject) string {
	name := fmt.Sprintf("%T", o)
	if ts := uitest.Texts(o); len(ts) > 0 {
		name += " " + fmt.Sprintf("%q", engine.Shorten(ts[0], 30))
	}
	if en, ok := o.(*widget.Entry); ok {
		name += fmt.Sprintf(" (holding %q)", engine.Shorten(en.Text, 20))
	}
	if at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o); at != (fyne.Position{}) {
		name += fmt.Sprintf(" at %v,%v", at.X, at.Y)
	}
	return name
}
