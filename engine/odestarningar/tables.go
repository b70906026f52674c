package odestarningar

import (
	"cmp"
	"fmt"
	"io/fs"

	"rollformular/engine"
)

// tables is every table of the ruleset, read from assets/odestarningar/ once.
type tables struct {
	attributes     []engine.Attribute
	trackers       []engine.Tracker
	difficulties   []engine.Level
	ranges         []Avstånd
	rangeModifiers []engine.Level
	drives         []string
	skills         []SkillDef
	traits         []TraitDef
	weapons        []WeaponDef
	armor          []ArmorDef
	gear           []GearDef

	skillIndex, traitIndex, weaponIndex, armorIndex, gearIndex map[string]int
}

// SkillDef is a skill of the catalog.
type SkillDef struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	About string `json:"about"`
	// Beg marks the skills the armor's begränsning and the load's penalty fall on.
	Beg bool `json:"beg"`
}

// TraitDef is an advantage or disadvantage of the catalog.
type TraitDef struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Kind  string `json:"kind"` // Fördel or Nackdel
	About string `json:"about"`
	// FixedLevel is the one level a trait comes in, or 0 when the player chooses it.
	FixedLevel int `json:"fixed_level"`
	// Skill marks a trait that is for one skill.
	Skill bool `json:"skill"`
}

// The kinds of trait, by the ids a document's own traits name them with: "Fördelar och
// nackdelar".
const (
	Fördel  = "fordel"
	Nackdel = "nackdel"
)

// WeaponDef is a weapon of the catalog.
type WeaponDef struct {
	ID     string  `json:"id"`
	Name   string  `json:"name"`
	Kind   string  `json:"kind"` // narstrid, pistol, gevar or kast
	Boxes  float64 `json:"boxes"`
	Damage *int    `json:"damage"` // nil: the text gives none, the user enters it
	Reload bool    `json:"reload"` // reloaded after every shot, a long action

	detail engine.Text // weaponDetail, made when the tables load
}

// ArmorDef is an armor of the catalog.
type ArmorDef struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Skydd int    `json:"skydd"`
	Beg   int    `json:"beg"`
}

// GearDef is a thing of the catalog that weighs.
type GearDef struct {
	ID       string  `json:"id"`
	Name     string  `json:"name"`
	Boxes    float64 `json:"boxes"`
	Kg       float64 `json:"kg"`
	FirstAid int     `json:"first_aid"` // the bonus it gives to stopping a bleeding
}

// Avstånd is a row of the range table: "direkt 2 3 kort 10 4 medel 50 5 långt 250 6 extremt
// 1000 7".
type Avstånd struct {
	Name   string `json:"name"`
	Meters int    `json:"meters"`
	Value  int    `json:"value"`
}

func loadTables(fsys fs.FS) (*tables, error) {
	var (
		sheetData struct {
			Attributes     []engine.Attribute `json:"attributes"`
			Trackers       []engine.Tracker   `json:"trackers"`
			Difficulties   []engine.Level     `json:"difficulties"`
			Ranges         []Avstånd          `json:"ranges"`
			RangeModifiers []engine.Level     `json:"range_modifiers"`
			Drives         []string           `json:"drives"`
		}
		skills struct {
			Skills []SkillDef `json:"skills"`
		}
		traits struct {
			Traits []TraitDef `json:"traits"`
		}
		equipment struct {
			Weapons []WeaponDef `json:"weapons"`
			Armor   []ArmorDef  `json:"armor"`
			Gear    []GearDef   `json:"gear"`
		}
	)
	for file, into := range map[string]any{"sheet.json": &sheetData, "skills.json": &skills, "traits.json": &traits, "equipment.json": &equipment} {
		if err := engine.ReadTable(fsys, "odestarningar", file, into); err != nil {
			return nil, err
		}
	}
	t := &tables{
		attributes: sheetData.Attributes, trackers: sheetData.Trackers, difficulties: sheetData.Difficulties,
		ranges: sheetData.Ranges, rangeModifiers: sheetData.RangeModifiers, drives: sheetData.Drives,
		skills: skills.Skills, traits: traits.Traits,
		weapons: equipment.Weapons, armor: equipment.Armor, gear: equipment.Gear,
	}
	if len(t.attributes) != 1 || t.attributes[0].ID != Öde {
		return nil, fmt.Errorf("sheet.json: the one attribute must be %q", Öde)
	}
	for i := range t.weapons {
		w := &t.weapons[i]
		w.detail = weaponDetail(cmp.Or(w.Kind, "narstrid"), w.Boxes)
	}
	t.skillIndex = engine.Index(t.skills, func(s *SkillDef) string { return s.ID })
	t.traitIndex = engine.Index(t.traits, func(s *TraitDef) string { return s.ID })
	t.weaponIndex = engine.Index(t.weapons, func(s *WeaponDef) string { return s.ID })
	t.armorIndex = engine.Index(t.armor, func(s *ArmorDef) string { return s.ID })
	t.gearIndex = engine.Index(t.gear, func(s *GearDef) string { return s.ID })
	return t, nil
}

func lookup[T any](items []T, idx map[string]int, id string) (*T, bool) {
	i, ok := idx[id]
	if !ok {
		return nil, false
	}
	return &items[i], true
}

func (t *tables) skill(id string) (*SkillDef, bool)    { return lookup(t.skills, t.skillIndex, id) }
func (t *tables) trait(id string) (*TraitDef, bool)    { return lookup(t.traits, t.traitIndex, id) }
func (t *tables) weapon(id string) (*WeaponDef, bool)  { return lookup(t.weapons, t.weaponIndex, id) }
func (t *tables) armorDef(id string) (*ArmorDef, bool) { return lookup(t.armor, t.armorIndex, id) }
func (t *tables) gearDef(id string) (*GearDef, bool)   { return lookup(t.gear, t.gearIndex, id) }
