package cli

import "testing"

// prob --ruleset intensitet --bonus 13 --defense 25 gives fatal 0.05, fumble 0.05 and
// hit + fatal 0.45.
func TestProbIntensitet(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "prob", "--ruleset", "intensitet", "--bonus", "13", "--defense", "25")
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	m := decode(t, r.stdout)
	if m["fatal"] != 0.05 || m["fumble"] != 0.05 || m["hit"].(float64)+m["fatal"].(float64) != 0.45 {
		t.Errorf("%v", m)
	}
	if r := run(t, nil, "prob", "--ruleset", "intensitet", "--bonus", "13"); r.code != BadArgs {
		t.Errorf("without --defense: exit %d", r.code)
	}
	roll := run(t, nil, "roll", "../../../assets/examples/bombur.json", "Stridsyxa", "--seed", "1")
	if roll.code != OK {
		t.Errorf("roll: %d %s", roll.code, roll.stderr)
	}
}
