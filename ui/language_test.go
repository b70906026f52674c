package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rollformular/assets"
	"rollformular/ui/locale/translations"
)

func TestTranslationsLoad(t *testing.T) {
	if err := translations.Load(); err != nil {
		t.Fatal(err)
	}
}

// Every text the program shows through lang.L has a Swedish and an English translation.
func TestEveryTextIsTranslated(t *testing.T) {
	// The editor's own files, the packages of its screens below it, and the program's.
	files, _ := filepath.Glob("*.go")
	below, _ := filepath.Glob("*/*.go")
	files = append(files, below...)
	more, _ := filepath.Glob("../cmd/rollformular/*.go")
	call := regexp.MustCompile(`lang\.L\("((?:[^"\\]|\\.)*)"`)
	label := regexp.MustCompile(`\{"((?:[^"\\]|\\.)*)", (?:ctrl\(|&fyne\.Shortcut)`)
	// The screen model names what it makes by the program's keys, which the editor translates.
	model, _ := filepath.Glob("../screen/*.go")
	key := regexp.MustCompile(`\b(?:\w*Key(?::|\s*=)\s*|Key\()"((?:[^"\\]|\\.)*)"`)
	// The paper's own words, which export says in the document's language.
	paper, _ := filepath.Glob("../export/*.go")
	said := regexp.MustCompile(`\b(?:say|sayf|sayIn\(opt,)\s*\(?"((?:[^"\\]|\\.)*)"`)
	for _, lng := range []string{"sv", "en"} {
		data, err := assets.FS.ReadFile("translations/" + lng + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var table map[string]string
		if err := json.Unmarshal(data, &table); err != nil {
			t.Fatal(err)
		}
		used := map[string]bool{}
		for _, w := range fyneWords {
			used[w] = true
		}
		sources := []struct {
			files []string
			texts []*regexp.Regexp
		}{{append(files, more...), []*regexp.Regexp{call, label}}, {model, []*regexp.Regexp{key}}, {paper, []*regexp.Regexp{said}}}
		for _, src := range sources {
			for _, f := range src.files {
				code, _ := os.ReadFile(f)
				for _, re := range src.texts {
					for _, m := range re.FindAllStringSubmatch(string(code), -1) {
						if _, ok := table[m[1]]; !ok {
							t.Errorf("%s.json lacks %q (%s)", lng, m[1], f)
						}
						if !strings.HasSuffix(f, "_test.go") {
							used[m[1]] = true
						}
					}
				}
			}
		}
		// The sheet package's messages, which the editor words (sayIn): the formats of sayLoad
		// and every Phrase.
		for _, said := range sheetSaid(t) {
			if _, ok := table[said]; !ok {
				t.Errorf("%s.json lacks the sheet's %q", lng, said)
			}
			used[said] = true
		}
		// The words of the rules are the rulesets' (engine.Words), not the program's: a text
		// the program no longer shows is not kept here.
		for key := range table {
			if !used[key] {
				t.Errorf("%s.json has %q, which the program no longer shows", lng, key)
			}
		}
	}
}

// sheetSaid lists the English the sheet and encounter packages say through Said: the format of
// each sayLoad, sayError, sayBehind, say and refuse, and each Phrase literal of their source.
func sheetSaid(t *testing.T) []string {
	files, _ := filepath.Glob("../sheet/*.go")
	fights, _ := filepath.Glob("../encounter/*.go") // the fight's errors are said the same way
	files = append(files, fights...)
	// The format of every sayLoad (after its path, line, column and error), sayError (after
	// its error), say and refuse.
	format := regexp.MustCompile("(?:sayLoad\\((?:[^,]*,){4}|(?:sayError|sayBehind)\\([^,]*,|\\b(?:say|refuse)\\()\\s*(?:\"((?:[^\"\\\\]|\\\\.)*)\"|`([^`]*)`)")
	phrase := regexp.MustCompile(`Phrase\("((?:[^"\\]|\\.)*)"\)`)
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || strings.HasSuffix(f, "said.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range format.FindAllStringSubmatch(string(src), -1) {
			out = append(out, m[1]+m[2])
		}
		for _, m := range phrase.FindAllStringSubmatch(string(src), -1) {
			out = append(out, m[1])
		}
	}
	if len(out) < 20 {
		t.Fatalf("found only %d of the sheet's messages: %q", len(out), out)
	}
	return out
}
