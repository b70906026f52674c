package cli

import (
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const nadir = "../../../assets/examples/nadir.json"

// prob --ruleset odestarningar --dice N --difficulty D answers exactly for N 1–12 and D 2–9;
// 2 dice against 7 is 1/36, 3 dice against 4 is 7/8.
func TestProbOdestarningar(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		for d := 2; d <= 9; d++ {
			r := run(t, nil, "prob", "--ruleset", "odestarningar", "--dice", itoa(n), "--difficulty", itoa(d))
			if r.code != OK {
				t.Fatalf("%d against %d: exit %d: %s", n, d, r.code, r.stderr)
			}
			m := decode(t, r.stdout)
			exact := m["exact"].(map[string]any)
			success, ok := new(big.Rat).SetString(exact["success"].(string))
			fail, ok2 := new(big.Rat).SetString(exact["fail"].(string))
			if !ok || !ok2 || new(big.Rat).Add(success, fail).Cmp(big.NewRat(1, 1)) != 0 {
				t.Fatalf("%d against %d: %v", n, d, exact)
			}
			want := map[[2]int]string{{2, 7}: "1/36", {3, 4}: "7/8", {1, 7}: "0", {1, 2}: "5/6"}[[2]int{n, d}]
			if want != "" && exact["success"] != want {
				t.Errorf("%d dice against %d: %v, want %s", n, d, exact["success"], want)
			}
		}
	}
	for _, bad := range [][]string{{"--dice", "0", "--difficulty", "5"}, {"--dice", "3"}, {"--dice", "x", "--difficulty", "5"}} {
		r := run(t, nil, append([]string{"prob", "--ruleset", "odestarningar"}, bad...)...)
		if r.code != BadArgs && r.code != Failed {
			t.Errorf("%v: exit %d", bad, r.code)
		}
	}
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

// derive and check report the creation points, the load and the wounds, and flag
// overspending and fv over 2 × öde.
func TestDeriveAndCheckOdestarningar(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "derive", nadir)
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	m := decode(t, r.stdout)
	if sp := m["skapelsepoang"].(map[string]any); sp["total"] != 30.0 || sp["spent"] != 20.0 {
		t.Errorf("skapelsepoang %v", sp)
	}
	if l := m["belastning"].(map[string]any); l["boxes"] != 5.0 || l["capacity"] != 5.0 {
		t.Errorf("belastning %v", l)
	}
	if _, ok := m["wounds"].([]any); !ok {
		t.Errorf("wounds %v", m["wounds"])
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"format":"rollformular","version":1,"ruleset":"odestarningar","attributes":{"ode":2},
		"skills":[{"id":"skytte","value":5},{"id":"narstrid","value":4},{"id":"medicin","value":3}],"wounds":[{"damage":5,"dice":1}]}`), 0o644)
	r = run(t, nil, "check", bad)
	if r.code != Failed || !strings.Contains(r.stdout, "fv 5 är över dubbla ödet, 4") || !strings.Contains(r.stdout, "24 sp använda av 20, 4 för mycket") {
		t.Errorf("check: exit %d\n%s", r.code, r.stdout)
	}
	d := decode(t, run(t, nil, "derive", bad).stdout)
	if d["tarningar"] != 1.0 || d["condition"] != "lindrigt skadad" {
		t.Errorf("a lindrig wound at öde 2: %v %v", d["tarningar"], d["condition"])
	}
}
