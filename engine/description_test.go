package engine

import "testing"

// The bug this guards against: catalogue names were shown with the rules' placeholders,
// "Språk <Tungomål>" and "<Närstridsvapen>", where the player names the specialisation.
func TestPlainNamesLeaveThePlaceholderOut(t *testing.T) {
	for name, want := range map[string]string{
		"Språk <Tungomål>":              "Språk",
		"<Närstridsvapen>":              "Närstridsvapen",
		"Kult / Religion <Gud / Kyrka>": "Kult / Religion",
		"‹Närstridsvapen>":              "Närstridsvapen",
		"Rida ‹Djur›":                   "Rida",
		"Smyga":                         "Smyga",
		"Pil > båge":                    "Pil > båge",
	} {
		if got := (CatalogItem{Name: name}).Plain(); got != want {
			t.Errorf("%q reads %q, want %q", name, got, want)
		}
	}
}
