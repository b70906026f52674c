package spelsystemet

import (
	"math/rand/v2"
	"strings"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

// The exchange of "Stridsronden", steg 3: "Handlingsslag slås (mot färdigheten i det vapen som
// används) för att avgöra vilken av kombattanterna som vunnit, eller i vissa fall bara för att
// se om anfallaren träffat." In melee both sides strike and the winner hurts the loser; a shot
// is an action roll the target may duck; a target that cannot defend gets a Frislag.

var _ engine.Fights = (*Ruleset)(nil)

// The defences that are not a weapon's parry.
const (
	// frislag: "ett vanligt handlingsslag som det inte finns något försvar mot".
	frislag = "frislag"
	// ducka: "För att ducka ett avståndsvapen använder en rollperson sin SKI i en konflikt
	// mot anfallarens vapenfärdighet."
	ducka = "ducka"
	// skold: "Försvarare som har en sköld kan specificera att de försöker skydda vissa
	// kroppsdelar (sköldarmen plus två andra, intill varandra liggande)".
	skold = "skold"
	// unarmed is the catalogue's weapon of bare hands, which everyone carries.
	unarmed = "obevapnad"
)

// shieldCovers are the parts a shield covers against a shot: the left arm, which holds it, and
// the two parts beside it, as most players hold a shield. The text lets the defender choose.
var shieldCovers = []string{"vanster-arm", "brostkorg", "mage"}

// armed is c's weapon named by id or name, derived with c: a weapon of c's own, or bare hands,
// which c need not write down, or a one-handed weapon in the wrong hand (felHand).
func (r *Ruleset) armed(c *sheet.Character, name string) (*WeaponView, *WeaponDef, *Derived, error) {
	base, wrong := strings.CutSuffix(name, felHandID)
	d := r.Derive(c).(*Derived)
	w := findWeapon(d.Weapons, base)
	if w == nil {
		def, _ := r.weaponDef(unarmed)
		if def == nil || (base != unarmed && engine.FoldKey(base) != engine.FoldKey(def.Name)) {
			return nil, nil, nil, engine.Errorf("%q är inget vapen hos %s", name, nameOr(c.Name))
		}
		bare := c.Clone()
		bare.Weapons = append(bare.Weapons, sheet.Weapon{ID: unarmed})
		d = r.Derive(bare).(*Derived)
		w = &d.Weapons[len(d.Weapons)-1]
	}
	def, ok := r.weaponDef(w.ID)
	if !ok { // a weapon of the player's own is a melee weapon
		def = &WeaponDef{ID: w.ID, Name: w.Name, Kind: "narstrid", Type: w.Type, Hands: 1}
	}
	if wrong {
		if !oneHanded(def) {
			return nil, nil, nil, engine.Errorf("%s förs inte med en hand", w.Name)
		}
		// "Att använda ett (enhands-)vapen i 'fel' hand är alltid en separat färdighet, med
		// ett utgångsvärde på 1."
		skill := FelHand(w.Skill)
		other := *w
		other.ID, other.Name, other.Skill, other.SkillValue = w.ID+felHandID, w.Name+" (fel hand)", skill.Spec, skill.Value
		if s := findSkill(d.Skills, skill.Spec); s != nil {
			other.SkillValue = s.Value
		}
		w = &other
	}
	return w, def, d, nil
}

// felHandID marks an attack with a weapon's id as made with the other hand.
const felHandID = "/fel-hand"

func oneHanded(def *WeaponDef) bool { return def.Kind == "narstrid" && def.Hands == 1 }

// Attacks are c's weapons, the best first, then bare hands where c carries no Obeväpnad. The
// best is the one of the highest skill ("Om slaget är lägre än det aktuella värdet, räknas det
// som lyckat": the likeliest blow), of equal skills the largest mean damage.
func (r *Ruleset) Attacks(c *sheet.Character) []engine.Choice {
	d := r.Derive(c).(*Derived)
	out := make([]engine.Choice, 0, len(d.Weapons)+1)
	carriesUnarmed := false
	var wrong []engine.Choice // the one-handed weapons in the other hand, after the rest
	score := make([][]float64, len(d.Weapons))
	for i, w := range d.Weapons {
		score[i] = []float64{float64(w.SkillValue), meanDamage(w.Damage)}
		out = append(out, engine.Choice{ID: w.ID, Name: w.Name})
		carriesUnarmed = carriesUnarmed || w.ID == unarmed
		if def, ok := r.weaponDef(w.ID); ok && oneHanded(def) && w.ID != unarmed {
			wrong = append(wrong, engine.Choice{ID: w.ID + felHandID, Name: w.Name + " (fel hand)", Worded: engine.Sayf("%s (fel hand)", w.Name)})
		}
	}
	if def, ok := r.weaponDef(unarmed); ok && !carriesUnarmed {
		out = append(out, engine.Choice{ID: def.ID, Name: def.Name})
	}
	return engine.BestFirst(append(out, wrong...), score)
}

// meanDamage is the mean of a weapon's damage as the sheet shows it ("1T8", at the first range
// of "4T6/2T6/1T6"); 0 for one that does not read.
func meanDamage(damage string) float64 {
	first, _, _ := strings.Cut(damage, "/")
	e, err := dice.Parse(first)
	if err != nil {
		return 0
	}
	return e.MeanFloat()
}

func ranged(def *WeaponDef) bool { return def.Kind == "avstand" }

// Defences: against a blow, a parry with each of the target's melee weapons (bare hands
// among them) or a Frislag; against a shot, ducking, a shield held before the shield arm and
// its neighbours, or nothing.
func (r *Ruleset) Defences(x engine.Exchange) ([]engine.Choice, error) {
	_, def, _, err := r.armed(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	none := engine.Choice{ID: frislag, Name: "Frislag", Worded: engine.Say("inget försvar (frislag)")}
	if r.Able(x.Target).Helpless {
		// "Frislag används också mot personer som av någon anledning inte kan försvara sig:
		// de kan vara medvetslösa".
		return []engine.Choice{none}, nil
	}
	if ranged(def) {
		out := []engine.Choice{{ID: ducka, Name: "Ducka", Worded: engine.Say("ducka (SKI eller Stridsvana)")}}
		if d := r.Derive(x.Target).(*Derived); d.Shield != nil {
			out = append(out, engine.Choice{ID: skold, Name: d.Shield.Name, Worded: engine.Sayf("skydda med %s", d.Shield.Name)})
		}
		return append(out, none), nil
	}
	var out []engine.Choice
	for _, a := range r.Attacks(x.Target) {
		if w, _ := r.weaponDef(a.ID); w == nil || !ranged(w) {
			out = append(out, engine.Choice{ID: a.ID, Name: a.Name, Worded: engine.Sayf("parera med %s", a.Name)})
		}
	}
	return append(out, none), nil
}

// side is one side of a conflict, resolved: the weapon or attribute rolled and its value with
// Trötthet and Utmattning taken.
type side struct {
	roll   engine.RollResult
	weapon *WeaponView
	def    *WeaponDef
}

// fight is an exchange resolved before any die falls.
type fight struct {
	x             engine.Exchange
	attack        side
	defence       *side // nil for a Frislag, or a shield held up against a shot
	defenceID     string
	damage        dice.Expr // the attacker's damage at the distance
	distanceSteps int       // damage steps the distance took
	defender      *Derived
}

func (r *Ruleset) setUp(x engine.Exchange) (*fight, error) {
	if err := x.Check(); err != nil {
		return nil, err
	}
	if err := x.Unstaked(); err != nil {
		return nil, err
	}
	w, def, _, err := r.armed(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	attack := weaponRoll(w, x.Mod-fatigue(x.Attacker))
	f := &fight{x: x, attack: side{attack, w, def}, defender: r.Derive(x.Target).(*Derived)}
	f.damage, f.distanceSteps, err = r.shotDamage(w, x.Distance)
	if err != nil {
		return nil, err
	}
	if f.distanceSteps > 0 {
		f.attack.roll.AddDetail(engine.Sayf("avstånd %d m: %d skadesteg mindre", x.Distance, f.distanceSteps))
	}
	// "långt avstånd en negativ [modifikation] (kumulativ för varje multipel av skottvidden
	// utöver den första)": the table of how much is lost, so the multiples are said, and the
	// game master's modification is typed; a scope divides the distance they count.
	if multiples, _ := Skottvidd(x.Distance, w.Range, max(w.Scope, 1)); multiples > 0 {
		f.attack.roll.AddDetail(engine.Sayf("%d multiplar av Sv över den första: långt avstånd ger minus efter spelledarens tabell", multiples))
	}
	defences, err := r.Defences(x)
	if err != nil {
		return nil, err
	}
	choice, err := engine.ChooseDefence(defences, x, w.Name)
	if err != nil {
		return nil, err
	}
	f.defenceID = choice.ID
	switch choice.ID {
	case frislag, skold:
	case ducka:
		ski := attributeOf(r, x.Target, "ski")
		v := DuckaVärde(ski, skillOf(f.defender, "Stridsvana"))
		mod := DuckaMod(*def) - fatigue(x.Target)
		roll := engine.RollResult{What: "Ducka", Value: v, Mod: mod, Effective: Effektivt(v, mod), Dice: "1T20", Against: true, Odds: Chansen(v, mod)}
		split(&roll, x.Split)
		f.defence = &side{roll: roll}
	default:
		pw, pdef, _, err := r.armed(x.Target, choice.ID)
		if err != nil {
			return nil, err
		}
		roll := weaponRoll(pw, -fatigue(x.Target))
		split(&roll, x.Split)
		f.defence = &side{roll, pw, pdef}
		switch f.swordAgainst() {
		// "Svärd … har också en liten fördel av att de är bättre balanserade och lättare att
		// parera med än andra vapen; om motståndaren använder något annat slags vapen ges en
		// +1/-1 modifikation."
		case engine.AttackerSide:
			adjust(&f.attack.roll, 1, engine.Say("svärd mot annat vapen +1"))
			adjust(&f.defence.roll, -1, engine.Say("mot svärd −1"))
		case engine.TargetSide:
			adjust(&f.attack.roll, -1, engine.Say("mot svärd −1"))
			adjust(&f.defence.roll, 1, engine.Say("svärd mot annat vapen +1"))
		}
	}
	return f, nil
}

// split takes the part of a defence's value that meets one of n foes: "Om en rollperson är
// invecklad i strid mot flera fiender …, får hon dela upp sin färdighet mellan dem och
// utkämpa konflikter med dem alla." The text leaves the parts to her; this is the even part,
// rounded down, what the encounter asks for when the GM names none.
func split(r *engine.RollResult, n int) {
	if n < 2 {
		return
	}
	whole := r.Value
	r.Value = whole / n
	r.Effective = Effektivt(r.Value, r.Mod)
	chans := Chansen(r.Value, r.Mod)
	r.SetOddsNumbers(chans, chans.In)
	r.AddDetail(engine.Sayf("en mot %d: färdigheten delad, %d av %d", n, r.Value, whole))
}

// adjust adds mod to a roll against a value, saying why.
func adjust(r *engine.RollResult, mod int, why engine.Text) {
	r.Mod += mod
	r.Effective = Effektivt(r.Value, r.Mod)
	chans := Chansen(r.Value, r.Mod)
	r.SetOddsNumbers(chans, chans.In)
	r.AddDetail(why)
}

// swordAgainst is the side that alone fights with a sword in a melee where the other parries
// with a weapon; NoSide where both or neither do.
func (f *fight) swordAgainst() engine.Side {
	if f.defence == nil || f.defence.def == nil || f.attack.def == nil || ranged(f.attack.def) {
		return engine.NoSide
	}
	a, d := f.attack.def.Sword, f.defence.def.Sword
	switch {
	case a && !d && f.defence.def.ID != "obevapnad":
		return engine.AttackerSide
	case d && !a && f.attack.def.ID != "obevapnad":
		return engine.TargetSide
	}
	return engine.NoSide
}

// shotDamage is a weapon's damage at distance metres: of "4T6/2T6/1T6" the short, normal or
// long one ("Första skadan på kort avstånd, den andra på normalt och den tredje på långt
// skotthåll"), and one step less "per multipel av Sv efter den första".
func (r *Ruleset) shotDamage(w *WeaponView, distance int) (dice.Expr, int, error) {
	codes := splitDamage(w.Damage)
	band := 0
	if len(codes) > 1 && w.Range > 0 && distance > 0 {
		band = rangeBand(distance, w.Range, len(codes))
	}
	e, err := dice.Parse(codes[band])
	if err != nil {
		return e, 0, err
	}
	if w.Range == 0 || len(codes) > 1 { // a shotgun's long damage is its long range already
		return e, 0, nil
	}
	_, steps := Skottvidd(distance, w.Range, 1)
	return r.Steg(e, -steps), steps, nil
}

// rangeBand is which of n damages (short, normal, long) a shot at distance metres does with a
// weapon of Sv sv. The text names the bands but not where they part; this reads "kort
// avstånd" as a quarter of Sv or less, "normalt" as the rest of Sv, and "långt" as beyond it.
func rangeBand(distance, sv, n int) int {
	switch {
	case distance*4 <= sv:
		return 0
	case distance <= sv:
		return min(1, n-1)
	}
	return n - 1
}

// weaponRoll is the roll against a weapon's skill with modification mod, Trötthet and
// Utmattning among it, as Roll makes it.
func weaponRoll(w *WeaponView, mod int) engine.RollResult {
	res := engine.RollResult{What: w.Name, Value: w.SkillValue, Mod: mod, Dice: "1T20", Against: true,
		Effective: Effektivt(w.SkillValue, mod), Odds: Chansen(w.SkillValue, mod)}
	res.AddDetail(engine.Sayf("färdighet %s %d", w.Skill, w.SkillValue))
	return res
}

func fatigue(c *sheet.Character) int {
	return engine.Sane(c.State["trotthet"]) + engine.Sane(c.State["utmattning"])
}

func attributeOf(r *Ruleset, c *sheet.Character, id string) int {
	if v, ok := c.Attribute(id); ok {
		return v
	}
	if a := r.findAttribute(id); a != nil {
		return a.Default
	}
	return 0
}

func skillOf(d *Derived, name string) int {
	if s := findSkill(d.Skills, name); s != nil {
		return s.Value
	}
	return 0
}

// FightOdds: a blow or a parried shot is a conflict, counted out of the 400 pairs of faces; a
// Frislag or an unducked shot is an action roll, out of 20.
func (r *Ruleset) FightOdds(x engine.Exchange) (engine.FightOdds, error) {
	f, err := r.setUp(x)
	if err != nil {
		return engine.FightOdds{}, err
	}
	return f.odds(), nil
}

func (f *fight) odds() engine.FightOdds {
	a := f.attack.roll
	if f.defence == nil {
		c := Chansen(a.Value, a.Mod)
		return engine.FightOdds{
			Outcomes: []engine.Outcome{{Key: "hit_crit", P: P(c.Kritiskt)}, {Key: "hit", P: P(c.Lyckat)}, {Key: "miss", P: P(c.Misslyckat + c.Fumlat)}},
			Text: func(w engine.Words) string {
				return w.F("träffar %d %% · varav kritiskt %d %% · missar %d %%", 5*(c.Lyckat+c.Kritiskt), 5*c.Kritiskt, 5*(c.Misslyckat+c.Fumlat))
			},
		}
	}
	k := Konfliktslag(a.Value, a.Mod, f.defence.roll.Value, f.defence.roll.Mod)
	outcomes := []engine.Outcome{
		{Key: "a_wins", P: PKonflikt(k.AVinner)}, {Key: "a_wins_partial", P: PKonflikt(k.AVinnerDelvis)},
		{Key: "draw", P: PKonflikt(k.Oavgjort)}, {Key: "b_wins_partial", P: PKonflikt(k.BVinnerDelvis)},
		{Key: "b_wins", P: PKonflikt(k.BVinner)}, {Key: "both_fail", P: PKonflikt(k.BådaMisslyckas)},
	}
	if f.defenceID == ducka {
		return engine.FightOdds{Outcomes: outcomes, Text: func(w engine.Words) string {
			p := func(n int) string { return engine.Percent(float64(n) / 400) }
			return w.F("träffar %s · halv skada %s · duckar undan %s", p(k.AVinner), p(k.AVinnerDelvis), p(k.Oavgjort+k.BVinnerDelvis+k.BVinner+k.BådaMisslyckas))
		}}
	}
	return engine.FightOdds{Outcomes: outcomes, Text: k.In}
}

// Fight rolls the exchange through Träffa to the wound.
func (r *Ruleset) Fight(x engine.Exchange, rng *rand.Rand) (engine.Exchanged, error) {
	f, err := r.setUp(x)
	if err != nil {
		return engine.Exchanged{}, err
	}
	out := engine.Exchanged{Attacker: x.Attacker, Target: x.Target, Odds: f.odds()}
	a := f.attack.roll
	fa := t20.Roll(rng).Total
	ua, counted := Handlingsslag(a.Effective, fa)
	a.Faces, a.Counted = []int{fa}, counted
	a.SetOutcome(ua.In)
	if ua == Fumlat {
		// "En fummel innebär att vapnet tappas (om det är ett svärd), blockeras (skjutvapen)
		// eller går sönder (alla andra vapen)."
		a.AddDetail(engine.Say("fummel: ett svärd tappas, ett skjutvapen blockeras, andra vapen går sönder"))
	}
	out.Attack = a

	if f.defence == nil {
		if !ua.Ok() {
			return out, nil
		}
		blow := Anfall{Crit: ua == Kritiskt}
		return r.strike(out, f, engine.TargetSide, blow, rng)
	}
	d := f.defence.roll
	fd := t20.Roll(rng).Total
	ud, dCounted := Handlingsslag(d.Effective, fd)
	d.Faces, d.Counted = []int{fd}, dCounted
	d.SetOutcome(ud.In)
	if ud == Fumlat && f.defenceID == ducka {
		d.AddDetail(engine.Say("ett fumlat försök att ducka: platt fall ned på marken"))
	}
	out.Defence = &d
	res := Konfliktutfall(a.Effective, fa, d.Effective, fd)
	switch {
	case res.Oavgjort:
		out.Report = engine.Report{engine.Say("oavgjort: ingen blir träffad")}
		// "Ett oavgjort resultat kan ha en effekt: om en (och endast en) av de stridande
		// använder ett svärd, slås den andres vapen av."
		switch f.swordAgainst() {
		case engine.AttackerSide:
			out.Report = append(out.Report, engine.Sayf("svärdet slår %s ur handen på %s", f.defence.weapon.Name, nameOr(x.Target.Name)))
		case engine.TargetSide:
			out.Report = append(out.Report, engine.Sayf("svärdet slår %s ur handen på %s", f.attack.weapon.Name, nameOr(x.Attacker.Name)))
		}
		return out, nil
	case res.Vinnare == 0:
		out.Report = engine.Report{engine.Say("båda misslyckas: ingen blir träffad")}
		return out, nil
	case res.Vinnare == 'A':
		return r.strike(out, f, engine.TargetSide, Anfall{Crit: res.Kritiskt, Delvinst: res.Delvinst}, rng)
	case f.defenceID == ducka:
		out.Report = engine.Report{engine.Say("duckar undan")}
		return out, nil
	}
	// The defender won a melee: "Den som vinner får förmånen att skada den andre."
	return r.strike(out, f, engine.AttackerSide, Anfall{Crit: res.Kritiskt, Delvinst: res.Delvinst}, rng)
}

// strike works the winner's blow through to the loser's wound and takes it.
func (r *Ruleset) strike(out engine.Exchanged, f *fight, struck engine.Side, a Anfall, rng *rand.Rand) (engine.Exchanged, error) {
	from, victim, vd := f.attack, out.Target, f.defender
	a.Damage = f.damage
	if struck == engine.AttackerSide {
		from, victim = *f.defence, out.Attacker
		vd = r.Derive(victim).(*Derived)
		var err error
		if a.Damage, err = dice.Parse(splitDamage(from.weapon.Damage)[0]); err != nil {
			return out, err
		}
	}
	a.Type, a.Laser, a.IgnoresShield, a.Table = from.weapon.Type, from.weapon.Laser, from.def.IgnoresShield, "narstrid"
	if ranged(from.def) {
		a.Table = "avstand"
	}
	fo := Försvar{STO: max(attributeOf(r, victim, "sto"), skillOf(vd, "Stridsvana")), SP: vd.SP, Body: r.t.bodies[r.speciesOf(victim, vd).Body]}
	if vd.Shield != nil && (a.Table == "narstrid" || f.defenceID == skold) {
		fo.ShieldSP, fo.ShieldCovers = vd.Shield.SP, shieldCovers
	}
	fo.Ducked = f.defenceID == ducka
	t, err := Träffa(a, fo, rng)
	if err != nil {
		return out, err
	}
	hurt, report, err := r.TaSkada(victim, t.Wound)
	if err != nil {
		return out, err
	}
	out.Struck = struck
	out.Blow = &engine.Blow{Dice: a.Damage.String(), Faces: t.Faces, Rolled: t.Rolled, Total: t.Wound.Damage, Type: t.Wound.Type, Part: t.Part, Steps: t.Steps}
	switch {
	case t.Knockdown && t.Knockback > 0:
		report = append(engine.Report{engine.Sayf("SKI-slag %+d för att inte ramla omkull; raglar %d m bakåt", t.SKIMod, t.Knockback)}, report...)
	case t.Knockdown:
		report = append(engine.Report{engine.Sayf("SKI-slag %+d för att inte ramla omkull", t.SKIMod)}, report...)
	}
	if t.Wound.Damage > 0 {
		report = append(engine.Report{engine.Sayf("%d i %s", t.Wound.Damage, r.desc.PartLabel(t.Part))}, report...)
	}
	out.Report = report
	out.Put(struck, hurt)
	return out, nil
}

// Hurt takes damage as rolled: Amount, or the faces summed, through the armor worn on the part
// ("Sedan dras SP för den träffade kroppsdelens pansar … bort från skadan"); the part is
// rolled on the melee table where none is named.
func (r *Ruleset) Hurt(c *sheet.Character, h engine.Hit, rng *rand.Rand) (*sheet.Character, engine.Blow, engine.Report, error) {
	rolled := h.Rolled()
	blow := engine.Blow{Faces: h.Faces, Rolled: rolled, Type: h.Type, Part: h.Part}
	switch blow.Type {
	case "":
		blow.Type = "H" // "räknas den som ett Huggvapen"
	case "H", "K", "S", "laser":
	default:
		return nil, blow, nil, engine.Errorf("skadetypen %q: H, K, S eller laser", h.Type)
	}
	var report engine.Report
	if blow.Part == "" {
		d := r.Derive(c).(*Derived)
		roll := t20.Roll(rng).Total
		part, err := r.t.bodies[r.speciesOf(c, d).Body].Träff("narstrid", roll)
		if err != nil {
			return nil, blow, nil, err
		}
		blow.Part = part
		report = append(report, engine.Sayf("träff 1T20: %d = %s", roll, r.desc.PartLabel(part)))
	}
	out, took, err := r.TakeDamage(c, blow.Part, max(rolled, 0), blow.Type)
	if err != nil {
		return nil, blow, nil, err
	}
	if len(out.Wounds) > len(c.Wounds) { // armor that stops it all leaves no wound
		blow.Total = out.Wounds[len(out.Wounds)-1].Damage
	}
	return out, blow, append(report, took...), nil
}
