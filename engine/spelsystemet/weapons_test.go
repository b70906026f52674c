package spelsystemet

import (
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

func armed(sto, sty int, weapons ...sheet.Weapon) *sheet.Character {
	c := character(10, 10, 10, sto, sty)
	c.Weapons = weapons
	return c
}

// 000_66db17633cb0378a.txt, "Vapen".
func TestWeaponDamageFromGrundskada(t *testing.T) {
	cases := []struct {
		rule     string
		sto, sty int
		weapon   string
		want     string
	}{
		{"Svärd Grund Hugg 1", 13, 15, "svard", "1T10"},
		{"Stridsyxa Grund+1", 13, 15, "stridsyxa", "2T6"},
		{"Storyxa Grund+2", 13, 15, "storyxa", "2T8"},
		{"Dolk Grund-2", 13, 15, "dolk", "1T6"},
		{"Dolk Grund-2 for G 1T4 goes to the Minimum row: 1T2", 2, 2, "dolk", "1T2"},
		{"Inget vapen kan göra mindre än 1T2 i skada: Obeväpnad Grund-3 from 1T4", 2, 2, "obevapnad", "1T2"},
		{"Kortsvärd Grund-1*: som minst 1T6", 2, 2, "kortsvard", "1T6"},
		{"Spjut Grund-1*: stays at its step when above 1T6", 20, 20, "spjut", "1T10"},
		{"Obeväpnad Grund-3*: som mest 1T10", 30, 30, "obevapnad", "1T10"},
		{"Knogjärn Grund-2*: som mest 1T10", 30, 30, "knogjarn", "1T10"},
		{"Obeväpnad Grund-3* at G 1T8 is 1T3", 9, 8, "obevapnad", "1T3"},
		{"Slunga 1T6 regardless of strength", 2, 2, "slunga", "1T6"},
		{"Hagelgevär 4/2/1T6 by range", 10, 10, "hagelgevar", "4T6/2T6/1T6"},
		{"Sten G-3 thrown", 13, 15, "sten", "1T4"},
		{"Kastkniv G-2*: at least 1T6", 4, 4, "kastkniv", "1T6"},
	}
	r := load(t)
	for _, c := range cases {
		d := r.Derive(armed(c.sto, c.sty, sheet.Weapon{ID: c.weapon})).(*Derived)
		if len(d.Weapons) != 1 {
			t.Fatalf("%s: %d weapons, problems %v", c.rule, len(d.Weapons), d.Problems())
		}
		if got := d.Weapons[0].Damage; got != c.want {
			t.Errorf("%s (STO %d, STY %d, G %s): %s, want %s (%s)", c.rule, c.sto, c.sty, d.G, got, c.want, explain(d, "weapons.0"))
		}
	}
}

func TestDamageFollowsFatigue(t *testing.T) {
	c := armed(13, 15, sheet.Weapon{ID: "svard"})
	c.State = sheet.State{"trotthet": 4}
	d := load(t).Derive(c).(*Derived)
	if d.Weapons[0].Damage != "1T8" {
		t.Fatalf("Svärd with T 4: %s, want 1T8 (STO+STY 28 - 4 = 24)", d.Weapons[0].Damage)
	}
}

func TestWeaponRequirements(t *testing.T) {
	cases := []struct {
		rule     string
		sto, sty int
		weapon   string
		want     string
	}{
		{"De stora (tvåhands-) svärden … behöver man ha minst STO och STY 9", 8, 12, "slagsvard", "STO 9"},
		{"… yxorna och klubborna", 12, 8, "stridsslagga", "STY 9"},
		{"inte stavar eller spjut", 3, 3, "stav", ""},
		{"minimal STY på 5, 9 respektive 13 för de olika tyngderna", 10, 12, "langbage-t", "STY 13"},
		{"Att spänna ett lätt armborst tar STY 9", 10, 8, "armborst-l", "STY 9"},
		{"de större spänns med olika redskap", 10, 3, "armborst-t", ""},
	}
	r := load(t)
	for _, c := range cases {
		d := r.Derive(armed(c.sto, c.sty, sheet.Weapon{ID: c.weapon})).(*Derived)
		var msgs []string
		for _, p := range d.Problems() {
			if p.Field == "weapons.0" {
				msgs = append(msgs, p.Message)
				if p.Severity != engine.Warning {
					t.Errorf("%s: a missing requirement is a warning, not %s", c.rule, p.Severity)
				}
			}
		}
		got := strings.Join(msgs, "; ")
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s: problems %q, want %q", c.rule, got, c.want)
		}
	}
}

func TestWeaponSkillAndChance(t *testing.T) {
	c := armed(13, 15, sheet.Weapon{ID: "svard"}, sheet.Weapon{ID: "obevapnad"}, sheet.Weapon{ID: "sten"})
	c.Skills = []sheet.Skill{{ID: "narstridsvapen", Spec: "Svärd", Value: 12}, {ID: "narkamp", Value: 9}}
	d := load(t).Derive(c).(*Derived)
	if d.Weapons[0].SkillValue != 12 || d.Weapons[0].Chance.Lyckat != 11 {
		t.Errorf("Svärd uses the skill Svärd 12: %+v", d.Weapons[0])
	}
	// "Närkamp: Innefattar all användning av händer, fötter och andra kroppsdelar som vapen."
	if d.Weapons[1].Skill != "Närkamp" || d.Weapons[1].SkillValue != 9 {
		t.Errorf("Obeväpnad uses Närkamp 9: %+v", d.Weapons[1])
	}
	// A stone is thrown with Kasta, as far as STY: "Normal skottvidd är lika med kastarens STY".
	if d.Weapons[2].Skill != "Kasta" || d.Weapons[2].Range != 15 || d.Weapons[2].SkillValue != 0 {
		t.Errorf("Sten: %+v", d.Weapons[2])
	}
}

func TestCustomAndUnknownWeapons(t *testing.T) {
	c := armed(13, 15,
		sheet.Weapon{ID: "farfars-hammare", Name: "Farfars hammare", Damage: "Grund+1", Type: "K"},
		sheet.Weapon{ID: "bazooka"},
	)
	d := load(t).Derive(c).(*Derived)
	if len(d.Weapons) != 1 || d.Weapons[0].Damage != "2T6" || d.Weapons[0].Type != "K" {
		t.Fatalf("custom weapon: %+v", d.Weapons)
	}
	if len(d.Problems()) != 1 || d.Problems()[0].Field != "weapons.1" || d.Problems()[0].Severity != engine.Error {
		t.Fatalf("unknown weapon: %+v", d.Problems())
	}
}

// "Skador från ett laservapen blöder aldrig." The weapon carries the mark for the wound rules.
func TestLaserWeaponsAreMarked(t *testing.T) {
	d := load(t).Derive(armed(10, 10, sheet.Weapon{ID: "laserpistol"})).(*Derived)
	if !d.Weapons[0].Laser || d.Weapons[0].Damage != "2T8" {
		t.Fatalf("laserpistol: %+v", d.Weapons[0])
	}
}

func TestEveryCatalogWeaponResolves(t *testing.T) {
	r := load(t)
	for _, w := range r.Weapons() {
		d := r.Derive(armed(10, 10, sheet.Weapon{ID: w.ID})).(*Derived)
		if len(d.Weapons) != 1 || d.Weapons[0].Damage == "" {
			t.Errorf("%s does not resolve: %+v", w.ID, d.Problems())
		}
	}
	if n := len(r.Weapons()); n != 51 {
		t.Errorf("%d weapons, want the 20 melee and 31 ranged rows of the tables", n)
	}
}

// <Stridskonst>: "Färdigheten används i stället för, men kan aldrig överstiga personens värde
// i, Närkamp. Effekten är att man gör ett steg bättre skada i obeväpnad strid (Grund-2)".
// Bare hands once rolled Närkamp for Grund-3 whatever art the character knew.
func TestStridskonstIsBareHandsOneStepBetterCappedByNarkamp(t *testing.T) {
	r := load(t)
	c := asa() // G 1T10
	c.Skills = append(c.Skills, sheet.Skill{ID: "narkamp", Value: 9})
	c.Weapons = []sheet.Weapon{{ID: "obevapnad"}}
	plain := r.Derive(c).(*Derived).Weapons[0]
	if plain.Damage != "1T4" || plain.SkillValue != 9 || plain.Skill != "Närkamp" {
		t.Fatalf("bare hands without an art: %+v", plain)
	}
	c.Skills = append(c.Skills, sheet.Skill{ID: "stridskonst", Spec: "Jujutsu", Value: 12})
	art := r.Derive(c).(*Derived).Weapons[0]
	if art.Damage != "1T6" || art.SkillValue != 9 || art.Skill != "Jujutsu" || art.Name != "Obeväpnad (Jujutsu)" {
		t.Fatalf("Jujutsu 12 with Närkamp 9: %+v", art)
	}
	c.Skills[len(c.Skills)-1].Value = 7
	if art := r.Derive(c).(*Derived).Weapons[0]; art.SkillValue != 7 || art.Damage != "1T6" {
		t.Fatalf("Jujutsu 7 with Närkamp 9: %+v", art)
	}
}

// "Automatkarbin 2T6 Kross 2+ 90": the + after Eh, automatic fire, was loaded and never shown.
func TestAutomaticFireShowsItsPlus(t *testing.T) {
	r := load(t)
	c := asa()
	c.Weapons = []sheet.Weapon{{ID: "k-pist"}, {ID: "karbin"}}
	w := r.Derive(c).(*Derived).Weapons
	if w[0].Rate != "2+" || w[0].reach() != "Eh 2+, Sv 60 m" || w[1].Rate != "2" {
		t.Fatalf("K-pist %q %q, Karbin %q", w[0].Rate, w[0].reach(), w[1].Rate)
	}
}
