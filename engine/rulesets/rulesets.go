// Package rulesets assembles the registry of every rule system the program ships.
package rulesets

import (
	"io/fs"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/engine/framgangsslag"
	"rollformular/engine/intensitet"
	"rollformular/engine/odestarningar"
	"rollformular/engine/spelsystemet"
	"rollformular/engine/zonstrid"
)

// shipped makes each ruleset the program ships, in the order they are offered. Spelsystemet
// is first: it is the primary system (DESIGN.md). A new ruleset is its folder under engine/
// and assets/, and one line here.
var shipped = []func(fs.FS) (engine.Ruleset, error){
	from(spelsystemet.New),
	from(odestarningar.New),
	from(framgangsslag.New),
	from(zonstrid.New),
	from(intensitet.New),
}

// from is a ruleset package's New as the registry takes it.
func from[R engine.Ruleset](newRuleset func(fs.FS) (R, error)) func(fs.FS) (engine.Ruleset, error) {
	return func(fsys fs.FS) (engine.Ruleset, error) { return newRuleset(fsys) }
}

// New loads every ruleset's tables from fsys (laid out as assets/ is) into a registry.
func New(fsys fs.FS) (*engine.Registry, error) {
	rulesets := make([]engine.Ruleset, 0, len(shipped))
	for _, newRuleset := range shipped {
		r, err := newRuleset(fsys)
		if err != nil {
			return nil, err
		}
		rulesets = append(rulesets, r)
	}
	return engine.NewRegistry(rulesets...), nil
}

// Builtin is the registry with the tables embedded in the program.
func Builtin() (*engine.Registry, error) { return New(assets.FS) }
