// Package framgangsslag is the rules of "Framgångsslag" (shared/rules/001_96ff700bf45c6bcf.txt):
// 2T8 plus a Framgångsvärde, moved by the Situationsvärde and lowered by the opponent's
// Motståndsvärde, read off a matrix of five levels; Fördel and Nackdel roll extra dice and
// drop some; hordes of identical individuals share their rolls and their Påfrestning.
//
// The text is a fragment of a larger rulebook. The tables it has are data in
// assets/framgangsslag/; where it is ambiguous, shared/rules/README.md gives the reading used.
package framgangsslag

import "rollformular/engine"

// Nivå is a level of the success matrix.
type Nivå int

// The levels of the success matrix, worst first: "13 och lägre Väldigt misslyckat (VM)
// 14 - 16 Misslyckat (M) 17 - 19 Delvis lyckat (DL) 20 - 22 Lyckat (L) 23 och högre Väldigt
// lyckat (VL)".
const (
	VM Nivå = iota
	M
	DL
	L
	VL
)

// Nivåer lists the levels worst first.
var Nivåer = [...]Nivå{VM, M, DL, L, VL}

// String is the level's abbreviation, as the prob keys and the text use it.
func (n Nivå) String() string { return [...]string{"VM", "M", "DL", "L", "VL"}[n] }

// Namn is the level's name.
func (n Nivå) Namn() string {
	return [...]string{"Väldigt misslyckat", "Misslyckat", "Delvis lyckat", "Lyckat", "Väldigt lyckat"}[n]
}

// NivåAv reads the level of an Utfall off the success matrix.
func NivåAv(utfall int) Nivå {
	switch {
	case utfall <= 13:
		return VM
	case utfall <= 16:
		return M
	case utfall <= 19:
		return DL
	case utfall <= 22:
		return L
	}
	return VL
}

// Utfall is "Utfall = [2T8] + [Framgångsvärde] +- [X från Situationsvärde] - [Y från
// Motståndsvärde ifall någon gör motstånd]".
// The sum is held at the ends of int instead of wrapping, whatever the caller passes.
func Utfall(t8, fv, sv, mv int) int { return engine.Minus(engine.Plus(engine.Plus(t8, fv), sv), mv) }

// Olycka says whether a risky roll's accident happens: "Olyckan inträffar ifall Utfallet är
// jämnt delbart med 3."
func Olycka(utfall int) bool { return utfall%3 == 0 }

// FV is "FV = [Grundegenskap] + [2 ifall man har rätt Grundfärdighet] + [0-5 ifall man har ett
// Redskapspaket] + [2 ifall man Tar sin tid]"; MV is built the same way.
func FV(grundegenskap int, grundfärdighet bool, redskapspaket int, tarSinTid bool) int {
	fv := engine.Plus(engine.Sane(grundegenskap), engine.Sane(redskapspaket))
	if grundfärdighet {
		fv += 2
	}
	if tarSinTid {
		fv += 2
	}
	return fv
}
