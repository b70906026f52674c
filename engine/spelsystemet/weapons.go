package spelsystemet

import (
	"fmt"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Weapon markers, the two kinds of * of the tables (shared/rules/README.md).
const (
	markerMin1T6  = "min-1T6"  // "gör som minst 1T6"
	markerMax1T10 = "max-1T10" // "gör som mest 1T10"
)

// WeaponDef is a weapon of the catalog, melee or ranged.
type WeaponDef struct {
	ID            string         `json:"id"`
	Name          string         `json:"name"`
	Kind          string         `json:"kind"` // "narstrid" or "avstand"
	Hands         int            `json:"hands"`
	Damage        string         `json:"damage"`           // "Grund-1", "2T6", "4T6/2T6/1T6"
	Marker        string         `json:"marker,omitempty"` // markerMin1T6 or markerMax1T10
	Type          string         `json:"type"`             // H, K or S
	Length        *int           `json:"length,omitempty"` // L, melee only
	Rate          string         `json:"rate,omitempty"`   // Eh: "1", "1/2"
	Automatic     bool           `json:"automatic,omitempty"`
	Range         string         `json:"range,omitempty"` // Sv in metres, or "STY"
	Skill         string         `json:"skill"`
	Requires      map[string]int `json:"requires,omitempty"` // attribute id → least value
	ThrustMod     int            `json:"thrust_mod,omitempty"`
	IgnoresShield bool           `json:"ignores_shield,omitempty"`
	Laser         bool           `json:"laser,omitempty"`
	Firearm       bool           `json:"firearm,omitempty"`
	Notes         []string       `json:"notes,omitempty"`
	// Sword marks the swords of "Svärd (inklusive slagsvärd och värjor, men inte kortsvärd)":
	// +1/−1 against another weapon, and a draw knocks the other's weapon away.
	Sword bool `json:"sword,omitempty"`

	// Worked out when the tables load, as Derive needs them for every weapon on every
	// keystroke: the damage code parsed, the skill's engine.FoldKey, and the reach beside the
	// damage (nil for a range of STY, which is the wielder's).
	code     skadekod
	skillKey string
	reach    engine.Text
}

// Ammunition is a special kind of ammunition for firearms.
type Ammunition struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Note string `json:"note"`
}

// skadekod is a parsed damage code: steps from Grundskada, or fixed dice.
type skadekod struct {
	grund bool
	steps int         // with grund: "Grund+2" is 2
	fixed []dice.Expr // without grund; several for damage by range (Hagelgevär)
}

func parseSkadekod(code string) (skadekod, error) {
	if rest, ok := strings.CutPrefix(code, "Grund"); ok {
		if rest == "" {
			return skadekod{grund: true}, nil
		}
		n, err := strconv.Atoi(rest)
		if err != nil || (rest[0] != '+' && rest[0] != '-') {
			return skadekod{}, fmt.Errorf("damage %q: write Grund, Grund+N or Grund-N", code)
		}
		if !grundSteps.Has(n) {
			return skadekod{}, fmt.Errorf("damage %q: Grund moves %d to %d steps", code, grundSteps.Min, grundSteps.Max)
		}
		return skadekod{grund: true, steps: n}, nil
	}
	// "4/2/1T6" is written out as "4T6/2T6/1T6" in the table.
	var k skadekod
	for part := range strings.SplitSeq(code, "/") {
		e, err := dice.Parse(part)
		if err != nil {
			return skadekod{}, fmt.Errorf("damage %q: %w", code, err)
		}
		k.fixed = append(k.fixed, e)
	}
	return k, nil
}

func (w WeaponDef) damage() (skadekod, error) { return parseSkadekod(w.Damage) }

func validType(t string) bool { return t == "H" || t == "K" || t == "S" }

// WeaponView is a carried weapon with its damage resolved for its wielder.
type WeaponView struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	Damage     string   `json:"damage"` // "1T8", or "4T6/2T6/1T6" by range
	Type       string   `json:"type"`
	Skill      string   `json:"skill"`
	SkillValue int      `json:"skill_value"`
	Chance     Chans    `json:"chance"`
	Length     *int     `json:"length,omitempty"`
	Rate       string   `json:"rate,omitempty"`
	Range      int      `json:"range,omitempty"` // Sv in metres
	Laser      bool     `json:"laser,omitempty"`
	Scope      int      `json:"scope,omitempty"` // a scope's magnification: the distance is divided by it for aiming
	Notes      []string `json:"notes,omitempty"`
	why        engine.Text
	detail     engine.Text // reach, worded
	kind       string      // the catalogue's name of the weapon, which its Notes are said of
}

// reach is "L 1" for a melee weapon, "Eh 1/2, Sv 60 m" for a ranged one.
func (w *WeaponView) reach() string { return reach(w.Rate, w.Range, w.Length) }

// reach is "L 1" for a melee weapon of length l, "Eh 1/2, Sv 60 m" for a ranged one of rate
// and range sv.
func reach(rate string, sv int, length *int) string {
	switch {
	case rate != "":
		return fmt.Sprintf("Eh %s, Sv %d m", rate, sv)
	case length != nil:
		return fmt.Sprintf("L %d", *length)
	}
	return ""
}

// rangeOf is a weapon's Sv in metres for a wielder of STY sty.
func (w *WeaponDef) rangeOf(sty int) int {
	switch w.Range {
	case "":
		return 0
	case "STY":
		return sty
	}
	sv, _ := strconv.Atoi(w.Range)
	return sv
}

// Weapons lists the weapon catalog, melee first, in the tables' order.
func (r *Ruleset) Weapons() []WeaponDef { return r.t.weapons }

func (r *Ruleset) weaponDef(id string) (*WeaponDef, bool) {
	i, ok := r.t.weaponIndex[id]
	if !ok {
		return nil, false
	}
	return &r.t.weapons[i], true
}

// weapons resolves every carried weapon: its damage from the wielder's Grundskada step g,
// its skill (found among the held skills by their keys) and chance, and the requirements it
// sets.
func (r *Ruleset) weapons(c *sheet.Character, a map[string]int, g int, keys *skillKeys, fatigue int, d *Derived) []WeaponView {
	out := make([]WeaponView, 0, len(c.Weapons))
	for i, w := range c.Weapons {
		field := fieldpath.Weapon(i)
		def, code, ok := r.weaponOf(w, field, d)
		if !ok {
			continue
		}
		v := WeaponView{ID: def.ID, Name: def.Name, Type: def.Type, Skill: def.Skill, Length: def.Length, Rate: def.Rate, Laser: def.Laser, Notes: def.Notes, kind: def.Name}
		if w.Name != "" {
			v.Name = w.Name
		}
		skillKey := def.skillKey
		if w.Skill != "" {
			v.Skill, skillKey = w.Skill, engine.FoldKey(w.Skill)
		}
		art := false
		if def.ID == unarmed && w.Skill == "" {
			if def, art = stridskonst(def, keys); art {
				code.steps, skillKey, v.Skill = -2, engine.FoldKey(def.Skill), def.Skill
				if w.Name == "" {
					v.Name = def.Name
				}
			}
		}
		v.Damage, v.why = r.resolveDamage(def, code, g)
		v.Range = def.rangeOf(a["sty"])
		if v.detail = def.reach; v.detail == nil {
			v.detail = engine.Said(v.reach())
		}
		if j, ok := keys.find(skillKey); ok {
			v.SkillValue = keys.skills[j].Rolled // a martial art at most at Närkamp's value
		}
		v.Chance = Chansen(v.SkillValue, -fatigue)
		r.requirements(def, v.Name, a, field, d)
		v.Scope = members.Scope.Get(w.Members)
		weaponScope.Flag(&d.Derived, field, v.Name, v.Scope)
		if members.Ammo.Get(w.Members) != "" && !r.knownAmmo(members.Ammo.Get(w.Members)) {
			d.Problemf(engine.Error, field, "%s: okänd ammunition %q", v.Name, members.Ammo.Get(w.Members))
		}
		out = append(out, v)
	}
	return out
}

// weaponOf is the definition of a carried weapon and its damage code: the tables' own, or one
// of the player's, which says its damage and type; false, and a problem, for one that cannot be
// used.
func (r *Ruleset) weaponOf(w sheet.Weapon, field fieldpath.Path, d *Derived) (*WeaponDef, skadekod, bool) {
	def, known := r.weaponDef(w.ID)
	if known {
		return def, def.code, true // the tables' codes were parsed when they loaded
	}
	def = &WeaponDef{ID: w.ID, Name: w.Name, Kind: "narstrid", Damage: w.Damage, Type: w.Type, Skill: w.Skill}
	if w.Damage == "" || !validType(w.Type) {
		d.Problemf(engine.Error, field, "okänt vapen %q: ett eget vapen behöver skada (till exempel Grund+1 eller 2T6) och typ H, K eller S", w.ID)
		return nil, skadekod{}, false
	}
	code, err := parseSkadekod(def.Damage)
	if err != nil {
		d.Problemf(engine.Error, field, "%s: %v", def.Name, err)
		return nil, skadekod{}, false
	}
	return def, code, true
}

// stridskonst is bare hands for one who knows a martial art: "Färdigheten används i stället
// för, men kan aldrig överstiga personens värde i, Närkamp. Effekten är att man gör ett steg
// bättre skada i obeväpnad strid (Grund-2)". The art is rolled where it is held, at most at
// Närkamp's value; without one, bare hands are as the catalogue has them.
func stridskonst(def *WeaponDef, keys *skillKeys) (*WeaponDef, bool) {
	art := -1
	for i, s := range keys.skills {
		if s.ID == martialArt && (art < 0 || s.Value > keys.skills[art].Value) {
			art = i
		}
	}
	if art < 0 {
		return def, false
	}
	better := *def
	better.Name = def.Name + " (" + keys.skills[art].Name + ")"
	better.Damage, better.Skill = "Grund-2", keys.skills[art].Name
	return &better, true
}

// resolveDamage reads a damage code off the ladder for a wielder at Grundskada step g.
// "Inget vapen kan göra mindre än 1T2 i skada, oavsett hur svag användaren är." The markers
// hold piercing weapons at least at 1T6 and crushing ones at most at 1T10.
func (r *Ruleset) resolveDamage(def *WeaponDef, code skadekod, g int) (string, engine.Text) {
	if !code.grund {
		parts := make([]string, len(code.fixed))
		for i, e := range code.fixed {
			parts[i] = e.String()
		}
		s := strings.Join(parts, "/")
		if len(parts) > 1 {
			return s, func(words engine.Words) string { return words.F("%s: %s (kort/normalt/långt avstånd)", def.Name, s) }
		}
		return s, func(words engine.Words) string { return words.F("%s: %s, oavsett användarens styrka", def.Name, s) }
	}
	ladder := r.t.grundskada
	step := g + code.steps
	var limit engine.Text
	switch def.Marker {
	case markerMin1T6:
		if floor := ladder.IndexOf("1T6"); step < floor {
			step, limit = floor, engine.Say(", men minst 1T6")
		}
	case markerMax1T10:
		if ceiling := ladder.IndexOf("1T10"); step > ceiling {
			step, limit = ceiling, engine.Say(", men högst 1T10")
		}
	}
	if step < 0 {
		limit = engine.Say(", men aldrig under 1T2")
	}
	damage := ladder.Name(step)
	return damage, func(words engine.Words) string {
		why := fmt.Sprintf("%s: %s = G %s", def.Name, def.Damage, ladder.Step(g))
		switch {
		case code.steps > 0:
			why = words.F("%s: %s, %d steg över G %s", def.Name, def.Damage, code.steps, ladder.Step(g))
		case code.steps < 0:
			why = words.F("%s: %s, %d steg under G %s", def.Name, def.Damage, -code.steps, ladder.Step(g))
		}
		return why + limit.In(words) + " = " + damage
	}
}

// requirements flags the attributes a weapon needs and the wielder lacks: two-handed swords,
// axes and clubs want STO and STY 9, bows STY 5/9/13 by weight, the light crossbow STY 9.
func (r *Ruleset) requirements(def *WeaponDef, name string, a map[string]int, field fieldpath.Path, d *Derived) {
	var missing []string
	for _, attr := range r.t.attributes {
		need, ok := def.Requires[attr.ID]
		if ok && a[attr.ID] < need {
			missing = append(missing, fmt.Sprintf("%s %d (har %d)", attr.Abbr, need, a[attr.ID]))
		}
	}
	if len(missing) > 0 {
		d.Problemf(engine.Warning, field, "%s kräver %s", name, strings.Join(missing, " och "))
	}
}

func (r *Ruleset) knownAmmo(id string) bool {
	for _, a := range r.t.ammunition {
		if a.ID == id {
			return true
		}
	}
	return false
}
