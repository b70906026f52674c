package spelsystemet

import "rollformular/engine"

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
		out[i] = engine.CatalogItem{ID: w.ID, Name: w.Name, Group: w.Kind, Description: desc}
	}
	return out
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
		out = append(out, engine.CatalogItem{ID: a.ID, Name: a.Name, Kind: kind})
	}
	for _, a := range t.helmets {
		kind := engine.ArmorHelmet
		if a.Under {
			kind = engine.ArmorUnder
		}
		out = append(out, engine.CatalogItem{ID: a.ID, Name: a.Name, Kind: kind})
	}
	return out
}

func (t *tables) shieldCatalog() []engine.CatalogItem {
	out := make([]engine.CatalogItem, len(t.shields))
	for i, s := range t.shields {
		out[i] = engine.CatalogItem{ID: s.ID, Name: s.Name, Description: s.Note}
	}
	return out
}
