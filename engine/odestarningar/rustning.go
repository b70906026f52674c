package odestarningar

import (
	"math"

	"rollformular/engine"
)

// KonverteraVapen is a Coriolis weapon's damage in this system: "två adderas till den gamla
// skadan i Coriolis vapentabeller. Sedan delas summan med två (avrunda uppåt). Formeln är
// alltså (n+2)/2."
func KonverteraVapen(n int) int {
	return int(math.Ceil(float64(engine.Sane(n)+2) / 2))
}

// KonverteraRustning is a Coriolis armor's skydd and beg in this system: "Skyddsvärdet
// minskar med tre för alla rustningar i Coriolis regelbok. För att få fram
// begränsningsvärdet delas vikten i kilo med fem (avrunda till närmaste)."
func KonverteraRustning(skydd int, kg float64) (int, int) {
	return max(skydd-3, 0), int(math.Round(kg / 5))
}
