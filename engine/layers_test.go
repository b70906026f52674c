package engine_test

import (
	"go/ast"
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

// The contract is at most five interfaces (issue 46): what only some rulesets have is data of
// those, not an interface of its own. This fails on the twelve the contract had grown to.
func TestTheContractIsAtMostFiveInterfaces(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if ts, ok := n.(*ast.TypeSpec); ok && ts.Name.IsExported() {
				if _, ok := ts.Type.(*ast.InterfaceType); ok {
					names = append(names, ts.Name.Name)
				}
			}
			return true
		})
	}
	if len(names) > 5 {
		t.Errorf("the engine's contract has %d interfaces, more than 5: %v", len(names), names)
	}
}
