package zonstrid

import (
	"fmt"
	"io/fs"

	"rollformular/engine"
)

// ID is the ruleset's id in documents and on the command line.
const ID = "zonstrid"

// SkillDef is a skill of the catalog and the attribute it is rolled with.
type SkillDef struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Attribute string `json:"attribute"`
	About     string `json:"about"`
}

// Ruleset is the zone-combat system with its tables loaded.
type Ruleset struct {
	skills       []SkillDef
	longActions  [][2]string
	shortActions [][2]string
	desc         engine.Description
}

// New loads the ruleset's tables from fsys, laid out as assets/ is.
func New(fsys fs.FS) (*Ruleset, error) {
	var data struct {
		Attributes   []engine.Attribute `json:"attributes"`
		Skills       []SkillDef         `json:"skills"`
		Trackers     []engine.Tracker   `json:"trackers"`
		LongActions  [][2]string        `json:"long_actions"`
		ShortActions [][2]string        `json:"short_actions"`
	}
	if err := engine.ReadTable(fsys, ID, "sheet.json", &data); err != nil {
		return nil, fmt.Errorf("zonstrid: %w", err)
	}
	r := &Ruleset{skills: data.Skills, longActions: data.LongActions, shortActions: data.ShortActions}
	var groups, skills []engine.CatalogItem
	for _, a := range data.Attributes {
		groups = append(groups, engine.CatalogItem{ID: a.ID, Name: a.Label})
	}
	for _, s := range data.Skills {
		skills = append(skills, engine.CatalogItem{ID: s.ID, Name: s.Name, Group: s.Attribute, Description: s.About})
	}
	r.desc = engine.Description{
		ID: ID, Name: "Zonstrid", Source: "003_95b571e9f4085893.txt", HouseTables: []string{"skills"},
		Attributes: data.Attributes, Trackers: data.Trackers,
		SkillGroups: groups, Skills: skills, OwnAttributes: true,
		Weapons:     []engine.CatalogItem{},
		WeaponKinds: []engine.CatalogItem{{ID: "narstrid", Name: "Närstrid"}, {ID: "avstand", Name: "Avstånd"}, {ID: obeväpnad, Name: "Obeväpnad"}},
		DamageHint:  "1 (tillstånd)", EnterWeaponDamage: true, Columns: columns,
		Distance:      "zoner", // "Värdet visar hur många zoner ditt vapen når från där du står"
		WeaponColumns: [4]string{"Skada", "", "Räckvidd i zoner", "Träffchans med hela tärningspotten"},
		References:    r.references(),
		Numbers:       numbers,
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

// references are the text's lists of long and short actions, with the skill each rolls.
func (r *Ruleset) references() []engine.Reference {
	lines := func(rows [][2]string) []string {
		var out []string
		for _, row := range rows {
			out = append(out, row[0]+": "+row[1])
		}
		return out
	}
	return []engine.Reference{
		{ID: "långa handlingar", Name: "Långa handlingar", Summary: "en per runda; oftast ett färdighetsslag", Lines: lines(r.longActions)},
		{ID: "korta handlingar", Name: "Korta handlingar", Summary: "en per runda, eller två i stället för den långa; reaktiva när som helst",
			Lines: lines(r.shortActions)},
	}
}

func (r *Ruleset) skill(id string) (SkillDef, bool) {
	for _, s := range r.skills {
		if s.ID == id {
			return s, true
		}
	}
	return SkillDef{}, false
}
