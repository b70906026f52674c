package engine

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"rollformular/engine/memo"
)

// Words puts the words around the rules' terms into the reader's language. A ruleset writes
// its explanations, odds, labels, problems, roll outcomes, reports and errors in Swedish, as
// fmt formats through Words.F (Say, Sayf and Errorf keep a format to word later); in
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

// F formats like fmt.Sprintf, in the reader's language. An argument that words itself (a Text,
// or any value with a method In(Words) string) is worded in the same language first, and an
// error is its message in it (ErrorIn): a format of the ruleset's may take the words of
// another. Such an argument is written with %s or %v.
func (w Words) F(format string, args ...any) string {
	format = w.format(format)
	if len(args) == 0 {
		return strings.ReplaceAll(format, "%%", "%")
	}
	return fmt.Sprintf(format, w.args(args)...)
}

// format is the format of format in w's language.
func (w Words) format(format string) string {
	if e, ok := w.english[format]; ok {
		return e
	} else if e, ok := english[format]; ok && w.english != nil {
		return e
	}
	return format
}

// args are args with each that words itself, and each error, worded in w's language; args
// itself when it has none, as almost every call's have.
func (w Words) args(args []any) []any {
	var out []any
	for i, a := range args {
		var s string
		switch a := a.(type) {
		case interface{ In(Words) string }:
			s = a.In(w)
		case error:
			s = ErrorIn(a, w)
		default:
			continue
		}
		if out == nil {
			out = append([]any(nil), args...)
		}
		out[i] = s
	}
	if out == nil {
		return args
	}
	return out
}

// Decimal writes f with prec decimals (-1: as few as tell it exactly) the way the reader's
// language writes a number: "14,5" in Swedish, "14.5" in English.
func (w Words) Decimal(f float64, prec int) string {
	s := strconv.FormatFloat(f, 'f', prec, 64)
	if w.english == nil {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
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

// InOr is t in w's language, or plain as it is where there is no t: a value, field or roll
// keeps its Swedish string beside the Text that words it, and a string the same in either
// language (a name, a number) has none.
func (t Text) InOr(w Words, plain string) string {
	if t == nil {
		return plain
	}
	return t(w)
}

// InOrEach is InOr for a list: plain[i] worded by worded[i] where there is one.
func InOrEach(w Words, plain []string, worded []Text) []string {
	if worded == nil {
		return plain
	}
	out := make([]string, len(plain))
	for i, p := range plain {
		out[i] = p
		if i < len(worded) {
			out[i] = worded[i].InOr(w, p)
		}
	}
	return out
}

// Say is a fixed text: a format without arguments, so "%%" is a percent sign. The texts of
// the rules' code are few, and Derive asks for them on every keystroke: each is made once.
func Say(format string) Text {
	if format == "" {
		return nil
	}
	return said.Get(format, func() Text { return func(w Words) string { return w.F(format) } })
}

// Sayf is a text of a Swedish format and its arguments, worded when shown: Say with arguments.
// The arguments are kept as they are, so they must not change after.
func Sayf(format string, args ...any) Text {
	if len(args) == 0 {
		return Say(format)
	}
	return func(w Words) string { return w.F(format, args...) }
}

// Sv is t in Swedish, the rules' own language: the words the document, the printed sheet and
// the JSON of `derive` keep.
func (t Text) Sv() string { return t.In(Words{}) }

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

// Errorf is an error whose message is a Swedish fmt format worded in the reader's language
// when shown (ErrorIn), as Words.F words a format; its Error is the Swedish. An argument that
// is an error (%w) is wrapped, and worded in turn; one that is a Text is worded too.
func Errorf(format string, args ...any) error {
	return &wordedError{format: format, args: args}
}

// wordedError is an error of Errorf.
type wordedError struct {
	format string
	args   []any
}

func (e *wordedError) Error() string { return e.In(Words{}) }

// In is the message in w's language.
func (e *wordedError) In(w Words) string {
	// %w is fmt.Errorf's alone: the wrapped error is worded into a string, written with %s.
	return fmt.Sprintf(strings.ReplaceAll(w.format(e.format), "%w", "%s"), w.args(e.args)...)
}

// Unwrap is the errors e wraps: its arguments of type error.
func (e *wordedError) Unwrap() []error {
	var out []error
	for _, a := range e.args {
		if err, ok := a.(error); ok {
			out = append(out, err)
		}
	}
	return out
}

// ErrorIn is err's message in w's language: an error of Errorf worded, any other as it is.
func ErrorIn(err error, w Words) string {
	if err == nil {
		return ""
	}
	if e, ok := err.(*wordedError); ok {
		return e.In(w)
	}
	return err.Error()
}

// ErrorText is err's message as a Text, worded when shown.
func ErrorText(err error) Text {
	if err == nil {
		return nil
	}
	return func(w Words) string { return ErrorIn(err, w) }
}

// Shorten is s cut to at most n characters, the last of them "…" where it is cut: a name of
// 2,000 characters in a message, a log line or a drop-down.
func Shorten(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
