// Package odestarningar is the rules of the öde-dice system (shared/rules/004_b260f69c548f960d.txt),
// a replacement for the Coriolis rules: a character's Öde is a pool of six-sided dice that are
// both what it acts with and what it has to lose. The highest die of a roll counts, several
// sixes make a high roll, skills are pools of extra dice that are spent and won back, and
// wounds take dice away.
//
// The tables are data in assets/odestarningar/. The text leaves the skill list, the
// advantages and the gear to the Coriolis rulebook: the catalog holds what the text names,
// and the user adds the rest.
package odestarningar

import (
	"fmt"
	"io/fs"
	"slices"
	"strconv"

	"rollformular/engine"
)

// ID is the ruleset's id in documents and on the command line.
const ID = "odestarningar"

// Öde is the id of the one attribute: "Antalet tärningar är lika med personens öde."
const Öde = "ode"

// WholeBody is where armor is worn: the system has no hit locations.
const WholeBody = "kropp"

// Ruleset is the öde-dice system with its tables loaded.
type Ruleset struct {
	t    *tables
	desc engine.Description
}

// New loads the ruleset's tables from fsys, laid out as assets/ is.
func New(fsys fs.FS) (*Ruleset, error) {
	t, err := loadTables(fsys)
	if err != nil {
		return nil, fmt.Errorf("odestarningar: %w", err)
	}
	r := &Ruleset{t: t}
	r.desc = engine.Description{
		ID:          ID,
		Name:        "Ödestärningar",
		HouseTables: []string{"weapons", "armor", "gear", "skills", "traits"},
		Source:      "004_b260f69c548f960d.txt",
		Attributes:  t.attributes,
		Trackers:    t.trackers,
		Skills: catalog(t.skills, func(s *SkillDef) engine.CatalogItem {
			return engine.CatalogItem{ID: s.ID, Name: s.Name, Description: s.About}
		}),
		Weapons: catalog(t.weapons, func(w *WeaponDef) engine.CatalogItem {
			damage, reload := "–", ""
			if w.Damage != nil {
				damage = strconv.Itoa(*w.Damage)
			}
			if w.Reload {
				reload = "✓" // "laddas om efter varje skott"
			}
			return engine.CatalogItem{ID: w.ID, Name: w.Name, Kind: w.Kind, Description: fmt.Sprintf("%s br", Rutor(w.Boxes)),
				Facts: []engine.Fact{{Label: "Skada", Text: damage}, {Label: "Vikt", Text: Rutor(w.Boxes) + " br"}, {Label: "Omladdning", Text: reload}}}
		}),
		Armor: catalog(t.armor, func(a *ArmorDef) engine.CatalogItem {
			return engine.CatalogItem{ID: a.ID, Name: a.Name, Kind: "armor", Description: fmt.Sprintf("skydd %d, beg %d", a.Skydd, a.Beg),
				Facts: []engine.Fact{{Label: "Skydd", Text: strconv.Itoa(a.Skydd)}, {Label: "Beg", Text: strconv.Itoa(a.Beg)}}}
		}),
		Traits: catalog(t.traits, func(tr *TraitDef) engine.CatalogItem {
			return engine.CatalogItem{ID: tr.ID, Name: tr.Name, Kind: tr.Kind, Description: tr.About, Level: tr.FixedLevel, ForSkill: tr.Skill,
				Facts: []engine.Fact{{Label: "Kostnad i bakgrunden (sp)", Text: kostnader(tr, true)}, {Label: "Kostnad annars (sp)", Text: kostnader(tr, false)}}}
		}),
		Gear: catalog(t.gear, func(g *GearDef) engine.CatalogItem {
			return engine.CatalogItem{ID: g.ID, Name: g.Name, Description: fmt.Sprintf("%s br", Rutor(g.weight())),
				Facts: []engine.Fact{{Label: "Vikt", Text: Rutor(g.weight()) + " br"}}}
		}),
		TraitKinds:  []engine.TraitKind{{ID: Fördel, Name: "Fördel", Sign: "+"}, {ID: Nackdel, Name: "Nackdel", Sign: "−"}},
		TraitsTitle: "Fördelar och nackdelar",
		Drives:      t.drives,
		// "stridsrunda (sr)", "Belastningsrutor (br eller bara rutor)", "fv", "sp", "erf", "beg".
		Legend: []engine.Abbreviation{{Abbr: "sr", Meaning: "stridsrunda"}, {Abbr: "br", Meaning: "belastningsrutor"},
			{Abbr: "fv", Meaning: "färdighetsvärde"}, {Abbr: "sp", Meaning: "skapelsepoäng"}, {Abbr: "erf", Meaning: "erfarenhetspoäng"},
			{Abbr: "beg", Meaning: "begränsning: rustningens avdrag"}, {Abbr: "SL", Meaning: "spelledaren"}},
		Distance:    "m", // the range bands are in metres: "extremt 1000 7"
		DamageTypes: []engine.CatalogItem{{ID: Egg, Name: "Eggvapen"}, {ID: Skjut, Name: "Skjutvapen"}, {ID: Trubbigt, Name: "Trubbigt våld"}, {ID: Annat, Name: "Annat"}},
		WeaponKinds: []engine.CatalogItem{{ID: "narstrid", Name: "Närstrid"}, {ID: "pistol", Name: "Pistol"},
			{ID: "gevar", Name: "Gevär"}, {ID: "kast", Name: "Kastvapen"}},
		EnterWeaponDamage: true,
		DamageHint:        "3, coriolis 4",
		WeaponColumns:     [4]string{"Skada", "", "Slag, vikt", "Träff med framgångsgrad 0"},
		SkillMarks:        true,
		Columns:           columns,
		SkillDice:         true,
		WholeBodyArmor:    WholeBody,
		LoadBoxes:         FormuläretsRutor,
		Numbers:           numbers,
		TableRanges:       tableRanges,
	}
	english, err := engine.LoadEnglish(fsys, r.desc.ID)
	if err != nil {
		return nil, err
	}
	r.desc.English = english
	r.desc.QuickReference = r.quickReference()
	return r, nil
}

func catalog[T any](items []T, item func(*T) engine.CatalogItem) []engine.CatalogItem {
	out := make([]engine.CatalogItem, len(items))
	for i := range items {
		out[i] = item(&items[i])
	}
	return out
}

// Description is the sheet as data.
func (r *Ruleset) Description() *engine.Description { return &r.desc }

// Difficulties is the difficulty table, "busenkelt 3 lätt 4 normalt 5 utmanande 6 svårt 7
// absurt 8", then the range table of ranged attacks, "direkt 2 3 kort 10 4 medel 50 5 långt
// 250 6 extremt 1000 7".
func (r *Ruleset) Difficulties() []engine.Level {
	out := slices.Clone(r.t.difficulties)
	for i, l := range out {
		out[i].Worded = engine.Say(l.Name) // "normalt" is "normal" in English, as the odds say
	}
	for _, a := range r.t.ranges {
		out = append(out, engine.Level{Name: fmt.Sprintf("avstånd %s, högst %d m", a.Name, a.Meters), Value: a.Value,
			Worded: engine.Sayf("avstånd %s, högst %d m", engine.Say(a.Name), a.Meters)})
	}
	return out
}

// Circumstances is the list of modifications to a ranged attack's difficulty: "dunkel +1
// totalt mörker +3 målet i löst skydd +1 målet i hårt skydd +2 målet i skyttevärn +3 litet
// mål +1 stort mål -1".
func (r *Ruleset) Circumstances() []engine.Level { return r.t.rangeModifiers }
