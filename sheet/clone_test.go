package sheet

import (
	"bytes"
	"cmp"
	"fmt"
	"math"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

var (
	rawType   = reflect.TypeFor[jsontext.Value]()
	bytesType = reflect.TypeFor[[]byte]()
	// membersType is filled, changed and compared through its own methods: its fields are
	// unexported.
	membersType = reflect.TypeFor[Members]()
)

// portraitData is the one member a clone shares with its original, by design (see Portrait).
const portraitData = "Character.Portrait.Data"

// filled is a document with every member set by reflection: every text, number and flag
// different from the others and not zero, every pointer set, every list and map with items
// (items(rule) of them, by the place of countLimits: "skills", "armor{}"), unknown members in
// every struct, and a portrait of portrait bytes. A member added to Character is filled too,
// so the tests below cover it without a line of their own; a member of a kind the filler does
// not know fails them.
func filled(t testing.TB, items func(rule string) int, portrait int) *Character {
	t.Helper()
	var c Character
	next := 0
	var fill func(v reflect.Value, rule string)
	fill = func(v reflect.Value, rule string) {
		next++
		switch v.Type() {
		case rawType:
			v.SetBytes(fmt.Appendf(nil, `{"n":[%d,"x"]}`, next))
			return
		case bytesType:
			v.SetBytes(bytes.Repeat([]byte{byte(next)}, portrait))
			return
		case membersType:
			var m Members
			for i := range items(rule) {
				next++
				m.SetRaw(fmt.Sprintf("k%d", i), fmt.Appendf(nil, `{"n":[%d,"x"]}`, next))
			}
			v.Set(reflect.ValueOf(m))
			return
		}
		switch v.Kind() {
		case reflect.String:
			v.SetString(fmt.Sprintf("t%d", next))
		case reflect.Int:
			v.SetInt(int64(next))
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Float64:
			v.SetFloat(float64(next) + 0.25)
		case reflect.Pointer:
			p := reflect.New(v.Type().Elem())
			fill(p.Elem(), rule)
			v.Set(p)
		case reflect.Struct:
			for i, f := range slices.Collect(v.Type().Fields()) {
				name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
				fill(v.Field(i), place{rule, rule}.member(cmp.Or(name, "extra")).rule)
			}
		case reflect.Slice:
			n := items(rule)
			s := reflect.MakeSlice(v.Type(), n, n)
			for i := range n {
				fill(s.Index(i), rule+"[]")
			}
			v.Set(s)
		case reflect.Map:
			n := items(rule)
			m := reflect.MakeMapWithSize(v.Type(), n)
			for i := range n {
				val := reflect.New(v.Type().Elem()).Elem()
				fill(val, rule+"{}")
				m.SetMapIndex(reflect.ValueOf(fmt.Sprintf("k%d", i)).Convert(v.Type().Key()), val)
			}
			v.Set(m)
		default:
			t.Fatalf("%s: a member of kind %s; teach the filler of clone_test.go, Clone and Equal it", rule, v.Kind())
		}
	}
	fill(reflect.ValueOf(&c).Elem(), "")
	return &c
}

// small fills every list and map with two items.
func small(string) int { return 2 }

// atTheLimits fills every list and map to its limit.
func atTheLimits(rule string) int {
	if n, ok := countLimits[rule]; ok {
		return n
	}
	return 3 // unknown members
}

func marshal(t testing.TB, c *Character) []byte {
	t.Helper()
	data, err := Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// A clone saves to the bytes its original saves to: every example, an empty document, and one
// with every member set and every list at its limit.
func TestCloneSavesAsTheOriginal(t *testing.T) {
	t.Parallel()
	docs := map[string]*Character{
		"empty":          {},
		"new":            New("spelsystemet"),
		"at every limit": filled(t, atTheLimits, MaxPortraitData),
	}
	examples, err := filepath.Glob("../assets/examples/*.json")
	if err != nil || len(examples) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, path := range examples {
		c, err := Load(path)
		if err != nil {
			t.Fatal(err)
		}
		docs[filepath.Base(path)] = c
	}
	for name, c := range docs {
		clone := c.Clone()
		if want, got := marshal(t, c), marshal(t, clone); !bytes.Equal(want, got) {
			t.Errorf("%s: the clone saves differently:\n%s\nwant\n%s", name, got, want)
		}
		if !Equal(c, clone) {
			t.Errorf("%s: not Equal to its clone", name)
		}
	}
	full := docs["at every limit"]
	if clone := full.Clone(); !reflect.DeepEqual(full, clone) {
		t.Error("the clone of a document with every member set differs from it")
	}
}

// The bug this guards against: a member added to the document without its line in Clone. A
// member that is a map, list or pointer would be shared between the document and its undo
// step, so an edit would change the step too, and undo would bring back the edit. Every
// member of a clone is changed here, through every map, list and pointer; the original must
// not change. Only the portrait's picture is shared, by design, and nothing changes it.
func TestCloneCopiesEveryMemberEvenANewOne(t *testing.T) {
	t.Parallel()
	c := filled(t, small, 16)
	before := marshal(t, c)
	clone := c.Clone()
	if !reflect.DeepEqual(c, clone) {
		t.Fatal("the clone differs from its original: a member not copied")
	}
	if &clone.Portrait.Data[0] != &c.Portrait.Data[0] {
		t.Error("the clone copied the portrait's picture, which it may share")
	}
	for _, path := range shared(reflect.ValueOf(c), reflect.ValueOf(clone), "Character") {
		if path != portraitData {
			t.Errorf("%s: the clone shares it with the original; Clone must copy it", path)
		}
	}
	changed := 0
	var change func(v reflect.Value, path string)
	change = func(v reflect.Value, path string) {
		if path == portraitData {
			return
		}
		if v.Type() == membersType {
			m := v.Addr().Interface().(*Members)
			for _, x := range m.list {
				for i, b := range x.value { // in place: a shared array would show it
					if b == 'x' {
						x.value[i] = 'y'
					}
				}
				changed++
			}
			return
		}
		if v.Type() == rawType {
			for i := range v.Len() { // in place: a shared array would show it
				if b := v.Index(i); b.Uint() == 'x' {
					b.SetUint('y')
				}
			}
			changed++
			return
		}
		switch v.Kind() {
		case reflect.String:
			v.SetString(v.String() + "!")
		case reflect.Int:
			v.SetInt(v.Int() + 1)
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.Float64:
			v.SetFloat(v.Float() + 1)
		case reflect.Pointer:
			if !v.IsNil() {
				change(v.Elem(), path)
			}
			return
		case reflect.Struct:
			for i, f := range slices.Collect(v.Type().Fields()) {
				change(v.Field(i), path+"."+f.Name)
			}
			return
		case reflect.Slice:
			for i := range v.Len() {
				change(v.Index(i), path+"[]")
			}
			return
		case reflect.Map:
			for _, k := range v.MapKeys() {
				val := reflect.New(v.Type().Elem()).Elem()
				val.Set(v.MapIndex(k))
				change(val, path+"{}")
				v.SetMapIndex(k, val)
			}
			v.SetMapIndex(reflect.ValueOf("added").Convert(v.Type().Key()), reflect.New(v.Type().Elem()).Elem())
			return
		default:
			t.Fatalf("%s: a member of kind %s", path, v.Kind())
		}
		changed++
	}
	change(reflect.ValueOf(clone).Elem(), "Character")
	if changed < 100 {
		t.Fatalf("only %d members changed", changed)
	}
	if bytes.Equal(marshal(t, clone), before) {
		t.Fatal("changing every member of the clone changed nothing")
	}
	if !bytes.Equal(marshal(t, c), before) {
		t.Fatal("changing the clone changed the original: a member Clone shares, not copies")
	}
}

// shared lists the maps, lists and pointers a and b, of one type, share.
func shared(a, b reflect.Value, path string) []string {
	var out []string
	if a.Type() == membersType {
		ma, mb := a.Interface().(Members), b.Interface().(Members)
		if len(ma.list) > 0 && len(mb.list) > 0 && &ma.list[0] == &mb.list[0] {
			out = append(out, path)
		}
		for i := range min(len(ma.list), len(mb.list)) {
			if len(ma.list[i].value) > 0 && len(mb.list[i].value) > 0 && &ma.list[i].value[0] == &mb.list[i].value[0] {
				out = append(out, path+"."+ma.list[i].name)
			}
		}
		return out
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice:
		if !a.IsNil() && a.UnsafePointer() == b.UnsafePointer() {
			out = append(out, path)
		}
	}
	switch a.Kind() {
	case reflect.Pointer:
		if !a.IsNil() && !b.IsNil() {
			out = append(out, shared(a.Elem(), b.Elem(), path)...)
		}
	case reflect.Struct:
		for i, f := range slices.Collect(a.Type().Fields()) {
			out = append(out, shared(a.Field(i), b.Field(i), path+"."+f.Name)...)
		}
	case reflect.Slice:
		for i := range min(a.Len(), b.Len()) {
			out = append(out, shared(a.Index(i), b.Index(i), path+"[]")...)
		}
	case reflect.Map:
		for _, k := range a.MapKeys() {
			if bv := b.MapIndex(k); bv.IsValid() {
				out = append(out, shared(a.MapIndex(k), bv, path+"{}")...)
			}
		}
	}
	return out
}

// site is one place in a document where a test changes it.
type site struct {
	path   string
	change func()
}

// changeSites lists every change of a document that saves differently: each text, number,
// flag and raw JSON; each pointer set to nil; each list and map with an item less and one
// more. The changes are to v, which they share with the list.
func changeSites(v reflect.Value, path string) []site {
	var out []site
	switch v.Type() {
	case rawType:
		return []site{{path, func() { v.SetBytes(slices.Concat([]byte("["), v.Bytes(), []byte("]"))) }}}
	case bytesType:
		// A new slice, never the old one changed: the portrait's bytes are shared.
		return []site{{path, func() { v.SetBytes(append(bytes.Clone(v.Bytes()), 1)) }}}
	case membersType:
		m := v.Addr().Interface().(*Members)
		out = append(out, site{path + " more", func() { m.SetRaw("more", []byte("1")) }})
		for _, name := range m.Names() {
			out = append(out,
				site{path + "." + name, func() {
					raw, _ := m.Raw(name)
					m.SetRaw(name, slices.Concat([]byte("["), raw, []byte("]")))
				}},
				site{path + "." + name + " gone", func() { m.Delete(name) }})
		}
		return out
	}
	switch v.Kind() {
	case reflect.String:
		out = append(out, site{path, func() { v.SetString(v.String() + "!") }})
	case reflect.Int:
		out = append(out, site{path, func() { v.SetInt(v.Int() + 1) }})
	case reflect.Bool:
		out = append(out, site{path, func() { v.SetBool(!v.Bool()) }})
	case reflect.Float64:
		out = append(out, site{path, func() { v.SetFloat(v.Float() + 1) }})
	case reflect.Pointer:
		if !v.IsNil() {
			out = append(out, site{path + " = nil", func() { v.Set(reflect.Zero(v.Type())) }})
			out = append(out, changeSites(v.Elem(), path)...)
		}
	case reflect.Struct:
		for i, f := range slices.Collect(v.Type().Fields()) {
			out = append(out, changeSites(v.Field(i), path+"."+f.Name)...)
		}
	case reflect.Slice:
		if v.Len() > 0 {
			out = append(out, site{path + " shorter", func() { v.SetLen(v.Len() - 1) }})
		}
		out = append(out,
			site{path + " longer", func() { v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem())) }})
		for i := range v.Len() {
			out = append(out, changeSites(v.Index(i), fmt.Sprintf("%s[%d]", path, i))...)
		}
	case reflect.Map:
		keys := v.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return cmp.Compare(a.String(), b.String()) })
		if len(keys) > 0 {
			out = append(out, site{path + " less", func() { v.SetMapIndex(keys[0], reflect.Value{}) }})
		}
		out = append(out,
			site{path + " more", func() {
				v.SetMapIndex(reflect.ValueOf("more").Convert(v.Type().Key()), reflect.New(v.Type().Elem()).Elem())
			}})
		for _, k := range keys {
			val := reflect.New(v.Type().Elem()).Elem()
			val.Set(v.MapIndex(k))
			for _, s := range changeSites(val, fmt.Sprintf("%s[%q]", path, k)) {
				out = append(out, site{s.path, func() { s.change(); v.SetMapIndex(k, val) }})
			}
		}
	}
	return out
}

// collectionSites lists every map and list of a document, to be made nil or empty.
func collectionSites(v reflect.Value, path string, empty bool) []site {
	var out []site
	if v.Type() == membersType {
		return nil // no nil and empty to tell apart: the zero Members is empty
	}
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			out = collectionSites(v.Elem(), path, empty)
		}
	case reflect.Struct:
		for i, f := range slices.Collect(v.Type().Fields()) {
			out = append(out, collectionSites(v.Field(i), path+"."+f.Name, empty)...)
		}
	case reflect.Slice, reflect.Map:
		if v.Type() == rawType {
			break // one JSON value, never empty
		}
		out = append(out, site{path, func() {
			switch {
			case !empty:
				v.Set(reflect.Zero(v.Type()))
			case v.Kind() == reflect.Map:
				v.Set(reflect.MakeMap(v.Type()))
			default:
				v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			}
		}})
		if v.Kind() == reflect.Slice && v.Type() != bytesType {
			for i := range v.Len() {
				out = append(out, collectionSites(v.Index(i), fmt.Sprintf("%s[%d]", path, i), empty)...)
			}
		}
		if v.Kind() == reflect.Map {
			keys := v.MapKeys()
			slices.SortFunc(keys, func(a, b reflect.Value) int { return cmp.Compare(a.String(), b.String()) })
			for _, k := range keys {
				val := reflect.New(v.Type().Elem()).Elem()
				val.Set(v.MapIndex(k))
				for _, s := range collectionSites(val, fmt.Sprintf("%s[%q]", path, k), empty) {
					out = append(out, site{s.path, func() { s.change(); v.SetMapIndex(k, val) }})
				}
			}
		}
	}
	return out
}

// The bug this guards against: a member added to the document without its line in Equal.
// The editor would take a keystroke in it for no change, and the player could not undo it.
// Every change of every member, one at a time, must make Equal false; and Equal must say what
// saving says.
func TestEqualSeesEveryMemberEvenANewOne(t *testing.T) {
	t.Parallel()
	c := filled(t, small, 16)
	saved := marshal(t, c)
	n := len(changeSites(reflect.ValueOf(c.Clone()).Elem(), "Character"))
	if n < 100 {
		t.Fatalf("only %d changes", n)
	}
	for i := range n {
		changed := c.Clone()
		s := changeSites(reflect.ValueOf(changed).Elem(), "Character")[i]
		s.change()
		if Equal(c, changed) || Equal(changed, c) {
			t.Errorf("%s: Equal does not see the change", s.path)
		}
		if bytes.Equal(marshal(t, changed), saved) {
			t.Errorf("%s: the change saves the same; the test changes it wrongly", s.path)
		}
	}
	if after := marshal(t, c); !bytes.Equal(after, saved) {
		t.Fatal("changing the clones changed the original")
	}
}

// A nil map or list and an empty one save alike, so Equal takes them for the same: an entry
// that makes an empty list of a missing one has changed nothing.
func TestEqualTakesNilAndEmptyAlike(t *testing.T) {
	t.Parallel()
	c := filled(t, small, 16)
	n := len(collectionSites(reflect.ValueOf(c.Clone()).Elem(), "Character", false))
	if n < 12 {
		t.Fatalf("only %d maps and lists", n)
	}
	for i := range n {
		none, empty := c.Clone(), c.Clone()
		s := collectionSites(reflect.ValueOf(none).Elem(), "Character", false)[i]
		s.change()
		collectionSites(reflect.ValueOf(empty).Elem(), "Character", true)[i].change()
		if !bytes.Equal(marshal(t, none), marshal(t, empty)) {
			t.Errorf("%s: nil and empty save differently; Equal must tell them apart", s.path)
		} else if !Equal(none, empty) || !Equal(empty, none) {
			t.Errorf("%s: Equal tells nil from empty, which save alike", s.path)
		}
	}
}

// Equal compares numbers as saving writes them: 0 and -0 are both left out.
func TestEqualComparesNumbersAsSaved(t *testing.T) {
	t.Parallel()
	a, b := New("odestarningar"), New("odestarningar")
	boxes := Member[float64]("boxes")
	a.Gear, b.Gear = []Gear{{Name: "rep"}}, []Gear{{Name: "rep"}}
	boxes.Set(&a.Gear[0].Members, 0)
	boxes.Set(&b.Gear[0].Members, math.Copysign(0, -1))
	if Equal(a, b) != bytes.Equal(marshal(t, a), marshal(t, b)) {
		t.Errorf("Equal says %v of 0 and -0, saving says otherwise", Equal(a, b))
	}
	boxes.Set(&b.Gear[0].Members, 0.25)
	if Equal(a, b) {
		t.Error("0 and 0.25 boxes are equal")
	}
}

// A portrait that is shared is not read; one that is not is compared by its bytes.
func TestEqualComparesPortraitsByTheirBytes(t *testing.T) {
	t.Parallel()
	a := New("spelsystemet")
	a.Portrait = &Portrait{MIME: "image/jpeg", Data: []byte("jpeg")}
	b := a.Clone()
	if !Equal(a, b) {
		t.Fatal("a clone with the shared portrait is not equal")
	}
	b.Portrait = &Portrait{MIME: "image/jpeg", Data: []byte("jpeg")}
	if !Equal(a, b) {
		t.Fatal("the same picture in other bytes is not equal")
	}
	b.Portrait.Data = []byte("jpeG")
	if Equal(a, b) {
		t.Fatal("another picture is equal")
	}
}

// The clone and the comparison of an edit of a character with the largest portrait kept: the
// most of a keystroke's bookkeeping, whose budget BenchmarkEditBookkeepingWithPortrait (ui/)
// keeps.
func BenchmarkCloneAndEqualWithPortrait(b *testing.B) {
	c, err := Load("../assets/examples/asa-jarnhand.json")
	if err != nil {
		b.Fatal(err)
	}
	c.Portrait = &Portrait{MIME: "image/jpeg", Data: make([]byte, MaxPortraitData)}
	for b.Loop() {
		clone := c.Clone()
		clone.Name += "x"
		if Equal(c, clone) {
			b.Fatal("equal")
		}
	}
}
