package odestarningar

import (
	"math/big"
	"testing"

	"rollformular/engine/dice"
)

// 004_b260f69c548f960d.txt, "Handlingsslag", "Höga slag".
func TestHandlingsslag(t *testing.T) {
	cases := []struct {
		rule  string
		faces []int
		want  int
	}{
		{"Han satsar tre ödestärningar … och slår 1,2,6. Endast sexan räknas", []int{1, 2, 6}, 6},
		{"Två sexor ger alltså slutresultatet sju", []int{6, 6, 3}, 7},
		{"tre sexor ger åtta", []int{6, 6, 6}, 8},
		{"fyra sexor ger nio", []int{6, 6, 6, 6, 1}, 9},
		{"räknas endast den högsta tärningen. Slagen läggs alltså inte samman", []int{4, 4, 4}, 4},
	}
	for _, c := range cases {
		if got := Handlingsslag(c.faces); got != c.want {
			t.Errorf("%s: %v is worth %d, want %d", c.rule, c.faces, got, c.want)
		}
	}
	if Framgångsgrad(7, 5) != 2 || Framgångsgrad(4, 5) != -1 || Framgång(1) != "begränsad framgång" || Framgång(4) != "fullständig framgång" {
		t.Error("framgångsgrad")
	}
}

// "Nadir slår 2,3,5 medan Nica slår 1,4,5. Nica vinner tack vare sin fyra."
func TestMotstånd(t *testing.T) {
	nadir, nica := []int{2, 3, 5}, []int{1, 4, 5}
	if got := Motstånd(nadir, nica, false); got != 0 {
		t.Errorf("5 against 5 is a draw: %d", got)
	}
	if got := Motstånd(nadir, nica, true); got != -1 {
		t.Errorf("when a winner must be found, Nica's four wins: %d", got)
	}
	if got := Motstånd([]int{6, 6}, []int{6, 5, 5}, false); got != 1 {
		t.Errorf("a high roll of 7 beats 6: %d", got)
	}
	if got := Motstånd([]int{3, 4}, []int{4, 3}, true); got != 0 {
		t.Errorf("identical rolls are rolled again: %d", got)
	}
}

// The odds the issue names: "2 dice against 7 is 1/36, 3 dice against 4 is 7/8".
func TestChans(t *testing.T) {
	cases := []struct {
		n, d int
		want *big.Rat
	}{
		{2, 7, big.NewRat(1, 36)},
		{3, 4, big.NewRat(7, 8)},
		{1, 6, big.NewRat(1, 6)},
		{1, 7, new(big.Rat)},
		{2, 6, big.NewRat(11, 36)},
		{4, 9, big.NewRat(1, 1296)},
		{5, 1, big.NewRat(1, 1)},
	}
	for _, c := range cases {
		got, err := Chans(c.n, c.d)
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(c.want) != 0 {
			t.Errorf("%d dice against %d: %s, want %s", c.n, c.d, got.RatString(), c.want.RatString())
		}
	}
	if _, err := Chans(0, 5); err == nil {
		t.Error("a roll takes at least one die: \"Varje handling måste utföras med minst en ödestärning\"")
	}
}

// Every distribution sums to 1, and agrees with counting every way the dice fall.
func TestFördelningCountsEveryWay(t *testing.T) {
	for n := 1; n <= 5; n++ {
		dist, err := Fördelning(n)
		if err != nil {
			t.Fatal(err)
		}
		sum := new(big.Rat)
		for _, p := range dist {
			sum.Add(sum, p)
		}
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			t.Fatalf("%d dice sum to %s", n, sum.RatString())
		}
		ways := make([]int64, len(dist))
		dice.Each(n, 6, func(faces []int) { ways[Handlingsslag(faces)]++ })
		total := int64(1)
		for range n {
			total *= 6
		}
		for r, w := range ways {
			if dist[r].Cmp(big.NewRat(w, total)) != 0 {
				t.Errorf("%d dice worth %d: %s, counted %d/%d", n, r, dist[r].RatString(), w, total)
			}
		}
	}
}
