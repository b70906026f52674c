package odestarningar

import (
	"math"
	"strconv"

	"rollformular/engine"
)

// FormuläretsRutor is how many load boxes the sheet has: "Rollformuläret har 15
// belastningsrutor utritade."
const FormuläretsRutor = 15

// NormalBärförmåga is what a hero carries without trouble: "En normal hjälte kan utan
// bekymmer bära på 5 br."
const NormalBärförmåga = 5

// KiloTillRutor converts a weight in kilograms to boxes: "För att konvertera övriga
// föremåls vikt i kilo till br delas kilovikten med två, avrundat uppåt till närmaste
// heltal. Saker som väger 0,25 kilo eller mindre räknas som småprylar och väger inga rutor
// alls."
func KiloTillRutor(kg float64) float64 {
	if kg <= 0.25 {
		return 0
	}
	return math.Ceil(kg / 2)
}

// Radvikt is what count things of one kind take, each weighing per boxes. Things lighter than
// a box share boxes only with their own kind: "fyra av dessa föremål får plats i en och samma
// ruta … Saker som placeras i samma ruta måste vara av samma slag", so a line takes whole
// boxes.
func Radvikt(per float64, count int) float64 {
	// Quarters are exact in binary, so the ceiling is not fooled by rounding.
	return math.Ceil(per * float64(count))
}

// Bärförmåga is the load carried without penalty: 5, "För varje nivå [Stark] ökar
// bärförmågan med två belastningsrutor", and for Svag "minskar bärförmågan med en
// belastningsruta". It is never below 1: a load of anything is then over it.
func Bärförmåga(stark, svag int) int {
	return max(NormalBärförmåga+2*engine.Sane(stark)-engine.Sane(svag), 1)
}

// Belastningsavdrag is the penalty of carrying load boxes with capacity: "En hjälte som bär
// mer än så kan inte sprinta och får -1 på alla handlingsslag mot färdigheterna manöver,
// rörlighet och spaning … Bär man mer än dubbla bärförmågan kan blir avdraget -2, osv."
func Belastningsavdrag(load float64, capacity int) int {
	if load <= float64(capacity) {
		return 0
	}
	return int(math.Ceil(engine.SaneFloat(load/float64(capacity)))) - 1
}

// Rutor writes a number of boxes with its quarters as fractions: 1.25 → "1¼".
func Rutor(b float64) string {
	whole := math.Floor(b)
	var frac string
	switch b - whole {
	case 0.25:
		frac = "¼"
	case 0.5:
		frac = "½"
	case 0.75:
		frac = "¾"
	}
	if whole == 0 && frac != "" {
		return frac
	}
	if frac == "" && b != whole {
		return strconv.FormatFloat(b, 'f', -1, 64)
	}
	return strconv.Itoa(int(whole)) + frac
}

// weight is what one of the thing weighs in boxes.
func (g *GearDef) weight() float64 {
	if g.Kg > 0 {
		return KiloTillRutor(g.Kg)
	}
	return g.Boxes
}
