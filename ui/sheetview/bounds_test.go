package sheetview

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/uitest"
)

// longestText is the longest text any label or entry of the editor shows, in characters.
func longestText(e *Editor) (int, string) {
	n, where := 0, ""
	for _, o := range uitest.ObjectsIn(e.object) {
		var s string
		switch w := o.(type) {
		case *widget.Label:
			s = w.Text
		case *widget.Entry:
			s = w.Text
		default:
			continue
		}
		if l := len([]rune(s)); l > n {
			n, where = l, s
		}
	}
	return n, kit.Ellipsis(where, 80)
}

// Typing 99999999 into Öde made the editor draw one glyph per die and allocate gigabytes.
func TestTyping99999999IntoÖdeDrawsNoMoreThanALegalPool(t *testing.T) {
	e, w := openFile(t, nadir)
	legal, _ := longestText(e)
	entry := e.attributes["ode"]
	entry.SetText("")
	uitest.TypeInto(w, entry, "99999999")
	if e.Document().Attributes["ode"] != 99999999 {
		t.Fatalf("öde in the document %d: the value typed must be kept", e.Document().Attributes["ode"])
	}
	if !strings.Contains(e.problems.text.Text, "99999999") {
		t.Errorf("öde 99999999 is not flagged: %q", e.problems.text.Text)
	}
	if n, s := longestText(e); n > max(legal, 2000) {
		t.Errorf("a text of %d characters is drawn for öde 99999999: %q", n, s)
	}
}

// A document with "ode": 9223372036854775807, and skills of ±2⁶³, stopped the editor at once.
func TestADocumentWithMaxIntÖdeOpens(t *testing.T) {
	data, err := os.ReadFile(nadir)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), `"ode": 3`, `"ode": 9223372036854775807`, 1)
	if s == string(data) {
		t.Fatal("the example's öde is not 3 any more; adapt the test")
	}
	path := filepath.Join(t.TempDir(), "huge.json")
	if err := os.WriteFile(path, []byte(s), 0o600); err != nil {
		t.Fatal(err)
	}
	e, _ := openFile(t, path)
	if e.Document().Attributes["ode"] != math.MaxInt {
		t.Fatal("the value must be kept as it is")
	}
	if n, s := longestText(e); n > 2000 {
		t.Errorf("a text of %d characters is drawn: %q", n, s)
	}
	// Every skill at the extremes, one at a time through the editor.
	for _, v := range []int{math.MaxInt, math.MinInt, -1} {
		for i := range e.Document().Skills {
			e.edit("", func(doc *sheet.Character) {
				doc.Skills[i].Value = v
				sheet.Member[int]("spent").Set(&doc.Skills[i].Members, -v)
			})
		}
		if n, s := longestText(e); n > 2000 {
			t.Errorf("skills at %d: a text of %d characters is drawn: %q", v, n, s)
		}
	}
}

func TestLoadBoxesAreBounded(t *testing.T) {
	for _, load := range []float64{1e18, math.Inf(1), math.NaN(), 1e308} {
		if s := loadBoxes(load, 5, 15); len([]rune(s)) > 15+maxDots+40 {
			t.Errorf("load %g draws %d characters", load, len([]rune(s)))
		}
	}
	if got := loadBoxes(2, 5, 10); got != "■■□□□|□□□□□" {
		t.Errorf("a load of 2 in 10 boxes with capacity 5: %q", got)
	}
}

// A name of thousands of characters broke autosave and Save; past the 2,000 a document keeps,
// a text is marked and the text before it stays, so the character always saves.
func TestATextLongerThanADocumentKeepsIsMarked(t *testing.T) {
	e, w := open(t)
	showTab(t, e, lang.L("Character"))
	long := strings.Repeat("Järnhand ", 250) // 2,250 characters
	w.Canvas().Focus(e.name)
	e.name.TypedShortcut(&fyne.ShortcutSelectAll{})
	uitest.Paste(e.name, long)
	if e.name.Text != long {
		t.Fatalf("what was pasted must stay in the field: %d characters, %q", len([]rune(e.name.Text)), kit.Ellipsis(e.name.Text, 30))
	}
	if e.Document().Name != "Åsa Järnhand" {
		t.Fatalf("the document's name became %d characters long", len([]rune(e.Document().Name)))
	}
	if !strings.Contains(e.problems.text.Text, "2250") {
		t.Fatalf("the long name is not marked: %q", e.problems.text.Text)
	}
	if err := e.SaveTo(filepath.Join(t.TempDir(), "asa.json")); err != nil {
		t.Fatalf("the character no longer saves: %v", err)
	}
}

// The 101st drive would make a document that neither saves nor opens (sheet.MaxDrives): it
// is refused, naming the limit. Every list's adding goes through editRows, which checks.
func TestARowPastALimitIsRefused(t *testing.T) {
	e, w := openFile(t, nadir)
	e.editRows(e.reload, func(doc *sheet.Character) {
		for len(doc.Drives) < sheet.MaxDrives {
			doc.Drives = append(doc.Drives, fmt.Sprint("drivkraft ", len(doc.Drives)))
		}
	})
	if len(e.Document().Drives) != sheet.MaxDrives {
		t.Fatalf("%d drives, want %d", len(e.Document().Drives), sheet.MaxDrives)
	}
	showTab(t, e, lang.L("Traits"))
	uitest.TapButton(t, e.object, lang.L("Add a drive"))
	if len(e.Document().Drives) != sheet.MaxDrives {
		t.Fatalf("%d drives after adding past the limit", len(e.Document().Drives))
	}
	if top := uitest.OpenOverlay(w); top == nil || !strings.Contains(strings.Join(uitest.Texts(top), " "), fmt.Sprint(sheet.MaxDrives)) {
		t.Fatal("the refusal does not name the limit")
	}
}
