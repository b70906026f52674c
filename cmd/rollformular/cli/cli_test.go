package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	pngpkg "image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

const example = "../../../assets/examples/asa-jarnhand.json"

type result struct {
	code           int
	stdout, stderr string
}

func run(t *testing.T, env map[string]string, args ...string) result {
	t.Helper()
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	code := Run(Env{Stdout: &out, Stderr: &errOut, Getenv: func(k string) string { return env[k] }, Rulesets: reg}, args)
	r := result{code, out.String(), errOut.String()}
	if strings.Contains(r.stderr, "goroutine") || strings.Count(r.stderr, "\n") > 1 {
		t.Fatalf("%v: stderr is not one clear line:\n%s", args, r.stderr)
	}
	return r
}

func decode(t *testing.T, s string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, s)
	}
	return m
}

func TestProbDice(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "prob", "3T6")
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	m := decode(t, r.stdout)
	if m["mean"] != 10.5 || m["min"] != 3.0 || m["max"] != 18.0 {
		t.Fatalf("3T6: %v", m)
	}
	p := m["p"].(map[string]any)
	if p["10"] != 0.125 || len(p) != 16 {
		t.Fatalf("P(3T6 = 10) = %v, want 27/216", p["10"])
	}
	if m["exact"].(map[string]any)["mean"] != "21/2" {
		t.Fatalf("exact mean %v", m["exact"])
	}
	// The totals come in numeric order, not string order.
	if strings.Index(r.stdout, `"3"`) > strings.Index(r.stdout, `"10"`) {
		t.Fatal("totals are not in numeric order")
	}
}

func TestProbRuleset(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "prob", "--ruleset", "spelsystemet", "--value", "25")
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	m := decode(t, r.stdout)
	if m["crit"] != 0.3 || m["success"] != 0.7 || m["fail"] != 0.0 || m["fumble"] != 0.0 {
		t.Fatalf("value 25: %v", m)
	}
	r = run(t, nil, "prob", "--ruleset=spelsystemet", "--value", "12", "--vs", "14", "--vs-mod", "-2")
	m = decode(t, r.stdout)
	sum := 0.0
	for _, k := range []string{"a_wins", "a_wins_partial", "draw", "b_wins_partial", "b_wins", "both_fail"} {
		sum += m[k].(float64)
	}
	if sum < 0.999999 || sum > 1.000001 {
		t.Fatalf("conflict outcomes sum to %v: %v", sum, m)
	}
}

func TestBadInputIsOneLineWithTheRightExitCode(t *testing.T) {
	t.Parallel()
	broken := filepath.Join(t.TempDir(), "broken.json")
	os.WriteFile(broken, []byte("{\n\"format\": \"rollformular\",\n\"version\": 1\n\"ruleset\": \"x\"}"), 0o644)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"frobnicate"}, BadArgs, "unknown command"},
		{[]string{"prob", "3X6"}, BadArgs, "position 2"},
		{[]string{"prob"}, BadArgs, "(see rollformular prob --help)"},
		{[]string{"prob", "1000T1000"}, Failed, "at most 100000"},
		{[]string{"prob", "--ruleset", "spelsystemet"}, BadArgs, "--value is required"},
		{[]string{"prob", "--ruleset", "spelsystemet", "--value", "tolv"}, BadArgs, "invalid value"},
		{[]string{"prob", "--ruleset", "gurps", "--value", "3"}, BadArgs, "unknown ruleset"},
		{[]string{"prob", "--ruleset"}, BadArgs, "needs an argument"},
		{[]string{"derive"}, BadArgs, "exactly one file"},
		{[]string{"derive", "nowhere.json"}, Failed, "no such file"},
		{[]string{"derive", broken}, Failed, "broken.json:4:1"},
		{[]string{"new"}, BadArgs, "--ruleset is required"},
		{[]string{"new", "--ruleset", "spelsystemet", "--seed", "3"}, BadArgs, "--seed goes with --random"},
		{[]string{"new", "--ruleset", "spelsystemet", "-o", example}, Failed, "exists already"},
		{[]string{"pdf", example}, BadArgs, "-o OUT.pdf is required"},
		{[]string{"pdf", "-o", "x.pdf"}, BadArgs, "at least one character file"},
		{[]string{"pdf", example, "-o", "x.pdf", "--paper", "a5"}, BadArgs, "a4 or letter"},
		{[]string{"check"}, BadArgs, "at least one file"},
	}
	for _, c := range cases {
		r := run(t, nil, c.args...)
		if r.code != c.code || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", c.args, r.code, r.stderr, c.code, c.want)
		}
	}
}

func TestDeriveExample(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "derive", example)
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	m := decode(t, r.stdout)
	if m["lp"] != 13.0 || m["sh"] != 8.0 || m["g"] != "1T10" {
		t.Fatalf("derive: %v", m)
	}
	kp := m["kp"].(map[string]any)
	if kp["huvud"] != 5.0 || len(kp) != 7 {
		t.Fatalf("kp: %v", kp)
	}
	if _, ok := m["problems"].([]any); !ok {
		t.Fatalf("problems must be a list: %v", m["problems"])
	}
}

func TestNewRandomIsSeeded(t *testing.T) {
	t.Parallel()
	a := run(t, nil, "new", "--ruleset", "spelsystemet", "--random", "--seed", "7", "--name", "Björn")
	b := run(t, nil, "new", "--random", "--seed", "7", "--ruleset", "spelsystemet", "--name", "Björn")
	if a.code != OK || a.stdout != b.stdout {
		t.Fatalf("same seed, different characters:\n%s\n%s", a.stdout, b.stdout)
	}
	m := decode(t, a.stdout)
	if m["name"] != "Björn" || m["original"] == nil {
		t.Fatalf("new: %v", m)
	}
	path := filepath.Join(t.TempDir(), "bjorn.json")
	if r := run(t, nil, "new", "--ruleset", "spelsystemet", "-o", path); r.code != OK {
		t.Fatalf("new -o: %s", r.stderr)
	}
	if r := run(t, nil, "derive", path); r.code != OK {
		t.Fatalf("the new character does not derive: %s", r.stderr)
	}
}

func TestCheck(t *testing.T) {
	t.Parallel()
	if r := run(t, nil, "check", example); r.code != OK || !strings.Contains(r.stdout, "ok") {
		t.Fatalf("check example: %+v", r)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"format":"rollformular","version":1,"ruleset":"spelsystemet","attributes":{"hal":30}}`), 0o644)
	r := run(t, nil, "check", example, bad)
	if r.code != Failed || !strings.Contains(r.stdout, "attributes.hal") {
		t.Fatalf("check bad: %+v", r)
	}
}

func TestPDFHonoursSourceDateEpoch(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := map[string]string{"SOURCE_DATE_EPOCH": "1700000000"}
	a, b := filepath.Join(dir, "a.pdf"), filepath.Join(dir, "b.pdf")
	if r := run(t, env, "pdf", example, "-o", a); r.code != OK {
		t.Fatalf("pdf: %s", r.stderr)
	}
	if r := run(t, env, "pdf", "-o", b, example); r.code != OK {
		t.Fatalf("pdf: %s", r.stderr)
	}
	x, _ := os.ReadFile(a)
	y, _ := os.ReadFile(b)
	if len(x) == 0 || !bytes.Equal(x, y) {
		t.Fatal("same SOURCE_DATE_EPOCH, different bytes")
	}
	if r := run(t, map[string]string{"SOURCE_DATE_EPOCH": "soon"}, "pdf", example, "-o", a); r.code != Failed {
		t.Fatalf("a bad SOURCE_DATE_EPOCH must fail: %+v", r)
	}
}

func TestRoll(t *testing.T) {
	t.Parallel()
	a := run(t, nil, "roll", example, "Svärd", "--seed", "11", "--mod", "-1")
	b := run(t, nil, "roll", "--seed", "11", example, "--mod", "-1", "Svärd")
	if a.code != OK || a.stdout != b.stdout {
		t.Fatalf("same seed, different rolls: %+v %+v", a, b)
	}
	m := decode(t, a.stdout)
	if m["what"] != "Svärd" || m["value"] != 13.0 || m["effective"] != 12.0 || m["seed"] != 11.0 {
		t.Fatalf("roll: %v", m)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"roll", example}, "give a file and what to roll"},
		{[]string{"roll", example, "Flyga"}, "Flyga"},
		{[]string{"roll", example, "HÄL", "--mod", "x"}, "invalid value"},
	} {
		if r := run(t, nil, c.args...); r.code != BadArgs || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: %+v", c.args, r)
		}
	}
}

// The bug this guards against: a weapon whose skill has its name ("Dolk") was rolled as the
// skill, so no damage and no hit location were ever rolled for it. A weapon's name rolls the
// weapon; --skill rolls the skill of that name, --weapon the weapon.
func TestAWeaponsNameRollsTheWeaponEvenWhereASkillHasIt(t *testing.T) {
	t.Parallel()
	hits := 0
	for seed := range 40 {
		s := fmt.Sprint(seed)
		m := decode(t, run(t, nil, "roll", example, "Dolk", "--seed", s).stdout)
		if details := fmt.Sprint(m["details"]); !strings.Contains(details, "färdighet Dolk 8") {
			t.Fatalf("seed %s: Dolk was not rolled as the weapon: %v", s, m)
		}
		if m["damage"] != nil {
			hits++
		}
		if w := decode(t, run(t, nil, "roll", example, "Dolk", "--weapon", "--seed", s).stdout); fmt.Sprint(w) != fmt.Sprint(m) {
			t.Fatalf("seed %s: --weapon rolls otherwise: %v, %v", s, w, m)
		}
		if k := decode(t, run(t, nil, "roll", example, "Dolk", "--skill", "--seed", s).stdout); k["damage"] != nil || k["value"] != 8.0 {
			t.Fatalf("seed %s: --skill rolled %v", s, k)
		}
	}
	if hits == 0 {
		t.Error("40 rolls of the dagger and no damage")
	}
	if r := run(t, nil, "roll", example, "Dolk", "--skill", "--weapon"); r.code != BadArgs || !strings.Contains(r.stderr, "give one") {
		t.Errorf("--skill --weapon: %+v", r)
	}
}

// An emoji in a name made `pdf`, `pdf --npc` and `encounter pdf` exit with a Go trace while
// `check` said ok: each prints now, and check says the name will not print as typed.
func TestAnEmojiPrintsAndCheckSaysHow(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	doc, err := sheet.Load(example)
	if err != nil {
		t.Fatal(err)
	}
	doc.Name = "Åsa 🗡️ Järnhand"
	path := filepath.Join(dir, "emoji.json")
	if err := sheet.Save(path, doc); err != nil {
		t.Fatal(err)
	}
	r := run(t, nil, "check", path)
	if r.code != OK || !strings.Contains(r.stdout, `warning: name: prints on paper as "Åsa [dagger knife] Järnhand"`) || strings.Contains(r.stdout, ": ok") {
		t.Errorf("check: %+v", r)
	}
	for _, args := range [][]string{
		{"pdf", path, "-o", filepath.Join(dir, "sheet.pdf")},
		{"pdf", "--npc", path, "-o", filepath.Join(dir, "npc.pdf")},
		{"encounter", "new", "--ruleset", "spelsystemet", "--npc", path, "--count", "2", "-o", filepath.Join(dir, "fight.json")},
		{"encounter", "pdf", filepath.Join(dir, "fight.json"), "-o", filepath.Join(dir, "fight.pdf")},
	} {
		if r := run(t, nil, args...); r.code != OK || r.stderr != "" {
			t.Errorf("%v: %+v", args, r)
		}
	}
}

// A portrait past the kept size printed nowhere and showed as a broken picture, and check said
// ok: it says why now, and the file stays as it is.
func TestCheckSaysWhyAPortraitIsNotShown(t *testing.T) {
	t.Parallel()
	doc, err := sheet.Load(example)
	if err != nil {
		t.Fatal(err)
	}
	var png bytes.Buffer
	if err := pngpkg.Encode(&png, image.NewGray(image.Rect(0, 0, 300, sheet.PortraitSide+80))); err != nil {
		t.Fatal(err)
	}
	doc.Portrait = &sheet.Portrait{MIME: "image/png", Data: png.Bytes()}
	path := filepath.Join(t.TempDir(), "portrait.json")
	if err := sheet.Save(path, doc); err != nil {
		t.Fatal(err)
	}
	r := run(t, nil, "check", path)
	if r.code != OK || !strings.Contains(r.stdout, "warning: portrait: the portrait is 300 × 400 pixels") || strings.Contains(r.stdout, ": ok") {
		t.Errorf("check: %+v", r)
	}
}
