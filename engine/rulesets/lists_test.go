package rulesets

import (
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// The bug this guards against: spelsystemet gear, kept in a file by hand or by another
// program, showed nowhere and printed nowhere, and check said ok. Every list a ruleset keeps no
// section for is now a warning on its first row, in every ruleset; a list it keeps is not.
func TestAListTheRulesDoNotKeepIsAWarning(t *testing.T) {
	t.Parallel()
	reg, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		desc := rs.Description()
		c := &sheet.Character{Format: sheet.Format, Version: sheet.Version, Ruleset: id,
			Gear: []sheet.Gear{{Name: "Rep"}}, Traits: []sheet.Trait{{Name: "Modig"}}, Drives: []string{"hämnd"}}
		warned := map[string]bool{}
		for _, p := range rs.Derive(c).Problems() {
			if p.Severity == engine.Warning && strings.Contains(p.Message, "visas inte och skrivs inte ut") {
				warned[strings.SplitN(string(p.Field), ".", 2)[0]] = true
			}
		}
		for list, kept := range map[string]bool{"gear": len(desc.Gear) > 0, "traits": len(desc.Traits) > 0, "drives": len(desc.Drives) > 0} {
			if warned[list] == kept {
				t.Errorf("%s: %s kept %v, warned %v", id, list, kept, warned[list])
			}
		}
	}
}
