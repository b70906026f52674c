package export

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"rollformular/engine"
)

// modelsEngine are the packages of the rules (rollformular/engine...) the paper may import:
// those whose types the model (rollformular/screen) hands it. The engine's contract is one:
// the values, layouts, words, problems and tables the model's parts are made of, and the
// Ruleset a caller passes through to the model to build them. fieldpath is the other: the
// model's fields carry their typed paths in the document. Nothing else: no ruleset's own
// package, no dice, no registry of rulesets; a rule the paper would need from one of them is
// the model's to hand out, so that the editor and the paper say the same (DESIGN.md: "ui/ and
// export/ render these and nothing else").
var modelsEngine = map[string]bool{
	"rollformular/engine":           true,
	"rollformular/engine/fieldpath": true,
}

// enginesWording are the engine's functions the paper may call: they word and sort what the
// model handed it (a label beside its abbreviation, the rows that derive something, whether a
// language is English) and ask the rules nothing. Every other function of the engine (whether
// a ruleset has fights, a chance counted) is a read of the rules the model hands out instead.
var enginesWording = map[string]bool{"IsEnglish": true, "Labelled": true, "Shown": true}

// Issue 46: the paper imports nothing of the engine but what the model hands it. This lists
// the imports of the package's source (its tests left out, which build rulesets to print) of
// rollformular/engine and below, and fails on any other than modelsEngine, on a call of an
// engine's function other than enginesWording, and on a call of a method of engine.Ruleset
// (its description, a derivation, the odds, the attacks): the paper passes a ruleset on to the
// model and asks it nothing itself.
func TestThePaperImportsOfTheEngineOnlyWhatTheModelHandsIt(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	asks := map[string]bool{} // the methods of a ruleset
	rs := reflect.TypeFor[engine.Ruleset]()
	for i := range rs.NumMethod() {
		asks[rs.Method(i).Name] = true
	}
	fset := token.NewFileSet()
	files := 0
	for _, en := range entries {
		name := en.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		files++
		f, err := parser.ParseFile(fset, filepath.Join(".", name), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		engineName := ""
		for _, im := range f.Imports {
			path, err := strconv.Unquote(im.Path.Value)
			if err != nil {
				t.Fatal(err)
			}
			if (path == "rollformular/engine" || strings.HasPrefix(path, "rollformular/engine/")) && !modelsEngine[path] {
				t.Errorf("%s imports %s: draw what the model (rollformular/screen) hands the paper instead", fset.Position(im.Pos()), path)
			}
			if path == "rollformular/engine" {
				engineName = "engine"
				if im.Name != nil {
					engineName = im.Name.Name
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); ok && engineName != "" && pkg.Name == engineName {
				if !enginesWording[sel.Sel.Name] {
					t.Errorf("%s calls engine.%s: a read of the rules the model (rollformular/screen) hands the paper instead", fset.Position(call.Pos()), sel.Sel.Name)
				}
			} else if asks[sel.Sel.Name] {
				t.Errorf("%s calls %s, a ruleset's: a read of the rules the model (rollformular/screen) hands the paper instead", fset.Position(call.Pos()), sel.Sel.Name)
			}
			return true
		})
	}
	if files == 0 {
		t.Fatal("no source of the package to read")
	}
}
