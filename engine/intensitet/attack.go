// Package intensitet is the rules of "Konflikter" (shared/rules/002_6d76bbb4583373db.txt), a
// D&D variant: a T20 plus half an attribute and half the grad against a defence, where a
// natural 1 is a fumble and a natural 20 a fatality, and an intensity die that climbs each
// round and helps the player characters hit.
package intensitet

import (
	"cmp"
	"math/big"

	"rollformular/engine"
)

// Justering is the attack adjustment: "Din attackjustering är hälften av din relevanta
// grundegenskap + halva din grad. … alla vapenattacker lägger vapnets träningsfördel till
// attackslaget." Halves round down.
func Justering(grundegenskap, grad, träningsfördel int) int {
	return engine.Plus(floorHalf(grundegenskap)+floorHalf(grad), träningsfördel)
}

// floorHalf is n / 2 rounded down, for negative n too; the shift has no −n to wrap.
func floorHalf(n int) int { return n >> 1 }

// Utfall is what an attack roll of t20 does against a defence with bonus: "Om tärningen visar
// "1" (naturlig etta) är det alltid miss (och en fummel …) och om den visar "20" (naturlig
// tjugo) är det alltid träff (och en fatalitet …)", else "måste det justerade resultatet av
// attackslaget vara minst lika med fiendens försvar".
type Utfall int

// The outcomes of an attack roll.
const (
	Fummel Utfall = iota
	Miss
	Träff
	Fatalitet
)

func (u Utfall) String() string { return [...]string{"fummel", "miss", "träff", "fatalitet"}[u] }

// In names the outcome in words' language: fummel and fatalitet are the rules' terms.
func (u Utfall) In(words engine.Words) string {
	return [...]engine.Text{engine.Said("fummel"), engine.Said("miss"), engine.Say("träff"), engine.Said("fatalitet")}[u].In(words)
}

// Attack reads an attack roll.
func Attack(t20, bonus, försvar int) Utfall {
	switch {
	case t20 == 1:
		return Fummel
	case t20 == 20:
		return Fatalitet
	case engine.Plus(t20, bonus) >= försvar:
		return Träff
	}
	return Miss
}

// Chanser is the exact chance of each outcome of an attack, each face of the T20 counted.
func Chanser(bonus, försvar int) map[Utfall]*big.Rat {
	ways := map[Utfall]int64{}
	for t := 1; t <= 20; t++ {
		ways[Attack(t, bonus, försvar)]++
	}
	out := map[Utfall]*big.Rat{}
	for _, u := range []Utfall{Fummel, Miss, Träff, Fatalitet} {
		out[u] = big.NewRat(ways[u], 20)
	}
	return out
}

// Fall is the damage dice of a fall of meters: "Ett fall på minst 2 meter ger 1t6 poäng skada
// för varje 2 meter man faller. … Fallet kan dock inte ge mer än 80t6 poäng skada".
func Fall(meter int) int { return min(max(meter, 0)/2, 80) }

// Impulspoäng says whether a T6 after a fight gives an impulse point: "slår du en sexsidig
// tärning och lägger till det värde som intensitetstärningen slutade på i striden. Om
// resultatet blir 7 eller högre, erhåller du ett impulspoäng."
func Impulspoäng(t6, intensitet int) bool { return engine.Plus(t6, intensitet) >= 7 }

// Intensitet is the intensity die after a round: "Spelledaren stegar upp intensitetstärningens
// värde med +1, till den når "6". Därefter ökar den inte mer." A fight begins at 1.
func Intensitet(före int) int { return min(max(före, 0), 5) + 1 }

// Initiativ compares two initiative rolls, each as the total and the adjustment: higher goes
// first, "Om det blir oavgjort mellan två kombattanter, får den med den högre totala
// justeringen agera först. Om även den är lika, slå ett skiljeslag med varsin t20." Below 0, a
// goes first; 0 calls for the tie-break roll.
func Initiativ(a, b [2]int) int {
	// Compared, not subtracted: a difference wraps past the ends of int and flips the order.
	if a[0] != b[0] {
		return cmp.Compare(b[0], a[0])
	}
	return cmp.Compare(b[1], a[1])
}

// Dödsräddning reads a death save: "1–9 Försämrad … 10–19 Förbättrad … 20 Ditt tillstånd
// övergår till medvetslös och du får lov att spendera ett vitalitetspoäng".
func Dödsräddning(t20 int) string {
	switch {
	case t20 >= 20:
		return "medvetslös"
	case t20 >= 10:
		return "förbättrad"
	}
	return "försämrad"
}

// ExtraFörsämringar is what damage past 0 livspoäng costs: "Överskjutande skada som motsvarar
// ditt sargadvärde ger dig automatiskt en extra försämring … Skulle den motsvara dina maximala
// livspoäng … ger den dig istället två extra försämringar."
func ExtraFörsämringar(överskjutande, maxLP int) int {
	switch {
	case överskjutande >= maxLP:
		return 2
	case överskjutande >= Sargad(maxLP):
		return 1
	}
	return 0
}

// Sargad is "När din rollfigurs livspoäng reducerats ner till hälften av dina maximala
// livspoäng, räknas han som Sargad."
func Sargad(maxLP int) int { return maxLP / 2 }

// PassivUppfattning is "Passiv uppfattning (10 + fördelen på Uppfatta)".
func PassivUppfattning(uppfatta int) int { return engine.Plus(10, uppfatta) }
