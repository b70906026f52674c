package cli

import (
	"strings"
	"testing"
)

const stadsvakt = "../../../assets/examples/stadsvakt.json"

// prob --ruleset framgangsslag --fv 10 --sv 0 --mv 0 gives the exact distribution of 2T8+10
// over the five levels (worked by hand in engine/framgangsslag), and the Olycka beside them.
func TestProbFramgangsslag(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "prob", "--ruleset", "framgangsslag", "--fv", "10", "--sv", "0", "--mv", "0")
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	exact := decode(t, r.stdout)["exact"].(map[string]any)
	for key, want := range map[string]string{"VM": "3/64", "M": "3/16", "DL": "21/64", "L": "9/32", "VL": "5/32", "olycka": "21/64"} {
		if exact[key] != want {
			t.Errorf("%s: %v, want %s", key, exact[key], want)
		}
	}
	// Fördel 1 and Nackdel 1, worked by hand: VM with Fördel needs the best two of three T8
	// at most 3 (4 of 512); VL with Nackdel needs the lowest two at least 13 (23 of 512).
	f := decode(t, run(t, nil, "prob", "--ruleset", "framgangsslag", "--fv", "10", "--fordel", "1").stdout)["exact"].(map[string]any)
	n := decode(t, run(t, nil, "prob", "--ruleset", "framgangsslag", "--fv", "10", "--fordel", "-1").stdout)["exact"].(map[string]any)
	if f["VM"] != "1/128" || n["VL"] != "23/512" {
		t.Errorf("Fördel 1 VM %v, Nackdel 1 VL %v", f["VM"], n["VL"])
	}
	if r := run(t, nil, "prob", "--ruleset", "framgangsslag", "--sv", "3"); r.code != BadArgs {
		t.Errorf("without --fv: exit %d", r.code)
	}
}

func TestDeriveFramgangsslag(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "derive", stadsvakt)
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	m := decode(t, r.stdout)
	if m["halsa"] != 8.0 || m["skadad"] != 9.0 || m["handlingspoang"] != 2.0 || !strings.Contains(r.stdout, `"Närstridsanfall med Svärd"`) {
		t.Errorf("%v", m)
	}
	roll := run(t, nil, "roll", stadsvakt, "Svärd", "--seed", "3")
	if roll.code != OK || !strings.Contains(roll.stdout, "Utfall") {
		t.Errorf("roll: %d %s %s", roll.code, roll.stdout, roll.stderr)
	}
}
