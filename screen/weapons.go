package screen

import (
	"slices"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// A WeaponTable is the weapons as the editor's equipment tab and the printed sheet and NPC
// block all show them: the editor named a weapon the rules derive nothing for by the catalogue
// and the paper by its id, and each read the rules' columns and notes on its own.
type WeaponTable struct {
	// Columns head the printed table's columns of a weapon's damage (Derived.Text), kind
	// (Abbr), reach (Detail) and odds, in Swedish as the rules word them.
	Columns [4]string
	// DamageHint shows how a weapon's damage is written where it is typed for each weapon
	// (Shape.WeaponDamage): "Grund+1, 2T6".
	DamageHint string
	// Listed says the rules list weapons to choose from; where they list none, every weapon
	// is the player's own, and a character without any has no table.
	Listed bool
	Rows   []Weapon
	// Problems are what is wrong with the weapons, every row's included, worded.
	Problems []string
}

// A Weapon is one weapon of the document, the document's i-th.
type Weapon struct {
	// Path is the document's field of the weapon: "weapons.2". DamagePath is the field of its
	// damage where it is typed for each weapon (Shape.WeaponDamage), "" otherwise.
	Path, DamagePath fieldpath.Path
	// Name is what the weapon is called: the document's name, the rules' catalogue name, or
	// its id; the name a weapon the rules derive nothing for is shown by.
	Name string
	// Damage is the damage the document types for the weapon, what its damage field holds.
	Damage string
	// Notes are what the document notes of the weapon; Members its members of the rules'
	// own columns (engine.Description.Columns of engine.WeaponList).
	Notes   string
	Members sheet.Members
	// Held says the document holds the weapon; false for a row the rules derive past the
	// document's weapons, which nothing can edit.
	Held bool
	// Derived is what the rules derive of the weapon: Label its name, Text its damage, Abbr
	// its kind, Detail its reach, Odds and Why; Note what the rules say of it. An empty Label
	// where they derive nothing, a weapon they do not know.
	Derived engine.Value
	// Roll is what a roll of the weapon asks the rules for.
	Roll engine.What
	// Problems are what is wrong with the weapon, worded.
	Problems []string
}

// Weapons are the weapons of doc's sheet by ruleset rs, derived as layout, with the view's
// problems filed: a row for each of the document's weapons and each the rules derive. A nil
// layout (the editor's rows made before the first derivation) derives nothing.
func Weapons(rs engine.Ruleset, doc *sheet.Character, layout *engine.Layout, problems Problems) WeaponTable {
	desc := rs.Description()
	if layout == nil {
		layout = &engine.Layout{}
	}
	t := WeaponTable{Columns: desc.WeaponColumns, DamageHint: desc.DamageHint, Listed: len(desc.Weapons) > 0,
		Problems: problems.Of(fieldpath.Weapons)}
	t.Rows = make([]Weapon, max(len(layout.Weapons), len(doc.Weapons)))
	for i := range t.Rows {
		r := Weapon{Path: fieldpath.Weapon(i), Derived: engine.At(layout.Weapons, i)}
		if i < len(doc.Weapons) {
			w := doc.Weapons[i]
			r.Held, r.Damage, r.Notes, r.Members = true, w.Damage, w.Notes, w.Members
			r.Name = w.Name
			if r.Name == "" {
				r.Name = w.ID
				if def, ok := engine.Item(desc.Weapons, w.ID); ok {
					r.Name = def.Name
				}
			}
			if desc.EnterWeaponDamage {
				r.DamagePath = r.Path.Of("damage")
			}
		} else {
			r.Name = r.Derived.Label
		}
		r.Roll = engine.What{Kind: engine.WeaponRoll, Name: r.Name}
		r.Problems = problems.Of(r.Path)
		t.Rows[i] = r
	}
	return t
}

// Notes are what the rules say of the weapons (each row's Derived.Note: a stridsgissel ignores
// the shield), worded by w, each once, in the order the weapons come: ten swords give their
// note once.
func (t WeaponTable) Notes(w engine.Words) []string {
	var notes []string
	for _, r := range t.Rows {
		if note := r.Derived.Note.In(w); note != "" && !slices.Contains(notes, note) {
			notes = append(notes, note)
		}
	}
	return notes
}

// Known is how many of the weapons the rules derive something for: those a list of them
// without their problems shows.
func (t WeaponTable) Known() int {
	n := 0
	for _, r := range t.Rows {
		if r.Derived.Label != "" {
			n++
		}
	}
	return n
}
