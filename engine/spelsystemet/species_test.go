package spelsystemet

import (
	"strings"
	"testing"

	"rollformular/assets"
	"rollformular/sheet"
)

// "Exempelvis är alla egenskapers artmaximum för vanliga människor 21 (3T6 ger som mest 18
// och som minst 3)."
func TestArtmaximum(t *testing.T) {
	r := load(t)
	human, _ := r.t.speciesByID("manniska")
	for _, a := range []string{"hal", "kra", "ski", "sto", "sty"} {
		if got := human.Artmaximum(a); got != 21 {
			t.Errorf("artmaximum %s = %d, want 21", a, got)
		}
	}
	troll := Species{Dice: map[string]string{"sto": "3T6+12"}}
	if got := troll.Artmaximum("sto"); got != 30+15 {
		t.Errorf("3T6+12 gives at most 30 and at least 15: %d", got)
	}
}

// "Fyrfota varelser använder (SKI+STY)/2".
func TestQuadrupedSnabbhet(t *testing.T) {
	r, err := New(assets.FS) // its own copy: the test adds a species to the tables
	if err != nil {
		t.Fatal(err)
	}
	r.t.species = append(r.t.species, Species{ID: "hast", Name: "Häst", Legs: 4, Body: "humanoid",
		Dice: map[string]string{"hal": "3T6", "kra": "3T6", "ski": "3T6", "sto": "4T6+12", "sty": "4T6+12"}})
	c := character(10, 10, 10, 20, 25)
	c.Species = "hast"
	d := r.Derive(c).(*Derived)
	if d.Sh != 18 || d.Run != 36 || d.Sprint != 72 {
		t.Errorf("a horse with SKI 10, STY 25: Sh %d, run %d, sprint %d; want 18, 36, 72", d.Sh, d.Run, d.Sprint)
	}
	c.Species = "enhorning"
	d = r.Derive(c).(*Derived)
	if got := problemsOf(d, "species"); !strings.Contains(got, "okänd art") {
		t.Errorf("unknown species: %q", got)
	}
}

func TestTräffbilder(t *testing.T) {
	r := load(t)
	body := r.t.bodies["humanoid"]
	cases := []struct {
		table string
		roll  int
		want  string
	}{
		{"narstrid", 1, "hoger-ben"}, {"narstrid", 12, "brostkorg"}, {"narstrid", 20, "huvud"},
		{"avstand", 11, "brostkorg"}, {"avstand", 19, "vanster-arm"}, {"avstand", 20, "huvud"},
		// Sikta and height move the roll past the table: the top or bottom row takes it.
		{"narstrid", 25, "huvud"}, {"avstand", -3, "hoger-ben"},
	}
	for _, c := range cases {
		if got, err := body.Träff(c.table, c.roll); err != nil || got != c.want {
			t.Errorf("%s %d: %s %v, want %s", c.table, c.roll, got, err, c.want)
		}
	}
}

// "Beräknade egenskaper" beyond LP, Sh and G.
func TestDerivedSpeedsKnockdownAndThrowing(t *testing.T) {
	d := derive(t, character(12, 11, 14, 13, 15))
	// "Springande fördubblar en rollpersons vanliga hastighet"; "Spurtande fyrdubblar".
	if d.Run != 16 || d.Sprint != 32 {
		t.Errorf("run %d sprint %d, want 16 and 32", d.Run, d.Sprint)
	}
	// "om skadan är >= STO/2", rounded up.
	if d.Knockdown != 7 {
		t.Errorf("knockdown %d, want 7", d.Knockdown)
	}
	// "Normal skottvidd är lika med kastarens STY i meter …, STY/3 för obalanserade".
	if d.Kasta.Balanced != 15 || d.Kasta.Unbalanced != 5 {
		t.Errorf("kasta %+v", d.Kasta)
	}
}

// "HÄL, SKI och STY kan tränas upp till antingen 1,5 gånger rollpersonens ursprungliga
// (framslagna) värde eller artmaximum, vilket som än är lägst."
func TestTrainingCaps(t *testing.T) {
	c := character(19, 11, 14, 13, 15)
	c.Original = map[string]int{"hal": 12, "kra": 11, "ski": 13, "sto": 13, "sty": 15}
	d := derive(t, c)
	if d.Training["hal"].Max != 18 || d.Training["ski"].Max != 20 || d.Training["sty"].Max != 21 {
		t.Errorf("training caps %+v", d.Training)
	}
	// "KRA och STO kan i vanliga fall inte tränas"; KRA rises by experience to artmaximum.
	if d.Training["sto"].Max != 0 || d.Training["kra"].Max != 21 {
		t.Errorf("KRA and STO: %+v %+v", d.Training["kra"], d.Training["sto"])
	}
	if got := problemsOf(d, "attributes.hal"); !strings.HasPrefix(got, "warning") || !strings.Contains(got, "träningstaket 18") {
		t.Errorf("HÄL 19 above its cap 18: %q", got)
	}
	days, weeks := Träningstid(12)
	// "tre dagars träning per poäng som redan finns i värdet", at most three days a week.
	if days != 36 || weeks != 12 {
		t.Errorf("training from 12: %d days in %d weeks, want 36 in 12", days, weeks)
	}
}

func TestTrötthetPlusUtmattningReachingHÄL(t *testing.T) {
	c := character(8, 10, 10, 10, 10)
	c.State = sheet.State{"trotthet": 5, "utmattning": 3}
	if got := problemsOf(derive(t, c), "state"); !strings.Contains(got, "vila") {
		t.Errorf("T+U 8 at HÄL 8: %q", got)
	}
}
