// Package spelsystemet is the rules of "Spelsystemet" (shared/rules/000_66db17633cb0378a.txt):
// a T20 roll-under system with critical and fumbled rolls, conflict rolls, Grundskada read
// off a table by STO+STY, and life points split into Kroppspoäng per body part.
//
// The tables the text lost are data in assets/spelsystemet/, loaded by New; the defaults they
// hold are the ones shared/rules/README.md gives.
package spelsystemet

import (
	"encoding/json"
	"fmt"
	"io/fs"

	"rollformular/engine"
)

// ID is the ruleset's id in documents and on the command line.
const ID = "spelsystemet"

// Ruleset is Spelsystemet with its tables loaded.
type Ruleset struct {
	desc       engine.Description
	grundskada Grundskadetabell
}

// New loads the ruleset's tables from fsys, laid out as assets/ is.
func New(fsys fs.FS) (*Ruleset, error) {
	var attrs struct {
		Attributes []engine.Attribute `json:"attributes"`
	}
	var body struct {
		Humanoid []engine.BodyPart `json:"humanoid"`
	}
	var trackers struct {
		Trackers []engine.Tracker `json:"trackers"`
	}
	var g grundskadaData
	for _, t := range []struct {
		file string
		into any
	}{
		{"spelsystemet/attributes.json", &attrs},
		{"spelsystemet/body.json", &body},
		{"spelsystemet/trackers.json", &trackers},
		{"spelsystemet/grundskada.json", &g},
	} {
		data, err := fs.ReadFile(fsys, t.file)
		if err != nil {
			return nil, fmt.Errorf("spelsystemet: %w", err)
		}
		if err := json.Unmarshal(data, t.into); err != nil {
			return nil, fmt.Errorf("spelsystemet: %s: %w", t.file, err)
		}
	}
	table, err := newGrundskadetabell(g)
	if err != nil {
		return nil, fmt.Errorf("spelsystemet: grundskada.json: %w", err)
	}
	for _, p := range body.Humanoid {
		if p.KP[0] <= 0 || p.KP[1] <= 0 {
			return nil, fmt.Errorf("spelsystemet: body.json: %s: the KP fraction %d/%d must be positive", p.ID, p.KP[0], p.KP[1])
		}
	}
	return &Ruleset{
		desc: engine.Description{
			ID:         ID,
			Name:       "Spelsystemet",
			Source:     "000_66db17633cb0378a.txt",
			Attributes: attrs.Attributes,
			BodyParts:  body.Humanoid,
			Trackers:   trackers.Trackers,
		},
		grundskada: table,
	}, nil
}

// Description is the sheet as data.
func (r *Ruleset) Description() *engine.Description { return &r.desc }
