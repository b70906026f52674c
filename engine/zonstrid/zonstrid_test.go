package zonstrid

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

func load(t testing.TB) *Ruleset {
	t.Helper()
	r, err := New(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// prob --dice 3: "P(0 successes) = 125/216", each six a success.
func TestFördelning(t *testing.T) {
	out, err := load(t).Prob(map[string]int{"dice": 3})
	if err != nil {
		t.Fatal(err)
	}
	want := []*big.Rat{big.NewRat(125, 216), big.NewRat(75, 216), big.NewRat(15, 216), big.NewRat(1, 216)}
	for k, o := range out {
		if o.Key != "successes."+string(rune('0'+k)) || o.P.Cmp(want[k]) != 0 {
			t.Errorf("%s: %s, want %s", o.Key, o.P, want[k])
		}
	}
	if Framgångar([]int{6, 1, 6, 5}) != 2 {
		t.Error("each six is a success")
	}
}

// "Varje framgång tar bort en framgång för din motståndare. Tar du bort din motståndares alla
// framgångar missar attacken", checked by counting both pools.
func TestIgenom(t *testing.T) {
	for n := 1; n <= 3; n++ {
		for k := 0; k <= 3; k++ {
			var hits, total int64
			dice.Each(n, 6, func(a []int) {
				dice.Each(k, 6, func(b []int) {
					total++
					if Framgångar(a)-Framgångar(b) >= 1 {
						hits++
					}
				})
			})
			got, _ := Igenom(n, k, 1)
			if got.Cmp(big.NewRat(hits, total)) != 0 {
				t.Errorf("%d through %d: %s, counted %d/%d", n, k, got, hits, total)
			}
		}
	}
}

// "Om du träffar gör du skada, som anges i Vapentabellen … För varje framgång tvingas
// motståndaren kryssa ytterligare ett tillstånd", and Tålighet: "En SLP som träffas av en
// attack som gör 3 i skada förlorar 3 i sitt värde i Tålighet och får slå 3 färre tärningar".
func TestSkadaAndTålighet(t *testing.T) {
	if Skada(2, 1) != 2 || Skada(2, 3) != 4 || Skada(2, 0) != 0 {
		t.Error("damage")
	}
	if Pool(3, 2, 3) != 2 || Pool(1, 0, 4) != 0 {
		t.Error("an NPC's pool")
	}
}

// "En revolver med räckvidd 0–1 kan användas i samma zon som din fiende och en zon bort. Ett
// gevär med räckvidd 1–3 kan användas mot en fiende som står en, två eller tre zoner bort från
// dig men inte mot en fiende som befinner sig i samma zon som du."
func TestRäckvidd(t *testing.T) {
	if !Når("0–1", 0) || !Når("0–1", 1) || Når("0–1", 2) || Når("1-3", 0) || !Når("1-3", 3) {
		t.Error("reach")
	}
	if _, _, err := Räckvidd("långt"); err == nil {
		t.Error("a range of words")
	}
}

// "Ta tio spelkort numrerade från 1 till 10. Blanda dem och låt alla som är med i striden dra
// varsitt kort. … Lägst initiativ börjar", drawn without replacement; "får dra ett extra kort
// för initiativ och välja det bästa"; "Du och en annan rollperson kan byta initiativkort med
// varandra under striden."
func TestInitiativkort(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 5))
	deck := NyKortlek()
	seen := map[int]bool{}
	for range 10 {
		c, err := deck.Dra(rng)
		if err != nil || seen[c] || c < 1 || c > 10 {
			t.Fatalf("card %d, %v", c, err)
		}
		seen[c] = true
	}
	if _, err := deck.Dra(rng); err == nil {
		t.Error("an eleventh card")
	}
	deck = NyKortlek()
	best, _ := deck.DraBästa(2, rng)
	if len(deck) != 9 || slices.Contains(deck, best) {
		t.Errorf("best %d, deck %v", best, deck)
	}
	r := load(t)
	anna, bo := sheet.New(ID), sheet.New(ID)
	anna.Name, bo.Name = "Anna", "Bo"
	anna.State["initiativ"], bo.State["initiativ"] = 7, 2
	a, _ := r.InitiativeOf(anna)
	b, _ := r.InitiativeOf(bo)
	if got := engine.InitiativeOrder([]engine.Initiative{a, b}); !slices.Equal(got, []int{1, 0}) {
		t.Errorf("order %v: the lowest card begins", got)
	}
	anna, bo, _, err := r.Swap(anna, bo)
	if err != nil || anna.State["initiativ"] != 2 || bo.State["initiativ"] != 7 {
		t.Errorf("swap: %v, Anna %d, Bo %d", err, anna.State["initiativ"], bo.State["initiativ"])
	}
	if _, _, _, err := r.Swap(anna, sheet.New(ID)); err == nil {
		t.Error("a swap with one who holds no card")
	}
}

// A character's attack: Närkamp with its attribute, through a parry.
func TestConflict(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Attributes = map[string]int{"fys": 3}
	c.Skills = []sheet.Skill{{ID: "narkamp", Value: 2}}
	c.Weapons = []sheet.Weapon{{Name: "Svärd", Damage: "2", Type: "narstrid"}}
	d := r.Derive(c).(*Derived)
	if d.Pools["Närkamp"] != 5 || d.Weapons[0].Dice != 5 || len(d.ProblemList) != 0 {
		t.Fatalf("%+v", d)
	}
	res, err := r.Conflict(c, "Svärd", 0, 2, 0, rand.New(rand.NewPCG(1, 1)))
	if err != nil || len(res.Faces) != 5 || res.Odds == nil {
		t.Fatalf("%+v %v", res, err)
	}
	npc := c.Clone()
	npc.NPC = true
	npc.State["talighet"] = 4
	npc.State["talighet_forlorad"] = 3
	if d := r.Derive(npc).(*Derived); d.Pools["Närkamp"] != 2 {
		t.Errorf("an NPC with 3 Tålighet lost rolls %d", d.Pools["Närkamp"])
	}
}

// Dealing to the table draws without replacement: every character a different card.
func TestDeal(t *testing.T) {
	r := load(t)
	var cs []*sheet.Character
	for range 10 {
		cs = append(cs, sheet.New(ID))
	}
	out, report, err := r.Deal(cs, rand.New(rand.NewPCG(9, 9)))
	if err != nil || len(report) != 10 {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for i, c := range out {
		card := c.State["initiativ"]
		if seen[card] || card < 1 || card > 10 || cs[i].State["initiativ"] != 0 {
			t.Fatalf("card %d for %d (%v)", card, i, report)
		}
		seen[card] = true
	}
	if _, _, err := r.Deal(append(cs, sheet.New(ID)), rand.New(rand.NewPCG(9, 9))); err == nil {
		t.Error("eleven dealt from ten cards")
	}
}

// The odds of a pool are kept once per language: English asked first does not make the
// Swedish English, nor the other way round.
func TestPoolOddsAreKeptPerLanguage(t *testing.T) {
	en := engine.WordsIn(load(t).Description(), "en")
	for _, n := range []int{1, 7, 0, MaxDice + 1} {
		english, swedish := poolOdds(en, n), poolOdds(engine.Words{}, n)
		if english == swedish || poolOdds(en, n) != english || poolOdds(engine.Words{}, n) != swedish {
			t.Errorf("%d dice: %q in English, %q in Swedish", n, english, swedish)
		}
	}
	if got := poolOdds(engine.Words{}, 7); got != "7 T6: träff 72 % · 2+ framgångar 33 %" {
		t.Errorf("7 dice in Swedish: %q", got)
	}
	if got := poolOdds(en, 7); got != "7 T6: hit 72 % · 2+ successes 33 %" {
		t.Errorf("7 dice in English: %q", got)
	}
}

// A character with conditions crossed has a status, as the exchange's target and an NPC block
// show it; zonstrid once gave none.
func TestCrossedConditionsAreTheStatus(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	if st := r.Derive(c).Layout().Status; st != nil {
		t.Fatalf("unhurt: %+v", st)
	}
	c.State = sheet.State{"tillstand": 2}
	if st := r.Derive(c).Layout().Status; st == nil || st.Text != "2 av 4 kryssade" {
		t.Fatalf("two crossed: %+v", st)
	}
}
