package spelsystemet

import (
	"fmt"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Vitality of a body part: "vital (exempelvis huvudet, bålen), mindre vital (armar, ben,
// vingar) eller perifer (svansar, insektsben)".
const (
	vital       = "vital"
	mindreVital = "mindre vital"
	perifer     = "perifer"
)

// Part statuses, as the text names them.
const (
	statusObrukbar = "obrukbar"
	statusBruten   = "bruten"
	statusAvhuggen = "avhuggen" // "permanent skadad -- amputerad eller så svårt manglad"
	statusKapad    = "kapad"
	statusDödlig   = "dödlig"
)

// PartCondition is the state of one body part under its wounds.
type PartCondition struct {
	Damage   int      `json:"damage"`
	KP       int      `json:"kp"`
	Multiple int      `json:"multiple"` // how many whole times KP the damage reaches
	Status   string   `json:"status,omitempty"`
	Effects  []string `json:"effects,omitempty"` // in Swedish, as the rules write them
	Bleeding bool     `json:"bleeding"`
	ToLP     int      `json:"to_lp"` // how much of the damage reaches LP
	effects  []engine.Text
}

// Condition is the character's state under all wounds.
type Condition struct {
	LPDamage    int                      `json:"lp_damage"`
	CurrentLP   int                      `json:"current_lp"`
	Unconscious bool                     `json:"unconscious"`
	Dead        bool                     `json:"dead"`
	Bleeding    int                      `json:"bleeding"` // LP lost per round
	Parts       map[string]PartCondition `json:"parts"`
	why         engine.Text
}

// condition works out what the wounds do: each body part's status by the multiples of its
// KP, what passes on to LP, unconsciousness, bleeding and death.
func (r *Ruleset) condition(c *sheet.Character, body Body, lp int, kp map[string]int, d *Derived) Condition {
	cond := Condition{Parts: map[string]PartCondition{}}
	direct, known := checkWounds(c, kp, d)
	var wounds []sheet.Wound // each part's in turn: partCondition keeps none of them
	for _, p := range body.Parts {
		wounds = wounds[:0]
		for i, w := range c.Wounds {
			if known[i] && w.Part == p.ID {
				wounds = append(wounds, w)
			}
		}
		if len(wounds) == 0 {
			continue
		}
		pc := partCondition(p, kp[p.ID], wounds)
		cond.Parts[p.ID] = pc
		cond.LPDamage += pc.ToLP
		if pc.Bleeding {
			cond.Bleeding++
		}
		if pc.Status == statusDödlig {
			cond.Dead = true
		}
		if unconsciousFrom(p, pc) {
			cond.Unconscious = true
		}
	}
	cond.LPDamage += direct
	cond.CurrentLP = lp - cond.LPDamage
	// "När rollpersonens LP sjunkit ned till 0, faller hon medvetslös. Om en rollperson tar
	// dubbelt så mycket skada som hon har i (ursprungliga) LP, dör hon."
	if cond.CurrentLP <= 0 {
		cond.Unconscious = true
	}
	if cond.LPDamage >= 2*lp {
		cond.Dead = true
	}
	// The explanation keeps what it shows, not cond: a closure that kept cond would move all of
	// it to the heap on every Derive.
	damaged, damage, current := cond.Parts, cond.LPDamage, cond.CurrentLP
	cond.why = func(words engine.Words) string {
		var parts []string
		for _, p := range body.Parts {
			if pc, ok := damaged[p.ID]; ok {
				parts = append(parts, fmt.Sprintf("%s %d", strings.ToLower(p.Label), pc.ToLP))
			}
		}
		if direct > 0 {
			parts = append(parts, words.F("direkt på LP %d", direct))
		}
		why := words.F("LP %d - skada %d = %d", lp, damage, current)
		if len(parts) > 0 {
			why += " (" + strings.Join(parts, ", ") + ")"
		}
		return why
	}
	return cond
}

// checkWounds flags the wounds that cannot be, and says which lie on a body part of this body
// (known) and how much damage went straight to LP (direct).
func checkWounds(c *sheet.Character, kp map[string]int, d *Derived) (direct int, known []bool) {
	known = make([]bool, len(c.Wounds))
	for i, w := range c.Wounds {
		field := fieldpath.Wound(i)
		if w.Damage < 0 {
			d.Problemf(engine.Error, field, "skadan %d är under 0", w.Damage)
			continue
		}
		woundDamage.Flag(&d.Derived, field, "", w.Damage)
		if w.Part == "" {
			direct += engine.Sane(w.Damage)
			continue
		}
		if _, ok := kp[w.Part]; !ok {
			d.Problemf(engine.Error, field, "sår på okänd kroppsdel %q", w.Part)
			continue
		}
		known[i] = true
	}
	return direct, known
}

// multiples is how many times its KP a part of vitality counts wounds to, its table's last
// row: a vital part "3xKP: Personen dör.", a mindre vital "3xKP: Medvetslöshet", a perifer
// "2xKP: Kapad."
func multiples(vitality string) int {
	if vitality == perifer {
		return 2
	}
	return 3
}

// partCondition reads one part's status off the multiples of its KP: "Alla skador på en viss
// kroppsdel är kumulativa, och ger vissa effekter när olika multipler av delens
// (ursprungliga) KP nås."
func partCondition(p BodyPart, kp int, wounds []sheet.Wound) PartCondition {
	pc := PartCondition{KP: kp}
	normal, massive := 0, 0
	// A part bleeds while one of its wounds does: one whose bleeding was stopped does not stop
	// a new one's, which once went unnoticed.
	bleeds := false
	for _, w := range wounds {
		damage := engine.Sane(w.Damage) // a sum of at most 2^30 a wound cannot wrap
		pc.Damage += damage
		if members.Massive.Get(w.Members) {
			massive += damage
		} else {
			normal += damage
		}
		// "Skador från ett laservapen blöder aldrig."
		bleeds = bleeds || (damage > 0 && !members.Laser.Get(w.Members) && !w.Stanched)
	}
	if kp > 0 {
		pc.Multiple = pc.Damage / kp
	}
	// What 1×KP does to the part, from its table: the rules as written, in Swedish.
	var bleeding bool
	switch p.Vitality {
	case vital:
		bleeding = pc.vitalEffects(p.obrukbar)
	case perifer:
		pc.periferEffects(p.obrukbar, normal, massive)
	default:
		bleeding = pc.mindreVitalEffects(p.obrukbar, normal, massive)
	}
	pc.Bleeding = bleeding && bleeds
	if len(pc.effects) > 0 {
		pc.Effects = make([]string, len(pc.effects))
		for i, e := range pc.effects {
			pc.Effects[i] = e.In(engine.Words{})
		}
	}
	return pc
}

// vitalEffects are what the multiples of a vital part's KP do, and whether they bleed; all of
// its damage goes to LP.
func (pc *PartCondition) vitalEffects(obrukbar engine.Text) (bleeding bool) {
	switch {
	case pc.Multiple >= 3:
		pc.Status, pc.effects = statusDödlig, []engine.Text{engine.Say("Personen dör.")}
	case pc.Multiple == 2:
		pc.Status = statusObrukbar
		pc.effects = []engine.Text{engine.Say("Rollpersonen faller medvetslös och blöder 1 LP/rond tills läkning erhållits eller ett slag för hjältemod lyckats.")}
		bleeding = true
	case pc.Multiple == 1:
		pc.Status, pc.effects = statusObrukbar, []engine.Text{obrukbar}
	}
	pc.ToLP = pc.Damage
	return bleeding
}

// periferEffects are what the multiples of a peripheral part's KP do; it never bleeds.
func (pc *PartCondition) periferEffects(obrukbar engine.Text, normal, massive int) {
	switch {
	case pc.Multiple >= 2:
		pc.Status, pc.effects = statusKapad, []engine.Text{engine.Say("Kapad.")}
	case pc.Multiple == 1:
		pc.Status, pc.effects = statusObrukbar, []engine.Text{obrukbar}
	}
	// "Mer skada än så här tillämpas inte mot LP."
	pc.ToLP = min(normal, pc.KP) + massive
}

// mindreVitalEffects are what the multiples of a less vital part's KP do, and whether they
// bleed.
func (pc *PartCondition) mindreVitalEffects(obrukbar engine.Text, normal, massive int) (bleeding bool) {
	switch {
	case pc.Multiple >= 3:
		pc.Status = statusAvhuggen
		pc.effects = []engine.Text{obrukbar, engine.Say("Medvetslöshet och blödande; lemmen är permanent skadad: amputerad eller så svårt manglad att den behöver amputeras.")}
		bleeding = true
	case pc.Multiple == 2:
		pc.Status = statusBruten
		pc.effects = []engine.Text{obrukbar, engine.Say("Blödande (1 LP/rond); lemmen är bruten (ett rent, relativt lättbehandlat brott).")}
		bleeding = true
	case pc.Multiple == 1:
		pc.Status, pc.effects = statusObrukbar, []engine.Text{obrukbar}
	}
	// "Från normala attacker är 2xKP den maximala skadan som kan överföras till LP …
	// Undantag är massiva skadekällor som exempelvis explosioner, ett fall eller ett slag
	// från en jätteklubba".
	pc.ToLP = min(normal, 2*pc.KP) + massive
	return bleeding
}

// unconsciousFrom reports whether a part's wounds knock the character out: the head's 1×KP
// (for humans), any vital part's 2×KP, a lesser part's 3×KP.
func unconsciousFrom(p BodyPart, pc PartCondition) bool {
	switch {
	case pc.Multiple >= 1 && p.ObrukbarMedvetslös:
		return true
	case p.Vitality == vital:
		return pc.Multiple >= 2
	case p.Vitality == mindreVital:
		return pc.Multiple >= 3
	}
	return false
}

// Hjältemod is the value of the HÄL roll that shakes off a part's loss for the moment: "För
// att ignorera att en kroppsdel tagit 1xKP i skada slås mot HÄL, för att få strunta i en
// skada på 2xKP slås mot HÄL/2." It is 0 where no roll helps.
func Hjältemod(hal, multiple int) int {
	switch multiple {
	case 1:
		return hal
	case 2:
		return ceilDiv(hal, 2)
	}
	return 0
}
