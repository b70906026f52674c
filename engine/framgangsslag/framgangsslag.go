package framgangsslag

import (
	"fmt"
	"io/fs"

	"rollformular/engine"
)

// ID is the ruleset's id in documents and on the command line.
const ID = "framgangsslag"

// Ruleset is Framgångsslag with its tables loaded.
type Ruleset struct {
	t    *Tabeller
	desc engine.Description
}

// New loads the ruleset's tables from fsys, laid out as assets/ is.
func New(fsys fs.FS) (*Ruleset, error) {
	t, err := LoadTables(fsys)
	if err != nil {
		return nil, err
	}
	r := &Ruleset{t: t}
	var skills []engine.CatalogItem
	for _, name := range t.Skills {
		skills = append(skills, engine.CatalogItem{ID: engine.ID(name), Name: name,
			Description: "Grundfärdighet: +2 på FV och MV för de slag den gäller"})
	}
	r.desc = engine.Description{
		ID:            ID,
		Name:          "Framgångsslag",
		HouseTables:   []string{"handlingar"},
		Source:        "001_96ff700bf45c6bcf.txt",
		Attributes:    t.Attributes,
		Trackers:      t.Trackers,
		ArmorTracker:  "rustning", // "Rustningsvärde: # Skyddar enbart mot Påfrestning som fås vid Våldsamma händelser."
		Skills:        skills,
		Weapons:       []engine.CatalogItem{}, // every weapon is the player's own: the fragment has no weapon table
		WeaponKinds:   []engine.CatalogItem{{ID: "narstrid", Name: "Närstrid"}, {ID: "avstand", Name: "Avstånd"}},
		DamageHint:    "2 (skadetärningar)",
		WeaponColumns: [4]string{"Skadetärningar", "", "Stridsvärde", "Anfall vid SV 0"},
		DamageTypes: []engine.CatalogItem{{ID: Våldsam, Name: "Våldsam händelse"}, {ID: "kold", Name: "Köld"},
			{ID: "sjukdom", Name: "Sjukdom"}, {ID: "fall", Name: "Fall"}, {ID: "drunkning", Name: "Drunkning"}, {ID: "gift", Name: "Gift"}},
		Numbers:     numbers,
		TableRanges: tableRanges,
		Columns:     columns,
		// "[2 ifall man har rätt Grundfärdighet]": a skill held is worth +2.
		SkillDefault: 2,
		// "Väldigt misslyckat(VM), Misslyckat(M), Delvis lyckat(DL), Lyckat(L) eller Väldigt
		// lyckat(VL)"; FV, SV and MV as the sheet uses them.
		Legend: []engine.Abbreviation{{Abbr: "VL", Meaning: "Väldigt lyckat"}, {Abbr: "L", Meaning: "Lyckat"},
			{Abbr: "DL", Meaning: "Delvis lyckat"}, {Abbr: "M", Meaning: "Misslyckat"}, {Abbr: "VM", Meaning: "Väldigt misslyckat"},
			{Abbr: "FV", Meaning: "färdighetsvärde"}, {Abbr: "SV", Meaning: "stridsvärde"}, {Abbr: "MV", Meaning: "motståndsvärde"}},
	}
	english, err := engine.LoadEnglish(fsys, r.desc.ID)
	if err != nil {
		return nil, err
	}
	r.desc.English = english
	r.desc.QuickReference = r.quickReference()
	return r, nil
}

// Description is the sheet as data.
func (r *Ruleset) Description() *engine.Description { return &r.desc }

// Våldsam is the damage type of a violent event, which Raud and armor protect against.
const Våldsam = "vald"

// skyddar says which barriers of the damage flow stand against a kind of harm: "1. Storlek: #
// Skyddar ej mot Köld, sjukdom, Fall eller drunkning. 2. Raud: # Skyddar mot Påfrestning som
// fås vid Våldsamma händelser. 3. Rustningsvärde: # Skyddar ej mot Köld, sjukdom, Gift eller
// drunkning. # Skyddar enbart mot Påfrestning som fås vid Våldsamma händelser."
func skyddar(kind string) (storlek, raud, rustning bool) {
	switch kind {
	case Våldsam:
		return true, true, true
	case "kold", "sjukdom", "fall", "drunkning":
		return false, false, false
	case "gift":
		return true, false, false
	}
	return false, false, false
}

func (r *Ruleset) String() string {
	return fmt.Sprintf("framgangsslag (%d actions)", len(r.t.Handlingar))
}
