package campaign

import (
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// Names are what a ruleset calls a document's ids, for the labels of a Difference and the
// summary of a version: "STY" for sty, "Svärd" for svard. A nil *Names names everything by
// its id, upper case for an attribute.
type Names struct {
	attributes, skills, weapons, trackers, parts map[string]string
}

// NamesOf is the names of the ruleset described by d.
func NamesOf(d *engine.Description) *Names {
	n := &Names{map[string]string{}, map[string]string{}, map[string]string{}, map[string]string{}, map[string]string{}}
	for _, a := range d.Attributes {
		n.attributes[a.ID] = a.Abbr
	}
	for _, s := range d.Skills {
		n.skills[s.ID] = s.Name
	}
	for _, w := range d.Weapons {
		n.weapons[w.ID] = w.Name
	}
	for _, t := range d.Trackers {
		n.trackers[t.ID] = t.Label
	}
	for _, p := range d.BodyParts {
		n.parts[p.ID] = p.Label
	}
	return n
}

func (n *Names) of(m func(*Names) map[string]string, id string) string {
	if n != nil {
		if s := m(n)[id]; s != "" {
			return s
		}
	}
	return id
}

func (n *Names) attribute(id string) string {
	if n != nil && n.attributes[id] != "" {
		return n.attributes[id]
	}
	return strings.ToUpper(id)
}

func (n *Names) tracker(id string) string {
	return n.of(func(n *Names) map[string]string { return n.trackers }, id)
}

func (n *Names) part(id string) string {
	return n.of(func(n *Names) map[string]string { return n.parts }, id)
}

// skill names a skill row: its own name, or the catalog's, with what it is specialised in.
func (n *Names) skill(s sheet.Skill) string {
	name := s.Name
	if name == "" {
		name = n.of(func(n *Names) map[string]string { return n.skills }, s.ID)
	}
	if s.Spec != "" {
		name = strings.TrimSpace(strings.ReplaceAll(name, "<…>", "")) + " (" + s.Spec + ")"
	}
	return name
}

// weapon names a weapon row: its own name, or the catalog's.
func (n *Names) weapon(w sheet.Weapon) string {
	if w.Name != "" {
		return w.Name
	}
	return n.of(func(n *Names) map[string]string { return n.weapons }, w.ID)
}

// NamesIn are the names of rs's rules (NamesOf its description).
func NamesIn(rs engine.Ruleset) *Names { return NamesOf(rs.Description()) }
