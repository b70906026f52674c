package campaign

import (
	"os"
	"path/filepath"
	"testing"

	"rollformular/sheet"
)

// example is the path of an example character of assets/examples.
func example(name string) string { return filepath.Join("..", "assets", "examples", name+".json") }

// copyExample copies the example character name into dir as file and returns its path.
func copyExample(t testing.TB, dir, name, file string) string {
	t.Helper()
	data, err := os.ReadFile(example(name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, file)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// load reads the character at path or fails the test.
func load(t testing.TB, path string) *sheet.Character {
	t.Helper()
	c, err := sheet.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// write writes data to path or fails the test.
func write(t testing.TB, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// noCache opens dir without the header cache and reads its documents (Complete).
func noCache(t testing.TB, dir string) *Campaign {
	t.Helper()
	c, err := OpenWith(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	c.Complete()
	return c
}
