package engine

import "testing"

// DESIGN.md, "Ids": "Förstärkt ringbrynja" → forstarkt-ringbrynja, "Pilbåge, L" → pilbage-l,
// "Öppen Hjälm" → oppen-hjalm.
func TestID(t *testing.T) {
	for in, want := range map[string]string{
		"Förstärkt ringbrynja": "forstarkt-ringbrynja",
		"Pilbåge, L":           "pilbage-l",
		"Öppen Hjälm":          "oppen-hjalm",
		"Åsa Järnhand":         "asa-jarnhand",
		"  Café -- Ölstuga! ":  "cafe-olstuga",
		"Spela <Flöjt>":        "spela-flojt",
		"":                     "",
		"★":                    "",
	} {
		if got := ID(in); got != want {
			t.Errorf("ID(%q) = %q, want %q", in, got, want)
		}
	}
}
