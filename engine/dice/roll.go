package dice

import "math/rand/v2"

// Roll is one throw of an expression: the faces shown and the total with the constant.
type Roll struct {
	Faces []int
	Total int
}

// Roll throws the dice with r. The caller owns r, so a seeded r replays the same throws.
func (e Expr) Roll(r *rand.Rand) Roll {
	faces := make([]int, e.Count)
	total := e.Mod
	for i := range faces {
		faces[i] = 1 + r.IntN(e.Sides)
		total += faces[i]
	}
	return Roll{Faces: faces, Total: total}
}
