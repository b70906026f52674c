package spelsystemet

import (
	"fmt"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Groups of derived values, as the sheet titles them.
const (
	groupKP       = "Kroppspoäng"
	groupSP       = "Skyddspoäng"
	groupSkills   = "Färdigheter"
	groupWeapons  = "Vapen"
	groupState    = "Tillstånd"
	groupTraining = "Träning"
	// groupAttributeRolls holds the odds of rolling against each attribute.
	groupAttributeRolls = "Egenskapsslag"
)

// Derived is everything Spelsystemet computes from a character. It encodes to the keys of the
// CLI contract (`derive`), with every explanation under "explanations".
type Derived struct {
	// LP, Livspoäng: how much damage the character takes before falling unconscious.
	LP int `json:"lp"`
	// Sh, Snabbhet: metres walked in a combat round; Run and Sprint are twice and four times it.
	Sh     int `json:"sh"`
	Run    int `json:"run"`
	Sprint int `json:"sprint"`
	// G, Grundskada: the dice of the character's melee damage.
	G string `json:"g"`
	// Knockdown is STO/2: damage at or above it calls for a SKI roll not to fall.
	Knockdown int `json:"knockdown"`
	// Kasta is the range of thrown objects: STY metres balanced, STY/3 unbalanced.
	Kasta struct {
		Balanced   int `json:"balanced"`
		Unbalanced int `json:"unbalanced"`
	} `json:"kasta"`
	// KP, Kroppspoäng: the damage each body part takes before it is obrukbar.
	KP map[string]int `json:"kp"`
	// SP, Skyddspoäng per body part and damage type.
	SP           map[string]PartSP       `json:"sp"`
	Shield       *ShieldView             `json:"shield,omitempty"`
	Skills       []SkillView             `json:"skills"`
	Weapons      []WeaponView            `json:"weapons"`
	FatigueRolls int                     `json:"fatigue_rolls"`
	Condition    Condition               `json:"condition"`
	Training     map[string]TrainingView `json:"training"`
	engine.Derived
}

// Derive computes every derived value of c, each with its explanation, and the problems.
//
// It runs on every keystroke, so what only the tables decide is worked out when they load,
// the values' texts are put together with strconv rather than fmt, texts that depend only on a
// number are kept per number (engine/memo), and an explanation keeps the few things it words
// rather than copies.
func (r *Ruleset) Derive(c *sheet.Character) engine.View {
	// Room for every derived value (LP, Sh, springa, G, STO/2, kasta, sköld, T-slag), so adding
	// them never grows the list; the rows of the document's lists have theirs already.
	d := &Derived{KP: map[string]int{},
		Derived: engine.NewDerived(c, 8)}
	d.CheckColumns(c, columns)
	d.Begin(c, &r.desc)
	species := r.speciesOf(c, d)
	body := r.t.bodies[species.Body]
	a := r.attributes(c, species, d)
	d.Training = r.training(c, species, a, d)
	t, u := r.tracker(c, d, "trotthet"), r.tracker(c, d, "utmattning")
	fatigue := t + u
	// "Om någonsin T+U=HÄL eller mer, måste rollpersonen upphöra med all aktivitet".
	if fatigue > 0 && fatigue >= a["hal"] {
		d.Problemf(engine.Warning, "state", "T+U %d når HÄL %d: rollpersonen måste vila minst en rond", fatigue, a["hal"])
	}

	// "(HÄL + STO) / 2 = LP", and "avrundas alltid uppåt till närmaste hela tal".
	// Attributes below 1 are flagged as errors; LP still never goes below 0.
	d.LP = max(ceilDiv(a["hal"]+a["sto"], 2), 0)
	d.Add(engine.Value{ID: "lp", Abbr: "LP", Label: "Livspoäng", Text: strconv.Itoa(d.LP),
		Why: func(words engine.Words) string {
			why := fmt.Sprintf("LP = (HÄL %d + STO %d) / 2 = %s", a["hal"], a["sto"], roundedUp(words, a["hal"]+a["sto"], 2))
			if d.LP == 0 && a["hal"]+a["sto"] < 0 {
				why += words.F(", men aldrig under 0")
			}
			return why
		}})

	r.speed(species, a, fatigue, d)

	gSum := a["sto"] + a["sty"] - fatigue
	step, from, to := r.t.grundskada.Row(gSum)
	d.G = r.t.grundskada.Name(step)
	d.Add(engine.Value{ID: "g", Abbr: "G", Label: "Grundskada", Text: d.G, Why: func(words engine.Words) string {
		why := words.F("G: STO %d + STY %d%s = %d, raden %d–%d ger %s", a["sto"], a["sty"], fatigueTerm(fatigue), gSum, from, to, d.G)
		if gSum < from {
			why += words.F(" (summan är under tabellens första rad)")
		}
		return why
	}})

	// "om skadan är >= STO/2, måste rollpersonen slå ett SKI-slag för att inte ramla omkull".
	d.Knockdown = ceilDiv(a["sto"], 2)
	d.Add(engine.Value{ID: "knockdown", Abbr: "STO/2", Label: "Nedslagen vid", Text: strconv.Itoa(d.Knockdown),
		Why: func(words engine.Words) string {
			return words.F("STO %d / 2 = %s: skada från så mycket kräver ett SKI-slag för att inte ramla", a["sto"], roundedUp(words, a["sto"], 2))
		}})

	// "Normal skottvidd är lika med kastarens STY i meter för någorlunda balanserade föremål
	// …, STY/3 för obalanserade".
	d.Kasta.Balanced, d.Kasta.Unbalanced = a["sty"], ceilDiv(a["sty"], 3)
	d.Add(engine.Value{ID: "kasta", Abbr: "Kasta", Label: "Skottvidd, kast", Text: pair(d.Kasta.Balanced, d.Kasta.Unbalanced) + " m",
		Why: func(words engine.Words) string {
			return words.F("balanserat föremål STY %d m, obalanserat STY / 3 = %s m, minus föremålets STO", a["sty"], roundedUp(words, a["sty"], 3))
		}})

	// "Beräknas som en fraktion av personens livspoäng", rounded up like every result.
	for _, p := range body.Parts {
		d.KP[p.ID] = ceilDiv(d.LP*p.KP[0], p.KP[1])
	}

	d.Condition = r.condition(c, body, d.LP, d.KP, d)
	if d.Condition.Dead {
		// "Om en rollperson tar dubbelt så mycket skada som hon har i (ursprungliga) LP, dör
		// hon": `check` says so rather than "ok".
		d.Problemf(engine.Warning, "wounds", "rollpersonen är död")
	}
	r.showCondition(body, d)
	d.Sheet.Wounds = engine.WoundRows(&r.desc, c, func(_ int, w sheet.Wound) []engine.Text {
		if members.Laser.Get(w.Members) {
			return []engine.Text{engine.Say("laser")}
		}
		return nil
	})
	for i, w := range c.Wounds {
		if w.Part == "" { // "Direkt mot LP", as the damage was taken
			d.Sheet.Wounds[i].Label, d.Sheet.Wounds[i].LabelWorded = delOmLP, engine.Say(delOmLP)
		}
	}

	r.bodyPartRows(c, body, d)
	d.Shield = r.shield(c, d)
	if d.Shield != nil {
		sh := d.Shield
		v := engine.Value{ID: "shield", Abbr: "Sköld", Label: sh.Name, Text: "SP " + strconv.Itoa(sh.SP), Why: func(words engine.Words) string {
			return words.F("negerar %d poäng skada vid delvinst, och mot skott på de kroppsdelar den skyddar", sh.SP)
		}}
		d.Add(v)
		d.Sheet.Shield = &v
	}
	packning.Flag(&d.Derived, "state.packning", "", c.State["packning"])
	pack := c.State["packning"] > 0
	var rollsWhy engine.Text
	d.FatigueRolls, rollsWhy = Trötthetsslag(d.SP, pack)
	fatigueRolls := engine.Value{ID: "fatigue_rolls", Abbr: "T-slag", Label: "Trötthetsslag per omgång", Text: strconv.Itoa(d.FatigueRolls), Why: rollsWhy}
	// A derived value of the character, and what the armor on the equipment tab costs.
	d.Add(fatigueRolls)
	d.Sheet.Equipment = append(d.Sheet.Equipment, fatigueRolls)

	skills := r.skills(c, fatigue, d)
	d.Skills = skills.skills
	skillRows(fatigue, d)
	d.Weapons = r.weapons(c, a, step, &skills, fatigue, d)
	weaponRows(d)
	r.attributeRows(a, t, u, d)

	d.Finish()
	return d
}

// bodyPartRows sets each body part's row once, with its KP and the SP of the armor worn there.
func (r *Ruleset) bodyPartRows(c *sheet.Character, body Body, d *Derived) {
	d.SP = r.armor(c, body, d)
	d.Sheet.BodyParts = make([]engine.BodyPartRow, 0, len(body.Parts))
	for i := range body.Parts {
		p := &body.Parts[i] // closures keep a pointer, not a copy, so Derive stays cheap
		kp, lp := d.KP[p.ID], d.LP
		sp, id := d.SP[p.ID], p.ID
		spWhy := unarmoredWhy // most parts: one explanation, not one made per part on every keystroke
		if len(sp.Worn) > 0 {
			spWhy = func(words engine.Words) string {
				sp := d.SP[id]
				return words.F("%s; mot laser %d", joinNames(sp.Worn), sp.Laser)
			}
		}
		row := d.Sheet.BodyPart(p.ID, &engine.Value{ID: p.ids.kp, Group: groupKP, Abbr: "KP", Label: p.Label, Text: strconv.Itoa(kp),
			Why: func(words engine.Words) string {
				return fmt.Sprintf("KP %s = LP %d × %d/%d = %s; %s", p.Label, lp, p.KP[0], p.KP[1], roundedUp(words, lp*p.KP[0], p.KP[1]), vitality(words, p.Vitality))
			}}, &engine.Value{ID: p.ids.sp, Group: groupSP, Abbr: "SP", Label: p.Label,
			Text: spText(sp), Why: spWhy}, sp.H != 0 || sp.K != 0 || sp.S != 0 || sp.Laser != sp.S)
		// "Alla skador på en viss kroppsdel är kumulativa": the sheet ticks them all.
		row.Damage = d.Condition.Parts[p.ID].Damage
		row.Multiples = multiples(p.Vitality)
	}
}

// skillRows are the skills' rows: each skill's value as rolled, with its odds and its study.
func skillRows(fatigue int, d *Derived) {
	for i := range d.Skills {
		s := &d.Skills[i]
		study := studyText(s.Value, s.Group)
		odds := s.Chance.Text()
		if s.CappedBy != "" { // the editor and the paper say why the value rolled is not the one written
			odds = func(words engine.Words) string {
				return words.F("slås som %d, högst %s: %s", s.Rolled, s.CappedBy, s.Chance.In(words))
			}
		}
		engine.Row(&d.Sheet.Skills, i, engine.Value{ID: string(fieldpath.Skill(i)), Group: groupSkills, Abbr: s.Group, Label: s.Name,
			Text: strconv.Itoa(s.Rolled), Odds: odds, Why: func(words engine.Words) string {
				value := strconv.Itoa(s.Value)
				if s.CappedBy != "" { // "kan aldrig överstiga personens värde i, Närkamp"
					value = words.F("%d, högst %s %d", s.Value, s.CappedBy, s.Rolled)
				}
				return fmt.Sprintf("%s %s%s: %s; %s", s.Name, value, fatigueTerm(fatigue), s.Chance.In(words), study(words))
			}, Note: study})
	}
}

// weaponRows are the weapons' rows: each weapon's damage, with its odds and its reach.
func weaponRows(d *Derived) {
	for i := range d.Weapons {
		w := &d.Weapons[i]
		engine.Row(&d.Sheet.Weapons, i, engine.Value{ID: string(fieldpath.Weapon(i)), Group: groupWeapons, Abbr: w.Type, Label: w.Name,
			Text: w.Damage, Odds: w.Chance.Text(), Detail: w.detail, Why: func(words engine.Words) string {
				return fmt.Sprintf("%s; %s %d: %s; %s", w.reach(), w.Skill, w.SkillValue, w.Chance.In(words), w.why.In(words))
			}, Note: notesText(w.kind, w.Notes)})
	}
}

// attributeRows set each attribute's row once, with its roll and its training.
func (r *Ruleset) attributeRows(a map[string]int, t, u int, d *Derived) {
	// Attribute rolls: "Trötthet appliceras som en negativ modifikation på alla slag mot
	// färdigheter, SKI och STY. Utmattning tillämpas på samma sätt som T, och är en negativ
	// modifikation på HÄL-slag."
	d.Sheet.Attributes = make([]engine.AttributeRow, 0, len(r.t.attributes))
	for i := range r.t.attributes {
		def := &r.t.attributes[i]
		mod := attributeFatigue(def.ID, t, u)
		v, chans := a[def.ID], Chansen(a[def.ID], -mod)
		training := d.Training[def.ID]
		d.Sheet.Attribute(def.ID, &engine.Value{ID: def.rollID, Group: groupAttributeRolls, Abbr: def.Abbr, Label: def.Label,
			Text: strconv.Itoa(Effektivt(v, -mod)), Odds: chans.Text(), Why: func(words engine.Words) string {
				return words.F("%s-slag mot %d%s: %s", def.Abbr, v, fatigueTerm(mod), chans.In(words))
			}}, &engine.Value{ID: def.trainingID, Group: groupTraining, Abbr: def.Abbr, Label: def.Label, Text: trainingText(training), Why: training.why})
	}

}

// showCondition adds the values of the state section: LP left, and each wounded part.
func (r *Ruleset) showCondition(body Body, d *Derived) {
	cond := d.Condition
	var flags []engine.Text
	if cond.Dead {
		flags = append(flags, engine.Say("död"))
	} else if cond.Unconscious {
		flags = append(flags, engine.Say("medvetslös"))
	}
	if cond.Bleeding > 0 {
		flags = append(flags, engine.Sayf("blöder %d LP/rond", cond.Bleeding))
	}
	lp := strconv.Itoa(cond.CurrentLP)
	worded := func(words engine.Words) string {
		if len(flags) == 0 {
			return lp
		}
		in := make([]string, len(flags))
		for i, f := range flags {
			in[i] = f.In(words)
		}
		return lp + " – " + strings.Join(in, ", ")
	}
	text := worded(engine.Words{})
	if len(flags) == 0 {
		worded = nil // the number alone, the same in either language
	}
	left := engine.Value{ID: "current_lp", Group: groupState, Abbr: "LP", Label: "LP kvar", Text: text, Worded: worded, Why: cond.why}
	d.Sheet.State = make([]engine.Value, 1, 1+len(cond.Parts)) // LP left, then each wounded part
	d.Sheet.State[0] = left
	// Death comes at twice LP: the boxes past LP are the heavier half. The boxes stop at the
	// most LP the rules give, so attributes far out of range (flagged) cannot ask for millions.
	d.Sheet.Life = &engine.Life{Title: "Livspoäng och trötthet", Abbr: "LP", Max: d.LP, Boxes: 2 * min(d.LP, r.maxLP), Mark: d.LP,
		Note: strconv.Itoa(d.LP) + "; medvetslös vid 0, död vid " + strconv.Itoa(2*d.LP) + " skada", Taken: cond.LPDamage}
	if text != strconv.Itoa(d.LP) {
		d.Sheet.Life.Left = &d.Sheet.State[0] // LP left, just added: not a copy of its own
		// LP left is where a wounded character stands, as an NPC block and the exchange say it.
		d.Sheet.Status = &d.Sheet.State[0]
	}
	for _, p := range body.Parts {
		pc, ok := cond.Parts[p.ID]
		if !ok {
			continue
		}
		// The statuses are the text's names of them, the same in either language; a part
		// without one is only hurt, which is worded.
		points := strconv.Itoa(pc.Damage) + "/" + strconv.Itoa(pc.KP)
		text, worded := points+" "+pc.Status, engine.Text(nil)
		if pc.Status == "" {
			hurt := engine.Say("skadad")
			text, worded = points+" "+hurt.Sv(), func(words engine.Words) string { return points + " " + hurt.In(words) }
		}
		d.Sheet.State = append(d.Sheet.State, engine.Value{ID: p.ids.condition, Group: groupState, Abbr: "KP", Label: p.Label,
			Text: text, Worded: worded,
			Why: func(words engine.Words) string {
				why := words.F("%d skada av KP %d (%d × KP)", pc.Damage, pc.KP, pc.Multiple)
				for i, e := range pc.effects {
					if i == 0 {
						why += ":"
					}
					why += " " + e.In(words)
				}
				return why
			}})
	}
}

// speed: "För människor och andra tvåfota djur … (SKI + STY) / 4 = Snabbhet. Fyrfota
// varelser använder (SKI+STY)/2"; "Summan av T+U minskar också summorna av egenskaper …
// som används för att beräkna Grundskada och Snabbhet." Running doubles it ("Springande
// fördubblar en rollpersons vanliga hastighet"), sprinting fourfolds it.
func (r *Ruleset) speed(s Species, a map[string]int, fatigue int, d *Derived) {
	div := 4
	if s.Fyrfota() {
		div = 2
	}
	sum := a["ski"] + a["sty"] - fatigue
	d.Sh = max(ceilDiv(sum, div), 0)
	d.Add(engine.Value{ID: "sh", Abbr: "Sh", Label: "Snabbhet", Text: strconv.Itoa(d.Sh), Why: func(words engine.Words) string {
		why := fmt.Sprintf("Sh = (SKI %d + STY %d%s) / %d = %s", a["ski"], a["sty"], fatigueTerm(fatigue), div, roundedUp(words, sum, div))
		if ceilDiv(sum, div) < 0 {
			why += words.F(", men aldrig under 0")
		}
		return why
	}})
	d.Run, d.Sprint = 2*d.Sh, 4*d.Sh
	d.Add(engine.Value{ID: "run", Abbr: "Spring", Label: "Springa / spurta", Text: pair(d.Run, d.Sprint) + " m",
		Why: func(words engine.Words) string {
			return words.F("springande Sh × 2 = %d m per rond, spurtande Sh × 4 = %d m", d.Run, d.Sprint)
		}})
}

// attributeFatigue is the Trötthet and Utmattning a roll against an attribute takes: T+U on
// SKI and STY, U on HÄL, nothing on KRA and STO.
func attributeFatigue(id string, t, u int) int {
	switch id {
	case "ski", "sty":
		return t + u
	case "hal":
		return u
	}
	return 0
}

// spText shows a part's SP: "H 6  K 3  S 3", and the laser SP when it is not the Stick SP.
func spText(sp PartSP) string {
	if sp.H == 0 && sp.K == 0 && sp.S == 0 && sp.Laser == 0 {
		return unarmored // most parts: one string, not one made per part on every keystroke
	}
	s := "H " + strconv.Itoa(sp.H) + "  K " + strconv.Itoa(sp.K) + "  S " + strconv.Itoa(sp.S)
	if sp.Laser != sp.S {
		s += "  laser " + strconv.Itoa(sp.Laser)
	}
	return s
}

// unarmored is spText of a part without armor, and unarmoredWhy its explanation: nothing worn
// gives nothing, laser included.
const unarmored = "H 0  K 0  S 0"

func unarmoredWhy(words engine.Words) string {
	return words.F("%s; mot laser %d", words.F("inget pansar"), 0)
}

// pair shows two numbers as "16 / 32".
func pair(a, b int) string { return strconv.Itoa(a) + " / " + strconv.Itoa(b) }

// tracker reads a value of the document's "state", 0 when missing, held at ±engine.Far for
// the sums it goes into; the problem names the document's value.
func (r *Ruleset) tracker(c *sheet.Character, d *Derived, id string) int {
	v := c.State[id]
	for _, t := range r.t.trackers {
		if t.ID == id && (v < t.Min || v > t.Max) {
			d.Problemf(engine.Error, fieldpath.State(id), "%s %d ligger utanför %d–%d", t.Label, v, t.Min, t.Max)
		}
	}
	return engine.Sane(v)
}

// fatigueTerm is the " - T+U 3" part of an explanation, empty when rested.
func fatigueTerm(tu int) string {
	if tu == 0 {
		return ""
	}
	return fmt.Sprintf(" - T+U %d", tu)
}

// joinNames lists armor layers innermost first: "Kvilt under Ringbrynja". One join, not a
// string grown layer by layer: 50,000 layers took 11 s that way.
func joinNames(names []string) string { return strings.Join(names, " under ") }

// roundedUp shows a division's result the way the rules want it, saying so when it rounded.
// (The ceiling brackets ⌈⌉ would say it shorter, but the fonts of Fyne and the PDF lack them.)
func roundedUp(words engine.Words, a, b int) string {
	q := ceilDiv(a, b)
	if a%b == 0 {
		return strconv.Itoa(q)
	}
	return words.F("%d (avrundat uppåt)", q)
}

// vitality says how vital a body part is: "vital kroppsdel".
func vitality(words engine.Words, v string) string {
	switch v {
	case vital:
		return words.F("vital kroppsdel")
	case mindreVital:
		return words.F("mindre vital kroppsdel")
	case perifer:
		return words.F("perifer kroppsdel")
	}
	return words.F("%s kroppsdel", v)
}

// ceilDiv divides and rounds up, as "avrundas alltid uppåt till närmaste hela tal" demands,
// for negative sums too.
func ceilDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) == (b < 0) {
		q++
	}
	return q
}

// notesText is what the rules' "Anmärkningar" say of a weapon of kind ("Ett stridsgissel …
// ignorerar motståndarens sköld"), after the kind's name, each note worded: "Stridsgissel:
// Ignorerar motståndarens sköld. …". Nil for none.
func notesText(kind string, notes []string) engine.Text {
	if len(notes) == 0 {
		return nil
	}
	return func(words engine.Words) string {
		out := make([]string, len(notes))
		for i, n := range notes {
			out[i] = engine.Say(n).In(words)
		}
		return kind + ": " + strings.Join(out, " ")
	}
}
