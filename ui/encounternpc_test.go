package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
	"rollformular/ui/uitest"
)

// "NPCs kept inside an encounter cannot be opened or edited, so the GM cannot type damage":
// an NPC's row opens it in a tab of its own; damage typed there and saved goes back into the
// fight as one step (Ctrl+Z in the encounter takes it back), and an NPC beaten so is skipped,
// says why on its row, and is never offered as attacker.
func TestAnNPCOfTheEncounterIsOpenedAndHurtByHand(t *testing.T) {
	vatte, _ := sheet.Load("../assets/examples/vatte.json")
	s, w := sessionWith(t, vatte)
	menuAction(t, w, lang.L("New encounter"))
	v := encounterShown(t, s)
	content := v.TabItem().Content
	uitest.TapButton(t, content, lang.L("Group of NPCs…"))
	group := uitest.InDialog(t, w)
	uitest.Choose(t, w, uitest.Find[*widget.Select](group)[0], "Vätte")
	uitest.Retype(w, uitest.Find[*widget.Entry](group)[0], "2")
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	uitest.TapButton(t, content, lang.L("Roll initiative"))
	first := v.Fight().Doc.Combatants[0].Name
	// Two of one side: no target is chosen for the one whose turn it is, least of all its ally.
	if act := exchangeIn(t, v); act.target.Selected != "" {
		t.Errorf("%s is to attack its ally %s", act.actor.Selected, act.target.Selected)
	}
	// The hint says why nothing is chosen, not to add combatants there are already two of.
	if want := lang.L("No one of the other side can fight on. Choose a target to strike one anyway."); !uitest.SaysIn(content, want) {
		t.Errorf("the hint does not read %q: %q", want, uitest.Texts(content))
	}

	// The first row's Open: an NPC kept in the encounter has one.
	uitest.TapButton(t, content, lang.L("Open"))
	e := s.Current()
	if e == nil || e.Keeper() == nil || e.Document().Name != first || !strings.Contains(e.TabItem().Text, lang.L("in the encounter")) {
		t.Fatalf("the NPC's tab: %+v", e)
	}
	uitest.Retype(w, fieldOf(t, e, fieldpath.State("skada")), "17")
	menuAction(t, w, lang.L("Save"))
	i := v.Fight().Named(first)
	if got := v.Fight().Chars[i].State["skada"]; got != 17 || e.Dirty() {
		t.Fatalf("after saving the tab, the fight's %s has skada %d (tab dirty %v)", first, got, e.Dirty())
	}
	if last := v.Fight().Doc.Log[len(v.Fight().Doc.Log)-1]; !strings.Contains(last, first+" ändrad för hand") {
		t.Errorf("the log's last line: %q", last)
	}

	s.tabs.Select(v.TabItem())
	if a := v.Fight().Able(i); a.Able || a.Reason.Sv() != "besegrad" {
		t.Fatalf("a Vätte at 0 livspoäng: %+v", a)
	}
	words := engine.WordsIn(v.Fight().Rules.Description(), lang.SystemLocale().String())
	if want := lang.L("Cannot act: {{.Reason}}", map[string]any{"Reason": v.Fight().Able(i).Reason.In(words)}); !uitest.SaysIn(content, want) {
		t.Errorf("the beaten one's row does not say %q: %q", want, uitest.Texts(content))
	}
	if act := exchangeIn(t, v); slices.Contains(act.actor.Options, first) {
		t.Errorf("the beaten one is offered as attacker: %v", act.actor.Options)
	}
	uitest.TapButton(t, content, lang.L("Next turn"))
	if v.Fight().Doc.Turn == i {
		t.Error("the turn went to the beaten one")
	}

	// Ctrl+Z in the encounter takes back the next turn, then the damage; the tab follows.
	w.Canvas().Unfocus()
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if got := v.Fight().Chars[v.Fight().Named(first)].State["skada"]; got != 0 {
		t.Errorf("after undo the fight's %s has skada %d", first, got)
	}
	if e.Document().State["skada"] != 0 {
		t.Errorf("the NPC's tab still shows skada %d", e.Document().State["skada"])
	}
}
