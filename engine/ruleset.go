// Package engine is the contract between the rules and the rest of the program: what a
// ruleset describes about its sheet, what it derives from a character, and the registry that
// finds a ruleset by id. The rules themselves live in one package per ruleset below engine/.
//
// Nothing here imports Fyne or touches files: a ruleset is pure, so every derived value can be
// recomputed after every keystroke and every result can be tested exactly.
package engine

import (
	"maps"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"

	"rollformular/sheet"
)

// Ruleset is one rule system.
type Ruleset interface {
	// Description is the sheet as data: attributes, body parts, trackers. The editor and the
	// PDF are built from it.
	Description() *Description
	// Derive computes every derived value of c with its explanation, and the problems found.
	// It must not change c and must not fail: what is wrong with c becomes a Problem.
	Derive(c *sheet.Character) View
	// ProbOptions lists the options the ruleset's roll takes, for `prob --ruleset`.
	ProbOptions() []ProbOption
	// Prob computes the exact outcome probabilities of the roll the options describe. Only the
	// options given are in opts.
	Prob(opts map[string]int) ([]Outcome, error)
	// Roll rolls what a character names (an attribute, a skill, a weapon) with modification
	// mod, using r so that a seed replays it.
	Roll(c *sheet.Character, what string, mod int, r *rand.Rand) (RollResult, error)
}

// The interfaces below are what a ruleset may offer the editor at the table, each on its
// own: a ruleset offers those its rules have. Each action returns a changed copy of the
// document and a report for the roll log; the document passed in is never touched, so the
// editor keeps it for undo.

// Harm is a ruleset with wounds that heal.
type Harm interface {
	// TakeDamage applies damage of a type (an id of Description.DamageTypes) to a body part
	// ("" for a ruleset without body parts), through the armor worn there, and records the
	// wound.
	TakeDamage(c *sheet.Character, part string, damage int, damageType string) (*sheet.Character, []string, error)
	// Rest heals what a rest heals: a week, or what Description.RestLabel says.
	Rest(c *sheet.Character, r *rand.Rand) (*sheet.Character, []string)
	// BindWound gives wound number i first aid with the character's own skill.
	BindWound(c *sheet.Character, i int, r *rand.Rand) (*sheet.Character, []string, error)
}

// Volleys is a ruleset where who shoots matters to the damage: a horde counts no more
// individuals against a ranged attack than there are shooters.
type Volleys interface {
	TakeShots(c *sheet.Character, damage, shooters int) (*sheet.Character, []string, error)
}

// Experience is a ruleset whose experience comes from rolling for marks.
type Experience interface {
	// ExperienceRound rolls for every experience mark and applies the results.
	ExperienceRound(c *sheet.Character, r *rand.Rand) (*sheet.Character, []string)
}

// Conflicts is a ruleset whose characters roll against an opponent's value.
type Conflicts interface {
	// Conflict rolls what the character names against an opponent's value.
	Conflict(c *sheet.Character, what string, mod, opponent, opponentMod int, r *rand.Rand) (RollResult, error)
}

// Play is all of the above, as Spelsystemet offers it.
type Play interface {
	Harm
	Experience
	Conflicts
}

// Actions is a ruleset with actions of its own at the table: a night's rest that brings back
// spent dice, the end of a session. The editor shows each as a button.
type Actions interface {
	TableActions() []Action
	// Act does the action with id to a copy of c.
	Act(c *sheet.Character, id string, r *rand.Rand) (*sheet.Character, []string, error)
}

// Action is one action at the table.
type Action struct {
	ID    string
	Label string // "Vila"
	About string // what it does, from the rules
}

// Pools is a ruleset whose rolls are pools of dice the player divides: so many of the
// character's own dice, so many of a skill's, against a difficulty or an opponent's pool.
type Pools interface {
	// PoolOdds is the exact chance of the roll p sets up, as a line to show while it is
	// being set up, and the problems with the setup (too many dice, none of the character's
	// own).
	PoolOdds(c *sheet.Character, p PoolRoll) (string, []string)
	// RollPool rolls p, spends what it spends, and returns the changed copy of c.
	RollPool(c *sheet.Character, p PoolRoll, r *rand.Rand) (*sheet.Character, RollResult, error)
	// Difficulties names the ruleset's difficulties, lowest first.
	Difficulties() []Level
	// RollKinds lists the kinds of roll a pool can make, the plain one first.
	RollKinds() []CatalogItem
	// Circumstances lists what may make a roll harder or easier, each with what it adds to
	// the difficulty.
	Circumstances() []Level
}

// Matrix is a ruleset whose rolls build a value up from the character (an attribute, a skill,
// a tool kit) and read the result off a success matrix, with a situation, an opponent's value
// and advantage: the editor's roll panel and action catalogue.
type Matrix interface {
	// MatrixChoices lists what a roll of c may be built from.
	MatrixChoices(c *sheet.Character) MatrixChoices
	// MatrixOdds is the exact odds of the roll m sets up, as a line, and what is wrong with m.
	MatrixOdds(c *sheet.Character, m MatrixRoll) (string, []string)
	// RollMatrix rolls m.
	RollMatrix(c *sheet.Character, m MatrixRoll, r *rand.Rand) (RollResult, error)
}

// MatrixChoices are the parts a matrix roll is built from.
type MatrixChoices struct {
	Bases         []Level     // the values a roll starts from: attributes, and the character's attacks and defences
	Situations    []Level     // the situation table, easiest first; none: no situation
	Circumstances []Level     // what may apply at once, each adding to the roll
	Actions       []Reference // the action catalogue
	Fields        MatrixFields
}

// MatrixFields name the panel's number fields and checks as the ruleset calls them; an empty
// name leaves the field out.
type MatrixFields struct {
	Kit, TakeTime, MV, Fördel, Risky string
}

// Reference is an entry of a catalogue the editor shows for reference: an action with its
// cost and what it does.
type Reference struct {
	ID, Name string
	Summary  string   // cost and keywords: "2 Handlingspoäng · Utmattning 2"
	Lines    []string // what it does
}

// MatrixRoll is one matrix roll set up.
type MatrixRoll struct {
	Base     int // index into MatrixChoices.Bases
	Kit      int // a tool kit's bonus, 0–5
	TakeTime bool
	SV, MV   int
	Fördel   int  // negative for Nackdel
	Risky    bool // a risky roll: an accident on an Utfall divisible by 3
	Action   string
	Mod      int
	// Circumstances are names of MatrixChoices.Circumstances that apply.
	Circumstances []string
}

// PoolRoll is one roll set up from a pool.
type PoolRoll struct {
	Skill      int // the index of the skill in the document, or -1
	Fate       int // the character's own dice
	SkillDice  int // dice of the skill's pool
	Difficulty int // the value to reach; ignored when Opponent is set
	Opponent   int // the opponent's dice in an opposed roll; 0 for none
	Mod        int // added to the roll
	// Kind is one of RollKinds, "" for the plain roll.
	Kind string
	// Combat says the roll is made in a combat round, where the character's own dice are
	// used for the round.
	Combat bool
	// Circumstances are names of Circumstances() that apply.
	Circumstances []string
	// Duck is the dice the target rolls to duck a ranged attack; 0 when it does not.
	Duck int
}

// Level is a named step of a scale, such as a difficulty.
type Level struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// RollResult is one roll of a character's, as the roll log and `rollformular roll` show it.
type RollResult struct {
	Seed      uint64   `json:"seed,omitempty"` // set by the caller that seeded the generator
	What      string   `json:"what"`
	Value     int      `json:"value"`
	Mod       int      `json:"mod"`
	Effective int      `json:"effective"` // the value rolled against
	Dice      string   `json:"dice"`
	Faces     []int    `json:"faces"`
	Counted   int      `json:"counted"` // the roll as the rules count it
	Outcome   string   `json:"outcome"`
	Odds      any      `json:"odds"` // the exact odds of the roll before it was made
	Details   []string `json:"details,omitempty"`
	Damage    *Damage  `json:"damage,omitempty"`
}

// Damage is the damage and hit location rolled after a weapon's roll.
type Damage struct {
	Dice    string `json:"dice"`
	Total   int    `json:"total"`
	Type    string `json:"type"`
	HitRoll int    `json:"hit_roll"`
	Part    string `json:"part"`
}

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
	Armor       []CatalogItem // Kind: "under" (worn beneath another), "armor", "helmet", "full" (a suit with its helmet)
	Shields     []CatalogItem
	// DamageTypes are the kinds of damage a wound may be of, by id: "H", "K", "S".
	DamageTypes []CatalogItem
	// WeaponKinds are what a weapon of the player's own may be: its damage type (H, K, S), or
	// its kind (närstrid, pistol).
	WeaponKinds []CatalogItem
	// WeaponColumns head the printed weapon table's columns for a weapon's Text, Abbr,
	// Detail and Odds: "Skada", "Typ", "L eller Eh, Sv", "Färdighetens chans".
	WeaponColumns [4]string
	// DamageHint shows how a weapon's damage is written: "Grund+1, 2T6".
	DamageHint string
	// EnterWeaponDamage says a weapon's damage is entered per weapon, catalog weapons too.
	EnterWeaponDamage bool
	// Traits are advantages (Kind "fordel") and disadvantages (Kind "nackdel").
	Traits []CatalogItem
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
	// WeaponRange says a weapon's reach is entered per weapon, in the ruleset's measure.
	WeaponRange bool
	// Conditions are the states a character can be in, each with its effects; the document
	// lists those it is in.
	Conditions []CatalogItem
	// OpponentLabel and ConflictAbout word the conflict roller for a ruleset whose opponent
	// is not a value: "Motståndarens tärningar (parera, ducka, jaga, hålla fast)".
	OpponentLabel, ConflictAbout string
	// OccupationLabel names the document's occupation field when the ruleset means something
	// else by it: "Klass".
	OccupationLabel string
	// References are catalogues the editor shows for reference: lists of actions.
	References []Reference
	// WeaponBonus says a weapon adds a number of its own to the wielder's value (a
	// stridsvärde), entered per weapon.
	WeaponBonus bool
	// ConceptSkills says a skill may be marked as part of the character's concept.
	ConceptSkills bool
	// SkillDice says a skill's value is a pool of dice that are spent in play.
	SkillDice bool
	// WholeBodyArmor is the one place armor is worn, for a ruleset without body parts: the
	// key of the document's "armor".
	WholeBodyArmor string
	// RestLabel names what Harm.Rest covers when it is not a week of rest: "Vila 8 timmar".
	RestLabel string
	// DamageAbout says what the damage typed in the editor is, when it is not what the
	// program's own text says.
	DamageAbout string
	// PoolLabel names the character's own dice, for a ruleset whose views are engine.Pooled:
	// "Ödestärningar".
	PoolLabel string
	// LoadBoxes is how many load boxes the printed sheet has, for a ruleset that counts load
	// in boxes.
	LoadBoxes int
}

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

// BodyPart is one body part with its share of the life points.
type BodyPart struct {
	ID       string `json:"id"`
	Label    string `json:"label"`
	KP       [2]int `json:"kp"`       // numerator and denominator of KP as a fraction of LP
	Vitality string `json:"vitality"` // "vital", "mindre vital" or "perifer"
	// Diagram places the part on a printed body outline: x and y from 0 to 1.
	Diagram [2]float64 `json:"diagram"`
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
	// Boxes is how many boxes the printed sheet gives the tracker, when it is a fixed number.
	Boxes int `json:"boxes"`
	// BoxesFrom is the attribute, or else the derived value, whose number is how many boxes the
	// printed sheet gives the tracker to tick; without it the sheet has a field to write the
	// number in.
	BoxesFrom string `json:"boxes_from"`
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

// ProbOption is one option of a ruleset's roll.
type ProbOption struct {
	Name     string // the flag name without dashes: "value"
	Usage    string
	Required bool
}

// Outcome is one outcome of a roll and its exact probability. The outcomes of a roll cover
// every case once, so they sum to 1, except those marked Extra: a chance beside them, such as
// an accident that may come with any level.
type Outcome struct {
	Key   string
	P     *big.Rat
	Extra bool
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

// AttributesOf is the attributes c has: the ruleset's, then, where the ruleset allows them, the
// player's own (ids of c's the ruleset does not have, in id order), each under the name c
// gives it. An own attribute takes values from 0 to 99.
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
		out = append(out, Attribute{ID: id, Abbr: abbreviation(name), Label: name, Min: 0, Max: 99, About: "egen grundegenskap"})
	}
	return out
}

// abbreviation is the first three letters of a name, upper case: "Visdom" → "VIS".
func abbreviation(name string) string {
	r := []rune(strings.ToUpper(name))
	return string(r[:min(3, len(r))])
}
