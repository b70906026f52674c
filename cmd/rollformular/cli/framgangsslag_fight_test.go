package cli

import (
	"fmt"
	"strings"
	"testing"
)

// Framgångsslag's exchange, played through `attack` and `damage` as the text's worked examples
// play it (shared/rules/001_96ff700bf45c6bcf.txt).

// 001_96ff700bf45c6bcf.txt, "Exempel på Storlek och Skadebonus": "Anfallaren ger 2
// Skadetärningar och har 1 i Skadebonus. Målet har Storlek 3 … Låt oss säga att tärningarna
// visar följande siffror: 1 och 5. … 1 - 2 = 0 … 5 - 2 = 3 Summa: 0 + 3 = 3. Målet tog alltså 3
// Påfrestning". Storlek and Skadebonus never reached damage: there was no `damage` for
// Framgångsslag, and the Påfrestning typed went in as it was.
func TestFramgangsslagStorlekExample(t *testing.T) {
	t.Parallel()
	garm := loadDoc(t, exampleFile("stadsvakt"))
	garm.Name, garm.Attributes["sto"], garm.State = "Garm", 3, map[string]int{}
	path := saveDoc(t, t.TempDir(), "garm", garm)
	x := play[damaged](t, "damage", path, "--faces", "1,5", "--bonus", "1")
	if x.Damage.Rolled != 6 || x.Damage.Total != 3 || x.Target.Trackers["pafrestning"] != 3 {
		t.Errorf("1 and 5 with SB +1 on Storlek 3: %+v, Påfrestning %d; want 3", x.Damage, x.Target.Trackers["pafrestning"])
	}
}

// 001_96ff700bf45c6bcf.txt, "Framgångsslag": "Soldaten slår [ 6 på 2T8 ] + [ 5 från Kamp ] + [ 2
// från Närkamp ] + [ 3 från Svärdet ] + [ 0 eftersom ingen Manöver gjorts ] [ +9 från
// Situationsvärde …] - [ 0 från Motståndsvärde eftersom offret inte Gör motstånd ] = 25 i
// Utfall", and "Bonden går i Gard … Bonden har [ 4 från Kamp ] + [ 2 från sin Dolk ] = 6 i Värde.
// Bonden orsakar [ 6 ] Motståndsvärde". A Närstridsanfall is at SV +9 always. The text then
// says the Gard lowers 25 "till [ 21 - Lyckat ]", which its own formula "Utfall = [2T8] + … -
// [Y från Motståndsvärde …]" makes 25 − 6 = 19, Delvis lyckat: the formula is followed (README,
// "Readings of the rules").
func TestFramgangsslagSoldierAgainstBonde(t *testing.T) {
	t.Parallel()
	bonde := loadDoc(t, exampleFile("bonder"))
	bonde.State["antal"] = 1
	path := saveDoc(t, t.TempDir(), "bonde", bonde)
	found := false
	for seed := 1; seed <= 300 && !found; seed++ {
		x := play[fought](t, "attack", exampleFile("stadsvakt"), "Svärd", "--target", path, "--seed", fmt.Sprint(seed))
		oddsSumToOne(t, x.Odds.P)
		if x.Attack.Faces[0]+x.Attack.Faces[1] != 6 {
			continue
		}
		found = true
		if x.Attack.Counted != 19 || !strings.Contains(x.Attack.Outcome, "Delvis lyckat (DL)") || x.Struck != "target" {
			t.Errorf("6 on 2T8 + FV 10 + SV 9 − Gard 6: %+v", x.Attack)
		}
		y := play[fought](t, "attack", exampleFile("stadsvakt"), "Svärd", "--target", path, "--defend", "inget", "--seed", fmt.Sprint(seed))
		if y.Attack.Counted != 25 || !strings.Contains(y.Attack.Outcome, "Väldigt lyckat") {
			t.Errorf("against no defence, 25: %+v", y.Attack)
		}
	}
	if !found {
		t.Fatal("no seed of 300 rolled 6 on 2T8")
	}
}

// 001_96ff700bf45c6bcf.txt, "Exempel på Ta-stryk-faktor": "1 Stadsvakt anfaller 2 Bönder, och
// åsamkar dem 10 Påfrestning. … 10 x 1,5 = 15 Bönderna tar totalt 15 Påfrestning", and
// "Exempel på Överlöpande Påfrestning": "Så den första Bonden får 9 Påfrestning (går ned till
// Skadad …) och den andra Bonden får de resterande 6."
func TestFramgangsslagHordeTakesDamage(t *testing.T) {
	t.Parallel()
	bonder := loadDoc(t, exampleFile("bonder"))
	bonder.State["antal"] = 2
	path := saveDoc(t, t.TempDir(), "bonder", bonder)
	x := play[damaged](t, "damage", path, "--amount", "10")
	if x.Target.Trackers["antal"] != 1 || x.Target.Trackers["pafrestning"] != 6 {
		t.Errorf("10 on two Bönder: %+v", x.Target.Trackers)
	}
}

// 001_96ff700bf45c6bcf.txt, "Avståndsvapen mot Horder": "Försvararnas Antalsbonus och
// Ta-stryk-faktor kan inte bli högre än skyttarnas", and its example: "3 skyttar Skjuter på en
// Hord med 7 individer. … Försvararnas Antalsbonus räknas ned från +6, till +3." A horde ducked
// with its full Antalsbonus.
func TestFramgangsslagShootersOnAHorde(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	skyttar := loadDoc(t, exampleFile("stadsvakt"))
	skyttar.State["antal"] = 3
	shooters := saveDoc(t, dir, "skyttar", skyttar)
	bonder := loadDoc(t, exampleFile("bonder"))
	bonder.State["antal"] = 7
	horde := saveDoc(t, dir, "bonder", bonder)
	x := play[fought](t, "attack", shooters, "Armborst", "--target", horde, "--seed", "1")
	if !slicesHas(x.Attack.Details, "Ducka (MV 7)") {
		t.Errorf("seven Bönder duck three shooters with Kamp 4 + 3: %v", x.Attack.Details)
	}
	x = play[fought](t, "attack", exampleFile("stadsvakt"), "Svärd", "--target", horde, "--seed", "1")
	if !slicesHas(x.Attack.Details, "Gard (MV 12)") {
		t.Errorf("against a blow, Kamp 4 + 6 + Dolk 2: %v", x.Attack.Details)
	}
}

func slicesHas(lines []string, s string) bool {
	for _, l := range lines {
		if l == s {
			return true
		}
	}
	return false
}

// 001_96ff700bf45c6bcf.txt, "Skadeflöde": "Allra först reduceras Påfrestningen av offrets
// Storlek. Den Påfrestning som blir kvar reduceras först av offrets Raud och sedan
// Rustningsvärde." Frenesi: "+1 SB # +2 på Framgångsslaget"; Greppa: "Skadebonus: +3 … Anfallet
// ignorerar Rustningsvärde … Istället för vanlig Skada så orsakar en Greppning Temporär
// påfrestning." Every seed checks the exchange against the rule by hand.
func TestFramgangsslagBlowThroughStorlekRaudAndArmor(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ulv := loadDoc(t, exampleFile("stadsvakt"))
	ulv.Name, ulv.Attributes["sto"], ulv.State = "Ulv", 1, map[string]int{"raud": 1, "rustning": 2}
	target := saveDoc(t, dir, "ulv", ulv)
	seen := map[string]bool{}
	for _, c := range []struct {
		attack      string
		fv, sb, die int
		armor       bool
		tracker     string
	}{
		{"Svärd", 10, 0, 2, true, "pafrestning"},
		{"Frenesi med Svärd", 12, 1, 2, true, "pafrestning"},
		{"Greppa", 9, 3, 1, false, "greppning"},
	} {
		for seed := 1; seed <= 60; seed++ {
			x := play[fought](t, "attack", exampleFile("stadsvakt"), c.attack, "--target", target, "--seed", fmt.Sprint(seed))
			oddsSumToOne(t, x.Odds.P)
			// Ulv stands in Gard: Kamp 5 + Närkamp 2 + Svärd 3.
			u := x.Attack.Faces[0] + x.Attack.Faces[1] + c.fv + 9 - 10
			if x.Attack.Counted != u {
				t.Fatalf("%s seed %d: Utfall %d, want %d", c.attack, seed, x.Attack.Counted, u)
			}
			if (u >= 17) != (x.Struck == "target") {
				t.Fatalf("%s seed %d: Utfall %d: %+v", c.attack, seed, u, x)
			}
			if x.Damage == nil {
				continue
			}
			if len(x.Damage.Faces) != c.die {
				t.Fatalf("%s: %d dice, want %d", c.attack, len(x.Damage.Faces), c.die)
			}
			want := 0
			for _, f := range x.Damage.Faces {
				want += max(f+c.sb-1, 0)
			}
			want = max(want-1, 0)
			if c.armor {
				want = max(want-2, 0)
			}
			if x.Damage.Total != want || x.Target.Trackers[c.tracker] != want {
				t.Fatalf("%s seed %d: faces %v: %+v, %v; want %d", c.attack, seed, x.Damage.Faces, x.Damage, x.Target.Trackers, want)
			}
			seen[c.attack] = true
		}
	}
	if len(seen) != 3 {
		t.Errorf("hits seen: %v", seen)
	}
}

// 001_96ff700bf45c6bcf.txt, "Exempel på temporär Påfrestning": "Tillfogar man tillräckligt med
// Temporär Påfrestning för att få ned sin motståndare på Skadad så har man lyckats Greppa
// tillräckligt bra för att ge denne -1 Handlingspoäng samt -3SV på alla Framgångsslag de
// slår", and "Dra sig ur … Ifall man har 4 eller mer Greppningsskada så kan man inte Dra sig
// ur." The gripped one rolled as if free, and the sheet never said it could not withdraw.
func TestFramgangsslagGripped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	vakt := loadDoc(t, exampleFile("stadsvakt"))
	vakt.State["greppning"] = 9 // Hälsa 8
	gripped := saveDoc(t, dir, "greppad", vakt)
	free := play[fought](t, "attack", exampleFile("stadsvakt"), "Svärd", "--target", exampleFile("bonder"), "--seed", "3")
	held := play[fought](t, "attack", gripped, "Svärd", "--target", exampleFile("bonder"), "--seed", "3")
	if held.Attack.Counted != free.Attack.Counted-3 {
		t.Errorf("Greppad: Utfall %d, free %d", held.Attack.Counted, free.Attack.Counted)
	}
	if r := run(t, nil, "attack", exampleFile("stadsvakt"), "Svärd", "--target", gripped, "--defend", "slanga-sig-undan"); r.code != BadArgs {
		t.Errorf("one Greppad cannot Slänga sig undan: exit %d", r.code)
	}
	vakt.State["greppning"] = 4
	four := saveDoc(t, dir, "fyra", vakt)
	x := play[damaged](t, "damage", four, "--amount", "0")
	if x.Target.State["condition.grepp"] != "Greppningsskada 4: kan inte Dra sig ur" {
		t.Errorf("4 Greppningsskada: %v", x.Target.State)
	}
}
