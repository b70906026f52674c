package screen

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// A Member is a character as the GM's view of a party shows it, one row beside the others: the
// values a stat block heads with (the rules' main values, the defences among them), how the
// character is (life, wounded parts, conditions), and what the trackers hold (fatigue, öde
// dice, lost Tålighet). Both the campaign panel and the printed party page draw these rows.
type Member struct {
	Name string
	// File is the document's file in the campaign's folder.
	File string
	// Values are the main values (engine.Value.Group ""), the ones an NPC block shows too.
	Values []engine.Value
	// State is the character in play as its rules say it: life left, each wounded part,
	// each condition (engine.Layout.State).
	State []engine.Value
	// Wounds is how many wounds the document holds.
	Wounds int
	// Trackers are the trackers a GM keeps of the character in a fight (engine.Tracker.Block)
	// that it has, with what the document holds: fatigue, spent dice, damage.
	Trackers []Tracker
	// Errors is how many of the rules' errors the character breaks.
	Errors int
}

// NewMember is the party row of doc, the file file of the campaign's, by the rules rs, worded
// by w.
func NewMember(rs engine.Ruleset, doc *sheet.Character, file string, w engine.Words) Member {
	return memberOf(doc, file, New(rs, doc, rs.Derive(doc), w, false))
}

// memberOf is the row of a character whose sheet is s.
func memberOf(doc *sheet.Character, file string, s Sheet) Member {
	m := Member{Name: doc.Name, File: file, Wounds: len(doc.Wounds)}
	if s.Layout != nil {
		for _, v := range s.Layout.Values {
			if v.Group == "" {
				m.Values = append(m.Values, v)
			}
		}
		m.State = s.Layout.State
	}
	for _, t := range s.Trackers {
		if t.Block && t.Of(doc.NPC) && (doc.NPC || !t.NPC) {
			m.Trackers = append(m.Trackers, t)
		}
	}
	for _, ps := range s.Problems {
		m.Errors += len(ps)
	}
	return m
}

// A PartyColumn is a column of the party's table: a main value or a tracker, by the key rows
// match on, headed by its abbreviation (or short label) and titled by its label in full.
type PartyColumn struct {
	Key, Head, Title string
	// Tracker says the column is a tracker's, not a value's.
	Tracker bool
}

// PartyColumns are the columns of members' values and trackers, each once, in the order the
// first member to have it gives: members of one ruleset have the same, and a party of several
// rulesets shows each rules' own.
func PartyColumns(members []Member, w engine.Words) (values, trackers []PartyColumn) {
	seen := map[string]bool{}
	for _, m := range members {
		for _, v := range m.Values {
			if !seen["v:"+v.ID] {
				seen["v:"+v.ID] = true
				head := v.Abbr
				if head == "" {
					head = v.LabelIn(w)
				}
				values = append(values, PartyColumn{Key: v.ID, Head: head, Title: v.LabelIn(w)})
			}
		}
		for _, t := range m.Trackers {
			if !seen["t:"+t.ID] {
				seen["t:"+t.ID] = true
				trackers = append(trackers, PartyColumn{Key: t.ID, Head: t.ShortIn(w), Title: t.LabelIn(w), Tracker: true})
			}
		}
	}
	return values, trackers
}

// Text is the member's text in column c, in w's language; "" where it has nothing there.
func (m Member) Text(c PartyColumn, w engine.Words) string {
	if c.Tracker {
		return m.TrackerText(c.Key, w)
	}
	return m.ValueText(c.Key, w)
}

// ValueText is the text of the member's value key in w's language, "" where it has none.
func (m Member) ValueText(key string, w engine.Words) string {
	for _, v := range m.Values {
		if v.ID == key {
			return v.TextIn(w)
		}
	}
	return ""
}

// TrackerText is what the member's tracker key holds, worded as its rules word it; "" where
// the member has no such tracker.
func (m Member) TrackerText(key string, w engine.Words) string {
	for _, t := range m.Trackers {
		if t.ID == key {
			return t.TextIn(w)
		}
	}
	return ""
}

// StateIn is how the member is: each value of its state as its rules word it.
func (m Member) StateIn(w engine.Words) []string {
	out := make([]string, 0, len(m.State))
	for _, v := range m.State {
		label := v.Abbr
		if label == "" {
			label = v.LabelIn(w)
		}
		out = append(out, label+" "+v.TextIn(w))
	}
	return out
}

// StateWith is how the member is, in parts of a line: its state (StateIn), then how many
// wounds it has and how many of the rules' errors it breaks, where it has any, each worded by
// the renderer's own words for them.
func (m Member) StateWith(w engine.Words, wounds, errors func(n int) string) []string {
	parts := m.StateIn(w)
	if m.Wounds > 0 {
		parts = append(parts, wounds(m.Wounds))
	}
	if m.Errors > 0 {
		parts = append(parts, errors(m.Errors))
	}
	return parts
}
