package spelsystemet

import "math/big"

// Konflikt is the exact odds of a conflict roll between A and B, counted out of the 400
// pairs of T20 faces.
type Konflikt struct {
	AVinner        int // A wins outright
	AVinnerDelvis  int // A wins, B gets a Delvinst
	Oavgjort       int // a draw: the conflict goes on
	BVinnerDelvis  int
	BVinner        int
	BådaMisslyckas int // both fail or fumble: everyone loses
}

// Konfliktslag counts how a conflict between value a (modified by aMod) and value b (modified
// by bMod) ends, by the rules of "Konflikter":
//
//   - "När en lyckas eller slår kritiskt och den andre misslyckas eller fumlar har den
//     förstnämnde vunnit."
//   - "Om båda lyckas, med olika siffror på tärningen, vinner den som slagit högst, men den
//     andre får … en delvinst. Den här regeln gäller också om endera parten slår kritiskt och
//     motståndaren bara lyckas." A critical roll beats a plain success, which keeps a Delvinst.
//   - "När båda lyckas, fast med exakt samma siffra på tärningen, eller båda lyckas kritiskt,
//     blir det oavgjort."
//   - "Om båda misslyckas eller fumlar … Alla inblandade är förlorare."
//
// Rolls against values over 20 are compared with their excess added, as every such roll is.
func Konfliktslag(a, aMod, b, bMod int) Konflikt {
	va, vb := Effektivt(a, aMod), Effektivt(b, bMod)
	var k Konflikt
	for fa := 1; fa <= 20; fa++ {
		ua, ra := Handlingsslag(va, fa)
		for fb := 1; fb <= 20; fb++ {
			ub, rb := Handlingsslag(vb, fb)
			switch {
			case !ua.Ok() && !ub.Ok():
				k.BådaMisslyckas++
			case ua.Ok() && !ub.Ok():
				k.AVinner++
			case ub.Ok() && !ua.Ok():
				k.BVinner++
			case ua == Kritiskt && ub == Kritiskt:
				k.Oavgjort++
			case ua == Kritiskt:
				k.AVinnerDelvis++
			case ub == Kritiskt:
				k.BVinnerDelvis++
			case ra > rb:
				k.AVinnerDelvis++
			case rb > ra:
				k.BVinnerDelvis++
			default:
				k.Oavgjort++
			}
		}
	}
	return k
}

// PKonflikt turns a count of face pairs into an exact probability.
func PKonflikt(pairs int) *big.Rat { return big.NewRat(int64(pairs), 400) }
