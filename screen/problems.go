package screen

import (
	"rollformular/engine"
	"rollformular/engine/fieldpath"
)

// Problems are a derived view's problems, worded, by the place of the document each is about.
// A problem is filed under its field and under every field it is in ("gear.3.count" under
// "gear.3" and "gear" too), so a row, an entry or a whole list finds its own without a scan of
// them all: the editor marks each entry, and the sheet prints a weapon's problems under its
// row, from the same filing.
type Problems map[fieldpath.Path][]string

// FileProblems files problems, each worded in w's language.
func FileProblems(problems []engine.Problem, w engine.Words) Problems {
	out := Problems{}
	for _, p := range problems {
		msg := p.In(w)
		for field := p.Field; field != ""; field = field.Parent() {
			out[field] = append(out[field], msg)
		}
	}
	return out
}

// Of is what is wrong with field and everything in it.
func (p Problems) Of(field fieldpath.Path) []string { return p[field] }
