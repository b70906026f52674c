package odestarningar

import "rollformular/engine"

// Handlingsslag is the value of a roll of öde and skill dice: "Om flera ödestärningar används
// räknas endast den högsta tärningen", and "När ett handlingsslag utförs med flera
// ödestärningar och två eller fler visar sexa uppstår ett högt slag. Värdet på ett högt slag
// är sex plus ett för varje sexa utöver den första."
func Handlingsslag(faces []int) int {
	sixes, highest := 0, 0
	for _, f := range faces {
		if f == 6 {
			sixes++
		}
		highest = max(highest, f)
	}
	if sixes >= 2 {
		return 5 + sixes
	}
	return highest
}

// Framgångsgrad is how well a roll succeeded: "Då subtraheras svårighetsgraden från
// handlingsslaget. Differensen, från noll och uppåt, kallas framgångsgrad." It is -1 for a
// failure.
func Framgångsgrad(roll, difficulty int) int {
	if roll < difficulty {
		return -1
	}
	return engine.Minus(roll, difficulty)
}

// Framgång names a degree as the text does: "En framgångsgrad på 0 eller 1 motsvarar en
// begränsad framgång i Coriolis, 2-3 motsvarar framgång och 4 eller mer betyder fullständig
// framgång."
func Framgång(degree int) string {
	switch {
	case degree < 0:
		return "misslyckande"
	case degree <= 1:
		return "begränsad framgång"
	case degree <= 3:
		return "framgång"
	}
	return "fullständig framgång"
}

// Motstånd judges an opposed roll: "Högst slag vinner. … Vid lika blir motståndsslaget
// oavgjort. Om en vinnare måste koras blir det den part som slagit flest sexor. Vid lika även
// där vinner den som har flest femmor, osv. Slår de båda parterna exakt identiska slag slås
// tärningarna om." It returns 1 when a wins, -1 when b wins, and 0 for a draw; with decide,
// the draw goes to the tie-breaks, and 0 then means the dice are rolled again.
func Motstånd(a, b []int, decide bool) int { return MotståndMed(a, b, 0, decide) }

// MotståndMed is Motstånd where a's roll gets mod more. The tie-breaks count the dice as
// they fell, whatever the modification.
func MotståndMed(a, b []int, mod int, decide bool) int {
	ra, rb := engine.Plus(Handlingsslag(a), mod), Handlingsslag(b)
	switch {
	case ra > rb:
		return 1
	case rb > ra:
		return -1
	case !decide:
		return 0
	}
	return compareCounts(counts(a), counts(b))
}

// counts is how many dice show each face, sixes first.
func counts(faces []int) [6]int {
	var c [6]int
	for _, f := range faces {
		if f >= 1 && f <= 6 {
			c[6-f]++
		}
	}
	return c
}

// compareCounts compares most sixes, then most fives, and so on.
func compareCounts(a, b [6]int) int {
	for i := range a {
		switch {
		case a[i] > b[i]:
			return 1
		case a[i] < b[i]:
			return -1
		}
	}
	return 0
}
