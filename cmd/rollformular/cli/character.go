package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"rollformular/engine"
	"rollformular/export"
	"rollformular/sheet"
)

// runNew makes a character: with the ruleset's default attributes, or rolled with --random.
func runNew(env Env, args []string) error {
	f := flag.NewFlagSet("new", flag.ContinueOnError)
	rulesetID := f.String("ruleset", "", "ruleset id")
	random := f.Bool("random", false, "roll the attributes")
	seed := f.Uint64("seed", 0, "seed for --random, to get the same character again")
	name := f.String("name", "", "the character's name")
	out := f.String("o", "", "file to write; stdout when missing")
	rules := rulesFlag(f)
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("unexpected argument %q", rest[0])
	}
	// The character records the pack it is made by.
	env, house, err := recordRules(env, *rules, *rulesetID, *out)
	if err != nil {
		return err
	}
	if *rulesetID == "" {
		return usagef("--ruleset is required (one of %v)", env.Rulesets.IDs())
	}
	seedSet := false
	f.Visit(func(fl *flag.Flag) { seedSet = seedSet || fl.Name == "seed" })
	if seedSet && !*random {
		return usagef("--seed goes with --random")
	}
	rs, err := env.Rulesets.Lookup(*rulesetID)
	if err != nil {
		return usageError{msg: err.Error()}
	}
	var r *rand.Rand
	if *random {
		if !seedSet {
			*seed = uint64(time.Now().UnixNano())
		}
		r = rand.New(rand.NewPCG(*seed, 0))
	}
	c, err := engine.New(rs.Description(), r)
	if errors.Is(err, engine.ErrNothingToRoll) {
		return usagef("--random: %v; leave it out to get the defaults", err)
	}
	if err != nil {
		return err
	}
	c.Name, c.HouseRules = *name, house
	return writeNew(env, c, *out)
}

// writeNew writes the new character c to out, or to stdout for "". A new character never
// replaces a file, not even through a link: that is what the editor's Save is for.
// WriteTarget says so of a folder or a device in its own words.
func writeNew(env Env, c *sheet.Character, out string) error {
	data, err := sheet.Marshal(c)
	if err != nil {
		return err
	}
	if out == "" {
		_, err := env.Stdout.Write(data)
		return err
	}
	if _, old, err := sheet.WriteTarget(out); err != nil {
		return err
	} else if old != nil {
		return fmt.Errorf("%s exists already; choose another name", out)
	}
	return sheet.WriteFile(out, data)
}

// runDerive prints the derived values and problems of one document.
func runDerive(env Env, args []string) error {
	f := flag.NewFlagSet("derive", flag.ContinueOnError)
	rules := rulesFlag(f)
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("give exactly one file")
	}
	if env, err = withRules(env, *rules); err != nil {
		return err
	}
	c, rs, err := load(env, rest[0])
	if err != nil {
		return err
	}
	data, err := engine.Explained(rs.Derive(c), engine.WordsIn(rs.Description(), language(env.Getenv)))
	if err != nil {
		return err
	}
	return printJSON(env.Stdout, json.RawMessage(data))
}

// language is the locale the environment asks messages in, as the C library reads it.
func language(getenv func(string) string) string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			return v
		}
	}
	return ""
}

// unprintable says of each text of the document data that the PDF cannot print as typed
// where it is and how it prints: an emoji, a script the sheet's fonts lack.
func unprintable(data []byte) []string {
	var doc any
	if json.Unmarshal(data, &doc) != nil {
		return nil
	}
	var out []string
	var walk func(at string, v any)
	walk = func(at string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(v)) {
				walk(strings.TrimPrefix(at+"."+k, "."), v[k])
			}
		case []any:
			for i, x := range v {
				walk(fmt.Sprintf("%s.%d", at, i), x)
			}
		case string:
			if p := export.Printable(v); p != v {
				out = append(out, fmt.Sprintf("%s: prints on paper as %q: the sheet's fonts lack some of %q",
					at, engine.Shorten(p, 80), engine.Shorten(v, 80)))
			}
		}
	}
	walk("", doc)
	return out
}

// checkFile prints what check finds in the file at path, c as read, beyond the rules'
// problems: a member named twice, unprintable text and a portrait past the limits. said is
// whether it printed a line (the file is not "ok"), failed whether one was an error.
func checkFile(env Env, path string, c *sheet.Character) (said, failed bool) {
	if data, err := sheet.ReadDocument(path, sheet.Phrase("a character document")); err == nil {
		var le *sheet.LoadError
		if dup := sheet.DuplicateName(data); errors.As(dup, &le) {
			// Reading took the last, silently: the first is lost on the next save.
			fmt.Fprintf(env.Stdout, "%s: error: line %d, column %d: %s\n", path, le.Line, le.Col, oneLine(le.Msg))
			failed, said = true, true
		}
		for _, w := range unprintable(data) {
			fmt.Fprintf(env.Stdout, "%s: warning: %s\n", path, w)
			said = true
		}
	}
	if c.Portrait != nil {
		// A portrait past the limits is kept in the file but never decoded: the editor shows
		// a broken picture and the PDF none, so check says why.
		if err := c.Portrait.Check(); err != nil {
			fmt.Fprintf(env.Stdout, "%s: warning: portrait: %s; it stays in the file, but neither the editor nor the PDF shows it\n", path, oneLine(err.Error()))
			said = true
		}
	}
	return said, failed
}

// runCheck prints the rule problems of each document, one per line, and fails when any is an
// error or a file cannot be read.
func runCheck(env Env, args []string) error {
	f := flag.NewFlagSet("check", flag.ContinueOnError)
	rules := rulesFlag(f)
	files, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return usagef("give at least one file")
	}
	if env, err = withRules(env, *rules); err != nil {
		return err
	}
	failed := false
	for _, path := range files {
		c, rs, err := load(env, path)
		if err != nil {
			fmt.Fprintln(env.Stderr, "rollformular check: "+oneLine(err.Error()))
			failed = true
			continue
		}
		said, bad := checkFile(env, path, c)
		failed = failed || bad
		problems := rs.Derive(c).Problems()
		words := engine.WordsIn(rs.Description(), language(env.Getenv))
		for _, p := range problems {
			fmt.Fprintf(env.Stdout, "%s: %s: %s: %s\n", path, p.Severity, p.Field, p.In(words))
			failed = failed || p.Severity == engine.Error
		}
		if len(problems) == 0 && !said {
			fmt.Fprintf(env.Stdout, "%s: ok\n", path)
		}
	}
	if failed {
		return errProblems
	}
	return nil
}
