package engine

import "testing"

// A house rule on an entry marks the values that name it as a word, not those where its name
// is part of a longer one: a rule on Gard marked "Gardera sig" too.
func TestAHouseRuleNamesAWholeWord(t *testing.T) {
	h := HouseRule{Name: "Gard", Shipped: "Vakt"}
	for s, want := range map[string]bool{
		"Gard (MV)":                true,
		"FV 3 med Gard":            true,
		"Gardera sig":              false,
		"Livgarde":                 false,
		"Vakt 2":                   true,
		"Vaktmästare, sedan Gard":  true,
		"Vaktmästare":              false,
		"":                         false,
		"Närstridsanfall med Dolk": false,
	} {
		if got := h.names(s); got != want {
			t.Errorf("%q names Gard: %v, want %v", s, got, want)
		}
	}
}
