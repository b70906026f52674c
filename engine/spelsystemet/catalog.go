package spelsystemet

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"rollformular/engine"
)

// The tables as the generic catalogs of engine.Description, for the editor.

func (t *tables) speciesCatalog() []engine.CatalogItem {
	out := make([]engine.CatalogItem, len(t.species))
	for i, s := range t.species {
		out[i] = engine.CatalogItem{ID: s.ID, Name: s.Name}
	}
	return out
}

func (t *tables) skillGroupCatalog() []engine.CatalogItem {
	out := make([]engine.CatalogItem, len(t.skillGroups))
	for i, g := range t.skillGroups {
		out[i] = engine.CatalogItem{ID: g.ID, Name: g.Label}
	}
	return out
}

func (t *tables) skillCatalog() []engine.CatalogItem {
	out := make([]engine.CatalogItem, len(t.skills))
	for i, s := range t.skills {
		out[i] = engine.CatalogItem{ID: s.ID, Name: s.Name, Group: s.Group, Specialisation: s.Specialisation, Description: s.Description}
	}
	return out
}

func (t *tables) weaponCatalog() []engine.CatalogItem {
	out := make([]engine.CatalogItem, len(t.weapons))
	for i, w := range t.weapons {
		desc := w.Damage + " " + w.Type
		for _, n := range w.Notes {
			desc += ". " + n
		}
		out[i] = engine.CatalogItem{ID: w.ID, Name: w.Name, Group: w.Kind, Description: desc, Facts: t.weaponFacts(w)}
	}
	return out
}

// weaponFacts are the columns of the rules' weapon tables: "Skada, Typ, L (längd) or Sv
// (räckvidd), Eh, händer, färdighet och krav".
func (t *tables) weaponFacts(w WeaponDef) []engine.Fact {
	reach := ""
	switch {
	case w.Length != nil:
		reach = "L " + strconv.Itoa(*w.Length)
	case w.Range != "":
		reach = "Sv " + w.Range
	}
	rate := w.Rate
	if w.Automatic {
		rate += "+" // "ett + efter Eh betyder att vapnet kan avfyras automatiskt"
	}
	var requires []string
	for _, id := range slices.Sorted(maps.Keys(w.Requires)) {
		requires = append(requires, fmt.Sprintf("%s %d", t.attributeAbbr(id), w.Requires[id]))
	}
	return []engine.Fact{{Label: "Skada", Text: w.Damage}, {Label: "Typ", Text: w.Type}, {Label: "L/Sv", Text: reach},
		{Label: "Eh", Text: rate}, {Label: "Händer", Text: strconv.Itoa(w.Hands)}, {Label: "Färdighet", Text: w.Skill},
		{Label: "Krav", Text: strings.Join(requires, ", ")}}
}

// attributeAbbr is attribute id's abbreviation, "STY"; the id itself for one the tables lack.
func (t *tables) attributeAbbr(id string) string {
	for _, a := range t.attributes {
		if a.ID == id {
			return a.Abbr
		}
	}
	return id
}

// armorFacts are an armor's SP against each damage type, as the table gives them.
func armorFacts(a ArmorDef) []engine.Fact {
	facts := []engine.Fact{{Label: "H", Text: strconv.Itoa(a.SP.H)}, {Label: "K", Text: strconv.Itoa(a.SP.K)}, {Label: "S", Text: strconv.Itoa(a.SP.S)}}
	if a.Laser != nil {
		facts = append(facts, engine.Fact{Label: "Laser", Text: strconv.Itoa(*a.Laser)})
	}
	return facts
}

func (t *tables) armorCatalog() []engine.CatalogItem {
	var out []engine.CatalogItem
	for _, a := range t.armor {
		kind := "armor"
		switch {
		case a.Under:
			kind = engine.ArmorUnder
		case a.FullSuit:
			kind = engine.ArmorFull
		}
		out = append(out, engine.CatalogItem{ID: a.ID, Name: a.Name, Kind: kind, Facts: armorFacts(a)})
	}
	for _, a := range t.helmets {
		kind := engine.ArmorHelmet
		if a.Under {
			kind = engine.ArmorUnder
		}
		out = append(out, engine.CatalogItem{ID: a.ID, Name: a.Name, Kind: kind, Facts: armorFacts(a)})
	}
	return out
}

func (t *tables) shieldCatalog() []engine.CatalogItem {
	out := make([]engine.CatalogItem, len(t.shields))
	for i, s := range t.shields {
		out[i] = engine.CatalogItem{ID: s.ID, Name: s.Name, Description: s.Note, Facts: []engine.Fact{{Label: "SP", Text: strconv.Itoa(s.SP)}}}
	}
	return out
}
