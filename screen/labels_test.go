package screen_test

import (
	"testing"

	"rollformular/screen"
)

// A log names what a blow struck as the sheet does: the rules' name of its damage type in the
// reader's words ("Hugg (cut)" in English), and the body part by its label; an id the rules do
// not know stays as it is, so the log still says which.
func TestALogNamesTheTypeAndPartOfABlowAsTheSheetDoes(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	labels := screen.LabelsOf(rs)
	if got := labels.DamageType("H", screen.WordsOf(rs, "en")); got != "Hugg (cut)" {
		t.Errorf("damage type H in English is %q, want Hugg (cut)", got)
	}
	if got := labels.DamageType("Q", screen.WordsOf(rs, "sv")); got != "Q" {
		t.Errorf("an unknown damage type is %q, want its id Q", got)
	}
	if got := labels.Part("hoger-arm"); got != "Höger arm" {
		t.Errorf("body part hoger-arm is %q, want Höger arm", got)
	}
}
