// Package engine is the contract between the rules and the rest of the program: what a
// ruleset describes about its sheet, what it derives from a character, and the registry that
// finds a ruleset by id. The rules themselves live in one package per ruleset below engine/.
//
// Nothing here imports Fyne or touches files: a ruleset is pure, so every derived value can be
// recomputed after every keystroke and every result can be tested exactly.
package engine

import (
	"math/big"
	"math/rand/v2"

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

// Play is what a ruleset with wounds, healing and experience offers the editor at the table.
// Each action returns a changed copy of the document and a report for the roll log; the
// document passed in is never touched, so the editor keeps it for undo.
type Play interface {
	// TakeDamage applies damage of a type (an id of Description.DamageTypes) to a body part,
	// through the armor worn there, and records the wound.
	TakeDamage(c *sheet.Character, part string, damage int, damageType string) (*sheet.Character, []string, error)
	// Rest heals what a week of rest heals.
	Rest(c *sheet.Character, r *rand.Rand) (*sheet.Character, []string)
	// BindWound gives wound number i first aid with the character's own skill.
	BindWound(c *sheet.Character, i int, r *rand.Rand) (*sheet.Character, []string, error)
	// ExperienceRound rolls for every experience mark and applies the results.
	ExperienceRound(c *sheet.Character, r *rand.Rand) (*sheet.Character, []string)
	// Conflict rolls what the character names against an opponent's value.
	Conflict(c *sheet.Character, what string, mod, opponent, opponentMod int, r *rand.Rand) (RollResult, error)
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
}

// CatalogItem is one entry of a catalog: a skill, a weapon, an armor.
type CatalogItem struct {
	ID             string
	Name           string
	Group          string // the skill group, or the kind of weapon
	Kind           string
	Specialisation string // what <…> in the name stands for, for a skill that takes one
	Description    string
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
// every case once, so they sum to 1.
type Outcome struct {
	Key string
	P   *big.Rat
}
