package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var built struct {
	once sync.Once
	path string
	err  error
	out  []byte
}

// binary builds the program once for the tests that run it as a person does.
func binary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		dir, err := os.MkdirTemp("", "rollformular-test-")
		if err != nil {
			built.err = err
			return
		}
		built.path = filepath.Join(dir, "rollformular")
		built.out, built.err = exec.Command("go", "build", "-tags", "migrated_fynedo", "-o", built.path, ".").CombinedOutput()
	})
	if built.err != nil {
		t.Fatalf("build: %v\n%s", built.err, built.out)
	}
	return built.path
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.path != "" {
		os.RemoveAll(filepath.Dir(built.path))
	}
	os.Exit(code)
}
