package engine

import (
	"encoding/json"
	"testing"

	"rollformular/sheet"
)

// lpView is a ruleset's derived view with one value of its own.
type lpView struct {
	LP int `json:"lp"`
	Derived
}

func TestExplainedAddsEveryExplanationInTheReadersLanguage(t *testing.T) {
	v := &lpView{LP: 13, Derived: NewDerived(sheet.New("x"), 1)}
	v.Add(Value{ID: "lp", Why: func(w Words) string { return w.F("LP = %d (avrundat uppåt)", 13) }})
	desc := &Description{English: map[string]string{"LP = %d (avrundat uppåt)": "LP = %d (rounded up)"}}
	for lang, want := range map[string]string{"sv_SE.UTF-8": "LP = 13 (avrundat uppåt)", "en_US.UTF-8": "LP = 13 (rounded up)", "C.UTF-8": "LP = 13 (avrundat uppåt)"} {
		data, err := Explained(v, WordsIn(desc, lang))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if m["lp"] != 13.0 || m["explanations"].(map[string]any)["lp"] != want {
			t.Errorf("%s: %s, want %q", lang, data, want)
		}
	}
}

// The abbreviation stands before its label unless the label spells it out or says it already:
// the editor read "LP LP kvar", "Kasta Skottvidd, kast" and, in English, "Sr Left this sr".
func TestLabelledSaysTheAbbreviationOnce(t *testing.T) {
	for _, c := range [][3]string{
		{"Sh", "Snabbhet", "Sh Snabbhet"},
		{"T", "Trötthet", "T Trötthet"},
		{"Bärf", "Bärförmåga", "Bärförmåga"},
		{"LP", "LP kvar", "LP kvar"},
		{"Sr", "Kvar denna sr", "Kvar denna sr"},
		{"STO/2", "Nedslagen vid", "STO/2 Nedslagen vid"},
		{"G", "Grundskada", "G Grundskada"},
		{"", "Skydd", "Skydd"},
		// A word of the label that the abbreviation shortens, or the other way round: the
		// editor read "Vit Spent vitalitetspoäng" and "Kasta Throwing range".
		{"Vit", "Spenderade vitalitetspoäng", "Spenderade vitalitetspoäng"},
		{"Kasta", "Skottvidd, kast", "Skottvidd, kast"},
		{"T-slag", "Trötthetsslag per omgång", "T-slag Trötthetsslag per omgång"},
		{"Init", "Initiativslag", "Initiativslag"},
		{"Ta-stryk", "Ta-stryk-faktor", "Ta-stryk-faktor"},
	} {
		if got := Labelled(c[0], c[1]); got != c[2] {
			t.Errorf("Labelled(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}
