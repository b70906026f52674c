// Package sheet is the character document: what a player saves, and nothing computed from it.
//
// The envelope (format, version, ruleset, name, player, npc, attributes, armor, weapons, state,
// notes) is a contract that other tools read; see DESIGN.md. A file holding only the envelope
// keys is a complete character: every missing value takes its ruleset's default.
//
// sheet knows the envelope and the lists every ruleset may hold, with the members of their
// rows that mean the same in every ruleset. What a ruleset keeps on a row beyond those (a
// wound's laser flag, a skill's spent dice) is the ruleset's: it is kept in the row's Members
// and read and written by the ruleset through a typed Member key, so sheet does not change
// when a ruleset is added. Members this version does not know are kept there too, and every
// object is written back in the order it was read.
package sheet

// Format is the value of the "format" member that marks a Rollformulär document.
const Format = "rollformular"

// Version is the document version this program writes. It reads every version up to it.
const Version = 1

// Character is one character document.
type Character struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Ruleset string `json:"ruleset"`
	Name    string `json:"name"`
	Player  string `json:"player"`
	NPC     bool   `json:"npc"`
	// Age and Occupation are free text: "34 år", "smed".
	Age        string    `json:"age,omitempty"`
	Occupation string    `json:"occupation,omitempty"`
	Portrait   *Portrait `json:"portrait,omitempty"`
	// Species is the ruleset's species id; empty means the ruleset's default.
	Species    string         `json:"species,omitempty"`
	Attributes map[string]int `json:"attributes"`
	// AttributeNames are names the player gives: to an attribute of their own (an id the
	// ruleset does not have), or in place of the ruleset's name, where it allows that.
	AttributeNames map[string]string `json:"attribute_names,omitempty"`
	// Original holds the attribute values first rolled, which cap training.
	Original map[string]int `json:"original,omitempty"`
	// AttributeMarks are the attributes with an experience mark, by id.
	AttributeMarks []string `json:"attribute_marks,omitempty"`
	Skills         []Skill  `json:"skills,omitempty"`
	// Armor maps a body part id to the armor ids worn there, innermost first.
	Armor   map[string][]string `json:"armor"`
	Shield  *Shield             `json:"shield,omitempty"`
	Weapons []Weapon            `json:"weapons"`
	State   State               `json:"state"`
	// Wounds are the injuries taken, each kept apart for healing.
	Wounds []Wound `json:"wounds,omitempty"`
	// Traits are advantages and disadvantages, for rulesets that have them.
	Traits []Trait `json:"traits,omitempty"`
	// Drives are what drives the character, as free text: "heder", "hämnd".
	Drives []string `json:"drives,omitempty"`
	// Conditions are the states the character is in, by the ruleset's ids: "liggande".
	Conditions []string `json:"conditions,omitempty"`
	// Gear is what the character carries beyond weapons and armor worn, for rulesets that
	// count its load.
	Gear  []Gear `json:"gear,omitempty"`
	Notes string `json:"notes"`
	// HouseRules is the house-rules pack the character was made by; nil for the rules as
	// shipped. It opens by the same pack wherever the pack is found.
	HouseRules *HouseRules `json:"house_rules,omitempty"`

	Members Members `json:"-"`
}

// State holds the trackers that change in play, by id ("trotthet", "utmattning", …).
// A missing tracker is at its ruleset's default, usually 0.
type State map[string]int

// Weapon is a weapon the character carries: a catalog id, and what this one does differently.
// A weapon whose id is not in the catalog is the player's own and says its damage and type.
type Weapon struct {
	ID      string  `json:"id"`
	Name    string  `json:"name,omitempty"`   // a name of its own: "Farfars svärd"
	Skill   string  `json:"skill,omitempty"`  // the skill used, when not the catalog's
	Damage  string  `json:"damage,omitempty"` // for a weapon of the player's own: "Grund+1", "2T6"
	Type    string  `json:"type,omitempty"`   // for a weapon of the player's own: H, K or S
	Notes   string  `json:"notes,omitempty"`
	Members Members `json:"-"`
}

// Skill is a skill the character holds.
type Skill struct {
	ID      string  `json:"id,omitempty"`    // catalog id; empty for a skill of the player's own
	Spec    string  `json:"spec,omitempty"`  // what a <…> skill is specialised in: "Flöjt", "Svärd"
	Name    string  `json:"name,omitempty"`  // the name of a skill of the player's own
	Group   string  `json:"group,omitempty"` // the group of a skill of the player's own
	Value   int     `json:"value"`
	Mark    bool    `json:"mark,omitzero"` // an experience mark, to be rolled for after the adventure
	Members Members `json:"-"`
}

// Portrait is a picture of the character, stored in the document, scaled down. Check says
// whether it is one the program shows and prints.
//
// Data is never changed in place once set: Clone shares it between a document and its copies
// (every undo step), so a change would reach them all. A new picture is a new slice.
type Portrait struct {
	MIME    string  `json:"mime"` // "image/png" or "image/jpeg"
	Data    []byte  `json:"data"` // base64 in the file
	Members Members `json:"-"`
}

// Wound is one injury: damage to a body part, or straight to LP when Part is empty.
type Wound struct {
	Part   string `json:"part,omitempty"`
	Damage int    `json:"damage"`
	Type   string `json:"type,omitempty"` // H, K or S of the weapon; empty for other harm
	// Treated marks a wound that has had its Förbinda Sår, or that a fumble closed to it.
	Treated bool `json:"treated,omitzero"`
	// Stanched marks a wound whose bleeding was stopped.
	Stanched bool `json:"stanched,omitzero"`
	// Fatal marks a wound that has killed: its bleeding or its sheer force.
	Fatal   bool    `json:"fatal,omitzero"`
	Members Members `json:"-"`
}

// Trait is an advantage or a disadvantage: a catalog id, or a trait of the player's own.
type Trait struct {
	ID   string `json:"id,omitempty"`
	Name string `json:"name,omitempty"` // the name of a trait of the player's own
	// Kind is "fordel" or "nackdel", for a trait of the player's own.
	Kind  string `json:"kind,omitempty"`
	Level int    `json:"level,omitzero"` // 1, 2 or 3; 0 means 1
	// Skill is the skill id or name a skill bonus or penalty is for.
	Skill   string  `json:"skill,omitempty"`
	Members Members `json:"-"`
}

// Gear is one line of things carried: a catalog id or a name, how many, and what one weighs.
type Gear struct {
	ID      string  `json:"id,omitempty"`
	Name    string  `json:"name,omitempty"`
	Count   int     `json:"count,omitzero"` // 0 means 1
	Members Members `json:"-"`
}

// Shield is the shield the character carries, by catalog id, with its SP when it differs
// from the catalog's.
type Shield struct {
	ID      string  `json:"id"`
	SP      *int    `json:"sp,omitempty"`
	Members Members `json:"-"`
}

// HouseRules names a house-rules pack: its name, the SHA-256 of its file as it was (hex), and
// where it was, relative to the document's folder where it can be, so a document opens by the
// same rules on another machine and says so when the pack is missing or has changed.
type HouseRules struct {
	Name    string  `json:"name"`
	SHA256  string  `json:"sha256"`
	Path    string  `json:"path"`
	Members Members `json:"-"`
}

// New returns an empty character of a ruleset, ready to be filled in.
func New(ruleset string) *Character {
	return &Character{
		Format:     Format,
		Version:    Version,
		Ruleset:    ruleset,
		Attributes: map[string]int{},
		Armor:      map[string][]string{},
		Weapons:    []Weapon{},
		State:      State{},
	}
}

// Attribute returns the value of an attribute and whether the document sets it.
func (c *Character) Attribute(id string) (int, bool) {
	v, ok := c.Attributes[id]
	return v, ok
}

// AttributeOr is the attribute id of c, or def when the document does not set it.
func (c *Character) AttributeOr(id string, def int) int {
	if v, ok := c.Attributes[id]; ok {
		return v
	}
	return def
}
