package engine

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"rollformular/engine/memo"
)

// Words puts the words around the rules' terms into the reader's language. A ruleset writes
// its explanations, odds, labels and problems in Swedish, as fmt formats through Words.F; in
// English, Words looks each format up in the ruleset's English table (Description.English),
// then in the engine's own (english.json, the words every ruleset shares), and formats the
// English one with the same arguments. The game terms inside stay as the rules write them
// (Grundskada, Delvinst) in both languages; a format the table lacks stays Swedish.
//
// The zero Words is Swedish.
type Words struct {
	english map[string]string
}

// WordsIn is the words of desc's ruleset in language, a locale or language tag: "en",
// "en_US.UTF-8", "sv-SE". Anything but English is Swedish, the rules' own language.
func WordsIn(desc *Description, language string) Words {
	if IsEnglish(language) {
		english := desc.English
		if english == nil {
			english = map[string]string{} // English still, with every word Swedish
		}
		return Words{english: english}
	}
	return Words{}
}

// IsEnglish says whether a locale or language tag names English.
func IsEnglish(language string) bool {
	l := strings.ToLower(language)
	return l == "en" || strings.HasPrefix(l, "en_") || strings.HasPrefix(l, "en-") || strings.HasPrefix(l, "en.")
}

// F formats like fmt.Sprintf, in the reader's language.
func (w Words) F(format string, args ...any) string {
	if e, ok := w.english[format]; ok {
		format = e
	} else if e, ok := english[format]; ok && w.english != nil {
		format = e
	}
	if len(args) == 0 {
		return strings.ReplaceAll(format, "%%", "%")
	}
	return fmt.Sprintf(format, args...)
}

// Text is words worked out when they are shown, in the reader's language: Derive runs on
// every keystroke, and most explanations are never read.
type Text func(Words) string

// In is t in w's language; "" for no text.
func (t Text) In(w Words) string {
	if t == nil {
		return ""
	}
	return t(w)
}

// Say is a fixed text: a format without arguments, so "%%" is a percent sign. The texts of
// the rules' code are few, and Derive asks for them on every keystroke: each is made once.
func Say(format string) Text {
	if format == "" {
		return nil
	}
	return said.Get(format, func() Text { return func(w Words) string { return w.F(format) } })
}

// said holds the Texts of Say, more than every ruleset's fixed texts together; a text past
// them is made again when asked for.
var said = memo.New[string, Text](4096)

// Said is a text already worded, in Swedish whatever the reader's language: for the words a
// ruleset has not yet given an English table entry, and for the rules' own quotes.
func Said(s string) Text {
	if s == "" {
		return nil
	}
	return func(Words) string { return s }
}

// LoadEnglish reads a ruleset's English table, words.en.json in its folder of fsys: a JSON
// object from each Swedish format to its English. A ruleset without the file has none.
func LoadEnglish(fsys fs.FS, dir string) (map[string]string, error) {
	data, err := fs.ReadFile(fsys, path.Join(dir, "words.en.json"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var table map[string]string
	if err := json.Unmarshal(data, &table); err != nil {
		return nil, fmt.Errorf("%s/words.en.json: %w", dir, err)
	}
	for sv, en := range table {
		if strings.Count(sv, "%")-2*strings.Count(sv, "%%") != strings.Count(en, "%")-2*strings.Count(en, "%%") {
			return nil, fmt.Errorf("%s/words.en.json: %q and %q take different arguments", dir, sv, en)
		}
	}
	return table, nil
}

// English says whether w words in English: the key a memo of worded texts keeps them under.
func (w Words) English() bool { return w.english != nil }

// english is the English of the engine's own words, those every ruleset shares (taking
// damage, healing everything); a ruleset's table wins over it.
var english = func() map[string]string {
	var table map[string]string
	if err := json.Unmarshal(englishJSON, &table); err != nil {
		panic("engine/english.json: " + err.Error()) // embedded at build time; broken means a broken build
	}
	return table
}()

//go:embed english.json
var englishJSON []byte
