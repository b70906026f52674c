package framgangsslag

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

var _ engine.Forms = (*Ruleset)(nil)

// MatrixChoices are the parts a matrix roll is built from.
type MatrixChoices struct {
	Bases         []engine.Level     // the values a roll starts from: attributes, and the character's attacks and defences
	Situations    []engine.Level     // the situation table, easiest first
	Circumstances []engine.Level     // what may apply at once, each adding to the roll
	Actions       []engine.Reference // the action catalogue

	basis []basis // what each of Bases is
	d     *Derived
}

// MatrixRoll is one matrix roll set up.
type MatrixRoll struct {
	Base     int // index into MatrixChoices.Bases
	Kit      int // a tool kit's bonus, 0–5
	TakeTime bool
	SV, MV   int
	Fördel   int  // negative for Nackdel
	Risky    bool // a risky roll: an accident on an Utfall divisible by 3
	Action   string
	Mod      int
	// Circumstances are names of MatrixChoices.Circumstances that apply.
	Circumstances []string
}

// MatrixChoices lists the bases of c's rolls, the general situation table and the action
// catalogue.
func (r *Ruleset) MatrixChoices(c *sheet.Character) MatrixChoices {
	d := r.Derive(c).(*Derived)
	out := MatrixChoices{Bases: d.Bases, Situations: r.t.Situation, basis: d.basis, d: d}
	for _, h := range r.t.Handlingar {
		out.Actions = append(out.Actions, engine.Reference{ID: h.ID, Name: h.Name, Summary: summary(h), Lines: details(h)})
	}
	return out
}

// summary is an action's cost and keywords: "2 Handlingspoäng · Utmattning 2".
func summary(h Handling) string {
	parts := []string{h.HP + " Handlingspoäng"}
	if h.Snabb {
		parts = append(parts, "Snabb handling")
	}
	if h.Reaktiv {
		parts = append(parts, "Reaktiv handling")
	}
	if h.Utmattning != "" {
		parts = append(parts, "Utmattning "+h.Utmattning)
	}
	return strings.Join(parts, " · ")
}

func details(h Handling) []string {
	var out []string
	for _, f := range []struct{ label, value string }{{"Slag", h.Slag}, {"MV", h.MV}, {"Motståndshandlingar", h.Mot}, {"Vanliga Komplikationer", h.Komplikationer}} {
		if f.value != "" {
			out = append(out, f.label+": "+f.value)
		}
	}
	return append(out, h.Effekter...)
}

// setup checks m against c's choices and sums FV and SV.
func (r *Ruleset) setup(c *sheet.Character, m MatrixRoll) (fv, sv int, why []engine.Text, err error) {
	choices := r.MatrixChoices(c)
	if err := checkMatrix(m, len(choices.Bases)); err != nil {
		return 0, 0, nil, err
	}
	// A base holds its attribute with the Grundfärdighet and the weapon already.
	base := choices.Bases[m.Base]
	fv, sv = FV(base.Value, false, m.Kit, m.TakeTime), m.SV
	why = append(why, func(words engine.Words) string { return base.NameIn(words) + " " + strconv.Itoa(base.Value) })
	if kit := m.Kit; kit > 0 {
		why = append(why, func(words engine.Words) string { return words.F("redskapspaket +%d", kit) })
	}
	if m.TakeTime {
		why = append(why, engine.Say("tar sin tid +2"))
	}
	if m.Action != "" {
		dfv, dsv, more, err := r.action(c, m, choices)
		if err != nil {
			return 0, 0, nil, err
		}
		fv, sv, why = fv+dfv, sv+dsv, append(why, more...)
	}
	if d := r.Derive(c).(*Derived); Greppad(state(c, "greppning"), d.Hälsa) {
		sv += GreppadSV
		why = append(why, engine.Say("Greppad: −3 SV"))
	}
	if m.Mod != 0 {
		fv += m.Mod
		mod := signed(m.Mod)
		why = append(why, func(words engine.Words) string { return words.F("%s angivet", mod) })
	}
	return fv, sv, why, nil
}

// checkMatrix checks every number of m before one is added to another: the base among bases,
// SV, MV, the modification, the kit and the fördel.
func checkMatrix(m MatrixRoll, bases int) error {
	if m.Base < 0 || m.Base >= bases {
		return engine.Errorf("välj vad slaget utgår från")
	}
	// Every number is checked before it is added to another.
	for _, n := range []struct {
		label engine.Text
		v     int
		r     engine.Range
	}{{engine.Said("SV"), m.SV, svRange}, {engine.Said("MV"), m.MV, mvRange}, {engine.Say("modifikation"), m.Mod, engine.ModRange}} {
		if err := engine.RangeError(n.label, n.v, n.r); err != nil {
			return err
		}
	}
	if m.Kit < 0 || m.Kit > 5 {
		return engine.Errorf("redskapspaket %d: ger 0 till 5", m.Kit)
	}
	if err := CheckSV(m.SV); err != nil {
		return err
	}
	if m.Fördel < -MaxFördel || m.Fördel > MaxFördel {
		return engine.Errorf("fördel %d: från −%d till %d", m.Fördel, MaxFördel, MaxFördel)
	}
	return nil
}

// action is what the Handling m names adds to the roll's FV and SV, and why.
func (r *Ruleset) action(c *sheet.Character, m MatrixRoll, choices MatrixChoices) (fv, sv int, why []engine.Text, err error) {
	i := -1
	for j, h := range r.t.Handlingar {
		if h.ID == m.Action {
			i = j
		}
	}
	if i < 0 {
		return 0, 0, nil, engine.Errorf("okänd handling %q", m.Action)
	}
	h := r.t.Handlingar[i]
	// "Huruvida man Tar sin tid eller inte måste bestämmas innan slaget slås", and some
	// tables cannot take it at all.
	if t := tabell(h); m.TakeTime && !r.t.KanTaSinTid(t) {
		return 0, 0, nil, engine.Errorf("%s: %s kan inte Ta sin tid, Framgångsslaget avgör hur lång tid det tar", h.Name, t)
	}
	kasta, err := r.passar(c, h, choices, m.Base)
	if err != nil {
		return 0, 0, nil, err
	}
	if kasta != 0 {
		fv += kasta
		why = append(why, engine.Sayf("Kasta: Kamp i stället för Pricksäkerhet %s", signed(kasta)))
	}
	fv += h.FV
	sv += h.SV
	if h.FV != 0 {
		why = append(why, engine.Said(h.Name+" "+signed(h.FV)))
	}
	if h.SV != 0 {
		why = append(why, engine.Said(h.Name+" SV "+signed(h.SV)))
	}
	return fv, sv, why, nil
}

// tabell is the Framgångstabell an action is rolled on: its "Slag:", or for a Förflyttning
// Rörlighet, whose rules "används vare sig man Simmar, klättrar, rider eller färdas till fots".
func tabell(h Handling) string {
	if h.Slag == "" && h.Kategori == "forflyttning" {
		return "Rörlighet"
	}
	return h.Slag
}

// passar checks that action h can be rolled from base i, as its "Slag:" says: a
// Närstridsanfall from a melee weapon or bare hands, an Avståndsanfall from a ranged weapon,
// Greppa's "Obeväpnat Närstridsanfall" from bare hands only, and Kasta from any weapon, "men
// slås bara med Kamp istället för Pricksäkerhet". It returns what Kasta changes in the FV.
func (r *Ruleset) passar(c *sheet.Character, h Handling, choices MatrixChoices, i int) (int, error) {
	b := choices.basis[i]
	switch {
	case h.ID == "kasta":
		if b.kind != närstridsvapen && b.kind != avståndsvapen {
			return 0, engine.Errorf("%s: välj ett vapen att kasta", h.Name)
		}
		// The base's value is the weapon's attack; a throw is Kamp + Skarpskytt + the weapon.
		d := choices.d
		return d.Attributes["kam"] + d.Horde.KAM + r.skillBonus(c, "skarpskytt") + b.bonus - choices.Bases[i].Value, nil
	case h.Slag == "Obeväpnat Närstridsanfall" && b.kind != obeväpnat:
		return 0, engine.Errorf("%s slås som ett Obeväpnat Närstridsanfall: utan vapnets stridsvärde", h.Name)
	case h.Slag == "Närstridsanfall" && b.kind != närstridsvapen && b.kind != obeväpnat:
		return 0, engine.Errorf("%s slås som ett Närstridsanfall: välj ett närstridsvapen eller obeväpnat", h.Name)
	case h.Slag == "Avståndsanfall" && b.kind != avståndsvapen:
		return 0, engine.Errorf("%s slås som ett Avståndsanfall: välj ett avståndsvapen", h.Name)
	}
	return 0, nil
}

// MatrixOdds is the exact odds of the roll m sets up.
func (r *Ruleset) MatrixOdds(c *sheet.Character, m MatrixRoll) (engine.Text, error) {
	fv, sv, why, err := r.setup(c, m)
	if err != nil {
		return nil, err
	}
	o, err := Oddsen(fv, sv, m.MV, m.Fördel)
	if err != nil {
		return nil, err
	}
	return func(words engine.Words) string {
		parts := make([]string, len(why))
		for i, w := range why {
			parts[i] = w.In(words)
		}
		line := fmt.Sprintf("2T8 + FV %d (%s) + SV %s − MV %d%s: %s", fv, strings.Join(parts, ", "), signed(sv), m.MV, fördelText(m.Fördel), o.Text())
		if m.Risky {
			f, _ := o.Olycka.Float64()
			line += words.F(" · olycka %s", engine.Percent(f))
		}
		return line
	}, nil
}

func fördelText(f int) string {
	switch {
	case f > 0:
		return fmt.Sprintf(", Fördel %d", f)
	case f < 0:
		return fmt.Sprintf(", Nackdel %d", -f)
	}
	return ""
}

// RollMatrix rolls m: 2 + |Fördel| T8, the two that count kept, and the level read off.
func (r *Ruleset) RollMatrix(c *sheet.Character, m MatrixRoll, rng *rand.Rand) (engine.RollResult, error) {
	fv, sv, why, err := r.setup(c, m)
	if err != nil {
		return engine.RollResult{}, err
	}
	odds, _ := r.MatrixOdds(c, m)
	n := 2 + max(m.Fördel, -m.Fördel)
	faces := make([]int, n)
	for i := range faces {
		faces[i] = rng.IntN(8) + 1
	}
	t8 := Slag(faces, m.Fördel)
	u := Utfall(t8, fv, sv, m.MV)
	res := engine.RollResult{Value: fv, Mod: sv - m.MV, Effective: fv + sv - m.MV,
		Dice: strconv.Itoa(n) + "T8", Faces: faces, Counted: u}
	res.SetOdds(odds)
	res.SetWhat(r.MatrixChoices(c).Bases[m.Base].Text())
	res.AddDetail(why...)
	res.Outcome = fmt.Sprintf("Utfall %d: %s (%s)", u, NivåAv(u).Namn(), NivåAv(u))
	if m.Risky && Olycka(u) {
		res.AddDetail(engine.Say("Olycka: Utfallet är delbart med 3"))
	}
	if more, err := Komplikation(u, c.NPC, m.Risky); err == nil && NivåAv(more) != NivåAv(u) {
		res.AddDetail(engine.Sayf("en Komplikation ger %s", NivåAv(more).Namn()))
	}
	return res, nil
}
