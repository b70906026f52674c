package campaign

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/go-json-experiment/json"

	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Difference is one field in which two characters differ: a value, a row of a list (a
// skill, a weapon, a wound), a member this version does not know. Rows are told apart by what
// they are (the skill's id and specialisation, the weapon's id and name), not by their place
// in the list, so a row added at the top does not make every row below it differ.
type Difference struct {
	// Path is where the field is, stable for the field whatever else changes: "name",
	// "attributes.sty", "state.trotthet", "skills.svard", "weapons.dolk#2" (the second
	// dagger).
	Path fieldpath.Path
	// Kind is what the field is: "attribute", "skill", "weapon", "wound", … for the editor
	// to group and word.
	Kind string
	// Label names the field for people: "STY", "Svärd", "Namn" is the editor's; here "name".
	Label string
	// A and B are the field's values in the two characters as shown; InA and InB say whether
	// each has the field at all (a skill one of them lacks).
	A, B     string
	InA, InB bool
}

// The kinds of the document's own members, whose Difference is labelled by its kind: the
// editor words them in the reader's language.
const (
	KindRuleset    = "ruleset"
	KindName       = "name"
	KindPlayer     = "player"
	KindNPC        = "npc"
	KindAge        = "age"
	KindOccupation = "occupation"
	KindPortrait   = "portrait"
	KindSpecies    = "species"
	KindShield     = "shield"
	KindNotes      = "notes"
	KindHouseRules = "house_rules"
)

// members are the kinds above, every one: a summary labels these fields by kind (ReadSummary).
var members = []string{KindRuleset, KindName, KindPlayer, KindNPC, KindAge, KindOccupation, KindPortrait,
	KindSpecies, KindShield, KindNotes, KindHouseRules}

// Side is the side of a merge a field is taken from.
type Side int

// The sides of a merge.
const (
	Mine Side = iota
	Theirs
)

// Diff lists the fields in which a and b differ, in the order of the document, each row by
// its identity. Two characters that save to the same bytes have none.
func Diff(a, b *sheet.Character) []Difference { return DiffNamed(a, b, nil) }

// DiffNamed is Diff with the labels in the ruleset's names.
func DiffNamed(a, b *sheet.Character, names *Names) []Difference {
	var out []Difference
	for _, f := range fields(names) {
		out = append(out, f.diff(a, b)...)
	}
	return out
}

// Merge builds a new character of mine and theirs, two versions of one, taking each field in
// which they differ from the side choose says. With base, the version both came from, a field
// that only one side changed is taken from that side without asking; choose is asked only of
// the fields both changed. Fields that do not differ, and the order of rows, are mine's: with
// every field taken from mine, the result saves to mine's bytes.
func Merge(base, mine, theirs *sheet.Character, choose func(Difference) Side) *sheet.Character {
	names := (*Names)(nil)
	var fromBaseMine, fromBaseTheirs map[fieldpath.Path]bool
	if base != nil {
		fromBaseMine, fromBaseTheirs = pathsOf(Diff(base, mine)), pathsOf(Diff(base, theirs))
	}
	take := map[fieldpath.Path]bool{}
	for _, d := range DiffNamed(mine, theirs, names) {
		switch {
		case base != nil && !fromBaseTheirs[d.Path]:
			// theirs is as it was: the change is mine
		case base != nil && !fromBaseMine[d.Path]:
			take[d.Path] = true
		default:
			take[d.Path] = choose(d) == Theirs
		}
	}
	out := mine.Clone()
	for _, f := range fields(names) {
		f.merge(out, theirs, func(p fieldpath.Path) bool { return take[p] })
	}
	return out
}

// Sides are the side each field in which mine and theirs differ is taken from where nobody
// chooses: Theirs for a field that only theirs changed since base, the version both came from,
// and Mine for the rest (every field, without a base). A merge view starts from them.
func Sides(base, mine, theirs *sheet.Character) map[fieldpath.Path]Side {
	out := map[fieldpath.Path]Side{}
	if base == nil {
		return out
	}
	changedMine, changedTheirs := pathsOf(Diff(base, mine)), pathsOf(Diff(base, theirs))
	for _, d := range Diff(mine, theirs) {
		if changedTheirs[d.Path] && !changedMine[d.Path] {
			out[d.Path] = Theirs
		}
	}
	return out
}

func pathsOf(ds []Difference) map[fieldpath.Path]bool {
	m := make(map[fieldpath.Path]bool, len(ds))
	for _, d := range ds {
		m[d.Path] = true
	}
	return m
}

// field is one member of the document: how two characters differ in it, and how a merge
// takes it from theirs where take says so.
type field struct {
	diff  func(a, b *sheet.Character) []Difference
	merge func(out, theirs *sheet.Character, take func(fieldpath.Path) bool)
}

// fields are the document's members, in its order. TestDiffCoversEveryMember fails on a
// member of sheet.Character that no field compares.
func fields(n *Names) []field {
	return []field{
		value("ruleset", KindRuleset, func(c *sheet.Character) *string { return &c.Ruleset }, strconv.Quote),
		value("name", KindName, func(c *sheet.Character) *string { return &c.Name }, strconv.Quote),
		value("player", KindPlayer, func(c *sheet.Character) *string { return &c.Player }, strconv.Quote),
		value("npc", KindNPC, func(c *sheet.Character) *bool { return &c.NPC }, strconv.FormatBool),
		value("age", KindAge, func(c *sheet.Character) *string { return &c.Age }, strconv.Quote),
		value("occupation", KindOccupation, func(c *sheet.Character) *string { return &c.Occupation }, strconv.Quote),
		whole("portrait", KindPortrait, func(c *sheet.Character) **sheet.Portrait { return &c.Portrait }),
		value("species", KindSpecies, func(c *sheet.Character) *string { return &c.Species }, strconv.Quote),
		entries("attribute", fieldpath.Attribute, n.attribute, func(c *sheet.Character) *map[string]int { return &c.Attributes }),
		entries("attribute name", fieldpath.AttributeName, n.attribute, func(c *sheet.Character) *map[string]string { return &c.AttributeNames }),
		entries("original", func(id string) fieldpath.Path { return "original." + fieldpath.Path(id) }, n.attribute, func(c *sheet.Character) *map[string]int { return &c.Original }),
		rows("attribute mark", "attribute_marks", func(c *sheet.Character) *[]string { return &c.AttributeMarks }, ident, n.attribute),
		rows("skill", fieldpath.Skills, func(c *sheet.Character) *[]sheet.Skill { return &c.Skills }, skillKey, n.skill),
		entries("armor", fieldpath.Armor, n.part, func(c *sheet.Character) *map[string][]string { return &c.Armor }),
		whole("shield", KindShield, func(c *sheet.Character) **sheet.Shield { return &c.Shield }),
		rows("weapon", fieldpath.Weapons, func(c *sheet.Character) *[]sheet.Weapon { return &c.Weapons }, weaponKey, n.weapon),
		entries("state", fieldpath.State, n.tracker, func(c *sheet.Character) *sheet.State { return &c.State }),
		rows("wound", fieldpath.Wounds, func(c *sheet.Character) *[]sheet.Wound { return &c.Wounds }, func(w sheet.Wound) string { return w.Part }, func(w sheet.Wound) string { return n.part(w.Part) }),
		rows("trait", fieldpath.Traits, func(c *sheet.Character) *[]sheet.Trait { return &c.Traits }, traitKey, func(t sheet.Trait) string { return traitKey(t) }),
		rows("drive", fieldpath.Drives, func(c *sheet.Character) *[]string { return &c.Drives }, ident, ident),
		rows("condition", fieldpath.Conditions, func(c *sheet.Character) *[]string { return &c.Conditions }, ident, ident),
		rows("gear", fieldpath.Gears, func(c *sheet.Character) *[]sheet.Gear { return &c.Gear }, gearKey, gearKey),
		value("notes", KindNotes, func(c *sheet.Character) *string { return &c.Notes }, strconv.Quote),
		whole("house rules", KindHouseRules, func(c *sheet.Character) **sheet.HouseRules { return &c.HouseRules }),
		others(),
	}
}

func ident(s string) string { return s }

func skillKey(s sheet.Skill) string {
	key := s.ID
	if key == "" {
		key = "own:" + s.Name
	}
	if s.Spec != "" {
		key += ":" + s.Spec
	}
	return key
}

func weaponKey(w sheet.Weapon) string {
	if w.Name != "" {
		return w.ID + ":" + w.Name
	}
	return w.ID
}

func traitKey(t sheet.Trait) string {
	key := t.ID
	if key == "" {
		key = t.Name
	}
	if t.Skill != "" {
		key += ":" + t.Skill
	}
	return key
}

func gearKey(g sheet.Gear) string {
	if g.ID != "" && g.Name != "" {
		return g.ID + ":" + g.Name
	}
	return g.ID + g.Name
}

// value is a member holding one comparable value.
func value[T comparable](path fieldpath.Path, kind string, get func(*sheet.Character) *T, show func(T) string) field {
	return field{
		diff: func(a, b *sheet.Character) []Difference {
			va, vb := *get(a), *get(b)
			if va == vb {
				return nil
			}
			return []Difference{{Path: path, Kind: kind, Label: kind, A: show(va), B: show(vb), InA: true, InB: true}}
		},
		merge: func(out, theirs *sheet.Character, take func(fieldpath.Path) bool) {
			if take(path) {
				*get(out) = *get(theirs)
			}
		},
	}
}

// whole is a member of the document compared and taken as a whole: the portrait, the shield.
func whole[T any](path fieldpath.Path, kind string, get func(*sheet.Character) **T) field {
	return field{
		diff: func(a, b *sheet.Character) []Difference {
			ja, jb := encode(*get(a)), encode(*get(b))
			if ja == jb {
				return nil
			}
			return []Difference{{Path: path, Kind: kind, Label: kind, A: ja, B: jb, InA: *get(a) != nil, InB: *get(b) != nil}}
		},
		merge: func(out, theirs *sheet.Character, take func(fieldpath.Path) bool) {
			if take(path) {
				*get(out) = cloneVia(*get(theirs))
			}
		},
	}
}

// entries is a map of the document: each entry is a field.
func entries[M ~map[string]V, V any](kind string, path func(string) fieldpath.Path, label func(string) string, get func(*sheet.Character) *M) field {
	return field{
		diff: func(a, b *sheet.Character) []Difference {
			ma, mb := *get(a), *get(b)
			var out []Difference
			for _, k := range slices.Sorted(maps.Keys(union(ma, mb))) {
				va, inA := ma[k]
				vb, inB := mb[k]
				if ja, jb := encode(va), encode(vb); inA != inB || ja != jb {
					out = append(out, Difference{Path: path(k), Kind: kind, Label: label(k), A: shown(ja, inA), B: shown(jb, inB), InA: inA, InB: inB})
				}
			}
			return out
		},
		merge: func(out, theirs *sheet.Character, take func(fieldpath.Path) bool) {
			mo, mt := get(out), *get(theirs)
			for k := range union(*mo, mt) {
				if !take(path(k)) {
					continue
				}
				if v, ok := mt[k]; ok {
					if *mo == nil {
						*mo = M{}
					}
					(*mo)[k] = cloneVia(v)
				} else {
					delete(*mo, k)
				}
			}
		},
	}
}

func union[M ~map[string]V, V any](a, b M) map[string]bool {
	u := make(map[string]bool, len(a)+len(b))
	for k := range a {
		u[k] = true
	}
	for k := range b {
		u[k] = true
	}
	return u
}

// rows is a list of the document whose rows are told apart by key: the second row of one key
// is key#2.
func rows[T any](kind string, list fieldpath.Path, get func(*sheet.Character) *[]T, key func(T) string, label func(T) string) field {
	return field{
		diff: func(a, b *sheet.Character) []Difference {
			ka, kb := keyed(*get(a), key), keyed(*get(b), key)
			var out []Difference
			add := func(k string, ra, rb *T) {
				ja, jb := encodeRow(ra), encodeRow(rb)
				if ja != jb {
					r := cmpRow(ra, rb)
					out = append(out, Difference{Path: list.Of(k), Kind: kind, Label: label(*r), A: ja, B: jb, InA: ra != nil, InB: rb != nil})
				}
			}
			for _, k := range ka.order {
				add(k, ka.rows[k], kb.rows[k])
			}
			for _, k := range kb.order {
				if ka.rows[k] == nil {
					add(k, nil, kb.rows[k])
				}
			}
			return out
		},
		merge: func(out, theirs *sheet.Character, take func(fieldpath.Path) bool) {
			ko, kt := keyed(*get(out), key), keyed(*get(theirs), key)
			var merged []T
			for _, k := range ko.order {
				switch {
				case !take(list.Of(k)):
					merged = append(merged, *ko.rows[k])
				case kt.rows[k] != nil:
					merged = append(merged, cloneVia(*kt.rows[k]))
				}
			}
			for _, k := range kt.order {
				if ko.rows[k] == nil && take(list.Of(k)) {
					merged = append(merged, cloneVia(*kt.rows[k]))
				}
			}
			if merged == nil && *get(out) != nil {
				merged = []T{} // an empty list stays a list, as it saves
			}
			*get(out) = merged
		},
	}
}

func cmpRow[T any](a, b *T) *T {
	if a != nil {
		return a
	}
	return b
}

// keyedRows are a list's rows by key, with the keys in the list's order.
type keyedRows[T any] struct {
	order []string
	rows  map[string]*T
}

func keyed[T any](list []T, key func(T) string) keyedRows[T] {
	k := keyedRows[T]{rows: make(map[string]*T, len(list))}
	seen := map[string]int{}
	for i := range list {
		base := key(list[i])
		seen[base]++
		name := base
		if n := seen[base]; n > 1 {
			name = base + "#" + strconv.Itoa(n)
		}
		k.order = append(k.order, name)
		k.rows[name] = &list[i]
	}
	return k
}

// others are the members of the document this version does not know, each a field of its
// own.
func others() field {
	path := func(name string) fieldpath.Path { return "members." + fieldpath.Path(name) }
	return field{
		diff: func(a, b *sheet.Character) []Difference {
			var out []Difference
			names := map[string]bool{}
			for _, n := range append(a.Members.Names(), b.Members.Names()...) {
				names[n] = true
			}
			for _, n := range slices.Sorted(maps.Keys(names)) {
				ra, inA := a.Members.Raw(n)
				rb, inB := b.Members.Raw(n)
				if inA != inB || !bytes.Equal(ra, rb) {
					out = append(out, Difference{Path: path(n), Kind: "member", Label: n, A: string(ra), B: string(rb), InA: inA, InB: inB})
				}
			}
			return out
		},
		merge: func(out, theirs *sheet.Character, take func(fieldpath.Path) bool) {
			names := append(out.Members.Names(), theirs.Members.Names()...)
			for _, n := range names {
				if !take(path(n)) {
					continue
				}
				if raw, ok := theirs.Members.Raw(n); ok {
					out.Members.SetRaw(n, slices.Clone(raw))
				} else {
					out.Members.Delete(n)
				}
			}
		},
	}
}

// encode is v as its document writes it, compact: what two values are compared by.
func encode(v any) string {
	data, err := json.Marshal(v, json.Deterministic(true))
	if err != nil {
		return fmt.Sprintf("%v", v)
	}
	return string(data)
}

func encodeRow[T any](r *T) string {
	if r == nil {
		return ""
	}
	return encode(r)
}

func shown(s string, in bool) string {
	if !in {
		return ""
	}
	return s
}

// cloneVia is a deep copy of v, through its encoding: a merged character shares nothing with
// theirs.
func cloneVia[T any](v T) T {
	var out T
	data, err := json.Marshal(&v, json.Deterministic(true))
	if err != nil || json.Unmarshal(data, &out) != nil {
		return v
	}
	return out
}
