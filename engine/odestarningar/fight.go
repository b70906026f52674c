package odestarningar

import (
	"math/big"
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// The exchange of "närstrid", "avståndsattacker" and "skada": a blow is an opposed roll
// against the target's Försvara, where "Den som slår högst träffar motståndaren, med en
// framgångsgrad som är lika med skillnaden"; a shot is an action roll against the range's
// difficulty, which a duck may raise; a hit rolls "en tärning. Till slaget läggs attackens
// framgångsgrad, det aktuella vapnets skada" and goes through the armor to a wound. Every die
// staked is used for the round, and every skill die spent.

var _ engine.Fights = (*Ruleset)(nil)

// The attacks and defences that are not a weapon of the sheet.
const (
	// obeväpnad is the catalog's bare hands, "från 0 för obeväpnade attacker".
	obeväpnad = "obevapnad"
	// försvara: "Försvararens slag jämförs med angriparens i ett motståndsslag."
	försvara = "forsvara"
	// skona is Försvara without striking back: "Försvararen kan dock välja att inte skada
	// angriparen."
	skona = "forsvara-utan-skada"
	// duckaUndan: "En hjälte eller slp som beskjuts och ser skytten kan försöka ducka".
	duckaUndan = "ducka"
	// inget is no defensive action: "mot någon som inte kan eller vill försvara sig".
	inget = "inget"
	// salvaSuffix marks the salvo of a firearm among the attacks: "En salva innebär att två
	// skadeslag slås för en lyckad attack. Räckvidden minskar ett steg."
	salvaSuffix = ":salva"
)

// vapen is an attack's weapon as the exchange reads it.
type vapen struct {
	WeaponView
	salva bool
	bare  bool // the bare hands arms adds where c carries none
}

func (v vapen) firearm() bool { return v.Kind == "pistol" || v.Kind == "gevar" }

// damageType is the wound's type a weapon makes, for bleeding: bare hands are trubbigt våld,
// guns skjutvapen, and blades and thrown weapons, the catalog's other weapons, eggvapen.
func (v vapen) damageType() string {
	switch {
	case v.ID == obeväpnad:
		return Trubbigt
	case v.firearm():
		return Skjut
	}
	return Egg
}

// arms lists c's attacks: each weapon, a salvo with each firearm (which weapons can fire one
// is in the rulebook's weapon lists, which the text points to; the table knows), and bare
// hands where c carries none.
func (r *Ruleset) arms(c *sheet.Character) []vapen {
	d := r.Derive(c).(*Derived)
	out := make([]vapen, 0, 2*len(d.Weapons)+1)
	unarmed := false
	for _, w := range d.Weapons {
		if w.ID == "" {
			w.ID = engine.FoldKey(w.Name)
		}
		unarmed = unarmed || w.ID == obeväpnad
		v := vapen{WeaponView: w}
		out = append(out, v)
		if v.firearm() {
			v.salva = true
			out = append(out, v)
		}
	}
	if def, ok := r.t.weapon(obeväpnad); ok && !unarmed {
		out = append(out, vapen{WeaponView: WeaponView{ID: def.ID, Name: def.Name, Damage: *def.Damage, Kind: def.Kind, Skill: weaponSkill(def.Kind)}, bare: true})
	}
	return out
}

func (v vapen) choice() engine.Choice {
	if v.salva {
		return engine.Choice{ID: v.ID + salvaSuffix, Name: v.Name + " (salva)", Worded: engine.Sayf("%s (salva)", v.Name)}
	}
	return engine.Choice{ID: v.ID, Name: v.Name}
}

// Attacks are c's weapons, the best first, a salvo with each firearm, and bare hands. The best
// weapon is ranked by the roll an attack makes unless told otherwise (staked: "Båda satsar en
// ödestärning och en färdighetstärning var"): a skill with a die left to stake first, then the
// larger skada, then the higher fv. A salvo is never the first.
func (r *Ruleset) Attacks(c *sheet.Character) []engine.Choice {
	as := r.arms(c)
	out := make([]engine.Choice, len(as))
	h := r.hjälte(c)
	var score [][]float64
	for i, a := range as {
		out[i] = a.choice()
		switch {
		case a.bare:
			// bare hands, added where c carries none, and last: not ranked
		case a.salva:
			score = append(score, nil)
		default:
			dice, fv := 0, 0
			if k := skillIndex(c, r, a.Skill); k >= 0 {
				dice, fv = min(1, h.usable(c.Skills[k])), c.Skills[k].Value
			}
			score = append(score, []float64{float64(dice), float64(a.Damage), float64(fv)})
		}
	}
	return engine.BestFirst(out, score)
}

func (r *Ruleset) armed(c *sheet.Character, id string) (vapen, error) {
	for _, a := range r.arms(c) {
		if a.choice().ID == id {
			return a, nil
		}
	}
	return vapen{}, engine.Errorf("%q är inget vapen hos %s", id, nameOr(c.Name))
}

// melee says whether an attack with v at distance metres is a blow: a weapon of närstrid, or a
// firearm at distance 0 ("Skjutvapen kan användas i närstrid"). A thrown weapon is always
// thrown.
func melee(v vapen, distance int) bool {
	return v.Kind == "narstrid" || (v.firearm() && distance == 0 && !v.salva)
}

// Defences: against a blow Försvara, with or without striking back, or nothing; against a shot
// ducking or nothing. One who has used every öde die of the round has nothing: "Har hjälten
// redan använt alla ödestärningar denna sr kan ingen defensiv handling utföras."
func (r *Ruleset) Defences(x engine.Exchange) ([]engine.Choice, error) {
	v, err := r.armed(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	none := engine.Choice{ID: inget, Name: "Inget försvar", Worded: engine.Say("inget försvar")}
	if r.hjälte(x.Target).dennaSr() < 1 {
		return []engine.Choice{none}, nil
	}
	if melee(v, x.Distance) {
		return []engine.Choice{
			{ID: försvara, Name: "Försvara", Worded: engine.Say("försvara (närstrid)")},
			{ID: skona, Name: "Försvara utan att skada", Worded: engine.Say("försvara utan att skada angriparen")},
			none,
		}, nil
	}
	return []engine.Choice{{ID: duckaUndan, Name: "Ducka", Worded: engine.Say("ducka (manöver)")}, none}, nil
}

// skillIndex is the index of the skill id in c's document, or -1.
func skillIndex(c *sheet.Character, r *Ruleset, id string) int {
	for i, s := range c.Skills {
		if s.ID == id || strings.EqualFold(r.skillName(s), id) {
			return i
		}
	}
	return -1
}

// staked is the roll a side makes with skill: the dice of stake, or by default one öde die and
// one of the skill's dice while any are left, as the text's examples stake them ("Båda satsar
// en ödestärning och en färdighetstärning var"; "Därför brukar han bara satsa en eller två
// färdighetstärningar till varje skott").
func (r *Ruleset) staked(c *sheet.Character, skill string, stake engine.Stake, mod int) PoolRoll {
	p := PoolRoll{Skill: skillIndex(c, r, skill), Mod: mod, Combat: true, Difficulty: Oförsvarad}
	if stake.Set() {
		p.Fate, p.SkillDice = stake.Own, stake.Skill
		return p
	}
	h := r.hjälte(c)
	p.Fate = min(1, h.dennaSr())
	if p.Skill >= 0 {
		p.SkillDice = min(1, h.usable(c.Skills[p.Skill]))
	}
	return p
}

// fight is an exchange resolved before any die falls.
type fight struct {
	x       engine.Exchange
	v       vapen
	blow    bool // melee
	attack  PoolRoll
	aMod    int       // everything added to the attack roll
	defence *PoolRoll // nil without a defensive action
	dMod    int
	defID   string
	// difficulty is the shot's or the undefended blow's.
	difficulty int
	band       string // the range band of a shot
}

// checkStakes refuses the dice either side of x stakes outside what a roll can take.
func checkStakes(x engine.Exchange) error {
	for _, s := range []engine.Stake{x.AttackStake, x.DefenceStake} {
		if err := engine.RangeError(engine.Say("ödestärningar"), s.Own, engine.StakeRange); err != nil {
			return err
		}
		if err := engine.RangeError(engine.Say("färdighetstärningar"), s.Skill, engine.StakeRange); err != nil {
			return err
		}
	}
	return nil
}

func (r *Ruleset) setUp(x engine.Exchange) (*fight, error) {
	if err := engine.RangeError(engine.Say("avstånd"), x.Distance, engine.DistanceRange); err != nil {
		return nil, err
	}
	if err := checkStakes(x); err != nil {
		return nil, err
	}
	if err := x.Unsplit(); err != nil {
		return nil, err
	}
	v, err := r.armed(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	f := &fight{x: x, v: v, blow: melee(v, x.Distance), difficulty: Oförsvarad}
	mod := x.Mod
	if f.blow {
		// "attacker med pistoler får -1 får handlingsslaget. För attacker med gevär och
		// liknande större vapen blir avdraget -2. … Färdigheten närstrid används i stället
		// för skytte."
		mod = engine.Plus(mod, närstridsavdrag(v.Kind))
		f.attack = r.staked(x.Attacker, "narstrid", x.AttackStake, mod)
	} else {
		meters := x.Distance
		if meters == 0 {
			meters = -1 // "Om avståndet är oklart räknas det som medel"
		}
		a, ok := r.Avståndssvårighet(meters)
		if !ok {
			return nil, engine.Errorf("%d m: längre bort än extremt avstånd", x.Distance)
		}
		f.difficulty, f.band = a.Value, a.Name
		if v.salva { // "Räckvidden minskar ett steg."
			f.difficulty++
		}
		f.attack = r.staked(x.Attacker, v.Skill, x.AttackStake, mod)
	}
	s, _, err := r.check(x.Attacker, f.attack)
	if err != nil {
		return nil, err
	}
	f.aMod = s.mod
	defences, err := r.Defences(x)
	if err != nil {
		return nil, err
	}
	choice, err := engine.ChooseDefence(defences, x, v.Name)
	if err != nil {
		return nil, err
	}
	f.defID = choice.ID
	skill := map[string]string{försvara: "narstrid", skona: "narstrid", duckaUndan: "manover"}[choice.ID]
	if skill != "" {
		// "Slaget mot manöver modifieras inte för avstånd och yttre omständigheter".
		p := r.staked(x.Target, skill, x.DefenceStake, 0)
		s, _, err := r.check(x.Target, p)
		if err != nil {
			return nil, err
		}
		f.defence, f.dMod = &p, s.mod
	} else if x.DefenceStake.Set() {
		// No defensive action, no roll to stake on: never a stake asked for and not staked.
		return nil, engine.Errorf("inget försvar: inga tärningar att satsa")
	}
	return f, nil
}

// FightOdds: a defended blow is an opposed roll (hit, draw, struck_back or parried); any
// other attack hits or misses.
func (r *Ruleset) FightOdds(x engine.Exchange) (engine.FightOdds, error) {
	f, err := r.setUp(x)
	if err != nil {
		return engine.FightOdds{}, err
	}
	return f.odds()
}

func (f *fight) odds() (engine.FightOdds, error) {
	n := f.attack.Fate + f.attack.SkillDice
	if f.blow && f.defence != nil {
		a, draw, b, err := Motståndsodds(n, f.defence.Fate+f.defence.SkillDice, f.aMod-f.dMod)
		if err != nil {
			return engine.FightOdds{}, err
		}
		back := "struck_back"
		if f.defID == skona {
			back = "parried"
		}
		return engine.FightOdds{
			Outcomes: []engine.Outcome{{Key: "hit", P: a}, {Key: "draw", P: draw}, {Key: back, P: b}},
			Text: func(w engine.Words) string {
				if f.defID == skona {
					return w.F("träffar %s · oavgjort %s · pareras %s", pct(a), pct(draw), pct(b))
				}
				return w.F("träffar %s · oavgjort %s · träffas själv %s", pct(a), pct(draw), pct(b))
			},
		}, nil
	}
	hit, err := Chans(n, engine.Minus(f.difficulty, f.aMod))
	if err != nil {
		return engine.FightOdds{}, err
	}
	if f.defence != nil {
		if hit, err = duckOdds(n, f.aMod, f.difficulty, f.defence.Fate+f.defence.SkillDice, f.dMod); err != nil {
			return engine.FightOdds{}, err
		}
	}
	miss := new(big.Rat).Sub(big.NewRat(1, 1), hit)
	return engine.FightOdds{
		Outcomes: []engine.Outcome{{Key: "hit", P: hit}, {Key: "miss", P: miss}},
		Text: func(w engine.Words) string {
			return w.F("träffar %s (svårighet %d) · missar %s", pct(hit), f.difficulty, pct(miss))
		},
	}, nil
}

// duckOdds is the chance that n dice plus mod hit at difficulty d a target that ducks with k
// dice plus dmod: "Resultatet ersätter svårighetsgraden för attacken om slaget blir högre".
func duckOdds(n, mod, d, k, dmod int) (*big.Rat, error) {
	duck, err := Fördelning(k)
	if err != nil {
		return nil, err
	}
	p := new(big.Rat)
	for v := 1; v < len(duck); v++ {
		hit, err := Chans(n, engine.Minus(Ducka(d, engine.Plus(v, dmod)), mod))
		if err != nil {
			return nil, err
		}
		p.Add(p, hit.Mul(hit, duck[v]))
	}
	return p, nil
}

// Fight rolls the attack, the defence and the damage, and takes the wound through the struck
// one's rules. Both sides' documents come back with the dice they staked used for the round.
func (r *Ruleset) Fight(x engine.Exchange, rng *rand.Rand) (engine.Exchanged, error) {
	f, err := r.setUp(x)
	if err != nil {
		return engine.Exchanged{}, err
	}
	odds, err := f.odds()
	if err != nil {
		return engine.Exchanged{}, err
	}
	out := engine.Exchanged{Odds: odds, Staked: &engine.Staked{Attack: engine.Stake{Own: f.attack.Fate, Skill: f.attack.SkillDice}}}
	if f.defence != nil {
		out.Staked.Defence = &engine.Stake{Own: f.defence.Fate, Skill: f.defence.SkillDice}
	}
	attacker, a, err := r.RollPool(x.Attacker, f.attack, rng)
	if err != nil {
		return out, err
	}
	a.What = f.v.choice().Name
	a.SetOdds(odds.Text) // the pool's chance against 3 is not the exchange's
	out.Attacker, out.Target = attacker, x.Target
	if f.defence != nil {
		target, d, err := r.RollPool(x.Target, *f.defence, rng)
		if err != nil {
			return out, err
		}
		d.SetOdds(odds.Text)
		out.Target, out.Defence = target, &d
	}
	switch {
	case f.blow && f.defence != nil:
		d := out.Defence
		// "Den som slår högst träffar motståndaren, med en framgångsgrad som är lika med
		// skillnaden. … Om slagen blir lika träffas ingen."
		a.Against, d.Against, a.Effective, d.Effective = false, false, d.Counted, a.Counted
		switch {
		case a.Counted > d.Counted:
			a.SetOutcome(engine.Sayf("vinner med framgångsgrad %d", a.Counted-d.Counted))
			d.SetOutcome(engine.Say("förlorar"))
			out.Attack = a
			return r.strike(out, f.v, engine.TargetSide, a.Counted-d.Counted, f.blow, rng)
		case a.Counted < d.Counted:
			a.SetOutcome(engine.Say("förlorar"))
			d.SetOutcome(engine.Sayf("vinner med framgångsgrad %d", d.Counted-a.Counted))
			out.Attack = a
			if f.defID == skona {
				out.Report = engine.Report{engine.Say("försvararen vinner men väljer att inte skada angriparen")}
				return out, nil
			}
			return r.strike(out, r.parryWeapon(x.Target), engine.AttackerSide, d.Counted-a.Counted, true, rng)
		}
		a.SetOutcome(engine.Say("oavgjort: ingen träffas"))
		d.SetOutcome(engine.Say("oavgjort: ingen träffas"))
		out.Attack = a
		out.Report = engine.Report{engine.Say("oavgjort: ingen träffas")}
		return out, nil
	case f.defence != nil: // ducking a shot
		difficulty := Ducka(f.difficulty, out.Defence.Counted)
		out.Defence.SetOutcome(engine.Sayf("svårigheten blir %d", difficulty))
		a.Effective = difficulty
		return r.shot(out, f, a, difficulty, rng)
	}
	return r.shot(out, f, a, f.difficulty, rng)
}

// shot judges an action roll a against difficulty, and strikes on a hit.
func (r *Ruleset) shot(out engine.Exchanged, f *fight, a engine.RollResult, difficulty int, rng *rand.Rand) (engine.Exchanged, error) {
	grad := Framgångsgrad(a.Counted, difficulty)
	if grad < 0 {
		a.SetOutcome(engine.Sayf("missar mot %d", difficulty))
		out.Attack = a
		out.Report = engine.Report{engine.Say("missar")}
		return out, nil
	}
	a.SetOutcome(engine.Sayf("träffar, framgångsgrad %d (%s)", grad, Framgång(grad)))
	if f.band != "" {
		a.AddDetail(engine.Sayf("avstånd %s: svårighet %d", f.band, f.difficulty))
	}
	out.Attack = a
	return r.strike(out, f.v, engine.TargetSide, grad, f.blow, rng)
}

// parryWeapon is what a defender strikes back with: its first weapon of närstrid, or bare hands.
func (r *Ruleset) parryWeapon(c *sheet.Character) vapen {
	arms := r.arms(c)
	for _, a := range arms {
		if a.Kind == "narstrid" {
			return a
		}
	}
	return arms[len(arms)-1] // bare hands, which arms lists last where c carries none
}

// strike rolls a hit's damage and takes it: "När någon träffas av en attack slås en tärning.
// Till slaget läggs attackens framgångsgrad, det aktuella vapnets skada …, samt eventuell
// modifikation från fördelar och nackdelar". A salvo rolls two: "två skadeslag slås för en
// lyckad attack".
func (r *Ruleset) strike(out engine.Exchanged, v vapen, struck engine.Side, grad int, blow bool, rng *rand.Rand) (engine.Exchanged, error) {
	from, victim := out.Attacker, out.Target
	if struck == engine.AttackerSide {
		from, victim = out.Target, out.Attacker
	}
	bonus := 0
	if blow && v.Kind == "narstrid" {
		bonus = r.hjälte(from).närstridsskada() // Stark, Svag
	}
	rolls := 1
	if v.salva {
		rolls = 2
	}
	typ := v.damageType()
	b := &engine.Blow{Dice: "T6", Type: typ}
	var report engine.Report
	for range rolls {
		t6 := rng.IntN(6) + 1
		damage := Skadeverkan(t6, grad, v.Damage, bonus, 0)
		b.Faces = append(b.Faces, t6)
		b.Rolled += damage
		b.Steps = append(b.Steps, engine.Sayf("T6 %d + framgångsgrad %d + vapen %d%s = %d", t6, grad, v.Damage, signed(bonus), damage))
		verkan, _, _ := r.verkan(victim, r.hjälte(victim), max(damage, 0))
		hurt, took, err := r.TakeDamage(victim, "", max(damage, 0), typ)
		if err != nil {
			return out, err
		}
		b.Total += max(verkan, 0)
		victim, report = hurt, append(report, took...)
	}
	if v.salva && (b.Faces[0] == 1 || b.Faces[1] == 1) {
		// "Om något av skadeslagen (eller båda) visar etta (före modifieringar) har salvan gjort
		// slut på vapnets ammunition. Dags att ladda om!"
		report = append(report, engine.Say("ett skadeslag visar etta: salvan har gjort slut på ammunitionen, dags att ladda om"))
	}
	out.Struck, out.Blow, out.Report = struck, b, report
	out.Put(struck, victim)
	return out, nil
}

// Hurt takes damage as rolled: Amount, or the T6 with what is added to it (framgångsgrad and
// the weapon's skada) as the bonus, through the armor to a wound. A hit of no type is Annat,
// which bleeds only when it is dödlig.
func (r *Ruleset) Hurt(c *sheet.Character, h engine.Hit, _ *rand.Rand) (*sheet.Character, engine.Blow, engine.Report, error) {
	damage := h.Rolled()
	typ := h.Type
	if typ == "" {
		typ = Annat
	}
	out, report, err := r.TakeDamage(c, h.Part, max(damage, 0), typ)
	if err != nil {
		return nil, engine.Blow{}, nil, err
	}
	verkan, _, _ := r.verkan(c, r.hjälte(c), max(damage, 0))
	return out, engine.Blow{Faces: h.Faces, Rolled: damage, Total: max(verkan, 0), Type: typ}, report, nil
}
