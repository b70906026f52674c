package spelsystemet

import (
	"strings"
	"sync"
	"testing"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/sheet"
)

// builtin is the ruleset with the shipped tables, loaded once for all tests.
var builtin = sync.OnceValues(func() (*Ruleset, error) { return New(assets.FS) })

func load(tb testing.TB) *Ruleset {
	tb.Helper()
	r, err := builtin()
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

// deriveWith derives a character of HÄL 12, KRA 11, SKI 14, STO 13, STY 15 (LP 13) changed
// by edit.
func deriveWith(edit func(c *sheet.Character)) *Derived {
	r, err := builtin()
	if err != nil {
		panic(err)
	}
	c := character(12, 11, 14, 13, 15)
	edit(c)
	return r.Derive(c).(*Derived)
}

func character(hal, kra, ski, sto, sty int) *sheet.Character {
	c := sheet.New(ID)
	c.Attributes = map[string]int{"hal": hal, "kra": kra, "ski": ski, "sto": sto, "sty": sty}
	return c
}

// explain is the explanation of the value id.
func explain(d *Derived, id string) string {
	for _, v := range d.Values() {
		if v.ID == id {
			return v.Why.In(engine.Words{})
		}
	}
	return ""
}

func derive(t *testing.T, c *sheet.Character) *Derived {
	t.Helper()
	return load(t).Derive(c).(*Derived)
}

// 000_66db17633cb0378a.txt, "Beräknade egenskaper".
func TestDeriveLP(t *testing.T) {
	// "(HÄL + STO) / 2 = LP", and "avrundas alltid uppåt till närmaste hela tal".
	d := derive(t, character(12, 11, 14, 13, 15))
	if d.LP != 13 {
		t.Errorf("LP of HÄL 12, STO 13 = %d, want ⌈25/2⌉ = 13", d.LP)
	}
	if explain(d, "lp") != "LP = (HÄL 12 + STO 13) / 2 = 13 (avrundat uppåt)" {
		t.Errorf("LP explanation %q", explain(d, "lp"))
	}
}

func TestDeriveSh(t *testing.T) {
	// "För människor och andra tvåfota djur … (SKI + STY) / 4 = Snabbhet", rounded up.
	d := derive(t, character(12, 11, 14, 13, 15))
	if d.Sh != 8 {
		t.Errorf("Sh of SKI 14, STY 15 = %d, want ⌈29/4⌉ = 8", d.Sh)
	}
	// "Summan av T+U minskar också summorna av egenskaper … som används för att beräkna
	// Grundskada och Snabbhet."
	c := character(12, 11, 14, 13, 15)
	c.State = sheet.State{"trotthet": 2, "utmattning": 3}
	d = derive(t, c)
	if d.Sh != 6 || !strings.Contains(explain(d, "sh"), "T+U 5") {
		t.Errorf("Sh with T+U 5 = %d (%s), want ⌈24/4⌉ = 6", d.Sh, explain(d, "sh"))
	}
	c.State = sheet.State{"trotthet": 40}
	if d = derive(t, c); d.Sh != 0 {
		t.Errorf("Sh with T 40 = %d, want 0", d.Sh)
	}
}

func TestDeriveGrundskada(t *testing.T) {
	cases := []struct {
		sto, sty, tu int
		want         string
	}{
		{4, 4, 0, "1T4"},    // "the table is indexed by STO+STY; its first row is 2-8"
		{1, 1, 0, "1T4"},    // the first row starts at 2
		{5, 4, 0, "1T6"},    // 9–16
		{8, 8, 0, "1T6"},    // 16
		{9, 8, 0, "1T8"},    // 17–24
		{13, 15, 0, "1T10"}, // 25–32
		{13, 15, 4, "1T8"},  // "Trötthet+Utmattning is subtracted from STO+STY before the lookup"
		{20, 20, 0, "2T6"},  // 33–40
		{21, 21, 0, "2T8"},  // 41–48
		{27, 27, 0, "2T10"}, // 49–56: every further 8 is one more step
		{30, 30, 0, "3T8"},  // 57–64
		{1, 1, 5, "1T4"},    // below the first row
	}
	for _, c := range cases {
		ch := character(10, 10, 10, c.sto, c.sty)
		ch.State = sheet.State{"trotthet": c.tu}
		if got := derive(t, ch).G; got != c.want {
			t.Errorf("G of STO %d + STY %d − T %d = %s, want %s", c.sto, c.sty, c.tu, got, c.want)
		}
	}
}

// The bow note reads the table with STY×2: "a composite bow needs STY 5/9/13 and does
// 1T6/1T8/1T10. So STY×2 = 10 gives 1T6, 18 gives 1T8 and 26 gives 1T10."
func TestGrundskadetabellMatchesTheBowNote(t *testing.T) {
	g := load(t).t.grundskada
	for sum, want := range map[int]string{10: "1T6", 18: "1T8", 26: "1T10"} {
		step, _, _ := g.Row(sum)
		if got := g.Step(step).String(); got != want {
			t.Errorf("sum %d gives %s, want %s", sum, got, want)
		}
	}
	// The ladder goes on past 6T10 "och så vidare".
	if got := g.Step(16).String(); got != "8T10" {
		t.Errorf("step 16 = %s, want 8T10", got)
	}
	if got := g.Step(-3).String(); got != "1T2" {
		t.Errorf("below the ladder = %s, want the floor 1T2", got)
	}
}

// "Beräknas som en fraktion av personens livspoäng", with the defaults of rules/README.md:
// huvud LP/3, bröstkorg 2·LP/5, mage LP/3, arms LP/4, legs LP/3, rounded up.
func TestDeriveKP(t *testing.T) {
	d := derive(t, character(12, 11, 14, 13, 15)) // LP 13
	want := map[string]int{"huvud": 5, "brostkorg": 6, "mage": 5, "hoger-arm": 4, "vanster-arm": 4, "hoger-ben": 5, "vanster-ben": 5}
	for part, kp := range want {
		if d.KP[part] != kp {
			t.Errorf("KP %s = %d, want %d", part, d.KP[part], kp)
		}
	}
	if len(d.KP) != len(want) {
		t.Errorf("KP has %d parts, want %d", len(d.KP), len(want))
	}
}

func TestDeriveFlagsButKeepsOutOfRangeValues(t *testing.T) {
	c := character(25, 11, 0, 13, 15)
	c.Attributes["uts"] = 12
	d := derive(t, c)
	if d.LP != 19 {
		t.Errorf("LP = %d, want it computed from HÄL 25 as typed", d.LP)
	}
	fields := map[string]engine.Severity{}
	for _, p := range d.Problems() {
		fields[string(p.Field)] = p.Severity
	}
	if fields["attributes.hal"] != engine.Error || fields["attributes.ski"] != engine.Error || fields["attributes.uts"] != engine.Warning {
		t.Errorf("problems %+v", d.Problems())
	}
	if d.Problems()[len(d.Problems())-1].Severity != engine.Warning {
		t.Error("errors must come before warnings")
	}
}

func TestEnvelopeOnlyDocumentUsesDefaults(t *testing.T) {
	d := derive(t, sheet.New(ID))
	if d.LP != 10 || len(d.Problems()) != 0 {
		t.Errorf("defaults give LP %d and problems %v", d.LP, d.Problems())
	}
}

func TestEveryValueIsExplained(t *testing.T) {
	c := character(12, 11, 14, 13, 15)
	c.Skills = []sheet.Skill{{ID: "narstridsvapen", Spec: "Svärd", Value: 12}}
	c.Weapons = []sheet.Weapon{{ID: "svard"}}
	d := derive(t, c)
	ids := map[string]bool{}
	for _, v := range d.Values() {
		ids[v.ID] = true
	}
	for _, id := range []string{"lp", "sh", "run", "g", "knockdown", "kasta", "kp.huvud", "sp.huvud", "fatigue_rolls", "skills.0", "weapons.0"} {
		if !ids[id] {
			t.Errorf("no value %q among %v", id, ids)
		}
	}
	for _, v := range d.Values() {
		if v.Why.In(engine.Words{}) == "" || v.Text == "" || v.Label == "" {
			t.Errorf("value %+v lacks text, label or explanation", v)
		}
	}
}

func TestCeilDiv(t *testing.T) {
	for _, c := range [][3]int{{25, 2, 13}, {24, 2, 12}, {-1, 4, 0}, {-5, 4, -1}, {0, 3, 0}} {
		if got := ceilDiv(c[0], c[1]); got != c[2] {
			t.Errorf("ceilDiv(%d, %d) = %d, want %d", c[0], c[1], got, c[2])
		}
	}
}

func BenchmarkDerive(b *testing.B) {
	r := load(b)
	c := character(12, 11, 14, 13, 15)
	c.State = sheet.State{"trotthet": 2, "utmattning": 1}
	for b.Loop() {
		r.Derive(c)
	}
}

// Budget (DESIGN.md): Derive of a fully equipped character ≤ 20 µs.
func BenchmarkDeriveFullyEquipped(b *testing.B) {
	r := load(b)
	c, err := sheet.Load("../../assets/examples/asa-jarnhand.json")
	if err != nil {
		b.Fatal(err)
	}
	c.Wounds = []sheet.Wound{{Part: "hoger-arm", Damage: 3}, {Part: "mage", Damage: 6}}
	c.State = sheet.State{"trotthet": 2, "utmattning": 1}
	for b.Loop() {
		r.Derive(c)
	}
}
