package cli

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rollformular/sheet"
)

// Zonstrid's exchange (003_95b571e9f4085893.txt, "Anfall" and "Ducka och Parera"), played
// through `attack` and `damage`.

func sixes(faces []int) int {
	n := 0
	for _, f := range faces {
		if f == 6 {
			n++
		}
	}
	return n
}

// "Du behöver en framgång för att träffa. Om du träffar gör du skada, som anges i
// Vapen-tabellen. … För varje framgång tvingas motståndaren kryssa ytterligare ett tillstånd."
// "Varje framgång tar bort en framgång för din motståndare. Tar du bort din motståndares alla
// framgångar missar attacken. Får du fler framgångar än du behöver kan du välja att byta
// initiativkort med din motståndare."
// "En SLP som träffas av en attack som gör 3 i skada förlorar 3 i sitt värde i Tålighet".
//
// Every seed's exchange is checked against the rule by hand: Eira's Kniv (skada 1) against the
// Skogsrövare's parry with Närkamp.
func TestZonstridBlowIsWeaponDamagePlusExtraSuccesses(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for seed := 1; seed <= 200; seed++ {
		x := play[fought](t, "attack", exampleFile("eira"), "Kniv", "--target", exampleFile("skogsrovare"), "--seed", fmt.Sprint(seed))
		oddsSumToOne(t, x.Odds.P)
		if x.Defence == nil || x.Defence.What != "Närkamp" || len(x.Defence.Faces) != 5 || len(x.Attack.Faces) != 4 {
			t.Fatalf("seed %d: Eira rolls FYS 3 + Närkamp 1, the rövare parries with FYS 3 + Närkamp 2: %+v %+v", seed, x.Attack, x.Defence)
		}
		got, taken := sixes(x.Attack.Faces), sixes(x.Defence.Faces)
		left := got - taken
		swap := slices.ContainsFunc(x.Report, func(s string) bool { return strings.Contains(s, "byta initiativkort") })
		if swap != (taken > got) {
			t.Fatalf("seed %d: %d successes against %d: the swap is offered %v: %v", seed, got, taken, swap, x.Report)
		}
		if left < 1 {
			if x.Damage != nil || x.Struck != "" || x.Target.State["condition.talighet"] != "4 av 4" {
				t.Fatalf("seed %d: no success left, yet %+v", seed, x)
			}
			seen["miss"], seen["swap"] = true, seen["swap"] || swap
			continue
		}
		want := 1 + left - 1
		if x.Damage == nil || x.Damage.Total != want || x.Struck != "target" {
			t.Fatalf("seed %d: %d successes left: want %d damage, got %+v", seed, left, want, x.Damage)
		}
		if s := x.Target.State["condition.talighet"]; s != fmt.Sprintf("%d av 4", max(4-want, 0)) {
			t.Fatalf("seed %d: %d damage leaves Tålighet %q", seed, want, s)
		}
		seen[fmt.Sprint("damage ", want)] = true
	}
	for _, k := range []string{"miss", "swap", "damage 1", "damage 2"} {
		if !seen[k] {
			t.Errorf("no seed of 200 showed %s", k)
		}
	}
}

// "En SLP som träffas av en attack som gör 3 i skada förlorar 3 i sitt värde i Tålighet och får
// slå 3 färre tärningar på kommande tärningsslag."
func TestZonstridNPCLosesTålighetAndDice(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "rovare.json")
	d := play[damaged](t, "damage", exampleFile("skogsrovare"), "--amount", "3", "-o", out)
	if d.Target.State["condition.talighet"] != "1 av 4" || d.Target.Trackers["talighet_forlorad"] != 3 {
		t.Fatalf("3 damage: %+v", d.Target)
	}
	x := play[fought](t, "attack", exampleFile("eira"), "Kniv", "--target", out, "--seed", "1")
	if x.Defence == nil || len(x.Defence.Faces) != 5-3 {
		t.Fatalf("the hurt rövare parries with 3 fewer dice than 5: %+v", x.Defence)
	}
}

// "Ett gevär med räckvidd 1–3 kan användas mot en fiende som står en, två eller tre zoner bort
// från dig men inte mot en fiende som befinner sig i samma zon som du." And a blow is struck
// in the zone: "En zon är ett område där man kan ta ett par steg kan anfalla sin fiende i
// närkamp."
func TestZonstridRangeInZones(t *testing.T) {
	t.Parallel()
	for zones := 0; zones <= 4; zones++ {
		r := run(t, nil, "attack", exampleFile("eira"), "Gevär", "--target", exampleFile("skogsrovare"), "--distance", fmt.Sprint(zones), "--seed", "1")
		if reaches := zones >= 1 && zones <= 3; (r.code == OK) != reaches {
			t.Errorf("Gevär 1–3 at %d zones: exit %d %s", zones, r.code, r.stderr)
		}
		if r.code == OK {
			x := play[fought](t, "attack", exampleFile("eira"), "Gevär", "--target", exampleFile("skogsrovare"), "--distance", fmt.Sprint(zones), "--seed", "1")
			// "Du slår RÖRLIGHET när du duckar"
			if x.Defence == nil || x.Defence.What != "Rörlighet" {
				t.Errorf("a shot is ducked with Rörlighet: %+v", x.Defence)
			}
		}
	}
	if r := run(t, nil, "attack", exampleFile("eira"), "Kniv", "--target", exampleFile("skogsrovare"), "--distance", "1"); r.code != BadArgs {
		t.Errorf("a knife one zone away: exit %d %s", r.code, r.stderr)
	}
	// "En revolver med räckvidd 0–1 kan användas i samma zon som din fiende och en zon bort."
	c := loadDoc(t, exampleFile("eira"))
	c.Weapons = append(c.Weapons, sheet.Weapon{ID: "revolver", Name: "Revolver", Damage: "2", Type: "avstand", Members: sheet.MembersOf(sheet.Member[string]("range").Is("0–1"))})
	revolver := saveDoc(t, t.TempDir(), "eira", c)
	for zones := 0; zones <= 2; zones++ {
		r := run(t, nil, "attack", revolver, "Revolver", "--target", exampleFile("skogsrovare"), "--distance", fmt.Sprint(zones), "--seed", "1")
		if (r.code == OK) != (zones <= 1) {
			t.Errorf("Revolver 0–1 at %d zones: exit %d %s", zones, r.code, r.stderr)
		}
	}
}

// "Slåss du utan vapen använder du KRAFTPROV." And the parry: "KRAFTPROV eller NÄRKAMP när
// du parerar beroende på om du är beväpnad eller ej." Bare hands once rolled nothing at all:
// no attack offered them, and a weapon was always Närkamp or Skytte.
func TestZonstridUnarmedRollsKraftprov(t *testing.T) {
	t.Parallel()
	// Eira has FYS 3 and no Kraftprov: 3 dice, where her Närkamp 1 would give 4.
	x := play[fought](t, "attack", exampleFile("eira"), "obevapnad", "--target", exampleFile("skogsrovare"), "--seed", "2")
	if x.Attack.What != "Obeväpnad" || len(x.Attack.Faces) != 3 {
		t.Errorf("bare hands roll FYS 3 + Kraftprov 0: %+v", x.Attack)
	}
	oddsSumToOne(t, x.Odds.P)
	// The rövare, unarmed, parries with Kraftprov: FYS 3 + 0.
	c := loadDoc(t, exampleFile("skogsrovare"))
	c.Weapons = nil
	bare := saveDoc(t, t.TempDir(), "bar", c)
	y := play[fought](t, "attack", exampleFile("eira"), "Kniv", "--target", bare, "--seed", "2")
	if y.Defence == nil || y.Defence.What != "Kraftprov" || len(y.Defence.Faces) != 3 {
		t.Errorf("an unarmed parry rolls Kraftprov: %+v", y.Defence)
	}
}

// "När du försöker brotta ner eller gripa tag i din motståndare slår du KRAFTPROV. … Vill du
// att din motståndare inte ska kunna prata måste du få en extra framgång för att hålla för
// hennes mun." One success left holds; two also gag.
func TestZonstridGaggingTakesAnExtraSuccess(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for seed := 1; seed <= 200; seed++ {
		x := play[fought](t, "attack", exampleFile("eira"), "gripa", "--target", exampleFile("skogsrovare"), "--seed", fmt.Sprint(seed))
		oddsSumToOne(t, x.Odds.P)
		if x.Defence == nil || x.Defence.What != "Kraftprov" {
			t.Fatalf("seed %d: a grip is met by breaking free with Kraftprov: %+v", seed, x.Defence)
		}
		left := sixes(x.Attack.Faces) - sixes(x.Defence.Faces)
		held := slices.ContainsFunc(x.Report, func(s string) bool { return strings.Contains(s, "är fast") })
		gagged := slices.ContainsFunc(x.Report, func(s string) bool { return strings.Contains(s, "kan inte prata") })
		if held != (left >= 1) || gagged != (left >= 2) || x.Damage != nil {
			t.Fatalf("seed %d: %d successes left: held %v, gagged %v: %v", seed, left, held, gagged, x.Report)
		}
		seen[fmt.Sprint(min(max(left, 0), 2))] = true
	}
	if !seen["0"] || !seen["1"] || !seen["2"] {
		t.Errorf("200 seeds showed %v", seen)
	}
}

// "För att lägga dig i bakhåll eller överfalla din motståndare slår du LÖNNDOM mot VAKSAMHET.
// Lyckas du får du dra ett extra kort för initiativ och välja det bästa. Varje extra framgång
// ger dig +1 på din första handling i rundan. Misslyckas överfallet är du upptäckt och din
// motståndare får dra ett extra kort". The extra successes once gave nothing.
func TestZonstridAmbushGivesOnePerExtraSuccess(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for seed := 1; seed <= 200; seed++ {
		x := play[fought](t, "attack", exampleFile("eira"), "bakhall", "--target", exampleFile("skogsrovare"), "--distance", "2", "--seed", fmt.Sprint(seed))
		oddsSumToOne(t, x.Odds.P)
		// Eira: PRE 4 + Lönndom 1; the rövare: LOG 2 + Vaksamhet 0.
		if x.Attack.What != "Bakhåll" || len(x.Attack.Faces) != 5 || x.Defence == nil || x.Defence.What != "Vaksamhet" || len(x.Defence.Faces) != 2 {
			t.Fatalf("seed %d: %+v against %+v", seed, x.Attack, x.Defence)
		}
		left := sixes(x.Attack.Faces) - sixes(x.Defence.Faces)
		report := strings.Join(x.Report, "; ")
		var want string
		switch {
		case left < 1:
			want = "upptäckt: Skogsrövare drar två initiativkort"
		case left == 1:
			want = "Eira Lind drar två initiativkort och behåller det bästa"
		default:
			want = fmt.Sprintf("+%d på första handlingen i rundan", left-1)
		}
		if !strings.Contains(report, want) || x.Damage != nil {
			t.Fatalf("seed %d: %d successes left: %q, want %q", seed, left, report, want)
		}
		seen[fmt.Sprint(min(max(left, 0), 2))] = true
	}
	if !seen["0"] || !seen["1"] || !seen["2"] {
		t.Errorf("200 seeds showed %v", seen)
	}
}

// Zonstrid rolls the whole pool ("När du anfaller slår du din färdighet"): there are no dice to
// stake, and `--dice` is refused rather than ignored.
func TestZonstridHasNoStakes(t *testing.T) {
	t.Parallel()
	r := run(t, nil, "attack", exampleFile("eira"), "Kniv", "--target", exampleFile("skogsrovare"), "--dice", "2,1")
	if r.code != BadArgs || !strings.Contains(r.stderr, "hela tärningspotten") {
		t.Errorf("exit %d %s", r.code, r.stderr)
	}
}
