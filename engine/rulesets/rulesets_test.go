package rulesets

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestBuiltinHasSpelsystemet(t *testing.T) {
	t.Parallel()
	reg, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := reg.Lookup("spelsystemet")
	if err != nil {
		t.Fatal(err)
	}
	if got := len(rs.Description().Attributes); got != 5 {
		t.Fatalf("spelsystemet has %d attributes, want 5", got)
	}
	if _, err := reg.Lookup("gurps"); err == nil || !strings.Contains(err.Error(), "spelsystemet") {
		t.Fatalf("unknown ruleset error %v, want it to list the known ones", err)
	}
}

func TestBrokenTablesAreReportedNotPanicked(t *testing.T) {
	t.Parallel()
	_, err := New(fstest.MapFS{"spelsystemet/attributes.json": {Data: []byte("{")}})
	if err == nil || !strings.Contains(err.Error(), "spelsystemet") {
		t.Fatalf("error %v, want one naming the ruleset", err)
	}
}

// File → New makes a character of the primary system, spelsystemet (DESIGN.md: "the primary
// system and gets everything").
func TestThePrimaryRulesetIsSpelsystemet(t *testing.T) {
	t.Parallel()
	reg, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	if got := reg.Primary(); got != "spelsystemet" {
		t.Fatalf("primary ruleset %q", got)
	}
}
