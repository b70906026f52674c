package cli

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rollformular/sheet"
)

// Ödestärningar's exchange (004_b260f69c548f960d.txt, "närstrid", "avståndsattacker" and
// "skada"), played through `attack` and `damage`. The text's worked examples are played with
// seeds that roll the example's dice; each test checks the dice are the example's first.

func sameFaces(a, b []int) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// "Exempel: Nadir hugger Jibril med en durakniv. Jibril försvarar sig. Båda satsar två
// ödestärningar var och varsin färdighetstärning. Nadir slår 1,1,4 och Jibril 1,2,4.
// Motståndsslaget blir oavgjort, ingen träffas. Senare i samma fas är det Jibris tur. Han
// hugger Nadir. Båda satsar en ödestärning och en färdighetstärning var. De slår 5,6 respektive
// 1,3. Jibril vinner, och träffar med framgångsgrad 3 (6-3)."
func TestOdestarningarNadirAndJibrilExample(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	nadir, jibril := filepath.Join(dir, "nadir.json"), filepath.Join(dir, "jibril.json")
	// Seed 1164 rolls Nadir's 1,1,4 and Jibril's 1,2,4.
	x := play[fought](t, "attack", exampleFile("nadir"), "Durakniv", "--target", exampleFile("jibril"),
		"--dice", "2,1", "--defend-dice", "2,1", "--seed", "1164", "-o", jibril, "--attacker-out", nadir)
	if !sameFaces(x.Attack.Faces, []int{1, 1, 4}) || x.Defence == nil || !sameFaces(x.Defence.Faces, []int{1, 2, 4}) {
		t.Fatalf("seed 1164 rolls %v against %v", x.Attack.Faces, x.Defence)
	}
	// "Om slagen blir lika träffas ingen": the tie-break of "Motståndsslag" (Jibril's two) is
	// not asked for here.
	if x.Struck != "" || x.Damage != nil || !strings.Contains(strings.Join(x.Report, ";"), "ingen träffas") {
		t.Fatalf("a draw hits no one: %+v", x)
	}
	oddsSumToOne(t, x.Odds.P)
	// Both staked two öde dice of three, and spent a die of närstrid; the attacker's dice show
	// though no blow struck him.
	if x.Attacker == nil || x.Attacker.Trackers["anvanda"] != 2 {
		t.Fatalf("the attacker's dice spent: %+v", x.Attacker)
	}
	if x.Target.Trackers["anvanda"] != 2 || loadDoc(t, nadir).State["anvanda"] != 2 {
		t.Fatalf("the dice staked are used for the round: %+v, %+v", x.Target.Trackers, loadDoc(t, nadir).State)
	}
	// Seed 217 rolls Jibril's 5,6 and Nadir's 1,3, with the dice the first blow left them.
	y := play[fought](t, "attack", jibril, "Durakniv", "--target", nadir, "--dice", "1,1", "--defend-dice", "1,1", "--seed", "217")
	if !sameFaces(y.Attack.Faces, []int{5, 6}) || y.Defence == nil || !sameFaces(y.Defence.Faces, []int{1, 3}) {
		t.Fatalf("seed 217 rolls %v against %v", y.Attack.Faces, y.Defence)
	}
	if y.Struck != "target" || y.Attack.Outcome != "vinner med framgångsgrad 3" || y.Damage == nil {
		t.Fatalf("Jibril wins with framgångsgrad 3: %+v", y)
	}
	// "Till slaget läggs attackens framgångsgrad, det aktuella vapnets skada …, samt eventuell
	// modifikation från fördelar": T6 + 3 + the durakniv's 1 + Jibril's Stark 1, less Nadir's
	// skydd 2.
	d := y.Damage
	if d.Rolled != d.Faces[0]+3+1+1 || d.Total != max(d.Rolled-2, 0) || d.Type != "egg" {
		t.Errorf("the damage: %+v", d)
	}
	if y.Target.Trackers["anvanda"] < 3 {
		t.Errorf("Nadir used his last die of the round to defend: %+v", y.Target.Trackers)
	}
}

// "Exempel: Nadir bränner av ett skott mot en nekatra. Avståndet är kort och svårighetsgraden
// därmed 4, men nekatran ser honom och försöker ducka. Nadir har satsat tre ödestärningar på
// sitt skott, nekatran satsar två på sin defensiva handling. Tärningarna rullas. Nadir har otur
// och slår 3,3,4. Nekatran slår 2 och 5. Skottet missar. Hade nekatran slagit en fyra i
// stället för femma hade skottet träffat, med framgångsgrad 0."
func TestOdestarningarDuckingNekatraExample(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// The example's Nadir has no bonus in Skytte; the sheet's has Färdighetsbonus.
	n := loadDoc(t, exampleFile("nadir"))
	n.Traits = nil
	nadir := saveDoc(t, dir, "nadir", n)
	nek := sheet.New("odestarningar")
	nek.Name, nek.NPC, nek.Attributes["ode"] = "Nekatra", true, 2
	nekatra := saveDoc(t, dir, "nekatra", nek)
	shoot := func(seed string) fought {
		x := play[fought](t, "attack", nadir, "Vulkanpistol", "--target", nekatra, "--distance", "10", "--dice", "3,0", "--defend-dice", "2,0", "--seed", seed)
		oddsSumToOne(t, x.Odds.P)
		return x
	}
	x := shoot("1524") // 3,3,4 against 2,5
	if !sameFaces(x.Attack.Faces, []int{3, 3, 4}) || x.Defence == nil || !sameFaces(x.Defence.Faces, []int{2, 5}) {
		t.Fatalf("seed 1524 rolls %v against %v", x.Attack.Faces, x.Defence)
	}
	if x.Damage != nil || x.Attack.Outcome != "missar mot 5" {
		t.Errorf("the duck's 5 replaces kort's 4, and 4 misses: %+v", x.Attack)
	}
	y := shoot("728") // 3,3,4 against 2,4
	if !sameFaces(y.Attack.Faces, []int{3, 3, 4}) || y.Defence == nil || !sameFaces(y.Defence.Faces, []int{2, 4}) {
		t.Fatalf("seed 728 rolls %v against %v", y.Attack.Faces, y.Defence)
	}
	if y.Damage == nil || !strings.HasPrefix(y.Attack.Outcome, "träffar, framgångsgrad 0") {
		t.Errorf("a duck of 4 does not raise kort's 4: the shot hits with framgångsgrad 0: %+v", y.Attack)
	}
}

// "Exempel: Nadir, öde 5, har tagit två lindriga skador och har därmed bara tre ödestärningar
// att agera med varje sr. Han angrips igen med durakniv och tar en svår skada. Nu har han bara
// en ödestärning kvar att använda varje sr, och blöder illa."
func TestOdestarningarNadirsWoundsExample(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	n := loadDoc(t, exampleFile("nadir"))
	n.Attributes["ode"] = 5
	path := saveDoc(t, dir, "nadir5", n)
	// Nadir's skydd is 2: 6 before it is skadeverkan 4, a lindrig skada; 9 is 7, a svår one.
	for i, amount := range []string{"6", "8"} {
		out := filepath.Join(dir, fmt.Sprintf("hurt%d.json", i))
		d := play[damaged](t, "damage", path, "--amount", amount, "--type", "egg", "-o", out)
		if d.Damage.Total != map[string]int{"6": 4, "8": 6}[amount] {
			t.Fatalf("%s less skydd 2: %+v", amount, d.Damage)
		}
		path = out
	}
	if d := loadDoc(t, path); len(d.Wounds) != 2 {
		t.Fatalf("two lindriga skador: %+v", d.Wounds)
	}
	d := play[damaged](t, "damage", path, "--amount", "9", "--type", "egg")
	if d.Damage.Total != 7 || d.Target.Values["tarningar"] != "1" || d.Target.State["condition.bleeding"] != "1" {
		t.Errorf("a svår skada from a blade leaves one die, and bleeds: %+v", d.Target)
	}
}

// "Skjutvapen kan användas i närstrid, men attacker med pistoler får -1 får handlingsslaget.
// För attacker med gevär och liknande större vapen blir avdraget -2. Annars fungerar det som
// ovan. Färdigheten närstrid används i stället för skytte." A gun at distance 0 is fired in
// melee: the target defends, and the roll takes the penalty.
func TestOdestarningarGunsInMelee(t *testing.T) {
	t.Parallel()
	n := loadDoc(t, exampleFile("nadir"))
	n.Weapons = append(n.Weapons, sheet.Weapon{ID: "vulkankarbin", Damage: "3"})
	nadir := saveDoc(t, t.TempDir(), "nadir", n)
	for weapon, mod := range map[string]int{"Vulkanpistol": -1, "Vulkankarbin": -2, "Durakniv": 0} {
		x := play[fought](t, "attack", nadir, weapon, "--target", exampleFile("jibril"), "--seed", "5")
		if x.Attack.Mod != mod || x.Defence == nil || x.Defence.What != "Närstrid" {
			t.Errorf("%s in melee: mod %d, want %d; defended by %+v", weapon, x.Attack.Mod, mod, x.Defence)
		}
		if !strings.HasPrefix(x.Attack.Dice, "1+1") {
			t.Errorf("%s in melee stakes a die of närstrid, not skytte: %s", weapon, x.Attack.Dice)
		}
	}
}

// "Skadeverkan 1-3 innebär en skråma. … Skadeverkan 4-6 medför en lindrig skada. …
// Skadeverkan 7-9 innebär svår skada." Over many seeds, Nadir's durakniv against Jibril's
// Försvara is checked by hand: the higher roll strikes the other with the difference, a draw
// strikes no one, and the damage is T6 + framgångsgrad + skada (+ Stark) less skydd.
func TestOdestarningarBlowIsT6PlusGradeAndWeaponLessSkydd(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	bands := []struct {
		upTo int
		band string
	}{{0, ""}, {3, "skråma"}, {6, "lindrig skada"}, {9, "svår skada"}, {12, "dödlig skada"}, {99, "omedelbar död"}}
	for seed := 1; seed <= 150; seed++ {
		x := play[fought](t, "attack", exampleFile("nadir"), "Durakniv", "--target", exampleFile("jibril"), "--seed", fmt.Sprint(seed))
		oddsSumToOne(t, x.Odds.P)
		if x.Defence == nil {
			t.Fatalf("seed %d: Jibril defends by default", seed)
		}
		a, b := x.Attack.Counted, x.Defence.Counted
		var want, grad, weapon, skydd int
		switch {
		case a == b:
			if x.Struck != "" || x.Damage != nil {
				t.Fatalf("seed %d: %d against %d hits no one: %+v", seed, a, b, x)
			}
			seen["draw"] = true
			continue
		case a > b:
			grad, weapon, skydd = a-b, 1, 1 // Jibril wears lätt primitiv rustning
			if x.Struck != "target" {
				t.Fatalf("seed %d: Nadir's %d beats %d: %+v", seed, a, b, x)
			}
			seen["nadir hits"] = true
		default:
			grad, weapon, skydd = b-a, 1+1, 2 // Jibril's Stark; Nadir's lätt ordinär rustning
			if x.Struck != "attacker" || x.Attacker == nil {
				t.Fatalf("seed %d: Jibril's %d beats %d and strikes back: %+v", seed, b, a, x)
			}
			seen["jibril strikes back"] = true
		}
		want = x.Damage.Faces[0] + grad + weapon - skydd
		if x.Damage.Total != max(want, 0) || x.Damage.Rolled != want+skydd {
			t.Fatalf("seed %d: T6 %d + grad %d + %d − skydd %d: want %d, got %+v", seed, x.Damage.Faces[0], grad, weapon, skydd, want, x.Damage)
		}
		struck := x.Target
		if x.Struck == "attacker" {
			struck = *x.Attacker
		}
		band := ""
		for _, bd := range bands {
			if want <= bd.upTo {
				band = bd.band
				break
			}
		}
		report := strings.Join(x.Report, "; ")
		if band != "" && !strings.Contains(report, band) || band == "" && !strings.Contains(report, "rustningen skyddar helt") {
			t.Fatalf("seed %d: skadeverkan %d is %q: %s", seed, want, band, report)
		}
		if (want >= 4) != (len(struck.Wounds) == 1) {
			t.Fatalf("seed %d: skadeverkan %d and the wounds %v", seed, want, struck.Wounds)
		}
		seen[band] = true
	}
	for _, k := range []string{"draw", "nadir hits", "jibril strikes back", "skråma", "lindrig skada"} {
		if !seen[k] {
			t.Errorf("no seed of 150 showed %s", k)
		}
	}
}

// "Salva: … En salva innebär att två skadeslag slås för en lyckad attack. Räckvidden minskar
// ett steg. … Om något av skadeslagen (eller båda) visar etta (före modifieringar) har salvan
// gjort slut på vapnets ammunition. Dags att ladda om!" Nadir's vulkanpistol (skada 3, from
// Coriolis 4) at kort range, 4, fires a salvo at 5 at a nekatra that does not duck.
func TestOdestarningarSalvo(t *testing.T) {
	t.Parallel()
	nek := sheet.New("odestarningar")
	nek.Name, nek.Attributes["ode"] = "Nekatra", 2
	nekatra := saveDoc(t, t.TempDir(), "nekatra", nek)
	seen := map[string]bool{}
	for seed := 1; seed <= 80; seed++ {
		x := play[fought](t, "attack", exampleFile("nadir"), "vulkanpistol:salva", "--target", nekatra, "--distance", "10", "--defend", "inget", "--seed", fmt.Sprint(seed))
		oddsSumToOne(t, x.Odds.P)
		grad := x.Attack.Counted - 5
		if grad < 0 {
			if x.Damage != nil || x.Attack.Outcome != "missar mot 5" {
				t.Fatalf("seed %d: %d against kort 4 + 1: %+v", seed, x.Attack.Counted, x)
			}
			seen["miss"] = true
			continue
		}
		d := x.Damage
		if d == nil || len(d.Faces) != 2 || d.Type != "skjut" {
			t.Fatalf("seed %d: a salvo that hits rolls two damage dice: %+v", seed, d)
		}
		want := d.Faces[0] + grad + 3 + d.Faces[1] + grad + 3
		if d.Rolled != want || d.Total != want {
			t.Fatalf("seed %d: two rolls of T6 + %d + 3: want %d, got %+v", seed, grad, want, d)
		}
		dry := slices.ContainsFunc(x.Report, func(s string) bool { return strings.Contains(s, "ammunitionen") })
		if dry != slices.Contains(d.Faces, 1) {
			t.Fatalf("seed %d: faces %v, out of ammunition %v", seed, d.Faces, dry)
		}
		seen["hit"], seen["dry"] = true, seen["dry"] || dry
	}
	for _, k := range []string{"miss", "hit", "dry"} {
		if !seen[k] {
			t.Errorf("no seed of 80 showed %s", k)
		}
	}
}

// "Den som angrips i närstrid men redan har använt alla sina ödestärningar denna runda kan inte
// försvara sig, och är ligger alltså rätt illa till." and "Svårighetsgraden för en
// närstridsattack mot någon som inte kan eller vill försvara sig är ynka 3 (busenkelt)."
func TestOdestarningarNoDiceNoDefence(t *testing.T) {
	t.Parallel()
	j := loadDoc(t, exampleFile("jibril"))
	j.State = sheet.State{"anvanda": 3}
	spent := saveDoc(t, t.TempDir(), "jibril", j)
	if r := run(t, nil, "attack", exampleFile("nadir"), "Durakniv", "--target", spent, "--defend", "forsvara"); r.code != BadArgs || !strings.Contains(r.stderr, "Inget försvar (inget)") {
		t.Errorf("a defence with no dice left: exit %d %s", r.code, r.stderr)
	}
	for seed := 1; seed <= 20; seed++ {
		x := play[fought](t, "attack", exampleFile("nadir"), "Durakniv", "--target", spent, "--seed", fmt.Sprint(seed))
		if x.Defence != nil || (x.Damage != nil) != (x.Attack.Counted >= 3) {
			t.Fatalf("seed %d: %d against busenkelt 3: %+v", seed, x.Attack.Counted, x)
		}
	}
}

// "Exempel: Nadir, öde 5, … Nästa sr slår han en tärning för blödningen. Han har otur och slår
// en etta, med följden att han förlorar sin sista ödestärning och kollapsar. … Om ingen ger
// Nadir första hjälpen har han inte långt kvar att leva." and "Att stoppa blödningen kräver ett
// normalt (5+) handlingsslag." The collapsed Nadir cannot stop his own bleeding; Jibril, with no
// medicin and no medkit, rolls his three öde dice against 5.
func TestOdestarningarFirstAidFromAnother(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	n := loadDoc(t, exampleFile("nadir"))
	n.Attributes["ode"] = 5
	w := sheet.Wound{Damage: 7, Type: "egg"}
	sheet.Member[int]("dice").Set(&w.Members, 5) // the svår skada's four, and the last die the bleeding took
	n.Wounds = []sheet.Wound{w}
	nadir := saveDoc(t, dir, "nadir", n)
	if r := run(t, nil, "aid", nadir, nadir); r.code != BadArgs || !strings.Contains(r.stderr, "inga ödestärningar kvar") {
		t.Errorf("the collapsed Nadir helped himself: exit %d %s", r.code, r.stderr)
	}
	stopped := false
	for seed := 1; seed <= 30; seed++ {
		out := filepath.Join(dir, fmt.Sprintf("after%d.json", seed))
		a := play[struct {
			Report []string `json:"report"`
			Target standing `json:"target"`
			Helper standing `json:"helper"`
		}](t, "aid", exampleFile("jibril"), nadir, "--seed", fmt.Sprint(seed), "-o", out)
		report := strings.Join(a.Report, "; ")
		var v, d int
		if _, err := fmt.Sscanf(report[strings.Index(report, "= "):], "= %d mot %d", &v, &d); err != nil || d != 5 {
			t.Fatalf("seed %d: %q", seed, report)
		}
		if a.Helper.Trackers["anvanda"] != 3 || !strings.HasPrefix(report, "Jibril ger första hjälpen") {
			t.Fatalf("seed %d: Jibril's round of three dice: %+v, %q", seed, a.Helper.Trackers, report)
		}
		_, bleeding := a.Target.State["condition.bleeding"]
		ok := !bleeding
		if ok != (v >= 5) || ok != strings.Contains(report, "blödningen stoppad") {
			t.Fatalf("seed %d: %d against 5, stopped %v: %q %+v", seed, v, ok, report, a.Target.State)
		}
		stopped = stopped || ok
	}
	if !stopped {
		t.Error("30 seeds never stopped the bleeding")
	}
}

// The dice staked are read as OWN,SKILL, each in its range, and the ruleset refuses more than
// the character has: "Varje handling måste utföras med minst en ödestärning".
func TestOdestarningarStakesAreChecked(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		dice string
		says string
	}{
		{"x", `--dice "x": own,skill dice, each 0 to 40`},
		{"2,41", `--dice "2,41"`},
		{"4,0", "bara 3"},
		{"0,1", "minst en ödestärning"},
		{"1,3", "bara 2 kvar att satsa"},
	} {
		r := run(t, nil, "attack", exampleFile("nadir"), "Durakniv", "--target", exampleFile("jibril"), "--dice", c.dice)
		if r.code != BadArgs || !strings.Contains(r.stderr, c.says) {
			t.Errorf("--dice %s: exit %d %q, want %q", c.dice, r.code, r.stderr, c.says)
		}
	}
}
