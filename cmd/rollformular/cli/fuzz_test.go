package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/engine/dice"
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
	wd, err := os.Getwd()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Fields(line)
		if len(args) == 0 {
			return
		}
		if args[0] == "prob" && costly(args[1:]) {
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
		// Only the run itself happens in the folder of its own: the fuzzer writes a failing
		// input under testdata/ of the folder it is in when the input fails.
		if err := os.Chdir(work); err != nil {
			t.Fatal(err)
		}
		defer os.Chdir(wd)
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

// costly reports whether prob's arguments hold a dice expression whose exact distribution
// takes seconds to count: 1000T100 is 999 passes over 49,501 totals of growing numbers, some
// 4 s on a quiet machine (BenchmarkDistThousandT100). DESIGN.md allows it, and the fuzzer's
// worker gives up on an input after 10 s, which a loaded machine reaches: such an expression
// is left to the dice package's tests and benchmark.
func costly(args []string) bool {
	for _, a := range args {
		if e, err := dice.Parse(a); err == nil && e.Count*e.Totals() > 20_000_000 {
			return true
		}
	}
	return false
}
