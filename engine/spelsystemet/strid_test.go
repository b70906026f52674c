package spelsystemet

import (
	"math/rand/v2"
	"testing"

	"rollformular/engine/dice"
)

// fixedDamage is a "die" that always rolls n: nT1.
func fixedDamage(n int) dice.Expr { return dice.Expr{Count: n, Sides: 1} }

func defender(t *testing.T) Försvar {
	r := load(t)
	return Försvar{
		STO:  13,
		Body: r.t.bodies["humanoid"],
		SP: map[string]PartSP{
			"huvud": {H: 5, K: 3, S: 4, Laser: 4}, "brostkorg": {H: 6, K: 3, S: 3, Laser: 3}, "mage": {H: 6, K: 3, S: 3, Laser: 3},
			"hoger-arm": {}, "vanster-arm": {}, "hoger-ben": {}, "vanster-ben": {},
		},
	}
}

// aimAt finds the Aim that puts a T20 roll of the given seed on the part.
func hit(t *testing.T, a Anfall, f Försvar) Träff {
	t.Helper()
	got, err := Träffa(a, f, rand.New(rand.NewPCG(5, 5)))
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// 000_66db17633cb0378a.txt, "Stridsronden", "Närstrid", "Nedslagning".
func TestTräffaMelee(t *testing.T) {
	f := defender(t)
	// Aim far up puts the blow on the head whatever the T20 shows.
	a := Anfall{Damage: fixedDamage(9), Type: "H", Table: "narstrid", Aim: 40}
	got := hit(t, a, f)
	if got.Part != "huvud" || got.Armor != 5 || got.Wound.Damage != 4 {
		t.Errorf("9 Hugg on the head with 5 HSP: %+v", got)
	}
	// "Ett kritiskt resultat betyder … att skadan som slås fram fördubblas".
	a.Crit = true
	if got = hit(t, a, f); got.Damage != 18 || got.Wound.Damage != 13 {
		t.Errorf("crit: %+v", got)
	}
	// "kritisk träff mot delvinst innebär alltså sammantaget normal skada", and then "negerar
	// en sköld, om sådan finnes, 3 poäng skada efter halveringen".
	a.Delvinst = true
	f.ShieldSP = 3
	if got = hit(t, a, f); got.Damage != 9 || got.Shield != 3 || got.Wound.Damage != 1 {
		t.Errorf("crit against Delvinst with a shield: %+v", got)
	}
	// "Ett stridsgissel … ignorerar motståndarens sköld".
	a.IgnoresShield = true
	if got = hit(t, a, f); got.Shield != 0 || got.Wound.Damage != 4 {
		t.Errorf("flail: %+v", got)
	}
	// A shield counts in melee only on a Delvinst.
	a = Anfall{Damage: fixedDamage(9), Type: "K", Table: "narstrid", Aim: 40}
	if got = hit(t, a, f); got.Shield != 0 || got.Armor != 3 || got.Wound.Damage != 6 {
		t.Errorf("a plain win past a shield: %+v", got)
	}
}

func TestKnockdown(t *testing.T) {
	f := defender(t) // STO 13: STO/2 is 7
	a := Anfall{Damage: fixedDamage(6), Table: "narstrid"}
	if got := hit(t, a, f); got.Knockdown {
		t.Errorf("6 below STO/2 7: %+v", got)
	}
	// "om skadan är >= STO/2, måste rollpersonen slå ett SKI-slag … med -1 per poäng skada
	// över STO/2"; "för varje 3 poäng (eller del därav) … raglar han 1 meter bakåt".
	a.Damage = fixedDamage(11)
	got := hit(t, a, f)
	if !got.Knockdown || got.SKIMod != -4 || got.Knockback != 2 {
		t.Errorf("11 against STO/2 7: %+v", got)
	}
	// Knockdown counts the damage "innan SP för sköld eller rustning".
	a.Aim = 40
	if got := hit(t, a, f); !got.Knockdown || got.Wound.Damage != 6 {
		t.Errorf("knockdown before armor: %+v", got)
	}
}

func TestFintaAndAmmunition(t *testing.T) {
	f := defender(t)
	a := Anfall{Damage: fixedDamage(9), Type: "H", Table: "narstrid", Aim: 40, Finta: 1}
	// "Om fintaren vinner bägge konflikterna, halveras värdet av motståndarens pansar".
	if got := hit(t, a, f); got.Armor != 3 || got.Wound.Damage != 6 {
		t.Errorf("finta against 5 HSP: %+v", got)
	}
	// "Om ett kritiskt resultat erhålls på finten ignoreras allt pansar."
	a.Finta = 2
	if got := hit(t, a, f); got.Armor != 0 || got.Wound.Damage != 9 {
		t.Errorf("critical finta: %+v", got)
	}
	b := Anfall{Damage: fixedDamage(7), Type: "K", Table: "avstand", Aim: 40, Ammo: "dum-dum"}
	// "dum-dum kulor fördubblar den del av skadan som finns kvar efter eventuellt pansar".
	if got := hit(t, b, f); got.Wound.Damage != 8 {
		t.Errorf("dum-dum: 7 - 3 KSP = 4, ×2 = 8: %+v", got)
	}
	b.Ammo = "pansarbrytande"
	if got := hit(t, b, f); got.Armor != 2 || got.Wound.Damage != 5 {
		t.Errorf("armor-piercing: %+v", got)
	}
	// Lasers meet the laser SP.
	c := Anfall{Damage: fixedDamage(7), Type: "S", Laser: true, Table: "avstand", Aim: 40}
	f.SP["huvud"] = PartSP{H: 1, K: 1, S: 1, Laser: 12}
	if got := hit(t, c, f); got.Wound.Damage != 0 || !members.Laser.Get(got.Wound.Members) {
		t.Errorf("a laser against reflek: %+v", got)
	}
}

func TestShieldAgainstShots(t *testing.T) {
	f := defender(t)
	f.ShieldSP = 3
	f.ShieldCovers = []string{"vanster-arm", "brostkorg", "huvud"}
	a := Anfall{Damage: fixedDamage(8), Type: "S", Table: "avstand", Aim: 40}
	// "om attacken träffar någon av dessa får sköldens SP räknas".
	if got := hit(t, a, f); got.Shield != 3 || got.Wound.Damage != 1 {
		t.Errorf("a shot at a covered head: %+v", got)
	}
	a.Aim = -40 // the right leg is not covered
	if got := hit(t, a, f); got.Part != "hoger-ben" || got.Shield != 0 {
		t.Errorf("a shot at an uncovered leg: %+v", got)
	}
	// Ducking: "delvinst halverar som vanligt skadan, men en sköld hjälper inte".
	a.Aim, a.Delvinst, f.Ducked = 40, true, true
	if got := hit(t, a, f); got.Shield != 0 || got.Damage != 4 {
		t.Errorf("a shot half-ducked: %+v", got)
	}
}

// "Vid normal höjdskillnad slår den med fördel 1T10+10".
func TestHeightMovesTheHitRoll(t *testing.T) {
	f := defender(t)
	high := dice.MustParse("1T10+10")
	a := Anfall{Damage: fixedDamage(1), Table: "narstrid", HitDice: &high}
	for seed := range uint64(50) {
		got, _ := Träffa(a, f, rand.New(rand.NewPCG(seed, 1)))
		if got.HitRoll < 11 || got.Part == "hoger-ben" || got.Part == "vanster-ben" {
			t.Fatalf("1T10+10 hit %s (%d)", got.Part, got.HitRoll)
		}
	}
}

func TestSkottvidd(t *testing.T) {
	// A bow of Sv 60 at 150 m: two multiples past the first, two damage steps lost.
	if m, s := Skottvidd(150, 60, 1); m != 2 || s != 2 {
		t.Errorf("150 m at Sv 60: %d, %d", m, s)
	}
	// "om du har ett x4 sikte räknas alla avstånd som en fjärdedel … men påverkar inte
	// minskningen av skada".
	if m, s := Skottvidd(400, 110, 4); m != 0 || s != 3 {
		t.Errorf("400 m at Sv 110 with ×4: %d, %d", m, s)
	}
	if m, s := Skottvidd(30, 60, 1); m != 0 || s != 0 {
		t.Errorf("within Sv: %d, %d", m, s)
	}
	r := load(t)
	if got := r.Steg(dice.MustParse("2T8"), -2).String(); got != "1T10" {
		t.Errorf("2T8 two steps down: %s", got)
	}
}

func TestDucka(t *testing.T) {
	r := load(t)
	mods := map[string]int{"pilbage-m": -5, "slunga": -5, "armborst-t": -5, "gevar": -10, "laserpistol": -10, "kastkniv": 0}
	for id, want := range mods {
		w, _ := r.weaponDef(id)
		if got := DuckaMod(*w); got != want {
			t.Errorf("ducking %s: %d, want %d", id, got, want)
		}
	}
	if DuckaVärde(12, 14) != 14 || DuckaVärde(12, 9) != 12 {
		t.Error("SKI or Stridsvana, whichever is higher")
	}
}
