package spelsystemet

import (
	"fmt"
	"slices"
	"strconv"

	"rollformular/engine"
	"rollformular/sheet"
)

// Derived is everything Spelsystemet computes from a character. It encodes to the keys of the
// CLI contract (`derive`), with every explanation under "explanations".
type Derived struct {
	// LP, Livspoäng: how much damage the character takes before falling unconscious.
	LP int `json:"lp"`
	// Sh, Snabbhet: metres walked in a combat round.
	Sh int `json:"sh"`
	// G, Grundskada: the dice of the character's melee damage.
	G string `json:"g"`
	// KP, Kroppspoäng: the damage each body part takes before it is obrukbar.
	KP           map[string]int    `json:"kp"`
	Explanations map[string]string `json:"explanations"`
	ProblemList  []engine.Problem  `json:"problems"`

	values []engine.Value
}

// Values lists the derived values in sheet order.
func (d *Derived) Values() []engine.Value { return d.values }

// Problems lists what is wrong, errors first.
func (d *Derived) Problems() []engine.Problem { return d.ProblemList }

// Derive computes LP, Sh, Grundskada and KP per body part, each with its explanation.
func (r *Ruleset) Derive(c *sheet.Character) engine.View {
	d := &Derived{KP: map[string]int{}, Explanations: map[string]string{}, ProblemList: []engine.Problem{}}
	a := r.attributes(c, d)
	t, u := r.tracker(c, d, "trotthet"), r.tracker(c, d, "utmattning")
	fatigue := t + u

	// "(HÄL + STO) / 2 = LP", and "avrundas alltid uppåt".
	lp := ceilDiv(a["hal"]+a["sto"], 2)
	d.LP = lp
	d.add(engine.Value{ID: "lp", Abbr: "LP", Label: "Livspoäng", Text: strconv.Itoa(lp),
		Why: fmt.Sprintf("LP = (HÄL %d + STO %d) / 2 = %s", a["hal"], a["sto"], roundedUp(a["hal"]+a["sto"], 2))})

	// "(SKI + STY) / 4 = Snabbhet"; "Summan av T+U minskar också summorna … som används för
	// att beräkna Grundskada och Snabbhet."
	shSum := a["ski"] + a["sty"] - fatigue
	sh := max(ceilDiv(shSum, 4), 0)
	d.Sh = sh
	why := fmt.Sprintf("Sh = (SKI %d + STY %d%s) / 4 = %s", a["ski"], a["sty"], fatigueTerm(fatigue), roundedUp(shSum, 4))
	if ceilDiv(shSum, 4) < 0 {
		why += ", men aldrig under 0"
	}
	d.add(engine.Value{ID: "sh", Abbr: "Sh", Label: "Snabbhet", Text: strconv.Itoa(sh), Why: why})

	gSum := a["sto"] + a["sty"] - fatigue
	step, from, to := r.grundskada.Row(gSum)
	g := r.grundskada.Step(step).String()
	d.G = g
	why = fmt.Sprintf("G: STO %d + STY %d%s = %d, raden %d–%d ger %s", a["sto"], a["sty"], fatigueTerm(fatigue), gSum, from, to, g)
	if gSum < from {
		why += " (summan är under tabellens första rad)"
	}
	d.add(engine.Value{ID: "g", Abbr: "G", Label: "Grundskada", Text: g, Why: why})

	// "Beräknas som en fraktion av personens livspoäng", rounded up like every result.
	for _, p := range r.desc.BodyParts {
		kp := ceilDiv(lp*p.KP[0], p.KP[1])
		d.KP[p.ID] = kp
		d.add(engine.Value{ID: "kp." + p.ID, Group: "kp", Abbr: "KP", Label: p.Label, Text: strconv.Itoa(kp),
			Why: fmt.Sprintf("KP %s = LP %d × %d/%d = %s; %s kroppsdel", p.Label, lp, p.KP[0], p.KP[1], roundedUp(lp*p.KP[0], p.KP[1]), p.Vitality)})
	}

	slices.SortStableFunc(d.ProblemList, func(x, y engine.Problem) int {
		return severityRank(x.Severity) - severityRank(y.Severity)
	})
	return d
}

func (d *Derived) add(v engine.Value) {
	d.values = append(d.values, v)
	d.Explanations[v.ID] = v.Why
}

// attributes reads every attribute of the ruleset, with its default where the document has
// none, and notes the values outside their range. A value out of range is flagged, never
// changed: the rules let experience and magic take values where creation cannot.
func (r *Ruleset) attributes(c *sheet.Character, d *Derived) map[string]int {
	out := make(map[string]int, len(r.desc.Attributes))
	for _, def := range r.desc.Attributes {
		v, ok := c.Attribute(def.ID)
		if !ok {
			v = def.Default
		}
		out[def.ID] = v
		switch {
		case v < def.Min:
			d.problem(engine.Error, "attributes."+def.ID, fmt.Sprintf("%s %d är under %d", def.Abbr, v, def.Min))
		case v > def.Max:
			d.problem(engine.Error, "attributes."+def.ID, fmt.Sprintf("%s %d är över artmaximum %d", def.Abbr, v, def.Max))
		}
	}
	ids := make([]string, 0, len(c.Attributes))
	for id := range c.Attributes {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if _, known := r.desc.Attribute(id); !known {
			d.problem(engine.Warning, "attributes."+id, fmt.Sprintf("okänd grundegenskap %q används inte av Spelsystemet", id))
		}
	}
	return out
}

// tracker reads a value of the document's "state", 0 when missing.
func (r *Ruleset) tracker(c *sheet.Character, d *Derived, id string) int {
	v := c.State[id]
	for _, t := range r.desc.Trackers {
		if t.ID == id && (v < t.Min || v > t.Max) {
			d.problem(engine.Error, "state."+id, fmt.Sprintf("%s %d ligger utanför %d–%d", t.Label, v, t.Min, t.Max))
		}
	}
	return v
}

func (d *Derived) problem(s engine.Severity, field, msg string) {
	d.ProblemList = append(d.ProblemList, engine.Problem{Field: field, Severity: s, Message: msg})
}

func severityRank(s engine.Severity) int {
	if s == engine.Error {
		return 0
	}
	return 1
}

// fatigueTerm is the " - T+U 3" part of an explanation, empty when rested.
func fatigueTerm(tu int) string {
	if tu == 0 {
		return ""
	}
	return fmt.Sprintf(" - T+U %d", tu)
}

// roundedUp shows a division's result the way the rules want it, saying so when it rounded.
// (The ceiling brackets ⌈⌉ would say it shorter, but the fonts of Fyne and the PDF lack them.)
func roundedUp(a, b int) string {
	q := ceilDiv(a, b)
	if a%b == 0 {
		return strconv.Itoa(q)
	}
	return fmt.Sprintf("%d (avrundat uppåt)", q)
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
