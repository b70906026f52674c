package screen_test

import (
	"slices"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/engine/conformance/minimal"
	"rollformular/screen"
)

// spelsystemet.txt: "När två kombattanter står öga mot öga för att utväxla slag, pareringar och
// riposteringar under en stridsrond abstraheras detta i speltermer som ett konfliktslag". Ulv
// Skägge may parry Åsa's blows with his Stridsyxa; each defence is named once, however many of
// her attacks it answers, and in the reader's language.
func TestTheDefencesAgainstAnOpponentAreNamedOnce(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	asa, ulv := exampleOf(t, "asa-jarnhand"), exampleOf(t, "rovare")
	names := screen.DefenceNames(rs, asa, ulv, screen.WordsOf(rs, "sv"))
	if !slices.ContainsFunc(names, func(n string) bool { return strings.Contains(n, "Stridsyxa") }) {
		t.Errorf("Ulv's defences against Åsa %q have no parry with his Stridsyxa", names)
	}
	for i, n := range names {
		if slices.Index(names, n) != i {
			t.Errorf("%q is named twice among %q", n, names)
		}
	}
	english := screen.DefenceNames(rs, asa, ulv, screen.WordsOf(rs, "en"))
	if len(english) != len(names) || slices.Equal(english, names) {
		t.Errorf("in English the defences are %q, in Swedish %q", english, names)
	}
}

// Rules without fights offer no defences.
func TestRulesWithoutFightsNameNoDefence(t *testing.T) {
	m, doc := minimal.New(), minimal.Document()
	if got := screen.DefenceNames(m, doc, doc, engine.Words{}); len(got) != 0 {
		t.Errorf("the rules without fights name the defences %q", got)
	}
}
