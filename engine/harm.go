package engine

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// What every ruleset with harm offers the same way: taking damage through its body parts and
// damage types, healing everything, and its wounds as the state tab lists them.

// Healed is c with every wound gone, every condition over and every tracker that heals
// (Tracker.Heals) back at its default: what "heal everything" does, for a ruleset whose
// harm is all of that.
func Healed(d *Description, c *sheet.Character) *sheet.Character {
	out := c.Clone()
	out.Wounds, out.Conditions = nil, nil
	for _, t := range d.Trackers {
		if t.Heals {
			delete(out.State, t.ID)
		}
	}
	return out
}

// HealAction is the id of HealEverything.
const HealAction = "lak-allt"

// HealEverything is the action that heals everything (Healed), asking first.
func HealEverything(d *Description) Action {
	return Action{ID: HealAction, Label: "Läk allt", Harm: true, Confirm: HealConfirm(d),
		Do: func(c *sheet.Character, _ Setup, _ *rand.Rand) (*sheet.Character, Report, error) {
			return Healed(d, c), Report{Say("allt läkt")}, nil
		}}
}

// Untreated are the wounds of c that have had no first aid yet, by index: the wounds a first
// aid action is offered for.
func Untreated(c *sheet.Character) []int {
	var out []int
	for i, w := range c.Wounds {
		if !w.Treated {
			out = append(out, i)
		}
	}
	return out
}

// HealConfirm is the question before Healed: which trackers it clears too.
func HealConfirm(d *Description) Text {
	var harm []string
	for _, t := range d.Trackers {
		if t.Heals {
			harm = append(harm, t.Label)
		}
	}
	if len(harm) == 0 {
		return Say("Ta bort alla sår?")
	}
	return func(w Words) string {
		labels := make([]string, len(harm))
		for i, l := range harm {
			labels[i] = w.F(l) // a tracker's label, as the editor words it
		}
		return w.F("Ta bort alla sår och nollställ %s?", strings.Join(labels, ", "))
	}
}

// The inputs of the damage action.
const (
	DamageAction = "damage"
	DamagePart   = "part"
	DamageAmount = "damage"
	DamageType   = "type"
)

// TakeDamage is the action of taking damage, for a ruleset with d's body parts and damage
// types: where (for a ruleset with body parts), how much (within amount) and of what type;
// take takes it.
func TakeDamage(d *Description, amount Range, take func(c *sheet.Character, part string, damage int, damageType string) (*sheet.Character, Report, error)) Action {
	about := "Skadan går genom rustningen som bärs på kroppsdelen"
	var inputs []Field
	if len(d.BodyParts) > 0 {
		parts := make([]string, len(d.BodyParts))
		for i, p := range d.BodyParts {
			parts[i] = p.Label
		}
		inputs = append(inputs, Field{ID: DamagePart, Label: "Kroppsdel", Kind: ChoiceField, Choices: parts, Default: -1})
	} else {
		about = "Skriv hela skadan före rustning; rustningen som bärs dras av"
	}
	inputs = append(inputs, Field{ID: DamageAmount, Label: "Skada", Kind: NumberField, Range: amount})
	if len(d.DamageTypes) > 0 {
		types := make([]string, len(d.DamageTypes))
		worded := make([]Text, len(d.DamageTypes))
		for i, t := range d.DamageTypes {
			// The rules' names of damage types stay; a type that is only "Skada" is damage.
			types[i], worded[i] = t.Name, Say(t.Name)
		}
		inputs = append(inputs, Field{ID: DamageType, Label: "Typ", Kind: ChoiceField, Choices: types, ChoicesWorded: worded})
	}
	if d.DamageAbout != "" {
		about = d.DamageAbout
	}
	return Action{ID: DamageAction, Label: "Ta skada", About: about, Inputs: inputs, Harm: true,
		Do: func(c *sheet.Character, s Setup, _ *rand.Rand) (*sheet.Character, Report, error) {
			part, n, kind := ReadDamage(d, s)
			return take(c, part, n, kind)
		}}
}

// ReadDamage is where, how much and what type of damage s sets for TakeDamage(d, …): a body part
// id ("" without body parts), the amount, and a damage type id ("" without types).
func ReadDamage(d *Description, s Setup) (part string, amount int, damageType string) {
	if i := s.Get(DamagePart, -1); i >= 0 && i < len(d.BodyParts) {
		part = d.BodyParts[i].ID
	}
	if i := s.Get(DamageType, 0); i >= 0 && i < len(d.DamageTypes) {
		damageType = d.DamageTypes[i].ID
	}
	return part, s.Get(DamageAmount, 0), damageType
}

// WoundRows are c's wounds as the state tab lists them (Layout.Wounds), for a ruleset with d's
// body parts and damage types: where, how much of what, and the first aid and bleeding each
// has had, with more of the ruleset's own flags (more(i) for wound i; nil for none). Each row's
// label says where the wound is: its body part, else its number.
func WoundRows(d *Description, c *sheet.Character, more func(i int, w sheet.Wound) []Text) []Value {
	rows := make([]Value, len(c.Wounds))
	for i, w := range c.Wounds {
		// Where: the body part; a wound of no part is numbered, "Sår 2".
		where, worded := fmt.Sprintf("Sår %d", i+1), Sayf("Sår %d", i+1)
		if w.Part != "" {
			where, worded = d.PartLabel(w.Part), nil
		}
		kind := w.Type
		if t, ok := Item(d.DamageTypes, w.Type); ok {
			kind = strings.ToLower(t.Name)
		}
		var flags []Text
		if more != nil {
			flags = more(i, w)
		}
		if w.Treated {
			flags = append(flags, Say("förbunden"))
		}
		if w.Stanched {
			flags = append(flags, Say("blödningen stoppad"))
		}
		if w.Fatal {
			flags = append(flags, Say("dödlig"))
		}
		text := strconv.Itoa(w.Damage) // strconv allocates nothing for a small number: most wounds have no type
		if kind != "" {
			text = strings.TrimSpace(text + " " + kind)
		}
		rows[i] = Value{ID: string(fieldpath.Wound(i)), Label: where, LabelWorded: worded, Text: text}
		if len(flags) > 0 { // a wound nothing has been done about has no note
			rows[i].Note = func(words Words) string {
				out := make([]string, len(flags))
				for j, f := range flags {
					out[j] = f.In(words)
				}
				return strings.Join(out, ", ")
			}
		}
	}
	return rows
}
