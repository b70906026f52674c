package spelsystemet

import (
	"maps"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// SP is the Skyddspoäng of an armor against each damage type: Hugg, Kross and Stick.
type SP struct {
	H int `json:"H"`
	K int `json:"K"`
	S int `json:"S"`
}

// ArmorDef is a body armor or a helmet of the tables.
type ArmorDef struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	SP    SP     `json:"sp"`
	Laser *int   `json:"laser,omitempty"` // SP against laser, when not S: Reflek's 12
	// Under marks the armors that may be worn under another or a helmet: "Alla typer upp
	// till och med mjukt läder kan bäras under annat pansar (även under hjälmar)".
	Under bool `json:"under,omitempty"`
	// FullSuit marks Stridspansar, "en helrustning (inklusive hjälm)".
	FullSuit    bool `json:"full_suit,omitempty"`
	VisorOpenSP *SP  `json:"visor_open_sp,omitempty"`
	helmet      bool
}

// laser is the SP against a laser: Reflek "har 12 SP enbart mot laserstrålar"; for the rest,
// a laser is a Stick weapon and meets the Stick SP.
func (a ArmorDef) laser() int {
	if a.Laser != nil {
		return *a.Laser
	}
	return a.SP.S
}

// ShieldDef is a shield; the tables give none an SP, so these are the defaults.
type ShieldDef struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	SP   int    `json:"sp"`
	Note string `json:"note"`
}

// PartSP is the protection on one body part.
type PartSP struct {
	H     int      `json:"H"`
	K     int      `json:"K"`
	S     int      `json:"S"`
	Laser int      `json:"laser"`
	Worn  []string `json:"worn,omitempty"` // armor names, innermost first
}

// ShieldView is the carried shield.
type ShieldView struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	SP   int    `json:"sp"`
}

// Armor lists the body armors of the table, lightest first.
func (r *Ruleset) Armor() []ArmorDef { return r.t.armor }

// Helmets lists the helmets of the table.
func (r *Ruleset) Helmets() []ArmorDef { return r.t.helmets }

// Shields lists the shields.
func (r *Ruleset) Shields() []ShieldDef { return r.t.shields }

func (r *Ruleset) armorDef(id string) (*ArmorDef, bool) {
	if i, ok := r.t.armorIndex[id]; ok {
		return &r.t.armor[i], true
	}
	if i, ok := r.t.helmetIndex[id]; ok {
		return &r.t.helmets[i], true
	}
	return nil, false
}

// armor sums the SP worn on each body part: "de olika SP-värdena summeras då för de relevanta
// kroppsdelarna". It flags a second outer layer, a helmet off the head and a body armor on it.
func (r *Ruleset) armor(c *sheet.Character, body Body, d *Derived) map[string]PartSP {
	out := make(map[string]PartSP, len(body.Parts))
	for _, p := range body.Parts {
		out[p.ID] = PartSP{}
	}
	for partID := range c.Armor {
		if _, ok := out[partID]; !ok {
			// Rare: only then are the keys sorted, so the problems come in a stable order.
			for _, id := range slices.Sorted(maps.Keys(c.Armor)) {
				if _, ok := out[id]; !ok {
					d.Problemf(engine.Error, fieldpath.Armor(id), "okänd kroppsdel %q", id)
				}
			}
			break
		}
	}
	for _, part := range body.Parts {
		if worn := c.Armor[part.ID]; len(worn) > 0 {
			out[part.ID] = r.partArmor(part, worn, d)
		}
	}
	return out
}

// partArmor sums the SP of the armor worn on one part, flagging what cannot be worn there.
func (r *Ruleset) partArmor(part BodyPart, worn []string, d *Derived) PartSP {
	field := part.ids.armor
	sp := PartSP{Worn: make([]string, 0, len(worn))}
	outer := 0
	for _, id := range worn {
		a, ok := r.armorDef(id)
		if !ok {
			d.Problemf(engine.Error, field, "%s: okänt pansar %q", part.Label, id)
			continue
		}
		head := part.ID == "huvud"
		switch {
		case a.helmet && !head:
			d.Problemf(engine.Error, field, "%s är en hjälm och bärs på huvudet, inte på %s", a.Name, strings.ToLower(part.Label))
		case head && !a.helmet && !a.Under && !a.FullSuit:
			d.Problemf(engine.Error, field, "%s är kroppspansar; på huvudet bärs en hjälm", a.Name)
		}
		if !a.Under {
			outer++
		}
		sp.H += a.SP.H
		sp.K += a.SP.K
		sp.S += a.SP.S
		sp.Laser += a.laser()
		sp.Worn = append(sp.Worn, a.Name)
	}
	if outer > 1 {
		d.Problemf(engine.Error, field, "%s: två yttre lager (%s); bara pansar upp till och med mjukt läder kan bäras under ett annat", part.Label, strings.Join(r.outerLayers(worn), " och "))
	}
	return sp
}

// outerLayers names the known armors of worn that may not be worn under another, for the
// problem of two outer layers: only then are they listed.
func (r *Ruleset) outerLayers(worn []string) []string {
	var outer []string
	for _, id := range worn {
		if a, ok := r.armorDef(id); ok && !a.Under {
			outer = append(outer, a.Name)
		}
	}
	return outer
}

// Trötthetsslag counts the rolls in a set of Trötthet rolls, and says why: "Rollpersonen
// måste alltid göra minst ett slag, … +1 för bärande av tungt pansar (4+ i HSP på mer än 2
// kroppsdelar, huvudet ej inräknat), +1 för bärande av hjälm (3+ HSP på huvudet), +1 för
// packning".
func Trötthetsslag(sp map[string]PartSP, pack bool) (int, engine.Text) {
	heavy := 0
	for part, p := range sp {
		if part != "huvud" && p.H >= 4 {
			heavy++
		}
	}
	helmet := sp["huvud"].H
	rolls := 1
	for _, more := range []bool{heavy > 2, helmet >= 3, pack} {
		if more {
			rolls++
		}
	}
	return rolls, func(words engine.Words) string {
		why := []string{words.F("1 slag")}
		if heavy > 2 {
			why = append(why, words.F("+1 tungt pansar (4+ HSP på %d kroppsdelar)", heavy))
		}
		if helmet >= 3 {
			why = append(why, words.F("+1 hjälm (%d HSP på huvudet)", helmet))
		}
		if pack {
			why = append(why, words.F("+1 packning"))
		}
		return strings.Join(why, " ")
	}
}

// shield resolves the carried shield, with its own SP where the document gives one.
func (r *Ruleset) shield(c *sheet.Character, d *Derived) *ShieldView {
	if c.Shield == nil {
		return nil
	}
	for _, s := range r.t.shields {
		if s.ID == c.Shield.ID {
			v := &ShieldView{ID: s.ID, Name: s.Name, SP: s.SP}
			if c.Shield.SP != nil {
				v.SP = *c.Shield.SP
			}
			if v.SP < 0 {
				d.Problemf(engine.Error, "shield", "%s: SP %d är under 0", s.Name, v.SP)
			} else {
				shieldSP.Flag(&d.Derived, "shield", s.Name, v.SP)
			}
			return v
		}
	}
	d.Problemf(engine.Error, "shield", "okänd sköld %q", c.Shield.ID)
	return nil
}
