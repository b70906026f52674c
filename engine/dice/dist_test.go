package dice

import (
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
)

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	return r
}

func TestDist3T6IsExact(t *testing.T) {
	d, err := MustParse("3T6").Dist()
	if err != nil {
		t.Fatal(err)
	}
	if d.Min != 3 || d.Max() != 18 {
		t.Fatalf("3T6 spans %d–%d, want 3–18", d.Min, d.Max())
	}
	// The classic table: 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, … ways out of 216.
	want := []int64{1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1}
	for i, w := range want {
		if got := d.P(3 + i); got.Cmp(big.NewRat(w, 216)) != 0 {
			t.Errorf("P(3T6 = %d) = %s, want %d/216", 3+i, got.RatString(), w)
		}
	}
	if got := d.Mean(); got.Cmp(rat("21/2")) != 0 {
		t.Errorf("mean of 3T6 = %s, want 21/2", got.RatString())
	}
	if got := d.P(2); got.Sign() != 0 {
		t.Errorf("P(3T6 = 2) = %s, want 0", got.RatString())
	}
}

func TestDistSumsToOneAndHonoursTheConstant(t *testing.T) {
	for _, s := range []string{"T20", "2T8+3", "1T10+10", "2T6-1", "7T3", "40T10"} {
		e := MustParse(s)
		d, err := e.Dist()
		if err != nil {
			t.Fatal(err)
		}
		sum := new(big.Rat)
		for v := d.Min; v <= d.Max(); v++ {
			sum.Add(sum, d.P(v))
		}
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			t.Errorf("%s: probabilities sum to %s", s, sum.RatString())
		}
		if d.Min != e.Min() || d.Max() != e.Max() {
			t.Errorf("%s: spans %d–%d, want %d–%d", s, d.Min, d.Max(), e.Min(), e.Max())
		}
		wantMean := new(big.Rat).Add(big.NewRat(int64(e.Count*(e.Sides+1)), 2), big.NewRat(int64(e.Mod), 1))
		if d.Mean().Cmp(wantMean) != 0 {
			t.Errorf("%s: mean %s, want %s", s, d.Mean().RatString(), wantMean.RatString())
		}
	}
}

func TestDistRefusesTooManyTotalsAtOnce(t *testing.T) {
	_, err := MustParse("1000T1000").Dist()
	if err == nil || !strings.Contains(err.Error(), "at most 100000") {
		t.Fatalf("1000T1000: err = %v, want the bound named", err)
	}
	if _, err := MustParse("101T1000").Dist(); err == nil {
		t.Fatal("101T1000 has 100,800 totals and must be refused")
	}
	if _, err := MustParse("100T1000").Dist(); err != nil {
		t.Fatalf("100T1000 has 99,901 totals and must be computed: %v", err)
	}
}

func TestRollIsReplayableAndInRange(t *testing.T) {
	e := MustParse("2T8+3")
	a := e.Roll(rand.New(rand.NewPCG(7, 7)))
	b := e.Roll(rand.New(rand.NewPCG(7, 7)))
	if a.Total != b.Total || len(a.Faces) != 2 {
		t.Fatalf("same seed gave %+v and %+v", a, b)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		got := e.Roll(r)
		if got.Total < e.Min() || got.Total > e.Max() {
			t.Fatalf("roll %d outside %d–%d", got.Total, e.Min(), e.Max())
		}
	}
}

func BenchmarkDist3T6(b *testing.B) {
	e := MustParse("3T6")
	for b.Loop() {
		if _, err := e.Dist(); err != nil {
			b.Fatal(err)
		}
	}
}

// The closed-form mean is the distribution's: N(S+1)/2 + k.
func TestMeanIsTheDistributionsMean(t *testing.T) {
	for _, s := range []string{"T20", "2T8+3", "1T10+10", "2T6-1", "7T3", "40T10", "1T1-5", "100T1000"} {
		e := MustParse(s)
		d, err := e.Dist()
		if err != nil {
			t.Fatal(err)
		}
		if e.Mean().Cmp(d.Mean()) != 0 {
			t.Errorf("%s: closed form %s, distribution %s", s, e.Mean().RatString(), d.Mean().RatString())
		}
		if f, _ := d.Mean().Float64(); e.MeanFloat() != f {
			t.Errorf("%s: MeanFloat %v, want %v", s, e.MeanFloat(), f)
		}
	}
	// Past the bound of exact distributions the mean is still there, and exact.
	if got := MustParse("1000T1000+1000000").Mean(); got.Cmp(rat("1500500")) != 0 {
		t.Errorf("mean of 1000T1000+1000000 = %s", got.RatString())
	}
}

func BenchmarkMeanOfAThousandDice(b *testing.B) {
	e := MustParse("1000T100")
	for b.Loop() {
		e.MeanFloat()
	}
}

// The largest distribution there is, near MaxTotals with the most dice: each of its 999
// passes over 49,501 totals is two operations on numbers of up to 6,644 bits per total.
func BenchmarkDistThousandT100(b *testing.B) {
	e := MustParse("1000T100")
	for b.Loop() {
		if _, err := e.Dist(); err != nil {
			b.Fatal(err)
		}
	}
}
