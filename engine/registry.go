package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Registry finds rulesets by id. It is built once at start and passed to whoever needs it;
// there is no global list.
type Registry struct {
	byID map[string]Ruleset
	ids  []string
}

// NewRegistry holds the given rulesets. Two with the same id are a programming error.
func NewRegistry(rulesets ...Ruleset) *Registry {
	r := &Registry{byID: map[string]Ruleset{}}
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

// IDs lists the registered ruleset ids in sorted order.
func (r *Registry) IDs() []string { return slices.Clone(r.ids) }

// Lookup returns the ruleset with id, or an error that lists the known ones.
func (r *Registry) Lookup(id string) (Ruleset, error) {
	if rs, ok := r.byID[id]; ok {
		return rs, nil
	}
	return nil, fmt.Errorf("unknown ruleset %q (known: %s)", id, strings.Join(r.ids, ", "))
}
