package catalog

import (
	"slices"
	"testing"

	"rollformular/engine"
)

// The bug this guards against: the search ranked descriptions above names, so "spana" listed
// Smyga (whose description mentions Spana) before Spana.
func TestSearchRanksNamesAboveDescriptions(t *testing.T) {
	items := []engine.CatalogItem{
		{ID: "smyga", Name: "Smyga", Description: "… mot Lyssna eller Spana"},
		{ID: "luftspana", Name: "Luftspanare"},
		{ID: "spana", Name: "Spana", Description: "Att se"},
		{ID: "simma", Name: "Simma"},
	}
	var got []string
	for _, it := range Rank(items, " SPANA") {
		got = append(got, it.ID)
	}
	if want := []string{"spana", "luftspana", "smyga"}; !slices.Equal(got, want) {
		t.Errorf("a search for SPANA lists %v, want %v: a name that begins with it, one that holds it, then a description", got, want)
	}
	if all := Rank(items, ""); len(all) != len(items) || all[0].ID != "smyga" {
		t.Errorf("an empty search lists %v, want the catalogue in its order", all)
	}
}
