package odestarningar

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/sheet"
)

// builtin is the ruleset with the shipped tables, loaded once for all tests.
var builtin = sync.OnceValues(func() (*Ruleset, error) { return New(assets.FS) })

func load(tb testing.TB) *Ruleset {
	tb.Helper()
	r, err := builtin()
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

// hero is a hero of öde with the given changes.
func hero(öde int, edit func(c *sheet.Character)) *sheet.Character {
	c := sheet.New(ID)
	c.Attributes[Öde] = öde
	if edit != nil {
		edit(c)
	}
	return c
}

func derive(tb testing.TB, c *sheet.Character) *Derived {
	tb.Helper()
	return load(tb).Derive(c).(*Derived)
}

// problemAbout reports whether d has a problem of severity whose message holds text.
func problemAbout(d *Derived, severity engine.Severity, text string) bool {
	for _, p := range d.ProblemList {
		if p.Severity == severity && strings.Contains(p.Message, text) {
			return true
		}
	}
	return false
}

func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }
