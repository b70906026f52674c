package kit

import (
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/engine/rulesets"
	"rollformular/screen"
	"rollformular/sheet"
)

// A zonstrid blow rolls no dice: its reckoning printed "[] = 2 → 2".
func TestBlowSumOfFixedDamageShowsNoEmptyDice(t *testing.T) {
	for _, c := range []struct {
		blow engine.Blow
		want string
	}{
		{engine.Blow{Rolled: 2, Total: 2}, "2"},
		{engine.Blow{Rolled: 3, Total: 1}, "3 → 1"},
		{engine.Blow{Dice: "2T6", Faces: []int{1, 5}, Rolled: 6, Total: 3}, "2T6 [1 5] = 6 → 3"},
	} {
		if got := blowSum(c.blow); got != c.want {
			t.Errorf("blowSum(%+v) = %q, want %q", c.blow, got, c.want)
		}
	}
}

// The log of an exchange names the blow's damage type and the part struck as the sheet does,
// not by their ids ("H", "hoger-arm"): the rules' name of the type in the reader's words, the
// body part by its label; and where the one struck stands after it, as its rules say (LP 13,
// less the blow of 5).
func TestAnExchangesLogNamesTheBlowAsTheSheetDoes(t *testing.T) {
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := reg.Lookup("spelsystemet")
	target, err := sheet.Load("../../assets/examples/asa-jarnhand.json")
	if err != nil {
		t.Fatal(err)
	}
	target.Wounds = []sheet.Wound{{Part: "hoger-arm", Damage: 5, Type: "H"}}
	res := engine.Exchanged{
		Attack: engine.RollResult{What: "Svärd", Value: 12, Against: true, Effective: 12, Faces: []int{4}, Outcome: "lyckat"},
		Struck: engine.TargetSide,
		Blow:   &engine.Blow{Dice: "1T8", Faces: []int{5}, Rolled: 5, Total: 5, Type: "H", Part: "hoger-arm"},
		Target: target,
	}
	lines := strings.Join(DescribeExchange(rs, screen.WordsOf(rs, "en"), res, "Ulv", "Åsa"), "\n")
	for _, want := range []string{"Hugg (cut), Höger arm", "Åsa: 8"} {
		if !strings.Contains(lines, want) {
			t.Errorf("the log says\n%s\nwithout %q", lines, want)
		}
	}
}
