package odestarningar

import (
	"math/big"

	"rollformular/engine"
)

// Strålningssjuka is the radiation sickness a dubbelslag plus the gammavärde gives: "slag
// -10 ingen effekt 11-15 lätt strålningssjukdom 16-20 strålningssjukdom 21-25 kritiskt
// strålningssjuk 26+ dödligt strålningssjuk".
type Strålningssjuka int

// The bands of the radiation table.
const (
	IngenStrålning Strålningssjuka = iota
	LättStrålningssjuk
	Strålningssjuk
	KritisktStrålningssjuk
	DödligtStrålningssjuk
)

// StrålningAv reads the band of a dubbelslag plus gammavärde.
func StrålningAv(slag int) Strålningssjuka {
	switch {
	case slag <= 10:
		return IngenStrålning
	case slag <= 15:
		return LättStrålningssjuk
	case slag <= 20:
		return Strålningssjuk
	case slag <= 25:
		return KritisktStrålningssjuk
	}
	return DödligtStrålningssjuk
}

func (s Strålningssjuka) String() string {
	return [...]string{"ingen effekt", "lätt strålningssjukdom", "strålningssjukdom", "kritiskt strålningssjuk", "dödligt strålningssjuk"}[s]
}

// In is the sickness's name in words: the rules' names stay as they are, and only "ingen
// effekt", which names none, follows the language.
func (s Strålningssjuka) In(words engine.Words) string {
	if s == IngenStrålning {
		return words.F("ingen effekt")
	}
	return s.String()
}

// Text is In as a Text, made once per band: Derive shows the band on every keystroke.
func (s Strålningssjuka) Text() engine.Text {
	if s < IngenStrålning || s > DödligtStrålningssjuk {
		return s.In
	}
	return strålningTexts[s]
}

var strålningTexts = [...]engine.Text{IngenStrålning.In, LättStrålningssjuk.In, Strålningssjuk.In, KritisktStrålningssjuk.In, DödligtStrålningssjuk.In}

// Förlust is how many of the dice a hero has the sickness takes: "Strålningssjukdom gör att
// hjälten förlorar hälften av sina ödestärningar (avrunda nedåt) … Kritisk strålningssjuka gör
// att hjälten förlorar alla ödestärningar utom en". The text gives the deadly sickness no rule
// of its own; it is at least as bad as the critical one, so it takes as much. It never takes
// the last die.
func (s Strålningssjuka) Förlust(dice int) int {
	switch s {
	case Strålningssjuk:
		return max(dice, 0) / 2
	case KritisktStrålningssjuk, DödligtStrålningssjuk:
		return max(dice-1, 0)
	}
	return 0
}

// Strålningsodds is the exact chance of each band for the next dubbelslag ("två tärningar
// slås och resultatet läggs samman") at gammavärde gamma.
func Strålningsodds(gamma int) [5]*big.Rat {
	var ways [5]int64
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			ways[StrålningAv(engine.Plus(a+b, gamma))]++
		}
	}
	var out [5]*big.Rat
	for i, w := range ways {
		out[i] = big.NewRat(w, 36)
	}
	return out
}

// Behandling is how many steps a treatment lowers the gammavärde by, from the degree of
// success of its roll: "En behandling med begränsad framgång sänker gammavärdet ett steg, en
// behandling med framgång två steg, och en fullständig framgång tre steg."
func Behandling(framgångsgrad int) int {
	switch {
	case framgångsgrad < 0:
		return 0
	case framgångsgrad <= 1:
		return 1
	case framgångsgrad <= 3:
		return 2
	}
	return 3
}
