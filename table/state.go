package table

import (
	"strings"
	"unicode"

	"rollformular/engine"
)

// Level is how a combatant fares, from unhurt to dead, the same for every ruleset: what a page
// styles by. The words shown for it are the rules' own where they have them (stateOf).
type Level string

// The levels, from best to worst.
const (
	Unhurt       Level = "unhurt"
	Wounded      Level = "wounded"
	BadlyWounded Level = "badly_wounded"
	Down         Level = "down"
	Dead         Level = "dead"
	// Unknown is the level of a combatant whose character file did not read.
	Unknown Level = "unknown"
)

// levelWords are the program's own words for each level, Swedish and English, for where the
// rules have none of their own to give.
var levelWords = map[Level][2]string{
	Unhurt:       {"oskadd", "unhurt"},
	Wounded:      {"skadad", "wounded"},
	BadlyWounded: {"svårt skadad", "badly wounded"},
	Down:         {"ur striden", "down"},
	Dead:         {"död", "dead"},
	Unknown:      {"okänt", "unknown"},
}

// In is the program's word for l in w's language.
func (l Level) In(w engine.Words) string {
	if w.English() {
		return levelWords[l][1]
	}
	return levelWords[l][0]
}

// stateOf is the level of a combatant that can act as able says, its character derived as
// layout (nil for one whose file did not read, read false), and its state in w's words.
//
// The mapping, the same for every ruleset, from what the engine says of any character:
//   - dead: the rules of the round say it has died (engine.Ability.Dead);
//   - down: it cannot act and attacks on it meet no defence (unconscious, beaten, mortally
//     wounded, broken: engine.Ability.Helpless);
//   - badly wounded: it has life points (engine.Layout.Life) and half of them or more are
//     gone, as intensitet's Sargad ("När din rollfigurs livspoäng reducerats ner till hälften
//     av dina maximala livspoäng, räknas han som Sargad");
//   - wounded: the rules show its state, as they do once it is hurt (engine.Layout.Status),
//     unless that state is "oskadd";
//   - unhurt: otherwise.
//
// The words are the rules' own: for dead and down the reason the rules give that it cannot
// act ("död", "medvetslös", "besegrad"), else the status the rules show ("Sargad", "lindrigt
// skadad", "Skadad"), each up to its first colon, which starts what it does rather than what
// it is. A reason or status with a digit in it is a figure (spelsystemet's LP left, zonstrid's
// "2 av 4 kryssade"): the GM's numbers of an NPC are never shown that way, so the level's own
// word is shown instead.
func stateOf(able engine.Ability, layout *engine.Layout, read bool, w engine.Words) (Level, string) {
	if !read {
		return Unknown, Unknown.In(w)
	}
	level, said := Unhurt, ""
	switch {
	case able.Dead:
		level, said = Dead, able.Reason.InOr(w, "")
	case !able.Able && able.Helpless:
		level, said = Down, able.Reason.InOr(w, "")
	case layout == nil:
	case badly(layout.Life):
		level = BadlyWounded
		if layout.Status != nil {
			said = layout.Status.TextIn(w)
		}
	case layout.Status != nil && layout.Status.Text != levelWords[Unhurt][0]:
		// A status of "oskadd" is the rules saying so of one with a wound of no harm yet.
		level, said = Wounded, layout.Status.TextIn(w)
	}
	if word, ok := aWord(said); ok {
		return level, word
	}
	return level, level.In(w)
}

// badly says whether half of life's points or more are gone.
func badly(life *engine.Life) bool {
	return life != nil && life.Max > 0 && 2*life.Taken >= life.Max
}

// aWord is said up to its first colon, trimmed, when that is words and no figure.
func aWord(said string) (string, bool) {
	word, _, _ := strings.Cut(said, ":")
	word = strings.TrimSpace(word)
	if word == "" || strings.IndexFunc(word, unicode.IsDigit) >= 0 {
		return "", false
	}
	return word, true
}
