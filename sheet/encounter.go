package sheet

import (
	"bytes"
	"fmt"
	"path/filepath"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// EncounterFormat is the "format" of an encounter document.
const EncounterFormat = "rollformular-encounter"

// EncounterVersion is the version of the encounter format this program writes.
const EncounterVersion = 1

// Limits of an encounter document, beside those of the characters in it.
const (
	MaxCombatants = 60    // as many as a folder of NPCs the editor opens at once
	MaxLogLines   = 2_000 // a long evening's fight, and more
	// MaxLogLine bounds a line of the log, in characters: an exchange with its reckoning
	// takes some 300, and a line naming sixty combatants of 2,000-character names would take
	// 120,000, which the editor took seconds to draw.
	MaxLogLine = 1_000
	// MaxPhases bounds the phases of a round: one an öde die, and no pool the rules roll
	// holds more than 40 (engine.StakeRange).
	MaxPhases = 40
	// MaxSpent bounds what a combatant has spent of one allowance of its round
	// (Combatant.Spent): no text gives anyone more than a few actions a round.
	MaxSpent = 20
)

// Encounter is a fight as a GM runs it: the ruleset it is fought by, its combatants in the
// order they act, the round, whose turn it is, and what has happened. It is saved like a
// character: atomically, the old file kept as .bak, and members this version does not know
// kept as they were.
type Encounter struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Ruleset string `json:"ruleset"`
	// Round counts the rounds from 1; Turn is the index in Combatants of the one acting.
	Round int `json:"round"`
	Turn  int `json:"turn"`
	// Phase counts the phases of the round from 0, for a ruleset whose rounds have phases
	// (engine.RoundRules.Phases); Attacked says an attack was made in the phase, without which
	// a whole phase passing ends the round.
	Phase      int         `json:"phase,omitempty"`
	Attacked   bool        `json:"attacked,omitempty"`
	Combatants []Combatant `json:"combatants"`
	Log        []string    `json:"log,omitempty"`
	// HouseRules is the house-rules pack the fight is fought by; nil for the rules as shipped.
	// A step of the fight shares it with the step before: it is never changed in place.
	HouseRules *HouseRules `json:"house_rules,omitempty"`

	Unknown jsontext.Value `json:",embed"`
}

// Combatant is one of an encounter's fighters: a player's character kept in its own file, or
// an NPC kept in the encounter itself (one of a group of copies: "Vätte 3").
type Combatant struct {
	Name string `json:"name"`
	// File is the character file, relative to the encounter's folder where it is not
	// absolute; "" for an NPC kept here.
	File string `json:"file,omitempty"`
	// Character is the NPC's document, for one kept here.
	Character jsontext.Value `json:"character,omitempty"`
	// Initiative is the combatant's place, as the ruleset settled it: its keys, the lower
	// first, and as the table says it.
	Initiative     []int  `json:"initiative,omitempty"`
	InitiativeText string `json:"initiative_text,omitempty"`
	// Side is the side the combatant fights on, SidePlayers or SideNPCs; "" for the side its
	// character says (an NPC's or a player's).
	Side string `json:"side,omitempty"`
	// BeforeFight is the copy of the character's file as it was before the fight first wrote
	// it, relative to the encounter's folder: every later save rotates only the .bak, so the
	// character before the fight is never lost; "" until the fight writes the file.
	BeforeFight string `json:"before_fight,omitempty"`
	// Group names the copies of one NPC added together ("Vätte"), which a ruleset may let
	// share one initiative roll; "" for none.
	Group string `json:"group,omitempty"`
	// Spent is what the combatant has spent of its ruleset's allowances (engine.Economy) since
	// each was last given anew, by allowance id, each from 0 to MaxSpent.
	Spent map[string]int `json:"spent,omitempty"`
	// Holding are the defences it has paid for that hold until its next turn (framgangsslag's
	// Gard), by id.
	Holding []string `json:"holding,omitempty"`
	// Faced are the names of the foes it has defended against this round, where the rules split
	// a defender's skill among them (spelsystemet's "En mot flera"); at most MaxCombatants.
	Faced []string `json:"faced,omitempty"`
	// MaySwap is the name of the foe whose place in the order it may take this round, earned
	// by a defence (zonstrid's "Får du fler framgångar än du behöver kan du välja att byta
	// initiativkort med din motståndare"); "" for none.
	MaySwap string `json:"may_swap,omitempty"`

	Unknown jsontext.Value `json:",embed"`
}

// The sides of a fight.
const (
	SidePlayers = "players"
	SideNPCs    = "npcs"
)

// ParseEncounter reads an encounter document. Its characters are read by whoever needs them
// (Combatant.Load), so a broken one is told by its own name while the rest still open.
func ParseEncounter(data []byte) (*Encounter, error) {
	var e Encounter
	if err := json.Unmarshal(data, &e, json.RejectUnknownMembers(false)); err != nil {
		return nil, loadError(data, err)
	}
	switch {
	case e.Format != EncounterFormat:
		return nil, sayLoad("", 0, 0, nil, `not an encounter: "format" must be %q`, EncounterFormat)
	case e.Version > EncounterVersion:
		return nil, sayLoad("", 0, 0, ErrNewerVersion, "made by a newer Rollformulär (encounter version %d; this one reads up to %d)", e.Version, EncounterVersion)
	case e.Version < 1:
		return nil, sayLoad("", 0, 0, nil, `"version" must be a whole number from 1`)
	case e.Ruleset == "":
		return nil, sayLoad("", 0, 0, nil, `"ruleset" is missing: the encounter must name its rule system`)
	case len(e.Combatants) > MaxCombatants:
		return nil, sayLoad("", 0, 0, nil, "%d combatants; an encounter holds at most %d", len(e.Combatants), MaxCombatants)
	case len(e.Log) > MaxLogLines:
		return nil, sayLoad("", 0, 0, nil, "a log of %d lines; an encounter keeps at most %d", len(e.Log), MaxLogLines)
	case e.Round < 1:
		return nil, sayLoad("", 0, 0, nil, `"round" must be a whole number from 1`)
	case len(e.Combatants) > 0 && (e.Turn < 0 || e.Turn >= len(e.Combatants)):
		return nil, sayLoad("", 0, 0, nil, `"turn" %d names no combatant (there are %d)`, e.Turn, len(e.Combatants))
	}
	if err := e.checkEntries(); err != nil {
		return nil, err
	}
	return &e, nil
}

// checkEntries checks the log's lines, the phase and each combatant's side and source.
func (e *Encounter) checkEntries() error {
	for i, line := range e.Log {
		if n := utf8.RuneCountInString(line); n > MaxLogLine {
			return sayLoad("", 0, 0, nil, "log line %d has %d characters; a line holds at most %d", i+1, n, MaxLogLine)
		}
	}
	if e.Phase < 0 || e.Phase > MaxPhases {
		return sayLoad("", 0, 0, nil, `"phase" %d: from 0 to %d`, e.Phase, MaxPhases)
	}
	for i, c := range e.Combatants {
		if c.Side != "" && c.Side != SidePlayers && c.Side != SideNPCs {
			return sayLoad("", 0, 0, nil, `combatant %d (%s): "side" must be %q or %q, not %q`, i+1, c.Name, SidePlayers, SideNPCs, c.Side)
		}
		if (c.File == "") == (len(c.Character) == 0) {
			return sayLoad("", 0, 0, nil, `combatant %d (%s) must have either a "file" or a "character"`, i+1, c.Name)
		}
		if err := c.checkRound(i); err != nil {
			return err
		}
	}
	return nil
}

// checkRound checks what combatant i (c) has spent and holds of its round.
func (c Combatant) checkRound(i int) error {
	for id, n := range c.Spent {
		if n < 0 || n > MaxSpent {
			return sayLoad("", 0, 0, nil, `combatant %d (%s): "spent" %q %d: from 0 to %d`, i+1, c.Name, id, n, MaxSpent)
		}
	}
	if len(c.Spent) > MaxSpent || len(c.Holding) > MaxSpent || len(c.Faced) > MaxCombatants {
		return sayLoad("", 0, 0, nil, `combatant %d (%s): "spent" and "holding" hold at most %d entries, "faced" %d`, i+1, c.Name, MaxSpent, MaxCombatants)
	}
	return nil
}

// LoadEncounter reads the encounter document at path.
func LoadEncounter(path string) (*Encounter, error) {
	e, _, err := ReadEncounter(path)
	return e, err
}

// ReadEncounter reads the encounter document at path, and returns the bytes it read too: what
// tells a later change of the file by another program.
func ReadEncounter(path string) (*Encounter, []byte, error) {
	data, err := ReadDocument(path, Phrase("an encounter"))
	if err != nil {
		return nil, nil, err
	}
	e, err := ParseEncounter(data)
	if err != nil {
		return nil, nil, atPath(path, err)
	}
	return e, data, nil
}

// MarshalEncounter is e as the file holds it: two-space indent, members in a stable order. An
// encounter that would not read back (past MaxFileSize: sixty copies of a character with a
// large portrait) is refused with the reason, so no file is written that cannot be opened.
func MarshalEncounter(e *Encounter) ([]byte, error) {
	data, err := json.Marshal(e, writeOptions, jsontext.WithIndent("  "))
	if err != nil {
		return nil, err
	}
	if len(data) >= MaxFileSize {
		return nil, sayError(nil, "the encounter would take %d MiB, and one of at most %d MiB is read back; take out some of its NPCs, or keep them in files of their own", len(data)>>20, MaxFileSize>>20)
	}
	return append(data, '\n'), nil
}

// SaveEncounter writes e to path as Save writes a character: atomically, the old file kept as
// .bak.
func SaveEncounter(path string, e *Encounter) error {
	_, err := WriteEncounter(path, e)
	return err
}

// WriteEncounter is SaveEncounter, returning the bytes written.
func WriteEncounter(path string, e *Encounter) ([]byte, error) {
	data, err := MarshalEncounter(e)
	if err != nil {
		return nil, sayError(err, "%s: cannot save the encounter: %s", path, err)
	}
	return data, WriteFile(path, data)
}

// Path is where the combatant's file is, for an encounter at encounterPath.
func (c Combatant) Path(encounterPath string) string {
	if c.File == "" || filepath.IsAbs(c.File) {
		return c.File
	}
	return filepath.Join(filepath.Dir(encounterPath), c.File)
}

// Load reads the combatant's character: its file, or the copy kept in the encounter. An error
// names the combatant.
func (c Combatant) Load(encounterPath string) (*Character, error) {
	if c.File != "" {
		return Load(c.Path(encounterPath))
	}
	ch, err := Parse(c.Character)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	return ch, nil
}

// Keep puts ch into the encounter as the combatant's own copy, for an NPC kept here.
// A copy that would not read back (past a limit of limits.go) is refused with the reason,
// so no encounter is saved that cannot be opened again.
func (c *Combatant) Keep(ch *Character) error {
	data, err := Marshal(ch)
	if err != nil {
		return err
	}
	if _, err := Parse(data); err != nil {
		return fmt.Errorf("%s: %w", c.Name, err)
	}
	c.Character = jsontext.Value(bytes.TrimSpace(data))
	return nil
}
