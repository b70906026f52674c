package screen

import (
	"slices"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// A BodyPart is one part of a character's body as the equipment tab's armor, the table view's
// armor lines, the printed body and an NPC's block all show it: the part as the rules define
// it, what they derive of it and the armor the document has it wear. Each renderer paired the
// Description's parts with the layout's rows, and the editor sorted the worn layers and
// wore armor by rules of its own.
type BodyPart struct {
	// BodyPart is the part as the rules define it: its label, its place on the printed figure,
	// whether helmets are worn on it.
	engine.BodyPart
	// Path is the document's field of the armor worn there: "armor.huvud".
	Path fieldpath.Path
	// KP is what the part takes and SP what the armor worn there stops, with how each was
	// reached; an empty Label where the rules give none.
	KP, SP engine.Value
	// Armored says SP stops something: an NPC block lists only those parts.
	Armored bool
	// Damage is the damage the part has taken, in points, and Multiples how many times its
	// KP its wounds count to (engine.BodyPartRow).
	Damage, Multiples int
	// Under is the first layer the document has the part wear beneath, Outer the armor or
	// helmet over it: catalogue ids, "" for none. Further under-layers, which one choice
	// cannot say, are kept between them by Armory.Wear.
	Under, Outer string
	// Unders and Outers are the rules' armor the part can wear beneath and over: a helmet
	// part takes helmets and full suits over, any other part armor and full suits.
	Unders, Outers []engine.CatalogItem
	// Problems are what the rules find wrong with the armor worn there, worded.
	Problems []string
}

// Takes says whether the part can wear armor it, beneath or over.
func (p BodyPart) Takes(it engine.CatalogItem) bool {
	has := func(items []engine.CatalogItem) bool {
		return slices.ContainsFunc(items, func(c engine.CatalogItem) bool { return c.ID == it.ID })
	}
	if it.Kind == engine.ArmorUnder {
		return has(p.Unders)
	}
	return has(p.Outers)
}

// Body is the body parts of doc by ruleset rs, in the rules' order, derived as layout (nil
// before the first derivation, which leaves the derived values empty) and with the view's
// problems filed. None for rules without body parts.
func Body(rs engine.Ruleset, doc *sheet.Character, layout *engine.Layout, problems Problems) []BodyPart {
	desc := rs.Description()
	a := ArmoryOf(desc)
	unders, outers, helmets := a.Unders(), a.Outers(), a.Helmets()
	out := make([]BodyPart, len(desc.BodyParts))
	for i, p := range desc.BodyParts {
		var row engine.BodyPartRow
		if layout != nil {
			row = layout.BodyPartRow(p.ID)
		}
		b := BodyPart{BodyPart: p, Path: fieldpath.Armor(p.ID), KP: row.KP, SP: row.SP, Armored: row.Armored,
			Damage: row.Damage, Multiples: row.Multiples, Unders: unders, Outers: outers, Problems: problems.Of(fieldpath.Armor(p.ID))}
		if p.Helmet {
			b.Outers = helmets
		}
		worn := doc.Armor[p.ID]
		if under := a.Under(worn); len(under) > 0 {
			b.Under = under[0]
		}
		for _, id := range worn {
			if !slices.Contains(a.Under(worn), id) {
				b.Outer = id
			}
		}
		out[i] = b
	}
	return out
}

// Armory is the armor and the shields of a ruleset's catalogue, with the edits that wear and
// carry them: what the editor does when a choice of armor or shield is made, kept apart from
// the widgets that offer it.
type Armory struct {
	Armor, Shields []engine.CatalogItem
}

// ArmoryOf is the armory of desc.
func ArmoryOf(desc *engine.Description) Armory {
	return Armory{Armor: desc.Armor, Shields: desc.Shields}
}

// Unders are the armor worn beneath another piece.
func (a Armory) Unders() []engine.CatalogItem {
	return a.of(func(kind string) bool { return kind == engine.ArmorUnder })
}

// Outers are the armor worn over on a part that takes no helmet, or on the whole body: armor
// and full suits, in the catalogue's order.
func (a Armory) Outers() []engine.CatalogItem {
	return a.of(func(kind string) bool { return kind != engine.ArmorUnder && kind != engine.ArmorHelmet })
}

// Helmets are what the part helmets are worn on wears over: the helmets, then the full suits,
// which cover the head too.
func (a Armory) Helmets() []engine.CatalogItem {
	return slices.Concat(a.of(func(kind string) bool { return kind == engine.ArmorHelmet }),
		a.of(func(kind string) bool { return kind == engine.ArmorFull }))
}

func (a Armory) of(kind func(string) bool) []engine.CatalogItem {
	var out []engine.CatalogItem
	for _, it := range a.Armor {
		if kind(it.Kind) {
			out = append(out, it)
		}
	}
	return out
}

// Under are the layers of ids that are worn beneath, in their order.
func (a Armory) Under(ids []string) []string {
	var out []string
	for _, id := range ids {
		if it, ok := engine.Item(a.Armor, id); ok && it.Kind == engine.ArmorUnder {
			out = append(out, id)
		}
	}
	return out
}

// Wear is the edit that has part of doc wear under beneath and outer over it (ids, "" for
// none), the further under-layers it wore kept between them. It reports whether it changed
// anything.
func (a Armory) Wear(doc *sheet.Character, part, under, outer string) bool {
	current := doc.Armor[part]
	var layers []string
	if under != "" {
		layers = append(layers, under)
	}
	if u := a.Under(current); len(u) > 1 {
		layers = append(layers, u[1:]...)
	}
	if outer != "" {
		layers = append(layers, outer)
	}
	if slices.Equal(current, layers) {
		return false
	}
	a.set(doc, part, layers)
	return true
}

// PutOn is the edit that puts armor it on each of parts that takes it (BodyPart.Takes). A part
// keeps its under-layers beneath an armor or helmet; an under-layer goes beneath what the part
// wears. A part that does not take it (a body armor on the head, which takes helmets) keeps
// what it has. It reports whether any part took it.
func (a Armory) PutOn(doc *sheet.Character, it engine.CatalogItem, parts []BodyPart) bool {
	took := false
	for _, p := range parts {
		if !p.Takes(it) {
			continue
		}
		worn := doc.Armor[p.ID]
		under := a.Under(worn)
		var layers []string
		if it.Kind == engine.ArmorUnder {
			outer := slices.DeleteFunc(slices.Clone(worn), func(id string) bool { return slices.Contains(under, id) })
			layers = slices.Concat([]string{it.ID}, under[min(1, len(under)):], outer)
		} else {
			layers = append(under, it.ID)
		}
		a.set(doc, p.ID, layers)
		took = true
	}
	return took
}

func (a Armory) set(doc *sheet.Character, part string, layers []string) {
	if doc.Armor == nil {
		doc.Armor = map[string][]string{}
	}
	if len(layers) == 0 {
		delete(doc.Armor, part)
	} else {
		doc.Armor[part] = layers
	}
}

// Carry is the edit that has doc carry shield id of the rules, "" for none. Another shield
// keeps the SP typed for the one before: the SP is the shield's own ("SP kan ändras för en
// viss sköld"). An id the rules do not have carries none.
func (a Armory) Carry(doc *sheet.Character, id string) {
	var sp *int
	if doc.Shield != nil {
		sp = doc.Shield.SP
	}
	doc.Shield = nil
	if _, ok := engine.Item(a.Shields, id); ok {
		doc.Shield = &sheet.Shield{ID: id, SP: sp}
	}
}

// Shield is the rules' shield doc carries, if it carries one of them.
func (a Armory) Shield(doc *sheet.Character) (engine.CatalogItem, bool) {
	if doc.Shield == nil {
		return engine.CatalogItem{}, false
	}
	return engine.Item(a.Shields, doc.Shield.ID)
}
