package sheet

import (
	"errors"
	"reflect"
	"strconv"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
)

// Limits of a document. No honest character comes near them; a file past one is refused on
// load with a message that names the member and the limit, so that a wrong or hostile file
// cannot make a command (derive, check, pdf, the editor) take seconds or gigabytes. They are
// checked as the document is read (limiter), so reading stops after at most a limit's worth
// of a list. Save refuses past them too, so the program never writes a file it would not open
// again.
const (
	// MaxText is the length in characters of any text of the document the limits do not
	// name otherwise: name, player, age, occupation, species, an id, a member name of a map,
	// every text of a skill, weapon, wound, trait or gear line.
	MaxText = 2_000
	// MaxNotes is the length in characters of the character's notes: some eight printed
	// pages. The editor's text field lays out a long paragraph in time that grows with its
	// square (100,000 characters took over a minute), so the limit is what it shows at once.
	MaxNotes = 20_000
	// MaxMembers is how many members one object may have, repeated ones included; the
	// limits on maps are lower. It bounds members this version does not know, which are
	// kept unread.
	MaxMembers = 1_000

	MaxAttributes   = 100   // attributes, original values, attribute names, attribute marks, each
	MaxSkills       = 500   // skills
	MaxBodyParts    = 100   // body parts in armor
	MaxArmorLayers  = 100   // armor ids worn on one body part
	MaxWeapons      = 200   // weapons
	MaxStateEntries = 200   // trackers in state
	MaxWounds       = 500   // wounds
	MaxTraits       = 200   // traits
	MaxDrives       = 100   // drives
	MaxConditions   = 100   // conditions
	MaxGear         = 1_000 // lines of gear
)

// countLimits holds the most entries of each list and map of the document, by its place:
// "armor" is the map of body parts, "armor{}" the list worn on one of them ("{}" stands for
// any member of a map, "[]" for any item of a list). A test checks that every list and map
// of Character has one.
var countLimits = map[string]int{
	"attributes":      MaxAttributes,
	"attribute_names": MaxAttributes,
	"original":        MaxAttributes,
	"attribute_marks": MaxAttributes,
	"skills":          MaxSkills,
	"armor":           MaxBodyParts,
	"armor{}":         MaxArmorLayers,
	"weapons":         MaxWeapons,
	"state":           MaxStateEntries,
	"wounds":          MaxWounds,
	"traits":          MaxTraits,
	"drives":          MaxDrives,
	"conditions":      MaxConditions,
	"gear":            MaxGear,
}

// textLimits holds the texts that may be longer than MaxText, by place as in countLimits.
var textLimits = map[string]int{
	"notes": MaxNotes,
}

func textLimit(place string) int {
	if n, ok := textLimits[place]; ok {
		return n
	}
	return MaxText
}

// limiter checks the limits while a document is decoded: a list of millions of empty skills
// fits in 16 MiB and would take gigabytes as Go values, so it must be refused at its 501st
// entry, not after its last. The decoder calls check before each value it reads into the
// document (a member's, an entry's, a map key), and reads it itself unless check did.
type limiter struct {
	// open holds, by depth, how many members or entries the object or list open there may
	// have. check sets it as the decoder is about to open one: every object and list the
	// decoder opens is a value check was called for first.
	open []int
}

// limitError is a limit passed; its text names the place and the limit.
type limitError struct{ said Said }

func (e *limitError) Error() string { return e.said.String() }

func refuse(format string, args ...any) error { return &limitError{say(format, args...)} }

func (l *limiter) check(dec *jsontext.Decoder, v any) error {
	depth := dec.StackDepth()
	kind, n := dec.StackIndex(depth)
	isName := kind == '{' && n%2 == 0
	most := MaxMembers
	if depth < len(l.open) {
		most = l.open[depth]
	}
	// Members and entries are counted as the decoder reads them, repeated ones included, so
	// that a member repeated a million times is refused as one of many.
	if kind == '[' && int(n) >= most {
		return refuse("%s has more than %[2]d entries; a document allows at most %[2]d", containerPlace(dec), most)
	}
	if kind == '{' && !isName && int(n+1)/2 > most {
		return refuse("%s has more than %[2]d members; a document allows at most %[2]d", containerPlace(dec), most)
	}
	if s, ok := v.(*string); ok && dec.PeekKind() == '"' {
		return readText(dec, s, isName)
	}
	holds, ok := holdsOf(dec, v)
	if !ok {
		return errors.ErrUnsupported
	}
	if len(l.open) <= depth+1 {
		l.open = append(l.open, make([]int, depth+2-len(l.open))...)
	}
	l.open[depth+1] = holds
	return errors.ErrUnsupported
}

// holdsOf is how many members or entries the object or list v reads into may hold; false for
// a value that is neither, or a portrait's bytes, which are bounded elsewhere.
func holdsOf(dec *jsontext.Decoder, v any) (int, bool) {
	t := reflect.TypeOf(v).Elem()
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	// An object or a list: what it may hold, for the checks of its members or entries.
	holds := MaxMembers
	switch t.Kind() {
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return 0, false // base64 text: the portrait, which Portrait.Check bounds
		}
		fallthrough
	case reflect.Map:
		if m, ok := countLimits[valuePlace(dec).rule]; ok {
			holds = m
		}
	case reflect.Struct:
	default:
		return 0, false
	}
	return holds, true
}

// readText reads the text the decoder is at into s, refusing one longer than its place
// allows; isName is whether it is a member's name.
func readText(dec *jsontext.Decoder, s *string, isName bool) error {
	tok, err := dec.ReadToken()
	if err != nil {
		return err
	}
	text := tok.String()
	if n := utf8.RuneCountInString(text); n > MaxText {
		if isName {
			return refuse("a member name in %s is %d characters long; a document allows at most %d", containerPlace(dec), n, MaxText)
		}
		// Only now is the place worth finding: most texts are short.
		p := placeOf(dec.StackPointer())
		if most := textLimit(p.rule); n > most {
			return refuse("%s is %d characters long; a document allows at most %d", p, n, most)
		}
	}
	*s = text
	return nil
}

// containerPlace is the place of the object or list the decoder is in.
func containerPlace(dec *jsontext.Decoder) place { return placeOf(containerPointer(dec)) }

// valuePlace is the place of the value the decoder reads next.
func valuePlace(dec *jsontext.Decoder) place {
	ptr := dec.StackPointer() // a member's once its name is read, the previous item's in a list
	if kind, n := dec.StackIndex(dec.StackDepth()); kind == '[' {
		ptr = containerPointer(dec).AppendToken(strconv.FormatInt(n, 10))
	}
	return placeOf(ptr)
}

func containerPointer(dec *jsontext.Decoder) jsontext.Pointer {
	ptr := dec.StackPointer()
	if _, n := dec.StackIndex(dec.StackDepth()); n > 0 {
		ptr = ptr.Parent() // the pointer names the last member or item read
	}
	return ptr
}
