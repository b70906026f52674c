package main

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// The version is FyneApp.toml's, which the packager reads too: --version prints it.
func TestVersionIsFyneAppTomlsAndPrinted(t *testing.T) {
	m := metadata()
	if m.Name != "Rollformulär" || m.ID != "se.rollformular.app" || !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(m.Version) {
		t.Fatalf("FyneApp.toml says %+v", m)
	}
	out, err := exec.Command(binary(t), "--version").CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "Rollformulär "+m.Version {
		t.Errorf("--version: %v %q", err, out)
	}
}
