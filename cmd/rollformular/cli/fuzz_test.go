package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/engine/rulesets"
)

// FuzzArguments runs the subcommands that write nothing with any arguments: every run ends
// with exit 0, 1 or 2 and at most one line on stderr, never a panic.
func FuzzArguments(f *testing.F) {
	for _, seed := range []string{
		"prob 3T6", "prob --ruleset spelsystemet --value 25", "prob --ruleset spelsystemet --value 3 --vs 4 --vs-mod -2",
		"prob", "prob -- -3T6", "prob --ruleset", "prob 1000T1000", "derive FILE", "check FILE FILE", "roll FILE Svärd --mod -2 --seed 3",
		"roll FILE", "derive", "help", "prob --value=x", "check --", "prob 2T6-1 extra",
		"new --ruleset spelsystemet --random --seed 3 -o a.json", "new --ruleset x", "new -o", "pdf FILE -o x.pdf --npc",
		"pdf --blank --ruleset spelsystemet -o b.pdf", "pdf --blank FILE", "pdf FILE -o y.pdf --paper letter",
		"prob --ruleset odestarningar --dice 3 --difficulty 5", "prob --ruleset odestarningar --dice 12 --vs 12 --mod -2",
		"derive NADIR", "roll NADIR Skytte --mod 1 --seed 4", "roll NADIR Vulkanpistol", "roll NADIR Öde",
		"new --ruleset odestarningar --random", "pdf NADIR FILE -o n.pdf --npc", "pdf --blank --ruleset odestarningar -o c.pdf",
		"prob --ruleset framgangsslag --fv 10 --sv -3 --mv 4 --fordel -2", "new --ruleset framgangsslag -o f.json",
		"pdf --blank --ruleset framgangsslag -o f.pdf",
		"prob --ruleset intensitet --bonus 13 --defense 25", "prob --ruleset zonstrid --dice 3 --vs 2",
		"pdf --blank --ruleset intensitet -o i.pdf", "pdf --blank --ruleset zonstrid -o z.pdf",
		// The numbers at the ends of int, which gave odds above 1, flipped odds and a
		// makeslice panic.
		"prob --ruleset framgangsslag --fv 10 --fordel -9223372036854775808",
		"prob --ruleset spelsystemet --value 9223372036854775807 --mod 1",
		"prob --ruleset odestarningar --dice 3 --difficulty 5 --mod -9223372036854775808",
		"prob --ruleset intensitet --bonus 9223372036854775807 --defense 0",
		"prob --ruleset spelsystemet --value 12 --vs -9223372036854775808 --vs-mod 9223372036854775807",
		"prob --ruleset odestarningar --dice 9223372036854775807 --vs 9223372036854775807",
		"prob --ruleset zonstrid --dice -9223372036854775808 --vs 9223372036854775807",
		"prob --ruleset framgangsslag --fv 9223372036854775807 --sv 9223372036854775807 --mv -9223372036854775808",
		"prob --ruleset odestarningar --help", "roll --help",
		"roll FILE HÄL --mod -9223372036854775808", "roll FILE Svärd --mod 9223372036854775807 --seed 1",
		"roll NADIR Öde --mod -9223372036854775808", "roll NADIR Skytte --mod 9223372036854775807",
		"roll HUGE Öde", "roll HUGE Skytte --mod 1", "derive HUGE", "check HUGE",
	} {
		f.Add(seed)
	}
	reg, err := rulesets.Builtin()
	if err != nil {
		f.Fatal(err)
	}
	dir := f.TempDir()
	file := filepath.Join(dir, "asa.json")
	data, _ := os.ReadFile(example)
	os.WriteFile(file, data, 0o644)
	nadirFile := filepath.Join(dir, "nadir.json")
	data, _ = os.ReadFile(nadir)
	os.WriteFile(nadirFile, data, 0o644)
	// A character whose numbers are at the ends of int: the roll of it once panicked.
	hugeFile := filepath.Join(dir, "huge.json")
	os.WriteFile(hugeFile, []byte(`{"format":"rollformular","version":1,"ruleset":"odestarningar","attributes":{"ode":9223372036854775807},`+
		`"skills":[{"id":"skytte","value":-9223372036854775808,"spent":9223372036854775807}],"gear":[{"name":"sten","count":9223372036854775807,"kg":1e308}]}`), 0o644)
	// new and pdf write where -o says: they run in a folder of their own, and any argument
	// that could name another folder is left out.
	work := f.TempDir()
	wd, _ := os.Getwd()
	if err := os.Chdir(work); err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { os.Chdir(wd) })
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Fields(line)
		if len(args) == 0 {
			return
		}
		switch args[0] {
		case "prob", "derive", "check", "roll", "help":
		case "new", "pdf":
			for _, a := range args {
				if strings.ContainsAny(a, `/\`) || strings.Contains(a, "..") {
					return
				}
			}
		default:
			return
		}
		for i, a := range args {
			switch a {
			case "FILE":
				args[i] = file
			case "NADIR":
				args[i] = nadirFile
			case "HUGE":
				args[i] = hugeFile
			}
		}
		var out, errOut bytes.Buffer
		code := Run(Env{Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }, Rulesets: reg}, args)
		if code < 0 || code > 2 {
			t.Fatalf("%q: exit %d", line, code)
		}
		if strings.Count(errOut.String(), "\n") > 1 && args[0] != "check" {
			t.Fatalf("%q: stderr is not one line:\n%s", line, errOut.String())
		}
		if args[0] == "prob" && code == OK && strings.HasPrefix(out.String(), "{") {
			if p, ok := probabilityOutside(out.Bytes()); ok {
				t.Fatalf("%q: a probability of %v", line, p)
			}
		}
	})
}

// probabilityOutside finds a probability of prob's answer outside 0–1: every number of a
// ruleset's outcomes, and every number under "p" of a dice expression's distribution.
func probabilityOutside(data []byte) (float64, bool) {
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return 0, false
	}
	if p, ok := m["p"].(map[string]any); ok {
		m = p
	} else {
		delete(m, "exact")
	}
	var walk func(v any) (float64, bool)
	walk = func(v any) (float64, bool) {
		switch v := v.(type) {
		case float64:
			return v, v < 0 || v > 1
		case map[string]any:
			for _, w := range v {
				if p, bad := walk(w); bad {
					return p, true
				}
			}
		}
		return 0, false
	}
	return walk(m)
}
