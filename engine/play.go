package engine

import (
	"math/rand/v2"

	"rollformular/sheet"
)

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
	// Input names the number the action takes, such as the meters of a fall; the ruleset is
	// then an InputActions, and the action is done with ActWith.
	Input string
}

// InputActions is a ruleset with actions that take a number.
type InputActions interface {
	ActWith(c *sheet.Character, id string, n int, r *rand.Rand) (*sheet.Character, []string, error)
}

// Dealing is a ruleset whose table deals something to every character at once, such as
// zonstrid's initiative cards drawn without replacement.
type Dealing interface {
	// DealLabel names the deal: "Dela ut initiativkort".
	DealLabel() string
	// Deal deals to copies of cs, in order, and reports what each got.
	Deal(cs []*sheet.Character, r *rand.Rand) ([]*sheet.Character, []string, error)
}
