package framgangsslag

import (
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// Rounds: the round goes by Handlingspoäng (Economy): "När samtliga stridande har spenderat
// sina Handlingspoäng är Stridsrundan slut och nästa Stridsrunda tar sin början."
func (r *Ruleset) Rounds() engine.RoundRules {
	return engine.RoundRules{Economy: r.economy()}
}

// The allowances of a Stridsrunda.
const (
	hpAllowance       = "hp"
	snabbAllowance    = "snabb"
	offensivAllowance = "offensiv"
)

// economy: "Alla karaktärer får som regel 2 Handlingspoäng och 1 Snabbt handlingspoäng per
// Stridsrunda", the Skadad one less and Mana's one more as Derive counts them; "Man kan inte
// göra mer än 1 Offensiv handling per Stridsrunda"; each action costs what the catalogue of
// Handlingar says, and only a Reaktiv handling is made out of turn.
func (r *Ruleset) economy() engine.Economy {
	derived := func(c *sheet.Character) *Derived { return r.Derive(c).(*Derived) }
	return engine.Economy{
		Allowances: []engine.Allowance{
			{ID: hpAllowance, Name: "Handlingspoäng", Worded: engine.Say("Handlingspoäng"),
				Count: func(c *sheet.Character) int { return derived(c).Handlingspoäng },
				Rule:  "Alla karaktärer får som regel 2 Handlingspoäng och 1 Snabbt handlingspoäng per Stridsrunda."},
			{ID: snabbAllowance, Name: "Snabbt handlingspoäng", Worded: engine.Say("Snabbt handlingspoäng"),
				Count: func(c *sheet.Character) int { return derived(c).Snabba },
				Rule:  "Snabba handlingspoäng kan bara användas för att utföra Snabba handlingar."},
			{ID: offensivAllowance, Name: "Offensiv handling", Worded: engine.Say("Offensiv handling"), N: 1,
				Rule: "Man kan inte göra mer än 1 Offensiv handling per Stridsrunda."},
		},
		Cost:      r.cost,
		InTurn:    "Reaktiva handlingar kan göras trots att det inte är ens egen tur, givet att man har Handlingspoäng till det, och att handlingens kriterier är uppfyllda.",
		Spent:     hpAllowance,
		SpentRule: "När samtliga stridande har spenderat sina Handlingspoäng är Stridsrundan slut och nästa Stridsrunda tar sin början.",
	}
}

// cost is what deed d costs c: its action's Handlingspoäng from the catalogue, a Snabb
// handling of the Snabbt handlingspoäng first ("Snabba handlingar kan också göras med vanliga
// Handlingspoäng"), an offensive one the Stridsrunda's one Offensiv handling too. A defence
// holds "tills det är karaktärens Tur igen"; Inget försvar and the actions of the table are
// free.
func (r *Ruleset) cost(c *sheet.Character, d engine.Deed) engine.Cost {
	var h Handling
	switch d.Kind {
	case engine.Attacking:
		a, err := r.anfallMed(c, d.ID)
		if err != nil {
			return engine.Cost{}
		}
		h = r.handling(r.handlingAv(a))
	case engine.Defending:
		if d.ID == inget {
			return engine.Cost{}
		}
		h = r.handling(d.ID)
	default:
		return engine.Cost{}
	}
	n, err := strconv.Atoi(h.HP)
	if err != nil || n < 1 {
		return engine.Cost{}
	}
	var also []engine.Spend
	if h.Kategori == "offensiv" {
		also = []engine.Spend{{Allowance: offensivAllowance, N: 1}}
	}
	way := func(s engine.Spend) []engine.Spend { return append([]engine.Spend{s}, also...) }
	cost := engine.Cost{Reactive: h.Reaktiv, Holds: d.Kind == engine.Defending,
		Rule: h.Name + " (" + h.HP + " Handlingspoäng" + keywords(h) + ")"}
	if h.Snabb && n == 1 {
		cost.Ways = append(cost.Ways, way(engine.Spend{Allowance: snabbAllowance, N: 1}))
	}
	cost.Ways = append(cost.Ways, way(engine.Spend{Allowance: hpAllowance, N: n}))
	return cost
}

// keywords are h's keywords as its heading in the text writes them: ", Snabb handling,
// Reaktiv handling".
func keywords(h Handling) string {
	var b strings.Builder
	if h.Snabb {
		b.WriteString(", Snabb handling")
	}
	if h.Reaktiv {
		b.WriteString(", Reaktiv handling")
	}
	return b.String()
}

// handlingAv is the catalogue's action an attack is: a weapon's Anfall or Skjuta, its Frenesi
// or Snabbt skott, bare hands' Anfall, Greppa.
func (r *Ruleset) handlingAv(a anfall) string {
	switch {
	case a.grepp:
		return greppa
	case strings.HasPrefix(a.id, frenesi+":"):
		return frenesi
	case strings.HasPrefix(a.id, snabbtSkott+":"):
		return snabbtSkott
	case a.avstånd:
		return skjuta
	}
	return anfallHandling
}
