package rulesets

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"rollformular/engine"
	"rollformular/sheet"
)

// worded are the rulesets whose explanations and odds are worded in the reader's language
// (issue 14, item 4): every format their code words through engine.Words.F or engine.Say has
// an English entry in assets/<ruleset>/words.en.json, and every entry there is used. A ruleset
// joins the list when its words are all in its table.
var worded = []string{"spelsystemet", "framgangsslag", "zonstrid"}

// formats are the Swedish formats a ruleset's package words, with where each is: the literal
// first argument of every call x.F(…) (engine.Words.F) and engine.Say(…) in its code. A
// format that is not a literal cannot be checked against the table, and fails the test.
func formats(t *testing.T, dir string) map[string]string {
	t.Helper()
	fset := token.NewFileSet()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no Go files in %s: %v", dir, err)
	}
	out := map[string]string{}
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			// The words of roll forms and actions, which the editor words: their labels,
			// abouts and titles.
			if lit, ok := n.(*ast.CompositeLit); ok {
				var elems []ast.Expr
				switch {
				case isFormType(lit.Type):
					elems = []ast.Expr{lit}
				case isSliceOf(lit.Type):
					elems = lit.Elts
				}
				for _, e := range elems {
					if c, ok := e.(*ast.CompositeLit); ok {
						for _, kv := range c.Elts {
							kv, ok := kv.(*ast.KeyValueExpr)
							key, _ := kv.Key.(*ast.Ident)
							if !ok || key == nil || !slices.Contains([]string{"Label", "About", "Title", "CatalogueTitle", "Opponent"}, key.Name) {
								continue
							}
							if v, ok := kv.Value.(*ast.BasicLit); ok && v.Kind == token.STRING {
								if text, err := strconv.Unquote(v.Value); err == nil && text != "" {
									if _, seen := out[text]; !seen {
										out[text] = fset.Position(v.Pos()).String()
									}
								}
							}
						}
					}
				}
			}
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			pkg, _ := sel.X.(*ast.Ident)
			if sel.Sel.Name != "F" && !(sel.Sel.Name == "Say" && pkg != nil && pkg.Name == "engine") {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%s: the format of %s is not a string literal, so it has no English", fset.Position(call.Pos()), sel.Sel.Name)
				return true
			}
			format, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := out[format]; !ok {
				out[format] = fset.Position(lit.Pos()).String()
			}
			return true
		})
	}
	return out
}

// formTypes are the engine types whose words the editor shows through engine.Words.
var formTypes = []string{"Field", "Form", "Action", "Conflict"}

// isFormType says whether a composite literal's type is one of formTypes.
func isFormType(t ast.Expr) bool {
	sel, ok := t.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, _ := sel.X.(*ast.Ident)
	return pkg != nil && pkg.Name == "engine" && slices.Contains(formTypes, sel.Sel.Name)
}

// isSliceOf says whether a composite literal is a slice of one of formTypes, whose elements
// leave their type out.
func isSliceOf(t ast.Expr) bool {
	arr, ok := t.(*ast.ArrayType)
	return ok && isFormType(arr.Elt)
}

func englishTable(t *testing.T, id string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../assets", id, "words.en.json"))
	if err != nil {
		t.Fatal(err)
	}
	var table map[string]string
	if err := json.Unmarshal(data, &table); err != nil {
		t.Fatalf("%s/words.en.json: %v", id, err)
	}
	return table
}

// engineWords are the formats engine/english.json gives the English of, for every ruleset.
var engineWords = func() map[string]bool {
	data, err := os.ReadFile("../english.json")
	if err != nil {
		panic(err)
	}
	var table map[string]string
	if err := json.Unmarshal(data, &table); err != nil {
		panic(err)
	}
	out := map[string]bool{}
	for k := range table {
		out[k] = true
	}
	return out
}()

// Every format of a worded ruleset has its English, and the table has no entry left over.
func TestEveryFormatHasEnglish(t *testing.T) {
	for _, id := range worded {
		t.Run(id, func(t *testing.T) {
			used := formats(t, filepath.Join("..", id))
			table := englishTable(t, id)
			if len(used) == 0 {
				t.Fatalf("engine/%s words no format", id)
			}
			for _, format := range slices.Sorted(maps.Keys(used)) {
				if _, ok := table[format]; !ok && !engineWords[format] {
					t.Errorf("%s: %q has no English in assets/%s/words.en.json", used[format], format, id)
				}
			}
			for format := range table {
				if _, ok := used[format]; !ok {
					t.Errorf("assets/%s/words.en.json: %q is worded nowhere in engine/%s", id, format, id)
				}
			}
			data, err := os.ReadFile(filepath.Join("../../assets", id, "words.en.json"))
			if err != nil {
				t.Fatal(err)
			}
			var keys []string
			dec := json.NewDecoder(strings.NewReader(string(data)))
			dec.Token() // {
			for dec.More() {
				k, _ := dec.Token()
				dec.Token() // the English
				keys = append(keys, k.(string))
			}
			if !slices.IsSorted(keys) {
				t.Errorf("assets/%s/words.en.json: the keys are not sorted", id)
			}
		})
	}
}

// swedish are words that join the rules' terms in a Swedish explanation, and never in an
// English one.
var swedish = []string{
	"lyckas", "krit", "fummel", "avrundat", "uppåt", "nedåt", "mot", "träff", "träffar",
	"framgång", "framgångar", "tärning", "tärningar", "och", "eller", "av", "med", "för", "på",
	"vid", "utan", "är", "som", "inga", "varje", "aldrig", "skada", "om", "efter", "innan",
}

// quoted are the rules' own words, which stay Swedish: "…", ”…”, “…”.
var quoted = regexp.MustCompile(`["“”][^"“”]*["“”]`)

// connectors are the Swedish joining words in s, outside the rules' quotes and outside the
// strings of the ruleset's tables and the document (names, descriptions, conditions: the
// rules as written, and the user's own words).
func connectors(s string, asWritten []string) []string {
	for _, w := range asWritten {
		s = strings.ReplaceAll(s, w, " ")
	}
	s = quoted.ReplaceAllString(s, " ")
	var found []string
	for _, word := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if slices.Contains(swedish, word) {
			found = append(found, word)
		}
	}
	return found
}

// stringsOf collects every string of words in a JSON document that has a Swedish joining
// word in it. A single word is left out: it would hide that word everywhere.
func stringsOf(v any, out *[]string) {
	switch v := v.(type) {
	case string:
		if strings.Contains(v, " ") && len(connectors(v, nil)) > 0 {
			*out = append(*out, v)
		}
	case []any:
		for _, x := range v {
			stringsOf(x, out)
		}
	case map[string]any:
		for k, x := range v {
			stringsOf(k, out)
			stringsOf(x, out)
		}
	}
}

// jsonStrings are the strings of the JSON files at paths that have a Swedish joining word in
// them, but for an English table's.
func jsonStrings(t *testing.T, paths ...string) []string {
	t.Helper()
	var out []string
	for _, p := range paths {
		if filepath.Base(p) == "words.en.json" {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		stringsOf(v, &out)
	}
	return out
}

// more are documents of worded rulesets that take the branches their examples do not:
// wounds, hordes, grips, lost Tålighet, empty and huge pools.
var more = map[string][]string{
	"spelsystemet": {
		`{"format":"rollformular","version":1,"ruleset":"spelsystemet","attributes":{"hal":12,"kra":11,"ski":14,"sto":13,"sty":15},"original":{"hal":12,"ski":13},` +
			`"skills":[{"id":"allmanbildning","value":20},{"id":"barberare-faltskar-lakare","value":4},{"id":"narkamp","value":0}],` +
			`"armor":{"brostkorg":["ringbrynja"],"mage":["ringbrynja"],"hoger-arm":["ringbrynja"],"huvud":["oppen-hjalm"]},` +
			`"weapons":[{"id":"storyxa"},{"id":"dolk"},{"id":"kortsvard"},{"id":"obevapnad"},{"id":"hagelgevar"},{"id":"gevar"},{"id":"kastyxa"}],` +
			`"wounds":[{"part":"huvud","damage":5},{"part":"brostkorg","damage":12},{"part":"hoger-arm","damage":8},{"part":"vanster-arm","damage":12},{"part":"vanster-ben","damage":5},{"damage":2}],` +
			`"state":{"trotthet":2,"utmattning":1,"packning":1}}`,
		`{"format":"rollformular","version":1,"ruleset":"spelsystemet","attributes":{"hal":-9,"kra":1,"ski":-9,"sto":-9,"sty":1},` +
			`"weapons":[{"id":"dolk"},{"id":"knogjarn"}],"wounds":[{"part":"mage","damage":40}]}`,
		`{"format":"rollformular","version":1,"ruleset":"spelsystemet","attributes":{"hal":18,"kra":18,"ski":18,"sto":30,"sty":30},"weapons":[{"id":"obevapnad"}]}`,
	},
	"framgangsslag": {
		`{"format":"rollformular","version":1,"ruleset":"framgangsslag","npc":true,"attributes":{"kam":4,"smi":3,"fys":2,"pri":2,"eb":0,"sto":1},` +
			`"weapons":[{"name":"Dolk","damage":"1","type":"narstrid","bonus":2},{"name":"Båge","damage":"1","type":"avstand","bonus":1}],` +
			`"state":{"antal":6,"pafrestning":5,"greppning":4},"wounds":[{"damage":1}]}`,
	},
	"zonstrid": {
		`{"format":"rollformular","version":1,"ruleset":"zonstrid","npc":true,"attributes":{"fys":3,"pre":2,"log":2,"emp":1},` +
			`"skills":[{"id":"narkamp","value":2},{"id":"skytte","value":60},{"name":"Egen","group":"okand","value":0}],` +
			`"weapons":[{"name":"Yxa","damage":"2","type":"narstrid"},{"name":"Båge","damage":"1","type":"avstand","range":"1-3"}],"state":{"talighet":4,"talighet_forlorad":2}}`,
		`{"format":"rollformular","version":1,"ruleset":"zonstrid","npc":true,"attributes":{"fys":0,"pre":0,"log":0,"emp":0},` +
			`"skills":[{"id":"narkamp","value":0}],"state":{"talighet":1,"talighet_forlorad":3}}`,
	},
}

// documents are the examples of ruleset id in assets/examples, by file name, and the
// documents of more.
func documents(t *testing.T, id string) map[string]*sheet.Character {
	t.Helper()
	examples, err := filepath.Glob("../../assets/examples/*.json")
	if err != nil || len(examples) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	out := map[string]*sheet.Character{}
	for _, p := range examples {
		c, err := sheet.Load(p)
		if err != nil {
			t.Fatal(err)
		}
		if c.Ruleset == id {
			out[filepath.Base(p)] = c
		}
	}
	for i, doc := range more[id] {
		c, err := sheet.Parse([]byte(doc))
		if err != nil {
			t.Fatalf("more[%q][%d]: %v", id, i, err)
		}
		out[fmt.Sprintf("more[%q][%d]", id, i)] = c
	}
	return out
}

// In English, the words around the game terms of every explanation and every odds of every
// example of a worded ruleset, and of the documents of more, are English: none of the
// Swedish joining words is left outside the rules' quotes and tables. The Swedish of the same
// texts has such words, so the check cannot pass for want of them.
func TestExplanationsAndOddsAreEnglish(t *testing.T) {
	reg, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range worded {
		t.Run(id, func(t *testing.T) {
			rs, err := reg.Lookup(id)
			if err != nil {
				t.Fatal(err)
			}
			tables, err := filepath.Glob(filepath.Join("../../assets", id, "*.json"))
			if err != nil {
				t.Fatal(err)
			}
			sv, en := engine.WordsIn(rs.Description(), "sv_SE.UTF-8"), engine.WordsIn(rs.Description(), "en_US.UTF-8")
			checked, swedishChecked := 0, 0
			docs := documents(t, id)
			for _, name := range slices.Sorted(maps.Keys(docs)) {
				c := docs[name]
				data, err := json.Marshal(c)
				if err != nil {
					t.Fatal(err)
				}
				asWritten := jsonStrings(t, tables...)
				var doc any
				if err := json.Unmarshal(data, &doc); err != nil {
					t.Fatal(err)
				}
				stringsOf(doc, &asWritten)
				slices.SortFunc(asWritten, func(a, b string) int { return len(b) - len(a) })
				for _, v := range rs.Derive(c).Values() {
					for _, text := range []struct {
						what string
						t    engine.Text
					}{{"explanation", v.Why}, {"odds", v.Odds}} {
						if text.t == nil {
							continue
						}
						checked++
						if len(connectors(text.t.In(sv), asWritten)) > 0 {
							swedishChecked++
						}
						if words := connectors(text.t.In(en), asWritten); len(words) > 0 {
							t.Errorf("%s: %s of %q in English has Swedish %q: %s", name, text.what, v.ID, words, text.t.In(en))
						}
					}
				}
			}
			if len(docs) == len(more[id]) || checked == 0 || swedishChecked == 0 {
				t.Errorf("%d documents (%d of them more), %d texts, %d with Swedish words in Swedish: nothing was checked", len(docs), len(more[id]), checked, swedishChecked)
			}
		})
	}
}
