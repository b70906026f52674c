package campaign

import (
	stdjson "encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"rollformular/sheet"
)

// A version's summary is kept in its history as one line of text, in English around the
// rules' own names ("STY 14 → 15, notes changed", "restored version 3: …"), so that every
// program and the CLI read the same words (Version.Summary). Its grammar is this file's: it
// writes the line (summarize, and the notes a save adds before it) and reads it back into its
// parts (ReadSummary) for a reader to word in their own language, old lines as new ones.

// The words of a summary that say what kind of save it was, written as they are here.
const (
	summaryNew      = "new"                         // a character's first version
	summaryAsFound  = "as found"                    // a file first kept as it was found
	summaryOutside  = "changed outside the program" // changed since its last version, by another program
	summaryRestored = "restored version "           // then the version's number
	summaryChanged  = " changed"                    // after a field whose values are not shown
)

// summarize says in a line what changed from prev to c: "STY 14 → 15, +Svärd 12, −Dolk".
func summarize(prev, c *sheet.Character, names *Names) string {
	if prev == nil {
		return summaryNew
	}
	var parts []string
	for _, d := range DiffNamed(prev, c, names) {
		parts = append(parts, d.summary())
	}
	return cutSummary(strings.Join(parts, ", "))
}

// summary is a difference as a summary says it: "STY 14 → 15", "+Svärd 12", "−Dolk", "notes
// changed".
func (d Difference) summary() string {
	switch {
	case !d.InA:
		return "+" + strings.TrimSpace(d.Label+" "+brief(d.Kind, d.B))
	case !d.InB:
		return "−" + d.Label
	}
	a, b := brief(d.Kind, d.A), brief(d.Kind, d.B)
	if a == "" && b == "" || a == b {
		return d.Label + summaryChanged
	}
	return d.Label + " " + a + " → " + b
}

// cutSummary keeps a summary to MaxSummary characters, saying how much more there was.
func cutSummary(s string) string {
	if utf8.RuneCountInString(s) <= MaxSummary {
		return s
	}
	r := []rune(s)
	keep := string(r[:MaxSummary-12])
	more := strings.Count(string(r[MaxSummary-12:]), ", ") + 1
	return fmt.Sprintf("%s… (+%d more)", keep, more)
}

// joinSummary is what follows a note (summaryOutside, summaryRestored): the changes after a
// colon, or nothing.
func joinSummary(s string) string {
	if s == "" {
		return ""
	}
	return ": " + s
}

// brief is the headline of a value of kind as a summary shows it: a skill's value, a
// wound's damage, a text cut short; "" for a row that is its name.
func brief(kind, value string) string {
	if value == "" {
		return ""
	}
	var v any
	if stdjson.Unmarshal([]byte(value), &v) != nil {
		return ""
	}
	switch x := v.(type) {
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	case string:
		if kind == KindNotes {
			return ""
		}
		return cut(x)
	case map[string]any:
		for _, k := range []string{"value", "damage", "count", "level"} {
			if n, ok := x[k].(float64); ok {
				return strconv.FormatFloat(n, 'f', -1, 64)
			}
		}
	}
	return ""
}

// Lead is what a summary says first, of the save as a whole.
type Lead int

const (
	LeadNone     Lead = iota // an edit: the summary is its changes alone
	LeadNew                  // a character's first version
	LeadAsFound              // a file kept as it was found
	LeadOutside              // changed outside the program since its last version
	LeadRestored             // an earlier version brought back (Summary.Version)
	LeadNewFight             // an encounter's first version (Summary.Round, Summary.Combatants)
)

// Summary is a version's summary read back into its parts (ReadSummary).
type Summary struct {
	Lead Lead
	// Version is the version brought back, with LeadRestored; Round and Combatants are the
	// new fight's, with LeadNewFight.
	Version, Round, Combatants int
	// Changes are what follow the lead, in order, as written: a field's label and values
	// ("STY 14 → 15"), an encounter's round and who acted ("Runda 2 → 3: Åsa; Vätte 2").
	Changes []Change
	// More is how many changes were cut off the end, the line being at most MaxSummary long.
	More int
}

// Change is one of a summary's changes as written. Member is the kind of the document's own
// member it is about ("name", "notes": the kinds the history labels them by, for a reader to
// word), and Text what follows its label ("Åsa Järnhand → Åsa"); with no Member, Text is the
// change whole, in the rules' own names ("STY 14 → 15", "+Svärd 12", "−Dolk"). Changed says
// the summary shows no values, only that the field changed ("notes changed").
type Change struct {
	Member  string
	Text    string
	Changed bool
}

var (
	restoredLead = regexp.MustCompile(`^` + summaryRestored + `([0-9]{1,9})(: |$)`)
	// newFightLead is encounter.Summary's first version's: "new: Runda 1, 4 combatants".
	newFightLead = regexp.MustCompile(`^new: Runda ([0-9]{1,9}), ([0-9]{1,9}) combatants`)
	cutOff       = regexp.MustCompile(`… \(\+([0-9]{1,9}) more\)$`)
)

// ReadSummary reads the summary s of a version back into its parts. A line it does not know
// the lead of is all changes, so nothing of what it says is lost.
func ReadSummary(s string) Summary {
	switch s {
	case "":
		return Summary{}
	case summaryNew:
		return Summary{Lead: LeadNew}
	case summaryAsFound:
		return Summary{Lead: LeadAsFound}
	}
	var out Summary
	if m := cutOff.FindStringSubmatch(s); m != nil {
		out.More = atoi(m[1])
		s = strings.TrimSuffix(s, m[0])
	}
	if m := restoredLead.FindStringSubmatch(s); m != nil {
		out.Lead, out.Version = LeadRestored, atoi(m[1])
		s = strings.TrimPrefix(s, m[0])
	} else if m := newFightLead.FindStringSubmatch(s); m != nil {
		out.Lead, out.Round, out.Combatants = LeadNewFight, atoi(m[1]), atoi(m[2])
		return out // the rest of the line is nothing encounter.Summary writes
	} else if rest, ok := strings.CutPrefix(s, summaryOutside); ok {
		out.Lead, s = LeadOutside, strings.TrimPrefix(rest, ": ")
	}
	if s == "" {
		return out
	}
	for _, p := range strings.Split(s, ", ") {
		out.Changes = append(out.Changes, readChange(p))
	}
	return out
}

// readChange is one change of a summary's, p as Difference.summary wrote it.
func readChange(p string) Change {
	var c Change
	p, c.Changed = strings.CutSuffix(p, summaryChanged)
	label, rest, _ := strings.Cut(p, " ")
	if slices.Contains(members, label) {
		c.Member, p = label, rest
	}
	c.Text = p
	return c
}

// atoi is the number n says: ReadSummary's patterns give at most nine digits, of a version, a
// round or a count, so it always is one.
func atoi(n string) int {
	v, _ := strconv.Atoi(n)
	return v
}
