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

// New loads every ruleset's tables from fsys (laid out as assets/ is) into a registry.
func New(fsys fs.FS) (*engine.Registry, error) {
	s, err := spelsystemet.New(fsys)
	if err != nil {
		return nil, err
	}
	o, err := odestarningar.New(fsys)
	if err != nil {
		return nil, err
	}
	f, err := framgangsslag.New(fsys)
	if err != nil {
		return nil, err
	}
	z, err := zonstrid.New(fsys)
	if err != nil {
		return nil, err
	}
	in, err := intensitet.New(fsys)
	if err != nil {
		return nil, err
	}
	// Spelsystemet first: it is the primary system (DESIGN.md).
	return engine.NewRegistry(s, o, f, z, in), nil
}

// Builtin is the registry with the tables embedded in the program.
func Builtin() (*engine.Registry, error) { return New(assets.FS) }
