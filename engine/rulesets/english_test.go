package rulesets

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"rollformular/engine"
	"rollformular/engine/framgangsslag"
	"rollformular/engine/intensitet"
	"rollformular/engine/odestarningar"
	"rollformular/engine/spelsystemet"
	"rollformular/sheet"
)

// englishRulesets are the rulesets whose words are checked here: every one the program ships,
// each with its English table, assets/<id>/words.en.json.
func englishRulesets(t testing.TB) []string {
	t.Helper()
	reg, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return reg.IDs()
}

// Every Swedish format a ruleset words through engine.Words — a literal of words.F, of
// engine.Say, Sayf or Errorf, or the Label, About or Title of a field, form or action, which
// the editor words — has its English in the ruleset's table or in the engine's, with the same
// verbs in the same order; and the ruleset's table has no entry its source or its tables
// (the texts of them the editor words: an attribute's about, a tracker's label) do not use.
// The engine's own words have theirs in english.json.
func TestEnglishTablesCoverTheSource(t *testing.T) {
	t.Parallel()
	shared := readTable(t, "../english.json")
	t.Run("engine", func(t *testing.T) {
		for _, lit := range worded(t, "..") {
			en, ok := shared[lit.text]
			switch {
			case !ok:
				t.Errorf("%s: %q has no English in english.json", lit.pos, lit.text)
			case !slices.Equal(verbs(lit.text), verbs(en)):
				t.Errorf("%s: %q and its English %q take different arguments", lit.pos, lit.text, en)
			}
		}
	})
	for _, id := range englishRulesets(t) {
		t.Run(id, func(t *testing.T) {
			table := readTable(t, filepath.Join("../../assets", id, "words.en.json"))
			used := map[string]bool{}
			for _, s := range tableStrings(id) {
				used[s] = true
			}
			for _, lit := range swedishErrors(t, filepath.Join("..", id)) {
				t.Errorf("%s: %q is an error in Swedish that is not worded: make it engine.Errorf", lit.pos, lit.text)
			}
			for _, lit := range worded(t, filepath.Join("..", id)) {
				en, ok := table[lit.text]
				if !ok {
					en, ok = shared[lit.text]
				}
				switch {
				case !ok:
					t.Errorf("%s: %q has no English", lit.pos, lit.text)
				case !slices.Equal(verbs(lit.text), verbs(en)):
					t.Errorf("%s: %q and its English %q take different arguments", lit.pos, lit.text, en)
				}
				used[lit.text] = true
			}
			for _, sv := range slices.Sorted(maps.Keys(table)) {
				if !used[sv] {
					t.Errorf("words.en.json: %q is not worded anywhere in engine/%s", sv, id)
				}
			}
		})
	}
}

func readTable(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var table map[string]string
	if err := json.Unmarshal(data, &table); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return table
}

// verbRE matches a verb of a fmt format: "%d", "%.1f", "%+d", "%%".
var verbRE = regexp.MustCompile(`%[-+# 0]*(\[\d+\])?\d*(\.\d+)?[a-zA-Z%]`)

// verbs lists the verbs of a format, "%%" left out.
func verbs(format string) []string {
	var out []string
	for _, v := range verbRE.FindAllString(format, -1) {
		if v != "%%" {
			out = append(out, v)
		}
	}
	return out
}

// literal is a Swedish text of the source, where it is.
type literal struct {
	text string
	pos  token.Position
}

// wordedFields are the fields of the engine's types whose string literals the editor words.
var wordedFields = map[string][]string{
	"Field":        {"Label"},
	"Form":         {"Title", "About", "CatalogueTitle"},
	"Value":        {"Label", "Group"},
	"Conflict":     {"Title", "About", "Opponent"},
	"Action":       {"Label", "About"},
	"Description":  {"DamageAbout", "DamageHint", "Distance", "OccupationLabel", "TraitsTitle"},
	"TraitKind":    {"Name"},
	"Reference":    {"Name", "Summary"},
	"Fact":         {"Label"},
	"Abbreviation": {"Meaning"},
	"Life":         {"Title"},
}

// columnWords are the arguments of engine's column constructors that the editor words: the
// label, and the hint of an empty input.
var columnWords = map[string][]int{"NumberOf": {2}, "DecimalOf": {2, 4}, "FlagOf": {2}, "TextOf": {2, 3}}

// worded lists the texts the Go source in dir words: the formats of words.F, engine.Say,
// engine.Sayf and engine.Errorf (Say, Sayf and Errorf in the engine's own source), the
// string literals of wordedFields and the labels and hints of columns. A format of words.F,
// Sayf or Errorf that is not a literal cannot be looked up, and is an error.
func worded(t *testing.T, dir string) []literal {
	t.Helper()
	fset, files := parseSource(t, dir)
	// The engine's own source calls Say, Sayf and Errorf without the package's name.
	engineOwn := filepath.Clean(dir) == ".."
	var out []literal
	add := func(e ast.Expr) bool {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return false
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			t.Fatal(err)
		}
		if s != "" {
			out = append(out, literal{s, fset.Position(lit.Pos())})
		}
		return true
	}
	// consts are the package's string constants, for a worded field set to one: a value's
	// Group is a constant of its ruleset's.
	consts := map[string]*ast.BasicLit{}
	// fields adds the worded fields of a composite literal of the engine's type name.
	fields := func(name string, lit *ast.CompositeLit) {
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if key, ok := kv.Key.(*ast.Ident); ok && slices.Contains(wordedFields[name], key.Name) {
				if id, ok := kv.Value.(*ast.Ident); ok && consts[id.Name] != nil {
					add(consts[id.Name])
					continue
				}
				add(kv.Value)
			}
		}
	}
	for _, f := range files {
		for _, decl := range f.Decls {
			if g, ok := decl.(*ast.GenDecl); ok && g.Tok == token.CONST {
				for _, spec := range g.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if i < len(vs.Values) {
							if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
								consts[name.Name] = lit
							}
						}
					}
				}
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok && engineOwn && len(n.Args) > 0 {
					switch id.Name {
					case "Say":
						add(n.Args[0])
					case "Sayf", "Errorf":
						if !add(n.Args[0]) {
							t.Errorf("%s: the format of %s is not a literal, so its English cannot be checked", fset.Position(n.Pos()), id.Name)
						}
					}
				}
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok || len(n.Args) == 0 {
					break
				}
				x, _ := sel.X.(*ast.Ident)
				switch {
				case x != nil && x.Name == "engine" && sel.Sel.Name == "Say":
					add(n.Args[0])
				case x != nil && x.Name == "engine" && (sel.Sel.Name == "Sayf" || sel.Sel.Name == "Errorf"):
					if !add(n.Args[0]) {
						t.Errorf("%s: the format of %s is not a literal, so its English cannot be checked", fset.Position(n.Pos()), sel.Sel.Name)
					}
				case sel.Sel.Name == "F" && !(x != nil && x.Name == "engine") && !engineOwn:
					if !add(n.Args[0]) {
						t.Errorf("%s: the format of F is not a literal, so its English cannot be checked", fset.Position(n.Pos()))
					}
				case x != nil && x.Name == "engine" && columnWords[sel.Sel.Name] != nil:
					// A column's label and hint: engine.TextOf(list, key, label, hint, edit).
					for _, i := range columnWords[sel.Sel.Name] {
						if !add(n.Args[i]) {
							t.Errorf("%s: a column's label or hint is not a literal, so its English cannot be checked", fset.Position(n.Pos()))
						}
					}
				case sel.Sel.Name == "Problemf" && len(n.Args) >= 3:
					if !add(n.Args[2]) {
						t.Errorf("%s: the format of Problemf is not a literal, so its English cannot be checked", fset.Position(n.Pos()))
					}
				}
			case *ast.CompositeLit:
				if name := engineType(n.Type); name != "" {
					fields(name, n)
				}
				// The elements of []engine.Field{…} name no type of their own.
				if arr, ok := n.Type.(*ast.ArrayType); ok {
					if name := engineType(arr.Elt); name != "" {
						for _, el := range n.Elts {
							if lit, ok := el.(*ast.CompositeLit); ok && lit.Type == nil {
								fields(name, lit)
							}
						}
					}
				}
			}
			return true
		})
	}
	return out
}

// parseSource parses the Go source in dir, its tests left out.
func parseSource(t *testing.T, dir string) (*token.FileSet, []*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no source in %s: %v", dir, err)
	}
	var files []*ast.File
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return fset, files
}

// swedishErrors lists the formats of fmt.Errorf and errors.New in the Go source in dir that
// have a Swedish connector word: an error a user reads in the ruleset's words, which
// engine.Errorf words in the reader's language. The program's own errors (the command line's,
// a broken table's) are English in either language.
func swedishErrors(t *testing.T, dir string) []literal {
	t.Helper()
	connector := map[string]bool{}
	for _, w := range swedishConnectors {
		connector[w] = true
	}
	fset, files := parseSource(t, dir)
	var out []literal
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			x, _ := sel.X.(*ast.Ident)
			if x == nil || !(x.Name == "fmt" && sel.Sel.Name == "Errorf" || x.Name == "errors" && sel.Sel.Name == "New") {
				return true
			}
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && len(connectors(s, nil, connector)) > 0 {
					out = append(out, literal{s, fset.Position(lit.Pos())})
				}
			}
			return true
		})
	}
	return out
}

// engineType is the name of e when it is engine.Field, engine.Form, engine.Action or
// engine.Description (Field, Form, … in the engine's own source).
func engineType(e ast.Expr) string {
	if id, ok := e.(*ast.Ident); ok {
		if _, ok := wordedFields[id.Name]; ok {
			return id.Name
		}
		return ""
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "engine" {
		return ""
	}
	if _, ok := wordedFields[sel.Sel.Name]; !ok {
		return ""
	}
	return sel.Sel.Name
}

// swedishConnectors are Swedish words around the game terms that English text must not show:
// none of them is an English word or a term of these rulesets' rules.
var swedishConnectors = strings.Fields(`
	lyckas misslyckas mot och av kvar redo svårt normalt exakt inga ingen inget vid med för
	på till från utan eller när som är kan inte bara högst minst denna detta om en ett att den
	det dras går ger slås slå varje alla efter sedan lika över mer än angivet angiven avrundat
	uppåt styck träffar vinner förlorar oavgjort duckar målet snitt nästa kräver tar orkar
	också hela sitt sina få får gör görs läggs ökar sänks aldrig allt alltid avrundat
	behåller blir blöder borta båda bästa dess där då enligt enskild finns flera frivillig först
	första genom gäller går göra har helt här högsta höjs igen igenom innan kommer kryssade
	kryssar krävs läks läkt man men mindre misslyckades många mycket nästa når oskadd rätt samma
	sig ska skadan slog slut slår står styck sänker så tillbaka tills tre två upp ut utanför var
	vara varken vinner väger även åter över tärningar slag kort inte`)

// The texts the English check reads, by kind.
const (
	kindWhy    = "explanation"
	kindOdds   = "odds"
	kindValue  = "value"
	kindForm   = "form"
	kindAction = "action"
	kindSheet  = "sheet"
	kindRoll   = "roll"
	kindReport = "report"
	kindError  = "error"
)

// In English, every explanation, odds, value (its text and label), form (its title, about,
// lines, field labels, choices and the odds of its setups, or what is wrong with them),
// action (label, about, question), text of the sheet the editor words (an attribute's about,
// a tracker's label, the damage hint, the references), roll (what, outcome and details, of
// every setup of every form and of every value rolled with ▶), action's report and error of
// these rulesets' examples, and of variants of them that reach their wounds, sicknesses,
// loads and conditions, has no Swedish word around the game terms. The rules' own names and
// quotes (catalogues, conditions, talents, difficulties, their tables) are left out first.
// The same texts in Swedish do show the words, so the check is not vacuous.
func TestEnglishLeavesNoSwedishConnectors(t *testing.T) {
	t.Parallel()
	reg, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	connector := map[string]bool{}
	for _, w := range swedishConnectors {
		connector[w] = true
	}
	for id, cs := range englishCharacters(t) {
		t.Run(id, func(t *testing.T) {
			rs, err := reg.Lookup(id)
			if err != nil {
				t.Fatal(err)
			}
			exempt := rulesNames(rs, cs)
			swedish := 0
			for _, language := range []string{"sv", "en_US.UTF-8"} {
				words := engine.WordsIn(rs.Description(), language)
				for _, x := range shownTexts(rs, cs, words) {
					found := connectors(x.text, exempt, connector)
					if language == "sv" {
						swedish += len(found)
						continue
					}
					if len(found) > 0 {
						t.Errorf("%s of %s in English has Swedish %v: %q", x.kind, x.of, found, x.text)
					}
				}
			}
			if swedish < 50 {
				t.Errorf("the Swedish texts show only %d Swedish words: the check in English checks little", swedish)
			}
		})
	}
}

// englishCharacters are the examples of the rulesets in assets/examples, and variants of them
// that reach what the examples do not show.
func englishCharacters(t *testing.T) map[string][]*sheet.Character {
	t.Helper()
	paths, err := filepath.Glob("../../assets/examples/*.json")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]*sheet.Character{}
	examples := map[string]string{}
	ids := englishRulesets(t)
	for _, p := range paths {
		c, err := sheet.Load(p)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(ids, c.Ruleset) {
			out[c.Ruleset] = append(out[c.Ruleset], c)
			examples[filepath.Base(p)] = p
		}
	}
	variant := func(name string, change func(c *sheet.Character)) {
		if examples[name] == "" {
			t.Fatalf("no example %s of %v", name, ids)
		}
		c, err := sheet.Load(examples[name])
		if err != nil {
			t.Fatal(err)
		}
		if c.State == nil {
			c.State = sheet.State{}
		}
		c.Name += " (variant)"
		change(c)
		out[c.Ruleset] = append(out[c.Ruleset], c)
	}
	// Wounded and bleeding, sick from radiation, overloaded, with more traits and weapons.
	variant("nadir.json", func(c *sheet.Character) {
		c.Wounds = []sheet.Wound{{Damage: 8, Type: odestarningar.Egg, Members: sheet.MembersOf(sheet.Member[int]("dice").Is(1), sheet.Member[int]("rounds").Is(2))}}
		c.State["stralsjuka"] = 1
		c.State["gamma"] = 7
		c.State["utmana_forlust"] = 1
		c.State["anvanda"] = 1
		c.Attributes[odestarningar.Öde] = 5
		c.Traits = append(c.Traits, sheet.Trait{ID: "stridslysten", Level: 1}, sheet.Trait{ID: "tursam", Level: 1},
			sheet.Trait{ID: "stark", Level: 1}, sheet.Trait{ID: "beslutsam", Level: 1}, sheet.Trait{ID: "fardighetsavdrag", Skill: "manover"},
			sheet.Trait{ID: "odor", Level: 1})
		sheet.Member[bool]("background").Set(&c.Traits[0].Members, false)
		c.Gear = append(c.Gear, sheet.Gear{Name: "Låda", Count: 2, Members: sheet.MembersOf(sheet.Member[float64]("kg").Is(9))}, sheet.Gear{Name: "Sten", Members: sheet.MembersOf(sheet.Member[float64]("boxes").Is(3))})
		c.Weapons = append(c.Weapons, sheet.Weapon{ID: "langbossa", Damage: "4"}, sheet.Weapon{ID: "obevapnad"})
		c.Skills = append(c.Skills, sheet.Skill{ID: "spaning", Value: 2}, sheet.Skill{ID: "rorlighet", Value: 1})
	})
	// Dead, deadly sick, carrying more than three times what it may.
	variant("nadir.json", func(c *sheet.Character) {
		c.Wounds = []sheet.Wound{{Damage: 11, Type: odestarningar.Trubbigt, Members: sheet.MembersOf(sheet.Member[int]("dice").Is(3))}, {Damage: 14, Fatal: true}}
		c.State["stralsjuka"] = 4
		c.Gear = append(c.Gear, sheet.Gear{Name: "Berg", Members: sheet.MembersOf(sheet.Member[float64]("boxes").Is(20))})
		c.Traits = append(c.Traits, sheet.Trait{ID: "svag", Level: 2})
	})
	// Out of dice from radiation.
	variant("nadir.json", func(c *sheet.Character) {
		c.State["stralsjuka"] = 3
		c.Attributes[odestarningar.Öde] = 1
	})
	// Dying and held, then Sargad and prone.
	variant("bombur.json", func(c *sheet.Character) {
		c.State["skada"] = 34
		c.Conditions = []string{"doende", "fastlast", "forsvagad"}
		c.State["forsamringar"] = 1
	})
	variant("vatte.json", func(c *sheet.Character) {
		c.State["skada"] = 10
		c.Wounds = []sheet.Wound{{Damage: 10}}
		c.Conditions = []string{"liggande"}
	})
	// Wounded through the armor, by a laser, bandaged; tired.
	variant("asa-jarnhand.json", func(c *sheet.Character) {
		c.Wounds = []sheet.Wound{{Part: "hoger-arm", Damage: 9, Type: "H", Treated: true}, {Part: "brostkorg", Damage: 4, Type: "S", Stanched: true, Members: sheet.MembersOf(sheet.Member[bool]("laser").Is(true))}}
		c.State["trotthet"] = 2
		c.State["utmattning"] = 1
	})
	// With what the rules flag: a skill they do not have, an attribute past its range, a
	// helmet on an arm.
	variant("asa-jarnhand.json", func(c *sheet.Character) {
		c.Skills = append(c.Skills, sheet.Skill{ID: "flyga", Value: 5})
		c.Attributes["hal"] = 40
		c.Armor["vanster-arm"] = []string{"hjalm-lader"}
	})
	variant("nadir.json", func(c *sheet.Character) {
		c.Traits = append(c.Traits, sheet.Trait{Name: "Egen"}, sheet.Trait{ID: "finns-inte"})
		c.Skills = append(c.Skills, sheet.Skill{Name: ""})
		c.State["boner"] = 5
	})
	// A horde that has taken Påfrestning, and a guard held in a grip.
	variant("bonder.json", func(c *sheet.Character) {
		c.State["antal"] = 2
		c.State["pafrestning"] = 5
	})
	variant("stadsvakt.json", func(c *sheet.Character) {
		c.State["greppning"] = 3
		c.State["pafrestning"] = 20
	})
	// Conditions crossed, toughness lost.
	variant("eira.json", func(c *sheet.Character) {
		c.State["tillstand"] = 2
	})
	for _, id := range ids {
		if len(out[id]) < 2 {
			t.Fatalf("%s: no example in assets/examples", id)
		}
	}
	return out
}

// shown is a text the screens show, what kind it is and of what.
type shown struct {
	kind, of, text string
}

// shownTexts is every text rs shows of cs in words: the derived values' texts, labels,
// explanations and odds, the problems, the forms with the odds of their setups, the actions,
// the texts of the sheet the editor words, and what rolling every setup, rolling every value
// and doing every action prints in the roll log.
func shownTexts(rs engine.Ruleset, cs []*sheet.Character, words engine.Words) []shown {
	var out []shown
	d := rs.Description()
	for _, a := range d.Attributes {
		out = append(out, shown{kindSheet, "attribute " + a.ID, words.F(a.About)})
	}
	for _, t := range d.Trackers {
		out = append(out, shown{kindSheet, "tracker " + t.ID, words.F(t.Label)})
		for _, l := range t.Levels {
			out = append(out, shown{kindSheet, "tracker " + t.ID + " level", words.F(l)})
		}
	}
	out = append(out, shown{kindSheet, "damage hint", words.F(d.DamageHint)})
	for _, ref := range d.References {
		out = append(out, shown{kindSheet, "reference " + ref.ID, words.F(ref.Name) + " — " + words.F(ref.Summary)})
	}
	for _, c := range cs {
		view := rs.Derive(c)
		for _, v := range view.Layout().AllValues() {
			of := c.Name + " " + v.ID
			out = append(out, shown{kindWhy, of, v.Why.In(words)}, shown{kindOdds, of, v.Odds.In(words)},
				shown{kindValue, of, v.TextIn(words)}, shown{kindValue, of, v.LabelIn(words)}, shown{kindValue, of, v.Detail.In(words)},
				shown{kindValue, of, v.Note.In(words)})
		}
		for _, p := range view.Problems() {
			out = append(out, shown{"problem", c.Name + " " + string(p.Field), p.In(words)})
		}
		rng := rand.New(rand.NewPCG(1, 2))
		if fr, ok := rs.(engine.Forms); ok {
			for _, f := range fr.Forms(c) {
				of := c.Name + " form " + f.ID
				out = append(out, shown{kindForm, of, words.F(f.Title)}, shown{kindForm, of, words.F(f.About)})
				for _, l := range f.Lines {
					out = append(out, shown{kindForm, of, l.In(words)})
				}
				for _, fd := range f.Fields {
					out = append(out, shown{kindForm, of + " " + fd.ID, fd.LabelIn(words)})
					for _, ch := range fd.ChoicesIn(words) {
						out = append(out, shown{kindForm, of + " " + fd.ID, ch})
					}
				}
				for _, s := range setups(f, c) {
					of := of + " " + setupString(s)
					odds, problem := fr.FormOdds(c, s)
					out = append(out, shown{kindOdds, of, odds.In(words)}, shown{kindError, of, engine.ErrorIn(problem, words)})
					_, res, err := fr.RollForm(c, s, rng)
					out = append(out, rolled(of, res, err, words)...)
				}
			}
		}
		for _, what := range rollable(view, d) {
			for _, mod := range []int{0, -15, 15} {
				res, err := rs.Roll(c, engine.Named(what), mod, rng)
				out = append(out, rolled(c.Name+" ▶ "+what, res, err, words)...)
			}
		}
		if ar, ok := rs.(engine.Actions); ok {
			for _, a := range ar.TableActions(c) {
				of := c.Name + " action " + a.ID
				out = append(out, shown{kindAction, of, words.F(a.Label)}, shown{kindAction, of, words.F(a.About)},
					shown{kindAction, of, a.Confirm.In(words)})
				for _, fd := range a.Inputs {
					out = append(out, shown{kindAction, of + " " + fd.ID, fd.LabelIn(words)})
					for _, ch := range fd.ChoicesIn(words) {
						out = append(out, shown{kindAction, of + " " + fd.ID, ch})
					}
				}
				for _, s := range inputs(a, c) {
					_, report, err := engine.Perform(ar.TableActions(c), cs, s, rng)
					of := of + " " + setupString(s)
					out = append(out, shown{kindReport, of, report.In(words)}, shown{kindError, of, engine.ErrorIn(err, words)})
				}
			}
		}
	}
	return out
}

// rolled is what the roll log shows of a roll, and `roll` prints: what was rolled, the
// outcome, the odds and the details, or what went wrong.
func rolled(of string, res engine.RollResult, err error, words engine.Words) []shown {
	if err != nil {
		return []shown{{kindError, of, engine.ErrorIn(err, words)}}
	}
	odds, _ := res.OddsIn(words).(string)
	return []shown{{kindRoll, of, res.WhatIn(words)}, {kindRoll, of, res.OutcomeIn(words)}, {kindOdds, of, odds},
		{kindRoll, of, strings.Join(res.DetailsIn(words), "; ")}}
}

// rollable are what the editor's ▶ buttons roll: every attribute by its abbreviation, and
// every skill and weapon by the name its row shows, and one name the character lacks.
func rollable(view engine.View, d *engine.Description) []string {
	out := []string{"Ingenting"}
	for _, a := range d.Attributes {
		out = append(out, a.Abbr)
	}
	l := view.Layout()
	for _, v := range slices.Concat(engine.Shown(l.Skills), engine.Shown(l.Weapons)) {
		out = append(out, v.Label)
	}
	return out
}

// inputs fills an action's inputs every way one input at a time, with an amount of damage
// that hurts and one that kills, and each wound it may be done to.
func inputs(a engine.Action, c *sheet.Character) []engine.Setup {
	out := []engine.Setup{{Form: a.ID}}
	base := map[string]int{}
	for _, fd := range a.Inputs {
		switch fd.Kind {
		case engine.ChoiceField:
			base[fd.ID] = max(fd.Default, 0)
		case engine.NumberField:
			base[fd.ID] = fd.Range.Clamp(fd.Default)
		}
	}
	with := func(id string, v int) engine.Setup {
		values := maps.Clone(base)
		values[id] = v
		return engine.Setup{Form: a.ID, Values: values}
	}
	for _, fd := range a.Inputs {
		switch fd.Kind {
		case engine.ChoiceField:
			for i := range fd.Choices {
				s := with(fd.ID, i)
				s.Values[engine.DamageAmount] = 7
				out = append(out, s)
			}
		case engine.NumberField:
			for _, v := range []int{fd.Range.Min, 1, 3, 7, 15, 40, fd.Range.Max} {
				if fd.Range.Has(v) {
					out = append(out, with(fd.ID, v))
				}
			}
		}
	}
	if a.Scope == engine.WoundScope {
		for i := range c.Wounds {
			out = append(out, engine.Setup{Form: a.ID, Values: map[string]int{engine.WoundInput: i}})
		}
	}
	return out
}

// setups fills in f every way one field at a time (each choice, each flag, numbers from the
// ends of the range and between), and a few together: a skill's dice against an opponent,
// against a ducking target in the dark, and each talent with each attack.
func setups(f engine.Form, c *sheet.Character) []engine.Setup {
	out := []engine.Setup{{Form: f.ID}, {Form: f.ID, Mod: 2}, {Form: f.ID, Mod: -1}}
	one := func(id string, v int) { out = append(out, engine.Setup{Form: f.ID, Values: map[string]int{id: v}}) }
	for _, fd := range f.Fields {
		switch fd.Kind {
		case engine.ChoiceField:
			for i := range fd.Choices {
				one(fd.ID, i)
			}
		case engine.FlagField:
			one(fd.ID, 1)
		case engine.NumberField:
			for _, v := range []int{fd.Range.Min, 1, 2, 3, 12, 15, 20, fd.Range.Max} {
				if fd.Range.Has(v) {
					one(fd.ID, v)
				}
			}
		}
	}
	together := []map[string]int{
		{"skill": 1, "fate": 2, "skill_dice": 2, "opponent": 3},
		{"skill": 1, "fate": 2, "skill_dice": 2, "duck": 2, "around.0": 1, "around.6": 1},
		{"skill": 2, "fate": 2, "skill_dice": 1, "kind": 1},
		{"skill": 2, "fate": 2, "skill_dice": 1, "kind": 3},
		{"skill": len(c.Skills), "fate": 1, "skill_dice": 1, "combat": 1},
	}
	for base := range 4 {
		for action := range 9 {
			together = append(together, map[string]int{"base": base, "action": action, "mv": 15, "around.0": 1, "around.1": 1})
		}
	}
	for _, v := range together {
		out = append(out, engine.Setup{Form: f.ID, Values: v, Mod: 1})
	}
	return out
}

func setupString(s engine.Setup) string {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(s.Values)) {
		b.WriteString(k + "=" + strconv.Itoa(s.Values[k]) + " ")
	}
	return b.String() + "mod=" + strconv.Itoa(s.Mod)
}

// quotedAbouts are the rulesets whose attributes' abouts quote the rules' descriptions of them,
// which stay Swedish; the others' abouts are the program's words about them.
var quotedAbouts = map[string]bool{spelsystemet.ID: true}

// rulesNames are the names and quotes of rs's rules, which stay Swedish in English: its
// catalogues, attributes, trackers, conditions, the choices and catalogues of its forms (the
// skills, kinds of roll, attacks, talents), and its circumstances. Each is there as written and
// without its last full stop, longest first.
func rulesNames(rs engine.Ruleset, cs []*sheet.Character) []string {
	var names []string
	d := rs.Description()
	for _, list := range [][]engine.CatalogItem{d.Skills, d.Weapons, d.Armor, d.Traits, d.Gear, d.Conditions, d.DamageTypes, d.WeaponKinds} {
		for _, it := range list {
			names = append(names, it.Name, it.Description)
		}
	}
	// The texts of the tables the editor words are the program's, in the reader's language:
	// the trackers' labels, the attributes' abouts but where they quote the rules, and
	// intensitet's modifiers. They are left out of the tables' quotes.
	ownTexts := map[string]bool{}
	for _, a := range d.Attributes {
		names = append(names, a.Label)
		if quotedAbouts[d.ID] {
			names = append(names, a.About)
		} else {
			ownTexts[a.About] = true
		}
	}
	for _, tr := range d.Trackers {
		ownTexts[tr.Label] = true
	}
	names = append(names, d.Drives...)
	for _, c := range cs {
		if fr, ok := rs.(engine.Forms); ok {
			for _, f := range fr.Forms(c) {
				for _, fd := range f.Fields {
					// The difficulties' names are words of the odds: "normalt (5)" is
					// "normal (5)" in English. A choice with words of its own is checked.
					for i, ch := range fd.Choices {
						if fd.ID != "difficulty" && (i >= len(fd.ChoicesWorded) || fd.ChoicesWorded[i] == nil) {
							names = append(names, ch)
						}
					}
				}
				for _, ref := range f.Catalogue {
					names = append(names, ref.Name, ref.Summary)
					names = append(names, ref.Lines...)
				}
			}
		}
	}
	switch r := rs.(type) {
	case *framgangsslag.Ruleset:
		for _, c := range cs {
			for _, b := range r.MatrixChoices(c).Bases {
				if b.Worded == nil {
					names = append(names, b.Name)
				}
			}
		}
	case *odestarningar.Ruleset:
		// The circumstances and the fumbles are the rules' tables of them, as written.
		for _, l := range r.Circumstances() {
			names = append(names, l.Name)
		}
		for t6 := 1; t6 <= 6; t6++ {
			names = append(names, odestarningar.FummelINärstrid(t6), odestarningar.FummelIAvståndsstrid(t6))
		}
	case *intensitet.Ruleset:
		for _, c := range cs {
			for _, l := range r.MatrixChoices(c).Circumstances {
				ownTexts[l.Name] = true
			}
		}
		for _, it := range d.Conditions {
			for _, t := range r.Gäller([]string{it.ID}) {
				names = append(names, t.Effects...)
			}
		}
	}
	// What the rules' own tables say is the rules as written, a quote in either language.
	for _, t := range tableStrings(d.ID) {
		if !ownTexts[t] {
			names = append(names, t)
		}
	}
	var out []string
	for _, n := range names {
		for _, s := range []string{n, strings.TrimSuffix(n, ".")} {
			if strings.TrimSpace(s) != "" && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	slices.SortFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}

// connectors lists the words of text, the rules' names and quotes left out, that connector
// holds.
func connectors(text string, exempt []string, connector map[string]bool) []string {
	// A quote of the rules stays as the rules write it.
	text = quoted.ReplaceAllString(text, " ")
	for _, n := range exempt {
		text = strings.ReplaceAll(text, n, " · ")
	}
	var found []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if connector[strings.ToLower(w)] {
			found = append(found, w)
		}
	}
	return found
}

// tableStrings are every string of the rules' tables of ruleset id, assets/<id>/*.json but
// its English table.
func tableStrings(id string) []string {
	paths, _ := filepath.Glob(filepath.Join("../../assets", id, "*.json"))
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			out = append(out, v)
		case []any:
			for _, x := range v {
				walk(x)
			}
		case map[string]any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	for _, p := range paths {
		if filepath.Base(p) == "words.en.json" {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		var v any
		if json.Unmarshal(data, &v) == nil {
			walk(v)
		}
	}
	return out
}

// quoted is a quote of the rules in an explanation: "…" or “…”.
var quoted = regexp.MustCompile(`["“][^"“”]*["”]`)

// What a ruleset words twice, once as the Swedish the document, the printed sheet and the JSON
// keep and once to word in the reader's language (a value's text and label, a field's label and
// choices, a roll's what, outcome and details), is the same in Swedish: the editor in Swedish
// shows what it showed before there was an English.
func TestWordedIsTheSwedishInSwedish(t *testing.T) {
	t.Parallel()
	reg, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	sv := engine.Words{}
	same := func(of, what, want string, worded func(engine.Words) string) {
		t.Helper()
		if worded != nil && worded(sv) != want {
			t.Errorf("%s: %s %q in Swedish, but %q worded", of, what, want, worded(sv))
		}
	}
	for id, cs := range englishCharacters(t) {
		rs, err := reg.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cs {
			view := rs.Derive(c)
			for _, v := range view.Layout().AllValues() {
				same(c.Name+" "+v.ID, "text", v.Text, v.Worded)
				same(c.Name+" "+v.ID, "label", v.Label, v.LabelWorded)
			}
			rolled := func(of string, res engine.RollResult) {
				t.Helper()
				same(of, "what", res.What, res.WhatWorded)
				same(of, "outcome", res.Outcome, res.OutcomeWorded)
				if odds, words := res.Odds.(string); words && res.OddsWorded != nil {
					same(of, "odds", odds, res.OddsWorded)
				}
				if !slices.Equal(res.DetailsIn(sv), res.Details) {
					t.Errorf("%s: details %q in Swedish, but %q worded", of, res.Details, res.DetailsIn(sv))
				}
			}
			rng := rand.New(rand.NewPCG(5, 6))
			for _, what := range rollable(view, rs.Description()) {
				if res, err := rs.Roll(c, engine.Named(what), 0, rng); err == nil {
					rolled(c.Name+" ▶ "+what, res)
				}
			}
			fr, ok := rs.(engine.Forms)
			if !ok {
				continue
			}
			for _, f := range fr.Forms(c) {
				for _, fd := range f.Fields {
					of := c.Name + " " + f.ID + " " + fd.ID
					same(of, "label", fd.Label, fd.LabelWorded)
					if fd.ChoicesWorded != nil && len(fd.ChoicesWorded) != len(fd.Choices) {
						t.Errorf("%s: %d choices, %d worded", of, len(fd.Choices), len(fd.ChoicesWorded))
					}
					for i, ch := range fd.ChoicesIn(sv) {
						if ch != fd.Choices[i] {
							t.Errorf("%s: choice %q in Swedish, but %q worded", of, fd.Choices[i], ch)
						}
					}
				}
				for _, s := range setups(f, c) {
					_, res, err := fr.RollForm(c, s, rng)
					if err != nil {
						continue
					}
					rolled(c.Name+" "+setupString(s), res)
				}
			}
		}
	}
}
