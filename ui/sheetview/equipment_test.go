package sheetview

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/uitest"
)

// The bug this guards against: a shield's SP could not be entered, though "SP kan ändras för
// en viss sköld", and an SP the document gave was dropped when the shield was changed.
func TestTheShieldsOwnSPIsEnteredAndKept(t *testing.T) {
	e, w := open(t)
	eq := sectionOf[*equipmentSection](e)
	showTab(t, e, lang.L("Equipment"))
	if eq.shieldSP.PlaceHolder != "SP 3" || eq.shieldSP.Text != "" || eq.shieldSP.Disabled() {
		t.Fatalf("Åsa's Sköld: SP field %q with placeholder %q (disabled %v), want empty showing the rules' SP 3",
			eq.shieldSP.Text, eq.shieldSP.PlaceHolder, eq.shieldSP.Disabled())
	}
	uitest.TypeInto(w, eq.shieldSP, "5")
	if sp := e.doc.Shield.SP; sp == nil || *sp != 5 {
		t.Fatalf("typed SP 5: the document holds %v", sp)
	}
	if got := e.layout.Shield.Text; got != "SP 5" {
		t.Errorf("typed SP 5: the sheet says %q", got)
	}
	uitest.Choose(t, w, eq.shield, "Parerdolk")
	if e.doc.Shield.ID != "parerdolk" || e.doc.Shield.SP == nil || *e.doc.Shield.SP != 5 || eq.shieldSP.Text != "5" {
		t.Errorf("another shield chosen: %+v, the field %q; the SP typed is the shield's own and stays", e.doc.Shield, eq.shieldSP.Text)
	}
	uitest.Retype(w, eq.shieldSP, "")
	if e.doc.Shield.SP != nil || eq.shieldSP.PlaceHolder != "SP 1" {
		t.Errorf("SP cleared: the document holds %v, the placeholder %q; want the rules' SP 1", e.doc.Shield.SP, eq.shieldSP.PlaceHolder)
	}
	uitest.Retype(w, eq.shieldSP, "x")
	if e.doc.Shield.SP != nil || e.problems.button.Disabled() {
		t.Errorf("“x” typed: the document holds SP %v and no problem is told", e.doc.Shield.SP)
	}
	uitest.Retype(w, eq.shieldSP, "")
	uitest.Choose(t, w, eq.shield, kit.None)
	if e.doc.Shield != nil || !eq.shieldSP.Disabled() {
		t.Errorf("no shield: %+v, the SP field disabled %v", e.doc.Shield, eq.shieldSP.Disabled())
	}
}

// "Libraries: weapons, armor, helmets, shields … as searchable, sortable tables with every
// column the rules give": armor on every part from the rules' table in one line typed, every
// part ticked first; a part that does not take it (the head takes helmets) keeps its own. A
// helmet goes on the head, an under-layer beneath, and a shield in the hand, its SP typed kept.
func TestArmorAndShieldsAreAddedFromTheRulesTable(t *testing.T) {
	e, w := open(t)
	eq := sectionOf[*equipmentSection](e)
	showTab(t, e, lang.L("Equipment"))
	head := slices.Clone(e.doc.Armor["huvud"])
	uitest.TypeInto(w, eq.shieldSP, "5")
	search, d := openCatalogue(t, e, w, lang.L("Armor and shields from the rules…"))
	// The table has the rules' SP per damage type as columns, and a shield's SP.
	for _, col := range []string{"H", "K", "S", "SP"} {
		if !uitest.ShowsText(d, col) {
			t.Errorf("the armor table has no column %q: %q", col, uitest.Texts(d))
		}
	}
	test.Type(search, "ringbrynja")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	for _, p := range descOf(e).BodyParts {
		got := e.doc.Armor[p.ID]
		if p.Helmet {
			if !slices.Equal(got, head) {
				t.Errorf("%s: %v, want its own %v", p.Label, got, head)
			}
			continue
		}
		if len(got) == 0 || got[len(got)-1] != "ringbrynja" {
			t.Errorf("%s wears %v, want ringbrynja outermost", p.Label, got)
		}
	}
	if got := e.doc.Armor["brostkorg"]; !slices.Equal(got, []string{"kvilt", "ringbrynja"}) {
		t.Errorf("the chest wears %v; its kvilt stays beneath the ringbrynja", got)
	}
	test.Type(search, "parerdolk")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if e.doc.Shield == nil || e.doc.Shield.ID != "parerdolk" || e.doc.Shield.SP == nil || *e.doc.Shield.SP != 5 {
		t.Errorf("the shield from the table: %+v; want parerdolk with the SP 5 typed", e.doc.Shield)
	}
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	// One undo takes one armor off again.
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if got := e.doc.Armor["hoger-arm"]; len(got) != 0 {
		t.Errorf("two undos after the armor and the shield: the right arm wears %v", got)
	}
}

// The bug this guards against: a weapon's problem was a line under its row that came and went,
// so typing the first weapon's damage moved the second's field from under the pointer (seen
// in the scripted count of actions). The problem is a mark of fixed width beside ▶.
func TestAWeaponsProblemMovesNothing(t *testing.T) {
	e := openNew(t, "odestarningar")
	w := e.win
	w.Resize(fyne.NewSize(1280, 720))
	showTab(t, e, lang.L("Equipment"))
	search := addFromCatalogue(t, e, w, lang.L("Weapons from the rules…"), "durakniv,vulkanpistol")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	eq := sectionOf[*equipmentSection](e)
	if len(eq.wRows) != 2 || eq.wRows[0].problems.Text != "⚠" {
		t.Fatalf("two weapons without damage: %d rows, the first marked %q", len(eq.wRows), eq.wRows[0].problems.Text)
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(eq.wRows[1].entry)
	uitest.TypeInto(w, eq.wRows[0].entry, "2")
	if eq.wRows[0].problems.Text != "" {
		t.Errorf("damage 2 typed, and the first weapon is still marked %q", eq.wRows[0].problems.Text)
	}
	if now := fyne.CurrentApp().Driver().AbsolutePositionForObject(eq.wRows[1].entry); now != at {
		t.Errorf("the second weapon's damage field moved from %v to %v", at, now)
	}
}

// A weapon's notes, which the document keeps and the sheet prints, show under its row, after
// what the rules say of the weapon: a sword's "Vässad spets", in the editor's language.
func TestAWeaponsNotesShowUnderItsRow(t *testing.T) {
	doc, err := sheet.Load(example)
	if err != nil {
		t.Fatal(err)
	}
	doc.Weapons[0].Notes = "Ärvt från farfar; får aldrig säljas."
	e, _ := show(t, newHost(t), doc, "")
	showTab(t, e, lang.L("Equipment"))
	if want := "Svärd: Sharpened point: can be used to thrust at -5. · " + doc.Weapons[0].Notes; !uitest.ShowsText(e.object, want) {
		t.Errorf("the weapon's notes are not shown as %q: %q", want, uitest.Texts(e.object))
	}
}
