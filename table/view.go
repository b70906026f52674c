// Package table is what the players at the table see of a fight: the player view (the order,
// whose turn it is and who is next, the round, each combatant's state in words, and the
// numbers of the players' characters) and the small web server that shows it, with each
// player's own sheet, on the table's phones. It knows no Fyne: the editor's second window and
// the command line's `table` both build their view with Of and serve it with a Server.
//
// The GM's numbers for NPCs never leave it unless revealed (Reveal): an NPC's entry has no
// numbers, and its state is a word that carries no figure.
//
// It reads the sheets of the players' characters through the screen model (screen.New), which
// imports neither encounter nor table, so the imports still flow one way.
package table

import (
	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/sheet"
)

// View is the player view of a fight in one language: what a phone at the table shows.
type View struct {
	// Lang is the language its words are in: "sv" or "en".
	Lang string `json:"lang"`
	// Ruleset is the fight's ruleset id.
	Ruleset string `json:"ruleset"`
	// Round is the round, from 1; Phase the phase of the round, from 1 (1 where the rules
	// have none).
	Round int `json:"round"`
	Phase int `json:"phase"`
	// Current is the index in Order of the one whose turn it is, Next of the next in the
	// order after it who can act now; -1 for none (an empty fight, or nobody else able).
	Current int `json:"current"`
	Next    int `json:"next"`
	// Order is every combatant, in the order they act.
	Order []Entry `json:"order"`
}

// Entry is one combatant as the table sees it.
type Entry struct {
	Name string `json:"name"`
	// Side is "players" or "npcs", as the encounter says (sheet.SidePlayers, sheet.SideNPCs).
	Side string `json:"side"`
	// Player says it is a player's character (not an NPC's document): its numbers are
	// shown, and it has a sheet page.
	Player bool `json:"player"`
	// Level is how it fares, for a page to style by: one of the Level constants.
	Level Level `json:"level"`
	// State is Level in words, the rules' own where they have them ("medvetslös",
	// "Sargad", "svårt skadad"); never a figure (stateOf).
	State string `json:"state"`
	// Acting and Upcoming say it is its turn, or the next.
	Acting   bool `json:"acting"`
	Upcoming bool `json:"next"`
	// Numbers are its numbers: every one for a player's character, only those the GM
	// revealed for an NPC; nil, and left out of the JSON, where none are shown.
	Numbers []Number `json:"numbers,omitempty"`
}

// Number is one figure of a combatant: LP left, a body part's damage, a tracker, dice left.
type Number struct {
	// ID names it within the combatant: "lp", "kp.huvud", "state.trotthet", "pool",
	// "condition.status"; what a Reveal names.
	ID    string `json:"id"`
	Label string `json:"label"`
	// Text is the figure as the sheet says it ("9 av 13", "3/4 skadad").
	Text string `json:"text"`
	// Value and Of are the figure and what it counts against (LP left of the most, damage of
	// a part's KP, dice ready of those had), where it is one; nil where it is words.
	Value *int `json:"value"`
	Of    *int `json:"of"`
}

// Reveal is what the GM has chosen to show of NPCs: by combatant name, the ids of the numbers
// (Number.ID) shown. A nil Reveal shows none.
type Reveal map[string][]string

// Languages are the languages the player view is worded in, the rules' own first.
var Languages = []string{"sv", "en"}

// ViewOf is the player view of f in language lang ("sv" or "en"; anything else is Swedish),
// with the NPC numbers reveal names.
func ViewOf(f *encounter.Fight, reveal Reveal, lang string) View {
	words := engine.WordsIn(f.Rules.Description(), lang)
	if !engine.IsEnglish(lang) {
		lang = "sv"
	} else {
		lang = "en"
	}
	n := len(f.Doc.Combatants)
	v := View{Lang: lang, Ruleset: f.Doc.Ruleset, Round: f.Doc.Round, Phase: f.Doc.Phase + 1, Current: -1, Next: -1, Order: make([]Entry, n)}
	if n > 0 && f.Doc.Turn >= 0 && f.Doc.Turn < n {
		v.Current = f.Doc.Turn
		v.Next = nextAble(f)
	}
	for i, c := range f.Doc.Combatants {
		e := Entry{Name: c.Name, Side: f.SideOf(i), Acting: i == v.Current, Upcoming: i == v.Next}
		doc := f.Chars[i]
		e.Player = isPlayer(doc)
		var layout *engine.Layout
		if doc != nil {
			layout = f.Rules.Derive(doc).Layout()
		}
		e.Level, e.State = stateOf(f.Able(i), layout, doc != nil, words)
		if doc != nil {
			e.Numbers = shown(numbersOf(f.Rules, doc, layout, words), e.Player, reveal[c.Name])
		}
		v.Order[i] = e
	}
	return v
}

// Revealable are every number of combatant i that the GM could reveal, worded in lang: what
// the editor offers to show of an NPC (their ids make a Reveal). None for one whose file did
// not read.
func Revealable(f *encounter.Fight, i int, lang string) []Number {
	if i < 0 || i >= len(f.Chars) || f.Chars[i] == nil {
		return nil
	}
	doc := f.Chars[i]
	return numbersOf(f.Rules, doc, f.Rules.Derive(doc).Layout(), engine.WordsIn(f.Rules.Description(), lang))
}

// nextAble is the next after the one whose turn it is, going round the order, who can act
// now; -1 for none. Rules of the round may still change it on the way (a bleeding that
// fells), which the view then shows with the step.
func nextAble(f *encounter.Fight) int {
	n := len(f.Doc.Combatants)
	for k := 1; k < n; k++ {
		j := (f.Doc.Turn + k) % n
		if f.Able(j).Able {
			return j
		}
	}
	return -1
}

// shown are the numbers of all that the table sees: all of a player's character, and of an
// NPC only those revealed.
func shown(all []Number, player bool, revealed []string) []Number {
	if player {
		return all
	}
	var out []Number
	for _, n := range all {
		for _, id := range revealed {
			if n.ID == id {
				out = append(out, n)
				break
			}
		}
	}
	return out
}

// isPlayer says whether doc is a player's character, whose numbers and sheet the table sees.
func isPlayer(doc *sheet.Character) bool { return doc != nil && !doc.NPC }
