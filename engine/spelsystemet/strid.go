package spelsystemet

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

// Anfall is a blow or shot that won its roll, as it goes to meet its target.
type Anfall struct {
	Damage dice.Expr // the weapon's damage, resolved for the wielder
	Type   string    // H, K or S; "Om typen av skada inte anges … räknas den som ett Huggvapen"
	Laser  bool
	Table  string // "narstrid" or "avstand": the hit location table
	// Crit: "Ett kritiskt resultat betyder (vid vinst) att skadan som slås fram fördubblas".
	Crit bool
	// Delvinst: "Om förloraren lyckades erhålla en delvinst halveras den slagna skadan".
	Delvinst bool
	// IgnoresShield: "Ett stridsgissel … ignorerar motståndarens sköld".
	IgnoresShield bool
	// Finta: 1 when the feint won (armor halved), 2 when it was critical (armor ignored).
	Finta int
	// Ammo: "dum-dum" or "pansarbrytande".
	Ammo string
	// HitDice replaces the T20 of the hit location roll for height: 1T10 or 1T10+10.
	HitDice *dice.Expr
	// Aim moves the hit location roll, by at most the minus taken for Sikta.
	Aim int
}

// Försvar is what the blow meets.
type Försvar struct {
	STO      int               // or Stridsvana: "STO kan om så önskas ersättas med Stridsvana"
	SP       map[string]PartSP // per body part
	Body     Body
	ShieldSP int // 0 without a shield
	// ShieldCovers names the parts a shield covers against a shot: "sköldarmen plus två
	// andra, intill varandra liggande". In melee a shield counts only on a Delvinst.
	ShieldCovers []string
	// Ducked: a Delvinst from ducking, where "en sköld hjälper inte i detta fall".
	Ducked bool
}

// Träff is what a blow did, step by step, ready to become a wound.
type Träff struct {
	Faces     []int  // the damage dice as they fell
	Rolled    int    // their sum, with the code's modifier
	Damage    int    // after doubling and halving
	HitRoll   int    // the hit location roll, after aim
	Part      string // the body part hit
	Knockdown bool   // the damage reaches STO/2: a SKI roll not to fall
	SKIMod    int    // the modification of that SKI roll: -1 per point over STO/2
	Knockback int    // metres staggered back: one per 3 points (or part) over STO/2
	Shield    int    // points the shield took
	Armor     int    // points the armor took
	Wound     sheet.Wound
	Steps     []engine.Text // the reckoning, in the text's order, for the roll log
}

// Träffa works a blow through to its wound, in the order "Stridsronden" gives: damage rolled,
// doubled or halved, knockdown checked "innan SP för sköld eller rustning", the hit location
// rolled, then shield and armor SP taken off, and what remains is the wound.
func Träffa(a Anfall, f Försvar, rng *rand.Rand) (Träff, error) {
	var t Träff
	typ := a.Type
	if typ == "" {
		typ = "H"
	}
	dmg := a.Damage.Roll(rng)
	t.Faces, t.Rolled = dmg.Faces, dmg.Total
	t.Damage = max(t.Rolled, 0)
	t.Steps = append(t.Steps, engine.Sayf("skada %s: %d", a.Damage.String(), t.Rolled))
	if a.Crit {
		t.Damage *= 2
		t.Steps = append(t.Steps, engine.Sayf("kritiskt: ×2 = %d", t.Damage))
	}
	if a.Delvinst {
		t.Damage = ceilDiv(t.Damage, 2)
		t.Steps = append(t.Steps, engine.Sayf("delvinst: halveras till %d", t.Damage))
	}

	// "Jämför skadan … med offrets Storlek; för varje 3 poäng (eller del därav) som skadan
	// överskrider STO/2 raglar han 1 meter bakåt. Dessutom, om skadan är >= STO/2, måste
	// rollpersonen slå ett SKI-slag för att inte ramla omkull, med -1 per poäng skada över
	// STO/2."
	half := ceilDiv(f.STO, 2)
	if t.Damage >= half {
		over := t.Damage - half
		t.Knockdown, t.SKIMod, t.Knockback = true, -over, ceilDiv(over, 3)
		t.Steps = append(t.Steps, engine.Sayf("nedslagning: %d ≥ STO/2 %d, SKI-slag %+d, raglar %d m", t.Damage, half, t.SKIMod, t.Knockback))
	}

	hitDice := dice.MustParse("1T20")
	if a.HitDice != nil {
		hitDice = *a.HitDice
	}
	face := hitDice.Roll(rng).Total
	t.HitRoll = face + a.Aim
	part, err := f.Body.Träff(a.Table, t.HitRoll)
	if err != nil {
		return t, err
	}
	t.Part = part
	t.Steps = append(t.Steps, engine.Sayf("träff %s: %d%s = %s", hitDice.String(), face, signed(a.Aim), f.Body.Label(part)))

	remaining := t.Damage
	shieldCounts := f.ShieldSP > 0 && !a.IgnoresShield && !f.Ducked
	if a.Table == "avstand" {
		shieldCounts = shieldCounts && slices.Contains(f.ShieldCovers, part)
	} else {
		// "En delvinst betyder att skadan … halveras -- dessutom negerar en sköld, om sådan
		// finnes, 3 poäng skada efter halveringen".
		shieldCounts = shieldCounts && a.Delvinst
	}
	if shieldCounts {
		t.Shield = min(f.ShieldSP, remaining)
		remaining -= t.Shield
		t.Steps = append(t.Steps, engine.Sayf("skölden tar %d", t.Shield))
	}

	armor := armorAgainst(a, f.SP[part], typ, &t)
	t.Armor = min(armor, remaining)
	remaining -= t.Armor
	t.Steps = append(t.Steps, engine.Sayf("pansar %s %d tar %d", typ, armor, t.Armor))
	// "dum-dum kulor fördubblar den del av skadan som finns kvar efter eventuellt pansar".
	if a.Ammo == "dum-dum" {
		remaining *= 2
		t.Steps = append(t.Steps, engine.Sayf("dum-dum: ×2 = %d", remaining))
	}
	t.Wound = sheet.Wound{Part: part, Damage: remaining, Type: typ}
	members.Laser.Set(&t.Wound.Members, a.Laser)
	t.Steps = append(t.Steps, engine.Sayf("sår: %d i %s", remaining, f.Body.Label(part)))
	return t, nil
}

// armorAgainst is the armor of the part hit as the blow meets it: of its damage type, or
// against laser, halved or ignored by a finta and halved by armor-piercing rounds; each step
// is said in t's reckoning.
func armorAgainst(a Anfall, sp PartSP, typ string, t *Träff) int {
	armor := map[string]int{"H": sp.H, "K": sp.K, "S": sp.S}[typ]
	if a.Laser {
		armor = sp.Laser
	}
	switch {
	case a.Finta >= 2:
		armor = 0
		t.Steps = append(t.Steps, engine.Say("kritisk finta: pansaret räknas inte"))
	case a.Finta == 1:
		armor = ceilDiv(armor, 2) // halves round up, as every result does
		t.Steps = append(t.Steps, engine.Say("finta: pansaret halveras"))
	}
	// "mot pansarbrytande kulor räknas allt pansar som halva sitt normala värde".
	if a.Ammo == "pansarbrytande" {
		armor = ceilDiv(armor, 2)
		t.Steps = append(t.Steps, engine.Say("pansarbrytande: pansaret halveras"))
	}
	return armor
}

// Skottvidd is what distance does to a shot: "extremt kort avstånd ger en positiv
// modifikation, långt avstånd en negativ (kumulativ för varje multipel av skottvidden utöver
// den första). Att skjuta på extremt avstånd minskar också vapnets skadepotential med ett
// skadesteg per multipel av Sv efter den första." A scope divides the distance for the
// modifier only: "men påverkar inte minskningen av skada". It returns the multiples beyond the
// first that the modifier counts, and the damage steps lost.
func Skottvidd(distance, sv, scope int) (modMultiples, damageSteps int) {
	if sv <= 0 || distance <= 0 {
		return 0, 0
	}
	if scope < 1 {
		scope = 1
	}
	modMultiples = max(ceilDiv(ceilDiv(distance, scope), sv)-1, 0)
	damageSteps = max(ceilDiv(distance, sv)-1, 0)
	return modMultiples, damageSteps
}

// DuckaMod is the modification for ducking a ranged weapon: "Om vapnet är en slunga, en
// pilbåge eller ett armborst får duckaren en modifikation på -5. Är det fråga om ett
// eldhandvapen eller en futuristisk mojäng av något slag är modifikationen -10." Thrown
// weapons give none.
func DuckaMod(w WeaponDef) int {
	switch {
	case w.Firearm || w.Laser:
		return -10
	case w.Kind == "avstand" && w.Range != "STY":
		return -5
	}
	return 0
}

// DuckaVärde is the value ducking rolls against: "SKI i en konflikt mot anfallarens
// vapenfärdighet. SKI kan ersättas med Stridsvana om den är högre."
func DuckaVärde(ski, stridsvana int) int { return max(ski, stridsvana) }

// Steg moves a damage code steps along the ladder, as range does to a shot: "ett skadesteg
// per multipel av Sv". Dice not on the ladder stay as they are.
func (r *Ruleset) Steg(damage dice.Expr, steps int) dice.Expr {
	i := r.t.grundskada.IndexOf(damage.String())
	if i < 0 {
		return damage
	}
	return r.t.grundskada.Step(engine.Plus(i, steps))
}

func signed(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%+d", n)
}
