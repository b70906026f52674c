//go:build race

package ui

// raceSlowdown is how much slower the race detector makes the editor's work.
const raceSlowdown = 5
