package export

import (
	"encoding/json"
	"fmt"
	"sync"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/screen"
)

// The paper's own words (its headings, "Fortsättning", "Bryter mot reglerna") are the
// program's, in the editor's catalogue (assets/translations): keyed in English, worded in
// Swedish unless the document is printed in English. The rules' words inside them are the
// rulesets' (engine.Words), and the game terms stay as the rules write them.

// catalogue is the catalogue's words in a language ("sv", "en"), by their English key.
var catalogue = sync.OnceValue(func() map[string]map[string]string {
	out := map[string]map[string]string{}
	for _, lang := range []string{"sv", "en"} {
		table := map[string]string{}
		data, err := assets.FS.ReadFile("translations/" + lang + ".json")
		if err == nil {
			err = json.Unmarshal(data, &table)
		}
		if err != nil {
			panic("export: the embedded translations do not read: " + err.Error()) // a broken build
		}
		out[lang] = table
	}
	return out
})

// say is the catalogue's key in the document's language, English or else Swedish; the key
// itself where the catalogue lacks it (which the editor's test of every translation finds).
func (d *document) say(key string) string { return say(d.english, key) }

// sayIn is say in opt's language, for a document's title before there is a document.
func sayIn(opt Options, key string) string { return say(engine.IsEnglish(opt.Language), key) }

func say(english bool, key string) string {
	lang := "sv"
	if english {
		lang = "en"
	}
	if s, ok := catalogue()[lang][key]; ok {
		return s
	}
	return key
}

// sayf is the format key in the document's language, formatted with args.
func (d *document) sayf(key string, args ...any) string { return fmt.Sprintf(d.say(key), args...) }

// wordsOf is the rules' words of ruleset rs in the document's language.
func (d *document) wordsOf(rs engine.Ruleset) engine.Words {
	if d.english {
		return screen.WordsOf(rs, "en")
	}
	return engine.Words{}
}
