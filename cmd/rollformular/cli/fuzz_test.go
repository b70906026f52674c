package cli

import (
	"bytes"
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
	})
}
