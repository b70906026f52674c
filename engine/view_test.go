package engine

import (
	"encoding/json"
	"rollformular/sheet"
	"testing"
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
