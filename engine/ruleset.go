// Package engine is the contract between the rules and the screens. The rules live in one
// package per ruleset below engine/; the editor (ui/) and the printed sheet (export/) render
// what a ruleset hands them through this contract and know no ruleset, value or game term by
// name. A sixth ruleset defined in a test (conformance/minimal) is edited and printed with no
// change outside its folder, and every ruleset runs the conformance kit (conformance/).
//
// The contract is five interfaces, each implemented by every ruleset; what only some rulesets
// have is data of them (a section kind, an action of a scope, a rule of the round), never an
// interface of its own:
//
//   - Ruleset: the sheet as data (Description: attributes, body parts, trackers, catalogs,
//     the quick reference), Derive, the exact odds of `prob`, and Roll; and the three below.
//   - Derive returns a View whose Layout is typed sections: the derived values by group,
//     each attribute's roll and training, each body part's KP and SP, the document's skills,
//     weapons, traits and gear row by row, armor, equipment, budget, load, state, life and the
//     character's own dice. A value moved or renamed is a compile error or a changed golden,
//     never a row that silently vanishes.
//   - Forms: the rolls at the table as typed fields (numbers with their ranges, choices,
//     flags), with FormOdds live while they are filled and RollForm.
//   - Actions: what is done at the table (take damage, first aid on a wound, aid by another,
//     rest, deal initiative to every open character) as data with typed inputs and a scope,
//     done by Perform.
//   - Fights: the exchange of one blow, the initiative, and the rules of the round
//     (RoundRules: who can act, what happens as turns and rounds end, places kept on the
//     characters). A ruleset without fights gives nothing to attack with (Fought).
//   - Columns (Description.Columns): the members a ruleset keeps on the rows of the document's
//     lists beyond those sheet knows (a skill's spent dice, a weapon's reach, a wound's laser
//     flag), each with its type, range and where the editor asks for it. The ruleset reads and
//     writes them through typed sheet.Member keys, and flags one of the wrong type
//     (Derived.CheckColumns); the document's format stays as it was.
//   - Text and Words: explanations, odds and labels are Swedish fmt formats worded when shown,
//     in English through each ruleset's table (Description.English) and english.json; the
//     game terms stay as the rules write them. So are the words of a value's text
//     (Value.Worded), of labels and choices made of names (Field.LabelWorded, ChoicesWorded),
//     of a roll (RollResult.SetOutcome, AddDetail), of what an action did (Report) and of an
//     error (Errorf, ErrorIn); and the texts of a ruleset's tables the editor shows (an
//     attribute's about, a tracker's label) are looked up in the same tables.
//
// Nothing here imports Fyne or touches files: a ruleset is pure, so every derived value can be
// recomputed after every keystroke and every result can be tested exactly.
package engine

import (
	"fmt"
	"math/big"
	"math/rand/v2"

	"rollformular/sheet"
)

// Ruleset is one rule system: everything the editor, the paper and the command line ask of it.
type Ruleset interface {
	Forms
	Fights
	Actions
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
	// mod, using r so that a seed replays it. A weapon's roll rolls its damage too.
	Roll(c *sheet.Character, what What, mod int, r *rand.Rand) (RollResult, error)
}

// RollKind is the kind of thing a roll names.
type RollKind int

const (
	// AnyRoll finds the name among the attributes, then the weapons, then the skills: a
	// weapon's name rolls the weapon, its damage included, even where a skill has the same
	// name ("Dolk", "Svärd").
	AnyRoll RollKind = iota
	AttributeRoll
	WeaponRoll
	SkillRoll
)

// What names what a character rolls: a name or id as the sheet shows it, and what kind of
// thing it is, so a skill and a weapon of the same name are told apart.
type What struct {
	Kind RollKind
	Name string
}

// Named is the thing called name, of any kind (AnyRoll).
func Named(name string) What { return What{AnyRoll, name} }

// Is says whether w may name a thing of kind k.
func (w What) Is(k RollKind) bool { return w.Kind == AnyRoll || w.Kind == k }

// RollResult is one roll of a character's, as the roll log and `rollformular roll` show it.
type RollResult struct {
	Seed      uint64   `json:"seed,omitempty"` // set by the caller that seeded the generator
	What      string   `json:"what"`
	Value     int      `json:"value"`
	Mod       int      `json:"mod"`
	Effective int      `json:"effective"` // the value rolled against, where Against says there is one
	Dice      string   `json:"dice"`
	Faces     []int    `json:"faces"`
	Counted   int      `json:"counted"` // the roll as the rules count it
	Outcome   string   `json:"outcome"`
	Odds      any      `json:"odds"` // the exact odds of the roll before it was made
	Details   []string `json:"details,omitempty"`
	Damage    *Damage  `json:"damage,omitempty"`
	// Against says the roll is made against Effective: a value rolled under, a defence to
	// reach. A pool of dice that counts successes, or a roll whose sum is read in a table,
	// is against nothing, and the log says so by saying nothing.
	Against bool `json:"-"`
	// What, Outcome, Odds and Details in the reader's language, where they have words: set by
	// SetWhat, SetOutcome, SetOdds and AddDetail, which keep the Swedish above too. Nil where
	// the string is the same in either (a name, a number) or Odds is numbers.
	WhatWorded    Text   `json:"-"`
	OutcomeWorded Text   `json:"-"`
	OddsWorded    Text   `json:"-"`
	DetailsWorded []Text `json:"-"`
}

// SetOdds sets the odds as words, t in Swedish and t to word it.
func (r *RollResult) SetOdds(t Text) { r.Odds, r.OddsWorded = t.Sv(), t }

// SetOddsNumbers sets the odds as numbers, which `roll` prints as they are (spelsystemet's
// Chans and Konflikt), with t to word them on the screen.
func (r *RollResult) SetOddsNumbers(odds any, t Text) { r.Odds, r.OddsWorded = odds, t }

// OddsIn are the odds in w's language: the words of SetOdds, or Odds as it is where they are
// numbers.
func (r RollResult) OddsIn(w Words) any {
	if _, words := r.Odds.(string); words && r.OddsWorded != nil {
		return r.OddsWorded(w)
	}
	return r.Odds // numbers, where a ruleset gives them as such
}

// OddsText is the odds as words, those of SetOdds or SetOddsNumbers; nil where the roll has
// no odds.
func (r RollResult) OddsText() Text { return r.OddsWorded }

// SetWhat sets what was rolled, t in Swedish and t to word it.
func (r *RollResult) SetWhat(t Text) { r.What, r.WhatWorded = t.Sv(), t }

// SetOutcome sets the outcome, t in Swedish and t to word it.
func (r *RollResult) SetOutcome(t Text) { r.Outcome, r.OutcomeWorded = t.Sv(), t }

// AddDetail adds details, each in Swedish and each to word it.
func (r *RollResult) AddDetail(ts ...Text) {
	for len(r.DetailsWorded) < len(r.Details) {
		r.DetailsWorded = append(r.DetailsWorded, nil) // details appended as strings stay as they are
	}
	for _, t := range ts {
		r.DetailsWorded = append(r.DetailsWorded, t)
		r.Details = append(r.Details, t.Sv())
	}
}

// WhatIn is what was rolled in w's language.
func (r RollResult) WhatIn(w Words) string { return r.WhatWorded.InOr(w, r.What) }

// OutcomeIn is the outcome in w's language.
func (r RollResult) OutcomeIn(w Words) string { return r.OutcomeWorded.InOr(w, r.Outcome) }

// OutcomeText is the outcome as a Text, to word it inside another.
func (r RollResult) OutcomeText() Text {
	if r.OutcomeWorded != nil {
		return r.OutcomeWorded
	}
	return Said(r.Outcome)
}

// DetailsIn are the details in w's language: detail i is DetailsWorded[i] where AddDetail
// added it, Details[i] as it is where a ruleset appended it itself.
func (r RollResult) DetailsIn(w Words) []string { return InOrEach(w, r.Details, r.DetailsWorded) }

// Damage is the damage and hit location rolled after a weapon's roll.
type Damage struct {
	Dice    string `json:"dice"`
	Total   int    `json:"total"`
	Type    string `json:"type"`
	HitRoll int    `json:"hit_roll"`
	Part    string `json:"part"`
}

// ProbOption is one option of a ruleset's roll.
type ProbOption struct {
	Name     string // the flag name without dashes: "value"
	Usage    string
	Required bool
	// Range is what the option takes; Prob refuses a value outside it.
	Range Range
}

// CheckOptions says which of opts lies outside its option's range, in one line that names
// the option and its range: "--mod 200: from −100 to 100". Every Prob checks its options with
// it before counting, so no caller's number can overflow a sum or ask for unbounded work.
func CheckOptions(options []ProbOption, opts map[string]int) error {
	for _, o := range options {
		if v, ok := opts[o.Name]; ok && !o.Range.Has(v) {
			lo, hi := o.Range.Ends()
			return fmt.Errorf("--%s %d: from %s to %s", o.Name, v, lo, hi)
		}
	}
	return nil
}

// Outcome is one outcome of a roll and its exact probability. The outcomes of a roll cover
// every case once, so they sum to 1, except those marked Extra: a chance beside them, such as
// an accident that may come with any level.
type Outcome struct {
	Key   string
	P     *big.Rat
	Extra bool
}
