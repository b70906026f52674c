package odestarningar

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/engine/memo"
	"rollformular/sheet"
)

// Groups of derived values, as the sheet titles them.
const (
	groupSkills  = "Färdigheter"
	groupWeapons = "Vapen"
	groupTraits  = "Fördelar och nackdelar"
	groupGear    = "Belastning"
	groupState   = "Tillstånd"
	// groupGrowth is the creation points and the experience.
	groupGrowth    = "Skapelse och erfarenhet"
	groupRadiation = "Strålning"
)

// Derived is everything the rules compute from a character. It encodes to what `rollformular
// derive` prints, with every explanation under "explanations".
type Derived struct {
	Öde int `json:"ode"`
	// Tärningar is the öde dice left after wounds, radiation and a failed Utmana ödet.
	Tärningar int `json:"tarningar"`
	// IStrid is the öde dice in combat, with Stridslysten; DennaSr those not used this round.
	IStrid        int          `json:"i_strid"`
	DennaSr       int          `json:"denna_sr"`
	Skapelsepoäng BudgetView   `json:"skapelsepoang"`
	Belastning    LoadView     `json:"belastning"`
	Skydd         int          `json:"skydd"`
	Beg           int          `json:"beg"`
	Förflyttning  int          `json:"forflyttning"` // meters per movement action
	Initiativ     int          `json:"initiativ"`    // added to the initiative roll
	ÖdesslagMod   int          `json:"odesslag_mod"`
	UtmanaKvar    int          `json:"utmana_kvar"` // Utmana ödet left this session
	Gamma         GammaView    `json:"gamma"`
	Erfarenhet    ErfView      `json:"erfarenhet"`
	Skills        []SkillView  `json:"skills"`
	Weapons       []WeaponView `json:"weapons"`
	Wounds        []WoundView  `json:"wounds"`
	Condition     string       `json:"condition"`
	engine.Derived
}

// BudgetView is the creation points with what is left.
type BudgetView struct {
	Budget
	Spent int `json:"spent"`
	Left  int `json:"left"`
}

// LoadView is the load carried and what it costs.
type LoadView struct {
	Boxes    float64 `json:"boxes"`
	Capacity int     `json:"capacity"`
	Penalty  int     `json:"penalty"` // on manöver, rörlighet and spaning
	Sprint   bool    `json:"sprint"`  // whether the character may still sprint
	Run      bool    `json:"run"`     // whether the character may still run
}

// GammaView is the gammavärde and the odds of the next radiation roll.
type GammaView struct {
	Value    int    `json:"value"`
	Sickness string `json:"sickness"`
	// Next is the chance of each band for the next dubbelslag, mildest first.
	Next []Band `json:"next"`
}

// Band is one band of a table with its chance.
type Band struct {
	Name string  `json:"name"`
	P    float64 `json:"p"`
}

// ErfView is the experience: what the next öde takes, and the costs of raising.
type ErfView struct {
	Gathered  int `json:"gathered"`
	NextÖde   int `json:"next_ode"`
	Unspent   int `json:"unspent"`
	PerFvStep int `json:"per_fv_step"`
}

// SkillView is a skill as the sheet shows it.
type SkillView struct {
	Name   string  `json:"name"`
	Fv     int     `json:"fv"`
	Max    int     `json:"max"`
	Spent  int     `json:"spent"`
	Left   int     `json:"left"`
	Cost   int     `json:"cost"`   // in creation points
	Mod    int     `json:"mod"`    // from traits, armor and load
	Chance float64 `json:"chance"` // all öde and skill dice left against normalt (5)
}

// WeaponView is a weapon as the sheet shows it.
type WeaponView struct {
	ID     string  `json:"id"`
	Name   string  `json:"name"`
	Damage int     `json:"damage"`
	Kind   string  `json:"kind"`
	Boxes  float64 `json:"boxes"`
	Skill  string  `json:"skill"`
}

// WoundView is a wound with its band and whether it bleeds.
type WoundView struct {
	Damage   int    `json:"damage"`
	Grad     string `json:"grad"`
	Dice     int    `json:"dice"`
	Bleeding bool   `json:"bleeding"`
}

// Derive computes every derived value of c, each with its explanation, and the problems.
//
// It runs on every keystroke, so the values' texts are put together with strconv rather than
// fmt, texts that depend only on a number are kept per number (engine/memo), and an
// explanation keeps the few things it words rather than copies of the document's rows.
func (r *Ruleset) Derive(c *sheet.Character) engine.View {
	// Room for every main value (ödestärningar, denna sr, ödesslag, initiativ, utmana, skydd,
	// beg, bärförmåga, belastning, förflyttning, skapelsepoäng, gamma, erfarenhet), so adding
	// them never grows the list; the rows of the document's lists have theirs already.
	d := &Derived{Derived: engine.NewDerived(c, 13), Skills: make([]SkillView, 0, len(c.Skills)),
		Weapons: make([]WeaponView, 0, len(c.Weapons)), Wounds: make([]WoundView, 0, len(c.Wounds))}
	d.CheckColumns(c, columns)
	d.Begin(c, &r.desc)
	h := r.hjälte(c)
	d.Öde = h.öde
	if v, ok := c.Attribute(Öde); ok {
		d.Öde = v // as the document has it; the rules count with it held at ±engine.Far
	}
	a := r.t.attributes[0]
	a.Flag(&d.Derived, d.Öde)
	r.checkTrackers(c, d)

	r.dice(h, d)
	r.armor(h, d)
	load := r.load(h, d)
	r.movement(h, load, d)
	r.traits(h, d)
	r.skills(h, load, d)
	r.weapons(h, d)
	r.creation(h, d)
	r.condition(h, d)
	r.gamma(h, d)
	r.experience(h, d)

	d.Sheet.Pool = d.pool()
	d.Sheet.Ranges = r.ranges(c)
	d.Sheet.Wounds = engine.WoundRows(&r.desc, c, func(_ int, w sheet.Wound) []engine.Text {
		if n := members.Dice.Get(w.Members); n > 0 {
			return []engine.Text{holds(n)}
		}
		return nil
	})
	d.Finish()
	return d
}

// holds words the öde dice a wound holds: "håller 2 tärningar". One Text per number a wound
// may hold is kept, as Derive asks for one per wound on every keystroke.
func holds(n int) engine.Text {
	make := func() engine.Text {
		return func(words engine.Words) string { return words.F("håller %d tärningar", n) }
	}
	if !woundDice.Has(n) {
		return make() // out of range and flagged: not kept
	}
	return holdsTexts.Get(n, make)
}

var holdsTexts = memo.New[int, engine.Text](woundDice.Max - woundDice.Min + 1)

// poolLabel names the character's own dice.
const poolLabel = "Ödestärningar"

func (r *Ruleset) checkTrackers(c *sheet.Character, d *Derived) {
	for _, t := range r.t.trackers {
		if v := c.State[t.ID]; v < t.Min || v > t.Max {
			d.Problemf(engine.Error, fieldpath.State(t.ID), "%s %d: ska vara från %d till %d", t.Label, v, t.Min, t.Max)
		}
	}
}

// dice shows the öde dice: what the character has, in combat, this round, for an ödesslag.
func (r *Ruleset) dice(h *hjälte, d *Derived) {
	d.Tärningar, d.IStrid, d.DennaSr = h.kvar, h.iStrid(), h.dennaSr()
	d.ÖdesslagMod = h.ödesslagMod()
	d.Add(engine.Value{ID: "tarningar", Abbr: "ÖT", Label: "Ödestärningar", Text: strconv.Itoa(h.kvar),
		Odds: poolOdds(h.kvar, 0), Why: func(words engine.Words) string {
			parts := []string{fmt.Sprintf("öde %d", h.öde)}
			if n := h.state("utmana_forlust"); n > 0 {
				parts = append(parts, words.F("− %d (utmanat ödet)", n))
			}
			for _, w := range h.c.Wounds {
				if members.Dice.Get(w.Members) > 0 {
					parts = append(parts, fmt.Sprintf("− %d (%s)", members.Dice.Get(w.Members), GradAv(w.Damage).In(words)))
				}
			}
			if n := h.strålning().Förlust(h.kropp); n > 0 {
				parts = append(parts, fmt.Sprintf("− %d (%s)", n, h.strålning().In(words)))
			}
			why := strings.Join(parts, " ") + " = " + strconv.Itoa(h.kvar)
			if h.död {
				why = words.F("död: inga tärningar")
			}
			return words.F("%s; varje handling kräver minst en ödestärning, och bara den högsta tärningen räknas", why)
		}})
	d.Add(engine.Value{ID: "denna_sr", Abbr: "Sr", Label: "Kvar denna sr", Text: strconv.Itoa(d.DennaSr),
		Why: func(words engine.Words) string {
			why := words.F("%d i strid − %d använda", d.IStrid, h.state("anvanda"))
			if d.IStrid > h.kvar {
				why = words.F("%s; Stridslysten ger en extra ödestärning i strid", why)
			}
			return words.F("%s; oanvända tärningar går förlorade när rundan slutar", why)
		}})
	d.Add(engine.Value{ID: "odesslag", Abbr: "Ödess", Label: "Ödesslag", Text: strconv.Itoa(max(h.öde, 0)) + " T6" + signed(d.ÖdesslagMod),
		Odds: poolOdds(max(h.öde, 0), d.ÖdesslagMod), Rolls: &engine.What{Name: "Öde"}, Why: engine.Say("även skadade slår med hela sitt öde; Tursam +1, Älskad av ödet +2, Otursförföljd −1, Avskydd av ödet −2")})
	d.Initiativ = h.initiativMod()
	d.Add(engine.Value{ID: "initiativ", Abbr: "Init", Label: "Initiativslag", Text: "öde" + signed(d.Initiativ),
		Why: engine.Say("slås med en eller flera ödestärningar i första sr, högst går först; Beslutsam +1, Tvehågsen −1")})
	d.UtmanaKvar = max(h.utmaningar()-h.state("utmana"), 0)
	kvar, most := d.UtmanaKvar, h.utmaningar()
	d.Add(engine.Value{ID: "utmana", Abbr: "Utm", Label: "Utmana ödet kvar", Text: strconv.Itoa(kvar) + " av " + strconv.Itoa(most),
		Worded: func(words engine.Words) string { return words.F("%d av %d", kvar, most) },
		Why:    engine.Say("slå om ett handlingsslag; misslyckas det nya slaget förloras en ödestärning till spelmötets slut")})
	if h.state("utmana") > h.utmaningar() {
		d.Problemf(engine.Error, "state.utmana", "ödet utmanat %d gånger: bara %d per spelmöte", h.state("utmana"), h.utmaningar())
	}
	if h.state("bon") > h.böner() {
		d.Problemf(engine.Error, "state.bon", "%d böner: bara %d per spelmöte", h.state("bon"), h.böner())
	}
}

// poolOdds is the chance of n dice plus mod against the middle difficulties; nil for no dice.
func poolOdds(n, mod int) engine.Text {
	if n < 1 {
		return nil
	}
	make := func() engine.Text { return func(words engine.Words) string { return middleOdds(words, n, mod) } }
	if n > MaxDice || !engine.ModRange.Has(mod) {
		return make() // out of range and flagged: not kept
	}
	// One Text per pool, made once: Derive asks for them on every keystroke.
	return poolOddsTexts.Get([2]int{n, mod}, make)
}

// poolOddsTexts keeps poolOdds per pool and modifier; the modifiers a sheet gives an öde pool
// are a few, so the bound is far above what sheets ask for.
var poolOddsTexts = memo.New[[2]int, engine.Text](1024)

// middleOdds words the chance of n dice plus mod against normalt (5) and svårt (7).
func middleOdds(words engine.Words, n, mod int) string {
	return words.F("normalt (5) %s · svårt (7) %s", engine.Percent(chans(n, 5, mod)), engine.Percent(chans(n, 7, mod)))
}

// signedNum is n with its sign and no space: "+1", "−2".
func signedNum(n int) string { return strings.TrimPrefix(signed(n), " ") }

func signed(n int) string {
	switch {
	case n > 0:
		return " +" + strconv.Itoa(n)
	case n < 0:
		return " −" + strconv.Itoa(-n)
	}
	return ""
}

// armor adds up skydd and beg of what is worn.
func (r *Ruleset) armor(h *hjälte, d *Derived) {
	var worn []*ArmorDef // written out only when shown: Derive runs on every keystroke
	for _, part := range slices.Sorted(maps.Keys(h.c.Armor)) {
		ids := h.c.Armor[part]
		if part != WholeBody {
			d.Problemf(engine.Error, fieldpath.Armor(part), "rustning på %q: i detta system bärs rustning på hela kroppen (%q)", part, WholeBody)
		}
		for _, id := range ids {
			a, ok := r.t.armorDef(id)
			if !ok {
				d.Problemf(engine.Error, fieldpath.Armor(part), "okänd rustning %q", id)
				continue
			}
			d.Skydd += a.Skydd
			d.Beg += a.Beg
			worn = append(worn, a)
		}
	}
	if len(worn) > 1 {
		d.Problemf(engine.Error, fieldpath.Armor(WholeBody), "bara en rustning åt gången: %s", armorNames(worn))
	}
	why := func(words engine.Words) string {
		if len(worn) == 0 {
			return words.F("ingen rustning")
		}
		return armorNames(worn)
	}
	skydd := engine.Value{ID: "skydd", Abbr: "Skydd", Label: "Skydd", Text: strconv.Itoa(d.Skydd), Why: func(words engine.Words) string {
		return words.F("%s; dras från skadeverkan", why(words))
	}}
	beg := engine.Value{ID: "beg", Abbr: "Beg", Label: "Begränsning", Text: strconv.Itoa(d.Beg), Why: func(words engine.Words) string {
		s := words.F("%s; avdrag på manöver, rörlighet och spaning", why(words))
		if d.Beg >= 1 {
			s = words.F("%s, och ingen sprint", s)
		}
		return s
	}}
	// Derived values of the character, and what the armor on the equipment tab gives.
	d.Add(skydd)
	d.Add(beg)
	d.Sheet.Armor = append(d.Sheet.Armor, skydd, beg)
}

// armorNames lists armors with what each gives: "Tung ordinär rustning (skydd 6, beg 2)".
func armorNames(worn []*ArmorDef) string {
	names := make([]string, len(worn))
	for i, a := range worn {
		names[i] = fmt.Sprintf("%s (skydd %d, beg %d)", a.Name, a.Skydd, a.Beg)
	}
	return strings.Join(names, ", ")
}

// pool is the öde dice for the dice tracker: those left, those ready this round, and those
// wounds, radiation and fate keep. It is what the sheet draws a box for, so it never goes past
// the most dice öde gives, however far out of range the document's öde is.
func (d *Derived) pool() *engine.Pool {
	pool := engine.Range{Min: 0, Max: MaxDice}
	have := pool.Clamp(d.Tärningar)
	lost := min(max(engine.Minus(d.Öde, d.Tärningar), 0), MaxDice-have)
	ready := min(pool.Clamp(d.DennaSr), have+1)
	return &engine.Pool{Label: poolLabel, Have: have, Ready: ready, Lost: lost, Note: func(words engine.Words) string {
		// Said in numbers, not by how a screen draws them: the paper crosses the dice held,
		// the editor leaves them empty.
		return words.F("%d kvar, %d redo denna sr, %d hålls av sår och ödet", have, ready, lost)
	}}
}
