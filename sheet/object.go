package sheet

import (
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// object reads and writes one struct of the document as a JSON object, keeping its Members:
// the members sheet has no field for go there, and the order the object was read in is kept,
// so that it is written back in it. The library's own struct handling cannot do that: it
// writes the members it does not know after all the others, sorted, which would move a member
// a ruleset took over from sheet to the end of its object and change a saved file's bytes.
type object struct {
	fields  []objectField // the struct's members, in the struct's order
	byName  map[string]int
	members int // index of the struct's Members field
}

type objectField struct {
	name      string
	index     int
	omitZero  bool // left out when zero
	omitEmpty bool // left out when "", an empty list or map, or nil
}

// newObject reads the json tags of the document struct t, which has a Members field tagged
// `json:"-"`.
func newObject(t reflect.Type) *object {
	o := &object{byName: map[string]int{}, members: -1}
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Type == reflect.TypeFor[Members]() {
			o.members = i
			continue
		}
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if !f.IsExported() || name == "-" || name == "" {
			panic("sheet: " + t.Name() + "." + f.Name + " has no json name") // a broken build, caught by every test
		}
		o.byName[name] = len(o.fields)
		o.fields = append(o.fields, objectField{
			name: name, index: i,
			omitZero:  strings.Contains(opts, "omitzero"),
			omitEmpty: strings.Contains(opts, "omitempty"),
		})
	}
	if o.members < 0 {
		panic("sheet: " + t.Name() + " has no Members")
	}
	return o
}

// decode reads the object the decoder is at into v, a pointer to the struct. Each known
// member is read by the library on the same decoder, so the limits (limiter) and the places
// in error messages work as they do everywhere else.
func (o *object) decode(dec *jsontext.Decoder, v reflect.Value) error {
	s := v.Elem()
	switch dec.PeekKind() {
	case 'n':
		_, err := dec.ReadToken()
		s.SetZero()
		return err
	case '{':
	default:
		// The library's own message for a value of the wrong kind.
		type plain struct{}
		return json.UnmarshalDecode(dec, &plain{})
	}
	if _, err := dec.ReadToken(); err != nil {
		return err
	}
	m := s.Field(o.members).Addr().Interface().(*Members)
	*m = Members{}
	var order []string
	for n := 1; dec.PeekKind() != '}'; n++ {
		if n > MaxMembers {
			return refuse("%s has more than %[2]d members; a document allows at most %[2]d", containerPlace(dec), MaxMembers)
		}
		tok, err := dec.ReadToken()
		if err != nil {
			return err
		}
		name := tok.String()
		if n := utf8.RuneCountInString(name); n > MaxText {
			return refuse("a member name in %s is %d characters long; a document allows at most %d", containerPlace(dec), n, MaxText)
		}
		order = append(order, name)
		if i, ok := o.byName[name]; ok {
			if err := json.UnmarshalDecode(dec, s.Field(o.fields[i].index).Addr().Interface()); err != nil {
				return err
			}
			continue
		}
		raw, err := dec.ReadValue()
		if err != nil {
			return err
		}
		m.set(name, raw.Clone())
	}
	if _, err := dec.ReadToken(); err != nil {
		return err
	}
	m.order = order
	return nil
}

// encode writes v, a pointer to the struct, as an object: its members in the order read,
// then the known ones not read in the struct's order, then the other members in theirs.
func (o *object) encode(enc *jsontext.Encoder, v reflect.Value) error {
	w := &objectWriter{o: o, enc: enc, s: v.Elem()}
	w.m = w.s.Field(o.members).Interface().(Members)
	if err := enc.WriteToken(jsontext.BeginObject); err != nil {
		return err
	}
	if len(w.m.order) > 0 {
		w.known, w.others = make([]bool, len(o.fields)), make([]bool, len(w.m.list))
	}
	// The members in the order the document had them, then the rest: the fields in their
	// order, then the members the program does not know.
	for _, name := range w.m.order {
		if err := w.writeNamed(name); err != nil {
			return err
		}
	}
	for i := range o.fields {
		if err := w.writeKnown(i); err != nil {
			return err
		}
	}
	for j := range w.m.list {
		if err := w.writeOther(j); err != nil {
			return err
		}
	}
	return enc.WriteToken(jsontext.EndObject)
}

// objectWriter writes an object's members, each once: known and others say which of the
// fields and of the other members are written already, where the document gave an order.
type objectWriter struct {
	o             *object
	enc           *jsontext.Encoder
	s             reflect.Value
	m             Members
	known, others []bool
}

// writeNamed writes the member name, a field or another member, if there is one.
func (w *objectWriter) writeNamed(name string) error {
	if i, ok := w.o.byName[name]; ok {
		return w.writeKnown(i)
	}
	for j := range w.m.list {
		if w.m.list[j].name == name {
			return w.writeOther(j)
		}
	}
	return nil
}

// writeKnown writes field i, unless it is written already or is left out when empty.
func (w *objectWriter) writeKnown(i int) error {
	if w.known != nil {
		if w.known[i] {
			return nil
		}
		w.known[i] = true
	}
	f := w.o.fields[i]
	fv := w.s.Field(f.index)
	if f.omitZero && fv.IsZero() || f.omitEmpty && isEmpty(fv) {
		return nil
	}
	if err := w.enc.WriteToken(jsontext.String(f.name)); err != nil {
		return err
	}
	return json.MarshalEncode(w.enc, fv.Addr().Interface())
}

// writeOther writes the other member j, unless it is written already.
func (w *objectWriter) writeOther(j int) error {
	if w.others != nil {
		if w.others[j] {
			return nil
		}
		w.others[j] = true
	}
	if err := w.enc.WriteToken(jsontext.String(w.m.list[j].name)); err != nil {
		return err
	}
	return w.enc.WriteValue(w.m.list[j].value)
}

// isEmpty is what omitempty leaves out: what would be written as "", [] or {}, or null.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String, reflect.Slice, reflect.Map:
		return v.Len() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	}
	return false
}

// The document's structs, each read and written by its object.
var (
	characterObject = newObject(reflect.TypeFor[Character]())
	skillObject     = newObject(reflect.TypeFor[Skill]())
	weaponObject    = newObject(reflect.TypeFor[Weapon]())
	woundObject     = newObject(reflect.TypeFor[Wound]())
	traitObject     = newObject(reflect.TypeFor[Trait]())
	gearObject      = newObject(reflect.TypeFor[Gear]())
	shieldObject    = newObject(reflect.TypeFor[Shield]())
	houseObject     = newObject(reflect.TypeFor[HouseRules]())
	portraitObject  = newObject(reflect.TypeFor[Portrait]())
)

func (c *Character) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	return characterObject.decode(dec, reflect.ValueOf(c))
}
func (c *Character) MarshalJSONTo(enc *jsontext.Encoder) error {
	return characterObject.encode(enc, reflect.ValueOf(c))
}
func (s *Skill) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	return skillObject.decode(dec, reflect.ValueOf(s))
}
func (s *Skill) MarshalJSONTo(enc *jsontext.Encoder) error {
	return skillObject.encode(enc, reflect.ValueOf(s))
}
func (w *Weapon) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	return weaponObject.decode(dec, reflect.ValueOf(w))
}
func (w *Weapon) MarshalJSONTo(enc *jsontext.Encoder) error {
	return weaponObject.encode(enc, reflect.ValueOf(w))
}
func (w *Wound) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	return woundObject.decode(dec, reflect.ValueOf(w))
}
func (w *Wound) MarshalJSONTo(enc *jsontext.Encoder) error {
	return woundObject.encode(enc, reflect.ValueOf(w))
}
func (t *Trait) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	return traitObject.decode(dec, reflect.ValueOf(t))
}
func (t *Trait) MarshalJSONTo(enc *jsontext.Encoder) error {
	return traitObject.encode(enc, reflect.ValueOf(t))
}
func (g *Gear) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	return gearObject.decode(dec, reflect.ValueOf(g))
}
func (g *Gear) MarshalJSONTo(enc *jsontext.Encoder) error {
	return gearObject.encode(enc, reflect.ValueOf(g))
}
func (h *HouseRules) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	return houseObject.decode(dec, reflect.ValueOf(h))
}
func (h *HouseRules) MarshalJSONTo(enc *jsontext.Encoder) error {
	return houseObject.encode(enc, reflect.ValueOf(h))
}
func (s *Shield) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	return shieldObject.decode(dec, reflect.ValueOf(s))
}
func (s *Shield) MarshalJSONTo(enc *jsontext.Encoder) error {
	return shieldObject.encode(enc, reflect.ValueOf(s))
}
func (p *Portrait) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	return portraitObject.decode(dec, reflect.ValueOf(p))
}
func (p *Portrait) MarshalJSONTo(enc *jsontext.Encoder) error {
	return portraitObject.encode(enc, reflect.ValueOf(p))
}
