package framgangsslag

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// The exchange of Framgångsslag: an attack is a Framgångsslag, "Utfall = [2T8] +
// [Framgångsvärde] +- [X från Situationsvärde] - [Y från Motståndsvärde ifall någon gör
// motstånd]", where the target's defensive action gives the Motståndsvärde; a hit's
// Skadetärningar go through the damage flow, "Allra först reduceras Påfrestningen av offrets
// Storlek. Den Påfrestning som blir kvar reduceras först av offrets Raud och sedan
// Rustningsvärde."

var _ engine.Fights = (*Ruleset)(nil)

// The attacks that are not a weapon's plain Anfall or Skjuta, by id.
const (
	obeväpnad   = "obevapnad"
	greppa      = "greppa"
	frenesi     = "frenesi"
	snabbtSkott = "snabbt-skott"
	// The catalogue's actions of a weapon's plain attack: "Anfall (1 Handlingspoäng)", "Skjuta
	// (1 Handlingspoäng, Snabb handling)".
	anfallHandling = "anfall"
	skjuta         = "skjuta"
)

// The defences, by id: "Gard … MV: Kamp + Närkamp + Vapen", "Ducka … MV: Kamp", "Slänga sig
// undan … MV mot Avståndsanfall: Kamp + 2 MV mot Närstridsanfall: Kamp + Närkamp + Vapen + 2",
// or no defence at all (MV 0: "0 från Motståndsvärde eftersom offret inte Gör motstånd").
const (
	gard   = "gard"
	ducka  = "ducka"
	slänga = "slanga-sig-undan"
	inget  = "inget"
)

// NärstridsanfallSV is the Situationsvärde of a Närstridsanfall: "[ +9 från Situationsvärde
// eftersom Närstridsanfall är "Väldigt lätt"]". The table of Avståndsanfall is lost, and a
// shot is Normal (SV 0) unless the attacker's modification says otherwise (README).
const NärstridsanfallSV = 9

// obeväpnadeTärningar is the Skadetärningar of a blow without a weapon. The fragment lost the
// table that gives them; one die is the least a blow does (README, "Readings of the rules").
const obeväpnadeTärningar = 1

// anfall is an attack c can make, worked out: what it rolls and what a hit does.
type anfall struct {
	id, name  string
	worded    engine.Text
	fv, sv    int
	sb        int // the attacker's Skadebonus on each die, the action's with it
	tärningar int
	avstånd   bool
	grepp     bool
	// utmattning is what the action costs its maker "efter det att Handlingen är utförd".
	utmattning int
	why        []engine.Text
}

// handling is the catalogue's action id; its FV, SV and SB are what it adds to the roll.
func (r *Ruleset) handling(id string) Handling {
	for _, h := range r.t.Handlingar {
		if h.ID == id {
			return h
		}
	}
	return Handling{ID: id}
}

// utmattningAv reads an action's fixed Utmattning ("2"); a rolled one ("1T3") is no attack's.
func utmattningAv(h Handling) int {
	n, _ := strconv.Atoi(h.Utmattning)
	return n
}

// with is a the action h does with it: Frenesi's "+1 SB # +2 på Framgångsslaget", Snabbt skott's
// "-1 SB # -3 SV", Greppa's "Obeväpnat Närstridsanfall +2 Skadebonus: +3".
func (a anfall) with(h Handling, id string) anfall {
	a.id, a.name, a.worded = id, h.Name+" med "+a.name, engine.Sayf("%s med %s", h.Name, a.name)
	a.fv += h.FV
	a.sv += h.SV
	a.sb += h.SB
	a.utmattning = utmattningAv(h)
	a.why = append(append([]engine.Text(nil), a.why...), engine.Said(fmt.Sprintf("%s: FV %s, SV %s, SB %s", h.Name, signed(h.FV), signed(h.SV), signed(h.SB))))
	return a
}

// anfallen lists c's attacks: each weapon's Anfall or Skjuta, then its Frenesi or Snabbt skott,
// then an unarmed Anfall and Greppa, which "får ingen Skadebonus från Material, och inget
// stridsvärde från Utrustning".
func (r *Ruleset) anfallen(c *sheet.Character) []anfall {
	d := r.Derive(c).(*Derived)
	a := d.Attributes
	kam := a["kam"] + d.Horde.KAM
	närkamp, skarpskytt := r.skillBonus(c, "narkamp"), r.skillBonus(c, "skarpskytt")
	var out, extra []anfall
	for _, w := range c.Weapons {
		n, err := skadetärningar(w.Damage)
		if err != nil {
			continue // Derive says what is wrong with it
		}
		name := w.Name
		if name == "" {
			name = w.ID
		}
		id := w.ID
		if id == "" {
			id = engine.ID(name)
		}
		bonus := engine.Sane(members.Bonus.Get(w.Members))
		x := anfall{id: id, name: name, sb: d.Skadebonus, tärningar: n}
		if w.Type == "avstand" {
			x.fv, x.avstånd = a["pri"]+skarpskytt+bonus, true
			x.why = []engine.Text{engine.Sayf("Avståndsanfall: Pricksäkerhet %d + Skarpskytt %d + stridsvärde %d", a["pri"], skarpskytt, bonus)}
			out = append(out, x)
			extra = append(extra, x.with(r.handling(snabbtSkott), snabbtSkott+":"+id))
			continue
		}
		x.fv, x.sv = kam+närkamp+bonus, NärstridsanfallSV
		x.why = []engine.Text{engine.Sayf("Närstridsanfall: Kamp %d + Närkamp %d + stridsvärde %d, SV %s", kam, närkamp, bonus, signed(NärstridsanfallSV))}
		out = append(out, x)
		extra = append(extra, x.with(r.handling(frenesi), frenesi+":"+id))
	}
	bare := anfall{id: obeväpnad, name: "Obeväpnad", worded: engine.Say("Obeväpnad"), fv: kam + närkamp, sv: NärstridsanfallSV, sb: d.Skadebonus, tärningar: obeväpnadeTärningar,
		why: []engine.Text{engine.Sayf("Obeväpnat Närstridsanfall: Kamp %d + Närkamp %d, inget stridsvärde, SV %s", kam, närkamp, signed(NärstridsanfallSV))}}
	grip := bare.with(r.handling(greppa), greppa)
	grip.name, grip.worded, grip.grepp = "Greppa", nil, true
	return append(append(out, extra...), bare, grip)
}

func (a anfall) choice() engine.Choice {
	return engine.Choice{ID: a.id, Name: a.name, Worded: a.worded}
}

// Attacks are c's weapons, the best first, each with its Frenesi or Snabbt skott, then bare
// hands and Greppa. The best weapon is the one of the highest FV + SV ("Man slår 2T8 och adderar
// resultatet med karaktärens Framgångsvärde(FV). Resultatet modifieras med slagets
// Situationsvärde(SV)": the likeliest blow), of equal ones the most Skadetärningar.
func (r *Ruleset) Attacks(c *sheet.Character) []engine.Choice {
	as := r.anfallen(c)
	out := make([]engine.Choice, len(as))
	for i, a := range as {
		out[i] = a.choice()
	}
	// anfallen lists each weapon once, then each again with its Frenesi or Snabbt skott, then
	// bare hands and Greppa.
	score := make([][]float64, (len(as)-2)/2)
	for i := range score {
		score[i] = []float64{float64(as[i].fv + as[i].sv), float64(as[i].tärningar)}
	}
	return engine.BestFirst(out, score)
}

func (r *Ruleset) anfallMed(c *sheet.Character, id string) (anfall, error) {
	as := r.anfallen(c)
	cs := make([]engine.Choice, len(as))
	for i, a := range as {
		cs[i] = a.choice()
	}
	ch, ok := engine.ChoiceFor(cs, id)
	if !ok {
		return anfall{}, engine.Errorf("%q är inget anfall hos %s", id, nameOr(c.Name))
	}
	for _, a := range as {
		if a.id == ch.ID {
			return a, nil
		}
	}
	return anfall{}, engine.Errorf("%q är inget anfall hos %s", id, nameOr(c.Name))
}

func nameOr(name string) string {
	if name == "" {
		return "rollpersonen"
	}
	return name
}

// försvar is a defence the target may make, with its Motståndsvärde.
type försvar struct {
	choice     engine.Choice
	mv         int
	utmattning int
}

// försvaren are what the target of a may do: "Motståndshandlingar: Gard och Slänga sig undan"
// against a Närstridsanfall, "Ducka och Slänga sig undan" against an Avståndsanfall, or
// nothing. A horde's Kamp carries its Antalsbonus, but against shots "Försvararnas
// Antalsbonus och Ta-stryk-faktor kan inte bli högre än skyttarnas"; one Greppad may not
// "Dra sig ur eller Slänga sig undan".
func (r *Ruleset) försvaren(a anfall, attacker, target *sheet.Character) []försvar {
	d := r.Derive(target).(*Derived)
	kam := d.Attributes["kam"] + d.Horde.KAM
	var out []försvar
	if a.avstånd {
		kam = d.Attributes["kam"] + r.t.Avståndsrad(d.Horde.Antal, state(attacker, "antal")).KAM
		out = append(out, försvar{choice: engine.Choice{ID: ducka, Name: "Ducka", Worded: engine.Sayf("Ducka (MV %d)", kam)}, mv: kam})
	} else {
		best := 0
		for _, w := range target.Weapons {
			if w.Type != "avstand" {
				best = max(best, engine.Sane(members.Bonus.Get(w.Members)))
			}
		}
		kam += r.skillBonus(target, "narkamp") + best
		out = append(out, försvar{choice: engine.Choice{ID: gard, Name: "Gard", Worded: engine.Sayf("Gard (MV %d)", kam)}, mv: kam})
	}
	if !Greppad(state(target, "greppning"), d.Hälsa) {
		h := r.handling(slänga)
		out = append(out, försvar{choice: engine.Choice{ID: slänga, Name: "Slänga sig undan", Worded: engine.Sayf("Slänga sig undan (MV %d)", kam+2)},
			mv: kam + 2, utmattning: utmattningAv(h)})
	}
	return append(out, försvar{choice: engine.Choice{ID: inget, Name: "Inget försvar", Worded: engine.Say("Inget försvar (MV 0)")}})
}

// Defences: Gard against a blow, Ducka against a shot, then Slänga sig undan, then nothing.
func (r *Ruleset) Defences(x engine.Exchange) ([]engine.Choice, error) {
	a, err := r.anfallMed(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	fs := r.försvaren(a, x.Attacker, x.Target)
	out := make([]engine.Choice, len(fs))
	for i, f := range fs {
		out[i] = f.choice
	}
	return out, nil
}

// fight is an exchange set up before any die falls.
type fight struct {
	x       engine.Exchange
	a       anfall
	f       försvar
	greppad bool // the attacker is Greppad: "-3SV på alla Framgångsslag de slår"
}

func (r *Ruleset) setUp(x engine.Exchange) (*fight, error) {
	// The range of a shot is in the game master's --mod: the fragment has no range table.
	if err := x.Check(); err != nil {
		return nil, err
	}
	if err := x.Plain(); err != nil {
		return nil, err
	}
	a, err := r.anfallMed(x.Attacker, x.Attack)
	if err != nil {
		return nil, err
	}
	fs := r.försvaren(a, x.Attacker, x.Target)
	f := fs[0]
	if x.Defence != "" {
		cs := make([]engine.Choice, len(fs))
		for i, g := range fs {
			cs[i] = g.choice
		}
		ch, ok := engine.ChoiceFor(cs, x.Defence)
		if !ok {
			return nil, engine.Errorf("%s kan inte försvara sig med %q mot %s", nameOr(x.Target.Name), x.Defence, a.name)
		}
		for _, g := range fs {
			if g.choice.ID == ch.ID {
				f = g
			}
		}
	}
	fi := &fight{x: x, a: a, f: f}
	if Greppad(state(x.Attacker, "greppning"), r.Derive(x.Attacker).(*Derived).Hälsa) {
		fi.greppad = true
		fi.a.sv += GreppadSV
	}
	fi.a.fv += x.Mod
	return fi, nil
}

// träffar says whether a level hits. The fragment lost the table of Närstridsanfall; the
// reading (README) is that Delvis lyckat and better land the weapon's Skadetärningar.
func träffar(n Nivå) bool { return n >= DL }

// FightOdds are the odds of each level of the attack's Utfall: the keys VM, M, DL, L, VL.
func (r *Ruleset) FightOdds(x engine.Exchange) (engine.FightOdds, error) {
	f, err := r.setUp(x)
	if err != nil {
		return engine.FightOdds{}, err
	}
	return f.odds()
}

func (f *fight) odds() (engine.FightOdds, error) {
	o, err := Oddsen(f.a.fv, f.a.sv, f.f.mv, 0)
	if err != nil {
		return engine.FightOdds{}, err
	}
	out := engine.FightOdds{}
	hit, miss := new(big.Rat), new(big.Rat)
	for _, n := range Nivåer {
		out.Outcomes = append(out.Outcomes, engine.Outcome{Key: n.String(), P: o.Nivå[n]})
		if träffar(n) {
			hit.Add(hit, o.Nivå[n])
		} else {
			miss.Add(miss, o.Nivå[n])
		}
	}
	p := func(r *big.Rat) string { v, _ := r.Float64(); return engine.Percent(v) }
	out.Text = func(w engine.Words) string {
		return w.F("träffar %s · missar %s", p(hit), p(miss)) + " (" + o.Text() + ")"
	}
	return out, nil
}

// Fight rolls the attack's 2T8 against the defence's MV, and on a hit the Skadetärningar
// through the target's damage flow.
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
	faces := []int{rng.IntN(8) + 1, rng.IntN(8) + 1}
	u := Utfall(faces[0]+faces[1], f.a.fv, f.a.sv, f.f.mv)
	res := engine.RollResult{Value: f.a.fv, Mod: f.a.sv - f.f.mv, Effective: f.a.fv + f.a.sv - f.f.mv, Dice: "2T8", Faces: faces, Counted: u}
	what := f.a.choice().Worded
	if what == nil {
		what = engine.Said(f.a.name)
	}
	res.SetWhat(what)
	res.SetOutcome(engine.Said(fmt.Sprintf("Utfall %d: %s (%s)", u, NivåAv(u).Namn(), NivåAv(u))))
	res.AddDetail(f.a.why...)
	if f.greppad {
		res.AddDetail(engine.Say("Greppad: −3 SV"))
	}
	if x.Mod != 0 {
		res.AddDetail(engine.Sayf("%s angivet", signed(x.Mod)))
	}
	res.AddDetail(f.f.choice.Worded)
	out.Attack = res
	// What the actions cost their makers, after they are done.
	if f.a.utmattning > 0 {
		out.Attacker = x.Attacker.Clone()
		out.Attacker.State["utmattning"] = engine.Plus(state(x.Attacker, "utmattning"), f.a.utmattning)
	}
	target := x.Target
	if f.f.utmattning > 0 {
		target = x.Target.Clone()
		target.State["utmattning"] = engine.Plus(state(x.Target, "utmattning"), f.f.utmattning)
	}
	out.Target = target
	if !träffar(NivåAv(u)) {
		out.Report = engine.Report{engine.Say("missar")}
		return out, nil
	}
	dice := make([]int, f.a.tärningar)
	for i := range dice {
		dice[i] = rng.IntN(6) + 1
	}
	fl := flöde{grepp: f.a.grepp}
	if f.a.avstånd {
		fl.skyttar = state(x.Attacker, "antal")
	}
	hurt, blow, report, err := r.skadeflöde(target, dice, f.a.sb, Våldsam, fl)
	if err != nil {
		return out, err
	}
	blow.Dice = strconv.Itoa(f.a.tärningar) + "T6"
	out.Struck, out.Blow, out.Target, out.Report = engine.TargetSide, &blow, hurt, report
	return out, nil
}

// skadeflöde takes damage dice through c's damage flow: each die with the attacker's
// Skadebonus and less c's Storlek, never below 0 ("Varje T6 modifieras +1 från anfallarens
// Skadebonus, och -3 från offrets Storlek … Eftersom Skadetärningar aldrig kan ge negativ
// Påfrestning"), then Raud, armor and a horde's Ta-stryk-faktor (harm).
func (r *Ruleset) skadeflöde(c *sheet.Character, dice []int, sb int, kind string, f flöde) (*sheet.Character, engine.Blow, engine.Report, error) {
	d := r.Derive(c).(*Derived)
	storlek, raud, rustning := skyddar(kind)
	sto := 0
	if storlek {
		sto = d.Storlek.Storlek
	}
	blow := engine.Blow{Faces: dice, Type: kind}
	each := make([]string, len(dice))
	sum := 0
	for i, t6 := range dice {
		blow.Rolled += t6
		p := Skadetärning(t6, sb, sto)
		sum = engine.Plus(sum, p)
		each[i] = strconv.Itoa(p)
	}
	blow.Steps = append(blow.Steps, engine.Sayf("varje tärning %s Skadebonus, %s Storlek, aldrig under 0: %s = %d", signed(sb), signed(-sto), strings.Join(each, " + "), sum))
	blow.Total = sum
	if raud && state(c, "raud") > 0 {
		blow.Total = max(blow.Total-state(c, "raud"), 0)
		blow.Steps = append(blow.Steps, engine.Said(fmt.Sprintf("− Raud %d = %d", state(c, "raud"), blow.Total)))
	}
	if rustning && !f.grepp && state(c, "rustning") > 0 {
		blow.Total = max(blow.Total-state(c, "rustning"), 0)
		blow.Steps = append(blow.Steps, engine.Said(fmt.Sprintf("− Rustningsvärde %d = %d", state(c, "rustning"), blow.Total)))
	}
	out, report, err := r.harm(c, sum, kind, f)
	if err != nil {
		return nil, blow, nil, err
	}
	return out, blow, report, nil
}

// Hurt takes damage as rolled: the faces of the Skadetärningar with the attacker's Skadebonus
// (--bonus) through Storlek, Raud and armor; or an amount of Påfrestning that has met Storlek
// already, as TakeDamage takes it. The kind is a violent event unless named.
func (r *Ruleset) Hurt(c *sheet.Character, h engine.Hit, _ *rand.Rand) (*sheet.Character, engine.Blow, engine.Report, error) {
	if h.Part != "" {
		return nil, engine.Blow{}, nil, engine.Errorf("kroppsdel %q: Framgångsslag har inga träffområden", h.Part)
	}
	kind := h.Type
	if kind == "" {
		kind = Våldsam
	}
	if _, ok := engine.Item(r.desc.DamageTypes, kind); !ok {
		return nil, engine.Blow{}, nil, engine.Errorf("skadetypen %q: vald, kold, sjukdom, fall, drunkning eller gift", h.Type)
	}
	if h.Faces != nil {
		return r.skadeflöde(c, h.Faces, h.Bonus, kind, flöde{})
	}
	out, report, err := r.TakeDamage(c, "", h.Amount, kind)
	if err != nil {
		return nil, engine.Blow{}, nil, err
	}
	_, raud, rustning := skyddar(kind)
	total := h.Amount
	if raud {
		total = max(total-state(c, "raud"), 0)
	}
	if rustning {
		total = max(total-state(c, "rustning"), 0)
	}
	return out, engine.Blow{Rolled: h.Amount, Total: total, Type: kind}, report, nil
}
