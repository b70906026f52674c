package framgangsslag

import (
	"slices"

	"rollformular/engine"
)

// SVSteg is the step the Situationsvärde comes in: "Dessa kommer alltid i sjok om 3."
const SVSteg = 3

// CheckSV says what is wrong with a Situationsvärde that is not a step of 3.
func CheckSV(sv int) error {
	if sv%SVSteg != 0 {
		return engine.Errorf("SV %d: situationsvärden kommer i steg om %d", sv, SVSteg)
	}
	return nil
}

// KanTaSinTid reports whether a roll of the named Framgångstabell may Ta sin tid: "Framgångstabeller
// där man inte kan Ta sin tid: Besvärjelser … Dyrka & desarmera … Följa spår … Rörlighet …
// Stoppa blodförlust".
func (t *Tabeller) KanTaSinTid(tabell string) bool { return !slices.Contains(t.EjTid, tabell) }

// Komplikation is the +1 a character may take after the roll, for a Komplikation: "Efter att man
// slagit ett Framgångsslag så kan man välja att ta en Komplikation mot att man får +1 på
// slaget." NPCs cannot, and neither can a risky roll ("inte heller ta Komplikationer på
// Riskabla Framgångsslag").
func Komplikation(utfall int, npc, riskabelt bool) (int, error) {
	switch {
	case npc:
		return utfall, engine.Errorf("NPCs kan inte ta Komplikationer")
	case riskabelt:
		return utfall, engine.Errorf("inga Komplikationer på Riskabla slag")
	}
	return engine.Plus(utfall, 1), nil
}

// Greppad says whether a grip holds its target: "Ifall målet har mer Greppningsskada än det
// har Hälsa så räknas målet som Greppat."
func Greppad(greppningsskada, hälsa int) bool { return greppningsskada > hälsa }

// DraSigUrGräns is the Greppningsskada from which one cannot withdraw: "Ifall man har 4 eller
// mer Greppningsskada så kan man inte Dra sig ur."
const DraSigUrGräns = 4

// GreppadSV is what a grip past Hälsa does to the gripped one's rolls: "-3SV på alla
// Framgångsslag de slår".
const GreppadSV = -3
