package odestarningar

import (
	"fmt"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// load counts the boxes of the gear and the weapons carried; armor worn weighs nothing
// ("Rustningar som är i bruk väger inga rutor, de har i stället ett beg-värde").
func (r *Ruleset) load(h *hjälte, d *Derived) LoadView {
	lines := make([]gearLine, 0, len(h.c.Gear)+len(h.c.Weapons))
	var total float64
	for i, g := range h.c.Gear {
		if line, ok := r.gearRow(i, g, d); ok {
			total += line.boxes
			lines = append(lines, line)
		}
	}
	for _, w := range h.c.Weapons {
		boxes := engine.SaneFloat(members.Boxes.Get(w.Members))
		if def, ok := r.t.weapon(w.ID); ok {
			boxes = def.Boxes
		}
		if boxes > 0 {
			total += boxes
			lines = append(lines, gearLine{r.weaponName(w.ID, w.Name), 1, boxes})
		}
	}
	l := LoadView{Boxes: total, Capacity: Bärförmåga(h.has("stark"), h.has("svag"))}
	l.Penalty = Belastningsavdrag(total, l.Capacity)
	l.Sprint = l.Penalty == 0
	l.Run = total <= float64(3*l.Capacity)
	d.Belastning = l
	capacity := engine.Value{ID: "barformaga", Abbr: "Bärf", Label: "Bärförmåga", Text: strconv.Itoa(l.Capacity) + " br",
		Why: func(words engine.Words) string {
			return words.F("5 br + 2 per nivå Stark (%d) − 1 per nivå Svag (%d); lyfter högst %d br", h.has("stark"), h.has("svag"), 10*l.Capacity)
		}}
	carried := engine.Value{ID: "belastning", Abbr: "Bel", Label: "Belastning", Text: Rutor(total) + " av " + strconv.Itoa(l.Capacity) + " br",
		Worded: func(words engine.Words) string { return words.F("%s av %d br", Rutor(total), l.Capacity) },
		Detail: engine.Said(signed(-l.Penalty)), Why: func(words engine.Words) string {
			why := words.F("inget")
			if len(lines) > 0 {
				parts := make([]string, len(lines))
				for i, l := range lines {
					parts[i] = l.String()
				}
				why = strings.Join(parts, ", ")
			}
			switch {
			case !l.Run:
				why = words.F("%s; mer än tredubbla bärförmågan: kan bara gå, −%d på manöver, rörlighet och spaning", why, l.Penalty)
			case l.Penalty > 0:
				why = words.F("%s; över bärförmågan: ingen sprint, −%d på manöver, rörlighet och spaning (smyga, gömma sig)", why, l.Penalty)
			}
			return why
		}}
	d.Add(capacity)
	d.Add(carried)
	// The sheet's load boxes: never more than a hero lifts, which is as many boxes as the
	// sheet ever draws.
	d.Sheet.Load = &engine.Load{Capacity: capacity, Carried: carried, Boxes: min(total, MaxLyft), Free: l.Capacity}
	switch {
	case total > float64(10*l.Capacity):
		d.Problemf(engine.Error, "gear", "belastning %s br: en hjälte lyfter högst tio gånger bärförmågan, %d br", Rutor(total), 10*l.Capacity)
	case total > FormuläretsRutor:
		d.Problemf(engine.Warning, "gear", "belastning %s br: rollformuläret har %d belastningsrutor", Rutor(total), FormuläretsRutor)
	}
	return l
}

// gearRow is the sheet's row of gear g, the i-th, with what is wrong with it flagged; it gives
// its line of the load, unless it weighs nothing for being unknown or wrong.
func (r *Ruleset) gearRow(i int, g sheet.Gear, d *Derived) (gearLine, bool) {
	field := fieldpath.Gear(i)
	// The members are read once: each read parses the number the document holds.
	boxesEach, kg := members.Boxes.Get(g.Members), members.Kg.Get(g.Members)
	gearCount.Flag(&d.Derived, field, nameOr(g.Name), g.Count)
	gearBoxes.FlagFloat(&d.Derived, field, nameOr(g.Name), boxesEach)
	gearKg.FlagFloat(&d.Derived, field, nameOr(g.Name), kg)
	count := engine.Sane(g.Count)
	if count == 0 {
		count = 1
	}
	per, name := engine.SaneFloat(boxesEach), g.Name
	if kg > 0 {
		per = KiloTillRutor(engine.SaneFloat(kg))
	}
	if g.ID != "" {
		def, ok := r.t.gearDef(g.ID)
		if !ok {
			d.Problemf(engine.Error, field, "okänd utrustning %q", g.ID)
			return gearLine{}, false
		}
		per = def.weight()
		if name == "" {
			name = def.Name
		}
	}
	switch {
	case count < 0 || boxesEach < 0 || kg < 0:
		d.Problemf(engine.Error, field, "%s: antal och vikt kan inte vara negativa", nameOr(name))
		return gearLine{}, false
	case name == "":
		d.Problemf(engine.Warning, field, "utrustning utan namn")
	}
	boxes := Radvikt(per, count)
	// The explanation keeps the weight it words, not a copy of the document's line.
	own := g.ID == ""
	// Detail keeps the count on paper, where no count field stands beside the row: "3 × ¼ br".
	each := func(engine.Words) string { return fmt.Sprintf("%d × %s br", count, Rutor(per)) }
	engine.Row(&d.Sheet.Gear, i, engine.Value{ID: string(field), Group: groupGear, Abbr: "br", Label: nameOr(name),
		Text: Rutor(boxes), Detail: each, Why: func(words engine.Words) string {
			if kg > 0 && own {
				return words.F("%d × %s kg: %s kg / 2 avrundat uppåt = %s br styck", count, words.Decimal(kg, -1), words.Decimal(kg, -1), Rutor(per))
			}
			return each(words)
		}})
	return gearLine{nameOr(name), count, boxes}, true
}

// gearLine is a line of the load's explanation.
type gearLine struct {
	name  string
	count int
	boxes float64
}

// String words the line as the load's explanation shows it: "3 × Magasin 1", the count only
// where there is more than one.
func (l gearLine) String() string {
	if l.count > 1 {
		return fmt.Sprintf("%d × %s %s", l.count, l.name, Rutor(l.boxes))
	}
	return l.name + " " + Rutor(l.boxes)
}

// movement is how far one movement action goes.
func (r *Ruleset) movement(h *hjälte, l LoadView, d *Derived) {
	d.Förflyttning = Förflyttning(h.has("snabb"), h.has("langsam"))
	d.Add(engine.Value{ID: "forflyttning", Abbr: "Förfl", Label: "Förflyttning", Text: strconv.Itoa(d.Förflyttning) + " m",
		Why: func(words engine.Words) string {
			why := words.F("per förflyttningshandling, högst två per sr (%d m); upp till 2 m kostar ingen handling", 2*d.Förflyttning)
			switch {
			case !l.Run:
				why = words.F("%s; för tungt lastad för att springa", why)
			case !l.Sprint || d.Beg >= 1:
				why = words.F("%s; kan inte sprinta", why)
			}
			if h.kvar == 0 {
				why = words.F("%s; utan ödestärningar kan man bara krypa", why)
			}
			return why
		}})
}

func nameOr(name string) string {
	if name == "" {
		return "(namnlös)"
	}
	return name
}
