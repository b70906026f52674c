package sheet

// Limits of a document. No honest character comes near them; a file past one is refused on
// load with a message that names the member and the limit, so that a wrong or hostile file
// cannot make a command (derive, check, pdf, the editor) take seconds or gigabytes. The
// decoder checks them as it reads, so it stops after at most a limit's worth of a list.
// Save refuses past them too, so the program never writes a file it would not open again.
const (
	// MaxText is the length in characters of any text of the document the limits do not
	// name otherwise: name, player, age, occupation, species, an id, a member name of a map,
	// every text of a skill, weapon, wound, trait or gear line.
	MaxText = 2_000
	// MaxNotes is the length in characters of the character's notes.
	MaxNotes = 100_000
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
