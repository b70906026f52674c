package spelsystemet

// Erfarenhetsslag counts the faces of a T20 that pass an experience roll against value:
// "Erfarenhetsslag görs också med en T20, men i motsats till handlingsslagen gäller det att
// slå högre än det givna värdet för att lyckas. Om värdet är 20 eller mer, lyckas slaget ändå
// om det blir precis 20." A pass raises the value by one.
func Erfarenhetsslag(value int) int {
	n := 0
	for face := 1; face <= 20; face++ {
		if ErfarenhetsslagLyckas(value, face) {
			n++
		}
	}
	return n
}

// ErfarenhetsslagLyckas judges one face of the experience roll against value.
func ErfarenhetsslagLyckas(value, face int) bool {
	return face > value || (value >= 20 && face == 20)
}
