package screen

import (
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// A Step is one step of the guide through making a character, which the editor shows in a bar
// under its tabs: the part of the sheet it leads to, what to do there, what it offers to do
// it with, and which of the rules' limits it shows as they stand after every edit.
type Step struct {
	Part Part
	// Title and About are the program's keys, which the editor translates; About's are
	// sentences, in the order they are said.
	Title  Key
	About  []Key
	Offers []Offer
	Limits Limits
}

// Offer is what a step offers to do, a button in the guide's bar.
type Offer int

const (
	RollAttributes Offer = iota // roll all the attributes with the rules' dice
	AddSkills                   // the rules' skills to add
	AddTraits                   // the rules' advantages and disadvantages to take
	AddWeapons                  // the rules' weapons to add
	AddOwnWeapon                // a weapon of the player's own, where the rules list none
	TypeArmor                   // go to the field of the armor's value (Description.ArmorTracker)
	AddArmor                    // the rules' armor to put on
	AddGear                     // the rules' gear to carry
	Save                        // save the character
)

// Limits is which of the rules' limits a step shows.
type Limits int

const (
	NoLimits        Limits = iota
	AttributeLimits        // the attributes' dice and ranges (AttributeLimitsOf)
	SkillLimits            // how many skills, a skill's range, the points left
	BudgetLimits           // the points left to spend
	LoadLimits             // what is carried against what may be
	ProblemLimits          // whether the rules find anything amiss
)

// Guide is the steps of making a character of doc's ruleset rs: a step for each part of its
// sheet that is made at creation (attributes, skills, traits, equipment) and saving last.
func Guide(rs engine.Ruleset, doc *sheet.Character) []Step {
	desc := rs.Description()
	shape := ShapeOf(desc)
	var steps []Step
	for _, part := range Parts(rs, doc) {
		switch part {
		case Character:
			steps = append(steps, attributesStep(desc, shape))
		case Skills:
			steps = append(steps, Step{Part: Skills, Title: Key("Skills"), Limits: SkillLimits,
				About: []Key{Key("Skills… opens the rules' skills: type their names, each with its value after it, commas between, and Enter.")}, Offers: []Offer{AddSkills}})
		case Traits:
			steps = append(steps, Step{Part: Traits, Title: Key("Traits"), Limits: BudgetLimits,
				About: []Key{Key("Choose the traits.")}, Offers: []Offer{AddTraits}})
		case Equipment:
			steps = append(steps, equipmentStep(desc, shape))
		}
	}
	return append(steps, Step{Part: Character, Title: Key("Save"), Limits: ProblemLimits, Offers: []Offer{Save},
		About: []Key{Key("Give the character a name and save it. Every step can be changed later in its tab.")}})
}

// attributesStep is the step of the attributes: typed, or rolled with the rules' dice, and the
// species chosen where the rules have them.
func attributesStep(desc *engine.Description, shape Shape) Step {
	step := Step{Part: Character, Title: Key("Attributes"), Limits: AttributeLimits, About: []Key{Key("Type the attributes.")}}
	if desc.RollsAttributes() {
		step.About = []Key{Key("Roll the attributes with the rules' dice, or type them.")}
		step.Offers = []Offer{RollAttributes}
	}
	if len(shape.Species) > 0 {
		step.About = append(step.About, Key("Choose the species."))
	}
	return step
}

// equipmentStep is the step of the equipment: the weapons, the armor as the rules keep it and
// the gear where the sheet counts load.
func equipmentStep(desc *engine.Description, shape Shape) Step {
	step := Step{Part: Equipment, Title: Key("Equipment"), Limits: LoadLimits, About: []Key{Key("Add the weapons the character carries.")}}
	if len(desc.Weapons) > 0 {
		step.Offers = append(step.Offers, AddWeapons)
	} else if len(desc.WeaponKinds) > 0 { // the rules list no weapons: each is the player's own
		step.Offers = append(step.Offers, AddOwnWeapon)
	}
	switch {
	case len(desc.Armor) > 0 && shape.Armor.ByPart:
		step.About = append(step.About, Key("Put on armor and take a shield."))
		step.Offers = append(step.Offers, AddArmor)
	case len(desc.Armor) > 0:
		step.About = append(step.About, Key("Put on armor in the card below the weapons."))
		step.Offers = append(step.Offers, AddArmor)
	case desc.ArmorTracker != "":
		step.About = append(step.About, Key("Type the armor's value in its field."))
		step.Offers = append(step.Offers, TypeArmor)
	}
	if len(desc.Gear) > 0 && shape.LoadBoxes > 0 { // the sheet lists gear where it counts load
		step.About = append(step.About, Key("Take the gear it carries."))
		step.Offers = append(step.Offers, AddGear)
	}
	return step
}

// AttributeLimitsOf are the attributes' ranges, and the dice they are rolled with at creation:
// "STY 3T6 (3–18) · …".
func AttributeLimitsOf(desc *engine.Description) string {
	parts := make([]string, 0, len(desc.Attributes))
	for _, a := range desc.Attributes {
		part := a.Abbr + " "
		if a.Dice != "" {
			part += a.Dice + " "
		}
		parts = append(parts, part+"("+a.Range().String()+")")
	}
	return strings.Join(parts, " · ")
}
