package spelsystemet

import (
	"math/big"
	"testing"

	"rollformular/engine"
)

// 000_66db17633cb0378a.txt, "Handlingsslag", "Kritiska resultat", "Fumliga resultat" and
// "Värden över 20".
func TestChansen(t *testing.T) {
	cases := []struct {
		rule       string
		value, mod int
		want       Chans
	}{
		{"Om slaget är lägre än det aktuella värdet, räknas det som lyckat. Är det exakt lika med värdet … kritiskt. Slår man 20 … fumlat",
			10, 0, Chans{Kritiskt: 1, Lyckat: 9, Misslyckat: 9, Fumlat: 1}},
		{"Undantaget är om värdet i fråga bara är 1 -- då kan man inte slå kritiskt, utan som bäst lyckas.",
			1, 0, Chans{Lyckat: 1, Misslyckat: 18, Fumlat: 1}},
		{"om inte värdet råkar vara 20 eller mer, då är slaget istället kritiskt",
			20, 0, Chans{Kritiskt: 1, Lyckat: 19}},
		{"om du har en färdighet med ett värde på 25, lägger du till 5 … alla resultat på 20 eller mer räknas som kritiska",
			25, 0, Chans{Kritiskt: 6, Lyckat: 14}},
		{"Värden över 20 … antingen permanent eller på grund av en tillfällig modifikation",
			18, 4, Chans{Kritiskt: 3, Lyckat: 17}},
		{"kan aldrig reducera ett värde till mindre än 1 (förutsatt att det var minst 1 till att börja med)",
			3, -10, Chans{Lyckat: 1, Misslyckat: 18, Fumlat: 1}},
		{"a value of 0 stays below 1: nothing succeeds",
			0, 0, Chans{Misslyckat: 19, Fumlat: 1}},
		{"19: the 20 still fumbles",
			19, 0, Chans{Kritiskt: 1, Lyckat: 18, Fumlat: 1}},
		{"40: every face reaches 20",
			40, 0, Chans{Kritiskt: 20}},
	}
	for _, c := range cases {
		if got := Chansen(c.value, c.mod); got != c.want {
			t.Errorf("value %d mod %d (%s): got %+v, want %+v", c.value, c.mod, c.rule, got, c.want)
		}
	}
}

func TestProbValue25(t *testing.T) {
	r := load(t)
	out, err := r.Prob(map[string]int{"value": 25})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]*big.Rat{"crit": big.NewRat(3, 10), "success": big.NewRat(7, 10), "fail": new(big.Rat), "fumble": new(big.Rat)}
	for _, o := range out {
		if o.P.Cmp(want[o.Key]) != 0 {
			t.Errorf("%s = %s, want %s", o.Key, o.P.RatString(), want[o.Key].RatString())
		}
	}
}

func TestEveryRollSumsToOne(t *testing.T) {
	r := load(t)
	// Values run from 0 (prob takes a sheet's values); the modifications take them below.
	for v := 0; v <= 45; v++ {
		for _, opts := range []map[string]int{{"value": v}, {"value": v, "mod": -7}, {"value": v, "vs": 12}, {"value": 12, "vs": v, "vs-mod": 3}, {"value": 12, "vs": v, "vs-mod": -v - 3}} {
			out, err := r.Prob(opts)
			if err != nil {
				t.Fatal(err)
			}
			sum := new(big.Rat)
			for _, o := range out {
				if o.P.Sign() < 0 {
					t.Fatalf("%v: %s is negative", opts, o.Key)
				}
				sum.Add(sum, o.P)
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Fatalf("%v: outcomes sum to %s", opts, sum.RatString())
			}
		}
	}
}

func BenchmarkActionRollOdds(b *testing.B) {
	r := load(b)
	opts := map[string]int{"value": 14, "mod": -2}
	for b.Loop() {
		if _, err := r.Prob(opts); err != nil {
			b.Fatal(err)
		}
	}
}

// The odds of an action roll are worded once per language: English asked first does not make
// the Swedish English, nor the other way round.
func TestChansIsWordedPerLanguage(t *testing.T) {
	en := engine.WordsIn(load(t).Description(), "en")
	c := Chansen(12, 0)
	if got := c.In(en); got != "success 60 % · crit 5 % · fumble 5 %" {
		t.Errorf("in English: %q", got)
	}
	if got := c.In(engine.Words{}); got != "lyckas 60 % · krit 5 % · fummel 5 %" || c.String() != got || c.Text().In(engine.Words{}) != got {
		t.Errorf("in Swedish: %q", got)
	}
	if got := c.Text().In(en); got != "success 60 % · crit 5 % · fumble 5 %" {
		t.Errorf("the Text in English: %q", got)
	}
}
