package dice

// Each calls f with every way n dice of sides sides can fall, in order, each way once: the
// count that exact odds are checked against. f must not keep faces, which is reused.
func Each(n, sides int, f func(faces []int)) {
	faces := make([]int, n)
	var walk func(i int)
	walk = func(i int) {
		if i == n {
			f(faces)
			return
		}
		for v := 1; v <= sides; v++ {
			faces[i] = v
			walk(i + 1)
		}
	}
	walk(0)
}
