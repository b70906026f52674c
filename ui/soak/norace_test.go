//go:build !race

package soak

// raceSlowdown is how much slower the race detector makes the editor's work: not at all here.
const raceSlowdown = 1
