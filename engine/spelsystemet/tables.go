package spelsystemet

import (
	"fmt"
	"io/fs"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
)

// tables is every table of the ruleset, read from assets/spelsystemet/ once.
type tables struct {
	attributes     []attributeDef // without dice and maximum, which belong to the species
	trackers       []engine.Tracker
	species        []Species
	defaultSpecies string
	bodies         map[string]Body
	grundskada     Grundskadetabell
	skillGroups    []SkillGroup
	skills         []SkillDef
	weapons        []WeaponDef
	ammunition     []Ammunition
	armor          []ArmorDef
	helmets        []ArmorDef
	shields        []ShieldDef

	// Indexes by id into the lists above, so Derive finds an item without a scan.
	skillIndex, weaponIndex, armorIndex, helmetIndex map[string]int
}

func loadTables(fsys fs.FS) (*tables, error) {
	var (
		attrs struct {
			Attributes []attributeDef `json:"attributes"`
		}
		trackers struct {
			Trackers []engine.Tracker `json:"trackers"`
		}
		species struct {
			Default string    `json:"default"`
			Species []Species `json:"species"`
		}
		bodies struct {
			Bodies map[string]Body `json:"bodies"`
		}
		g      grundskadaData
		skills struct {
			Groups []SkillGroup `json:"groups"`
			Skills []SkillDef   `json:"skills"`
		}
		weapons struct {
			Ammunition []Ammunition `json:"ammunition"`
			Weapons    []WeaponDef  `json:"weapons"`
		}
		armor struct {
			Armor   []ArmorDef  `json:"armor"`
			Helmets []ArmorDef  `json:"helmets"`
			Shields []ShieldDef `json:"shields"`
		}
	)
	for file, into := range map[string]any{
		"attributes.json": &attrs,
		"trackers.json":   &trackers,
		"species.json":    &species,
		"body.json":       &bodies,
		"grundskada.json": &g,
		"skills.json":     &skills,
		"weapons.json":    &weapons,
		"armor.json":      &armor,
	} {
		if err := engine.ReadTable(fsys, "spelsystemet", file, into); err != nil {
			return nil, err
		}
	}
	t := &tables{
		attributes:     attrs.Attributes,
		trackers:       trackers.Trackers,
		species:        species.Species,
		defaultSpecies: species.Default,
		bodies:         bodies.Bodies,
		skillGroups:    skills.Groups,
		skills:         skills.Skills,
		weapons:        weapons.Weapons,
		ammunition:     weapons.Ammunition,
		armor:          armor.Armor,
		helmets:        armor.Helmets,
		shields:        armor.Shields,
	}
	t.skillIndex = engine.Index(t.skills, func(s *SkillDef) string { return s.ID })
	t.weaponIndex = engine.Index(t.weapons, func(w *WeaponDef) string { return w.ID })
	t.armorIndex = engine.Index(t.armor, func(a *ArmorDef) string { return a.ID })
	t.helmetIndex = engine.Index(t.helmets, func(a *ArmorDef) string { return a.ID })
	for i := range t.skills {
		t.skills[i].key = engine.FoldKey(t.skills[i].Name)
	}
	for i := range t.helmets {
		t.helmets[i].helmet = true
	}
	for i := range t.attributes {
		a := &t.attributes[i]
		a.rollID, a.trainingID = "roll."+a.ID, "training."+a.ID
		a.untrained = func(words engine.Words) string { return words.F("%s tränas inte", a.Abbr) }
	}
	for _, body := range t.bodies {
		for i := range body.Parts {
			p := &body.Parts[i]
			p.obrukbar = engine.Said(p.Obrukbar)
			p.ids = partIDs{kp: "kp." + p.ID, sp: "sp." + p.ID, condition: "condition." + p.ID, armor: fieldpath.Armor(p.ID)}
		}
	}
	var err error
	if t.grundskada, err = newGrundskadetabell(g); err != nil {
		return nil, fmt.Errorf("grundskada.json: %w", err)
	}
	return t, t.check()
}

// check refuses tables that contradict themselves, so that a game master's edit that breaks
// one is reported when the program starts, not as a wrong number later.
func (t *tables) check() error {
	if _, ok := t.speciesByID(t.defaultSpecies); !ok {
		return fmt.Errorf("species.json: the default species %q is not listed", t.defaultSpecies)
	}
	for i := range t.species {
		s := &t.species[i]
		s.artmaximum, s.originals = map[string]int{}, map[string]engine.Range{}
		for _, a := range t.attributes {
			s.artmaximum[a.ID], s.originals[a.ID] = s.Artmaximum(a.ID), s.originalRange(a.ID)
		}
		body, ok := t.bodies[s.Body]
		if !ok {
			return fmt.Errorf("species.json: %s: body %q is not in body.json", s.ID, s.Body)
		}
		for _, a := range t.attributes {
			if _, err := s.dice(a.ID); err != nil {
				return fmt.Errorf("species.json: %s: %w", s.ID, err)
			}
		}
		if err := body.check(); err != nil {
			return fmt.Errorf("body.json: %s: %w", s.Body, err)
		}
	}
	for i := range t.weapons {
		w := &t.weapons[i]
		code, err := w.damage()
		if err != nil {
			return fmt.Errorf("weapons.json: %s: %w", w.ID, err)
		}
		if !validType(w.Type) {
			return fmt.Errorf("weapons.json: %s: type %q is not H, K or S", w.ID, w.Type)
		}
		w.code, w.skillKey = code, engine.FoldKey(w.Skill)
		if w.Automatic {
			// The text writes a weapon that fires bursts with a + after its Eh: "K-pist 1T10
			// Kross 2+ 60".
			w.Rate += "+"
		}
		if w.Range != "STY" {
			w.reach = engine.Said(reach(w.Rate, w.rangeOf(0), w.Length))
		}
	}
	return nil
}

func (t *tables) speciesByID(id string) (Species, bool) {
	for _, s := range t.species {
		if s.ID == id {
			return s, true
		}
	}
	return Species{}, false
}
