package screen_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"rollformular/engine"
	"rollformular/sheet"
)

// renderers are the folders that draw the model: the editor and the paper. They name no
// ruleset, no value id and no game term: what they show comes from the model (DESIGN.md's
// "they never name a ruleset, a value id or a game term").
var renderers = []string{"../ui", "../ui/sheetview", "../ui/catalog", "../ui/packview", "../ui/campaignview", "../ui/encounterview", "../ui/kit", "../ui/tableview", "../export"}

// drawsNothing are the folders under ui/ that hold source and draw no part of a sheet or a
// fight: the language the program speaks, and the test driver the ui packages' tests share.
var drawsNothing = []string{"../ui/locale", "../ui/locale/settle", "../ui/locale/translations", "../ui/uitest"}

// modelsEngine are the packages of the rules the renderers may import: the engine's contract,
// whose values, layouts, words and problems the model's parts are made of, and fieldpath, the
// typed paths the model's fields carry. No ruleset's package, no dice, no registry of rulesets:
// what a renderer needs of those is the model's to hand out (export's own test is stricter
// still: it calls nothing of a ruleset).
var modelsEngine = map[string]bool{"rollformular/engine": true, "rollformular/engine/fieldpath": true}

// Issue 46: the editor and the paper import nothing of the engine but what the model hands
// them. This lists every import of their source, tests left out (which build rulesets to draw).
func TestTheRenderersImportOfTheEngineOnlyWhatTheModelHandsThem(t *testing.T) {
	for _, dir := range renderers {
		fset, files := parsedSource(t, dir, parser.ImportsOnly)
		for _, f := range files {
			for _, im := range f.Imports {
				path, _ := strconv.Unquote(im.Path.Value)
				if (path == "rollformular/engine" || strings.HasPrefix(path, "rollformular/engine/")) && !modelsEngine[path] {
					t.Errorf("%s imports %s: draw what the model (rollformular/screen) hands it instead", fset.Position(im.Pos()), path)
				}
			}
		}
	}
}

// A package added under ui/ is a renderer the tests above read, or says why it draws nothing:
// a new room of the editor cannot slip past them.
func TestEveryPackageOfTheEditorIsReadAsARenderer(t *testing.T) {
	known := map[string]bool{}
	for _, dir := range append(renderers, drawsNothing...) {
		known[filepath.Clean(dir)] = true
	}
	err := filepath.WalkDir("../ui", func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() || d.Name() == "testdata" {
			return err
		}
		source, _ := filepath.Glob(filepath.Join(path, "*.go"))
		tests, _ := filepath.Glob(filepath.Join(path, "*_test.go"))
		if len(source) > len(tests) && !known[filepath.Clean(path)] {
			t.Errorf("%s holds source, and is neither among the renderers nor among the folders that draw nothing", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The editor and the paper held game terms of their own ("SP" and "KP" over the armor, "Sköld
// (SP)" and the value id "shield" on a blank sheet, "SLP", "straight to LP"), which a ruleset
// could not rename. No string literal of their source is a ruleset's id, a value's id, or a
// term of a ruleset's sheet: an attribute's or tracker's abbreviation or label, a body part,
// a skill group, the traits' title or kinds, a condition or a derived value's abbreviation or
// label; nor does one hold such an abbreviation among its words.
func TestTheRenderersNameNoGameTerm(t *testing.T) {
	reg := builtin(t)
	terms := map[string]string{} // term: what it is
	add := func(what, s string) {
		if s = strings.TrimSpace(s); len([]rune(s)) >= 2 {
			terms[s] = what
		}
	}
	for _, id := range reg.IDs() {
		rs, err := reg.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		desc := rs.Description()
		add("a ruleset's id", desc.ID)
		add("a ruleset's name", desc.Name)
		for _, a := range desc.Attributes {
			add(id+"'s attribute", a.Abbr)
			add(id+"'s attribute", a.Label)
		}
		for _, tr := range desc.Trackers {
			add(id+"'s tracker", tr.Abbr)
			add(id+"'s tracker", tr.Label)
		}
		for _, p := range desc.BodyParts {
			add(id+"'s body part", p.Label)
		}
		for _, g := range desc.SkillGroups {
			add(id+"'s skill group", g.Name)
		}
		add(id+"'s traits", desc.TraitsTitle)
		for _, k := range desc.TraitKinds {
			add(id+"'s kind of trait", k.Name)
		}
		for _, c := range desc.Conditions {
			add(id+"'s condition", c.Name)
		}
		for _, doc := range examplesOf(t, id) {
			for _, v := range rs.Derive(doc).Layout().AllValues() {
				if !strings.Contains(v.ID, ".") { // a row's id is its field path, a path of the document
					add(id+"'s value id", v.ID)
				}
				add(id+"'s value", v.Abbr)
				add(id+"'s value", v.Label)
			}
		}
	}
	for _, v := range blankValues(reg) {
		add("a blank sheet's value", v)
	}
	for _, dir := range renderers {
		for _, lit := range literals(t, dir) {
			if what, ok := terms[lit.text]; ok {
				t.Errorf("%s: %q is %s: the model hands it to the screens, they do not name it", lit.pos, lit.text, what)
				continue
			}
			// An abbreviation inside a text: "Shield SP", "%d KP".
			for _, w := range strings.FieldsFunc(lit.text, func(r rune) bool { return !unicode.IsLetter(r) }) {
				if what, ok := terms[w]; ok && w == strings.ToUpper(w) {
					t.Errorf("%s: %q says %q, %s: the model hands it to the screens, they do not name it", lit.pos, lit.text, w, what)
				}
			}
		}
	}
}

// blankValues are the labels of the values a blank sheet of each ruleset leaves a field for.
func blankValues(reg *engine.Registry) []string {
	var out []string
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		for _, v := range rs.Description().BlankValues {
			out = append(out, v.ID, v.Label)
		}
	}
	return out
}

// examplesOf are the example characters of ruleset id.
func examplesOf(t *testing.T, id string) []*sheet.Character {
	t.Helper()
	paths, err := filepath.Glob("../assets/examples/*.json")
	if err != nil {
		t.Fatal(err)
	}
	var out []*sheet.Character
	for _, p := range paths {
		if c, err := sheet.Load(p); err == nil && c.Ruleset == id {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no example character of %s", id)
	}
	return out
}

// literal is a string literal of a renderer's source, where it is.
type literal struct {
	text string
	pos  token.Position
}

// parsedSource is the Go source of the package in dir, its tests left out, parsed by mode.
func parsedSource(t *testing.T, dir string, mode parser.Mode) (*token.FileSet, []*ast.File) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, mode)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		t.Fatalf("%s holds no source to read", dir)
	}
	return fset, files
}

// literals are the string literals of the Go source in dir, its tests left out, except those
// that are a struct tag, an import path or a format's verbs only.
func literals(t *testing.T, dir string) []literal {
	t.Helper()
	fset, files := parsedSource(t, dir, parser.SkipObjectResolution)
	var out []literal
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec, *ast.Field:
				return false // import paths and struct tags
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(n.Value)
				if err == nil && strings.ContainsFunc(s, unicode.IsLetter) {
					out = append(out, literal{s, fset.Position(n.Pos())})
				}
			}
			return true
		})
	}
	return out
}

// derivationReads are the calls of the renderers' source that ask the rules for a sheet's
// description or a character's derivation themselves (Description, Derive, Layout) instead of
// drawing what the model hands them, each where it is.
func derivationReads(t *testing.T, dir string) []string {
	t.Helper()
	fset, files := parsedSource(t, dir, parser.SkipObjectResolution)
	var out []string
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "screen" {
					return true // the model's own: screen.Derive
				}
				switch sel.Sel.Name {
				case "Description", "Derive", "Layout":
					out = append(out, fset.Position(call.Pos()).String()+" "+sel.Sel.Name)
				}
			}
			return true
		})
	}
	return out
}

// Issue 46: the editor and the paper draw the model (screen) and read nothing else of the rules'
// description or a derivation. Each read a renderer makes itself is a view built apart from the
// other renderer's, which can disagree with it (the English paper printed the trackers in
// Swedish; the editor grouped skills one way and the paper another). The sheet's parts, a
// fight's rows and log, the derivation the editor holds between edits, and what the sheet
// shows of the rules themselves (screen.Rules: its catalogues, legend, the guide's ranges) are
// the model's now; the paper reads none, and export's test of its imports keeps it so.
func TestTheRenderersReadNothingOfTheRulesThemselves(t *testing.T) {
	for _, dir := range renderers {
		for _, read := range derivationReads(t, dir) {
			t.Errorf("%s: a renderer asks the rules itself; draw what the model hands it", read)
		}
	}
}

// Nor do they hold the rules' description, which the model reads for them: only the table
// editor of house rules does, since the tables it changes are the description's own.
func TestOnlyTheTableEditorOfHouseRulesHoldsTheRulesDescription(t *testing.T) {
	for _, dir := range renderers {
		if filepath.Base(dir) == "packview" {
			continue
		}
		fset, files := parsedSource(t, dir, parser.SkipObjectResolution)
		for _, f := range files {
			ast.Inspect(f, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Description" {
					if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "engine" {
						t.Errorf("%s names engine.Description: draw what the model (screen.Rules, screen.Sheet) hands it", fset.Position(sel.Pos()))
					}
				}
				return true
			})
		}
	}
}
