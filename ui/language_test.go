package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"rollformular/assets"
)

func TestTranslationsLoad(t *testing.T) {
	if err := LoadTranslations(); err != nil {
		t.Fatal(err)
	}
}

// Every text the program shows through lang.L has a Swedish and an English translation.
func TestEveryTextIsTranslated(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	more, _ := filepath.Glob("../cmd/rollformular/*.go")
	call := regexp.MustCompile(`lang\.L\("((?:[^"\\]|\\.)*)"`)
	label := regexp.MustCompile(`\{"((?:[^"\\]|\\.)*)", fyne\.Key`)
	for _, lng := range []string{"sv", "en"} {
		data, err := assets.FS.ReadFile("translations/" + lng + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var table map[string]string
		if err := json.Unmarshal(data, &table); err != nil {
			t.Fatal(err)
		}
		for _, f := range append(files, more...) {
			src, _ := os.ReadFile(f)
			for _, re := range []*regexp.Regexp{call, label} {
				for _, m := range re.FindAllStringSubmatch(string(src), -1) {
					if _, ok := table[m[1]]; !ok {
						t.Errorf("%s.json lacks %q (%s)", lng, m[1], f)
					}
				}
			}
		}
	}
}
