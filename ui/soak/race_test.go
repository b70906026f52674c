//go:build race

package soak

// raceSlowdown is how much slower the race detector makes the editor's work.
const raceSlowdown = 5
