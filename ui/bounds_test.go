package ui

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"rollformular/sheet"
)

// longestText is the longest text any label or entry of the editor shows, in characters.
func longestText(e *Editor) (int, string) {
	n, where := 0, ""
	for _, o := range objectsIn(e.object) {
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
	return n, ellipsis(where, 80)
}

// Typing 99999999 into Öde made the editor draw one glyph per die and allocate gigabytes.
func TestTyping99999999IntoÖdeDrawsNoMoreThanALegalPool(t *testing.T) {
	e, w := openFile(t, nadir)
	legal, _ := longestText(e)
	entry := e.attributes["ode"]
	entry.SetText("")
	typeInto(w, entry, "99999999")
	if e.Document().Attributes["ode"] != 99999999 {
		t.Fatalf("öde in the document %d: the value typed must be kept", e.Document().Attributes["ode"])
	}
	if !strings.Contains(e.problems.Text, "99999999") {
		t.Errorf("öde 99999999 is not flagged: %q", e.problems.Text)
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
			e.edit("", func(doc *sheet.Character) { doc.Skills[i].Value = v; doc.Skills[i].Spent = -v })
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
