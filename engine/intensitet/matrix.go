package intensitet

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

var _ engine.Forms = (*Ruleset)(nil)

// MatrixChoices are what an attack or a test is built from.
type MatrixChoices struct {
	Bases         []engine.Level     // the character's attacks, then its tests
	Circumstances []engine.Level     // the modifiers of the text that may apply at once
	Actions       []engine.Reference // the talents
}

// MatrixRoll is one attack or test set up.
type MatrixRoll struct {
	Base   int // index into MatrixChoices.Bases
	MV     int // the defence rolled against
	Action string
	Mod    int
	// Circumstances are names of MatrixChoices.Circumstances that apply.
	Circumstances []string
}

// MatrixChoices lists c's attacks, the modifiers of the text, and the talents.
func (r *Ruleset) MatrixChoices(c *sheet.Character) MatrixChoices {
	d := r.Derive(c).(*Derived)
	out := MatrixChoices{Circumstances: r.modifiers}
	for _, an := range d.Attacks {
		out.Bases = append(out.Bases, engine.Level{Name: an.talent.Name + " med " + an.Name, Value: an.Bonus, Worded: engine.Sayf("%s med %s", an.talent.Name, an.Name)})
	}
	// Tests of an attribute: "ett test av Händigheten (1t20 + halva Händigheten + halva
	// graden)", against a difficulty typed as the defence.
	for _, a := range r.tested(c) {
		out.Bases = append(out.Bases, engine.Level{Name: "Test av " + a.Label, Value: floorHalf(d.attrs[a.ID]) + floorHalf(d.attrs["grad"]), Worded: engine.Sayf("Test av %s", a.Label)})
	}
	for _, t := range r.talents {
		out.Actions = append(out.Actions, engine.Reference{ID: t.ID, Name: t.Name, Summary: t.Summary, Lines: t.Lines})
	}
	return out
}

// attackOf is the attack m sets up: the base's weapon with the chosen talent, and its bonus.
// tested are the attributes a test rolls: Styrka, Händighet, Fysik and the player's own.
func (r *Ruleset) tested(c *sheet.Character) []engine.Attribute {
	var out []engine.Attribute
	for _, a := range r.desc.AttributesOf(c) {
		if _, ruleset := r.desc.Attribute(a.ID); !ruleset || a.ID == "sty" || a.ID == "han" || a.ID == "fys" {
			out = append(out, a)
		}
	}
	return out
}

func (r *Ruleset) attackOf(c *sheet.Character, m MatrixRoll) (Anfall, reasons, error) {
	if err := checkRoll(m); err != nil {
		return Anfall{}, nil, err
	}
	d := r.Derive(c).(*Derived)
	if t := m.Base - len(d.Attacks); t >= 0 && t < len(r.tested(c)) {
		// A test is an attack without a weapon or damage.
		a := r.tested(c)[t]
		an := Anfall{Name: a.Label, Bonus: floorHalf(d.attrs[a.ID]) + floorHalf(d.attrs["grad"]),
			Defense: "SG", talent: Talang{Name: "Test", NoDamage: true}, test: true}
		var why reasons
		if m.Mod != 0 {
			an.Bonus += m.Mod
			why = append(why, entered(m.Mod))
		}
		return an, why, nil
	}
	if m.Base < 0 || m.Base >= len(d.Attacks) {
		return Anfall{}, nil, engine.Errorf("välj en attack")
	}
	an := d.Attacks[m.Base]
	var why reasons
	if m.Action != "" {
		var err error
		if an, why, err = r.withTalent(c, d, an, m.Action); err != nil {
			return Anfall{}, nil, err
		}
	}
	for _, name := range m.Circumstances {
		i := slices.IndexFunc(r.modifiers, func(l engine.Level) bool { return l.Name == name })
		if i < 0 {
			return Anfall{}, nil, engine.Errorf("okänd omständighet %q", name)
		}
		an.Bonus += r.modifiers[i].Value
		why = append(why, engine.Sayf("%s %s", engine.Say(name), signed(r.modifiers[i].Value)))
	}
	if m.Mod != 0 {
		an.Bonus += m.Mod
		why = append(why, entered(m.Mod))
	}
	return an, why, nil
}

// withTalent is the attack made with the talent action: the talent's own attack with the same
// weapon, or the attack with the talent's bonus, and the reason for the bonus.
func (r *Ruleset) withTalent(c *sheet.Character, d *Derived, an Anfall, action string) (Anfall, reasons, error) {
	var why reasons
	i := slices.IndexFunc(r.talents, func(t Talang) bool { return t.ID == action })
	if i < 0 {
		return Anfall{}, nil, engine.Errorf("okänd talang %q", action)
	}
	t := r.talents[i]
	switch {
	case t.Kind != "" && t.Kind != an.talent.Kind && t.Kind == "avstand":
		return Anfall{}, nil, engine.Errorf("%s görs med ett avståndsvapen", t.Name)
	case t.Kind != "" && t.Kind != an.talent.Kind:
		return Anfall{}, nil, engine.Errorf("%s görs med ett närstridsvapen", t.Name)
	case t.Kind != "":
		// The talent is the attack: its attribute, defence and damage, with the same weapon.
		name := an.Name
		var err error
		if an, err = r.anfall(c, d.attrs, t, an.weapon, an.mod, d.Intensitet); err != nil {
			return Anfall{}, nil, err
		}
		an.Name = name
	default:
		an.Bonus += t.Bonus
	}
	if t.Bonus != 0 {
		why = append(why, engine.Said(fmt.Sprintf("%s %s", t.Name, signed(t.Bonus))))
	}
	return an, why, nil
}

// reasons are where an attack's bonus came from, worded when shown.
type reasons []engine.Text

// in words the reasons.
func (rs reasons) in(words engine.Words) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r(words))
	}
	return out
}

// entered is the modification typed for the roll, as a reason.
func entered(mod int) engine.Text {
	return func(words engine.Words) string { return words.F("%s angivet", signed(mod)) }
}

// MatrixOdds is the exact chance of a fatality, a hit, a miss and a fumble, and the damage to
// expect, worded when shown.
func (r *Ruleset) MatrixOdds(c *sheet.Character, m MatrixRoll) (engine.Text, error) {
	an, why, err := r.attackOf(c, m)
	if err != nil {
		return nil, err
	}
	if an.test {
		// A test has no natural 1 or 20: the roll and its adjustment against the difficulty.
		ways := int64(min(max(21-engine.Minus(m.MV, an.Bonus), 0), 20))
		return func(words engine.Words) string {
			return words.F("1T20 %s mot SG %d: lyckas %s", signed(an.Bonus), m.MV, percent(big.NewRat(ways, 20)))
		}, nil
	}
	ch := Chanser(an.Bonus, m.MV)
	expected, err := r.expected(c, an, ch)
	if err != nil {
		return nil, err
	}
	return func(words engine.Words) string {
		head := words.F("1T20 %s mot %s %d", signed(an.Bonus), strings.ToUpper(an.Defense), m.MV)
		if len(why) > 0 {
			head += " (" + strings.Join(why.in(words), ", ") + ")"
		}
		return words.F("%s: fatalitet %s · träff %s · miss %s · fummel %s; skada i snitt %s per attack", head,
			percent(ch[Fatalitet]), percent(ch[Träff]), percent(ch[Miss]), percent(ch[Fummel]), words.Decimal(expected, 1))
	}, nil
}

// expected is the damage an attack does on average: a hit its damage, a fatality "den
// maximala skadan som attacken kan göra … och lägger dessutom din grad till skadan".
func (r *Ruleset) expected(c *sheet.Character, an Anfall, ch map[Utfall]*big.Rat) (float64, error) {
	if an.talent.NoDamage {
		return 0, nil
	}
	hit, _ := ch[Träff].Float64()
	fatal, _ := ch[Fatalitet].Float64()
	top, err := r.maxDamage(c, an)
	if err != nil {
		return 0, err
	}
	return hit*an.Mean + fatal*float64(top), nil
}

// maxDamage is an attack's largest damage plus the grad, from the dice alone: building their
// distribution for its top would cost seconds for 1000T100.
func (r *Ruleset) maxDamage(c *sheet.Character, an Anfall) (int, error) {
	e, err := dice.Parse(an.Damage)
	if err != nil {
		return 0, err
	}
	return e.Max() + engine.Sane(r.desc.AttributeOf(c, "grad")), nil
}

// checkRoll refuses a roll set up with a defence or a modification out of range, before a
// number of it is added to another.
func checkRoll(m MatrixRoll) error {
	if err := engine.RangeError(engine.Say("försvar"), m.MV, defenseRange); err != nil {
		return err
	}
	return engine.RangeError(engine.Say("modifikation"), m.Mod, engine.ModRange)
}

func percent(p *big.Rat) string {
	f, _ := p.Float64()
	return engine.Percent(f)
}

// RollMatrix rolls the attack m sets up, and its damage.
func (r *Ruleset) RollMatrix(c *sheet.Character, m MatrixRoll, rng *rand.Rand) (engine.RollResult, error) {
	an, why, err := r.attackOf(c, m)
	if err != nil {
		return engine.RollResult{}, err
	}
	odds, _ := r.MatrixOdds(c, m)
	t20 := rng.IntN(20) + 1
	if an.test {
		res := engine.RollResult{Value: an.Bonus, Effective: m.MV, Dice: "T20", Faces: []int{t20}, Counted: engine.Plus(t20, an.Bonus), Against: true}
		res.SetOdds(odds)
		res.SetWhat(engine.Sayf("Test av %s", an.Name))
		res.SetOutcome(engine.Say("misslyckas"))
		if engine.Plus(t20, an.Bonus) >= m.MV {
			res.SetOutcome(engine.Say("lyckas"))
		}
		res.AddDetail(why...)
		return res, nil
	}
	u := Attack(t20, an.Bonus, m.MV)
	res := engine.RollResult{Value: an.Bonus, Effective: m.MV, Dice: "T20", Faces: []int{t20}, Counted: engine.Plus(t20, an.Bonus), Against: true}
	res.SetOdds(odds)
	res.SetWhat(engine.Sayf("%s med %s", an.talent.Name, an.Name))
	res.SetOutcome(u.In)
	res.AddDetail(why...)
	switch {
	case an.talent.NoDamage || u == Miss || u == Fummel:
	case u == Fatalitet:
		top, err := r.maxDamage(c, an)
		if err != nil {
			return res, err
		}
		res.Damage = &engine.Damage{Dice: an.Damage, Total: top, Type: "fatalitet"}
		res.AddDetail(engine.Sayf("fatalitet: största skadan + grad = %d", top))
	default:
		e, err := dice.Parse(an.Damage)
		if err != nil {
			return res, err
		}
		roll := e.Roll(rng)
		// The damage is told by Damage, as every ruleset's is; a detail would say it twice.
		res.Damage = &engine.Damage{Dice: an.Damage, Total: roll.Total}
	}
	return res, nil
}
