// Package fieldpath names the places of a character document that a value, a problem or an
// entry of the editor is about: "attributes.hal", "skills.3", "weapons.0.damage". The rulesets
// file their problems under a Path and the editor marks the entry of the same Path, so both
// build them here and never by hand: a path misspelt on one side would silently drop a mark.
package fieldpath

import (
	"strconv"
	"strings"
)

// Path is a place in a character document, its parts joined by dots as in the JSON.
type Path string

// The lists of rows, as a whole.
const (
	Skills     Path = "skills"
	Weapons    Path = "weapons"
	Traits     Path = "traits"
	Gears      Path = "gear"
	Wounds     Path = "wounds"
	Drives     Path = "drives"
	Conditions Path = "conditions"
)

// Attribute is the attribute id's value: "attributes.hal".
func Attribute(id string) Path { return "attributes." + Path(id) }

// AttributeName is the name a character gives its own attribute id: "attribute_names.x".
func AttributeName(id string) Path { return "attribute_names." + Path(id) }

// State is the tracker or state id's value: "state.current_lp".
func State(id string) Path { return "state." + Path(id) }

// Armor is what is worn on the body part: "armor.huvud".
func Armor(part string) Path { return "armor." + Path(part) }

// Skill is row i of the skills: "skills.3".
func Skill(i int) Path { return row(skills, i) }

// Weapon is row i of the weapons.
func Weapon(i int) Path { return row(weapons, i) }

// Trait is row i of the traits (advantages, talents, abilities).
func Trait(i int) Path { return row(traits, i) }

// Gear is row i of the gear.
func Gear(i int) Path { return row(gear, i) }

// Wound is row i of the wounds.
func Wound(i int) Path { return row(wounds, i) }

// Drive is row i of the drives.
func Drive(i int) Path { return row(drives, i) }

// Condition is row i of the conditions.
func Condition(i int) Path { return row(conditions, i) }

// Of is the member name of the row or object p: Weapon(0).Of("damage") is "weapons.0.damage".
func (p Path) Of(name string) Path { return p + "." + Path(name) }

// Parent is the place p is in: "gear" for "gear.3", "gear.3" for "gear.3.count", and "" for a
// path of one part.
func (p Path) Parent() Path {
	i := strings.LastIndexByte(string(p), '.')
	if i < 0 {
		return ""
	}
	return p[:i]
}

// The lists of a document that have rows.
const (
	skills = iota
	weapons
	traits
	gear
	wounds
	drives
	conditions
	lists
)

var listNames = [lists]Path{Skills, Weapons, Traits, Gears, Wounds, Drives, Conditions}

// cached rows of each list: Derive names the same rows on every keystroke, so the paths of
// the first hundred are made once, when the package is loaded, and never change.
const cached = 100

var rows = func() (out [lists][cached]Path) {
	for l, name := range listNames {
		for i := range cached {
			out[l][i] = name + "." + Path(strconv.Itoa(i))
		}
	}
	return out
}()

func row(list, i int) Path {
	if i >= 0 && i < cached {
		return rows[list][i]
	}
	return listNames[list] + "." + Path(strconv.Itoa(i))
}
