package engine

import (
	"encoding/json"
	"testing"
)

func TestWithExplanations(t *testing.T) {
	values := []Value{{ID: "lp", Why: func() string { return "LP = 13" }}}
	for _, v := range []any{struct {
		LP int `json:"lp"`
	}{13}, struct{}{}} {
		data, err := WithExplanations(v, values)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if m["explanations"].(map[string]any)["lp"] != "LP = 13" {
			t.Errorf("%s", data)
		}
	}
	if _, err := WithExplanations([]int{1}, values); err == nil {
		t.Error("a list took explanations")
	}
}
