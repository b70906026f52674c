package kit

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
)

// MaxTitle is the most characters of a name a tab or the window's title shows; a name of
// thousands would push every other tab out of sight.
const MaxTitle = 40

// MaxShownText is the most characters a wrapped label shows of a text the rules engine words
// from a document: an explanation of the load lists every thing carried, and a hostile
// document's came to 600,000 characters, which Fyne took minutes to lay out.
const MaxShownText = 500

// ShortText is a text for a wrapped label, cut to MaxShownText.
func ShortText(s string) string { return Ellipsis(s, MaxShownText) }

// Ellipsis shortens s to at most n characters for a message.
func Ellipsis(s string, n int) string { return engine.Shorten(s, n) }

// DisplayName is a character's name, or a word for none.
func DisplayName(doc *sheet.Character) string {
	if doc.Name == "" {
		return lang.L("Unnamed")
	}
	return doc.Name
}

// ChoiceNames are the names of choices for a drop-down, each cut to MaxTitle.
func ChoiceNames(cs []engine.Choice, words engine.Words) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = Ellipsis(c.NameIn(words), MaxTitle)
	}
	return out
}

// WoundLines are a character's wounds, a line each: where, what, and what was done about it,
// as the paper prints them (screen.Wound.LineIn).
func WoundLines(l *engine.Layout, words engine.Words) []string {
	var wounds []string
	for _, w := range screen.WoundsOf(l) {
		if line := w.LineIn(words); line != "" {
			wounds = append(wounds, line)
		}
	}
	return wounds
}

// ErrorInWords is err in the reader's language: a document's, a file's or the rules'.
func ErrorInWords(err error, words engine.Words) string {
	var le *sheet.LoadError
	var se *sheet.SaidError
	switch {
	case errors.As(err, &le):
		return LoadErrorIn(le)
	case errors.As(err, &se):
		return sayIn(se.Said)
	}
	return engine.ErrorIn(err, words)
}

// FileStem is a character's name as documents name things (an id), short enough for any file
// system: "Åsa Järnhand" → "asa-jarnhand".
func FileStem(name string) string {
	id := engine.ID(name)
	if len(id) > MaxFileStem { // an id is ASCII, so bytes are characters
		id = strings.TrimRight(id[:MaxFileStem], "-")
	}
	if id == "" {
		id = "rollperson"
	}
	return id
}

// UniqueName is name, or name with a number added ("ulv-skagge-2.json"), so that no file of
// that name is in dir, as far as it looks: up to the 999th.
func UniqueName(dir, name string) string {
	ext := filepath.Ext(name)
	stem := strings.TrimSuffix(name, ext)
	for i := 2; i < 1000; i++ {
		if _, err := os.Lstat(filepath.Join(dir, name)); errors.Is(err, fs.ErrNotExist) {
			return name
		}
		name = fmt.Sprintf("%s-%d%s", stem, i, ext)
	}
	return name
}

// FileName suggests a file name for a character.
func FileName(name, ext string) string { return FileStem(name) + ext }

// LoadErrorIn is what is wrong with a document that does not open, in the reader's language:
// the file's name, where in it, and what.
func LoadErrorIn(le *sheet.LoadError) string {
	what := le.Msg
	if le.Said.Format != "" {
		what = sayIn(le.Said)
	}
	if le.Line > 0 {
		what = lang.L("line {{.Line}}, column {{.Col}}: {{.What}}", map[string]any{"Line": le.Line, "Col": le.Col, "What": what})
	}
	if le.Path != "" {
		return filepath.Base(le.Path) + "\n\n" + what
	}
	return what
}

// sayIn words a message of the sheet package in the reader's language: its format and each
// Phrase, Said and error of the sheet's among its arguments through the translations, which
// hold them all.
func sayIn(s sheet.Said) string {
	args := make([]any, len(s.Args))
	for i, a := range s.Args {
		switch a := a.(type) {
		case sheet.Phrase:
			args[i] = lang.L(string(a))
		case sheet.Said:
			args[i] = sayIn(a)
		case *sheet.SaidError:
			args[i] = sayIn(a.Said)
		default:
			args[i] = a
		}
	}
	return fmt.Sprintf(lang.L(s.Format), args...)
}

// MaxFileStem bounds a file name made from a character's name, in bytes: file systems refuse
// names over 255, and an 800-character name made both autosave and Save fail.
const MaxFileStem = 60

// OddsLines is an odds caption, its items joined by " · ", broken into two lines between
// items, the first about as long as the second: wrapped by words, a caption broke inside an
// item and left a "%" alone on the next line (Fyne takes every Unicode space, the no-break
// ones too, as a place to break). A caption of one item is left to wrap by words.
func OddsLines(s string) string {
	const sep = " · "
	items := strings.Split(s, sep)
	if len(items) < 2 || strings.Contains(s, "\n") {
		return s
	}
	// The break whose longer line is the shortest.
	total, sepLen := utf8.RuneCountInString(s), utf8.RuneCountInString(sep)
	best, bestLonger, run := 1, total, 0
	for i := 0; i < len(items)-1; i++ {
		run += utf8.RuneCountInString(items[i]) + sepLen
		if longer := max(run-1, total-run); longer < bestLonger {
			best, bestLonger = i+1, longer
		}
	}
	return strings.Join(items[:best], sep) + sep[:len(sep)-1] + "\n" + strings.Join(items[best:], sep)
}

// None is what a choice of nothing, or a value that is not there, shows.
const None = "–"

// MaxLines is how many lines Bulleted lists; the rest are counted. A hostile document can
// have thousands of problems, each naming a text of 2,000 characters, and Fyne lays out a
// wrapped label in time that grows with the square of its length.
const MaxLines = 12

// Bulleted words lines (problems, mostly) for a label: the first MaxLines, each cut to a
// line's worth after bullet, and how many more there are.
func Bulleted(lines []string, bullet string) string {
	var b strings.Builder
	for i, l := range lines {
		if i == MaxLines {
			b.WriteString("\n" + lang.L("… and {{.Count}} more", map[string]any{"Count": len(lines) - i}))
			break
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(bullet + Ellipsis(l, MaxShownText/2))
	}
	return b.String()
}
