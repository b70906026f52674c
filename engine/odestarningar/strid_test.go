package odestarningar

import (
	"math/big"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/engine/dice"
)

// "avstånd meter svårighet direkt 2 3 kort 10 4 medel 50 5 långt 250 6 extremt 1000 7", and
// "Om avståndet är oklart räknas det som medel, alltså svårighetsgrad 5."
func TestAvståndssvårighet(t *testing.T) {
	r := load(t)
	for m, want := range map[int]int{0: 3, 2: 3, 3: 4, 10: 4, 50: 5, 51: 6, 250: 6, 1000: 7, -1: 5} {
		a, ok := r.Avståndssvårighet(m)
		if !ok || a.Value != want {
			t.Errorf("%d m: %+v, want %d", m, a, want)
		}
	}
	if _, ok := r.Avståndssvårighet(1001); ok {
		t.Error("a shot past extremt")
	}
}

// "Nadir bränner av ett skott mot en nekatra. Avståndet är kort och svårighetsgraden därmed
// 4, men nekatran ser honom och försöker ducka. … Nadir … slår 3,3,4. Nekatran slår 2 och 5.
// Skottet missar. Hade nekatran slagit en fyra i stället för femma hade skottet träffat, med
// framgångsgrad 0."
func TestDucka(t *testing.T) {
	shot := Handlingsslag([]int{3, 3, 4})
	if d := Ducka(4, Handlingsslag([]int{2, 5})); Framgångsgrad(shot, d) >= 0 {
		t.Error("the shot hits a nekatra that ducked a five")
	}
	if d := Ducka(4, Handlingsslag([]int{2, 4})); Framgångsgrad(shot, d) != 0 {
		t.Error("a four would have let the shot through with degree 0")
	}
	// "Man kan inte förlora på att ta betäckning."
	if Ducka(6, 2) != 6 {
		t.Error("a low duck roll lowered the difficulty")
	}
	// The exact chance against a ducking target, checked by counting both pools.
	for n := 1; n <= 3; n++ {
		for k := 1; k <= 3; k++ {
			got, err := DuckaChans(n, 0, 4, k)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteDuck(n, k, 4); got.Cmp(want) != 0 {
				t.Errorf("%d dice at 4 against a duck of %d: %s, counted %s", n, k, got, want)
			}
		}
	}
}

func bruteDuck(n, k, d int) *big.Rat {
	var hits, total int64
	dice.Each(n, 6, func(a []int) {
		dice.Each(k, 6, func(b []int) {
			total++
			if Handlingsslag(a) >= Ducka(d, Handlingsslag(b)) {
				hits++
			}
		})
	})
	return big.NewRat(hits, total)
}

// The circumstances add to the difficulty: "dunkel +1 … målet i hårt skydd +2 … stort mål -1".
func TestCircumstances(t *testing.T) {
	r := load(t)
	p := PoolRoll{Skill: -1, Fate: 3, Difficulty: 4, Circumstances: []string{"dunkel", "målet i hårt skydd"}}
	text, problems := r.PoolOdds(hero(3, nil), p)
	odds := text.In(engine.Words{})
	want, _ := Chans(3, 7)
	if problems != nil || !strings.Contains(odds, "mot 7") || !strings.Contains(odds, want.RatString()) {
		t.Errorf("%q %v", odds, problems)
	}
	p.Circumstances = []string{"regn"}
	if _, problems := r.PoolOdds(hero(3, nil), p); problems == nil {
		t.Error("an unknown circumstance was accepted")
	}
}

// "Om ett handlingsslag misslyckas och innehåller en eller flera ettor, så inträffar fummel",
// and the tables "1-2 tappar vapnet 3-4 vapnet går sönder 5-6 träffar sig själv" and "1-2
// vapnet går sönder 3-4 träffar sig själv 5-6 träffar kamrat".
func TestFummel(t *testing.T) {
	if !Fummel([]int{1, 3}, false) || Fummel([]int{1, 6}, true) || Fummel([]int{2, 3}, false) {
		t.Error("fumble")
	}
	if FummelINärstrid(2) != "tappar vapnet" || FummelINärstrid(5) != "träffar sig själv" ||
		FummelIAvståndsstrid(1) != "vapnet går sönder" || FummelIAvståndsstrid(6) != "träffar kamrat" {
		t.Error("fumble tables")
	}
}
