package framgangsslag

import (
	"fmt"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

func (r *Ruleset) skillName(s sheet.Skill) string {
	if name, ok := r.t.skillByID[s.ID]; ok {
		return name
	}
	if s.Name != "" {
		return s.Name
	}
	return s.ID
}

func (r *Ruleset) knownSkill(id string) bool {
	_, ok := r.t.skillByID[id]
	return ok
}

// skillBonus is what the character's skill id (or of that name) adds: "[2 ifall man har rätt
// Grundfärdighet]". A skill's value in the document is that bonus.
func (r *Ruleset) skillBonus(c *sheet.Character, id string) int {
	name := r.t.skillByID[id]
	for _, s := range c.Skills {
		if s.ID == id || (s.ID == "" && strings.EqualFold(s.Name, name)) {
			return max(engine.Sane(s.Value), 0)
		}
	}
	return 0
}

// basis is what a base of a roll is: its kind, and a weapon's stridsvärde.
type basis struct {
	kind  string
	bonus int
}

// The kinds of bases.
const (
	grundegenskap  = "grundegenskap"
	närstridsvapen = "narstrid"
	avståndsvapen  = "avstand"
	obeväpnat      = "obevapnad"
	motstånd       = "mv"
)

// basisWhy explains every base's value and odds, an attribute's and an attack's alike.
var basisWhy = engine.Say("FV eller MV: grundegenskap + Grundfärdighet + vapen; odds vid SV 0 utan motstånd")

// bases are what a roll of c may start from: each attribute, and the attacks and defences
// its skills and weapons make. A horde's Kamp carries its Antalsbonus.
func (r *Ruleset) bases(c *sheet.Character, a map[string]int, d *Derived) {
	kam := a["kam"] + d.Horde.KAM
	for _, def := range r.t.Attributes {
		if def.ID == "sto" {
			continue
		}
		v := a[def.ID]
		if def.ID == "kam" {
			v = kam
		}
		d.Bases = append(d.Bases, engine.Level{Name: def.Label, Value: v})
		d.basis = append(d.basis, basis{kind: grundegenskap})
		// "FV = [Grundegenskap] + [2 ifall man har rätt Grundfärdighet] …": an attribute is rolled on its own,
		// at SV 0 against no opponent, as the table view's ▶ does.
		d.Sheet.Attribute(def.ID, &engine.Value{ID: "slag." + def.ID, Label: def.Label, Text: fmt.Sprint(v), Odds: sheetOdds(v),
			Why: basisWhy}, nil)
	}
	närkamp, skarpskytt := r.skillBonus(c, "narkamp"), r.skillBonus(c, "skarpskytt")
	best := 0
	for _, w := range c.Weapons {
		name := w.Name
		if name == "" {
			name = w.ID
		}
		bonus := engine.Sane(members.Bonus.Get(w.Members))
		if w.Type == "avstand" {
			d.Bases = append(d.Bases, engine.Level{Name: "Avståndsanfall med " + name, Value: a["pri"] + skarpskytt + bonus,
				Worded: engine.Sayf("Avståndsanfall med %s", name)})
			d.basis = append(d.basis, basis{kind: avståndsvapen, bonus: bonus})
			continue
		}
		best = max(best, bonus)
		d.Bases = append(d.Bases, engine.Level{Name: "Närstridsanfall med " + name, Value: kam + närkamp + bonus,
			Worded: engine.Sayf("Närstridsanfall med %s", name)})
		d.basis = append(d.basis, basis{kind: närstridsvapen, bonus: bonus})
	}
	// "Obeväpnade Närstridsanfall får … inget stridsvärde från Utrustning": bare hands, which
	// Greppa rolls ("Slag: Obeväpnat Närstridsanfall +2").
	d.Bases = append(d.Bases, engine.Level{Name: "Obeväpnat Närstridsanfall", Value: kam + närkamp, Worded: engine.Say("Obeväpnat Närstridsanfall")})
	d.basis = append(d.basis, basis{kind: obeväpnat})
	// "MV: Kamp + Närkamp + Vapen", "MV: Kamp", "MV mot Avståndsanfall: Kamp + 2".
	d.Bases = append(d.Bases,
		engine.Level{Name: "Gard (MV)", Value: kam + närkamp + best},
		engine.Level{Name: "Ducka (MV)", Value: kam},
		engine.Level{Name: "Slänga sig undan mot avstånd (MV)", Value: kam + 2, Worded: engine.Say("Slänga sig undan mot avstånd (MV)")},
		engine.Level{Name: "Slänga sig undan mot närstrid (MV)", Value: kam + närkamp + best + 2, Worded: engine.Say("Slänga sig undan mot närstrid (MV)")},
	)
	for len(d.basis) < len(d.Bases) {
		d.basis = append(d.basis, basis{kind: motstånd})
	}
	for i, b := range d.Bases {
		if i < len(r.t.Attributes)-1 {
			continue // the attributes are on the sheet already
		}
		// An NPC block gives what a fight takes: the attacks with weapons, and the defences'
		// MV (Gard, Ducka, Slänga sig undan).
		kind := d.basis[i].kind
		block := kind == närstridsvapen || kind == avståndsvapen || kind == motstånd
		// The weapons' attacks roll as the weapons' rows do; the rest on their own.
		var rolls *engine.What
		if kind == obeväpnat || kind == motstånd {
			rolls = &engine.What{Kind: engine.AttributeRoll, Name: b.Name}
		}
		d.Add(engine.Value{ID: fmt.Sprintf("bas.%d", i), Group: groupRolls, Block: block, Rolls: rolls,
			Label: b.Name, LabelWorded: b.Worded, Text: fmt.Sprint(b.Value), Odds: sheetOdds(b.Value),
			Why: basisWhy})
	}
}

// Text is the odds as the sheet shows them, best level first.
func (o Odds) Text() string {
	parts := make([]string, 0, 5)
	for i := len(o.Nivå) - 1; i >= 0; i-- {
		f, _ := o.Nivå[i].Float64()
		parts = append(parts, Nivå(i).String()+" "+engine.Percent(f))
	}
	return strings.Join(parts, " · ")
}
