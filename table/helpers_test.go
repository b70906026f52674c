package table

import (
	"path/filepath"
	"testing"

	"rollformular/assets"
	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

func registry(t testing.TB) *engine.Registry {
	t.Helper()
	reg, err := rulesets.New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func example(t testing.TB, name string) *sheet.Character {
	t.Helper()
	data, err := assets.FS.ReadFile("examples/" + name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := sheet.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// fightOf is a fight of ruleset id with the example files copied into a temporary folder,
// added as players' characters, and n copies of npc, its order not settled.
func fightOf(t testing.TB, id string, files []string, npc string, n int) (*encounter.Fight, string) {
	t.Helper()
	rs, err := registry(t).Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	f := encounter.New(rs)
	for _, name := range files {
		c := example(t, name)
		path := filepath.Join(dir, name)
		if err := sheet.Save(path, c); err != nil {
			t.Fatal(err)
		}
		if err := f.AddFile(path, c, nil); err != nil {
			t.Fatal(err)
		}
	}
	if npc != "" {
		if err := f.AddCopies(example(t, npc), n); err != nil {
			t.Fatal(err)
		}
	}
	return f, dir
}
