package cli

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rollformular/engine/rulesets"
)

// The golden outputs are the guard of issue 14's refactor: what derive prints and what every
// PDF says, for every example and every blank sheet, recorded before the contract between the
// rules and the screens changes. A change to one of them must be meant and named in its
// commit; `go test ./cmd/rollformular/cli -run Golden -update` writes them anew.
var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

const (
	goldenDir   = "testdata/golden"
	examplesDir = "../../../assets/examples"
	// goldenEpoch is the SOURCE_DATE_EPOCH of every golden PDF, so its date never changes.
	goldenEpoch = "1700000000"
)

// The languages the goldens are recorded in. derive speaks only Swedish today; its English
// golden is expected to change, on purpose, when derive learns English words (issue 14, 4).
var (
	swedish = map[string]string{"LANG": "sv_SE.UTF-8", "SOURCE_DATE_EPOCH": goldenEpoch}
	english = map[string]string{"LANG": "en_US.UTF-8", "SOURCE_DATE_EPOCH": goldenEpoch}
)

func TestGolden(t *testing.T) {
	t.Parallel()
	examples, err := filepath.Glob(filepath.Join(examplesDir, "*.json"))
	if err != nil || len(examples) == 0 {
		t.Fatalf("no examples in %s: %v", examplesDir, err)
	}
	slices.Sort(examples)
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	pdftotext := tool(t, "pdftotext")
	// Every golden file there is to be, named up front so that a run of one subtest
	// (-run Golden/eira) does not take the others' files for stale ones.
	expected := map[string]bool{"npc.pdf.txt": true}
	for _, path := range examples {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		for _, suffix := range []string{".derive.json", ".derive.en.json", ".pdf.txt"} {
			expected[name+suffix] = true
		}
	}
	for _, id := range reg.IDs() {
		expected["blank-"+id+".pdf.txt"] = true
	}
	check := func(t *testing.T, name string, got []byte) {
		t.Helper()
		if !expected[name] {
			t.Fatalf("%s is not among the expected golden files", name)
		}
		compareGolden(t, name, got)
	}
	pdfText := func(t *testing.T, args ...string) []byte {
		t.Helper()
		out := filepath.Join(t.TempDir(), "golden.pdf")
		if r := run(t, swedish, append(args, "-o", out)...); r.code != OK || r.stderr != "" {
			t.Fatalf("pdf %v: exit %d: %s", args, r.code, r.stderr)
		}
		text, err := exec.Command(pdftotext, "-layout", out, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext %v: %v", args, err)
		}
		return text
	}

	for _, path := range examples {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		t.Run(name, func(t *testing.T) {
			for _, lang := range []struct {
				suffix string
				env    map[string]string
			}{{".derive.json", swedish}, {".derive.en.json", english}} {
				r := run(t, lang.env, "derive", path)
				if r.code != OK || r.stderr != "" {
					t.Fatalf("derive %s (LANG=%s): exit %d: %s", path, lang.env["LANG"], r.code, r.stderr)
				}
				check(t, name+lang.suffix, []byte(r.stdout))
			}
			check(t, name+".pdf.txt", pdfText(t, "pdf", path))
		})
	}
	for _, id := range reg.IDs() {
		t.Run("blank-"+id, func(t *testing.T) {
			check(t, "blank-"+id+".pdf.txt", pdfText(t, "pdf", "--blank", "--ruleset", id))
		})
	}
	t.Run("npc", func(t *testing.T) {
		check(t, "npc.pdf.txt", pdfText(t, append([]string{"pdf", "--npc"}, examples...)...))
	})

	// A golden file no example or ruleset makes any more is a guard of nothing.
	files, _ := filepath.Glob(filepath.Join(goldenDir, "*"))
	for _, f := range files {
		if name := filepath.Base(f); !expected[name] {
			if *update {
				if err := os.Remove(f); err != nil {
					t.Error(err)
				}
				continue
			}
			t.Errorf("%s: no example or ruleset makes it any more; remove it, or run "+
				"go test ./cmd/rollformular/cli -run Golden -update", f)
		}
	}
}

// compareGolden compares got with testdata/golden/name, or writes it there under -update.
func compareGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join(goldenDir, name)
	if *update {
		if err := os.MkdirAll(goldenDir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("%v; record it with: go test ./cmd/rollformular/cli -run Golden -update", err)
		return
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from its golden output (-golden +now):\n%s\nIf the change is meant, "+
			"run go test ./cmd/rollformular/cli -run Golden -update and name the change in the commit.",
			path, lineDiff(string(want), string(got)))
	}
}

// lineDiff shows the first lines where want and got part, with two lines of context before:
// short enough to read in a failing test, not a full diff.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	// The common tail, so that an inserted line shows as one line, not as everything after it.
	j := 0
	for j < len(w)-i && j < len(g)-i && w[len(w)-1-j] == g[len(g)-1-j] {
		j++
	}
	const most = 8
	var b strings.Builder
	fmt.Fprintf(&b, "@@ line %d @@\n", i+1)
	for k := max(0, i-2); k < i; k++ {
		fmt.Fprintf(&b, "  %s\n", w[k])
	}
	lines := func(prefix string, s []string) {
		for k, l := range s {
			if k == most {
				fmt.Fprintf(&b, "%s… (%d lines more)\n", prefix, len(s)-most)
				break
			}
			fmt.Fprintf(&b, "%s%s\n", prefix, l)
		}
	}
	lines("-", w[i:len(w)-j])
	lines("+", g[i:len(g)-j])
	return strings.TrimSuffix(b.String(), "\n")
}

// tool is the path of a program a test needs. It fails, never skips: a golden PDF text that is
// not compared guards nothing. `make test` installs it (scripts/deps.sh: poppler-utils).
func tool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s is needed for this test; `make test` installs it (poppler-utils)", name)
	}
	return p
}
