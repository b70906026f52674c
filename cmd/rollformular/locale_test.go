package main

import (
	"bytes"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// Under LANG=C.UTF-8, the default of Debian containers, every command printed three lines of
// "Fyne error: Error parsing user locale C": Fyne's lang reads the locale while the program
// starts, before main. ui/locale/settle settles it first.
func TestCommandsAreQuietUnderTheCLocale(t *testing.T) {
	bin := binary(t)
	for _, loc := range []string{"C.UTF-8", "C", "POSIX", "", "de_DE.UTF-8"} {
		for _, args := range [][]string{
			{"prob", "3T6"},
			{"derive", "../../assets/examples/asa-jarnhand.json"},
			{"check", "../../assets/examples/nadir.json"},
		} {
			cmd := exec.Command(bin, args...)
			cmd.Env = append(withoutLocale(os.Environ()), "LANG="+loc)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Run(); err != nil {
				t.Errorf("LANG=%q %v: %v", loc, args, err)
			}
			if stderr.Len() > 0 {
				t.Errorf("LANG=%q %v printed on stderr:\n%s", loc, args, stderr.String())
			}
		}
	}
}

// withoutLocale drops the locale variables of env, so the test sets the one it means.
func withoutLocale(env []string) []string {
	var out []string
	for _, kv := range env {
		if key, _, _ := strings.Cut(kv, "="); !slices.Contains([]string{"LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"}, key) {
			out = append(out, kv)
		}
	}
	return out
}
