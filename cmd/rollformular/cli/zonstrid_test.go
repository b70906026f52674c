package cli

import "testing"

// prob --ruleset zonstrid --dice 3 gives P(0 successes) = 125/216.
func TestProbZonstrid(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "prob", "--ruleset", "zonstrid", "--dice", "3")
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	m := decode(t, r.stdout)
	exact := m["exact"].(map[string]any)["successes"].(map[string]any)
	if exact["0"] != "125/216" || exact["3"] != "1/216" || m["successes"].(map[string]any)["0"] != 125.0/216 {
		t.Errorf("%v", m)
	}
	vs := decode(t, run(t, nil, "prob", "--ruleset", "zonstrid", "--dice", "1", "--vs", "1").stdout)["exact"].(map[string]any)
	// One die through one: a six against no six, 1/6 × 5/6.
	if vs["through"] != "5/36" || vs["stopped"] != "31/36" {
		t.Errorf("%v", vs)
	}
	if r := run(t, nil, "prob", "--ruleset", "zonstrid", "--dice", "-1"); r.code != BadArgs {
		t.Errorf("-1 dice: exit %d", r.code)
	}
}
