package screen_test

import (
	"testing"

	"rollformular/screen"
	"rollformular/sheet"
)

// spelsystemet.txt: "Varje enskilt sår kan endast ges en (lyckad) behandling." and "kan någon
// som har färdigheten stoppa blödning". A wound's line says where it is, what it is and what
// has been done about it, in the reader's language; a wound nothing has been done about says
// only where and what. The sheet's state and wounds are the derivation's.
func TestAWoundSaysWhatWasDoneAboutIt(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	doc := exampleOf(t, "asa-jarnhand")
	doc.Wounds = []sheet.Wound{{Part: "hoger-arm", Damage: 9, Type: "H", Treated: true}, {Damage: 2, Type: "K", Stanched: true}, {Part: "huvud", Damage: 1, Type: "S"}}
	sv := screen.Of(rs, doc, screen.WordsOf(rs, "sv"), false)
	if len(sv.Wounds) != 3 || sv.Wounds[1].Path != "wounds.1" {
		t.Fatalf("the wounds %+v", sv.Wounds)
	}
	want := []string{"Höger arm: 9 hugg (förbunden)", "Direkt mot LP: 2 kross (blödningen stoppad)", "Huvud: 1 stick"}
	for i, w := range sv.Wounds {
		if got := w.LineIn(screen.WordsOf(rs, "sv")); got != want[i] {
			t.Errorf("wound %d in Swedish: %q, want %q", i, got, want[i])
		}
	}
	if got, want := sv.Wounds[0].LineIn(screen.WordsOf(rs, "en")), "Höger arm: 9 hugg (treated)"; got != want {
		t.Errorf("the first wound in English: %q, want %q", got, want)
	}
	if sv.Life == nil || sv.Life != sv.Layout.Life || sv.Life.Taken == 0 || sv.Life.Left == nil {
		t.Errorf("wounded, the life is %+v, the derivation's %+v", sv.Life, sv.Layout.Life)
	}
	if len(sv.State) == 0 || len(sv.State) != len(sv.Layout.State) || sv.State[0].ID != sv.Layout.State[0].ID {
		t.Errorf("wounded, the state is %+v, the derivation's %+v", sv.State, sv.Layout.State)
	}
}
