package odestarningar

import "rollformular/engine"

// Skadegrad is how bad a hit is, read off its skadeverkan.
type Skadegrad int

// The bands of "skada".
const (
	IngenEffekt Skadegrad = iota // "Skadeverkan 0 eller lägre betyder att attacken inte har någon effekt alls."
	Skråma                       // 1–3: "förbrukar en oanvänd ödestärning denna sr, men återfår den till nästa sr"
	Lindrig                      // 4–6: "förlorar en ödestärning permanent - tills skadan har läkt"
	Svår                         // 7–9: "förlorar permanent (tills läkning sker) alla ödestärningar utom en men minst en"
	Dödlig                       // 10–12: "förlorar alla ödestärningar, kan inte röra sig och blöder kraftigt"
	Död                          // 13+: "omedelbar död"
)

// GradAv reads the band of a skadeverkan.
func GradAv(skadeverkan int) Skadegrad {
	switch {
	case skadeverkan <= 0:
		return IngenEffekt
	case skadeverkan <= 3:
		return Skråma
	case skadeverkan <= 6:
		return Lindrig
	case skadeverkan <= 9:
		return Svår
	case skadeverkan <= 12:
		return Dödlig
	}
	return Död
}

func (g Skadegrad) String() string {
	return [...]string{"ingen effekt", "skråma", "lindrig skada", "svår skada", "dödlig skada", "omedelbar död"}[g]
}

// In is the band's name in words: the rules' names of the bands stay as they are, and only
// "ingen effekt", which names none, follows the language.
func (g Skadegrad) In(words engine.Words) string {
	if g == IngenEffekt {
		return words.F("ingen effekt")
	}
	return g.String()
}

// Skadeverkan is what a hit does: "Till slaget läggs attackens framgångsgrad, det aktuella
// vapnets skada …, samt eventuell modifikation från fördelar och nackdelar (nedan). Från
// summan dras ett skyddsvärde på eventuell rustning som försvararen bär."
func Skadeverkan(t6, framgångsgrad, vapen, modifikation, skydd int) int {
	return engine.Minus(engine.Plus(engine.Plus(engine.Plus(t6, framgångsgrad), vapen), modifikation), skydd)
}

// Förlust is how many of the kvar dice a person still has a wound of grad takes for good.
// A skråma takes none for good; death takes them all.
func Förlust(grad Skadegrad, kvar int) int {
	switch grad {
	case Lindrig:
		return min(1, kvar)
	case Svår:
		return min(max(kvar-1, 1), kvar)
	case Dödlig, Död:
		return kvar
	}
	return 0
}

// Blöder says whether a wound of grad and damage type bleeds: "En svår skada från egg- eller
// skjutvapen orsakar blödning", and a dödlig skada "blöder kraftigt" whatever the weapon
// ("Om det är fråga om trubbigt våld är blödningen invärtes").
func Blöder(grad Skadegrad, typ string) bool {
	switch grad {
	case Svår:
		return typ == Egg || typ == Skjut
	case Dödlig:
		return true
	}
	return false
}

// The damage types a wound may be of, for bleeding.
const (
	Egg      = "egg"
	Skjut    = "skjut"
	Trubbigt = "trubbigt"
	Annat    = "annat"
)

// Blödningsslag judges one bleeding roll: "Varje sr efter skadan slås en tärning. Blir
// resultatet lika med eller under antalet sr som passerat sedan skadan inträffade …" It
// reports whether the bleeding strikes.
func Blödningsslag(t6, passerade int) bool {
	return t6 <= passerade
}

// Stoppa is the difficulty of stopping a wound's bleeding: "Att stoppa blödningen kräver
// ett normalt (5+) handlingsslag" for a svår skada, "För att stoppa blödningen krävs ett
// svårt (7+) handlingsslag" for a dödlig one.
func Stoppa(grad Skadegrad) int {
	if grad == Dödlig {
		return 7
	}
	return 5
}

// Vårdbonus is the bonus of care to stopping a bleeding: "Ett medkit ger +1 på försök att
// stoppa blödningar. Ordinära medlab och avancerade medlab ger +2 respektive +3. All
// ovanstående utrustning kräver minst fv 1 i färdigheten medicin för att användas." vård is
// 0 for none, 1 for an ordinary and 2 for an advanced medlab.
func Vårdbonus(medkit bool, vård, medicin int) int {
	switch {
	case medicin < 1:
		return 0
	case vård >= 2:
		return 3
	case vård == 1:
		return 2
	case medkit:
		return 1
	}
	return 0
}

// Läketid is the minutes it takes to heal one die of a wound of grad, or 0 when it does not
// heal yet: "Lindrigt skadade personer återhämtar självmant förlorade ödestärningar i takten
// en per timme", a svår skada "En ödestärning läks per dygn. Med vård i medlab och ständig
// vila fördubblas läkehastigheten" once "Första hjälpen (ovan) krävs för att en svårt skadad
// person ska börja läka", and a dödlig one "en ödestärning per vecka, under förutsättning att
// offret vilar. Konstant vård i medlab fördubblar läkehastigheten." Gott läkekött: "Läkehastigheten
// fördubblas."
func Läketid(grad Skadegrad, behandlad, medlab, gottLäkekött bool) int {
	var h int
	switch grad {
	case Lindrig:
		h = 60
	case Svår:
		h = 24 * 60
	case Dödlig:
		h = 7 * 24 * 60
	default:
		return 0
	}
	if grad != Lindrig {
		if !behandlad {
			return 0
		}
		if medlab {
			h /= 2
		}
	}
	if gottLäkekött {
		h /= 2
	}
	return h
}
