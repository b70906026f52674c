package sheetview

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/uitest"
)

// The table view holds what a fight needs on one screen: every roll with its odds and a ▶, the
// armor per part, the trackers to change, and the newest rolls of the log.
func TestTheTableViewRollsAndKeepsTheTrackersInStep(t *testing.T) {
	e, w := open(t)
	s := sectionOf[*tableSection](e)
	showTab(t, e, lang.L("At the table"))
	weapon := e.layout.Weapons[1].Label // "Dolk": the first, "Farfars svärd", is cut short in its cell
	var row *tableRoll
	for _, r := range s.rollRows {
		if r.what.Name == weapon {
			row = r
		}
	}
	if row == nil || row.odds.Text == "" {
		t.Fatalf("the table view has no roll of %s with its odds", weapon)
	}
	uitest.TapRollOf(t, s.object, weapon)
	if len(e.log.entries) != 1 || !strings.Contains(s.last.Text, weapon) {
		t.Errorf("rolled %s: the log holds %d entries and the table view's last rolls read %q", weapon, len(e.log.entries), s.last.Text)
	}
	if !strings.Contains(s.armor.Text, descOf(e).BodyParts[0].Label) {
		t.Errorf("the armor per part is missing: %q", s.armor.Text)
	}
	// A tracker changed here is changed on the character's tab, and the other way round.
	uitest.Retype(w, s.trackers["trotthet"], "3")
	showTab(t, e, lang.L("Character"))
	if e.doc.State["trotthet"] != 3 || e.trackers["trotthet"].Text != "3" {
		t.Errorf("T 3 typed at the table: the document holds %d, the character's tab shows %q", e.doc.State["trotthet"], e.trackers["trotthet"].Text)
	}
	uitest.Retype(w, e.trackers["trotthet"], "1")
	if showTab(t, e, lang.L("At the table")); s.trackers["trotthet"].Text != "1" {
		t.Errorf("T 1 typed on the character's tab: the table view shows %q", s.trackers["trotthet"].Text)
	}
}

// The bug this guards against: abbreviations had no legend ("H 5 K 3 S 4", "L 1", "VL/L/DL/M/VM",
// "denna sr"). Help → Abbreviations lists every one the ruleset's sheet uses.
func TestEveryRulesetHasALegendOfItsAbbreviations(t *testing.T) {
	for file, want := range map[string][]string{
		"../../assets/examples/asa-jarnhand.json": {"HÄL", "LP", "H", "Eh", "Sv"},
		"../../assets/examples/stadsvakt.json":    {"VL", "DL", "VM"},
		"../../assets/examples/nadir.json":        {"sr", "br", "ÖT"},
	} {
		e, w := openFile(t, file)
		var legend []string
		for _, l := range e.legend() {
			if l.meaning == "" {
				t.Errorf("%s: %s stands for nothing", file, l.abbr)
			}
			legend = append(legend, l.abbr)
		}
		for _, abbr := range want {
			if !slices.Contains(legend, abbr) {
				t.Errorf("%s: the legend %v lacks %s", file, legend, abbr)
			}
		}
		e.ShowLegend()
		if d := uitest.InDialog(t, w); !uitest.ShowsText(d, want[0]) {
			t.Errorf("%s: the legend's dialog does not show %s", file, want[0])
		}
	}
}

// The bug this guards against: a condition ticked showed at the table as "Liggande:", a colon
// and nothing, for its effects have no value of their own. It is named alone there.
func TestAConditionAtTheTableIsNamedWithoutAnEmptyValue(t *testing.T) {
	e, _ := openFile(t, "../../assets/examples/bombur.json")
	showTab(t, e, lang.L("State"))
	uitest.SetCheck(conditionCheck(t, e, "liggande"), true)
	showTab(t, e, lang.L("At the table"))
	s := sectionOf[*tableSection](e)
	lines := strings.Split(s.state.Text, "\n")
	if !slices.Contains(lines, "Liggande") {
		t.Errorf("the table's state reads %q", lines)
	}
	for _, l := range lines {
		if strings.HasSuffix(strings.TrimSpace(l), ":") {
			t.Errorf("a line of the table's state ends in nothing: %q", l)
		}
	}
}

// The bug this guards against: the table view was the whole game for two rulesets only;
// framgångsslag and intensitet showed their weapons there and nothing else (no Gard, Ducka,
// Reflexer or PK, no attribute), names were cut ("Farfars sv…"), and no ruleset could take a
// wound at the table. Every example now shows its attributes, weapons, the values that roll on
// their own and its skills under headings, whole, with ▶ where the rules roll them.
func TestTheTableViewHoldsEveryRollUnderHeadings(t *testing.T) {
	for file, want := range map[string][]string{
		"bonder.json":       {"KAM", "STO", "Dolk", "Gard (MV)", "Ducka (MV)"},
		"bombur.json":       {"STY", "PK", "Ref", "Stab", "Stridsyxa", "Kastyxa"},
		"asa-jarnhand.json": {"HÄL", "STY", "Farfars svärd", "Dolk", "Förbinda Sår", "Språk Nordiska"},
		"jibril.json":       {"Öde", "Vulkanpistol", "Ödesslag", "Närstrid"},
		"eira.json":         {"FYS", "Gevär", "Lönndom"},
	} {
		e, _ := openFile(t, "../../assets/examples/"+file)
		showTab(t, e, lang.L("At the table"))
		s := sectionOf[*tableSection](e)
		headings := []string{lang.L("Attributes"), lang.L("Weapons")}
		if len(e.layout.Skills) > 0 {
			headings = append(headings, lang.L("Skills"))
		}
		for _, text := range headings {
			if !uitest.ShowsText(s.object, text) {
				t.Errorf("%s: the table view has no heading %q", file, text)
			}
		}
		var names []string
		for _, r := range s.rollRows {
			names = append(names, r.name.Text)
		}
		for _, name := range want {
			if !slices.Contains(names, name) {
				t.Errorf("%s: the table view's rolls %q lack %q", file, names, name)
			}
		}
		for _, r := range s.rollRows { // a long name wraps, its lines the whole name
			if lines := strings.Join(uitest.Texts(r.name), " "); lines != r.name.Text {
				t.Errorf("%s: the table view shows %q as %q", file, r.name.Text, lines)
			}
		}
	}
	// A defence rolls from the table as it is: framgångsslag's Gard at SV 0.
	e, _ := openFile(t, "../../assets/examples/bonder.json")
	showTab(t, e, lang.L("At the table"))
	uitest.TapRollOf(t, sectionOf[*tableSection](e).object, "Gard (MV)")
	if len(e.log.entries) != 1 || !strings.Contains(e.log.line(0), "Gard (MV)") {
		t.Errorf("▶ beside Gard (MV) logged %q", e.log.line(0))
	}
}

// A wound is taken at the table, through the armor, and listed there with what can be done
// about it: the action's inputs are asked for in a dialog, for the column is narrow.
func TestAWoundIsTakenAtTheTable(t *testing.T) {
	e, w := open(t)
	showTab(t, e, lang.L("At the table"))
	s := sectionOf[*tableSection](e)
	takeDamageAtTheTable(t, e, w)
	if len(e.doc.Wounds) != 1 {
		t.Fatalf("the document holds %d wounds", len(e.doc.Wounds))
	}
	if !uitest.ShowsText(s.object, "Höger arm: 9 hugg") {
		t.Errorf("the wound is not listed at the table: %q", uitest.Texts(s.harm.wounds))
	}
	// Undo names what it takes back, for the window's Edit menu, and after it Redo what it
	// puts back.
	took := e.words.F("Ta skada") + ": Höger arm, 9, " + e.words.F("Hugg")
	if undo, _ := e.Undoes(); undo != took {
		t.Errorf("Undo names %q, want %q", undo, took)
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if _, redo := e.Undoes(); len(e.doc.Wounds) != 0 || redo != took {
		t.Errorf("after Undo: %d wounds, Redo names %q, want %q", len(e.doc.Wounds), redo, took)
	}
	// A field's keystrokes are undone under its name.
	showTab(t, e, lang.L("Character"))
	uitest.Retype(w, e.entries["attributes.hal"], "14")
	if undo, _ := e.Undoes(); undo != "HÄL" {
		t.Errorf("after typing HÄL Undo names %q", undo)
	}
}

// Nothing moves under the pointer: the bug this guards against is the first wound pushing the
// wound form down 39 points, so a second click landed elsewhere. Taking a wound, on the table
// view and on the state tab, moves none of the widgets one clicks but the wounds' own.
func TestAWoundMovesNothingOneClicks(t *testing.T) {
	e, w := open(t)
	w.Resize(fyne.NewSize(1366, 768))
	d := fyne.CurrentApp().Driver()
	places := func(root, wounds fyne.CanvasObject) map[fyne.CanvasObject]fyne.Position {
		own := map[fyne.CanvasObject]bool{}
		for _, o := range uitest.ObjectsIn(wounds) {
			own[o] = true
		}
		// Laid out anew as a frame would: the test driver draws no frames.
		w.Resize(fyne.NewSize(1366, 769))
		w.Resize(fyne.NewSize(1366, 768))
		out := map[fyne.CanvasObject]fyne.Position{}
		for _, o := range uitest.ShownIn(root) {
			switch o.(type) {
			case *widget.Button, *widget.Entry, *widget.Select, *widget.Check, *kit.IconButton:
				if !own[o] {
					out[o] = d.AbsolutePositionForObject(o)
				}
			}
		}
		return out
	}
	compare := func(where string, before, after map[fyne.CanvasObject]fyne.Position) {
		for o, at := range after {
			if was, ok := before[o]; ok && was != at {
				t.Errorf("%s: a wound moved a %T from %v to %v", where, o, was, at)
			}
		}
	}
	showTab(t, e, lang.L("At the table"))
	table := sectionOf[*tableSection](e)
	before := places(table.object, table.harm.wounds)
	takeDamageAtTheTable(t, e, w)
	compare("the table view", before, places(table.object, table.harm.wounds))

	showTab(t, e, lang.L("State"))
	state := sectionOf[*stateSection](e)
	before = places(state.object, state.harm.wounds)
	in := harmInputs(t, e, engine.DamageAction)
	uitest.Choose(t, w, in.choices[engine.DamagePart], "Vänster arm")
	uitest.Retype(w, in.numbers[engine.DamageAmount], "3")
	uitest.TapButton(t, state.object, e.words.F("Ta skada"))
	if len(e.doc.Wounds) != 2 {
		t.Fatalf("%d wounds after two", len(e.doc.Wounds))
	}
	compare("the state tab", before, places(state.object, state.harm.wounds))
}

// takeDamageAtTheTable takes 9 hugg on the right arm through the table view's Ta skada… and
// the dialog it opens, as a person does.
func takeDamageAtTheTable(t *testing.T, e *Editor, w fyne.Window) {
	t.Helper()
	uitest.TapButton(t, sectionOf[*tableSection](e).object, e.words.F("Ta skada")+"…")
	d := uitest.InDialog(t, w)
	for _, sel := range uitest.Find[*widget.Select](d) {
		switch sel.PlaceHolder {
		case e.words.F("Kroppsdel"):
			uitest.Choose(t, w, sel, "Höger arm")
		case e.words.F("Typ"):
			uitest.Choose(t, w, sel, e.words.F("Hugg"))
		}
	}
	for _, entry := range uitest.Find[*widget.Entry](d) {
		if entry.PlaceHolder == e.words.F("Skada") {
			uitest.TypeInto(w, entry, "9")
		}
	}
	uitest.TapButton(t, d, lang.L("OK"))
}

// The bug this guards against: the table view read an attribute the document does not set as
// 0, where the rules' default stands (a new zonstrid character's FYS 2), and the sheet and the
// paper said the default. The table now draws the attribute rows of the screen model, as they
// do: in every ruleset, each attribute shown without a roll reads its default.
func TestTheTableShowsAnUnsetAttributeAtItsDefault(t *testing.T) {
	h := newHost(t)
	reg := h.reg
	for _, id := range reg.IDs() {
		rs, err := reg.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		desc := rs.Description()
		e, _ := show(t, h, sheet.New(desc.ID), "")
		showTab(t, e, lang.L("At the table"))
		// What the tab shows: each row's name and value as its labels read them.
		for _, r := range sectionOf[*tableSection](e).rollRows {
			for _, at := range desc.Attributes {
				if r.what == nil && (r.name.Text == at.Abbr || r.name.Text == e.words.F(at.Label)) && r.value.Text != strconv.Itoa(at.Default) {
					t.Errorf("%s: %s reads %s at the table; its default is %d", desc.ID, r.name.Text, r.value.Text, at.Default)
				}
			}
		}
		e.Close()
	}
}
