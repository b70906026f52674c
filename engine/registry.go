package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Registry finds rulesets by id. It is built once at start and passed to whoever needs it;
// there is no global list.
type Registry struct {
	byID    map[string]Ruleset
	ids     []string
	primary string
}

// NewRegistry holds the given rulesets, the first of them the primary one: what File → New
// makes. Two with the same id are a programming error.
func NewRegistry(rulesets ...Ruleset) *Registry {
	r := &Registry{byID: map[string]Ruleset{}}
	if len(rulesets) > 0 {
		r.primary = rulesets[0].Description().ID
	}
	for _, rs := range rulesets {
		id := rs.Description().ID
		if _, dup := r.byID[id]; dup {
			panic("engine: ruleset " + id + " registered twice")
		}
		r.byID[id] = rs
		r.ids = append(r.ids, id)
	}
	slices.Sort(r.ids)
	return r
}

// Primary is the id of the primary ruleset, the first registered.
func (r *Registry) Primary() string { return r.primary }

// IDs lists the registered ruleset ids in sorted order.
func (r *Registry) IDs() []string { return slices.Clone(r.ids) }

// Lookup returns the ruleset with id, or an error that lists the known ones.
func (r *Registry) Lookup(id string) (Ruleset, error) {
	if rs, ok := r.byID[id]; ok {
		return rs, nil
	}
	return nil, fmt.Errorf("unknown ruleset %q (known: %s)", id, strings.Join(r.ids, ", "))
}
