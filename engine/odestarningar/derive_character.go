package odestarningar

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/engine/memo"
	"rollformular/sheet"
)

// traitName is the name a trait of the document goes by.
func (r *Ruleset) traitName(id, name string) string {
	if def, ok := r.t.trait(id); ok {
		return def.Name
	}
	if name == "" {
		return id
	}
	return name
}

var levelNames = [...]string{"", "begränsad", "måttlig", "utomordentlig"}

func (r *Ruleset) traits(h *hjälte, d *Derived) {
	for i, t := range h.c.Traits {
		field := fieldpath.Trait(i)
		def, known := r.t.trait(t.ID) // once: what the trait is below is read off def
		name := cmp.Or(t.Name, t.ID)
		if known {
			name = def.Name
		}
		if !checkTrait(d, field, t, def, known, name) {
			continue
		}
		kind, level, background := traitKindOf(def, t), traitLevelOf(def, t), members.Background.Get(t.Members)
		cost := Fördelskostnad(kind, level, background)
		label := name
		if t.Skill != "" {
			label += " (" + t.Skill + ")"
		}
		sp := costText(kind, cost)
		// Note is what the trait does, for the paper to print beside it: "−1 på försök att
		// övertala". A trait of the player's own has only its name.
		var does engine.Text
		if known {
			does = engine.Said(strings.TrimSuffix(def.About, "."))
		}
		// The explanation keeps what it words, not a copy of the document's trait.
		engine.Row(&d.Sheet.Traits, i, engine.Value{ID: string(field), Group: groupTraits, Abbr: kindAbbr(kind), Label: label,
			Text: levelNames[level], Detail: sp, Note: does, Why: func(words engine.Words) string {
				var about string
				if known {
					about = strings.TrimSuffix(def.About, ".") + "; "
				}
				return about + traitTerms(words, level, kind, background) + ": " + sp(words)
			}})
	}
	checkDrives(h, d)
}

// checkDrives flags too many drives, and drives with no name.
func checkDrives(h *hjälte, d *Derived) {
	if len(h.c.Drives) > MaxDrivkrafter {
		d.Problemf(engine.Error, "drives", "%d drivkrafter: en hjälte har högst %d åt gången", len(h.c.Drives), MaxDrivkrafter)
	}
	for i, dr := range h.c.Drives {
		if strings.TrimSpace(dr) == "" {
			d.Problemf(engine.Warning, fieldpath.Drive(i), "drivkraft utan namn")
		}
	}
}

// checkTrait flags what is wrong with trait t, the one at field, of the definition def where
// known, and says whether it is sound enough to count.
func checkTrait(d *Derived, field fieldpath.Path, t sheet.Trait, def *TraitDef, known bool, name string) bool {
	switch {
	case t.ID != "" && !known:
		d.Problemf(engine.Error, field, "okänd för- eller nackdel %q", t.ID)
		return false
	case !known && t.Kind != Fördel && t.Kind != Nackdel:
		d.Problemf(engine.Error, field, "%s: ange om det är en fördel eller en nackdel", nameOr(name))
		return false
	case !traitLevel.Has(t.Level):
		d.Problemf(engine.Error, field, "%s: nivå %d, ska vara 1 (begränsad), 2 (måttlig) eller 3 (utomordentlig)", nameOr(name), t.Level)
	case known && def.FixedLevel > 0 && t.Level != 0 && t.Level != def.FixedLevel:
		d.Problemf(engine.Error, field, "%s finns bara som %s", name, levelNames[def.FixedLevel])
	}
	if known && def.Skill && t.Skill == "" {
		d.Problemf(engine.Warning, field, "%s: ange vilken färdighet den gäller", name)
	}
	return true
}

// costText words what a trait costs, or gives for a disadvantage: "4 sp", "ger 1 sp". One Text
// per cost is kept: Derive asks for one per trait on every keystroke.
func costText(kind string, cost int) engine.Text {
	make := func() engine.Text {
		if kind == Nackdel {
			return func(words engine.Words) string { return words.F("ger %d sp", cost) }
		}
		return func(engine.Words) string { return fmt.Sprintf("%d sp", cost) }
	}
	if cost < 0 || cost > maxTraitCost {
		return make()
	}
	return costTexts.Get(costKey{kind == Nackdel, cost}, make)
}

// maxTraitCost is the most a trait of a level the rules have costs: an utomordentlig fördel
// outside the background, 4 × 3.
const maxTraitCost = 12

type costKey struct {
	nackdel bool
	cost    int
}

var costTexts = memo.New[costKey, engine.Text](2 * (maxTraitCost + 1))

// traitTerms words a trait's level, kind and where it was bought: "begränsad fördel i
// bakgrund eller koncept".
func traitTerms(words engine.Words, level int, kind string, background bool) string {
	var l, k, where string
	switch level {
	case 1:
		l = words.F("begränsad")
	case 2:
		l = words.F("måttlig")
	case 3:
		l = words.F("utomordentlig")
	}
	switch kind {
	case Fördel:
		k = words.F("fördel")
	case Nackdel:
		k = words.F("nackdel")
	}
	where = words.F("i bakgrund eller koncept")
	if !background {
		where = words.F("utanför bakgrund och koncept")
	}
	return fmt.Sprintf("%s %s %s", l, k, where)
}

func kindAbbr(kind string) string {
	if kind == Nackdel {
		return "−"
	}
	return "+"
}

// creation reckons the creation points and checks the limits of a new hero. Once the hero has
// gathered experience, fv and traits may have been bought with erf: the budget is then shown
// and an overspending only warned about. An NPC is the game master's, who is bound by no
// budget, so it is warned about too.
func (r *Ruleset) creation(h *hjälte, d *Derived) {
	b := r.budget(h.c, max(h.öde, 0))
	d.Skapelsepoäng = BudgetView{Budget: b, Spent: b.Spent(), Left: b.Left()}
	severity := engine.Error
	if h.c.NPC || h.state("erf") > 0 || h.state("erf_kvar") > 0 {
		severity = engine.Warning
	}
	budget := engine.Value{ID: "skapelsepoang", Group: groupGrowth, Abbr: "SP", Label: "Skapelsepoäng", Text: strconv.Itoa(b.Spent()) + " / " + strconv.Itoa(b.Total),
		Detail: left(b.Left()), Why: func(words engine.Words) string {
			return fmt.Sprintf("10 × öde %d = %d sp; %s", h.öde, b.Total, b.In(words))
		}}
	d.Add(budget)
	d.Sheet.Budget = &d.Sheet.Values[len(d.Sheet.Values)-1] // the value just added, not a copy of its own
	if b.Left() < 0 {
		d.Problemf(severity, "skapelsepoang", "skapelsepoäng: %d sp använda av %d, %d för mycket", b.Spent(), b.Total, -b.Left())
	}
	fördelar := 0
	for _, t := range h.c.Traits {
		if r.traitKind(t) == Fördel {
			fördelar++
		}
	}
	if fördelar > MaxFördelar {
		d.Problemf(severity, "traits", "%d fördelar: högst %d får köpas från start", fördelar, MaxFördelar)
	}
	if b.Nackdelar > b.Fördelar {
		d.Problemf(severity, "traits", "nackdelarna ger %d sp, mer än fördelarna kostar (%d sp)", b.Nackdelar, b.Fördelar)
	}
}

// condition shows the wounds and what they leave the character able to do.
func (r *Ruleset) condition(h *hjälte, d *Derived) {
	worst, bleeding := woundViews(h, d)
	status := statusOf(h, worst)
	d.Condition = status.Sv()
	d.Sheet.State = make([]engine.Value, 0, 3) // the status, the bleeding and the sickness
	d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.status", Group: groupState, Label: "Tillstånd", Text: d.Condition, Worded: status,
		Why: func(words engine.Words) string {
			return words.F("%d av %d ödestärningar kvar", h.kvar, max(h.öde, 0))
		}})
	if len(h.c.Wounds) > 0 {
		d.Sheet.Status = &d.Sheet.State[0] // the status just added, not a copy of its own
	}
	if len(bleeding) > 0 {
		d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.bleeding", Group: groupState, Label: "Blöder", Text: strconv.Itoa(len(bleeding)),
			Why: func(words engine.Words) string {
				lines := make([]string, len(bleeding))
				for i, b := range bleeding {
					lines[i] = b(words)
				}
				return words.F("varje sr slås en tärning; lika med eller under antalet sr sedan skadan: %s", strings.Join(lines, "; "))
			}})
	}
	if s := h.strålning(); s != IngenStrålning {
		d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.stralning", Group: groupState, Label: "Strålningssjuka", Text: s.String(),
			Why: func(words engine.Words) string {
				why := words.F("tar %d ödestärningar", s.Förlust(h.kropp))
				if s >= Strålningssjuk {
					why = words.F("%s; orkar inte sprinta", why)
				}
				if s >= KritisktStrålningssjuk {
					why = words.F("%s; orkar bara krypa", why)
				}
				return why
			}})
	}
}

// woundViews shows each wound, flagging what cannot be, and returns the worst of them and
// the reckoning of each that bleeds.
func woundViews(h *hjälte, d *Derived) (worst Skadegrad, bleeding []engine.Text) {
	worst = IngenEffekt
	for i, w := range h.c.Wounds {
		g := GradAv(w.Damage)
		worst = max(worst, g)
		bleeds := Blöder(g, w.Type) && !w.Stanched && !w.Fatal
		// The members are read once, and the wound's name made only for a problem.
		dice, rounds := members.Dice.Get(w.Members), members.Rounds.Get(w.Members)
		d.Wounds = append(d.Wounds, WoundView{Damage: w.Damage, Grad: g.String(), Dice: dice, Bleeding: bleeds})
		field := fieldpath.Wound(i)
		switch {
		case dice < 0:
			d.Problemf(engine.Error, field, "sår %d håller %d ödestärningar: kan inte vara negativt", i+1, dice)
		case !woundDice.Has(dice):
			woundDice.Flag(&d.Derived, field, fmt.Sprintf("sår %d", i+1), dice)
		}
		if !woundDamage.Has(w.Damage) || !woundRounds.Has(rounds) {
			woundDamage.Flag(&d.Derived, field, fmt.Sprintf("sår %d", i+1), w.Damage)
			woundRounds.Flag(&d.Derived, field, fmt.Sprintf("sår %d", i+1), rounds)
		}
		if bleeds {
			bleeding = append(bleeding, func(words engine.Words) string {
				return words.F("sår %d (%s, %d sr): stoppas med %d+", i+1, g.In(words), rounds, Stoppa(g))
			})
		}
	}
	return worst, bleeding
}

// statusOf is what the character can do, worst first: dead, fatally wounded, out of öde
// dice, badly or lightly wounded, or unhurt.
func statusOf(h *hjälte, worst Skadegrad) engine.Text {
	status := engine.Say("oskadd")
	switch {
	case h.död:
		status = engine.Say("död")
	case worst == Dödlig:
		status = engine.Say("dödligt skadad: kan inte röra sig")
	case h.kvar == 0:
		status = engine.Say("utslagen: kan inte handla förrän en ödestärning återhämtats")
	case worst == Svår:
		status = engine.Say("svårt skadad: kan bara krypa")
	case worst == Lindrig:
		status = engine.Said("lindrigt skadad") // the rules' lindrig skada
	}
	return status
}

func (r *Ruleset) gamma(h *hjälte, d *Derived) {
	g := h.state("gamma")
	d.Gamma = GammaView{Value: g, Sickness: h.strålning().String(), Next: gammaOdds(g)}
	d.Add(engine.Value{ID: "gamma", Group: groupRadiation, Abbr: "Gamma", Label: "Gammavärde", Text: strconv.Itoa(g), Detail: h.strålning().Text(),
		Odds: gammaTextOf(g),
		Why:  engine.Say("varje scen gammavärdet ökar slås 2T6 + gammavärdet; sänks bara med medlab, medicin och ett utmanande slag (normalt i avancerat medlab)")})
}

// gammaCache holds the odds of the next radiation roll per gammavärde, and gammaWords their
// text per gammavärde and language: counted once each, as Derive asks on every keystroke.
var (
	gammaCache = memo.New[int, []Band](gammaValues)
	gammaWords = memo.New[gammaKey, string](2 * gammaValues)
)

// gammaValues is how many gammavärden give different odds: 2T6 + a gammavärde of −2 or less
// is never above 10, of 24 or more always 26 or more, and the values between give every
// answer.
const gammaValues = 27

type gammaKey struct {
	g       int
	english bool
}

// gammaOdds is the chance of each band of the next radiation roll at gammavärde g.
func gammaOdds(g int) []Band {
	g = min(max(g, -2), 24)
	return gammaCache.Get(g, func() []Band {
		var bands []Band
		for i, p := range Strålningsodds(g) {
			f, _ := p.Float64()
			bands = append(bands, Band{Strålningssjuka(i).String(), f})
		}
		return bands
	})
}

// gammaTextOf is gammaText as a Text, one per gammavärde that words differently, made once.
func gammaTextOf(g int) engine.Text {
	g = min(max(g, -2), 24) // as gammaText holds it
	return gammaTexts.Get(g, func() engine.Text { return func(words engine.Words) string { return gammaText(words, g) } })
}

var gammaTexts = memo.New[int, engine.Text](gammaValues)

// gammaText words the odds of the next radiation roll at gammavärde g.
func gammaText(words engine.Words, g int) string {
	g = min(max(g, -2), 24)
	return gammaWords.Get(gammaKey{g, words.English()}, func() string {
		var parts []string
		for i, b := range gammaOdds(g) {
			if b.P > 0 {
				parts = append(parts, fmt.Sprintf("%s %s", Strålningssjuka(i).In(words), engine.Percent(b.P)))
			}
		}
		return words.F("nästa dubbelslag: %s", strings.Join(parts, " · "))
	})
}

func (r *Ruleset) experience(h *hjälte, d *Derived) {
	next := NästaÖde(h.öde)
	d.Erfarenhet = ErfView{Gathered: h.state("erf"), NextÖde: next, Unspent: h.state("erf_kvar"), PerFvStep: FvSteg}
	unspent := d.Erfarenhet.Unspent
	d.Add(engine.Value{ID: "erfarenhet", Group: groupGrowth, Abbr: "Erf", Label: "Nästa öde", Text: strconv.Itoa(d.Erfarenhet.Gathered) + " / " + strconv.Itoa(next) + " erf",
		Detail: func(words engine.Words) string { return words.F("%d att spendera", unspent) }, Why: func(words engine.Words) string {
			return words.F("öde %d kräver (öde + 1) × 5 = %d erf; erf förbrukas inte av ödet. fv-steg %d erf, ny fördel 4/8/12 erf, en nivå till 4 erf", h.öde+1, next, FvSteg)
		}})
	if d.Erfarenhet.Gathered >= next {
		d.Problemf(engine.Warning, "state.erf", "%d erf räcker till öde %d", d.Erfarenhet.Gathered, h.öde+1)
	}
}
