package odestarningar

import (
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// Skapelsepoäng is the creation-point budget: "Antalet sp som används för att köpa
// färdigheter och fördelar är tio gånger hjältens öde".
func Skapelsepoäng(öde int) int { return 10 * engine.Sane(öde) }

// Färdighetskostnad is what fv costs at creation: "Färdigheter som ingår i hjältens koncept
// kostar 1 sp per fv. Andra färdigheter kostar dubbelt så mycket, 2 sp per fv."
func Färdighetskostnad(fv int, koncept bool) int {
	fv = engine.Sane(fv)
	if koncept {
		return fv
	}
	return 2 * fv
}

// Fördelskostnad is what an advantage of level costs at creation, or what a disadvantage
// gives: "Begränsade fördelar kostar 2 sp, måttliga 4 sp och utomordentliga 6 sp. Nackdelar
// genererar samma mängd sp. … Fördelar som inte ingår i en hjältes bakgrund eller koncept
// kostar dubbelt antal sp (4, 8 eller 12). Nackdelar som inte ingår i koncept eller bakgrund
// ger halva antalet sp (1, 2 eller 3)."
func Fördelskostnad(kind string, level int, bakgrund bool) int {
	base := 2 * level
	switch {
	case bakgrund:
		return base
	case kind == Nackdel:
		return base / 2
	}
	return 2 * base
}

// kostnader is what trait tr costs at creation at each level it comes in, "2 / 4 / 6", or at
// its one level, "4", in the background (bakgrund) or outside it (Fördelskostnad): the
// catalogue's columns. A disadvantage's are negative: the points it gives.
func kostnader(tr *TraitDef, bakgrund bool) string {
	levels := []int{1, 2, 3}
	if tr.FixedLevel > 0 {
		levels = []int{tr.FixedLevel}
	}
	parts := make([]string, len(levels))
	for i, l := range levels {
		c := Fördelskostnad(tr.Kind, l, bakgrund)
		if tr.Kind == Nackdel {
			parts[i] = "−" + strconv.Itoa(c)
		} else {
			parts[i] = strconv.Itoa(c)
		}
	}
	return strings.Join(parts, " / ")
}

// Drivkraftskostnad is what the drives cost: "Vid spelstart får varje hjälte välja en gratis
// drivkraft. En extra får väljas till en kostnad av 2 sp."
func Drivkraftskostnad(n int) int { return 2 * max(n-1, 0) }

// MaxFördelar is "Maximalt tre fördelar får köpas från start."
const MaxFördelar = 3

// MaxDrivkrafter is "En hjälte kan maximalt ha två drivkrafter åt gången".
const MaxDrivkrafter = 2

// Budget is what a character's creation points went to.
type Budget struct {
	Total     int `json:"total"`
	Skills    int `json:"skills"`
	Fördelar  int `json:"fordelar"`
	Nackdelar int `json:"nackdelar"` // what the disadvantages give back
	Drives    int `json:"drives"`
}

// Spent is the points used, with what the disadvantages give taken off.
func (b Budget) Spent() int { return b.Skills + b.Fördelar + b.Drives - b.Nackdelar }

// Left is what is left to spend; below 0 is overspending.
func (b Budget) Left() int { return b.Total - b.Spent() }

func (b Budget) String() string { return b.In(engine.Words{}) }

// In is the budget in words.
func (b Budget) In(words engine.Words) string {
	return words.F("%d av %d sp: färdigheter %d, fördelar %d, drivkrafter %d, nackdelar −%d",
		b.Spent(), b.Total, b.Skills, b.Fördelar, b.Drives, b.Nackdelar)
}

// budget reckons c's creation points.
func (r *Ruleset) budget(c *sheet.Character, öde int) Budget {
	b := Budget{Total: Skapelsepoäng(öde), Drives: Drivkraftskostnad(len(c.Drives))}
	for _, s := range c.Skills {
		b.Skills += Färdighetskostnad(max(s.Value, 0), members.Concept.Get(s.Members))
	}
	for _, t := range c.Traits {
		def, _ := r.t.trait(t.ID)
		kind, level := traitKindOf(def, t), traitLevelOf(def, t)
		cost := Fördelskostnad(kind, level, members.Background.Get(t.Members))
		if kind == Nackdel {
			b.Nackdelar += cost
		} else {
			b.Fördelar += cost
		}
	}
	return b
}
