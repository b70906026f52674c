package zonstrid

import (
	"strconv"
	"strings"

	"rollformular/engine"
)

// Räckvidd reads a weapon's range in zones, "0–1" or "1-3": "Värdet visar hur många zoner ditt
// vapen når från där du står. En nolla innebär att du kan använda vapnet mot fiender i samma
// zon som du medan en etta innebär att du kan attackera en fiende i zonen bredvid din."
func Räckvidd(s string) (min, max int, err error) {
	t := strings.ReplaceAll(strings.TrimSpace(s), "–", "-")
	lo, hi, ok := strings.Cut(t, "-")
	if !ok {
		hi = lo
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(lo))
	b, err2 := strconv.Atoi(strings.TrimSpace(hi))
	if err1 != nil || err2 != nil || a < 0 || b < a || b > maxZones {
		return 0, 0, engine.Errorf("räckvidd %q: skriv zonerna som 0–1 eller 1–3", s)
	}
	return a, b, nil
}

// Når reports whether a weapon of range s reaches a foe zones away: "Ett gevär med räckvidd
// 1–3 kan användas mot en fiende som står en, två eller tre zoner bort från dig men inte mot
// en fiende som befinner sig i samma zon som du."
func Når(s string, zones int) bool {
	lo, hi, err := Räckvidd(s)
	return err == nil && zones >= lo && zones <= hi
}
