package rulesets

import (
	"path/filepath"
	"testing"

	"rollformular/engine/conformance"
	"rollformular/sheet"
)

// Every registered ruleset conforms (engine/conformance): its catalogs and ids, Derive of an
// empty document and of each of its examples in assets/examples, and Prob at the ends of its
// options. Every ruleset has an example.
func TestEveryRulesetConforms(t *testing.T) {
	t.Parallel()
	reg, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	paths, err := filepath.Glob("../../assets/examples/*.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	examples := map[string][]*sheet.Character{}
	for _, p := range paths {
		c, err := sheet.Load(p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := reg.Lookup(c.Ruleset); err != nil {
			t.Errorf("%s: %v", p, err)
		}
		examples[c.Ruleset] = append(examples[c.Ruleset], c)
	}
	for _, id := range reg.IDs() {
		t.Run(id, func(t *testing.T) {
			rs, _ := reg.Lookup(id)
			if len(examples[id]) == 0 {
				t.Errorf("no example of %s in assets/examples", id)
			}
			if err := conformance.Check(rs, examples[id]...); err != nil {
				t.Error(err)
			}
		})
	}
}
