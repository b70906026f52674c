package engine

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"rollformular/sheet"
)

// Description is the sheet of a ruleset as data.
type Description struct {
	ID         string      // "spelsystemet"
	Name       string      // shown to people: "Spelsystemet"
	Source     string      // the rules text it implements
	Attributes []Attribute // in sheet order
	BodyParts  []BodyPart  // in sheet order, head first
	Trackers   []Tracker   // values that change in play, kept in the document's "state"

	// Catalogs the editor offers. A ruleset without one of them has no such section.
	Species     []CatalogItem
	SkillGroups []CatalogItem // Skills name these in Group
	Skills      []CatalogItem
	Weapons     []CatalogItem
	Armor       []CatalogItem // Kind: one of the ArmorKinds
	Shields     []CatalogItem
	// DamageTypes are the kinds of damage a wound may be of, by id: "H", "K", "S".
	DamageTypes []CatalogItem
	// Legend is what the rules' abbreviations stand for beyond those of the attributes,
	// trackers and derived values, which say it themselves: "Eh" Eldhastighet, "VL" Väldigt
	// lyckat. The editor lists them all.
	Legend []Abbreviation
	// WeaponKinds are what a weapon of the player's own may be: its damage type (H, K, S), or
	// its kind (närstrid, pistol).
	WeaponKinds []CatalogItem
	// WeaponColumns head the printed weapon table's columns for a weapon's Text, Abbr,
	// Detail and Odds: "Skada", "Typ", "Längd eller räckvidd", "Färdighetens chans".
	WeaponColumns [4]string
	// DamageHint shows how a weapon's damage is written: "Grund+1, 2T6".
	DamageHint string
	// EnterWeaponDamage says a weapon's damage is entered per weapon, catalog weapons too.
	EnterWeaponDamage bool
	// Traits are the rules' traits to take (advantages and disadvantages), each of a kind of
	// TraitKinds.
	Traits []CatalogItem
	// TraitKinds are the kinds of trait, the Kind of Traits and of the document's own traits.
	// A trait of the player's own is of the first unless they choose another.
	TraitKinds []TraitKind
	// TraitsTitle heads the traits on the sheet: "Fördelar och nackdelar".
	TraitsTitle string
	// Gear is the catalog of things carried whose load counts.
	Gear []CatalogItem
	// Drives are examples of what may drive a character; a ruleset with them has drives.
	Drives []string

	// OwnAttributes says the player may name attributes of their own and rename the
	// ruleset's (Description.AttributesOf).
	OwnAttributes bool
	// SkillDefault is the value a skill takes when it is added: 0, or Framgångsslag's +2 for a
	// Grundfärdighet.
	SkillDefault int
	// Conditions are the states a character can be in, each with its effects; the document
	// lists those it is in.
	Conditions []CatalogItem
	// Sections are the cards of the sheet the ruleset keeps of its own, after the
	// conditions: a track of honour. Nil for none.
	Sections []Section
	// OccupationLabel names the document's occupation field when the ruleset means something
	// else by it: "Klass".
	OccupationLabel string
	// References are catalogues the editor shows for reference: lists of actions.
	References []Reference
	// QuickReference is the page of tables a session pack prints for the table; the zero
	// value for none.
	QuickReference QuickReference
	// Columns are the members the ruleset keeps on the rows of the document's lists beyond
	// those sheet knows (a skill's spent dice, a weapon's reach), in the order the editor
	// shows them. Derive flags one of the wrong type (Derived.CheckColumns).
	Columns []Column
	// SkillDice says a skill's value is a pool of dice that are spent in play.
	SkillDice bool
	// WholeBodyArmor is the one place armor is worn, for a ruleset without body parts: the
	// key of the document's "armor".
	WholeBodyArmor string
	// HouseTables are the lists of the ruleset's table files (assets/<ruleset>/) a house-rules
	// pack may change, add to and remove from, by the list's name: "weapons", "skills". The
	// rest (attributes, trackers, body types) the rules' own reckoning is built on.
	HouseTables []string
	// TableRanges are the ranges of the numbers of those tables, by table and member
	// ("weapons.hands", "armor.sp.H"), which a pack is checked against (TableRange).
	TableRanges []Number
	// HouseRules are the entries of those tables the house rules of these rules changed or
	// added; none in the rules as shipped.
	HouseRules []HouseRule
	// ArmorTracker is the tracker that holds the armor's value, for a ruleset whose armor is
	// one number typed in, not pieces from a catalogue (framgångsslag's Rustningsvärde).
	ArmorTracker string
	// Distance is the measure an exchange's distance is counted in ("m", "zoner"), for a ruleset
	// whose fights count it (Exchange.Distance); "" where they do not.
	Distance string
	// DamageAbout says what the damage typed in the editor is, when it is not what the
	// program's own text says.
	DamageAbout string
	// SkillMarks says a skill may be marked: for an experience roll after the adventure, or as
	// used this session.
	SkillMarks bool
	// BlankValues are derived values a blank sheet leaves a field for, which a character's
	// sheet shows only when it has them: the SP of a shield carried.
	BlankValues []Value
	// LoadBoxes is how many load boxes the printed sheet has, for a ruleset that counts load
	// in boxes.
	LoadBoxes int
	// English is the English of the words the ruleset explains itself in, by their Swedish
	// fmt format (see Words); a format without an entry stays Swedish.
	English map[string]string
	// Numbers are the ranges of the document's numbers beyond the attributes and the trackers:
	// skill values, wounds, gear. Derive flags a value outside its range.
	Numbers []Number
}

// The kinds of armor a catalog holds: where a piece may be worn.
const (
	ArmorUnder  = "under"  // worn beneath another piece
	ArmorOuter  = "armor"  // worn on any body part
	ArmorHelmet = "helmet" // worn only on the body part marked Helmet
	ArmorFull   = "full"   // a suit with its helmet: worn anywhere, the Helmet part too
)

// CatalogItem is one entry of a catalog: a skill, a weapon, an armor.
type CatalogItem struct {
	ID             string
	Name           string
	Group          string // the skill group, or the kind of weapon
	Kind           string
	Specialisation string // what <…> in the name stands for, for a skill that takes one
	Description    string
	Level          int  // the one level a trait comes in; 0 when the player chooses
	ForSkill       bool // a trait that is for one skill the player names
	// Facts are what the rules' table gives of the entry beyond its name, a column each:
	// a weapon's damage, type and length, an armor's SP. The editor's catalogue shows them
	// as a table to sort and search.
	Facts []Fact
}

// TraitKind is a kind of trait: "fordel", Fördel, marked "+".
type TraitKind struct {
	ID   string // as the document names it
	Name string // as the rules do, in Swedish, worded by Words
	Sign string // what a trait of the kind is marked with on the sheet: "+", "−"
}

// Abbreviation is what an abbreviation of the rules stands for.
type Abbreviation struct {
	Abbr    string // as the rules write it, in either language
	Meaning string // in Swedish, worded by Words
}

// Fact is one column of a catalogue entry as the rules' table gives it: "Skada" "Grund+1".
type Fact struct {
	Label string // the column, as the rules name it
	Text  string
}

// Plain is the entry's name as a person reads it: "Språk <Tungomål>" is "Språk", the part in
// angle brackets standing for the specialisation the player names beside it, and
// "<Närstridsvapen>", all placeholder, is "Närstridsvapen". Rolls and documents know the entry
// by its Name, which stays as the rules write it.
func (it CatalogItem) Plain() string {
	name := it.Name
	open, end := strings.IndexAny(name, "<‹"), strings.LastIndexAny(name, ">›")
	if open < 0 || end < open {
		return name
	}
	_, size := utf8.DecodeRuneInString(name[end:])
	if rest := strings.TrimSpace(name[:open] + name[end+size:]); rest != "" {
		return strings.Join(strings.Fields(rest), " ")
	}
	return strings.TrimSpace(strings.Trim(name[open:], "<>‹›"))
}

// PartLabel is the label of body part id, "Höger arm"; the id itself for a part the ruleset
// does not have, so a report about it still says which.
func (d *Description) PartLabel(id string) string {
	for _, p := range d.BodyParts {
		if p.ID == id {
			return p.Label
		}
	}
	return id
}

// Item returns the catalog entry with id.
func Item(items []CatalogItem, id string) (CatalogItem, bool) {
	for _, it := range items {
		if it.ID == id {
			return it, true
		}
	}
	return CatalogItem{}, false
}

// Attribute is one attribute as the sheet shows and checks it.
type Attribute struct {
	ID      string `json:"id"`    // "hal"
	Abbr    string `json:"abbr"`  // "HÄL"
	Label   string `json:"label"` // "Hälsa"
	Dice    string `json:"dice"`  // what is rolled for it at creation: "3T6"
	Min     int    `json:"min"`
	Max     int    `json:"max"`
	Default int    `json:"default"` // the value a document that does not set it has
	About   string `json:"about"`
}

// BodyPart is one body part of a ruleset whose damage is taken on the parts of the body.
type BodyPart struct {
	ID    string `json:"id"`
	Label string `json:"label"`
	// About is what the rules say of the part, in Swedish as the quick reference prints it:
	// its share of the life points and how vital it is ("KP = LP × 1/3, vital"). The ruleset
	// reckons with the share itself; the screens only show it.
	About string `json:"about,omitzero"`
	// Diagram places the part on a printed body outline: x and y from 0 to 1.
	Diagram [2]float64 `json:"diagram"`
	// Helmet marks the part helmets are worn on, instead of other armor.
	Helmet bool `json:"helmet,omitzero"`
}

// Tracker is a number that changes in play, such as Trötthet.
type Tracker struct {
	ID    string `json:"id"`
	Abbr  string `json:"abbr"`
	Label string `json:"label"`
	Min   int    `json:"min"`
	Max   int    `json:"max"`
	// Heals marks harm that goes when every wound heals, such as Trötthet.
	Heals bool `json:"heals"`
	// Levels name the values from Min up where the rules name each ("ingen", "lätt", …): the
	// editor offers them to choose from rather than a number to type.
	Levels []string `json:"levels"`
	// Boxes is how many boxes the printed sheet gives the tracker, when it is a fixed number.
	Boxes int `json:"boxes"`
	// BoxesFrom is the attribute, or else the derived value, whose number is how many boxes the
	// printed sheet gives the tracker to tick; without it the sheet has a field to write the
	// number in.
	BoxesFrom string `json:"boxes_from"`
	// Block marks a tracker a GM keeps for an NPC in a fight, which its printed block gives
	// too: its boxes to tick where the sheet draws boxes, else a field for its number.
	Block bool `json:"block"`
	// Horde marks the tracker that counts a horde's individuals: a group of NPCs that acts
	// and is struck as one, so an encounter keeps it as one combatant.
	Horde bool `json:"horde"`
	// NPC marks a tracker NPCs alone have (zonstrid's Tålighet, "SLP och djur"): a blank NPC
	// block gives it a field.
	NPC bool `json:"npc"`
	// Players marks a tracker player characters alone have: intensitet's death saves, as
	// "När ett monster får slut på livspoäng är det besegrat" where a rollfigur falls dying.
	// A sheet or block of an NPC leaves it out.
	Players bool `json:"players,omitzero"`
}

// Of says whether a character has the tracker: an NPC (npc true) lacks one marked Players.
func (t Tracker) Of(npc bool) bool { return !t.Players || !npc }

// Legend is the tracker's levels with their numbers, "0 ingen, 1 lätt", each worded by words;
// "" for a tracker whose values have no names.
func (t Tracker) Legend(words Words) string {
	parts := make([]string, len(t.Levels))
	for i, l := range t.Levels {
		parts[i] = fmt.Sprintf("%d %s", t.Min+i, words.F(l))
	}
	return strings.Join(parts, ", ")
}

// Attribute returns the attribute with id, if the ruleset has it.
func (d *Description) Attribute(id string) (Attribute, bool) {
	for _, a := range d.Attributes {
		if a.ID == id {
			return a, true
		}
	}
	return Attribute{}, false
}

// AttributeOf is c's value of attribute id, or the attribute's default when c does not set
// it; 0 for an id the ruleset does not have.
func (d *Description) AttributeOf(c *sheet.Character, id string) int {
	a, ok := d.Attribute(id)
	if !ok {
		return 0
	}
	return c.AttributeOr(id, a.Default)
}

// OwnAttributeRange is the range of an attribute of the player's own: the texts name none, and
// two digits fit the sheet.
var OwnAttributeRange = Range{Min: 0, Max: 99}

// AttributesOf is the attributes c has: the ruleset's, then, where the ruleset allows them, the
// player's own (ids of c's the ruleset does not have, in id order), each under the name c
// gives it. An own attribute takes values in OwnAttributeRange.
func (d *Description) AttributesOf(c *sheet.Character) []Attribute {
	out := slices.Clone(d.Attributes)
	if !d.OwnAttributes {
		return out
	}
	for i, a := range out {
		if name := strings.TrimSpace(c.AttributeNames[a.ID]); name != "" {
			out[i].Label = name
		}
	}
	for _, id := range slices.Sorted(maps.Keys(c.Attributes)) {
		if _, ok := d.Attribute(id); ok {
			continue
		}
		name := strings.TrimSpace(c.AttributeNames[id])
		if name == "" {
			name = id
		}
		out = append(out, Attribute{ID: id, Abbr: abbreviation(name), Label: name, Min: OwnAttributeRange.Min, Max: OwnAttributeRange.Max, About: "egen grundegenskap"})
	}
	return out
}

// abbreviation is the first three letters of a name, upper case: "Visdom" → "VIS".
func abbreviation(name string) string {
	r := []rune(strings.ToUpper(name))
	return string(r[:min(3, len(r))])
}

// Horde is the tracker that counts a horde's individuals, for a ruleset whose NPCs fight as
// hordes.
func (d *Description) Horde() (Tracker, bool) {
	for _, t := range d.Trackers {
		if t.Horde {
			return t, true
		}
	}
	return Tracker{}, false
}
