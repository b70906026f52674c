package engine

import (
	"math"
	"strconv"
)

// Percent shows a chance as a whole percent, never rounding a possible outcome to 0 % or an
// uncertain one to 100 %.
func Percent(p float64) string {
	switch {
	case p <= 0:
		return "0 %"
	case p >= 1:
		return "100 %"
	case p < 0.005:
		return "<1 %"
	case p > 0.995:
		return ">99 %"
	}
	return strconv.Itoa(int(math.Round(p*100))) + " %"
}
