package sheetview

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/catalog"
	"rollformular/ui/kit"
	"rollformular/ui/uitest"
)

// sectionOf finds the editor's section of type T.
func sectionOf[T section](e *Editor) T {
	for i := range e.parts {
		if t, ok := e.sectionAt(i).(T); ok {
			// Its tab is shown, as a person looks at a part of the sheet to use it: a hidden
			// tab is filled from the document only as it is shown.
			e.tabs.SelectIndex(i)
			return t
		}
	}
	var zero T
	return zero
}

func TestTypingSTYChangesGrundskadaAndWeaponDamage(t *testing.T) {
	e, _ := open(t)
	sword := func() string { return sectionOf[*equipmentSection](e).wRows[0].damage.Text }
	if got := sword(); !strings.HasPrefix(got, "1T10") {
		t.Fatalf("Farfars svärd shows %q, want 1T10", got)
	}
	showTab(t, e, lang.L("Character"))
	retype(e, "sty", "4") // STO 13 + STY 4 = 17: 1T8
	if got := e.derived["g"].number.Text; got != "1T8" {
		t.Fatalf("G after STY 4: %q", got)
	}
	if got := sword(); !strings.HasPrefix(got, "1T8") {
		t.Fatalf("the sword follows Grundskada: %q", got)
	}
	e.Undo()
	if got := sword(); !strings.HasPrefix(got, "1T10") {
		t.Fatalf("undo: the sword shows %q", got)
	}
	if showTab(t, e, lang.L("Character")); e.attributes["sty"].Text != "15" {
		t.Fatalf("undo: STY shows %q", e.attributes["sty"].Text)
	}
}

func TestAddingASkillShowsItsChance(t *testing.T) {
	e, w := open(t)
	sk := sectionOf[*skillsSection](e)
	before := len(e.doc.Skills)
	d := pickSkill(t, e, w, "Klättra")
	for _, f := range uitest.Find[*widget.Form](d) {
		for _, fi := range f.Items {
			if fi.Text == lang.L("Value") {
				uitest.Retype(w, fi.Widget.(*widget.Entry), "12")
			}
		}
	}
	uitest.TapButton(t, d, lang.L("Add"))
	if len(e.doc.Skills) != before+1 || e.doc.Skills[before].ID != "klattra" || e.doc.Skills[before].Value != 12 {
		t.Fatalf("after adding Klättra 12: %+v", e.doc.Skills[before:])
	}
	// The odds and the hint are in the editor's language.
	at12, at19, study := "lyckas 60 % · krit 5 % · fummel 5 %", "lyckas 95 % · krit 5 % · fummel 5 %", "dagars studier"
	if e.words.English() {
		at12, at19, study = "success 60 % · crit 5 % · fumble 5 %", "success 95 % · crit 5 % · fumble 5 %", "days of study"
	}
	row := sk.rows[before]
	if row.odds.Text != at12 {
		t.Fatalf("Klättra 12 shows %q, want %q", row.odds.Text, at12)
	}
	if !strings.Contains(row.name.Tip(), study) {
		t.Fatalf("no study hint: %q", row.name.Tip())
	}
	// Its value entry edits it live.
	uitest.Retype(w, row.value, "")
	test.Type(row.value, "19")
	if sk.rows[before].odds.Text != at19 {
		t.Fatalf("Klättra 19 shows %q, want %q", sk.rows[before].odds.Text, at19)
	}
	e.Undo()
	e.Undo()
	if len(e.doc.Skills) != before {
		t.Fatalf("undo left %d skills, want %d", len(e.doc.Skills), before)
	}
}

func TestArmorOnTheTorsoChangesItsSP(t *testing.T) {
	e, w := open(t)
	eq := sectionOf[*equipmentSection](e)
	torso := eq.parts["brostkorg"]
	uitest.Choose(t, w, torso.under, kit.None)
	uitest.Choose(t, w, torso.outer, kit.None)
	if got := torso.sp.Text; got != "H 0  K 0  S 0" {
		t.Fatalf("a bare torso shows %q", got)
	}
	uitest.Choose(t, w, torso.outer, "Ringbrynja")
	if got := torso.sp.Text; got != "H 4  K 1  S 2" {
		t.Fatalf("ringbrynja on the torso shows %q", got)
	}
	if got := e.doc.Armor["brostkorg"]; len(got) != 1 || got[0] != "ringbrynja" {
		t.Fatalf("the document holds %v", got)
	}
	e.Undo()
	if got := e.doc.Armor["brostkorg"]; len(got) != 0 {
		t.Fatalf("undo left %v", got)
	}
}

func TestAWoundChangesTheStatusAndLP(t *testing.T) {
	e, w := open(t)
	damage := harmInputs(t, e, engine.DamageAction)
	uitest.Choose(t, w, damage.choices[engine.DamagePart], "Höger arm") // no armor there
	uitest.Retype(w, damage.numbers[engine.DamageAmount], "9")
	uitest.Choose(t, w, damage.choices[engine.DamageType], e.words.F("Hugg"))
	showTab(t, e, lang.L("State"))
	uitest.TapButton(t, e.object, e.words.F("Ta skada"))
	if value(e, "current_lp").Text != "5 – blöder 1 LP/rond" {
		t.Fatalf("LP after 9 on the arm: %q", value(e, "current_lp").Text)
	}
	if got := value(e, "condition.hoger-arm").Text; got != "9/4 bruten" {
		t.Fatalf("the arm shows %q", got)
	}
	if !uitest.ShowsText(e.object, "Höger arm: 9 hugg") {
		t.Error("the wound is not listed as the ruleset words it")
	}
	if e.doc.State["trotthet"] != 1 || e.doc.State["utmattning"] != 1 {
		t.Fatalf("a wound of 2×KP gives T and U: %v", e.doc.State)
	}
	e.Undo()
	if len(e.doc.Wounds) != 0 || value(e, "current_lp").Text != "13" {
		t.Fatalf("undo left %v and LP %q", e.doc.Wounds, value(e, "current_lp").Text)
	}
	e.Redo()
	if len(e.doc.Wounds) != 1 {
		t.Fatal("redo did not put the wound back")
	}
}

func TestSaveThenOpenGivesTheSameDocument(t *testing.T) {
	e, _ := open(t)
	retype(e, "kra", "13")
	path := filepath.Join(t.TempDir(), "asa.json")
	if err := e.SaveTo(path); err != nil {
		t.Fatal(err)
	}
	again := openSaved(t, hostOf(e), path)
	a, _ := sheet.Marshal(e.Document())
	b, _ := sheet.Marshal(again.Document())
	if string(a) != string(b) || again.Dirty() {
		t.Fatalf("opened again, the document differs or is marked changed:\n%s\n%s", a, b)
	}
	if recent := hostOf(e).Recent(); len(recent) == 0 || recent[0] != path {
		t.Fatalf("recent files: %v", recent)
	}
}

func TestRollsGoToTheLog(t *testing.T) {
	e, w := open(t)
	uitest.Retype(w, e.mod, "-2")
	e.rollAndLog(engine.Named("Svärd"))
	if len(e.log.entries) != 1 || !strings.Contains(e.log.entries[0].what, "Svärd 13 -2") {
		t.Fatalf("log: %+v", e.log.entries)
	}
	if e.log.last.Text == "" {
		t.Fatal("the newest roll is not shown")
	}
	o := e.log.entries[0].outcome
	if !slices.ContainsFunc([]string{"lyckat", "kritiskt", "misslyckat", "fummel"}, func(u string) bool { return strings.HasPrefix(o, e.words.F(u)) }) {
		t.Fatalf("outcome %q is not read out the rules' way", o)
	}
	uitest.Retype(w, e.mod, "x")
	e.rollAndLog(engine.Named("HÄL"))
	if !strings.Contains(e.log.entries[1].outcome, "inget heltal") && !strings.Contains(e.log.entries[1].outcome, "not a whole number") {
		t.Fatalf("a bad modifier is not said: %+v", e.log.entries[1])
	}
}

func TestExperienceRoundIsUndoable(t *testing.T) {
	e, _ := open(t)
	showTab(t, e, lang.L("Rolls"))
	uitest.TapButton(t, e.object, e.words.F("Slå för varje erfarenhetsmarkering"))
	if report := e.log.entries[0].outcome; strings.Count(report, ";") != 1 { // the marked Svärd and KRA
		t.Fatalf("report %q", report)
	}
	if e.doc.Skills[0].Mark || len(e.doc.AttributeMarks) != 0 {
		t.Fatal("the marks are used up")
	}
	e.Undo()
	if !e.doc.Skills[0].Mark || len(e.doc.AttributeMarks) != 1 {
		t.Fatal("undo brings the marks back")
	}
}

func TestPrintNPCsInTheBackground(t *testing.T) {
	e, _ := open(t)
	path := filepath.Join(t.TempDir(), "npc.pdf")
	done := e.printNPCs([]npcSource{{label: "Åsa", doc: e.doc.Clone()}, {label: "example", path: example}, {label: "missing", path: "nowhere.json"}}, "a4", path)
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("the batch did not finish")
	}
	if data, err := os.ReadFile(path); err != nil || len(data) == 0 {
		t.Fatal("the NPC pages were not written")
	}
}

func TestSavingOverAFileChangedElsewhereAsksFirst(t *testing.T) {
	e, w := open(t)
	path := filepath.Join(t.TempDir(), "asa.json")
	if err := e.SaveTo(path); err != nil {
		t.Fatal(err)
	}
	retype(e, "kra", "14")
	// Another program writes the file.
	time.Sleep(10 * time.Millisecond)
	os.WriteFile(path, []byte(`{"format":"rollformular","version":1,"ruleset":"spelsystemet","name":"Någon annan"}`), 0o644)
	e.Save(nil)
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatal("no question before saving over the other program's changes")
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "Någon annan") || !e.Dirty() {
		t.Fatal("the file was written over without asking")
	}
}

// Regression: a part with a third layer ignored every change made in the table.
func TestArmorTableKeepsExtraUnderLayers(t *testing.T) {
	e, w := open(t)
	e.replace(func() *sheet.Character {
		d := e.doc.Clone()
		d.Armor["mage"] = []string{"tyg", "kvilt", "brigant"}
		return d
	}())
	mage := sectionOf[*equipmentSection](e).parts["mage"]
	uitest.Choose(t, w, mage.outer, "Metall")
	if got := strings.Join(e.doc.Armor["mage"], ","); got != "tyg,kvilt,metall" {
		t.Fatalf("mage: %s", got)
	}
}

// The body part helmets go on is data (BodyPart.Helmet); the screen once found it by the id
// "huvud", so a body without that id offered no helmet anywhere.
func TestHelmetsAreOfferedWhereTheBodyMarksIt(t *testing.T) {
	e, w := open(t)
	showTab(t, e, lang.L("Equipment"))
	var equipment *equipmentSection
	for _, s := range e.sections {
		if eq, ok := s.(*equipmentSection); ok {
			equipment = eq
		}
	}
	var helmet string
	for _, a := range descOf(e).Armor {
		if a.Kind == engine.ArmorHelmet {
			helmet = catalog.Label(a, e.words) // as the drop-down offers it, its SP beside it
		}
	}
	for _, p := range descOf(e).BodyParts {
		_, labels := uitest.PopupItems(t, w, equipment.parts[p.ID].outer)
		uitest.Dismiss(w)
		if got := slices.Contains(labels, helmet); got != p.Helmet {
			t.Errorf("%s offers %s: %v, want %v", p.Label, helmet, got, p.Helmet)
		}
	}
}

// Damage taken with no body part chosen once went to the first part, the head; it must be
// chosen, and nothing changes until it is.
func TestDamageWaitsForABodyPart(t *testing.T) {
	e, w := open(t)
	uitest.Retype(w, harmInputs(t, e, engine.DamageAction).numbers[engine.DamageAmount], "9")
	showTab(t, e, lang.L("State"))
	uitest.TapButton(t, e.object, e.words.F("Ta skada"))
	if len(e.doc.Wounds) != 0 || e.Dirty() {
		t.Fatalf("damage without a part: %+v", e.doc.Wounds)
	}
	if !strings.Contains(e.log.last.Text, e.words.F("Kroppsdel")) {
		t.Errorf("nothing says a body part is missing: %q", e.log.last.Text)
	}
}

// The bug this guards against: a character opened with no skills or no weapons showed an
// empty tab, because rows were built only when the list changed from what it was, and an
// empty list is what it starts as. It says it is empty, and what to do.
func TestAnEmptyListSaysSo(t *testing.T) {
	e, _ := openFile(t, "../../assets/examples/bonder.json")
	if len(e.doc.Skills) != 0 {
		t.Fatal("the bönder have skills now; pick another example")
	}
	if !uitest.ShowsText(sectionOf[*skillsSection](e).object, lang.L("No skills yet. Add them from the rules or make your own.")) {
		t.Error("the empty skills tab says nothing")
	}
	doc := sheet.New("spelsystemet")
	n, _ := show(t, newHost(t), doc, "")
	if !uitest.ShowsText(sectionOf[*equipmentSection](n).object, lang.L("No weapons yet.")) {
		t.Error("a new character's weapons say nothing")
	}
}

// A ruleset that derives no values gets no "Derived values" heading with nothing under it;
// one that does keeps it.
func TestNoDerivedValuesNoHeading(t *testing.T) {
	z, _ := openFile(t, "../../assets/examples/eira.json")
	if len(z.layout.Values) != 0 {
		t.Fatal("zonstrid derives values now; pick another example")
	}
	if sectionOf[*characterSection](z).derived.Visible() {
		t.Error("an empty Derived values heading is shown")
	}
	a, _ := openFile(t, "../../assets/examples/asa-jarnhand.json")
	if !sectionOf[*characterSection](a).derived.Visible() {
		t.Error("Åsa's derived values are hidden")
	}
}

// Dense lists: a skill row was 75 points tall (its study time a line under it), six to a
// screen. A row is at most 36 points, and a character of 150 skills shows at least 15 of them
// at 1366×768.
func TestSkillRowsAreDense(t *testing.T) {
	e, w := open(t)
	w.Resize(fyne.NewSize(1366, 768))
	e.editRows(e.reload, func(doc *sheet.Character) {
		for i := len(doc.Skills); i < 150; i++ {
			doc.Skills = append(doc.Skills, sheet.Skill{Name: fmt.Sprintf("Egen %d", i), Group: "vanlig", Value: 5})
		}
	})
	showTab(t, e, lang.L("Skills"))
	s := sectionOf[*skillsSection](e)
	d := fyne.CurrentApp().Driver()
	scroll := uitest.Find[*container.Scroll](s.object)[0]
	top := d.AbsolutePositionForObject(scroll).Y
	bottom := top + scroll.Size().Height
	shown := 0
	for _, r := range s.rows {
		if h := r.line.Size().Height; h > 36 {
			t.Fatalf("a skill row is %.0f points tall", h)
		}
		if y := d.AbsolutePositionForObject(r.line).Y; y >= top && y+r.line.Size().Height <= bottom {
			shown++
		}
	}
	if shown < 15 {
		t.Errorf("%d of 150 skill rows show at 1366×768 (rows %.0f points, the list %.0f)", shown, s.rows[0].line.Size().Height, scroll.Size().Height)
	}
}

// Dense lists: a weapon row was 75 points, its reckoning a caption under it. The reckoning is
// the name's tip, the reach beside the damage, and the row at most 36 points.
func TestWeaponRowsAreDense(t *testing.T) {
	e, _ := open(t)
	showTab(t, e, lang.L("Equipment"))
	s := sectionOf[*equipmentSection](e)
	for i, r := range s.wRows {
		if r.info.Visible() {
			continue // a weapon with notes has them under its row
		}
		row := s.weapons.Objects[i]
		if h := row.Size().Height; h > 36 {
			t.Errorf("weapon %d's row is %.0f points tall", i, h)
		}
		if !strings.Contains(r.name.Tip(), engine.At(e.layout.Weapons, i).Why.In(e.words)) || !strings.Contains(r.damage.Text, "L ") {
			t.Errorf("weapon %d: tip %q, damage %q", i, r.name.Tip(), r.damage.Text)
		}
	}
}

// Dense lists are sortable: the skills' rows show by name or by value within their groups, the
// document's order untouched.
func TestSkillRowsSortByNameAndValue(t *testing.T) {
	e, w := open(t)
	showTab(t, e, lang.L("Skills"))
	s := sectionOf[*skillsSection](e)
	d := fyne.CurrentApp().Driver()
	rowOf := func(name string) float32 {
		for i, v := range e.layout.Skills {
			if v.Label == name {
				return d.AbsolutePositionForObject(s.rows[i].line).Y
			}
		}
		t.Fatalf("no skill %s", name)
		return 0
	}
	before := slices.Clone(e.doc.Skills)
	uitest.Choose(t, w, s.order, lang.L("By value"))
	if !(rowOf("Svärd") < rowOf("Närkamp") && rowOf("Närkamp") < rowOf("Dolk") && rowOf("Dolk") < rowOf("Stridsvana")) {
		t.Errorf("by value the fighting skills read %v %v %v %v", rowOf("Svärd"), rowOf("Närkamp"), rowOf("Dolk"), rowOf("Stridsvana"))
	}
	uitest.Choose(t, w, s.order, lang.L("By name"))
	if !(rowOf("Dolk") < rowOf("Närkamp") && rowOf("Närkamp") < rowOf("Stridsvana") && rowOf("Stridsvana") < rowOf("Svärd")) {
		t.Errorf("by name the fighting skills are out of order")
	}
	if !slices.EqualFunc(before, e.doc.Skills, func(a, b sheet.Skill) bool { return a.ID == b.ID && a.Spec == b.Spec && a.Value == b.Value }) {
		t.Error("sorting the rows changed the document")
	}
}
