package table

import (
	"strconv"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
)

// Sheet is a player's character sheet as the phone shows it, read-only: the screen model's
// sections (screen.New) as rows of a label and a text, worded in one language.
type Sheet struct {
	Lang     string    `json:"lang"`
	Name     string    `json:"name"`
	Player   string    `json:"player"`
	Ruleset  string    `json:"ruleset"`
	Sections []Section `json:"sections"`
}

// Section is a heading and its rows.
type Section struct {
	Title string `json:"title"`
	Rows  []Row  `json:"rows"`
}

// Row is one line of a sheet: what and how much, and the odds of rolling it where it is
// rolled.
type Row struct {
	Label string `json:"label"`
	Text  string `json:"text"`
	Odds  string `json:"odds"`
}

// sheetOf is doc's sheet by rs in language lang, its name the combatant's.
func sheetOf(rs engine.Ruleset, doc *sheet.Character, name, lang string) Sheet {
	w := engine.WordsIn(rs.Description(), lang)
	s := screen.New(rs, doc, rs.Derive(doc), w, false)
	out := Sheet{Lang: lang, Name: name, Player: doc.Player, Ruleset: doc.Ruleset}
	add := func(title string, rows []Row) {
		if len(rows) > 0 {
			out.Sections = append(out.Sections, Section{Title: title, Rows: rows})
		}
	}
	words := pageWords(lang)
	var rows []Row
	for _, n := range numbersOf(rs, doc, s.Layout, w) {
		rows = append(rows, Row{Label: n.Label, Text: n.Text})
	}
	add(words["inPlay"], rows)
	rows = nil
	for _, a := range s.Attributes {
		rows = append(rows, Row{Label: a.Heading, Text: strconv.Itoa(a.Value)})
	}
	add(words["attributes"], rows)
	for _, g := range s.Values {
		title := w.F(g.Name)
		if g.Name == "" {
			title = words["values"]
		}
		add(title, valueRows(g.Values, w))
	}
	add(words["skills"], skillRows(s.Skills, w))
	rows = nil
	for _, wp := range s.Weapons.Rows {
		rows = append(rows, Row{Label: wp.Name, Text: wp.Derived.TextIn(w), Odds: wp.Derived.Odds.InOr(w, "")})
	}
	add(words["weapons"], rows)
	rows = nil
	for _, p := range s.Body {
		if p.SP.Label != "" {
			rows = append(rows, Row{Label: w.F(p.Label), Text: p.SP.TextIn(w)})
		}
	}
	add(words["armor"], rows)
	add(words["traits"], traitRows(s.Traits, w))
	rows = nil
	for _, g := range s.Gear {
		rows = append(rows, Row{Label: g.Name, Text: strconv.Itoa(g.Count)})
	}
	add(words["gear"], rows)
	return out
}

func valueRows(values []engine.Value, w engine.Words) []Row {
	rows := make([]Row, 0, len(values))
	for _, v := range values {
		rows = append(rows, Row{Label: v.LabelIn(w), Text: v.TextIn(w), Odds: v.Odds.InOr(w, "")})
	}
	return rows
}

func skillRows(skills []screen.Skill, w engine.Words) []Row {
	var rows []Row
	for _, sk := range skills {
		if sk.Derived.Label == "" {
			continue
		}
		rows = append(rows, Row{Label: sk.Name, Text: sk.Derived.TextIn(w), Odds: sk.Derived.Odds.InOr(w, "")})
	}
	return rows
}

func traitRows(traits []screen.Trait, w engine.Words) []Row {
	var rows []Row
	for _, t := range traits {
		rows = append(rows, Row{Label: t.Name, Text: t.Derived.TextIn(w)})
	}
	return rows
}
