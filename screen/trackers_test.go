package screen_test

import (
	"strconv"
	"testing"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
)

// trackerOf is the model's tracker id of doc by rs.
func trackerOf(t *testing.T, rs engine.Ruleset, doc *sheet.Character, id string, blank bool) screen.Tracker {
	t.Helper()
	layout, _ := derivedOf(rs, doc)
	for _, tr := range screen.Trackers(rs, doc, layout, blank) {
		if tr.ID == id {
			return tr
		}
	}
	t.Fatalf("%s has no tracker %q", rs.Description().ID, id)
	return screen.Tracker{}
}

// spelsystemet.txt: "Trötthet och Utmattning fylls i rutor, lika många som HÄL". The paper
// gives as many boxes as the character's HÄL, a blank sheet as many as most have, and no
// document more than the largest HÄL or a row's bound.
func TestATrackersBoxesAreCountedByItsAttribute(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	hal, _ := rs.Description().Attribute("hal")
	for _, tc := range []struct {
		name  string
		hal   int
		blank bool
		want  int
	}{
		{"HÄL 12", 12, false, 12},
		{"the largest HÄL", hal.Max, false, min(hal.Max, screen.MaxTrackerBoxes)},
		{"one past it", hal.Max + 1, false, min(hal.Max, screen.MaxTrackerBoxes)},
		{"a HÄL below zero", -5, false, 0},
		{"a blank sheet", 12, true, screen.BlankTrackerBoxes},
	} {
		doc := &sheet.Character{Ruleset: "spelsystemet", Attributes: map[string]int{"hal": tc.hal}, State: sheet.State{"trotthet": 3}}
		tr := trackerOf(t, rs, doc, "trotthet", tc.blank)
		if tr.Boxes != tc.want {
			t.Errorf("%s: %d boxes of Trötthet, want %d", tc.name, tr.Boxes, tc.want)
		}
		if tr.Value != 3 || !tr.Held || tr.Path != "state.trotthet" {
			t.Errorf("%s: the tracker holds %d (held %v) at %q, want 3 at state.trotthet", tc.name, tr.Value, tr.Held, tr.Path)
		}
	}
}

// A tracker's words are the same wherever it is shown: its heading with the abbreviation the
// label does not spell out, its label, its level's name and its short label, in Swedish and in
// English. The English paper printed them in Swedish while the editor worded them.
func TestATrackerIsWordedOnceForEveryRenderer(t *testing.T) {
	for _, tc := range []struct {
		ruleset, id string
		value       int
		heading     [2]string // Swedish, English
		text, short [2]string
	}{
		{"spelsystemet", "trotthet", 2, [2]string{"T Trötthet", "T Trötthet"}, [2]string{"2", "2"}, [2]string{"T Trötthet", "T Trötthet"}},
		{"zonstrid", "initiativ", 4, [2]string{"Initiativkort (1–10, lägst börjar)", "Initiativkort (1–10, the lowest starts)"},
			[2]string{"4", "4"}, [2]string{"Initiativkort", "Initiativkort"}},
		{"zonstrid", "tillstand", 1, [2]string{"Fysiska tillstånd", "Physical conditions"}, [2]string{"1", "1"},
			[2]string{"Fysiska tillstånd", "Physical conditions"}},
		{"intensitet", "skada", 3, [2]string{"Skada (livspoäng förlorade)", "Damage (livspoäng lost)"}, [2]string{"3", "3"},
			[2]string{"Skada", "Damage"}},
	} {
		rs := rulesetOf(t, tc.ruleset)
		doc := &sheet.Character{Ruleset: tc.ruleset, State: sheet.State{tc.id: tc.value}}
		tr := trackerOf(t, rs, doc, tc.id, false)
		for i, w := range []engine.Words{{}, engine.WordsIn(rs.Description(), "en")} {
			if got := tr.HeadingIn(w); got != tc.heading[i] {
				t.Errorf("%s %s: heading %q, want %q", tc.ruleset, tc.id, got, tc.heading[i])
			}
			if got := tr.ShortIn(w); got != tc.short[i] {
				t.Errorf("%s %s: short label %q, want %q", tc.ruleset, tc.id, got, tc.short[i])
			}
			if tc.text[i] != "" && tr.TextIn(w) != tc.text[i] {
				t.Errorf("%s %s: value %q, want %q", tc.ruleset, tc.id, tr.TextIn(w), tc.text[i])
			}
		}
	}
}

// A tracker with named levels reads its value as the level's name, and a value past them
// (a document's 7 of five levels) as none of them, the number said, so that nothing is shown
// as a level it is not.
func TestATrackersLevelIsNamedOnlyWithinItsLevels(t *testing.T) {
	rs := rulesetOf(t, "odestarningar")
	for _, v := range []int{0, 2, 4, 5, 7, -1} {
		doc := &sheet.Character{Ruleset: "odestarningar", State: sheet.State{"stralsjuka": v}}
		tr := trackerOf(t, rs, doc, "stralsjuka", false)
		i, ok := tr.Level()
		want := v-tr.Min >= 0 && v-tr.Min < len(tr.Levels)
		if ok != want {
			t.Errorf("Strålningssjuka %d: a level %v, want %v", v, ok, want)
		}
		if ok && tr.TextIn(engine.Words{}) != tr.Levels[i] {
			t.Errorf("Strålningssjuka %d reads %q, want %q", v, tr.TextIn(engine.Words{}), tr.Levels[i])
		}
		if !ok && tr.TextIn(engine.Words{}) != strconv.Itoa(v) {
			t.Errorf("Strålningssjuka %d reads %q, want the number", v, tr.TextIn(engine.Words{}))
		}
	}
}
