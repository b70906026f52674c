package screen_test

import (
	"strings"
	"testing"

	"rollformular/screen"
	"rollformular/sheet"
)

// spelsystemet.txt: "varje skada kan orsaka en viss mängd av blodförlust och nedsatt rörlighet,
// vilket representeras med 1 poäng Trötthet". A fight's row of a rested Åsa is her main values
// alone; tired and wounded, a second line says the Trötthet she has taken (what lowers her Sh
// on the first), how she is, and her wound with what was done about it.
func TestAFightsRowSaysWhatTheFightHasCost(t *testing.T) {
	doc := exampleOf(t, "asa-jarnhand")
	rs := rulesetOf(t, doc.Ruleset)
	w := screen.WordsOf(rs, "sv")
	rested := screen.CombatantOf(rs, doc).Lines(w)
	if len(rested) != 1 || !strings.HasPrefix(rested[0], "LP 13 · Sh 8") {
		t.Errorf("a rested Åsa's row is %q, want her main values alone, LP 13 · Sh 8 first", rested)
	}
	doc.State = sheet.State{"trotthet": 3}
	doc.Wounds = []sheet.Wound{{Part: "hoger-arm", Damage: 9, Type: "H", Treated: true}}
	hurt := screen.CombatantOf(rs, doc).Lines(w)
	if len(hurt) != 2 || !strings.Contains(hurt[0], "Sh 7") {
		t.Fatalf("a tired Åsa's row is %q, want two lines, Sh 7 on the first", hurt)
	}
	for _, want := range []string{"LP kvar 5", "T 3", "Höger arm: 9 hugg (förbunden)"} {
		if !strings.Contains(hurt[1], want) {
			t.Errorf("a tired, wounded Åsa's second line is %q, without %q", hurt[1], want)
		}
	}
}
