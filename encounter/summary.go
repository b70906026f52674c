package encounter

import (
	"fmt"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// Summary says in a line what happened in the fight from prev to e, for a version of the
// encounter in a campaign's history: the round, who acted (the combatants the lines logged
// since prev are about, in the order they first acted) and who joined or left:
// "Runda 2 → 3: Åsa Järnhand, Vätte 2; +Vätte 3, −Ulv Skägge". prev nil is a new fight. The
// round is "Runda" as the fight's log says it, a term of the game as a character's summary
// says "STY"; the program's own words ("new") are English, as the other summaries' are.
func Summary(prev, e *sheet.Encounter) string {
	if prev == nil {
		return fmt.Sprintf("new: Runda %d, %d combatants", e.Round, len(e.Combatants))
	}
	round := fmt.Sprintf("Runda %d", e.Round)
	if prev.Round != e.Round {
		round = fmt.Sprintf("Runda %d → %d", prev.Round, e.Round)
	}
	var parts []string
	if acted := actors(e, loggedSince(prev.Log, e.Log)); len(acted) > 0 {
		parts = append(parts, strings.Join(acted, ", "))
	}
	if joined := joinedOrLeft(prev, e); joined != "" {
		parts = append(parts, joined)
	}
	if len(parts) == 0 {
		return round
	}
	return round + ": " + strings.Join(parts, "; ")
}

// loggedSince are the lines of now that were not in was: what the fight logged since. The log
// is appended to and its oldest lines dropped past sheet.MaxLogLines, so was's lines are
// now's first ones, or, when some were dropped, end where was's last line last is in now.
// A log that is the start of was (an undo) has nothing new; any other is new from its start.
func loggedSince(was, now []string) []string {
	if len(was) <= len(now) && slices.Equal(was, now[:len(was)]) {
		return now[len(was):]
	}
	if len(now) < len(was) && slices.Equal(now, was[:len(now)]) {
		return nil // an undo to before was: nothing new
	}
	if len(was) == 0 {
		return now
	}
	for j := len(now) - 1; j >= 0; j-- {
		if now[j] == was[len(was)-1] {
			if n := j + 1; n <= len(was) && slices.Equal(now[:n], was[len(was)-n:]) {
				return now[n:]
			}
			break // the one place that could end what was had; checking more would be quadratic
		}
	}
	return now
}

// actors are the names of e's combatants that lines are about, in the order they are first
// named: a line of the fight's log says its round ("Runda 3: ", "Runda 3, fas 2: ") and then
// the one who acted, as logName says it, followed by ":" or a space; where two names fit
// ("Ulv", "Ulv Skägge") the longer is the one.
func actors(e *sheet.Encounter, lines []string) []string {
	short := make([]string, len(e.Combatants))
	for k, c := range e.Combatants {
		short[k] = engine.Shorten(c.Name, 40)
	}
	var out []string
	for _, line := range lines {
		if i := strings.Index(line, ": "); i >= 0 && strings.HasPrefix(line, "Runda ") {
			line = line[i+2:]
		}
		best := -1
		for k, name := range short {
			rest, ok := strings.CutPrefix(line, name)
			if ok && name != "" && (rest == "" || rest[0] == ':' || rest[0] == ' ') && (best < 0 || len(name) > len(short[best])) {
				best = k
			}
		}
		if best >= 0 && !slices.Contains(out, e.Combatants[best].Name) {
			out = append(out, e.Combatants[best].Name)
		}
	}
	return out
}

// joinedOrLeft says the combatants in e and not in prev (+) and in prev and not in e (−), by
// name; "" for none.
func joinedOrLeft(prev, e *sheet.Encounter) string {
	names := func(x *sheet.Encounter) []string {
		out := make([]string, len(x.Combatants))
		for i, c := range x.Combatants {
			out[i] = c.Name
		}
		return out
	}
	was, now := names(prev), names(e)
	var parts []string
	for _, n := range now {
		if !slices.Contains(was, n) {
			parts = append(parts, "+"+n)
		}
	}
	for _, n := range was {
		if !slices.Contains(now, n) {
			parts = append(parts, "−"+n)
		}
	}
	return strings.Join(parts, ", ")
}
