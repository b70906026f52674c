package spelsystemet

import (
	"fmt"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/engine/fieldpath"
)

// Species is a kind of creature: the dice its attributes are rolled with, its legs, and its
// body type.
type Species struct {
	ID   string            `json:"id"`
	Name string            `json:"name"`
	Dice map[string]string `json:"dice"` // attribute id → dice: "3T6"
	Legs int               `json:"legs"`
	Body string            `json:"body"` // a body type of body.json

	// Worked out once from Dice when the tables load: Derive reads them for every attribute
	// on every keystroke, and parsing the dice each time allocated.
	artmaximum map[string]int
	originals  map[string]engine.Range
}

func (s Species) dice(attr string) (dice.Expr, error) {
	text, ok := s.Dice[attr]
	if !ok {
		return dice.Expr{}, fmt.Errorf("no dice for %s", attr)
	}
	return dice.Parse(text)
}

// Artmaximum is the highest value an attribute of the species can reach: "Artmaximum är lika
// med det högsta värdet som kan slås på den specificerade tärningskombinationen, plus det
// lägsta."
func (s Species) Artmaximum(attr string) int {
	if m, ok := s.artmaximum[attr]; ok {
		return m
	}
	e, err := s.dice(attr)
	if err != nil {
		return 0 // the tables were checked at load; an unknown attribute has no maximum
	}
	return e.Max() + e.Min()
}

// originalRange is the values the species' dice for attr roll: "3T6 ger som mest 18 och som
// minst 3". A rolled ("original") value outside it was not rolled.
func (s Species) originalRange(attr string) engine.Range {
	if r, ok := s.originals[attr]; ok {
		return r
	}
	e, err := s.dice(attr)
	if err != nil {
		return engine.Range{}
	}
	return engine.Range{Min: e.Min(), Max: e.Max()}
}

// original is the range of every original value of the species, for the Description.
func (s Species) original() engine.Number {
	n := engine.Number{Path: "original", Label: "framslaget värde", Range: engine.Range{Min: engine.Far, Max: -engine.Far}}
	for attr := range s.Dice {
		r := s.originalRange(attr)
		n.Min, n.Max = min(n.Min, r.Min), max(n.Max, r.Max)
	}
	return n
}

// Fyrfota reports whether the species walks on four legs, which doubles its Snabbhet.
func (s Species) Fyrfota() bool { return s.Legs >= 4 }

// Body is a body type: its parts and where blows land.
type Body struct {
	Parts        []BodyPart               `json:"parts"`
	HitLocations map[string][]HitLocation `json:"hit_locations"` // "narstrid", "avstand"
}

// HitLocation is a range of a T20 and the body part it hits.
type HitLocation struct {
	From int    `json:"from"`
	To   int    `json:"to"`
	Part string `json:"part"`
}

// BodyPart is a part of a body type, with what losing it does.
type BodyPart struct {
	engine.BodyPart
	KP                 [2]int `json:"kp"`                            // numerator and denominator of KP as a fraction of LP
	Vitality           string `json:"vitality"`                      // vital, mindreVital or perifer
	Obrukbar           string `json:"obrukbar"`                      // what 1×KP does to this part
	ObrukbarMedvetslös bool   `json:"obrukbar_medvetslos,omitempty"` // 1×KP here is unconsciousness

	ids      partIDs     // made when the tables load
	obrukbar engine.Text // Obrukbar as a Text, made when the tables load
}

// partIDs are the ids of the values Derive shows for a part, and the field of its armor.
type partIDs struct {
	kp, sp, condition string
	armor             fieldpath.Path
}

// Generic returns the parts as the editor and the PDF know them.
func (b Body) Generic() []engine.BodyPart {
	out := make([]engine.BodyPart, len(b.Parts))
	for i, p := range b.Parts {
		out[i] = p.BodyPart
		out[i].About = fmt.Sprintf("KP = LP × %d/%d", p.KP[0], p.KP[1])
		if p.Vitality != "" {
			out[i].About += ", " + p.Vitality
		}
	}
	return out
}

func (b Body) check() error {
	ids := map[string]bool{}
	for _, p := range b.Parts {
		if p.KP[0] <= 0 || p.KP[1] <= 0 {
			return fmt.Errorf("%s: the KP fraction %d/%d must be positive", p.ID, p.KP[0], p.KP[1])
		}
		ids[p.ID] = true
	}
	for table, rows := range b.HitLocations {
		next := 1
		for _, r := range rows {
			if r.From != next || r.To < r.From || !ids[r.Part] {
				return fmt.Errorf("hit locations %s: the row %d–%d %s does not continue from %d to a known part", table, r.From, r.To, r.Part, next)
			}
			next = r.To + 1
		}
		if next != 21 {
			return fmt.Errorf("hit locations %s: the rows end at %d, not 20", table, next-1)
		}
	}
	return nil
}

// Label is the name of the part with id, or the id where the body has no such part.
func (b Body) Label(id string) string {
	for _, p := range b.Parts {
		if p.ID == id {
			return p.Label
		}
	}
	return id
}

// Träff returns the body part a T20 roll of face hits on the named table ("narstrid" or
// "avstand"). Rolls below 1 or above 20, as aiming and height shift them, hit the lowest or
// highest part.
func (b Body) Träff(table string, roll int) (string, error) {
	rows, ok := b.HitLocations[table]
	if !ok || len(rows) == 0 {
		return "", fmt.Errorf("no hit location table %q", table)
	}
	roll = min(max(roll, 1), 20)
	for _, r := range rows {
		if roll >= r.From && roll <= r.To {
			return r.Part, nil
		}
	}
	return "", fmt.Errorf("hit location table %q has no row for %d", table, roll)
}
