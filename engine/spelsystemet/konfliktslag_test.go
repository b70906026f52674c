package spelsystemet

import "testing"

// 000_66db17633cb0378a.txt, "Konflikter".
func TestKonfliktslag(t *testing.T) {
	// Two values of 1: each succeeds only on a 1, fumbles on a 20 and cannot crit.
	k := Konfliktslag(1, 0, 1, 0)
	// "När båda lyckas, fast med exakt samma siffra på tärningen … blir det oavgjort."
	if k.Oavgjort != 1 {
		t.Errorf("1 vs 1: draws %d, want 1 (both roll 1)", k.Oavgjort)
	}
	// "När en lyckas … och den andre misslyckas eller fumlar har den förstnämnde vunnit."
	if k.AVinner != 19 || k.BVinner != 19 {
		t.Errorf("1 vs 1: A wins %d, B wins %d, want 19 each", k.AVinner, k.BVinner)
	}
	// "Om båda misslyckas eller fumlar … Alla inblandade är förlorare."
	if k.BådaMisslyckas != 19*19 {
		t.Errorf("1 vs 1: both fail %d, want 361", k.BådaMisslyckas)
	}

	// Two values of 20: every roll succeeds, and only the 20 is critical.
	k = Konfliktslag(20, 0, 20, 0)
	// "eller båda lyckas kritiskt, blir det oavgjort" and same faces draw: 19 + 1.
	if k.Oavgjort != 20 {
		t.Errorf("20 vs 20: draws %d, want 20", k.Oavgjort)
	}
	// "Om båda lyckas, med olika siffror på tärningen, vinner den som slagit högst, men den
	// andre får … en delvinst." By symmetry the rest splits evenly.
	if k.AVinnerDelvis != 190 || k.BVinnerDelvis != 190 || k.AVinner != 0 {
		t.Errorf("20 vs 20: %+v, want 190 Delvinst each way", k)
	}

	// "Den här regeln gäller också om endera parten slår kritiskt och motståndaren bara
	// lyckas": A's crit on 5 beats B's success on 12, and B keeps a Delvinst.
	k = Konfliktslag(5, 0, 15, 0)
	total := k.AVinner + k.AVinnerDelvis + k.Oavgjort + k.BVinnerDelvis + k.BVinner + k.BådaMisslyckas
	if total != 400 {
		t.Fatalf("5 vs 15 counts %d pairs, want 400", total)
	}
	// A crits once (face 5); B succeeds on 1–14 (14 faces) and crits on 15: A's crit against
	// B's plain successes is 14 Delvinst wins for A.
	aPartialFromCrit := 14
	// A's plain successes (faces 1–4) beat B's lower successes: 0+1+2+3 pairs.
	aPartialFromHigher := 0 + 1 + 2 + 3
	if k.AVinnerDelvis != aPartialFromCrit+aPartialFromHigher {
		t.Errorf("5 vs 15: A wins with Delvinst %d times, want %d", k.AVinnerDelvis, aPartialFromCrit+aPartialFromHigher)
	}
}

func BenchmarkConflictOdds(b *testing.B) {
	r := load(b)
	opts := map[string]int{"value": 14, "vs": 22, "mod": -2}
	for b.Loop() {
		if _, err := r.Prob(opts); err != nil {
			b.Fatal(err)
		}
	}
}

// One conflict, face by face, as Träffa needs it.
func TestKonfliktutfall(t *testing.T) {
	cases := []struct {
		rule           string
		va, fa, vb, fb int
		want           Konfliktresultat
	}{
		{"A lyckas, B misslyckas", 12, 5, 10, 15, Konfliktresultat{Vinnare: 'A'}},
		{"båda lyckas, den som slagit högst vinner, delvinst", 12, 9, 10, 4, Konfliktresultat{Vinnare: 'A', Delvinst: true}},
		{"kritiskt mot lyckat: delvinst", 12, 3, 10, 10, Konfliktresultat{Vinnare: 'B', Delvinst: true, Kritiskt: true}},
		{"kritiskt mot misslyckat: hel vinst, dubbel skada", 12, 12, 10, 18, Konfliktresultat{Vinnare: 'A', Kritiskt: true}},
		{"samma siffra: oavgjort", 12, 7, 10, 7, Konfliktresultat{Oavgjort: true}},
		{"båda misslyckas", 12, 15, 10, 20, Konfliktresultat{}},
	}
	for _, c := range cases {
		got := Konfliktutfall(c.va, c.fa, c.vb, c.fb)
		if got.Vinnare != c.want.Vinnare || got.Delvinst != c.want.Delvinst || got.Kritiskt != c.want.Kritiskt || got.Oavgjort != c.want.Oavgjort {
			t.Errorf("%s: %+v", c.rule, got)
		}
	}
}
