package screen

import "rollformular/engine"

// Boxes are a count of things drawn a box each, Crossed of them crossed out: a pool's dice with
// those wounds and fate keep (engine.Pool), a skill's dice with those spent (engine.Dice). The
// printed sheet drew them as boxes and the editor as numbers, each bounding them its own way;
// both draw these, and no drawing takes more than MaxPoolBoxes or MaxSkillDice boxes whatever a
// document says.
type Boxes struct {
	N, Crossed int
}

// MaxPoolBoxes bounds a row of a character's own dice: more than any ruleset's pool.
const MaxPoolBoxes = 60

// MaxSkillDice bounds a skill's dice drawn: a skill's row beside its name has room for no
// more. "Maximala fv är alltid dubbla ödet", so a hero of öde 10 and more may have more dice
// than boxes; the skill's value beside them says how many.
const MaxSkillDice = 20

// PoolBoxes are the boxes of pool p: one for each die it has and each it has lost, at most
// MaxPoolBoxes, those lost crossed.
func PoolBoxes(p engine.Pool) Boxes {
	have, lost := min(max(p.Have, 0), MaxPoolBoxes), min(max(p.Lost, 0), MaxPoolBoxes)
	n := min(have+lost, MaxPoolBoxes)
	return Boxes{N: n, Crossed: n - have}
}

// DiceBoxes are the boxes of a skill's dice: one for each die of its pool, at most
// MaxSkillDice, those spent crossed (004_b260f69c548f960d.txt: "Spelarna bockar av använda
// färdighetstärningar på rollformuläret"). None where the skill is no pool of dice.
func (s Skill) DiceBoxes() Boxes {
	if !s.HasDice {
		return Boxes{}
	}
	n := min(max(s.Dice.Have, 0), MaxSkillDice)
	return Boxes{N: n, Crossed: min(max(s.Dice.Spent, 0), n)}
}

// A Pool is the character's own dice to spend, as the table view and the printed sheet show
// them: its name, its boxes and what its numbers mean ("3 kvar, 2 redo denna sr").
type Pool struct {
	Label string
	Boxes Boxes
	Note  engine.Text
}

// PoolOf is the pool layout derives, nil for rules without one (or no layout yet).
func PoolOf(layout *engine.Layout) *Pool {
	if layout == nil || layout.Pool == nil {
		return nil
	}
	p := layout.Pool
	return &Pool{Label: p.Label, Boxes: PoolBoxes(*p), Note: p.Note}
}
