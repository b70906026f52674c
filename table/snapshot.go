package table

import (
	"encoding/json"

	"rollformular/encounter"
	"rollformular/engine"
)

// Table is what the server shows of a fight at one moment: the view in each language and the
// sheet of each player's character, encoded once for every phone that asks. It is made with
// Of and shared, never changed.
type Table struct {
	views   map[string]View
	encoded map[string][]byte            // the views as JSON, by language
	sheets  map[string]map[string][]byte // the players' sheets as JSON, by language and name
}

// Of is the table's view of f, with the NPC numbers reveal names. f is read at once and not
// kept: the caller may go on with the fight.
func Of(f *encounter.Fight, reveal Reveal) Table {
	t := Table{views: map[string]View{}, encoded: map[string][]byte{}, sheets: map[string]map[string][]byte{}}
	for _, lang := range Languages {
		v := ViewOf(f, reveal, lang)
		t.views[lang] = v
		t.encoded[lang] = mustJSON(v)
		t.sheets[lang] = map[string][]byte{}
		for i, c := range f.Doc.Combatants {
			if doc := f.Chars[i]; isPlayer(doc) {
				t.sheets[lang][c.Name] = mustJSON(sheetOf(f.Rules, doc, c.Name, lang))
			}
		}
	}
	return t
}

// View is the table's view in lang, a language tag or locale ("en", "en_US.UTF-8"; anything
// but English is Swedish); the zero View before anything is
// published.
func (t Table) View(lang string) View { return t.views[langOf(lang)] }

// viewJSON is the view in lang as JSON: an empty fight's before anything is published.
func (t Table) viewJSON(lang string) []byte {
	if b, ok := t.encoded[langOf(lang)]; ok {
		return b
	}
	return mustJSON(View{Lang: langOf(lang), Round: 1, Phase: 1, Current: -1, Next: -1, Order: []Entry{}})
}

// sheetJSON is the sheet of the player's character called name in lang, false for none.
func (t Table) sheetJSON(lang, name string) ([]byte, bool) {
	b, ok := t.sheets[langOf(lang)][name]
	return b, ok
}

// langOf is lang as the table speaks it: "en" for English, else "sv".
func langOf(lang string) string {
	if engine.IsEnglish(lang) {
		return "en"
	}
	return "sv"
}

// mustJSON is v as JSON; the table's own types always encode.
func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic("table: " + err.Error()) // the types of this package hold no channels or funcs
	}
	return b
}
