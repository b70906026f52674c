package table

import (
	"strconv"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
)

// numbersOf are every number of doc the table could see, derived as layout, worded by w: its
// life points, each body part's damage, what else the rules show of its state (conditions,
// bleeding, Tålighet), its trackers (Trötthet, Påfrestning) and its own dice (öde dice ready).
func numbersOf(rs engine.Ruleset, doc *sheet.Character, layout *engine.Layout, w engine.Words) []Number {
	counted := map[string]bool{} // the state values said already, by id
	out := lifeNumbers(layout, w, counted)
	for _, v := range layout.State {
		if !counted[v.ID] {
			out = append(out, Number{ID: v.ID, Label: v.LabelIn(w), Text: v.TextIn(w)})
		}
	}
	out = append(out, trackerNumbers(rs, doc, layout, w)...)
	if p := layout.Pool; p != nil {
		out = append(out, Number{ID: "pool", Label: w.F(p.Label), Text: p.Note.InOr(w, strconv.Itoa(p.Ready)), Value: ptr(p.Ready), Of: ptr(p.Have)})
	}
	return out
}

// lifeNumbers are the life points and each body part's damage, the state values they say
// marked in counted.
func lifeNumbers(layout *engine.Layout, w engine.Words, counted map[string]bool) []Number {
	var out []Number
	if life := layout.Life; life != nil {
		text := strconv.Itoa(life.Max)
		for _, v := range layout.State {
			// The state's value of the life points left is what this number says: LP left
			// once hurt (Life.Left), and the same value before.
			if life.Left != nil && v.ID == life.Left.ID || life.Left == nil && v.Abbr != "" && v.Abbr == life.Abbr {
				text, counted[v.ID] = v.TextIn(w), true
			}
		}
		out = append(out, Number{ID: "lp", Label: life.Abbr, Text: text, Value: ptr(life.Max - life.Taken), Of: ptr(life.Max)})
	}
	// A wounded part's state value is the part's damage as the rules word it ("3/4 skadad").
	byLabel := map[string]engine.Value{}
	for _, v := range layout.State {
		byLabel[v.Label] = v
	}
	for _, p := range layout.BodyParts {
		kp, err := strconv.Atoi(p.KP.Text)
		if p.KP.Label == "" || err != nil {
			continue
		}
		text := strconv.Itoa(p.Damage) + "/" + p.KP.Text
		if v, ok := byLabel[p.KP.Label]; ok {
			text, counted[v.ID] = v.TextIn(w), true
		}
		out = append(out, Number{ID: p.KP.ID, Label: p.KP.LabelIn(w), Text: text, Value: ptr(p.Damage), Of: ptr(kp)})
	}
	return out
}

// trackerNumbers are doc's trackers, those of its kind (an NPC's or a player's).
func trackerNumbers(rs engine.Ruleset, doc *sheet.Character, layout *engine.Layout, w engine.Words) []Number {
	var out []Number
	for _, t := range screen.Trackers(rs, doc, layout, false) {
		if !t.Of(doc.NPC) || t.NPC && !doc.NPC {
			continue
		}
		var of *int
		if t.Boxes > 0 {
			of = ptr(t.Boxes)
		}
		out = append(out, Number{ID: string(t.Path), Label: t.LabelIn(w), Text: t.TextIn(w), Value: ptr(t.Value), Of: of})
	}
	return out
}

func ptr(n int) *int { return &n }
