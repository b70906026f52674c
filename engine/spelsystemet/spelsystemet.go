// Package spelsystemet is the rules of "Spelsystemet" (shared/rules/000_66db17633cb0378a.txt):
// a T20 roll-under system with critical and fumbled rolls, conflict rolls, Grundskada read
// off a table by STO+STY, life points split into Kroppspoäng per body part, armor with SP per
// damage type, and Trötthet and Utmattning that wear everything down.
//
// The tables are data in assets/spelsystemet/, loaded by New. Where the text lost a table, the
// data holds the default that shared/rules/README.md gives.
package spelsystemet

import (
	"fmt"
	"io/fs"

	"rollformular/engine"
)

// ID is the ruleset's id in documents and on the command line.
const ID = "spelsystemet"

// Ruleset is Spelsystemet with its tables loaded.
type Ruleset struct {
	t    *tables
	desc engine.Description
	// maxLP is the most life points the tables give a creature: the printed sheet draws no
	// more boxes for them, whatever a document says.
	maxLP int
}

// New loads the ruleset's tables from fsys, laid out as assets/ is.
func New(fsys fs.FS) (*Ruleset, error) {
	t, err := loadTables(fsys)
	if err != nil {
		return nil, fmt.Errorf("spelsystemet: %w", err)
	}
	species, _ := t.speciesByID(t.defaultSpecies)
	attrs := make([]engine.Attribute, len(t.attributes))
	for i, a := range t.attributes {
		attrs[i] = a.Attribute
		attrs[i].Dice = species.Dice[a.ID]
		attrs[i].Max = species.Artmaximum(a.ID)
	}
	// "(HÄL + STO) / 2 = LP" of the largest creature the tables hold, for the rows of boxes.
	maxLP := 0
	for _, s := range t.species {
		maxLP = max(maxLP, ceilDiv(s.Artmaximum("hal")+s.Artmaximum("sto"), 2))
	}
	r := &Ruleset{
		t:     t,
		maxLP: maxLP,
		desc: engine.Description{
			ID:            ID,
			Name:          "Spelsystemet",
			HouseTables:   []string{"weapons", "ammunition", "armor", "helmets", "shields", "skills", "species"},
			Source:        "000_66db17633cb0378a.txt",
			Attributes:    attrs,
			BodyParts:     t.bodies[species.Body].Generic(),
			Trackers:      t.trackers,
			Species:       t.speciesCatalog(),
			SkillGroups:   t.skillGroupCatalog(),
			Skills:        t.skillCatalog(),
			Weapons:       t.weaponCatalog(),
			Armor:         t.armorCatalog(),
			Shields:       t.shieldCatalog(),
			DamageTypes:   []engine.CatalogItem{{ID: "H", Name: "Hugg"}, {ID: "K", Name: "Kross"}, {ID: "S", Name: "Stick"}, {ID: "laser", Name: "Laser"}},
			DamageHint:    "Grund+1, 2T6",
			Distance:      "m",
			WeaponColumns: [4]string{"Skada", "Typ", "Längd eller räckvidd", "Färdighetens chans"},
			WeaponKinds:   []engine.CatalogItem{{ID: "H", Name: "Hugg"}, {ID: "K", Name: "Kross"}, {ID: "S", Name: "Stick"}},
			// "Eh: ett avståndsvapens Eldhastighet", "L: ett närstridsvapens Längd", "Sv: ett
			// avståndsvapens Skottvidd"; SP per kind of damage, H, K and S.
			Legend: []engine.Abbreviation{{Abbr: "H", Meaning: "Hugg"}, {Abbr: "K", Meaning: "Kross"}, {Abbr: "S", Meaning: "Stick"},
				{Abbr: "L", Meaning: "ett närstridsvapens Längd"}, {Abbr: "Sv", Meaning: "ett avståndsvapens Skottvidd"},
				{Abbr: "Eh", Meaning: "ett avståndsvapens Eldhastighet; ett + efter siffran: automateld"},
				{Abbr: "SP", Meaning: "skyddspoäng: vad pansaret stoppar av varje slags skada"}},
			Numbers:     append([]engine.Number{species.original()}, numbers...),
			TableRanges: tableRanges,
			SkillMarks:  true,
			Columns:     columns,
		},
	}
	english, err := engine.LoadEnglish(fsys, r.desc.ID)
	if err != nil {
		return nil, err
	}
	r.desc.English = english
	r.desc.QuickReference = r.quickReference()
	if len(r.desc.Shields) > 0 {
		// The sheet gives a shield's SP among the values when one is carried; a blank sheet
		// has its field to write in.
		r.desc.BlankValues = []engine.Value{{ID: "shield", Label: "Sköld (SP)"}}
	}
	return r, nil
}

// Description is the sheet as data, for the default species.
func (r *Ruleset) Description() *engine.Description { return &r.desc }

// Species lists the species in the table's order.
func (r *Ruleset) Species() []Species { return r.t.species }
