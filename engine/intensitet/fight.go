package intensitet

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

// The exchange of "Attacker": "Slå en tjugosidig tärning och justera resultatet med din
// attackfördel. För att träffa med attacken och få lov att slå ett skadeslag, måste det
// justerade resultatet av attackslaget vara minst lika med fiendens försvar." The target does
// not roll: its defence is a number, lowered or raised by its conditions, and cover makes the
// attack harder.

var _ engine.Fights = (*Ruleset)(nil)

// The attacks that are not a weapon's basic attack, and the damage that leaves its target
// unconscious.
const (
	// tackling: "Tackling … Attack: Styrka mot Stabilitet. Träff: Du knuffar målet 1 meter."
	tackling = "tackling"
	// Medvetslös is the damage type, and the attack's suffix, of a blow that leaves its
	// target unconscious at 0: "En varelse som reduceras till 0 livspoäng kan istället anses
	// vara medvetslös om angriparen så önskar."
	Medvetslös = "medvetslos"
)

// skydd are the cover a defender may have, by id, with what it does to the attack: "Om du har
// enkelt skydd eller enkelt skyl, drabbas närstrids- och avståndsattacker mot dig av –2 på
// attackslaget. Om du har massivt skydd eller totalt skyl drabbas de av –5 på attackslaget.
// Attacken kan ha nackdel av både skydd och skyl."
var skydd = []struct {
	id   string
	name engine.Text
	mod  int
}{
	{"enkelt", engine.Say("Enkelt skydd eller skyl"), -2},
	{"enkelt-skydd-och-skyl", engine.Say("Enkelt skydd och enkelt skyl"), -4},
	{"massivt", engine.Say("Massivt skydd eller totalt skyl"), -5},
	{"massivt-och-enkelt", engine.Say("Massivt skydd och enkelt skyl, eller enkelt skydd och totalt skyl"), -7},
	{"massivt-och-totalt", engine.Say("Massivt skydd och totalt skyl"), -10},
}

// attacker is an attack c can make in an exchange.
type attacker struct {
	Anfall
	id       string
	choice   engine.Choice
	skonar   bool // leaves a target at 0 unconscious
	närstrid bool
}

// attackerna lists c's attacks: each weapon's basic attack, then Tackling, then each weapon's
// attack that leaves its target unconscious.
func (r *Ruleset) attackerna(c *sheet.Character) []attacker {
	d := r.Derive(c).(*Derived)
	var out, sparing []attacker
	for _, an := range d.Attacks {
		id := an.weapon.ID
		if id == "" {
			id = engine.ID(an.Name)
		}
		a := attacker{Anfall: an, id: id, choice: engine.Choice{ID: id, Name: an.Name}, närstrid: an.talent.Kind != "avstand"}
		out = append(out, a)
		a.id, a.skonar = id+":"+Medvetslös, true
		a.choice = engine.Choice{ID: a.id, Name: an.Name + ", lämnar medvetslös", Worded: engine.Sayf("%s, lämnar medvetslös", an.Name)}
		sparing = append(sparing, a)
	}
	for _, t := range r.talents {
		if t.ID != tackling {
			continue
		}
		// Tackling is no weapon attack: half Styrka and half the grad, without a träningsfördel.
		an := Anfall{Name: t.Name, Bonus: Justering(d.attrs[t.Attribute], d.attrs["grad"], 0) + d.Intensitet + d.attackMod + t.Bonus,
			Defense: t.Defense, talent: t, mod: d.attackMod}
		out = append(out, attacker{Anfall: an, id: t.ID, choice: engine.Choice{ID: t.ID, Name: t.Name}, närstrid: true})
	}
	return append(out, sparing...)
}

// Attacks are c's weapons, the best first, Tackling, and the weapons again to leave a target
// unconscious. The best weapon is the one of the highest bonus ("Spelaren slår en t20 och
// lägger till 13. Det blir 25, vilket är en träff": the likeliest hit), of equal bonuses the
// largest mean damage.
func (r *Ruleset) Attacks(c *sheet.Character) []engine.Choice {
	as := r.attackerna(c)
	out := make([]engine.Choice, len(as))
	var score [][]float64
	for i, a := range as {
		out[i] = a.choice
		if a.talent.ID != tackling && !a.skonar && len(score) == i { // the weapons, first
			score = append(score, []float64{float64(a.Bonus), a.Mean})
		}
	}
	return engine.BestFirst(out, score)
}

func (r *Ruleset) attackMed(c *sheet.Character, id string) (attacker, error) {
	as := r.attackerna(c)
	cs := make([]engine.Choice, len(as))
	for i, a := range as {
		cs[i] = a.choice
	}
	if ch, ok := engine.ChoiceFor(cs, id); ok {
		for _, a := range as {
			if a.id == ch.ID {
				return a, nil
			}
		}
	}
	name := c.Name
	if name == "" {
		name = "rollfiguren"
	}
	return attacker{}, engine.Errorf("%q är ingen attack hos %s", id, name)
}

// försvaret is the target's defence against a: the defence the talent names, with the
// target's conditions ("Medvetslös … nackdel av –5 på alla försvar") and, against a shot from
// afar, Liggande's "+2 på alla försvar mot avståndsattacker från angripare som inte befinner
// sig intill dig". A distance of 1 metre or less is "intill".
func (r *Ruleset) försvaret(a attacker, x engine.Exchange) (int, []engine.Text) {
	d := r.Derive(x.Target).(*Derived)
	v := d.attrs[a.Defense] + d.defenseMod
	why := []engine.Text{engine.Said(fmt.Sprintf("%s %d", strings.ToUpper(a.Defense), d.attrs[a.Defense]))}
	if d.defenseMod != 0 {
		why = append(why, engine.Sayf("tillstånd %s", signed(d.defenseMod)))
	}
	if !a.närstrid && x.Distance > 1 && hasID(d.Conditions, "liggande") {
		v += 2
		why = append(why, engine.Say("liggande, skjuten på avstånd: +2"))
	}
	return v, why
}

func hasID(ids []string, id string) bool {
	for _, i := range ids {
		if i == id {
			return true
		}
	}
	return false
}

// Defences: the defence the attack goes against, then with each cover the target may have.
func (r *Ruleset) Defences(x engine.Exchange) ([]engine.Choice, error) {
	a, err := r.attackMed(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	v, _ := r.försvaret(a, x)
	def := strings.ToUpper(a.Defense)
	out := []engine.Choice{{ID: a.Defense, Name: def, Worded: engine.Said(fmt.Sprintf("%s %d", def, v))}}
	for _, s := range skydd {
		out = append(out, engine.Choice{ID: s.id, Name: s.name.Sv(), Worded: engine.Sayf("%s %d, %s: %s på attacken", def, v, s.name, signed(s.mod))})
	}
	return out, nil
}

// fight is an exchange set up before the die falls.
type fight struct {
	a         attacker
	bonus     int
	försvar   int
	why       []engine.Text
	nådastöt  bool
	försvagad bool
}

// räckvidd is how far a blow reaches, in metres: one intill (1 m, "Varje ruta på stridkartan är
// 1 meter"), and one more with an utfall: "Du kan då nå 1 meter längre än din normala
// räckvidd".
const räckvidd = 2

func (r *Ruleset) setUp(x engine.Exchange) (*fight, error) {
	if err := x.Check(); err != nil {
		return nil, err
	}
	if err := x.Plain(); err != nil {
		return nil, err
	}
	a, err := r.attackMed(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	if a.närstrid && x.Distance > räckvidd {
		// "Nådastöt: Du kan utföra en nådastöt på en hjälplös fiende som du befinner dig
		// intill", and a blow reaches one who is intill, or with an utfall "1 meter längre än
		// din normala räckvidd".
		return nil, engine.Errorf("%d m: en närstridsattack når den som är intill (1 m), med ett utfall 2 m; gå närmare", x.Distance)
	}
	f := &fight{a: a, bonus: a.Bonus}
	f.försvar, f.why = r.försvaret(a, x)
	if x.Defence != "" && x.Defence != a.Defense {
		if err := f.otherDefence(a, x.Defence); err != nil {
			return nil, err
		}
	}
	ad, td := r.Derive(x.Attacker).(*Derived), r.Derive(x.Target).(*Derived)
	// Förblindad's −5 is among the attacker's conditions already: "Du kan inte se några mål
	// (alla mål har totalt skyl)".
	blind := hasID(ad.Conditions, "forblindad")
	// "+2 på attackslaget: Du erhåller denna fördel om målet för din attack har Underläge",
	// but "Du måste kunna se målet"; one Liggande is in Underläge only to blows: "Du har
	// Underläge mot fiender som angriper dig med närstridsattacker".
	if !blind && underlägeMot(r.Gäller(x.Target.Conditions), a.närstrid) {
		f.bonus += 2
		f.why = append(f.why, engine.Say("målet i Underläge +2"))
	}
	if x.Mod != 0 {
		f.bonus += x.Mod
		f.why = append(f.why, entered(x.Mod))
	}
	// "Nådastöt: Du kan utföra en nådastöt på en hjälplös fiende som du befinner dig intill.
	// Om du träffar ger träffen automatiskt en fatalitet."
	f.nådastöt = a.närstrid && !a.talent.NoDamage && hasID(td.Conditions, "hjalplos") && x.Distance <= 1
	// "Försvagad … Du gör halv skada med alla dina attacker."
	f.försvagad = hasID(ad.Conditions, "forsvagad")
	return f, nil
}

// otherDefence makes the defence against a the one named, not a's own, with its modification.
func (f *fight) otherDefence(a attacker, defence string) error {
	i := -1
	for j, s := range skydd {
		if s.id == defence || engine.FoldKey(s.name.Sv()) == engine.FoldKey(defence) {
			i = j
		}
	}
	if i < 0 {
		return engine.Errorf("%q: inget försvar mot %s", defence, a.Name)
	}
	f.bonus += skydd[i].mod
	f.why = append(f.why, engine.Sayf("%s %s", skydd[i].name, signed(skydd[i].mod)))
	return nil
}

// underlägeMot says whether conditions put a target in Underläge against a blow (melee) or a
// shot.
func underlägeMot(ts []Tillstånd, melee bool) bool {
	for _, t := range ts {
		if t.Underläge || (t.ID == "liggande" && melee) {
			return true
		}
	}
	return false
}

// FightOdds: each face of the T20 counted, a Nådastöt's hits all fatalities.
func (r *Ruleset) FightOdds(x engine.Exchange) (engine.FightOdds, error) {
	f, err := r.setUp(x)
	if err != nil {
		return engine.FightOdds{}, err
	}
	return f.odds(), nil
}

func (f *fight) odds() engine.FightOdds {
	ch := Chanser(f.bonus, f.försvar)
	if f.nådastöt {
		ch[Fatalitet] = new(big.Rat).Add(ch[Fatalitet], ch[Träff])
		ch[Träff] = new(big.Rat)
	}
	out := engine.FightOdds{}
	for _, u := range []Utfall{Fummel, Miss, Träff, Fatalitet} {
		out.Outcomes = append(out.Outcomes, engine.Outcome{Key: engine.ID(u.String()), P: ch[u]})
	}
	bonus, def := signed(f.bonus), f.försvar
	out.Text = func(w engine.Words) string {
		return w.F("1T20 %s mot %d: fatalitet %s · träff %s · miss %s · fummel %s", bonus, def,
			percent(ch[Fatalitet]), percent(ch[Träff]), percent(ch[Miss]), percent(ch[Fummel]))
	}
	return out
}

// Fight rolls the attack and, on a hit, its damage into the target.
func (r *Ruleset) Fight(x engine.Exchange, rng *rand.Rand) (engine.Exchanged, error) {
	f, err := r.setUp(x)
	if err != nil {
		return engine.Exchanged{}, err
	}
	out := engine.Exchanged{Attacker: x.Attacker, Target: x.Target, Odds: f.odds()}
	t20 := rng.IntN(20) + 1
	u := Attack(t20, f.bonus, f.försvar)
	if f.nådastöt && u == Träff {
		u = Fatalitet
	}
	res := engine.RollResult{Value: f.a.Bonus, Mod: f.bonus - f.a.Bonus, Effective: f.försvar, Dice: "T20", Faces: []int{t20}, Counted: engine.Plus(t20, f.bonus), Against: true}
	res.SetWhat(engine.Sayf("%s med %s", f.a.talent.Name, f.a.Name))
	res.SetOutcome(u.In)
	res.AddDetail(f.why...)
	if f.nådastöt {
		res.AddDetail(engine.Say("nådastöt: målet är hjälplöst, en träff är en fatalitet"))
	}
	out.Attack = res
	switch {
	case u == Miss || u == Fummel:
		out.Report = engine.Report{u.In}
		return out, nil
	case f.a.talent.NoDamage:
		out.Report = engine.Report{engine.Say("träff: knuffar målet 1 meter")}
		return out, nil
	}
	e, err := dice.Parse(f.a.Damage)
	if err != nil {
		return out, err
	}
	blow := engine.Blow{Dice: f.a.Damage, Type: "skada"}
	if u == Fatalitet {
		// "räknar du ut den maximala skadan som attacken kan göra … och lägger dessutom din
		// grad till skadan".
		grad := engine.Sane(r.desc.AttributeOf(x.Attacker, "grad"))
		blow.Rolled = e.Max() + grad
		blow.Steps = append(blow.Steps, engine.Sayf("fatalitet: största skadan %d + grad %d", e.Max(), grad))
	} else {
		roll := e.Roll(rng)
		blow.Faces, blow.Rolled = roll.Faces, roll.Total
	}
	blow.Total = blow.Rolled
	if f.försvagad {
		blow.Total = blow.Rolled / 2
		blow.Steps = append(blow.Steps, engine.Sayf("försvagad: halv skada %d", blow.Total))
	}
	kind := "skada"
	if f.a.skonar {
		kind = Medvetslös
	}
	hurt, report, err := r.TakeDamage(x.Target, "", max(blow.Total, 0), kind)
	if err != nil {
		return out, err
	}
	out.Struck, out.Blow, out.Target, out.Report = engine.TargetSide, &blow, hurt, report
	return out, nil
}

// Hurt takes damage as rolled: the amount, or the faces with the attack's skadejustering
// (--bonus) added once, "Slå den angivna tärningen med din skadejustering".
func (r *Ruleset) Hurt(c *sheet.Character, h engine.Hit, _ *rand.Rand) (*sheet.Character, engine.Blow, engine.Report, error) {
	if h.Part != "" {
		return nil, engine.Blow{}, nil, engine.Errorf("kroppsdel %q: reglerna har inga träffområden", h.Part)
	}
	kind := h.Type
	if kind == "" {
		kind = "skada"
	}
	if _, ok := engine.Item(r.desc.DamageTypes, kind); !ok {
		return nil, engine.Blow{}, nil, engine.Errorf("skadetypen %q: skada eller medvetslos", h.Type)
	}
	blow := engine.Blow{Faces: h.Faces, Rolled: h.Amount, Type: kind}
	if h.Faces != nil {
		blow.Rolled = h.Bonus
		for _, f := range h.Faces {
			blow.Rolled += f
		}
	}
	blow.Total = max(blow.Rolled, 0)
	out, report, err := r.TakeDamage(c, "", blow.Total, kind)
	if err != nil {
		return nil, blow, nil, err
	}
	return out, blow, report, nil
}
