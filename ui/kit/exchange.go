package kit

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"rollformular/engine"
	"rollformular/screen"
)

// blowSum is a blow's reckoning: its dice as rolled and what reaches the one struck. A fixed
// damage (a weapon of a ruleset that rolls no damage dice) is its number alone, not "[] = 2".
func blowSum(b engine.Blow) string {
	sum := strconv.Itoa(b.Rolled)
	switch {
	case len(b.Faces) > 0:
		sum = strings.TrimSpace(fmt.Sprintf("%s %v = %d", b.Dice, b.Faces, b.Rolled))
	case b.Dice != "":
		sum = fmt.Sprintf("%s = %d", b.Dice, b.Rolled)
	}
	if len(b.Faces) > 0 || b.Total != b.Rolled {
		sum += fmt.Sprintf(" → %d", b.Total)
	}
	return sum
}

// DescribeExchange is an exchange as the rules tell it, a line a step: who attacks whom, the
// attack, the defence, the blow and its reckoning, and what it did to the one struck.
func DescribeExchange(rs engine.Ruleset, words engine.Words, res engine.Exchanged, attacker, target string) []string {
	attacker, target = Ellipsis(attacker, MaxTitle), Ellipsis(target, MaxTitle)
	labels := screen.LabelsOf(rs)
	lines := []string{lang.L("{{.Attacker}} attacks {{.Target}}", map[string]any{"Attacker": attacker, "Target": target})}
	roll := func(label string, r engine.RollResult) string {
		return fmt.Sprintf("%s: %s %v → %s", label, DescribeRoll(r, words), r.Faces, OutcomeText(labels, words, r))
	}
	lines = append(lines, roll(lang.L("Attack"), res.Attack))
	if res.Defence != nil {
		lines = append(lines, roll(lang.L("Defence"), *res.Defence))
	}
	struck, after := target, res.Target
	if res.Struck == engine.AttackerSide {
		struck, after = attacker, res.Attacker
	}
	if b := res.Blow; b != nil {
		line := lang.L("Blow on {{.Name}}", map[string]any{"Name": struck}) + ": " + blowSum(*b)
		if b.Type != "" {
			line += " " + labels.DamageType(b.Type, words) // the rules' name of the type: "Hugg", not its id
		}
		if b.Part != "" {
			line += ", " + labels.Part(b.Part)
		}
		lines = append(lines, line)
		steps := make([]string, len(b.Steps))
		for i, t := range b.Steps {
			steps[i] = t.In(words)
		}
		if len(steps) > 0 {
			lines = append(lines, "  "+strings.Join(steps, "; "))
		}
	}
	if len(res.Report) > 0 {
		lines = append(lines, res.Report.In(words))
	}
	if res.Struck != engine.NoSide {
		// Where the one struck stands now, as its State tab will say once the blow is applied.
		if st := screen.CombatantOf(rs, after).Status; st != nil {
			lines = append(lines, fmt.Sprintf("%s: %s", struck, st.TextIn(words)))
		}
	}
	if res.Blow == nil && len(res.Report) == 0 {
		lines = append(lines, lang.L("No blow landed."))
	}
	return lines
}

// DescribeRoll is what was rolled: a value with its modification and what that left to roll
// against ("HÄL 12 −3 (mot 9)"), or the dice of a pool, which is against nothing ("Gevär
// 7T6"), where a value beside it would read as one to roll under.
func DescribeRoll(res engine.RollResult, words engine.Words) string {
	s := res.WhatIn(words)
	if !res.Against && res.Dice != "" {
		return s + " " + res.Dice
	}
	s += fmt.Sprintf(" %d", res.Value)
	if res.Mod != 0 {
		s += fmt.Sprintf(" %+d", res.Mod)
	}
	if res.Against {
		s += fmt.Sprintf(" (%s %d)", lang.L("against"), res.Effective)
	}
	return s
}

// OutcomeText is what a roll came to, with the damage it rolled and where, as words say it.
func OutcomeText(labels screen.Labels, words engine.Words, res engine.RollResult) string {
	out := res.OutcomeIn(words)
	if d := res.Damage; d != nil {
		out += fmt.Sprintf("; %s %s = %d", lang.L("damage"), d.Dice, d.Total)
		if d.Type != "" {
			out += " " + d.Type
		}
		if d.Part != "" {
			// Only a ruleset with hit locations rolls one.
			out += fmt.Sprintf(", %s %d: %s", lang.L("hit location"), d.HitRoll, labels.Part(d.Part))
		}
	}
	if details := res.DetailsIn(words); len(details) > 0 {
		out += " (" + strings.Join(details, "; ") + ")"
	}
	return out
}
