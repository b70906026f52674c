package engine_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The rules are below the screen model, the renderers and the fight in the layout's flow: a
// ruleset reads documents (sheet) and its tables (assets), and nothing of what draws it or
// plays it. The minimal ruleset once built its own section with the screen model's
// screen.Track, so the model's kinds of section had to be imported by the rules they draw.
func TestTheRulesImportNothingAboveThem(t *testing.T) {
	allowed := []string{"rollformular/engine", "rollformular/sheet", "rollformular/assets"}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, spec := range f.Imports {
			imp, _ := strconv.Unquote(spec.Path.Value)
			if !strings.HasPrefix(imp, "rollformular/") {
				continue
			}
			ok := false
			for _, a := range allowed {
				ok = ok || imp == a || strings.HasPrefix(imp, a+"/")
			}
			if !ok {
				t.Errorf("engine/%s imports %s, which is above the rules", path, imp)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
