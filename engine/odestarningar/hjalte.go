package odestarningar

import (
	"rollformular/engine"
	"rollformular/sheet"
)

// hjälte is a character as the rules read it: the document's values with their defaults, the
// levels of the traits it has, and the dice its wounds and its fate leave it. It is built
// once per Derive and per action; the document stays the saved data.
type hjälte struct {
	c      *sheet.Character
	öde    int
	levels map[string]int // catalog trait id → level
	// kvar is the öde dice left after wounds, radiation and a failed Utmana ödet.
	kvar int
	// kropp is the öde dice the wounds and a failed Utmana ödet leave, before the radiation
	// sickness takes its share: what a new wound takes from (README, "Readings of the rules").
	kropp int
	död   bool
	// skillTraits are the skill bonuses and penalties of the traits, by skill.
	skillTraits skillTraits
	// förutsägbar is has("forutsagbar"), which every skill's pool asks.
	förutsägbar bool
}

// ödeOf is c's öde as the document holds it, the rules' default where it holds none.
func (r *Ruleset) ödeOf(c *sheet.Character) int {
	if v, ok := c.Attribute(Öde); ok {
		return engine.Sane(v)
	}
	return r.t.attributes[0].Default
}

func (r *Ruleset) hjälte(c *sheet.Character) *hjälte {
	h := &hjälte{c: c, öde: r.ödeOf(c), levels: map[string]int{}, skillTraits: newSkillTraits(c.Traits)}
	for _, t := range c.Traits {
		if t.ID != "" {
			h.levels[t.ID] = max(h.levels[t.ID], r.traitLevel(t))
		}
	}
	h.förutsägbar = h.has("forutsagbar") > 0
	// Wounds and radiation sickness are two losses of the same dice, each as its own rule
	// words it: the wounds take their dice from öde, and the sickness "hälften av sina
	// ödestärningar (avrunda nedåt)" or "alla ödestärningar utom en" of what the wounds leave,
	// so it never takes the last one. Subtracted each from öde, a critically sick hero with a
	// svår skada had none, where both rules leave one.
	h.kropp = max(h.öde, 0) - h.state("utmana_forlust")
	for _, w := range c.Wounds {
		h.kropp -= max(engine.Sane(members.Dice.Get(w.Members)), 0)
		if w.Fatal || GradAv(w.Damage) == Död {
			h.död = true
		}
	}
	h.kropp = max(h.kropp, 0)
	if h.död {
		h.kropp = 0
	}
	h.kvar = h.kropp - h.strålning().Förlust(h.kropp)
	return h
}

// state is a tracker's value, held at ±engine.Far for the sums it goes into; Derive flags it
// outside its range.
func (h *hjälte) state(id string) int { return engine.Sane(h.c.State[id]) }

// has is the level of a catalog trait, 0 without it.
func (h *hjälte) has(id string) int { return h.levels[id] }

func (h *hjälte) strålning() Strålningssjuka {
	return Strålningssjuka(min(max(h.state("stralsjuka"), 0), int(DödligtStrålningssjuk)))
}

// iStrid is the öde dice in combat: Stridslysten "får en extra ödestärning att förfoga i
// strid. Det fungerar alltså som om hjältens öde var ett steg högre, men bara i strid." One
// who has none left has collapsed, and the extra die does not raise them.
func (h *hjälte) iStrid() int {
	if h.has("stridslysten") > 0 && h.kvar > 0 {
		return h.kvar + 1
	}
	return h.kvar
}

// dennaSr is the öde dice not yet used this combat round.
func (h *hjälte) dennaSr() int { return max(h.iStrid()-max(h.state("anvanda"), 0), 0) }

// utmaningar is how often a session allows Utmana ödet: "En gång per spelmöte", Tursam "två
// gånger per spelkväll", Älskad av ödet "tre gånger", Avskydd av ödet "aldrig".
func (h *hjälte) utmaningar() int {
	switch {
	case h.has("avskydd-av-odet") > 0:
		return 0
	case h.has("alskad-av-odet") > 0:
		return 3
	case h.has("tursam") > 0:
		return 2
	}
	return 1
}

// ödesslagMod is the modification of an ödesslag: Tursam +1, Älskad av ödet +2,
// Otursförföljd −1, Avskydd av ödet −2.
func (h *hjälte) ödesslagMod() int {
	mod := 0
	if h.has("tursam") > 0 {
		mod++
	}
	if h.has("alskad-av-odet") > 0 {
		mod += 2
	}
	if h.has("otursforfoljd") > 0 {
		mod--
	}
	if h.has("avskydd-av-odet") > 0 {
		mod -= 2
	}
	return mod
}

// böner is how often a session allows Bön: "Hjältar med nackdelen klentrogen kan inte be.
// Djupt troende hjältar kan be två gånger per spelmöte."
func (h *hjälte) böner() int {
	switch {
	case h.has("klentrogen") > 0:
		return 0
	case h.has("djupt-troende") > 0:
		return 2
	}
	return 1
}

// initiativMod is Beslutsam "+1 på alla initiativkontroller" and Tvehågsen "-1 på alla
// initiativslag i strid".
func (h *hjälte) initiativMod() int {
	mod := 0
	if h.has("beslutsam") > 0 {
		mod++
	}
	if h.has("tvehagsen") > 0 {
		mod--
	}
	return mod
}

// närstridsskada is what Stark and Svag add to melee damage: "skadeverkan i närstridsattacker
// med ett" per level.
func (h *hjälte) närstridsskada() int { return h.has("stark") - h.has("svag") }

func (r *Ruleset) traitKind(t sheet.Trait) string {
	def, _ := r.t.trait(t.ID)
	return traitKindOf(def, t)
}

// traitLevel is the level a trait counts at: the catalog's fixed level, or the document's,
// where 0 means 1.
func (r *Ruleset) traitLevel(t sheet.Trait) int {
	def, _ := r.t.trait(t.ID)
	return traitLevelOf(def, t)
}

// traitKindOf and traitLevelOf are traitKind and traitLevel of t with its catalog entry def
// (nil for a trait of the player's own), for a caller that has looked it up already.
func traitKindOf(def *TraitDef, t sheet.Trait) string {
	if def != nil {
		return def.Kind
	}
	return t.Kind
}

func traitLevelOf(def *TraitDef, t sheet.Trait) int {
	if def != nil && def.FixedLevel > 0 {
		return def.FixedLevel
	}
	return min(max(t.Level, 1), 3)
}
