package export

import (
	"slices"

	"rollformular/screen"
)

// skills lists the skills by group in two columns, with their odds, and empty rows after.
func (p *page) skills() {
	d := p.d
	if !slices.ContainsFunc(p.m.SkillGroups, func(g screen.SkillGroup) bool { return len(g.Catalogue) > 0 }) && len(p.layout.Skills) == 0 {
		return
	}
	d.ensure(30)
	y := d.GetY()
	p.title(p.left, y, p.width, d.say("Skills"))
	y += 7
	lines := p.skillLines()
	y = p.twoColumns(y, len(lines), 0, func(i int, x, ly, colW float64) {
		l := lines[i]
		switch {
		case l.heading:
			d.font("B", 8, hintGrey)
			d.text(x, ly+0.5, colW, 4.5, l.name, "L")
		case p.blank || l.free:
			p.skillToWrite(l, x, ly, colW)
		default:
			p.skillHeld(l, x, ly, colW)
		}
	})
	d.SetY(y + 3)
}

// skillLine is a line of the skills' columns.
type skillLine struct {
	heading           bool // a group's name
	free              bool // a row to write a skill in
	name, value, odds string
	dice, spent       int  // the skill's pool, where skills are pools of dice
	mark, marked      bool // a box for the experience mark, and whether it is ticked
}

// skillLines are the held skills by group under its heading, then blank rows for what the
// player learns later. A blank sheet lists the rules' catalogue by group instead, each skill
// with a box for its value. The groups are the editor's (screen.Sheet.SkillGroups).
func (p *page) skillLines() []skillLine {
	var lines []skillLine
	groups := p.m.SkillGroups
	rows := p.m.Skills
	for _, g := range groups {
		var members []skillLine
		if p.blank {
			for _, it := range g.Catalogue {
				members = append(members, skillLine{name: it.Plain(), mark: p.shape.Skills.Marked})
			}
		}
		for _, i := range g.Held {
			if sk := rows[i]; sk.Derived.Label != "" {
				members = append(members, p.skillLineOf(sk))
			}
		}
		switch {
		case len(members) == 0:
		case g.ID == "" && len(groups) == 1:
			lines = members // no groups: no heading over them all
		default:
			name := g.Name
			if g.ID == "" {
				name = p.d.say("Others")
			}
			lines = append(append(lines, skillLine{heading: true, name: name}), members...)
		}
	}
	// Rows to write more skills in, each with its value's box and its mark's, as the rules'
	// rows have: a specialisation (Svärd, a second Språk) or a skill learnt in play.
	for range 8 {
		lines = append(lines, skillLine{free: true, mark: p.shape.Skills.Marked})
	}
	return lines
}

// skillLineOf is the line of the character's skill sk.
func (p *page) skillLineOf(sk screen.Skill) skillLine {
	v := sk.Derived
	l := skillLine{name: v.Label, value: v.Text, odds: v.Odds.In(p.words), mark: p.shape.Skills.Marked, marked: sk.Doc.Mark}
	b := sk.DiceBoxes()
	l.dice, l.spent = b.N, b.Crossed
	return l
}

// skillToWrite draws a skill with no odds to print: the name takes the room, the value's box
// and the mark's at the column's end, and where skills are pools of dice, a box for each die
// of the largest pool a new character has, to tick as they are spent.
func (p *page) skillToWrite(l skillLine, x, ly, colW float64) {
	d := p.d
	d.font("", 9, ink)
	if l.free {
		d.writeLines(x, ly, colW-17, 1, 5)
	}
	nameW := colW - 17
	if p.shape.Skills.Pools && p.blank {
		bx := x + colW - 15 - float64(blankSkillDice)*2.6
		d.boxes(bx, ly+1.2, blankSkillDice, blankSkillDice, 2.6, 0)
		nameW -= float64(blankSkillDice)*2.6 + 1
	}
	d.text(x, ly, nameW, 5, l.name, "L")
	d.SetDrawColor(ruleGrey[0], ruleGrey[1], ruleGrey[2])
	d.Rect(x+colW-9, ly+0.6, 8, 4, "D")
	if l.mark {
		d.boxes(x+colW-14, ly+1.2, 1, 1, 2.6, 0)
	}
}

// skillHeld draws a skill the character has: its mark, its dice, its name, value and odds.
func (p *page) skillHeld(l skillLine, x, ly, colW float64) {
	d := p.d
	d.font("", 9, ink)
	nameW := colW - 58
	if l.mark {
		// The experience mark, ticked where the character has one.
		nameW -= 5
		d.boxes(x+colW-62, ly+1.2, 1, 1, 2.6, 0)
		if l.marked {
			d.tick(x+colW-62, ly+1.2, 1, 1, 2.6)
		}
	}
	if l.dice > 0 {
		// "Spelarna bockar av använda färdighetstärningar på rollformuläret": a box per
		// die, the spent ones ticked.
		perRow, s := skillDiceBoxes(l.dice, nameW-minSkillName-1)
		bw := float64(perRow) * s
		nameW -= bw + 1
		bx := x + colW - 59 - bw
		if l.mark {
			bx -= 5 // left of the mark
		}
		by := ly + (5-float64((l.dice+perRow-1)/perRow)*s)/2 // in the middle of the 5 mm of text
		d.boxes(bx, by, l.dice, perRow, s, 0)
		d.tick(bx, by, min(max(l.spent, 0), l.dice), perRow, s)
	}
	d.name(x, ly, nameW-1, 5, l.name, "", 9, nameFloor, ink) // clear of the dice's boxes
	d.font("B", 9, ink)
	d.text(x+colW-58, ly, 8, 5, l.value, "R")
	d.font("", 6.5, hintGrey)
	d.text(x+colW-49, ly, 49, 5, l.odds, "L")
}

// minSkillName is the least width a skill's name keeps beside its dice's boxes, in mm: two
// lines of some eight letters at nameFloor.
const minSkillName = 12.0

// skillDiceBoxes is how a skill's pool of n dice is drawn in room mm: the boxes in a row and
// their size. One row of 2.6 mm boxes where it fits, else two rows of boxes as large as fit,
// 2.4 mm at most and 1 mm at least: on A4, with the experience mark, a pool of twenty has boxes
// of 1.5 mm. The boxes of a pool of twenty in one row took 52 mm, and left the name a width
// below nothing, which wrapping could not cut (BenchmarkCommandsOnTheWorstDocuments).
func skillDiceBoxes(n int, room float64) (perRow int, s float64) {
	if float64(n)*2.6 <= room {
		return n, 2.6
	}
	perRow = (n + 1) / 2
	return perRow, max(min(2.4, room/float64(perRow)), 1)
}
