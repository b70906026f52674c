package encounterview

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/ui/uitest"
)

// The language changed while an exchange is rolled and not yet applied: the view is made
// anew in the new words, and the roll is still there to apply, with what was said of it.
func TestAnExchangeRolledOutlivesAChangeOfLanguage(t *testing.T) {
	vatte := load(t, "vatte.json")
	v, w := newFight(t, vatte.Ruleset, vatte, vatte.Clone())
	uitest.TapButton(t, v.object, lang.L("Open characters…"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	a := v.act
	uitest.Choose(t, w, a.actor, a.actor.Options[0])
	uitest.Choose(t, w, a.weapon, a.weapon.Options[0])
	uitest.Choose(t, w, a.target, a.target.Options[0])
	test.Tap(a.Roll)
	if a.apply.Disabled() {
		t.Fatalf("nothing to apply after the roll: %q", a.result.Text)
	}
	said, logged := a.result.Text, len(v.fight.Doc.Log)

	v.Relabel()
	b := v.act
	if b == a || b.apply.Disabled() || b.result.Text != said || b.actor.Selected != a.actor.Selected || b.target.Selected != a.target.Selected {
		t.Fatalf("after the change: new panel %v, apply disabled %v, result %q, actor %q, target %q", b != a, b.apply.Disabled(), b.result.Text, b.actor.Selected, b.target.Selected)
	}
	if !uitest.ShowsText(v.object, v.fight.Doc.Combatants[1].Name) {
		t.Errorf("the rows are gone: %q", uitest.Texts(v.object))
	}
	test.Tap(b.apply)
	if len(v.fight.Doc.Log) <= logged {
		t.Error("the exchange rolled before the change of language was not applied")
	}
}
