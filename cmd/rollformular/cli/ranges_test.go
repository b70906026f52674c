package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The calls that gave probabilities above 1 or flipped odds: each is refused in one
// line that names the option and its range, with exit 2.
func TestProbOptionsOutOfRangeAreRefused(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--ruleset", "framgangsslag", "--fv", "10", "--fordel", "-9223372036854775808"}, "--fordel -9223372036854775808: from −12 to 12"},
		{[]string{"--ruleset", "spelsystemet", "--value", "9223372036854775807", "--mod", "1"}, "--value 9223372036854775807: from 0 to 99"},
		{[]string{"--ruleset", "odestarningar", "--dice", "3", "--difficulty", "5", "--mod", "-9223372036854775808"}, "--mod -9223372036854775808: from −100 to 100"},
		{[]string{"--ruleset", "intensitet", "--bonus", "9223372036854775807", "--defense", "0"}, "--bonus 9223372036854775807: from −100 to 100"},
		{[]string{"--ruleset", "zonstrid", "--dice", "41"}, "--dice 41: from 0 to 40"},
		{[]string{"--ruleset", "spelsystemet", "--value", "12", "--vs", "12", "--vs-mod", "101"}, "--vs-mod 101: from −100 to 100"},
	} {
		r := run(t, nil, append([]string{"prob"}, c.args...)...)
		if r.code != BadArgs || !strings.Contains(r.stderr, c.want) || r.stdout != "" {
			t.Errorf("%v: exit %d, stderr %q, want exit 2 and %q", c.args, r.code, r.stderr, c.want)
		}
	}
	// The ends of the ranges are answered.
	for _, args := range [][]string{
		{"--ruleset", "spelsystemet", "--value", "99", "--mod", "-100"},
		{"--ruleset", "framgangsslag", "--fv", "-100", "--fordel", "-12"},
		{"--ruleset", "odestarningar", "--dice", "30", "--difficulty", "40", "--mod", "100"},
		{"--ruleset", "intensitet", "--bonus", "-100", "--defense", "200"},
	} {
		if r := run(t, nil, append([]string{"prob"}, args...)...); r.code != OK {
			t.Errorf("%v: exit %d: %s", args, r.code, r.stderr)
		}
	}
}

// `prob --ruleset ID --help` lists the ruleset's options with their ranges.
func TestProbHelpListsTheOptionRanges(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "prob", "--ruleset", "framgangsslag", "--help")
	if r.code != OK || !strings.Contains(r.stdout, "--fordel N  Fördel: extra T8 rolled and dropped; negative for Nackdel (−12 to 12)") ||
		!strings.Contains(r.stdout, "--fv N  Framgångsvärde (−100 to 100, required)") {
		t.Errorf("exit %d:\n%s", r.code, r.stdout)
	}
	if r := run(t, nil, "roll", "--help"); r.code != OK || !strings.Contains(r.stdout, "--mod N  modification of the roll (−100 to 100)") {
		t.Errorf("roll --help: exit %d:\n%s", r.code, r.stdout)
	}
}

// `roll --mod` wrapped around as prob did; it takes −100 to 100 for every ruleset.
func TestRollModOutOfRangeIsRefused(t *testing.T) {
	t.Parallel()
	for _, mod := range []string{"-9223372036854775808", "9223372036854775807", "101"} {
		r := run(t, nil, "roll", example, "HÄL", "--mod", mod, "--seed", "1")
		if r.code != BadArgs || !strings.Contains(r.stderr, "--mod "+mod+": from −100 to 100") {
			t.Errorf("--mod %s: exit %d, %q", mod, r.code, r.stderr)
		}
	}
	if r := run(t, nil, "roll", example, "HÄL", "--mod", "-100", "--seed", "1"); r.code != OK {
		t.Errorf("--mod -100: exit %d %s", r.code, r.stderr)
	}
}

// `roll` of an odestarningar document with "ode": 9223372036854775807, or a skill of ±2^63,
// panicked with makeslice: len out of range. It is one clear line now.
func TestRollOfHugeÖdeOrSkillIsOneLineNotAPanic(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for name, doc := range map[string]string{
		"ode.json":      `{"format":"rollformular","version":1,"ruleset":"odestarningar","attributes":{"ode":9223372036854775807},"skills":[{"id":"skytte","value":2}]}`,
		"skill.json":    `{"format":"rollformular","version":1,"ruleset":"odestarningar","attributes":{"ode":3},"skills":[{"id":"skytte","value":9223372036854775807}]}`,
		"negative.json": `{"format":"rollformular","version":1,"ruleset":"odestarningar","attributes":{"ode":3},"skills":[{"id":"skytte","value":-9223372036854775808,"spent":-9223372036854775808}]}`,
	} {
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, what := range []string{"Öde", "Skytte"} {
			r := run(t, nil, "roll", file, what, "--seed", "1")
			if r.code == OK && name != "skill.json" && name != "negative.json" || strings.Contains(r.stderr, "panic") {
				t.Errorf("%s %s: exit %d %s", name, what, r.code, r.stderr)
			}
			if what == "Skytte" && r.code == OK {
				t.Errorf("%s %s was rolled: %s", name, what, r.stdout)
			}
		}
		if r := run(t, nil, "derive", file); r.code != OK || !strings.Contains(r.stdout, `"severity": "error"`) {
			t.Errorf("derive %s: exit %d, no error in %s", name, r.code, r.stdout)
		}
	}
}
