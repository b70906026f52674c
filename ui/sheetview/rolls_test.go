package sheetview

import (
	"maps"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/uitest"
)

// The bug this guards against: a weapon's hit location was logged by its id, "träff 2:
// hoger-ben", not as the sheet names the part.
func TestTheHitLocationIsLoggedByItsName(t *testing.T) {
	e, _ := openFile(t, "../../assets/examples/asa-jarnhand.json")
	showTab(t, e, lang.L("Equipment"))
	for range 200 {
		uitest.TapRollOf(t, e.object, "Farfars svärd")
		line := e.log.line(0)
		for _, p := range descOf(e).BodyParts {
			if p.ID == strings.ToLower(p.Label) {
				continue // "huvud" is the id and the name: it tells nothing
			}
			if strings.HasSuffix(line, ": "+p.ID) || strings.Contains(line, ": "+p.ID+" ") {
				t.Fatalf("the hit location is logged by its id: %q", line)
			}
			if strings.Contains(line, ": "+p.Label) {
				return
			}
		}
	}
	t.Fatal("200 swings and not one hit on a part whose id is not its name")
}

// The bug this guards against: "Roll all attributes" threw a finished character's attributes
// away in one click, trained values too, and took one Undo per attribute to get them back.
// Now it asks first, and one Ctrl+Z takes them all back.
func TestRollingAllAttributesAsksAndIsOneUndo(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/asa-jarnhand.json")
	before := maps.Clone(e.doc.Attributes)
	uitest.TapButton(t, e.object, lang.L("Roll all attributes"))
	answer(t, w, false)
	if !maps.Equal(e.doc.Attributes, before) {
		t.Fatalf("declined, and the attributes changed: %v", e.doc.Attributes)
	}
	rolls := 0
	for rolls < 20 && (rolls == 0 || maps.Equal(e.doc.Attributes, before)) { // a roll may repeat the values
		uitest.TapButton(t, e.object, lang.L("Roll all attributes"))
		answer(t, w, true)
		rolls++
	}
	if maps.Equal(e.doc.Attributes, before) {
		t.Fatal("20 rolls of every attribute and none changed")
	}
	// Each roll is one step back, however many attributes it rolled.
	w.Canvas().Unfocus()
	for range rolls {
		uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	}
	if !maps.Equal(e.doc.Attributes, before) {
		t.Errorf("%d undos after %d rolls: %v, not %v", rolls, rolls, e.doc.Attributes, before)
	}
}

// answer taps Yes (the dialog's important button) or No on the question shown on w.
func answer(t testing.TB, w fyne.Window, yes bool) {
	t.Helper()
	for _, b := range uitest.Find[*widget.Button](uitest.InDialog(t, w)) {
		if (b.Importance == widget.HighImportance) == yes {
			test.Tap(b)
			return
		}
	}
	t.Fatal("no question to answer")
}

// The bug this guards against: the Dolk's ▶ on the equipment tab rolled the skill Dolk, which
// has the weapon's name, so no damage was ever rolled. The weapon's ▶ rolls the weapon and the
// skill's ▶ the skill.
func TestAWeaponsRollIsTheWeaponsEvenWhereASkillHasItsName(t *testing.T) {
	e, _ := openFile(t, "../../assets/examples/asa-jarnhand.json")
	showTab(t, e, lang.L("Equipment"))
	damage := false
	weapon := e.words.F("färdighet %s %d", "Dolk", 8) // the detail a weapon's roll gives its skill
	for range 40 {
		uitest.TapRollOf(t, e.object, "Dolk")
		line := e.log.line(0)
		if !strings.Contains(line, weapon) {
			t.Fatalf("the dagger rolled as %q", line)
		}
		damage = damage || strings.Contains(line, lang.L("damage"))
	}
	if !damage {
		t.Error("40 stabs and no damage")
	}
	showTab(t, e, lang.L("Skills"))
	uitest.TapRollOf(t, e.object, "Dolk")
	if line := e.log.line(0); strings.Contains(line, weapon) || strings.Contains(line, lang.L("damage")) {
		t.Errorf("the skill Dolk rolled as %q", line)
	}
}

// The bug this guards against: the odds beside ▶ ignored the modifier typed for rolls: with −3
// typed, HÄL 12 still showed the odds of 12 and rolled against 9. They are the odds of the roll
// ▶ makes, which for a roll under a value are those of the value the modifier leaves.
func TestOddsBesideARollCountTheModifierTyped(t *testing.T) {
	e, w := open(t)
	// What HÄL and the first skill show, each in its tab as a person looks.
	shown := func() (attr, skill string) {
		return sectionOf[*characterSection](e).odds["hal"].Text, sectionOf[*skillsSection](e).rows[0].odds.Text
	}
	oddsAt := func(change func(doc *sheet.Character)) (attr, skill string) {
		doc := e.doc.Clone()
		change(doc)
		layout := e.rs.Derive(doc).Layout()
		return layout.AttributeRow("hal").Roll.Odds.In(e.words), kit.ShortText(engine.At(layout.Skills, 0).Odds.In(e.words))
	}
	plainAttr, plainSkill := oddsAt(func(*sheet.Character) {})
	if attr, skill := shown(); attr != plainAttr || skill != plainSkill {
		t.Fatalf("with no modifier HÄL shows %q and the first skill %q, not %q and %q", attr, skill, plainAttr, plainSkill)
	}
	uitest.TypeInto(w, e.mod, "-3")
	wantAttr, wantSkill := oddsAt(func(doc *sheet.Character) { doc.Attributes["hal"] -= 3; doc.Skills[0].Value -= 3 })
	if wantAttr == plainAttr {
		t.Fatal("the test needs odds that −3 changes")
	}
	attr, skill := shown()
	if attr != wantAttr {
		t.Errorf("with −3 typed HÄL %d shows %q, want the odds of %d: %q", e.doc.Attributes["hal"], attr, e.doc.Attributes["hal"]-3, wantAttr)
	}
	if skill != wantSkill {
		t.Errorf("with −3 typed the first skill shows %q, want %q", skill, wantSkill)
	}
	uitest.Retype(w, e.mod, "")
	if got, _ := shown(); got != plainAttr {
		t.Errorf("the modifier cleared, HÄL shows %q, want %q", got, plainAttr)
	}
}
