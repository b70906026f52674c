package zonstrid

import (
	"fmt"
	"math/big"
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// The exchange of "Anfall" and "Ducka och Parera": the attacker rolls its pool, the target's
// reactive parry or duck takes away a success for each of its own ("Varje framgång tar bort en
// framgång för din motståndare"), one success left hits, and each more crosses off one more
// condition. A grip ("Hålla fast och brottas") is an attack of its own, met by breaking free.

var _ engine.Fights = (*Ruleset)(nil)

// The attacks and defences that are not a weapon of the sheet.
const (
	// obeväpnad: "Slåss du utan vapen använder du KRAFTPROV."
	obeväpnad = "obevapnad"
	// gripa: "När du försöker brotta ner eller gripa tag i din motståndare slår du KRAFTPROV."
	gripa = "gripa"
	// parera: "KRAFTPROV eller NÄRKAMP när du parerar beroende på om du är beväpnad eller ej".
	parera = "parera"
	// ducka: "Du slår RÖRLIGHET när du duckar".
	ducka = "ducka"
	// taSigLoss: "Din motståndare kan använda en reaktiv handling för att ta sig loss med
	// KRAFTPROV."
	taSigLoss = "ta-sig-loss"
	// ingen is no reactive action: the short action is spent or saved.
	ingen = "ingen"
	// bakhåll: "För att lägga dig i bakhåll eller överfalla din motståndare slår du LÖNNDOM mot
	// VAKSAMHET."
	bakhåll   = "bakhall"
	vaksamhet = "vaksamhet"
)

// obeväpnadSkada is the damage of bare hands. The weapon table the text points to ("som anges
// i Vapentabellen") is not in it; 1, the least a hit does, is the default (README).
const obeväpnadSkada = 1

// anfall is an attack resolved before any die falls: what rolls, how many dice, what a hit
// does.
type anfall struct {
	id, name string
	dice     int
	damage   int
	ranged   bool
	reach    string // a ranged weapon's zones, "0–1"
	grip     bool
	ambush   bool
}

// attacksOf lists c's attacks: each weapon, bare hands where c carries none, and a grip.
func (r *Ruleset) attacksOf(c *sheet.Character) []anfall {
	d := r.Derive(c).(*Derived)
	out := make([]anfall, 0, len(d.Weapons)+2)
	unarmed := false
	for i, w := range d.Weapons {
		sw := c.Weapons[i] // Derive shows every weapon of the document, in order
		id := sw.ID
		if id == "" {
			id = engine.FoldKey(w.Name)
		}
		unarmed = unarmed || sw.Type == obeväpnad
		out = append(out, anfall{id: id, name: w.Name, dice: w.Dice, damage: w.Damage, ranged: sw.Type == "avstand", reach: w.Range})
	}
	if !unarmed {
		out = append(out, anfall{id: obeväpnad, name: "Obeväpnad", dice: r.skillPool(c, d, "kraftprov"), damage: obeväpnadSkada})
	}
	return append(out, anfall{id: gripa, name: "Gripa tag", dice: r.skillPool(c, d, "kraftprov"), grip: true},
		anfall{id: bakhåll, name: "Bakhåll", dice: r.skillPool(c, d, "lonndom"), ambush: true})
}

// skillPool is the dice c rolls for the catalog's skill id, with or without the skill on its
// sheet.
func (r *Ruleset) skillPool(c *sheet.Character, d *Derived, id string) int {
	def, _ := r.skill(id)
	if n, ok := d.Pools[def.Name]; ok {
		return n
	}
	return Pool(engine.Sane(r.desc.AttributeOf(c, def.Attribute)), 0, d.Förlorad)
}

// Attacks are c's weapons, the best first, bare hands where c carries none, a grip and an
// ambush. The best weapon is the one of the largest pool ("Du behöver en framgång för att
// träffa", each six a success), of equal pools the largest damage ("Om du träffar gör du skada,
// som anges i Vapen-tabellen").
func (r *Ruleset) Attacks(c *sheet.Character) []engine.Choice {
	as := r.attacksOf(c)
	out := make([]engine.Choice, len(as))
	var score [][]float64
	for i, a := range as {
		out[i] = engine.Choice{ID: a.id, Name: a.name}
		if i < len(c.Weapons) { // attacksOf lists c's weapons first, in their order
			score = append(score, []float64{float64(a.dice), float64(a.damage)})
		}
	}
	return engine.BestFirst(out, score)
}

func (r *Ruleset) attack(c *sheet.Character, id string) (anfall, error) {
	for _, a := range r.attacksOf(c) {
		if a.id == id {
			return a, nil
		}
	}
	return anfall{}, engine.Errorf("%q är ingen attack hos %s", id, c.Name)
}

// armed says whether c carries a weapon of close combat, and so parries with Närkamp.
func armed(c *sheet.Character) bool {
	for _, w := range c.Weapons {
		if w.Type != "avstand" && w.Type != obeväpnad {
			return true
		}
	}
	return false
}

// Defences: a parry against a blow, a duck against a shot ("parera i närkamp, eller ducka för
// ett skott eller annan typ av avståndsattack"), breaking free from a grip, or nothing.
func (r *Ruleset) Defences(x engine.Exchange) ([]engine.Choice, error) {
	a, err := r.attack(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	none := engine.Choice{ID: ingen, Name: "Ingen", Worded: engine.Say("ingen reaktiv handling")}
	switch {
	case r.Able(x.Target).Helpless:
		// One out of the fight makes no reactive action.
		return []engine.Choice{none}, nil
	case a.ambush:
		// The GM may let an ambush through unrolled against ("I vissa situationer kan
		// spelledaren bestämma att du inte behöver lyckas"); ingen is the foe who is not
		// watching, against whom one success is enough.
		return []engine.Choice{{ID: vaksamhet, Name: "Vaksamhet", Worded: engine.Say("upptäcka (Vaksamhet)")}, none}, nil
	case a.grip:
		return []engine.Choice{{ID: taSigLoss, Name: "Ta sig loss", Worded: engine.Say("ta sig loss (Kraftprov)")}, none}, nil
	case a.ranged:
		return []engine.Choice{{ID: ducka, Name: "Ducka", Worded: engine.Say("ducka (Rörlighet)")}, none}, nil
	case armed(x.Target):
		return []engine.Choice{{ID: parera, Name: "Parera", Worded: engine.Say("parera (Närkamp)")}, none}, nil
	}
	return []engine.Choice{{ID: parera, Name: "Parera", Worded: engine.Say("parera obeväpnad (Kraftprov)")}, none}, nil
}

// fight is an exchange resolved before any die falls.
type fight struct {
	a       anfall
	n, k    int // the attacker's dice, the defender's (0 for no defence)
	defence string
	what    string // what the defender rolls
}

func (r *Ruleset) setUp(x engine.Exchange) (*fight, error) {
	if err := engine.RangeError(engine.Say("avstånd i zoner"), x.Distance, engine.Range{Min: 0, Max: maxZones}); err != nil {
		return nil, err
	}
	if err := engine.RangeError(engine.Say("modifikation"), x.Mod, engine.ModRange); err != nil {
		return nil, err
	}
	if x.AttackStake.Set() || x.DefenceStake.Set() {
		return nil, engine.Errorf("i zonstrid slås hela tärningspotten: inga tärningar att välja")
	}
	if err := x.Unsplit(); err != nil {
		return nil, err
	}
	a, err := r.attack(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	if err := a.reaches(x.Distance); err != nil {
		return nil, err
	}
	f := &fight{a: a, n: max(engine.Plus(a.dice, x.Mod), 0)}
	defences, err := r.Defences(x)
	if err != nil {
		return nil, err
	}
	choice, err := engine.ChooseDefence(defences, x, a.name)
	if err != nil {
		return nil, err
	}
	f.defence = choice.ID
	f.what, f.k = r.defencePool(x.Target, choice.ID)
	if f.n > MaxDice || f.k > MaxDice {
		return nil, engine.RangeError(engine.Say("tärningar"), max(f.n, f.k), poolRange)
	}
	return f, nil
}

// reaches says why the attack cannot reach a target distance zones away, or nil where it can.
func (a anfall) reaches(distance int) error {
	switch {
	case a.ranged && a.reach == "":
		return engine.Errorf("%s har ingen räckvidd i zoner", a.name)
	case a.ranged && !Når(a.reach, distance):
		// "Ett gevär med räckvidd 1–3 kan användas mot en fiende som står en, två eller tre
		// zoner bort från dig men inte mot en fiende som befinner sig i samma zon som du."
		return engine.Errorf("%s når %s zoner, inte %d", a.name, a.reach, distance)
	case !a.ranged && !a.ambush && distance != 0:
		// "En zon är ett område där man kan ta ett par steg kan anfalla sin fiende i närkamp."
		return engine.Errorf("%s når bara fiender i samma zon, inte %d zoner bort", a.name, distance)
	}
	return nil
}

// defencePool is what the target rolls for the defence chosen and its dice: none for a
// defence of no roll.
func (r *Ruleset) defencePool(target *sheet.Character, defence string) (what string, dice int) {
	skill := map[string]string{parera: "narkamp", ducka: "rorlighet", taSigLoss: "kraftprov", vaksamhet: "vaksamhet"}[defence]
	if defence == parera && !armed(target) {
		skill = "kraftprov"
	}
	if skill == "" {
		return "", 0 // no roll: nothing to derive
	}
	def, _ := r.skill(skill)
	return def.Name, r.skillPool(target, r.Derive(target).(*Derived), skill)
}

// FightOdds is the exact odds of the successes left after the defence: none ("miss", or
// "miss_swap" when the defender got more than it needed), and for a weapon each damage they do,
// for a grip held or held and gagged.
func (r *Ruleset) FightOdds(x engine.Exchange) (engine.FightOdds, error) {
	f, err := r.setUp(x)
	if err != nil {
		return engine.FightOdds{}, err
	}
	return f.odds()
}

func (f *fight) odds() (engine.FightOdds, error) {
	a, err := Fördelning(f.n)
	if err != nil {
		return engine.FightOdds{}, err
	}
	b, err := Fördelning(f.k)
	if err != nil {
		return engine.FightOdds{}, err
	}
	p := map[string]*big.Rat{}
	var keys []string
	add := func(key string, q *big.Rat) {
		if p[key] == nil {
			p[key] = new(big.Rat)
			keys = append(keys, key)
		}
		p[key].Add(p[key], q)
	}
	for got, pa := range a {
		for taken, pb := range b {
			add(f.outcome(got, taken), new(big.Rat).Mul(pa, pb))
		}
	}
	out := engine.FightOdds{}
	for _, k := range keys {
		out.Outcomes = append(out.Outcomes, engine.Outcome{Key: k, P: p[k]})
	}
	miss := new(big.Rat)
	for _, k := range []string{"miss", "miss_swap", "detected"} {
		if p[k] != nil {
			miss.Add(miss, p[k])
		}
	}
	hit := new(big.Rat).Sub(big.NewRat(1, 1), miss)
	more := new(big.Rat).Set(hit)
	if q := p[f.outcome(1, 0)]; q != nil {
		more.Sub(more, q)
	}
	out.Text = func(w engine.Words) string {
		pct := func(q *big.Rat) string { v, _ := q.Float64(); return engine.Percent(v) }
		if f.a.ambush {
			return w.F("%d T6 mot %d T6: lyckas %s · med bonus %s · upptäckt %s", f.n, f.k, pct(hit), pct(more), pct(miss))
		}
		if f.a.grip {
			return w.F("%d T6 mot %d T6: får fast %s · och tystar %s · misslyckas %s", f.n, f.k, pct(hit), pct(more), pct(miss))
		}
		return w.F("%d T6 mot %d T6: träffar %s · med extra framgång %s · missar %s", f.n, f.k, pct(hit), pct(more), pct(miss))
	}
	return out, nil
}

// outcome is the key of got successes against taken.
func (f *fight) outcome(got, taken int) string {
	left := max(got-taken, 0)
	switch {
	case left == 0 && f.a.ambush:
		return "detected"
	case left == 0 && f.k > 0 && taken > got:
		return "miss_swap"
	case left == 0:
		return "miss"
	case f.a.ambush:
		return fmt.Sprintf("ambush.%d", Överfallsbonus(left))
	case f.a.grip && left >= 2:
		return "held_gagged"
	case f.a.grip:
		return "held"
	}
	return fmt.Sprintf("damage.%d", Skada(f.a.damage, left))
}

// Fight rolls the attack and the defence, and a hit through to the conditions or Tålighet.
func (r *Ruleset) Fight(x engine.Exchange, rng *rand.Rand) (engine.Exchanged, error) {
	f, err := r.setUp(x)
	if err != nil {
		return engine.Exchanged{}, err
	}
	odds, err := f.odds()
	if err != nil {
		return engine.Exchanged{}, err
	}
	out := engine.Exchanged{Attacker: x.Attacker, Target: x.Target, Odds: odds}
	faces := roll(f.n, rng)
	got := Framgångar(faces)
	out.Attack = engine.RollResult{What: f.a.name, Value: f.a.dice, Mod: x.Mod, Effective: f.n, Dice: fmt.Sprintf("%dT6", f.n), Faces: faces, Counted: got}
	out.Attack.SetOutcome(engine.Sayf("%d framgång(ar)", got))
	taken := 0
	if f.k > 0 {
		theirs := roll(f.k, rng)
		taken = Framgångar(theirs)
		d := engine.RollResult{What: f.what, Value: f.k, Effective: f.k, Dice: fmt.Sprintf("%dT6", f.k), Faces: theirs, Counted: taken}
		d.SetOutcome(engine.Sayf("tar bort %d framgång(ar)", taken))
		out.Defence = &d
	}
	left := max(got-taken, 0)
	switch {
	case f.a.ambush && left == 0:
		// "Misslyckas överfallet är du upptäckt och din motståndare får dra ett extra kort för
		// initiativ och välja det bästa."
		out.Report = engine.Report{engine.Sayf("upptäckt: %s drar två initiativkort och behåller det bästa", x.Target.Name)}
		return out, nil
	case f.a.ambush:
		// "Lyckas du får du dra ett extra kort för initiativ och välja det bästa. Varje extra
		// framgång ger dig +1 på din första handling i rundan."
		out.Report = engine.Report{engine.Sayf("%s drar två initiativkort och behåller det bästa", x.Attacker.Name)}
		if b := Överfallsbonus(left); b > 0 {
			out.Report = append(out.Report, engine.Sayf("+%d på första handlingen i rundan", b))
		}
		return out, nil
	case left == 0:
		out.Report = engine.Report{engine.Say("ingen framgång kvar: attacken missar")}
		if f.k > 0 && taken > got {
			// "Får du fler framgångar än du behöver kan du välja att byta initiativkort med din
			// motståndare."
			out.Swap = true
			out.Report = append(out.Report, engine.Sayf("%s fick fler framgångar än det behövdes och får byta initiativkort med %s (%s mot %s)",
				x.Target.Name, x.Attacker.Name, card(x.Target), card(x.Attacker)))
		}
		return out, nil
	case f.a.grip:
		out.Report = engine.Report{engine.Sayf("%s är fast: kan bara försöka ta sig loss eller ropa", x.Target.Name)}
		if left >= 2 {
			// "Vill du att din motståndare inte ska kunna prata måste du få en extra framgång för
			// att hålla för hennes mun."
			out.Report = append(out.Report, engine.Say("en extra framgång: håller för munnen, kan inte prata"))
		} else {
			out.Report = append(out.Report, engine.Say("kan ropa: det krävs en extra framgång för att hålla för munnen"))
		}
		return out, nil
	}
	damage := Skada(f.a.damage, left)
	blow := engine.Blow{Rolled: damage, Total: damage, Steps: []engine.Text{engine.Sayf("vapnets skada %d", f.a.damage)}}
	if left > 1 {
		blow.Steps = append(blow.Steps, engine.Sayf("+%d för extra framgångar", left-1))
	}
	hurt, report := r.harm(x.Target, damage)
	out.Target, out.Struck, out.Blow = hurt, engine.TargetSide, &blow
	out.Report = append(engine.Report{engine.Sayf("%d framgång(ar) kvar: %d i skada", left, damage)}, report...)
	return out, nil
}

// Överfallsbonus is the bonus of an ambush that got through with left successes: "Varje extra
// framgång ger dig +1 på din första handling i rundan." The first success is the ambush itself.
func Överfallsbonus(left int) int { return max(left-1, 0) }

// card is c's initiative card as the report names it.
func card(c *sheet.Character) string {
	if n := c.State["initiativ"]; n > 0 {
		return fmt.Sprint(n)
	}
	return "–"
}

// harm crosses off damage conditions, or takes it from an NPC's Tålighet: "Skadan är antalet
// fysiska tillstånd din motståndare måste kryssa. … Mänskliga SLP och djur har inte tillstånd
// utan ett värde i Tålighet. … En SLP som träffas av en attack som gör 3 i skada förlorar 3 i
// sitt värde i Tålighet och får slå 3 färre tärningar på kommande tärningsslag."
func (r *Ruleset) harm(c *sheet.Character, damage int) (*sheet.Character, engine.Report) {
	out := c.Clone()
	if c.NPC && c.State["talighet"] > 0 {
		total := engine.Sane(c.State["talighet"])
		lost := min(engine.Plus(max(engine.Sane(c.State["talighet_forlorad"]), 0), damage), total)
		out.State["talighet_forlorad"] = lost
		report := engine.Report{engine.Sayf("Tålighet %d av %d: slår %d färre tärningar", total-lost, total, lost)}
		if lost >= total {
			report = append(report, engine.Say("all Tålighet är förlorad: SLP:n är besegrad"))
		}
		return out, report
	}
	before := min(max(engine.Sane(c.State["tillstand"]), 0), 4)
	after := min(engine.Plus(before, damage), 4)
	out.State["tillstand"] = after
	report := engine.Report{engine.Sayf("kryssar %d tillstånd: %d av 4 kryssade", after-before, after)}
	if after == 4 {
		report = append(report, engine.Say("alla fyra fysiska tillstånd är kryssade"))
	}
	return out, report
}

// Hurt takes damage as given: conditions or Tålighet. Zonstrid rolls no damage dice, and has no
// body parts or damage types.
func (r *Ruleset) Hurt(c *sheet.Character, h engine.Hit, _ *rand.Rand) (*sheet.Character, engine.Blow, engine.Report, error) {
	switch {
	case h.Faces != nil:
		return nil, engine.Blow{}, nil, engine.Errorf("skadan slås inte i zonstrid: ange hur många tillstånd som kryssas")
	case h.Part != "":
		return nil, engine.Blow{}, nil, engine.Errorf("kroppsdelen %q: zonstrid har inga träffområden", h.Part)
	case h.Type != "":
		return nil, engine.Blow{}, nil, engine.Errorf("skadetypen %q: zonstrid har inga skadetyper", h.Type)
	}
	if err := engine.RangeError(engine.Say("skada"), h.Amount, engine.Range{Min: 0, Max: 999}); err != nil {
		return nil, engine.Blow{}, nil, err
	}
	out, report := r.harm(c, h.Amount)
	return out, engine.Blow{Rolled: h.Amount, Total: h.Amount}, report, nil
}
