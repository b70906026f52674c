package catalog

import (
	"strconv"
	"strings"

	"rollformular/engine"
)

// splitValue splits a whole number typed after a name off it: "smyga 12" is "smyga" and "12";
// a term without one is itself and "".
func splitValue(term string) (name, value string) {
	term = strings.TrimSpace(term)
	i := strings.LastIndexAny(term, " \t")
	if i < 0 {
		return term, ""
	}
	if _, err := strconv.Atoi(term[i+1:]); err != nil {
		return term, ""
	}
	return strings.TrimSpace(term[:i]), term[i+1:]
}

// Rank are the items whose name or description holds q, whatever the case: those whose
// name begins with it first, then those whose name holds it, then those whose description
// does, each in the catalog's order. A search for a skill's name finds that skill first, not
// one that mentions it.
func Rank(items []engine.CatalogItem, q string) []engine.CatalogItem {
	q = strings.ToLower(strings.TrimSpace(q))
	var starts, names, described []engine.CatalogItem
	for _, it := range items {
		name := strings.ToLower(it.Name)
		switch {
		case strings.HasPrefix(name, q):
			starts = append(starts, it)
		case strings.Contains(name, q):
			names = append(names, it)
		case strings.Contains(strings.ToLower(it.Description), q):
			described = append(described, it)
		}
	}
	return append(append(starts, names...), described...)
}
