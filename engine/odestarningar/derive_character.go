package odestarningar

import (
	"fmt"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/memo"
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
		field := engine.RowID("traits.", i)
		def, known := r.t.trait(t.ID)
		name := r.traitName(t.ID, t.Name)
		switch {
		case t.ID != "" && !known:
			d.Problem(engine.Error, field, fmt.Sprintf("okänd för- eller nackdel %q", t.ID))
			continue
		case !known && t.Kind != Fördel && t.Kind != Nackdel:
			d.Problem(engine.Error, field, fmt.Sprintf("%s: ange om det är en fördel eller en nackdel", nameOr(name)))
			continue
		case !traitLevel.Has(t.Level):
			d.Problem(engine.Error, field, fmt.Sprintf("%s: nivå %d, ska vara 1 (begränsad), 2 (måttlig) eller 3 (utomordentlig)", nameOr(name), t.Level))
		case known && def.FixedLevel > 0 && t.Level != 0 && t.Level != def.FixedLevel:
			d.Problem(engine.Error, field, fmt.Sprintf("%s finns bara som %s", name, levelNames[def.FixedLevel]))
		}
		if known && def.Skill && t.Skill == "" {
			d.Problem(engine.Warning, field, name+": ange vilken färdighet den gäller")
		}
		kind, level := r.traitKind(t), r.traitLevel(t)
		cost := Fördelskostnad(kind, level, t.Background)
		label := name
		if t.Skill != "" {
			label += " (" + t.Skill + ")"
		}
		sp := fmt.Sprintf("%d sp", cost)
		if kind == Nackdel {
			sp = fmt.Sprintf("ger %d sp", cost)
		}
		engine.Row(&d.Sheet.Traits, i, engine.Value{ID: field, Group: groupTraits, Abbr: kindAbbr(kind), Label: label,
			Text: levelNames[level], Detail: sp, Why: func(words engine.Words) string {
				var about string
				if known {
					about = strings.TrimSuffix(def.About, ".") + "; "
				}
				where := "i bakgrund eller koncept"
				if !t.Background {
					where = "utanför bakgrund och koncept"
				}
				return about + words.F("%s %s %s: %s", levelNames[level], map[string]string{Fördel: "fördel", Nackdel: "nackdel"}[kind], where, sp)
			}})
	}
	if len(h.c.Drives) > MaxDrivkrafter {
		d.Problem(engine.Error, "drives", fmt.Sprintf("%d drivkrafter: en hjälte har högst %d åt gången", len(h.c.Drives), MaxDrivkrafter))
	}
	for i, dr := range h.c.Drives {
		if strings.TrimSpace(dr) == "" {
			d.Problem(engine.Warning, fmt.Sprintf("drives.%d", i), "drivkraft utan namn")
		}
	}
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
	budget := engine.Value{ID: "skapelsepoang", Group: groupGrowth, Abbr: "SP", Label: "Skapelsepoäng", Text: fmt.Sprintf("%d / %d", b.Spent(), b.Total),
		Detail: fmt.Sprintf("%d kvar", b.Left()), Why: func(words engine.Words) string {
			return words.F("10 × öde %d = %d sp; %s", h.öde, b.Total, b)
		}}
	d.Add(budget)
	d.Sheet.Budget = &budget
	if b.Left() < 0 {
		d.Problem(severity, "skapelsepoang", fmt.Sprintf("skapelsepoäng: %d sp använda av %d, %d för mycket", b.Spent(), b.Total, -b.Left()))
	}
	fördelar := 0
	for _, t := range h.c.Traits {
		if r.traitKind(t) == Fördel {
			fördelar++
		}
	}
	if fördelar > MaxFördelar {
		d.Problem(severity, "traits", fmt.Sprintf("%d fördelar: högst %d får köpas från start", fördelar, MaxFördelar))
	}
	if b.Nackdelar > b.Fördelar {
		d.Problem(severity, "traits", fmt.Sprintf("nackdelarna ger %d sp, mer än fördelarna kostar (%d sp)", b.Nackdelar, b.Fördelar))
	}
}

// condition shows the wounds and what they leave the character able to do.
func (r *Ruleset) condition(h *hjälte, d *Derived) {
	worst := IngenEffekt
	var bleeding []string
	for i, w := range h.c.Wounds {
		g := GradAv(w.Damage)
		worst = max(worst, g)
		bleeds := Blöder(g, w.Type) && !w.Stanched && !w.Fatal
		d.Wounds = append(d.Wounds, WoundView{Damage: w.Damage, Grad: g.String(), Dice: w.Dice, Bleeding: bleeds})
		field := fmt.Sprintf("wounds.%d", i)
		if w.Dice < 0 {
			d.Problem(engine.Error, field, fmt.Sprintf("sår %d håller %d ödestärningar: kan inte vara negativt", i+1, w.Dice))
		} else {
			woundDice.Flag(&d.Derived, field, fmt.Sprintf("sår %d", i+1), w.Dice)
		}
		if !woundDamage.Has(w.Damage) || !woundRounds.Has(w.Rounds) {
			woundDamage.Flag(&d.Derived, field, fmt.Sprintf("sår %d", i+1), w.Damage)
			woundRounds.Flag(&d.Derived, field, fmt.Sprintf("sår %d", i+1), w.Rounds)
		}
		if bleeds {
			bleeding = append(bleeding, fmt.Sprintf("sår %d (%s, %d sr): stoppas med %d+", i+1, g, w.Rounds, Stoppa(g)))
		}
	}
	status := "oskadd"
	switch {
	case h.död:
		status = "död"
	case worst == Dödlig:
		status = "dödligt skadad: kan inte röra sig"
	case h.kvar == 0:
		status = "utslagen: kan inte handla förrän en ödestärning återhämtats"
	case worst == Svår:
		status = "svårt skadad: kan bara krypa"
	case worst == Lindrig:
		status = "lindrigt skadad"
	}
	d.Condition = status
	d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.status", Group: groupState, Label: "Tillstånd", Text: status,
		Why: func(words engine.Words) string {
			return words.F("%d av %d ödestärningar kvar", h.kvar, max(h.öde, 0))
		}})
	if len(h.c.Wounds) > 0 {
		status := d.Sheet.State[len(d.Sheet.State)-1]
		d.Sheet.Status = &status
	}
	if len(bleeding) > 0 {
		d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.bleeding", Group: groupState, Label: "Blöder", Text: strconv.Itoa(len(bleeding)),
			Why: engine.Say("varje sr slås en tärning; lika med eller under antalet sr sedan skadan: " + strings.Join(bleeding, "; "))})
	}
	if s := h.strålning(); s != IngenStrålning {
		d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.stralning", Group: groupState, Label: "Strålningssjuka", Text: s.String(),
			Why: func(words engine.Words) string {
				why := words.F("tar %d ödestärningar", s.Förlust(max(h.öde, 0)))
				if s >= Strålningssjuk {
					why += "; orkar inte sprinta"
				}
				if s >= KritisktStrålningssjuk {
					why += "; orkar bara krypa"
				}
				return why
			}})
	}
}

func (r *Ruleset) gamma(h *hjälte, d *Derived) {
	g := h.state("gamma")
	next := gammaOdds(g)
	d.Gamma = GammaView{Value: g, Sickness: h.strålning().String(), Next: next.bands}
	d.Add(engine.Value{ID: "gamma", Group: groupRadiation, Abbr: "Gamma", Label: "Gammavärde", Text: strconv.Itoa(g), Detail: h.strålning().String(),
		Odds: engine.Said(next.text),
		Why:  engine.Say("varje scen gammavärdet ökar slås 2T6 + gammavärdet; sänks bara med medlab, medicin och ett utmanande slag (normalt i avancerat medlab)")})
}

// gammaNext is the odds of the next radiation roll at a gammavärde, as numbers and as text.
type gammaNext struct {
	bands []Band
	text  string
}

// gammaCache holds gammaNext per gammavärde: counted once each, as Derive asks on every
// keystroke.
var gammaCache = memo.New[int, gammaNext](27)

func gammaOdds(g int) gammaNext {
	// 2T6 + a gammavärde of −2 or less is never above 10, of 24 or more always 26 or more: the
	// values between give every answer, and keep the cache to 27 of them.
	g = min(max(g, -2), 24)
	return gammaCache.Get(g, func() gammaNext { return countGammaOdds(g) })
}

func countGammaOdds(g int) gammaNext {
	var n gammaNext
	var parts []string
	for i, p := range Strålningsodds(g) {
		f, _ := p.Float64()
		n.bands = append(n.bands, Band{Strålningssjuka(i).String(), f})
		if f > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", Strålningssjuka(i), engine.Percent(f)))
		}
	}
	n.text = "nästa dubbelslag: " + strings.Join(parts, " · ")
	return n
}

func (r *Ruleset) experience(h *hjälte, d *Derived) {
	next := NästaÖde(h.öde)
	d.Erfarenhet = ErfView{Gathered: h.state("erf"), NextÖde: next, Unspent: h.state("erf_kvar"), PerFvStep: FvSteg}
	d.Add(engine.Value{ID: "erfarenhet", Group: groupGrowth, Abbr: "Erf", Label: "Nästa öde", Text: fmt.Sprintf("%d / %d erf", d.Erfarenhet.Gathered, next),
		Detail: fmt.Sprintf("%d att spendera", d.Erfarenhet.Unspent), Why: func(words engine.Words) string {
			return words.F("öde %d kräver (öde + 1) × 5 = %d erf; erf förbrukas inte av ödet. fv-steg %d erf, ny fördel 4/8/12 erf, en nivå till 4 erf", h.öde+1, next, FvSteg)
		}})
	if d.Erfarenhet.Gathered >= next {
		d.Problem(engine.Warning, "state.erf", fmt.Sprintf("%d erf räcker till öde %d", d.Erfarenhet.Gathered, h.öde+1))
	}
}
