package spelsystemet

import (
	"encoding/json"
	"math/big"

	"rollformular/engine"
)

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

// MarshalJSON gives the odds as probabilities, with the keys of the CLI contract.
func (k Konflikt) MarshalJSON() ([]byte, error) {
	p := func(n int) float64 { return float64(n) / 400 }
	return json.Marshal(struct {
		AWins        float64 `json:"a_wins"`
		AWinsPartial float64 `json:"a_wins_partial"`
		Draw         float64 `json:"draw"`
		BWinsPartial float64 `json:"b_wins_partial"`
		BWins        float64 `json:"b_wins"`
		BothFail     float64 `json:"both_fail"`
	}{p(k.AVinner), p(k.AVinnerDelvis), p(k.Oavgjort), p(k.BVinnerDelvis), p(k.BVinner), p(k.BådaMisslyckas)})
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
		for fb := 1; fb <= 20; fb++ {
			switch r := Konfliktutfall(va, fa, vb, fb); {
			case r.Vinnare == 0 && r.Oavgjort:
				k.Oavgjort++
			case r.Vinnare == 0:
				k.BådaMisslyckas++
			case r.Vinnare == 'A' && r.Delvinst:
				k.AVinnerDelvis++
			case r.Vinnare == 'A':
				k.AVinner++
			case r.Delvinst:
				k.BVinnerDelvis++
			default:
				k.BVinner++
			}
		}
	}
	return k
}

// Konfliktresultat is how one conflict ended, ready for Träffa.
type Konfliktresultat struct {
	Vinnare  byte // 'A', 'B', or 0 for a draw or when both failed
	Oavgjort bool // a draw: "Det händer inget speciellt"
	Delvinst bool // the loser keeps a Delvinst: the winner's damage is halved
	Kritiskt bool // the winner rolled a critical: the damage is doubled
	UtfallA  Utfall
	UtfallB  Utfall
}

// Konfliktutfall judges one conflict: A rolled face fa against value va (modifications
// already applied), B rolled fb against vb. The rules are those of Konfliktslag.
func Konfliktutfall(va, fa, vb, fb int) Konfliktresultat {
	ua, ra := Handlingsslag(va, fa)
	ub, rb := Handlingsslag(vb, fb)
	r := Konfliktresultat{UtfallA: ua, UtfallB: ub}
	switch {
	case !ua.Ok() && !ub.Ok():
	case ua.Ok() && !ub.Ok():
		r.Vinnare = 'A'
	case ub.Ok() && !ua.Ok():
		r.Vinnare = 'B'
	case ua == Kritiskt && ub == Kritiskt:
		r.Oavgjort = true
	case ua == Kritiskt:
		r.Vinnare, r.Delvinst = 'A', true
	case ub == Kritiskt:
		r.Vinnare, r.Delvinst = 'B', true
	case ra > rb:
		r.Vinnare, r.Delvinst = 'A', true
	case rb > ra:
		r.Vinnare, r.Delvinst = 'B', true
	default:
		r.Oavgjort = true
	}
	switch r.Vinnare {
	case 'A':
		r.Kritiskt = ua == Kritiskt
	case 'B':
		r.Kritiskt = ub == Kritiskt
	}
	return r
}

// PKonflikt turns a count of face pairs into an exact probability.
func PKonflikt(pairs int) *big.Rat { return big.NewRat(int64(pairs), 400) }

// In words the odds: "vinner 40 % · delvinst 10 % · oavgjort 5 % · förlorar 40 % · båda
// förlorar 5 %", each the chance of A, the character.
func (k Konflikt) In(words engine.Words) string {
	p := func(n int) string { return engine.Percent(float64(n) / 400) }
	return words.F("vinner %s · vinner med motståndarens delvinst %s · oavgjort %s · förlorar med delvinst %s · förlorar %s · båda förlorar %s",
		p(k.AVinner), p(k.AVinnerDelvis), p(k.Oavgjort), p(k.BVinnerDelvis), p(k.BVinner), p(k.BådaMisslyckas))
}

// outcome says how the conflict went for the one who rolled it.
func (res Konfliktresultat) outcome() engine.Text {
	var outcome engine.Text
	switch {
	case res.Oavgjort:
		outcome = engine.Say("oavgjort")
	case res.Vinnare == 0:
		outcome = engine.Say("båda misslyckas")
	case res.Vinnare == 'A' && res.Delvinst:
		outcome = engine.Say("vinst, motståndaren får delvinst")
	case res.Vinnare == 'A':
		outcome = engine.Say("vinst")
	case res.Delvinst:
		outcome = engine.Say("förlust med delvinst")
	default:
		outcome = engine.Say("förlust")
	}
	if res.Kritiskt {
		outcome = engine.Sayf("%s (kritiskt)", outcome)
	}
	return outcome
}
