package encounter

import (
	"slices"
	"testing"

	"rollformular/sheet"
)

func encounterOf(round int, log []string, names ...string) *sheet.Encounter {
	e := &sheet.Encounter{Round: round, Log: log}
	for _, n := range names {
		e.Combatants = append(e.Combatants, sheet.Combatant{Name: n})
	}
	return e
}

// A version's summary says the round, who acted since the version before (the longer of two
// names that fit, each once, in the order they acted), and who joined or left.
func TestSummary(t *testing.T) {
	was := encounterOf(1, []string{"Initiativ: Ulv 3, Ulv Skägge 5", "Runda 1"}, "Ulv", "Ulv Skägge", "Vätte 1", "Vätte 10")
	now := encounterOf(2, append(slices.Clone(was.Log),
		"Runda 1: Ulv Skägge anfaller Vätte 1: 4 skada",
		"Runda 1: Vätte 10: Parera: lyckas",
		"Runda 1: SL:s beslut: Ulv och Vätte 1 byter plats",
		"Runda 1: Ulv Skägge: Undvika: misslyckas",
		"Runda 2"), "Ulv", "Ulv Skägge", "Vätte 10", "Vätte 3")
	if got, want := Summary(was, now), "Runda 1 → 2: Ulv Skägge, Vätte 10; +Vätte 3, −Vätte 1"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
	if got := Summary(now, now); got != "Runda 2" {
		t.Errorf("unchanged: %q", got)
	}
	if got := Summary(nil, now); got != "new: Runda 2, 4 combatants" {
		t.Errorf("new: %q", got)
	}
}

// The lines logged since: after the old log, or, when the oldest lines were dropped past
// MaxLogLines, after where the old log's last line is; nothing after an undo; any other log
// is new from its start.
func TestLoggedSince(t *testing.T) {
	cases := []struct{ was, now, want []string }{
		{nil, []string{"a"}, []string{"a"}},
		{[]string{"a", "b"}, []string{"a", "b", "c"}, []string{"c"}},
		{[]string{"a", "b", "c"}, []string{"b", "c", "d", "e"}, []string{"d", "e"}}, // "a" dropped
		{[]string{"a", "b"}, []string{"x", "y"}, []string{"x", "y"}},
		{[]string{"a", "b"}, []string{"a"}, nil}, // an undo to before
	}
	for _, c := range cases {
		if got := loggedSince(c.was, c.now); !slices.Equal(got, c.want) {
			t.Errorf("loggedSince(%q, %q) = %q, want %q", c.was, c.now, got, c.want)
		}
	}
}
