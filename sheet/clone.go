package sheet

import (
	"bytes"
	"maps"
	"slices"
)

// Clone returns a deep copy, so an undo step or a background export can hold the document
// as it was while the original is edited. Its maps (Attributes, Armor, State) are never nil,
// so an action can write to them; every other nil map or list stays nil, which saves as an
// empty one does. It checks no limits, so that it never fails on a document the editor has
// let grow.
//
// The portrait's picture is shared, not copied: a Portrait's Data is never changed in place
// once set (a new picture is a new Portrait, from NewPortrait), so the clone and the original
// can hold the same bytes, and an undo step of a document with a portrait costs no copy of
// the picture. Code that changes a picture makes a new slice.
//
// Every member has its line here: a test fills every member of the document by reflection and
// fails on one that a clone shares with its original or does not copy.
func (c *Character) Clone() *Character {
	out := *c // the texts, numbers and flags; every map, list and pointer is replaced below
	out.Portrait = c.Portrait.clone()
	out.Attributes = cloneMap(c.Attributes)
	out.AttributeNames = maps.Clone(c.AttributeNames)
	out.Original = maps.Clone(c.Original)
	out.AttributeMarks = slices.Clone(c.AttributeMarks)
	out.Skills = cloneEach(c.Skills, (*Skill).clone)
	out.Armor = make(map[string][]string, len(c.Armor))
	for part, worn := range c.Armor {
		out.Armor[part] = slices.Clone(worn)
	}
	out.Shield = c.Shield.clone()
	out.HouseRules = c.HouseRules.clone()
	out.Weapons = cloneEach(c.Weapons, (*Weapon).clone)
	out.State = State(cloneMap(c.State))
	out.Wounds = cloneEach(c.Wounds, (*Wound).clone)
	out.Traits = cloneEach(c.Traits, (*Trait).clone)
	out.Drives = slices.Clone(c.Drives)
	out.Conditions = slices.Clone(c.Conditions)
	out.Gear = cloneEach(c.Gear, (*Gear).clone)
	out.Members = c.Members.clone()
	return &out
}

func (s *Skill) clone() Skill {
	out := *s
	out.Members = s.Members.clone()
	return out
}

func (w *Weapon) clone() Weapon {
	out := *w
	out.Members = w.Members.clone()
	return out
}

func (w *Wound) clone() Wound {
	out := *w
	out.Members = w.Members.clone()
	return out
}

func (t *Trait) clone() Trait {
	out := *t
	out.Members = t.Members.clone()
	return out
}

func (g *Gear) clone() Gear {
	out := *g
	out.Members = g.Members.clone()
	return out
}

func (h *HouseRules) clone() *HouseRules {
	if h == nil {
		return nil
	}
	out := *h
	out.Members = h.Members.clone()
	return &out
}

func (s *Shield) clone() *Shield {
	if s == nil {
		return nil
	}
	out := *s
	if s.SP != nil {
		sp := *s.SP
		out.SP = &sp
	}
	out.Members = s.Members.clone()
	return &out
}

// clone copies the portrait but shares its picture's bytes, which are never changed in place.
func (p *Portrait) clone() *Portrait {
	if p == nil {
		return nil
	}
	out := *p
	out.Members = p.Members.clone()
	return &out
}

// cloneMap copies m, and makes an empty map of a nil one.
func cloneMap[M ~map[K]V, K comparable, V any](m M) M {
	if m == nil {
		return M{}
	}
	return maps.Clone(m)
}

// cloneEach copies a list whose items each need a copy of their own; nil stays nil.
func cloneEach[T any](s []T, clone func(*T) T) []T {
	if s == nil {
		return nil
	}
	out := make([]T, len(s))
	for i := range s {
		out[i] = clone(&s[i])
	}
	return out
}

// Equal reports whether a and b are the same document, field by field and without encoding
// either: the editor asks it after every keystroke whether the keystroke changed anything.
// Two documents it calls equal save to the same bytes. Where the saving makes no difference,
// it makes none either: a nil map or list and an empty one are saved alike ({} or [], or left
// out), so they are equal; so are 0 and -0, which are both left out. A portrait Clone shares is compared by its pointer, without reading the
// picture. It may call documents different that save alike in ways no edit makes: a text with
// bytes that are not UTF-8 beside one with U+FFFD, or an unknown member's raw JSON spaced
// differently; that costs at most an undo step that changes nothing.
//
// Every member has its line here: a test changes each member of the document in turn, by
// reflection, and fails on one Equal does not notice.
func Equal(a, b *Character) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	return sameHead(a, b) && sameValues(a, b) && sameKit(a, b) && samePlay(a, b)
}

// sameHead is whether a and b have the same format, ruleset and who they are.
func sameHead(a, b *Character) bool {
	return a.Format == b.Format &&
		a.Version == b.Version &&
		a.Ruleset == b.Ruleset &&
		a.Name == b.Name &&
		a.Player == b.Player &&
		a.NPC == b.NPC &&
		a.Age == b.Age &&
		a.Occupation == b.Occupation &&
		a.Portrait.equal(b.Portrait) &&
		a.Species == b.Species
}

// sameValues is whether a and b have the same attributes and skills.
func sameValues(a, b *Character) bool {
	return maps.Equal(a.Attributes, b.Attributes) &&
		maps.Equal(a.AttributeNames, b.AttributeNames) &&
		maps.Equal(a.Original, b.Original) &&
		slices.Equal(a.AttributeMarks, b.AttributeMarks) &&
		slices.EqualFunc(a.Skills, b.Skills, Skill.equal)
}

// sameKit is whether a and b have the same armor, shield, house rules, weapons and gear.
func sameKit(a, b *Character) bool {
	return maps.EqualFunc(a.Armor, b.Armor, slices.Equal) &&
		a.Shield.equal(b.Shield) &&
		a.HouseRules.equal(b.HouseRules) &&
		slices.EqualFunc(a.Weapons, b.Weapons, Weapon.equal) &&
		slices.EqualFunc(a.Gear, b.Gear, Gear.equal)
}

// samePlay is whether a and b are in the same state, with the same wounds, traits, drives,
// conditions, notes and ruleset's members.
func samePlay(a, b *Character) bool {
	return maps.Equal(a.State, b.State) &&
		slices.EqualFunc(a.Wounds, b.Wounds, Wound.equal) &&
		slices.EqualFunc(a.Traits, b.Traits, Trait.equal) &&
		slices.Equal(a.Drives, b.Drives) &&
		slices.Equal(a.Conditions, b.Conditions) &&
		a.Notes == b.Notes &&
		a.Members.equal(b.Members)
}

func (a Skill) equal(b Skill) bool {
	return a.ID == b.ID && a.Spec == b.Spec && a.Name == b.Name && a.Group == b.Group &&
		a.Value == b.Value && a.Mark == b.Mark && a.Members.equal(b.Members)
}

func (a Weapon) equal(b Weapon) bool {
	return a.ID == b.ID && a.Name == b.Name && a.Skill == b.Skill && a.Damage == b.Damage &&
		a.Type == b.Type && a.Notes == b.Notes && a.Members.equal(b.Members)
}

func (a Wound) equal(b Wound) bool {
	return a.Part == b.Part && a.Damage == b.Damage && a.Type == b.Type &&
		a.Treated == b.Treated && a.Stanched == b.Stanched && a.Fatal == b.Fatal &&
		a.Members.equal(b.Members)
}

func (a Trait) equal(b Trait) bool {
	return a.ID == b.ID && a.Name == b.Name && a.Kind == b.Kind && a.Level == b.Level &&
		a.Skill == b.Skill && a.Members.equal(b.Members)
}

func (a Gear) equal(b Gear) bool {
	return a.ID == b.ID && a.Name == b.Name && a.Count == b.Count && a.Members.equal(b.Members)
}

// Same reports whether a and b name the same pack, as it was: both nil, or of one name, file
// and place.
func (a *HouseRules) Same(b *HouseRules) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Name == b.Name && a.SHA256 == b.SHA256 && a.Path == b.Path
}

func (a *HouseRules) equal(b *HouseRules) bool {
	return a.Same(b) && (a == nil || a.Members.equal(b.Members))
}

func (a *Shield) equal(b *Shield) bool {
	if a == nil || b == nil {
		return a == b
	}
	sameSP := a.SP == b.SP || a.SP != nil && b.SP != nil && *a.SP == *b.SP
	return a.ID == b.ID && sameSP && a.Members.equal(b.Members)
}

// equal compares two portraits, the picture by its bytes only when they are not the same
// bytes: a clone shares them.
func (a *Portrait) equal(b *Portrait) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	sameData := len(a.Data) == len(b.Data) &&
		(len(a.Data) == 0 || &a.Data[0] == &b.Data[0] || bytes.Equal(a.Data, b.Data))
	return a.MIME == b.MIME && sameData && a.Members.equal(b.Members)
}
