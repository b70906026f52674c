package sheetview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/engine/fieldpath"
	"rollformular/ui/uitest"
)

// The bug this guards against: the problems banner above the sheet pushed the editor down a
// line per problem, so a click landed on another widget than the one aimed at. Problems are
// counted on a badge of a fixed size and listed in a panel it opens; nothing moves.
func TestProblemsMoveNothingUnderThePointer(t *testing.T) {
	e, w := open(t)
	w.Resize(fyne.NewSize(1366, 768))
	tabs := uitest.Find[*container.AppTabs](e.object)[0]
	where := func() (fyne.Position, fyne.Position) {
		d := fyne.CurrentApp().Driver()
		return d.AbsolutePositionForObject(tabs), d.AbsolutePositionForObject(e.mod)
	}
	tabsAt, modAt := where()
	if !e.problems.button.Disabled() {
		t.Fatalf("Åsa has problems: %q", e.problems.text.Text)
	}
	retype(e, "sty", "999")
	retype(e, "hal", "1x")
	if want := lang.L("{{.Count}} problems", map[string]any{"Count": 2}); e.problems.button.Disabled() || e.problems.button.Text != want {
		t.Errorf("two problems and the badge reads %q", e.problems.button.Text)
	}
	if t2, m2 := where(); t2 != tabsAt || m2 != modAt {
		t.Errorf("two problems moved the tabs from %v to %v and the modifier from %v to %v", tabsAt, t2, modAt, m2)
	}
	if e.ruleMarks["attributes.sty"] == "" || !strings.Contains(e.ruleMarks["attributes.sty"], "999") {
		t.Errorf("STY 999 is not marked on its field: %q", e.ruleMarks["attributes.sty"])
	}
	test.Tap(e.problems.button)
	panel := uitest.OpenOverlay(w)
	if panel == nil || !strings.Contains(strings.Join(uitest.Texts(panel), ""), "999") {
		t.Fatalf("the badge opens no panel listing STY 999")
	}
	retype(e, "hal", "12")
	retype(e, "sty", "15")
	if !e.problems.button.Disabled() || e.ruleMarks["attributes.sty"] != "" {
		t.Errorf("fixed, the badge still reads %q and STY's field is marked %q", e.problems.button.Text, e.ruleMarks["attributes.sty"])
	}
}

// A tracker has an entry on the character's tab and one on the table view. The rules' mark of
// a value out of its range was filed under "state.ID" and looked up under the table entry's
// own id, so the table's entry was never marked: both are now, from the one field.
func TestATrackerOutOfRangeIsMarkedOnTheTableToo(t *testing.T) {
	e, w := open(t)
	table := sectionOf[*tableSection](e)
	var id string
	for _, tr := range descOf(e).Trackers {
		if table.trackers[tr.ID] != nil {
			id = tr.ID
			break
		}
	}
	if id == "" {
		t.Fatal("the table view has no tracker's entry")
	}
	uitest.Retype(w, table.trackers[id], "99999")
	if e.ruleMarks[onTable(fieldpath.State(id))] == "" {
		t.Errorf("%s at 99999: the table's entry is not marked (%q)", id, e.ruleMarks[onTable(fieldpath.State(id))])
	}
	if e.ruleMarks[fieldpath.State(id)] == "" {
		t.Errorf("%s at 99999: the character tab's entry is not marked", id)
	}
}
